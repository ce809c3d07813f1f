import { fillPath } from '@console/contract';
import { DELIVERIES_PATHS } from '@console/contract/deliveries';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl, type Read } from '../shared/fetcher';

/*
 * The deliveries screens' reads, written once for their hooks and their routes (issue 31).
 * Zod-free: the route table imports them into the entry, which the login screen loads too.
 */

/** Deliveries a page of the list shows: a month of a busy account's broadcasts. */
export const DELIVERY_PAGE_SIZE = 20;

/** The list's page from the address (`?page=`); anything else is the first. */
export function deliveryPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A page of the account's deliveries, newest first. */
export function deliveryListRead(page: number) {
  const paging = { page, perPage: DELIVERY_PAGE_SIZE };
  return {
    key: ['deliveries.list', page],
    url: pageUrl(fillPath(DELIVERIES_PATHS.deliveries, undefined), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}

/** One delivery (the compose form of a draft, the page of any other). */
export function deliveryRead(id: number) {
  return {
    key: ['deliveries.delivery', id],
    url: fillPath(DELIVERIES_PATHS.delivery, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

export const quotaRead = {
  key: 'deliveries.quota',
  url: fillPath(DELIVERIES_PATHS.quota, undefined),
} as const satisfies Read<string>;

/**
 * The id of a delivery's address: digits naming a positive id, else null (the page says
 * 見つかりません: the route takes any segment, the contract does not say the id is digits).
 */
export function deliveryIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

/** 一斉配信 starts the page its address asks for with its chunk. */
export const deliveryListData: RouteData = ({ search, prefetch }) => {
  void prefetch(deliveryListRead(deliveryPageOf(search)).url);
};

/** A delivery's page starts the delivery and the month's quota (a draft's form shows it) with its chunk. */
export const deliveryData: RouteData = ({ params, prefetch }) => {
  const id = deliveryIdOf(params.id);
  if (id !== null) void prefetch(deliveryRead(id).url);
  void prefetch(quotaRead.url);
};

/** The compose form starts the month's quota with its chunk: the form waits for it. */
export const deliveryNewData: RouteData = ({ prefetch }) => {
  void prefetch(quotaRead.url);
};
