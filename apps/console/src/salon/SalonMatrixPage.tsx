import { Button, Checkbox, PageContent, PageHeader } from '@console/ui';
import { useMemo } from 'react';
import { LeaveWarning } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { useCoursesAll, useResourcesAll, useSalon } from './hooks';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import { blockedCells, cellKey, lineState, sameCells, setCells, unlinksOf } from './settings';
import { putUnlinks, useUnlinks } from './settingsApi';
import { SALON_SETTINGS_TEXT } from './settingsMessages';
import { useDraft } from './useDraft';
import { useSalonWrite } from './useSalonWrite';

/**
 * /line/reserve/salon/settings/matrix: which staff member or room can serve which course (spec §7
 * resource_course_unlinks). Ticked is "can serve"; the server stores the unticked pairs. The whole
 * matrix is saved at once with 保存, so a manager can change many cells and check them first.
 */
export function SalonMatrixPage() {
  const { salon } = useSalon();
  const sid = salon?.id;
  const resources = useResourcesAll(sid);
  const courses = useCoursesAll(sid);
  const unlinks = useUnlinks(sid);
  const { busy, run, mounted } = useSalonWrite();
  const saved = useMemo(() => blockedCells(unlinks.data), [unlinks.data]);
  const [blocked, setBlocked, dirty] = useDraft(saved, sameCells);

  const rows = resources.data ?? [];
  const columns = courses.data ?? [];
  const error = resources.error ?? courses.error ?? unlinks.error;
  const loading = !error && (!resources.data || !courses.data || !unlinks.data);

  const save = () =>
    sid !== undefined &&
    run(
      async () => {
        const next = await putUnlinks(
          sid,
          unlinksOf(
            rows.map((r) => r.id),
            columns.map((c) => c.id),
            blocked,
          ),
        );
        if (mounted.current) await unlinks.mutate(next, { revalidate: false });
      },
      { done: SALON_TEXT.saved },
    );

  const toggleLine = (keys: string[]) =>
    setBlocked((current) => setCells(current, keys, lineState(current, keys) !== 'all'));

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={SALON_SETTINGS_TEXT.matrixTitle}
        actions={
          <>
            <Button onClick={() => setBlocked(saved)} disabled={!dirty || busy}>
              {SALON_SETTINGS_TEXT.revert}
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={!dirty || busy}>
              {SALON_TEXT.save}
            </Button>
          </>
        }
      />
      <p className={pageStyles.text}>{SALON_SETTINGS_TEXT.matrixHelp}</p>
      {error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {loading ? (
        <p className={pageStyles.text} aria-busy="true">
          {SALON_TEXT.loading}
        </p>
      ) : rows.length === 0 || columns.length === 0 ? (
        !error && <p className={pageStyles.text}>{SALON_SETTINGS_TEXT.matrixEmpty}</p>
      ) : (
        // A keyboard user scrolls the region too (it is focusable and named by the table's caption).
        <section
          className={styles.tableScroll}
          aria-labelledby="salon-matrix-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className={styles.matrix} aria-busy={busy}>
            <caption id="salon-matrix-caption" className={styles.caption}>
              {SALON_SETTINGS_TEXT.matrixCaption}
            </caption>
            <thead>
              <tr>
                <td className={styles.matrixCorner} />
                {columns.map((course) => {
                  const keys = rows.map((r) => cellKey(r.id, course.id));
                  const state = lineState(blocked, keys);
                  return (
                    <th key={course.id} scope="col" className={styles.matrixHead}>
                      <Checkbox
                        label={course.name}
                        aria-label={SALON_SETTINGS_TEXT.matrixColumn(course.name)}
                        value={state === 'all'}
                        indeterminate={state === 'some'}
                        disabled={busy}
                        onChange={() => toggleLine(keys)}
                      />
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((resource) => {
                const keys = columns.map((c) => cellKey(resource.id, c.id));
                const state = lineState(blocked, keys);
                return (
                  <tr key={resource.id}>
                    <th scope="row" className={styles.matrixRowHead}>
                      <Checkbox
                        label={resource.name}
                        aria-label={SALON_SETTINGS_TEXT.matrixRow(resource.name)}
                        value={state === 'all'}
                        indeterminate={state === 'some'}
                        disabled={busy}
                        onChange={() => toggleLine(keys)}
                      />
                    </th>
                    {columns.map((course) => {
                      const key = cellKey(resource.id, course.id);
                      return (
                        <td key={course.id} className={styles.matrixCell}>
                          <Checkbox
                            aria-label={SALON_SETTINGS_TEXT.matrixCell(resource.name, course.name)}
                            value={!blocked.has(key)}
                            disabled={busy}
                            onChange={(serve) => setBlocked((current) => setCells(current, [key], serve))}
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {dirty && (
        <p className={pageStyles.text} role="status">
          {SALON_SETTINGS_TEXT.unsaved}
        </p>
      )}
      <LeaveWarning when={dirty} />
    </PageContent>
  );
}
