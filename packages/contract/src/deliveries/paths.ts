/** The paths of the deliveries' operations, as plain strings (zod-free, as RICHMENUS_PATHS). */
export const DELIVERIES_PATHS = {
  deliveries: '/api/deliveries',
  delivery: '/api/deliveries/{id}',
  schedule: '/api/deliveries/{id}/schedule',
  cancel: '/api/deliveries/{id}/cancel',
  /** A test send of a delivery's template to chosen friends. */
  test: '/api/deliveries/{id}/test',
  /** What the sandbox recorded of a delivery's requests (no access token: nothing was sent). */
  sandboxRequests: '/api/deliveries/{id}/sandbox_requests',
  /** LINE's own statistics of a delivery (its aggregation unit). */
  lineStatistics: '/api/deliveries/{id}/line_statistics',
  /** LINE's monthly message quota and what is used of it. */
  quota: '/api/delivery_quota',
  /** How many friends an audience reaches now (the compose screen's count before sending). */
  audienceCount: '/api/delivery_audience_count',
} as const;
