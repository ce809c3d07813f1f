/*
 * Optional paging of list calls (ARCHITECTURE.md "The HTTP contract"): the body stays the JSON
 * array the spec names; with `?page=&per_page=` it holds one page and the headers carry the rest.
 */

export const DEFAULT_PER_PAGE = 100;
export const MAX_PER_PAGE = 1000;

/** Response header with the number of items of the whole list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** `?page=&per_page=` as parsed (see pageQuerySchema). */
export interface PageQuery {
  page?: number | undefined;
  per_page?: number | undefined;
}

/** A page that was asked for, or null for the whole list. */
export function requestedPage(query: PageQuery): { page: number; perPage: number } | null {
  if (query.page === undefined && query.per_page === undefined) return null;
  return { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
}

/** A page of a list as the console holds it: the items and where they sit in the whole. */
export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}
