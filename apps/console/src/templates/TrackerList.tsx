import { ListTable, type ListTableColumn } from '@console/ui';
import { Link } from 'react-router-dom';
import { TRACKER_PAGE_SIZE } from '../shared/listReads';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { trackerPath } from '../shared/trackerPaths';
import { LoadError } from '../shared/writes';
import { type TrackerRow, useTrackers } from './hooks';
import { TEMPLATES_TEXT as T } from './messages';
import * as styles from './templates.css';

const SKELETON_ROWS = 8;
const count = (value: number) => value.toLocaleString('ja-JP');

/**
 * The template list's トラッカー tab (issue 31): the click trackers of the group chosen at the left
 * (all of them without one), newest first, with their clicks; each opens its editor, which keeps
 * the group to come back to.
 */
export function TrackerList({
  group,
  page,
  title,
  canWrite,
  onPage,
}: {
  group: string | undefined;
  page: number;
  /** The group's name, for the table's name. */
  title: string | undefined;
  canWrite: boolean;
  onPage: (page: number) => void;
}) {
  const trackers = useTrackers(group, page);
  const columns: ListTableColumn<TrackerRow>[] = [
    {
      key: 'name',
      label: T.trackerName,
      class: styles.nameColumn,
      render: (tracker) => (
        <Link
          to={trackerPath(tracker.id, group)}
          className={pageStyles.link}
          aria-label={T.trackerOpenOf(tracker.name)}
        >
          {tracker.name}
        </Link>
      ),
    },
    {
      key: 'url',
      label: T.trackerUrl,
      render: (tracker) => <span className={styles.url}>{tracker.url}</span>,
    },
    { key: 'clicks', label: T.clicks, textAlign: 'right', render: (tracker) => count(tracker.clicks) },
    {
      key: 'friends',
      label: T.friends,
      textAlign: 'right',
      render: (tracker) => count(tracker.friends),
    },
  ];
  return (
    <>
      <LoadError error={trackers.error} />
      <div className={styles.tableScroll}>
        <ListTable
          aria-label={title ? `${T.viewTrackers}（${title}）` : T.viewTrackers}
          rows={trackers.data?.items ?? []}
          columns={columns}
          loading={trackers.isLoading}
          skeletonRows={SKELETON_ROWS}
          emptyText={canWrite ? T.trackersEmpty : T.trackersEmptyReadOnly}
        />
      </div>
      {trackers.data && (
        <Pager page={page} total={trackers.data.total} perPage={TRACKER_PAGE_SIZE} onPage={onPage} />
      )}
    </>
  );
}
