import { fillPath } from '@console/contract';
import { DELIVERIES_PATHS } from '@console/contract/deliveries';
import { FUNNELS_PATHS } from '@console/contract/funnels';
import { TRACKERS_PATHS } from '@console/contract/trackers';
import type { RouteData } from '../shared/feature';
import type { Read } from '../shared/fetcher';

/*
 * The funnel screen's reads and its address (issue 32), written once for its hooks and its route.
 * Zod-free: the route table imports them into the entry.
 */

export const FUNNEL_LIST_KEY = 'funnels.list';
export const ENTRY_SOURCE_LIST_KEY = 'funnels.sources';
export const FUNNEL_COUNTS_KEY = 'funnels.counts';

export const funnelsRead = {
  key: FUNNEL_LIST_KEY,
  url: FUNNELS_PATHS.funnels,
} as const satisfies Read<string>;

export const entrySourcesRead = {
  key: ENTRY_SOURCE_LIST_KEY,
  url: FUNNELS_PATHS.entrySources,
} as const satisfies Read<string>;

/** Every tracker (no page asked: the whole list), for a click step's filter. */
export const trackerChoicesRead = {
  key: 'funnels.trackers',
  url: TRACKERS_PATHS.trackers,
} as const satisfies Read<string>;

/** Every delivery, for an open step's filter. */
export const deliveryChoicesRead = {
  key: 'funnels.deliveries',
  url: DELIVERIES_PATHS.deliveries,
} as const satisfies Read<string>;

/** What the counts cover: Japan's days, both included, and an entry source ('' for all). */
export interface CountsRange {
  from: string;
  to: string;
  source: string;
}

/** The query of a count and of a step's segment (the same, so the segment is the friends counted). */
export function countsQuery(range: CountsRange): { from: string; to: string; source_id?: number } {
  return {
    from: range.from,
    to: range.to,
    ...(range.source === '' ? {} : { source_id: Number(range.source) }),
  };
}

export function funnelCountsRead(id: number, range: CountsRange) {
  const query = countsQuery(range);
  return {
    key: [FUNNEL_COUNTS_KEY, id, query.from, query.to, query.source_id ?? null],
    url: fillPath(FUNNELS_PATHS.counts, { id }, query),
  } as const satisfies Read<readonly unknown[]>;
}

/** The screen's two tabs: the funnels and the entry sources (`?tab=sources`). */
export const FUNNEL_TABS = ['funnel', 'sources'] as const;
export type FunnelTab = (typeof FUNNEL_TABS)[number];

export const tabOf = (params: URLSearchParams): FunnelTab =>
  params.get('tab') === 'sources' ? 'sources' : 'funnel';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,8}$/;

/** A positive id in the address, else null. */
export const idParam = (value: string | null): number | null =>
  value !== null && ID.test(value) ? Number(value) : null;

/**
 * The funnel tab's address: the funnel shown (`funnel`), the range (`from`, `to`) and the entry
 * source (`source`). A missing or malformed day falls back to the default range's.
 */
export function viewOf(
  params: URLSearchParams,
  fallback: { from: string; to: string },
): { funnel: number | null } & CountsRange {
  const day = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value !== null && DAY.test(value) ? value : fallback[name];
  };
  const source = params.get('source');
  return {
    funnel: idParam(params.get('funnel')),
    from: day('from'),
    to: day('to'),
    source: source !== null && ID.test(source) ? source : '',
  };
}

/** The screen's first reads start with its chunk: the funnels, the entry sources. */
export const funnelData: RouteData = ({ prefetch }) => {
  void prefetch(funnelsRead.url);
  void prefetch(entrySourcesRead.url);
};
