import {
  BOARD_POST_STATUSES,
  BOARD_POST_TITLE_MAX_LENGTH,
  type BoardPost,
  type BoardPostStatus,
} from '@console/contract/pages';
import {
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  MENU_SEPARATOR,
  Menu,
  type MenuEntry,
  menuMessages,
  PageContent,
  PageHeader,
  SegmentedControl,
  useToast,
} from '@console/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatTokyoMinute } from '../../shared/dates';
import { Pager } from '../../shared/Pager';
import * as pageStyles from '../../shared/pages.css';
import { LoadError, writeError } from '../../shared/writes';
import { ListSearch, useListQuery } from '../ListSearch';
import { BoardAddress } from './Address';
import * as styles from './boards.css';
import { boardsApi, useBoard, useBoardPosts } from './hooks';
import { BOARDS_TEXT as T } from './messages';
import { PostEditor } from './PostEditor';
import { ReadersModal } from './ReadersModal';
import { POST_PAGE_SIZE } from './reads';
import { BOARD_LIST_PATH, firstLine, orderPosts, postsQueryOf, quickInputOf, readRateText } from './view';

const SKELETON_ROWS = 6;
/** The thumbnails a row shows (a post has up to 4 images). */
const ROW_IMAGES = 4;

const STATUS_OPTIONS = [
  { value: 'all', label: T.all },
  // 掲載中 first: what friends see.
  ...[...BOARD_POST_STATUSES].reverse().map((status) => ({ value: status, label: T.status[status] })),
];

/** A post's cell: its marks (pin, status), title, first line and thumbnails. */
function PostCell({ post }: { post: BoardPost }) {
  const line = firstLine(post.body);
  return (
    <span className={styles.post}>
      <span className={styles.marks}>
        {post.pinned && (
          <span className={styles.pin} data-pinned>
            {T.pinned}
          </span>
        )}
        <span className={styles.badge} data-status={post.status}>
          {T.status[post.status]}
        </span>
      </span>
      <span className={styles.postTitle}>{post.title}</span>
      {line && <span className={styles.excerpt}>{line}</span>}
      {post.image_urls.length > 0 && (
        <ul className={styles.thumbs} aria-label={T.imagesOf(post.title)}>
          {post.image_urls.slice(0, ROW_IMAGES).map((url, index) => (
            <li key={url}>
              <img className={styles.thumb} src={url} alt={T.imageAt(index + 1)} />
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

/** What the row menu opened: the editor (a post or a new one), the readers, or a deletion. */
type Open =
  | { what: 'editor'; post: BoardPost | null }
  | { what: 'readers'; post: BoardPost }
  | { what: 'remove'; post: BoardPost }
  | null;

/**
 * /line/board/:id ボードの投稿 (issue 33): a board's posts, pinned first, searched by title and
 * filtered by status, each with its reads among the account's friends and its row menu.
 */
export function BoardPostsPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const query = postsQueryOf(params);
  const { setQuery, words, setWords, search } = useListQuery(query.q);
  const board = useBoard(id);
  const posts = useBoardPosts(id, { q: query.q, status: query.status }, query.page);
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);

  /** A quick change from the row menu: the post saved as it is, with its pin or status changed. */
  const quick = async (
    post: BoardPost,
    change: { pinned?: boolean; status?: BoardPostStatus },
    done: string,
  ) => {
    try {
      await boardsApi.updatePost(post.id, quickInputOf(post, change));
      toast.success(done);
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  const remove = async () => {
    const target = open?.what === 'remove' ? open.post : null;
    setOpen(null);
    if (!target) return;
    try {
      await boardsApi.removePost(target.id);
      toast.success(T.removed);
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };

  const menuOf = (post: BoardPost): MenuEntry[] => [
    { label: T.edit, onSelect: () => setOpen({ what: 'editor', post }) },
    post.pinned
      ? { label: T.unpin, onSelect: () => void quick(post, { pinned: false }, T.unpinnedDone) }
      : { label: T.pin, onSelect: () => void quick(post, { pinned: true }, T.pinnedDone) },
    post.status === 'published'
      ? { label: T.toDraft, onSelect: () => void quick(post, { status: 'draft' }, T.draftDone) }
      : { label: T.publish, onSelect: () => void quick(post, { status: 'published' }, T.publishedDone) },
    { label: T.readers, onSelect: () => setOpen({ what: 'readers', post }) },
    MENU_SEPARATOR,
    { label: T.remove, tone: 'danger', onSelect: () => setOpen({ what: 'remove', post }) },
  ];

  const friends = board.data?.friends ?? 0;
  const columns: ListTableColumn<BoardPost>[] = [
    { key: 'post', label: T.title, class: styles.titleColumn, render: (post) => <PostCell post={post} /> },
    {
      key: 'reads',
      label: T.reads,
      render: (post) => <span className={styles.reads}>{readRateText(post.reads, friends)}</span>,
    },
    {
      key: 'published_at',
      label: T.publishedAt,
      render: (post) => (post.published_at ? formatTokyoMinute(post.published_at) : T.none),
    },
    {
      key: 'actions',
      label: T.actions,
      skeleton: 'control',
      render: (post) => (
        <span className={styles.rowMenu}>
          <Menu size="small" align="end" label={menuMessages.rowActions(post.title)} items={menuOf(post)} />
        </span>
      ),
    },
  ];

  const filtered = Boolean(query.q || query.status);
  const title = board.data?.title ?? T.postsTitle;
  return (
    <PageContent className={pageStyles.page}>
      <div className={styles.boardHead}>
        <Link to={BOARD_LIST_PATH} className={styles.backLink}>
          ← {T.back}
        </Link>
      </div>
      <PageHeader
        title={title}
        actions={
          // Drawn from the start (usable once the board is known): appearing late, it moved the title.
          <Button
            variant="primary"
            disabled={!board.data}
            onClick={() => setOpen({ what: 'editor', post: null })}
          >
            {T.newPost}
          </Button>
        }
      />
      <LoadError error={board.error} />
      {board.data && <BoardAddress board={board.data} />}
      {/* Under the board's address, so only once it is known: drawn before it, the search and the
          list were pushed down when the address came (first-load CLS 0.075). */}
      {board.data && (
        <>
          <div className={styles.toolbar}>
            <ListSearch
              label={T.search}
              placeholder={T.searchPlaceholder}
              button={T.searchButton}
              maxLength={BOARD_POST_TITLE_MAX_LENGTH}
              words={words}
              setWords={setWords}
              onSearch={search}
            />
            <SegmentedControl
              label={T.statusFilter}
              options={STATUS_OPTIONS}
              value={query.status ?? 'all'}
              onValueChange={(value) => setQuery({ status: value as BoardPostStatus | 'all' })}
            />
          </div>
          <LoadError error={posts.error} />
          <div className={styles.tableScroll}>
            <ListTable
              aria-label={T.postsOf(title)}
              rows={orderPosts(posts.data?.items ?? [])}
              columns={columns}
              loading={posts.isLoading}
              skeletonRows={SKELETON_ROWS}
              emptyText={filtered ? T.postsFiltered : T.postsEmpty}
            />
          </div>
          {posts.data && (
            <Pager
              page={query.page}
              total={posts.data.total}
              perPage={POST_PAGE_SIZE}
              onPage={(page) => setQuery({ page })}
            />
          )}
        </>
      )}
      <PostEditor
        open={open?.what === 'editor'}
        boardId={id}
        post={open?.what === 'editor' ? open.post : null}
        onClose={() => setOpen(null)}
      />
      <ReadersModal post={open?.what === 'readers' ? open.post : null} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open?.what === 'remove'}
        title={open?.what === 'remove' ? T.removePostConfirm(open.post.title) : ''}
        message={T.removePostMessage}
        confirmLabel={T.remove}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setOpen(null)}
      />
    </PageContent>
  );
}
