import { fillPath } from '@console/contract';
import { ADCONNECT_PATHS, type AdSendStatus } from '@console/contract/adconnect';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl, type Read } from '../shared/fetcher';

/*
 * 広告連携's reads (issue 32), written once for its hooks and its route. Zod-free: the route table
 * imports them into the entry, which the login screen loads too.
 */

/** Sends a page of the log shows. */
export const AD_SEND_PAGE_SIZE = 20;

/** The first element of every send log's SWR key: a test send refreshes them all. */
export const AD_SENDS_KEY = 'adconnect.sends';

export const adAccountsRead = {
  key: 'adconnect.accounts',
  url: fillPath(ADCONNECT_PATHS.adAccounts, undefined),
} as const satisfies Read<string>;

/** An ad account's event mapping. */
export function adMappingRead(id: number) {
  return {
    key: ['adconnect.mapping', id],
    url: fillPath(ADCONNECT_PATHS.mapping, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** A page of an ad account's sends, newest first, of one status or all. */
export function adSendsRead(id: number, status: AdSendStatus | undefined, page: number) {
  const paging = { page, perPage: AD_SEND_PAGE_SIZE };
  return {
    key: [AD_SENDS_KEY, id, status ?? '', page],
    url: pageUrl(fillPath(ADCONNECT_PATHS.sends, { id }, status ? { status } : {}), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}

/** 広告連携 starts its ad accounts with its chunk. */
export const adConnectData: RouteData = ({ prefetch }) => {
  void prefetch(adAccountsRead.url);
};
