/**
 * The paths of the reads a console route starts with its screen's chunk (issue 27), as plain
 * strings the operations in ./operations/ are declared with (zod-free, as FRIENDS_PATHS).
 */
export const SALON_PATHS = {
  salons: '/api/salon',
  configs: '/api/salon/{sid}/configs',
  reservations: '/api/salon/{sid}/reservations',
  blockTimes: '/api/salon/{sid}/block_times',
  timeShifts: '/api/salon/{sid}/time_shifts',
} as const;
