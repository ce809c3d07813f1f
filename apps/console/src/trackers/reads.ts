import { fillPath } from '@console/contract';
import { TRACKERS_PATHS } from '@console/contract/trackers';
import type { RouteData } from '../shared/feature';
import type { Read } from '../shared/fetcher';
import { contentGroupsRead } from '../shared/listReads';

/*
 * The tracker editor's reads (issue 31), written once for its hooks and its routes. Zod-free: the
 * route table imports them into the entry, which the login screen loads too.
 */

/** One tracker. */
export function trackerRead(id: number) {
  return {
    key: ['trackers.tracker', id],
    url: fillPath(TRACKERS_PATHS.tracker, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** A tracker's clicks per day, delivery and device. */
export function trackerStatsRead(id: number) {
  return {
    key: ['trackers.stats', id],
    url: fillPath(TRACKERS_PATHS.stats, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/**
 * The id of a tracker's address: digits naming a positive id, else null (the page says
 * 見つかりません: the route takes any segment, the spec does not say the id is digits).
 */
export function trackerIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

/** A tracker's page starts the tracker, its stats and the groups with its chunk. */
export const trackerData: RouteData = ({ params, prefetch }) => {
  const id = trackerIdOf(params.id);
  if (id !== null) {
    void prefetch(trackerRead(id).url);
    void prefetch(trackerStatsRead(id).url);
  }
  void prefetch(contentGroupsRead.url);
};

/** A new tracker's form starts the groups its group choice shows. */
export const trackerNewData: RouteData = ({ prefetch }) => {
  void prefetch(contentGroupsRead.url);
};
