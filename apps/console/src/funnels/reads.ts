import { FUNNELS_PATHS } from '@console/contract/funnels';
import type { RouteData } from '../shared/feature';
import type { Read } from '../shared/fetcher';

/*
 * The funnel screen's reads and its address (issue 32), written once for its hooks and its route.
 * Zod-free: the route table imports them into the entry.
 */

export const FUNNEL_LIST_KEY = 'funnels.list';
export const ENTRY_SOURCE_LIST_KEY = 'funnels.sources';

export const funnelsRead = {
  key: FUNNEL_LIST_KEY,
  url: FUNNELS_PATHS.funnels,
} as const satisfies Read<string>;

export const entrySourcesRead = {
  key: ENTRY_SOURCE_LIST_KEY,
  url: FUNNELS_PATHS.entrySources,
} as const satisfies Read<string>;

/** The screen's first reads start with its chunk: the funnels, the entry sources. */
export const funnelData: RouteData = ({ prefetch }) => {
  void prefetch(funnelsRead.url);
  void prefetch(entrySourcesRead.url);
};
