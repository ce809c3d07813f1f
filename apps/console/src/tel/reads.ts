import { DEFAULT_PER_PAGE, fillPath } from '@console/contract';
import { TEL_PATHS } from '@console/contract/tel';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl } from '../shared/fetcher';

/*
 * The order list's read, written once for its hook and its route (issue 27). Zod-free: the route
 * table imports it into the entry, which the login screen loads too.
 */

/** A page number from `?page=`, 1 when missing or not a positive integer. */
export function parsePage(value: string | null): number {
  return value && /^\d{1,7}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** Rows per page of the order list and of an order's lines. */
export const TEL_PER_PAGE = DEFAULT_PER_PAGE;

/** GET /api/tel/list?page=&per_page=: one page of the account's orders, newest first. */
export function telOrdersRead(pageNumber: number) {
  const page = { page: pageNumber, perPage: TEL_PER_PAGE };
  return {
    key: ['tel.orders', pageNumber],
    url: pageUrl(fillPath(TEL_PATHS.telOrders, undefined), page),
    page,
  } satisfies PagedRead<unknown[]>;
}

/** 架電一覧 starts the page its address asks for. */
export const telListData: RouteData = ({ search, prefetch }) => {
  void prefetch(telOrdersRead(parsePage(search.get('page'))).url);
};
