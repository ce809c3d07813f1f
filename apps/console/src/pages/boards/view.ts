import type { OemCode } from '@console/contract';
import {
  BOARD_POST_STATUSES,
  type Board,
  type BoardInput,
  type BoardPost,
  type BoardPostInput,
  type BoardPostStatus,
  PAGES_ROUTES,
} from '@console/contract/pages';
import { BOARDS_TEXT as T } from './messages';

/* The pure parts of the board screens (issue 33): the posts' order, the read rate's words, the
 * forms' inputs, and the posts' query read from the address. */

/** The post's time that orders it: when it went up, or for a draft (never up) its last change. */
const sortTime = (post: Pick<BoardPost, 'published_at' | 'updated_at'>) =>
  Date.parse(post.published_at ?? post.updated_at);

/**
 * The board's order, as friends see it: pinned first, then newest (published, or a draft's last
 * change), then the higher id. The server answers in this order; the screen keeps it after a
 * quick pin so a row does not jump until the list comes back.
 */
export function orderPosts<P extends Pick<BoardPost, 'id' | 'pinned' | 'published_at' | 'updated_at'>>(
  posts: readonly P[],
): P[] {
  return [...posts].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || sortTime(b) - sortTime(a) || b.id - a.id,
  );
}

/**
 * 既読 n人（友だち m人中 x%）: the share of the account's friends now who read it, to one
 * decimal, never above 100 % (a friend who read and then blocked still counts as a read). With no
 * friends there is no rate: only the reads.
 */
export function readRateText(reads: number, friends: number): string {
  if (friends <= 0) return T.readsOnly(reads);
  const rate = Math.min(100, Math.round((reads / friends) * 1000) / 10);
  return T.readRate(reads, friends, `${rate.toFixed(1)}%`);
}

/** A body's first line for the list (blank lines skipped), or nothing. */
export function firstLine(body: string): string {
  return (
    body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** The theme select's 「アカウントと同じ」 (a select's option cannot be the empty value). */
export const ACCOUNT_THEME = 'account';

/** What the board's modal edits. */
export interface BoardForm {
  title: string;
  description: string;
  theme: OemCode | typeof ACCOUNT_THEME;
}

export const boardFormOf = (board: Pick<Board, 'title' | 'description' | 'theme'> | null): BoardForm => ({
  title: board?.title ?? '',
  description: board?.description ?? '',
  theme: board?.theme ?? ACCOUNT_THEME,
});

/** The body sent: texts trimmed (the schema's rule), 「アカウントと同じ」 as null. */
export const boardInputOf = (form: BoardForm): BoardInput => ({
  title: form.title.trim(),
  description: form.description.trim(),
  theme: form.theme === ACCOUNT_THEME ? null : form.theme,
});

/** What the post editor edits: the images as their library ids, in the order shown. */
export interface PostForm {
  title: string;
  body: string;
  media_ids: number[];
  pinned: boolean;
  status: BoardPostStatus;
}

export const postFormOf = (
  post: Pick<BoardPost, 'title' | 'body' | 'media_ids' | 'pinned' | 'status'> | null,
): PostForm => ({
  title: post?.title ?? '',
  body: post?.body ?? '',
  media_ids: [...(post?.media_ids ?? [])],
  pinned: post?.pinned ?? false,
  status: post?.status ?? 'draft',
});

/** The body sent: the title trimmed; the body's inner lines kept as typed, its ends trimmed. */
export const postInputOf = (form: PostForm): BoardPostInput => ({
  title: form.title.trim(),
  body: form.body.trim(),
  media_ids: [...form.media_ids],
  pinned: form.pinned,
  status: form.status,
});

/** A quick change from the row menu: the post as it is, with one thing changed. */
export const quickInputOf = (
  post: Pick<BoardPost, 'title' | 'body' | 'media_ids' | 'pinned' | 'status'>,
  change: Partial<Pick<BoardPostInput, 'pinned' | 'status'>>,
): BoardPostInput => ({ ...postInputOf(postFormOf(post)), ...change });

/** Moves the image at `from` by `step` (−1 earlier, +1 later); out of range leaves the list. */
export function moveImage(ids: readonly number[], from: number, step: -1 | 1): number[] {
  const to = from + step;
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/**
 * The server's field messages of a post (`media_ids.2`, `title` …) by the editor's fields: the
 * images' messages go under the images, each index's under its image.
 */
export function postFieldErrors(fields: Readonly<Record<string, string>>): {
  title?: string;
  body?: string;
  images?: string;
  image: Record<number, string>;
  pinned?: string;
  status?: string;
} {
  const result: ReturnType<typeof postFieldErrors> = { image: {} };
  for (const [path, message] of Object.entries(fields)) {
    const image = /^media_ids\.(\d+)/.exec(path);
    if (image) result.image[Number(image[1])] = message;
    else if (path === 'media_ids') result.images = message;
    else if (path === 'title' || path === 'body' || path === 'pinned' || path === 'status')
      result[path] = message;
  }
  return result;
}

/** The posts' query in the address: `?q=&status=&page=`. */
export interface PostsQuery {
  q?: string;
  status?: BoardPostStatus;
  page: number;
}

export function postsQueryOf(params: URLSearchParams): PostsQuery {
  const page = Number(params.get('page'));
  const query: PostsQuery = { page: Number.isInteger(page) && page >= 1 ? page : 1 };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const status = params.get('status');
  if (status && (BOARD_POST_STATUSES as readonly string[]).includes(status)) {
    query.status = status as BoardPostStatus;
  }
  return query;
}

const pathOf = (name: 'BoardListPage' | 'BoardPostsPage') =>
  PAGES_ROUTES.find((route) => route.name === name)?.path ?? '/';

/** The screens' addresses, from the contract's route table. */
export const BOARD_LIST_PATH = pathOf('BoardListPage');
export const boardPostsPath = (id: number) => pathOf('BoardPostsPage').replace(':id', String(id));
/** A reader's friend page. */
export const friendPath = (id: number) => `/line/friends/${id}`;
