import { TRACKER_GROUP_QUERY, TRACKER_NO_GROUP, TRACKERS_ROUTES } from '@console/contract/trackers';

/*
 * The click trackers' addresses (issue 31), for the two features that link them: the template
 * list, whose トラッカー tab lists a group's trackers (spec §2 gives the trackers only their
 * editor, and the side menu no entry), and the tracker editor, which goes back there.
 */

/** The template list's query naming what it lists, and its value for the trackers. */
export const LIST_VIEW_QUERY = 'view';
export const TRACKERS_VIEW = 'trackers';

/** The group of an address's `?group=`: a positive id or `none`; anything else is none given. */
export function groupQueryOf(value: string | null | undefined): string | undefined {
  return value === TRACKER_NO_GROUP || (value && /^[1-9]\d{0,8}$/.test(value)) ? value : undefined;
}

const withGroup = (path: string, group: string | undefined) =>
  group ? `${path}?${TRACKER_GROUP_QUERY}=${encodeURIComponent(group)}` : path;

/** Where the trackers of a group are listed: the template list's トラッカー tab. */
export function trackerListPath(group?: string): string {
  const query = new URLSearchParams();
  if (group) query.set(TRACKER_GROUP_QUERY, group);
  query.set(LIST_VIEW_QUERY, TRACKERS_VIEW);
  return `/line/template?${query.toString()}`;
}

/** A new tracker's form, in the group the operator came from. */
export const newTrackerPath = (group?: string) => withGroup(TRACKERS_ROUTES[0].path, group);

/** A tracker's page, keeping the group the operator came from. */
export const trackerPath = (id: number, group?: string) =>
  withGroup(TRACKERS_ROUTES[1].path.replace(':id', String(id)), group);
