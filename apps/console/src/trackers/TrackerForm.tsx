import {
  TRACKER_MAX_TAGS,
  TRACKER_MAX_VALUES,
  TRACKER_NAME_MAX_LENGTH,
  TRACKER_URL_MAX_LENGTH,
  TRACKER_VALUE_MAX_LENGTH,
  type Tracker,
} from '@console/contract/trackers';
import { Button, Select, TextField, useToast } from '@console/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useContentGroupChoices, useJourneyChoices } from '../shared/choiceLists';
import { useTags } from '../shared/friendLists';
import { LeaveWarning } from '../shared/LeaveWarning';
import { TRACKER_LIST_KEY } from '../shared/listReads';
import * as pageStyles from '../shared/pages.css';
import { TagPicker } from '../shared/TagPicker';
import { trackerListPath, trackerPath } from '../shared/trackerPaths';
import { useDraftForm } from '../shared/useDraftForm';
import { useVaria } from '../shared/useSharedData';
import { draftProblems, inputOf, problemUnder, type TrackerDraft, type ValueRow } from './form';
import { trackersApi } from './hooks';
import { TRACKERS_TEXT as T } from './messages';
import { trackerRead } from './reads';
import * as styles from './trackers.css';

/** The tag picker in this feature's words. */
const TAG_PICKER_TEXT = { add: T.tagAdd, remove: T.tagRemove, none: T.tagNone, unknown: T.unknownTag };

/** Friend-information values a click sets: a variable and its value per row. */
function ValueRows({
  rows,
  readOnly,
  errors,
  onChange,
}: {
  rows: ValueRow[];
  readOnly: boolean;
  errors: Record<string, string>;
  onChange: (rows: ValueRow[]) => void;
}) {
  const varia = useVaria();
  // A value is text: an image variable takes an upload, not a click's value.
  const options = varia.data.items
    .filter((item) => item.type !== 'image')
    .map((item) => ({ name: item.name, value: String(item.id) }));
  const set = (index: number, changes: Partial<ValueRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subHeading}>{T.values}</legend>
      {rows.length === 0 && <p className={styles.subtle}>{T.tagNone}</p>}
      {rows.length > 0 && (
        <ol className={styles.valueRows} aria-label={T.values}>
          {rows.map((row, index) => (
            // Rows have no id of their own; the index is their identity while the form is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only appended or removed as a whole
            <li key={index} className={styles.valueRow}>
              <Select
                label={T.variable}
                required
                placeholder={T.variableNone}
                loading={!varia.loaded && varia.notice === null}
                disabled={readOnly}
                options={options}
                value={row.varId}
                onValueChange={(varId) => set(index, { varId })}
                errorText={errors[`actions.values.${index}.var_id`]}
              />
              <TextField
                label={T.value}
                maxLength={TRACKER_VALUE_MAX_LENGTH}
                readOnly={readOnly}
                value={row.value}
                onChange={(event) => set(index, { value: event.target.value })}
                errorText={errors[`actions.values.${index}.value`]}
              />
              {!readOnly && (
                <Button
                  className={styles.valueRemove}
                  variant="secondary"
                  aria-label={T.valueRemove(index)}
                  onClick={() => onChange(rows.filter((_row, at) => at !== index))}
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {errors['actions.values'] && <p className={styles.problem}>{errors['actions.values']}</p>}
      {!readOnly && rows.length < TRACKER_MAX_VALUES && (
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            size="small"
            onClick={() => onChange([...rows, { varId: '', value: '' }])}
          >
            {T.valueAdd}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * A tracker's form (issue 31), in the order an operator decides: its name, where it sends the
 * clicker and its group; then what a friend's click does (tags, friend-information values, a
 * journey); 作成 or 保存. Without TEMPLATE_WRITE (the server's key for writes) it is shown and
 * not changed.
 */
export function TrackerForm({
  tracker,
  initial,
  group,
  readOnly,
}: {
  tracker?: Tracker;
  initial: TrackerDraft;
  /** The group the operator came from (`?group=`), kept in the addresses the form goes to. */
  group: string | undefined;
  readOnly: boolean;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useDraftForm({
    initial,
    existing: tracker !== undefined,
    problemsOf: draftProblems,
    problemsText: T.problems,
  });
  const { draft, errors, edit } = form;
  const [busy, setBusy] = useState(false);
  const groups = useContentGroupChoices();
  const tags = useTags();
  const journeys = useJourneyChoices();

  const save = async () => {
    if (!form.check()) return;
    setBusy(true);
    try {
      const body = inputOf(draft);
      const saved = tracker ? await trackersApi.update(tracker.id, body) : await trackersApi.create(body);
      form.markClean();
      await mutate(trackerRead(saved.id).key, saved, { revalidate: false });
      void mutate((key) => Array.isArray(key) && key[0] === TRACKER_LIST_KEY);
      toast.success(tracker ? T.saved : T.created);
      if (!tracker) form.leaveTo(trackerPath(saved.id, group));
    } catch (failure) {
      form.refused(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      aria-label={tracker ? T.titles.TrackerEditPage : T.titles.TrackerNewPage}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void save();
      }}
    >
      <h2 className={styles.sectionHeading}>{T.basics}</h2>
      {readOnly && <p className={styles.subtle}>{T.readOnly}</p>}
      <div className={styles.fields}>
        <TextField
          label={T.name}
          required
          maxLength={TRACKER_NAME_MAX_LENGTH}
          readOnly={readOnly}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          errorText={errors.name}
        />
        <TextField
          label={T.url}
          required
          type="url"
          inputMode="url"
          maxLength={TRACKER_URL_MAX_LENGTH}
          placeholder="https://"
          readOnly={readOnly}
          value={draft.url}
          onChange={(event) => edit({ url: event.target.value })}
          helpText={T.urlHint}
          errorText={errors.url}
        />
        <Select
          label={T.group}
          disabled={readOnly}
          loading={groups.isLoading}
          options={[
            { name: T.noGroup, value: '' },
            ...(groups.data ?? []).map((item) => ({ name: item.name, value: String(item.id) })),
          ]}
          value={draft.groupId}
          onValueChange={(groupId) => edit({ groupId })}
          errorText={errors.group_id}
        />
      </div>

      <h2 className={styles.sectionHeading}>{T.actions}</h2>
      <p className={styles.subtle}>{T.actionsNote}</p>
      <TagPicker
        legend={T.tags}
        legendClassName={styles.subHeading}
        ids={draft.tagIds}
        tags={tags.data ?? []}
        loading={tags.isLoading}
        max={TRACKER_MAX_TAGS}
        readOnly={readOnly}
        error={problemUnder(errors, 'actions.tag_ids')}
        text={TAG_PICKER_TEXT}
        onChange={(tagIds) => edit({ tagIds })}
      />
      <ValueRows
        rows={draft.values}
        readOnly={readOnly}
        errors={errors}
        onChange={(values) => edit({ values })}
      />
      <div className={styles.fields}>
        <Select
          label={T.journey}
          disabled={readOnly}
          loading={journeys.isLoading}
          options={[
            { name: T.journeyNone, value: '' },
            ...(journeys.data ?? []).map((item) => ({ name: item.name, value: String(item.id) })),
          ]}
          value={draft.journeyId}
          onValueChange={(journeyId) => edit({ journeyId })}
          errorText={errors['actions.journey_id']}
        />
      </div>

      <div className={styles.buttons}>
        {!readOnly && (
          <Button type="submit" variant="primary" busy={busy}>
            {tracker ? T.save : T.create}
          </Button>
        )}
        <Link className={pageStyles.link} to={trackerListPath(group)}>
          {readOnly ? T.trackers : T.cancel}
        </Link>
      </div>
      <LeaveWarning when={form.dirty} />
    </form>
  );
}
