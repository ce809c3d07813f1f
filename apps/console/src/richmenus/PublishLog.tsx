import { RICHMENU_STEP_LABELS } from '@console/contract/richmenus';
import { formatTokyoMinute } from '../shared/dates';
import { LoadError } from '../shared/writes';
import { usePublishLog } from './hooks';
import { RICHMENUS_TEXT as T } from './messages';
import * as styles from './richmenus.css';

/** What was sent to LINE for this menu, newest first: each publish's steps in LINE's order and its result. */
export function PublishLog({ menuId }: { menuId: number }) {
  const log = usePublishLog();
  const entries = (log.data ?? []).filter((entry) => entry.menu_id === menuId);
  return (
    <section className={styles.section} aria-labelledby="richmenu-log">
      <h2 id="richmenu-log" className={styles.sectionHeading}>
        {T.log}
      </h2>
      <LoadError error={log.error} />
      {log.data && entries.length === 0 && <p className={styles.subtle}>{T.logEmpty}</p>}
      <ol className={styles.log} aria-labelledby="richmenu-log">
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>
              {formatTokyoMinute(entry.created_at)} {T.logActions[entry.action]}：
              {entry.ok ? T.logOk : T.logFailed}
            </span>
            {entry.message && <span className={styles.subtle}> {entry.message}</span>}
            <ol className={styles.logSteps}>
              {entry.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step's place in the order is its identity
                <li key={index}>
                  {RICHMENU_STEP_LABELS[step.kind]}
                  {step.detail ? `（${step.detail}）` : ''}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
