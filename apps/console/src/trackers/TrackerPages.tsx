import { DELIVERIES_ROUTES } from '@console/contract/deliveries';
import {
  TRACKER_DEVICE_LABELS,
  TRACKER_GROUP_QUERY,
  type Tracker,
  trackerToken,
} from '@console/contract/trackers';
import {
  Breadcrumb,
  Button,
  ListTable,
  type ListTableColumn,
  type ListTableProps,
  PageContent,
  PageHeader,
} from '@console/ui';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useCopyText } from '../shared/clipboard';
import { DeleteButton } from '../shared/DeleteButton';
import { TRACKER_LIST_KEY } from '../shared/listReads';
import * as pageStyles from '../shared/pages.css';
import { groupQueryOf, newTrackerPath, trackerListPath, trackerPath } from '../shared/trackerPaths';
import { LoadError, useCanWrite } from '../shared/writes';
import { draftOf, linkUrl, newDraft } from './form';
import { trackersApi, useTracker, useTrackerStats } from './hooks';
import { TRACKERS_TEXT as T } from './messages';
import { trackerIdOf } from './reads';
import { TrackerForm } from './TrackerForm';
import * as styles from './trackers.css';

/** The group the operator came from (`?group=`): an id, `none`, or none given. */
const useGroup = () => groupQueryOf(useSearchParams()[0].get(TRACKER_GROUP_QUERY));

const deliveryPath = (id: number) => DELIVERIES_ROUTES[2].path.replace(':id', String(id));

function Crumbs({ group, name, url }: { group: string | undefined; name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.trackers, url: trackerListPath(group) },
        { name, url },
      ]}
    />
  );
}

/** /vue3-dev/line/tracker/edit/new: a new tracker, in the group the operator came from. */
export function TrackerNewPage() {
  const group = useGroup();
  const readOnly = !useCanWrite('TEMPLATE_WRITE');
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs group={group} name={T.titles.TrackerNewPage} url={newTrackerPath(group)} />
      <PageHeader title={T.titles.TrackerNewPage} />
      <TrackerForm initial={newDraft(group)} group={group} readOnly={readOnly} />
    </PageContent>
  );
}

/** A text to copy (a link, a token): shown whole, with its copy button. */
function CopyLine({
  label,
  text,
  button,
  said,
  note,
}: {
  label: string;
  text: string;
  button: string;
  said: { copied: string; failed: string };
  note: string;
}) {
  const copy = useCopyText();
  return (
    <div className={styles.fieldset}>
      <h3 className={styles.subHeading}>{label}</h3>
      <p className={styles.code}>{text}</p>
      <p className={styles.subtle}>{note}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" size="small" onClick={() => void copy(text, said)}>
          {button}
        </Button>
      </div>
    </div>
  );
}

/** A column of a count the rows carry (clicks, friends), right-aligned as numbers are. */
function countColumn<Row extends Record<Key, number>, Key extends string>(
  key: Key,
  label: string,
): ListTableColumn<Row> {
  return { key, label, textAlign: 'right', render: (row) => T.count(row[key]) };
}

/** One of a tracker's count tables: its heading, a note if it has one, the table named by the heading. */
function CountTable<Row>({
  label,
  note,
  ...table
}: { label: string; note?: string } & Pick<
  ListTableProps<Row>,
  'rows' | 'columns' | 'rowKey' | 'loading' | 'emptyText' | 'maxHeight'
>) {
  return (
    <>
      <h3 className={styles.subHeading}>{label}</h3>
      {note && <p className={styles.subtle}>{note}</p>}
      <ListTable aria-label={label} layout="table" {...table} />
    </>
  );
}

/** A tracker's clicks: in all, per day (newest first), per delivery and per kind of device. */
function Stats({ tracker }: { tracker: Tracker }) {
  const stats = useTrackerStats(tracker.id);
  const counts = stats.data?.counts ?? tracker.counts;
  const count = (value: number) => T.count(value);
  const loading = stats.isLoading;
  const days = [...(stats.data?.days ?? [])].reverse();
  return (
    <section className={styles.section} aria-label={T.counts} aria-busy={stats.isLoading || undefined}>
      <h2 className={styles.sectionHeading}>{T.counts}</h2>
      <ul className={styles.stats}>
        {(
          [
            [T.clicks, counts.clicks],
            [T.friends, counts.friends],
          ] as const
        ).map(([label, value]) => (
          <li key={label} className={styles.stat}>
            <span className={styles.subtle}>{label}</span>
            <span className={styles.statValue}>{count(value)}</span>
          </li>
        ))}
      </ul>
      {stats.error && (
        <p role="alert" className={styles.notice}>
          {T.statsError}
        </p>
      )}
      <div className={styles.tables}>
        <div className={styles.tableScroll}>
          <CountTable
            label={T.byDay}
            note={T.byDayNote}
            rowKey="date"
            rows={days}
            columns={[
              { key: 'date', label: T.date, render: (row) => row.date.replaceAll('-', '/') },
              countColumn('clicks', T.clicks),
              countColumn('friends', T.friends),
            ]}
            loading={loading}
            emptyText={T.byDayEmpty}
            maxHeight="24rem"
          />
        </div>
        <div className={styles.tableScroll}>
          <CountTable
            label={T.byDelivery}
            rowKey="delivery_id"
            rows={stats.data?.deliveries ?? []}
            columns={[
              {
                key: 'delivery_id',
                label: T.delivery,
                render: (row) => (
                  <Link className={pageStyles.link} to={deliveryPath(row.delivery_id)}>
                    {T.deliveryOf(row.delivery_id)}
                  </Link>
                ),
              },
              countColumn('clicks', T.clicks),
              countColumn('friends', T.friends),
            ]}
            loading={loading}
            emptyText={T.byDeliveryEmpty}
          />
          <CountTable
            label={T.byDevice}
            rowKey="device"
            rows={stats.data?.devices ?? []}
            columns={[
              { key: 'device', label: T.device, render: (row) => TRACKER_DEVICE_LABELS[row.device] },
              countColumn('clicks', T.clicks),
            ]}
            loading={loading}
            emptyText={T.byDeviceEmpty}
          />
        </div>
      </div>
    </section>
  );
}

/** An existing tracker's link, its token for a template, its clicks, and its delete. */
function TrackerFacts({
  tracker,
  group,
  canWrite,
}: {
  tracker: Tracker;
  group: string | undefined;
  canWrite: boolean;
}) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return (
    <>
      <section className={styles.section} aria-label={T.linkHeading}>
        <h2 className={styles.sectionHeading}>{T.linkHeading}</h2>
        {tracker.link && (
          <CopyLine
            label={T.link}
            text={linkUrl(window.location.origin, tracker.link)}
            button={T.copyLink}
            said={{ copied: T.linkCopied, failed: T.linkCopyFailed }}
            note={T.linkNote}
          />
        )}
        <CopyLine
          label={T.token}
          text={trackerToken(tracker.id)}
          button={T.copyToken}
          said={{ copied: T.tokenCopied, failed: T.tokenCopyFailed }}
          note={T.tokenNote}
        />
      </section>
      <Stats tracker={tracker} />
      {canWrite && (
        <div className={styles.buttons}>
          <DeleteButton
            text={{
              button: T.delete,
              title: T.deleteConfirm(tracker.name),
              message: T.deleteMessage,
              confirm: T.delete,
              deleted: T.deleted,
            }}
            remove={async () => {
              await trackersApi.remove(tracker.id);
              void mutate((key) => Array.isArray(key) && key[0] === TRACKER_LIST_KEY);
            }}
            onDeleted={() => navigate(trackerListPath(group), { replace: true })}
          />
        </div>
      )}
    </>
  );
}

/**
 * /vue3-dev/line/tracker/edit/{id}: a tracker's form, then what the operator puts in messages
 * (its token, its common link) and what its clicks were. The route takes any segment: one that
 * is not a positive number is 見つかりません.
 */
export function TrackerEditPage() {
  const id = trackerIdOf(useParams().id);
  const group = useGroup();
  const tracker = useTracker(id);
  const canWrite = useCanWrite('TEMPLATE_WRITE');
  const notFound = id === null || tracker.error?.status === 404;
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs
        group={group}
        name={tracker.data?.name ?? T.titles.TrackerEditPage}
        url={id === null ? trackerListPath(group) : trackerPath(id, group)}
      />
      <PageHeader title={T.titles.TrackerEditPage} />
      {notFound ? (
        <p role="alert" className={styles.notice}>
          {T.notFound}
        </p>
      ) : (
        <LoadError error={tracker.error} />
      )}
      {tracker.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {tracker.data && (
        <>
          {/* Keyed by the tracker: another one's edits never leak into this form. */}
          <TrackerForm
            key={tracker.data.id}
            tracker={tracker.data}
            initial={draftOf(tracker.data)}
            group={group}
            readOnly={!canWrite}
          />
          <TrackerFacts tracker={tracker.data} group={group} canWrite={canWrite} />
        </>
      )}
    </PageContent>
  );
}
