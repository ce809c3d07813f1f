import { fillPath } from '@console/contract';
import { FRIEND_SORTS, FRIEND_STATUSES, FRIENDS_PATHS, type FriendQuery } from '@console/contract/friends';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl } from '../shared/fetcher';

/*
 * The friends list's read, written once for its hook and its route (issue 27). Zod-free: the route
 * table imports it into the entry, which the login screen loads too.
 */

export const FRIENDS_PER_PAGE = 100;

export const TAG_MODES = ['any', 'all', 'none'] as const;
type TagMode = (typeof TAG_MODES)[number];
type FriendSort = (typeof FRIEND_SORTS)[number];

/** The list's query from the address: only known values are taken, the rest dropped. */
export function friendQueryOf(params: URLSearchParams): { query: FriendQuery; page: number } {
  const query: FriendQuery = {};
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const status = params.get('status');
  if ((FRIEND_STATUSES as readonly string[]).includes(status ?? ''))
    query.status = status as FriendQuery['status'];
  const tags = params.get('tags');
  if (tags && /^\d+(,\d+)*$/.test(tags)) {
    query.tags = tags;
    const mode = params.get('tag_mode');
    if ((TAG_MODES as readonly string[]).includes(mode ?? '')) query.tag_mode = mode as TagMode;
  }
  const segment = params.get('member_query');
  if (segment && /^\d+$/.test(segment)) query.member_query = segment;
  const sort = params.get('sort');
  if ((FRIEND_SORTS as readonly string[]).includes(sort ?? '')) query.sort = sort as FriendSort;
  if (params.get('order') === 'asc') query.order = 'asc';
  const page = Number(params.get('page') ?? '1');
  return { query, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** A page of the friends list for a query (its paging fields are the page's own). */
export function friendListRead(query: FriendQuery, page: number) {
  const { page: _p, per_page: _pp, ...filters } = query;
  const paging = { page, perPage: FRIENDS_PER_PAGE };
  return {
    key: ['friends.list', JSON.stringify(filters), page],
    url: pageUrl(fillPath(FRIENDS_PATHS.friends, undefined, filters), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}

/** 友だち一覧 starts the page its address asks for. */
export const friendListData: RouteData = ({ search, prefetch }) => {
  const { query, page } = friendQueryOf(search);
  void prefetch(friendListRead(query, page).url);
};
