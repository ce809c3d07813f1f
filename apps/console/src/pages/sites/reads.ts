import { fillPath } from '@console/contract';
import { PAGES_PATHS } from '@console/contract/pages';
import type { RouteData } from '../../shared/feature';
import { type PagedRead, pageUrl, type Read } from '../../shared/fetcher';

/*
 * The sites' reads (issue 33), written once for the screens and the routes' early reads, so a
 * screen's first read is the one its route started. Zod-free: the route table imports them.
 */

export const SITE_LIST_SIZE = 20;

/** The first element of every site read's SWR key: a write refreshes them all. */
export const SITES_KEY = 'sites';

/** A page of the sites, newest change first, searched by name. */
export function siteListRead(query: { q?: string }, page: number) {
  const paging = { page, perPage: SITE_LIST_SIZE };
  return {
    key: [SITES_KEY, 'list', query.q ?? '', page],
    url: pageUrl(fillPath(PAGES_PATHS.sites, undefined, query.q ? { q: query.q } : {}), paging),
    page: paging,
  } as const satisfies PagedRead<readonly unknown[]>;
}

/** One site's egg settings. */
export const siteRead = (id: number) =>
  ({ key: [SITES_KEY, 'site', id], url: fillPath(PAGES_PATHS.site, { id }) }) as const satisfies Read<
    readonly unknown[]
  >;

/** A site's pages, the home page first. */
export const sitePagesRead = (id: number) =>
  ({ key: [SITES_KEY, 'pages', id], url: fillPath(PAGES_PATHS.sitePages, { id }) }) as const satisfies Read<
    readonly unknown[]
  >;

/** One page of a site with its documents (the pure editor's read). */
export const sitePageRead = (id: number) =>
  ({ key: [SITES_KEY, 'page', id], url: fillPath(PAGES_PATHS.sitePage, { id }) }) as const satisfies Read<
    readonly unknown[]
  >;

/**
 * The routes' ids are not digits-only (the spec's paths): a screen reads only a positive whole
 * number and answers 見つかりません for anything else.
 */
export function siteIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The list starts its first page with its chunk. */
export const siteListData: RouteData = ({ prefetch }) => {
  void prefetch(siteListRead({}, 1).url);
};

/** The egg settings start the site and its pages with their chunk. */
export const siteSettingsData: RouteData = ({ params, prefetch }) => {
  const id = siteIdOf(params.id);
  if (id === null) return;
  void prefetch(siteRead(id).url);
  void prefetch(sitePagesRead(id).url);
};

/** The pure editor starts its page with its chunk. */
export const sitePageEditData: RouteData = ({ params, prefetch }) => {
  const id = siteIdOf(params.id);
  if (id !== null) void prefetch(sitePageRead(id).url);
};
