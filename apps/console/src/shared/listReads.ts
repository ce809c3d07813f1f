import { fillPath } from '@console/contract';
import { JOURNEYS_PATHS } from '@console/contract/journeys';
import { TEMPLATES_PATHS } from '@console/contract/templates';
import { TRACKERS_PATHS } from '@console/contract/trackers';
import { type PagedRead, pageUrl, type Read } from './fetcher';

/*
 * Reads that more than one feature makes (issue 31): the content groups (templates and click
 * trackers sit in the same groups), the journeys (a tracker's click may start one) and the
 * trackers of a group (listed on the template list, written by the tracker editor). Zod-free, as
 * every feature's reads.ts: a route's early reads are built from them in the entry.
 */

export const contentGroupsRead = {
  key: 'templates.groups',
  url: fillPath(TEMPLATES_PATHS.contentGroups, undefined),
} as const satisfies Read<string>;

export const journeysRead = {
  key: 'journeys.list',
  url: fillPath(JOURNEYS_PATHS.journeys, undefined),
} as const satisfies Read<string>;

/** Trackers a page of the list shows. */
export const TRACKER_PAGE_SIZE = 20;

/** The first element of every tracker list's SWR key: a write refreshes them all. */
export const TRACKER_LIST_KEY = 'trackers.list';

/** The list of the trackers of a group (an id, or `none`), or of every tracker without one. */
export const trackerListApiPath = (group: string | undefined) =>
  fillPath(TRACKERS_PATHS.trackers, undefined, group ? { group } : {});

/** A page of the trackers of a group, or of every tracker without one. */
export function trackerListRead(group: string | undefined, page: number) {
  const paging = { page, perPage: TRACKER_PAGE_SIZE };
  return {
    key: [TRACKER_LIST_KEY, group ?? '', page],
    url: pageUrl(trackerListApiPath(group), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}
