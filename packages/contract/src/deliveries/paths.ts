/** The paths of the deliveries' operations, as plain strings (zod-free, as RICHMENUS_PATHS). */
export const DELIVERIES_PATHS = {
  deliveries: '/api/deliveries',
  delivery: '/api/deliveries/{id}',
  schedule: '/api/deliveries/{id}/schedule',
  cancel: '/api/deliveries/{id}/cancel',
  /** How many friends an audience reaches now (the compose screen's count before sending). */
  audienceCount: '/api/delivery_audience_count',
} as const;
