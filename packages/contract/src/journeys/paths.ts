/**
 * The paths of the reads a console route starts with its screen's chunk (issue 27), as plain
 * strings the operations in ./operations.ts are declared with (zod-free, as FRIENDS_PATHS).
 */
export const JOURNEYS_PATHS = {
  journeys: '/api/journeys',
  journeyGroups: '/api/journey_groups',
  followSettings: '/api/follow_settings',
} as const;
