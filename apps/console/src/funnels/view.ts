import { fillPath } from '@console/contract';
import { DELIVERIES_PATHS } from '@console/contract/deliveries';
import { FRIENDS_PATHS } from '@console/contract/friends';
import { FUNNELS_PATHS } from '@console/contract/funnels';
import type { Read } from '../shared/fetcher';

/*
 * The funnel screen's address and the reads only the screen makes (issue 32). Apart from reads.ts,
 * which the route table puts in the console's entry: what is here loads with the screen.
 */

export const FUNNEL_COUNTS_KEY = 'funnels.counts';

/** Every delivery, for an open step's filter (the trackers come from shared/choiceLists.ts). */
export const deliveryChoicesRead = {
  key: 'funnels.deliveries',
  url: DELIVERIES_PATHS.deliveries,
} as const satisfies Read<string>;

/** The LINE channel: without its basic id the entry sources' URLs lead nowhere. */
export const channelRead = {
  key: 'funnels.channel',
  url: FRIENDS_PATHS.channel,
} as const satisfies Read<string>;

/*
 * The deliveries and the channel belong to other features: their operations (with their zod
 * schemas) imported here would move those schemas into the `shared` file every screen loads (+3 to
 * +4 kB gzip on every route, measured 2026-11-29). The screen reads the fields it shows.
 */

/** The channel's basic id (`@abc1234`), or null when none is set. */
export const channelBasicId = {
  parse(value: unknown): string | null {
    const basicId = (value as { basic_id?: unknown } | null)?.basic_id;
    return typeof basicId === 'string' && basicId !== '' ? basicId : null;
  },
};

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
