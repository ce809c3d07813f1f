import { fillPath } from '@console/contract';
import { type BoardPostStatus, PAGES_PATHS } from '@console/contract/pages';
import type { RouteData } from '../../shared/feature';
import { type PagedRead, pageUrl, type Read } from '../../shared/fetcher';
import { pageSettingsRead } from '../reads';

/*
 * The boards' reads (issue 33), written once for the screens and the routes' early reads, so a
 * screen's first read is the one its route started. Zod-free: the route table imports them into
 * the entry.
 */

export const POST_PAGE_SIZE = 20;
export const READER_PAGE_SIZE = 50;

/** The first element of every board read's SWR key: a write refreshes them all. */
export const BOARDS_KEY = 'boards';

/** The account's boards, newest first (not paged: an account has a few). */
export const boardListRead = {
  key: [BOARDS_KEY, 'list'],
  url: fillPath(PAGES_PATHS.boards, undefined),
} as const satisfies Read<readonly unknown[]>;

/** One board: its title, address and counts (the posts screen's header). */
export function boardRead(id: number) {
  return {
    key: [BOARDS_KEY, 'board', id],
    url: fillPath(PAGES_PATHS.board, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** A page of a board's posts, pinned first, searched by title and filtered by status. */
export function boardPostsRead(id: number, query: { q?: string; status?: BoardPostStatus }, page: number) {
  const paging = { page, perPage: POST_PAGE_SIZE };
  const filters: Record<string, string> = {};
  if (query.q) filters.q = query.q;
  if (query.status) filters.status = query.status;
  return {
    key: [BOARDS_KEY, 'posts', id, query.q ?? '', query.status ?? '', page],
    url: pageUrl(fillPath(PAGES_PATHS.boardPosts, { id }, filters), paging),
    page: paging,
  } as const satisfies PagedRead<readonly unknown[]>;
}

/** A page of the friends who read a post, newest read first. */
export function postReadersRead(postId: number, page: number) {
  const paging = { page, perPage: READER_PAGE_SIZE };
  return {
    key: [BOARDS_KEY, 'readers', postId, page],
    url: pageUrl(fillPath(PAGES_PATHS.boardPostReads, { id: postId }), paging),
    page: paging,
  } as const satisfies PagedRead<readonly unknown[]>;
}

/**
 * The list starts its boards with its chunk, and the page settings: the LIFF notice above the list
 * waits for them, and coming late it moved the list down (first-load CLS 0.11).
 */
export const boardListData: RouteData = ({ prefetch }) => {
  void prefetch(boardListRead.url);
  void prefetch(pageSettingsRead.url);
};

/** The posts screen starts the board and its first page of posts (no search, every status). */
export const boardPostsData: RouteData = ({ params, prefetch }) => {
  const id = Number(params.id);
  void prefetch(boardRead(id).url);
  void prefetch(boardPostsRead(id, {}, 1).url);
};
