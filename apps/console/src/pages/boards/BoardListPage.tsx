import type { Board } from '@console/contract/pages';
import {
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  MENU_SEPARATOR,
  Menu,
  menuMessages,
  PageContent,
  PageHeader,
  useToast,
} from '@console/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTokyoMinute } from '../../shared/dates';
import * as pageStyles from '../../shared/pages.css';
import { LoadError, writeError } from '../../shared/writes';
import { usePageSettings } from '../hooks';
import { SettingsModal } from '../SettingsModal';
import { BoardAddress } from './Address';
import { BoardModal } from './BoardModal';
import * as styles from './boards.css';
import { boardsApi, useBoards } from './hooks';
import { BOARDS_TEXT as T } from './messages';
import { boardPostsPath } from './view';

/** Placeholder rows while the list loads. */
const SKELETON_ROWS = 4;

/** The board modal: closed, a new board, or an existing one. */
type Editing = { board: Board | null } | null;

/**
 * /line/board ボード (issue 33): the account's friends-only notice boards, newest first, each with
 * its post counts and the address to share, and its row menu.
 */
export function BoardListPage() {
  const boards = useBoards();
  const settings = usePageSettings();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Board | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const remove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    try {
      await boardsApi.remove(target.id);
      toast.success(T.removed);
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };

  const columns: ListTableColumn<Board>[] = [
    {
      key: 'title',
      label: T.title,
      class: styles.titleColumn,
      render: (board) => (
        <Link to={boardPostsPath(board.id)} className={pageStyles.link} aria-label={T.postsOf(board.title)}>
          {board.title}
        </Link>
      ),
    },
    {
      key: 'posts',
      label: T.posts,
      render: (board) => (
        <span className={styles.number}>{T.postCounts(board.published_posts, board.posts)}</span>
      ),
    },
    { key: 'address', label: T.address, render: (board) => <BoardAddress board={board} /> },
    { key: 'updated_at', label: T.updatedAt, render: (board) => formatTokyoMinute(board.updated_at) },
    {
      key: 'actions',
      label: T.actions,
      skeleton: 'control',
      render: (board) => (
        <span className={styles.rowMenu}>
          <Menu
            size="small"
            align="end"
            label={menuMessages.rowActions(board.title)}
            items={[
              { label: T.edit, onSelect: () => setEditing({ board }) },
              MENU_SEPARATOR,
              { label: T.remove, tone: 'danger', onSelect: () => setRemoving(board) },
            ]}
          />
        </span>
      ),
    },
  ];

  // Only once the settings are known: a notice flashing in before them would move the list.
  const needsLiff = settings.data !== undefined && settings.data.liff_id === null;
  // The list is drawn under the notice, so only once the settings are known (or failed): drawn
  // before them, it was pushed down when the notice came (first-load CLS 0.11 on a phone).
  const settled = settings.data !== undefined || settings.error !== undefined;
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.listTitle}
        actions={
          <Button variant="primary" onClick={() => setEditing({ board: null })}>
            {T.create}
          </Button>
        }
      />
      {needsLiff && (
        <div className={styles.info} role="note">
          <span>{T.boardNeedsLiff}</span>
          <Button size="small" variant="secondary" onClick={() => setSettingsOpen(true)}>
            {T.openSettings}
          </Button>
        </div>
      )}
      <LoadError error={boards.error} />
      {settled && (
        <div className={styles.tableScroll}>
          <ListTable
            aria-label={T.listTitle}
            rows={boards.data ?? []}
            columns={columns}
            loading={boards.isLoading}
            skeletonRows={SKELETON_ROWS}
            emptyText={T.empty}
          />
        </div>
      )}
      <BoardModal open={editing !== null} board={editing?.board ?? null} onClose={() => setEditing(null)} />
      <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? T.removeConfirm(removing.title) : ''}
        message={T.removeMessage}
        confirmLabel={T.remove}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </PageContent>
  );
}
