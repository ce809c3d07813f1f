import type { BoardPost } from '@console/contract/pages';
import { Button, ListTable, type ListTableColumn, Modal } from '@console/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTokyoMinute } from '../../shared/dates';
import { Pager } from '../../shared/Pager';
import * as pageStyles from '../../shared/pages.css';
import { LoadError } from '../../shared/writes';
import * as styles from './boards.css';
import { type BoardPostRead, usePostReaders } from './hooks';
import { BOARDS_TEXT as T } from './messages';
import { READER_PAGE_SIZE } from './reads';
import { friendPath } from './view';

const columns: ListTableColumn<BoardPostRead>[] = [
  {
    key: 'friend',
    label: T.friend,
    render: (read) => (
      <Link to={friendPath(read.friend.id)} className={pageStyles.link}>
        {read.friend.display_name}
      </Link>
    ),
  },
  { key: 'read_at', label: T.readAt, render: (read) => formatTokyoMinute(read.read_at) },
];

/** 既読の友だち, opened: a page at a time, newest read first. */
function ReadersDialog({ post, onClose }: { post: BoardPost; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const readers = usePostReaders(post.id, page);
  const title = T.readersOf(post.title);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={560}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <div className={styles.readers}>
        <LoadError error={readers.error} />
        {readers.data && <p className={styles.subtle}>{T.readersTotal(readers.data.total)}</p>}
        <ListTable
          aria-label={title}
          // A friend reads a post once: the friend is the row.
          rows={(readers.data?.items ?? []).map((read) => ({ ...read, id: read.friend.id }))}
          columns={columns}
          loading={readers.isLoading}
          skeletonRows={5}
          emptyText={T.readersEmpty}
        />
        {readers.data && (
          <Pager page={page} total={readers.data.total} perPage={READER_PAGE_SIZE} onPage={setPage} />
        )}
      </div>
    </Modal>
  );
}

/** 既読の友だち of a post; mounted only while open, from its first page. */
export function ReadersModal({ post, onClose }: { post: BoardPost | null; onClose: () => void }) {
  return post ? <ReadersDialog post={post} onClose={onClose} /> : null;
}
