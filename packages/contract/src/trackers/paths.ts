/** The paths of the trackers' operations, as plain strings (zod-free, as DELIVERIES_PATHS). */
export const TRACKERS_PATHS = {
  trackers: '/api/trackers',
  tracker: '/api/trackers/{id}',
  /** A tracker's clicks per day (Japan) and per delivery. */
  stats: '/api/trackers/{id}/stats',
} as const;
