import { fillPath } from '@console/contract';
import { MEDIA_PAGE_SIZE, MEDIA_PATHS } from '@console/contract/media';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl } from '../shared/fetcher';

/*
 * The library's reads, written once for their hook and their route (issue 27). Zod-free: the
 * route table imports them into the entry.
 */

/** The search words and page from the address. */
export function mediaQueryOf(params: URLSearchParams): { q: string | undefined; page: number } {
  const q = params.get('q')?.trim() || undefined;
  const page = Number(params.get('page') ?? '1');
  return { q, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function mediaListRead(q: string | undefined, page: number) {
  const paging = { page, perPage: MEDIA_PAGE_SIZE };
  return {
    key: ['media.list', q ?? '', page],
    url: pageUrl(fillPath(MEDIA_PATHS.media, undefined, q ? { q } : {}), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}

/** 画像ライブラリ starts the page its address asks for with its chunk. */
export const mediaListData: RouteData = ({ search, prefetch }) => {
  const { q, page } = mediaQueryOf(search);
  void prefetch(mediaListRead(q, page).url);
};
