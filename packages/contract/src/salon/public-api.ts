/*
 * The zod-free half of the customers' booking (issue 15), read by the booking page, a small
 * bundle of its own that carries no zod (its first-load budget, apps/console/.size-limit.js):
 * the pages' paths, and the method and path of each operation. The operations themselves, with
 * their schemas and access, are `PUBLIC_SALON_OPS` (public-operations.ts), built from these
 * entries: the page calls an operation by its name with the very method and path the server
 * registers, typed by the operation.
 */

export const PUBLIC_SALON_ROUTES = {
  publicSalon: { method: 'GET', path: '/api/public/salon/{slug}' },
  publicCourses: { method: 'GET', path: '/api/public/salon/{slug}/courses' },
  publicStaff: { method: 'GET', path: '/api/public/salon/{slug}/staff' },
  publicSlots: { method: 'GET', path: '/api/public/salon/{slug}/slots' },
  createPublicBooking: { method: 'POST', path: '/api/public/salon/{slug}/bookings' },
  publicBooking: { method: 'GET', path: '/api/public/bookings/{token}' },
  publicBookingChange: { method: 'POST', path: '/api/public/bookings/{token}/change' },
  publicBookingCancel: { method: 'POST', path: '/api/public/bookings/{token}/cancel' },
  deletePublicBookingChange: { method: 'DELETE', path: '/api/public/bookings/{token}/change' },
  deletePublicBookingCancel: { method: 'DELETE', path: '/api/public/bookings/{token}/cancel' },
} as const;

/**
 * The public booking page lives here (issue 15). Here, not in schemas.ts: the booking page reads
 * it, and the console's build keeps zod's schemas out of that page's first files (issue 27).
 */
export const SALON_PUBLIC_PREFIX = '/r/';

/** The customer's page of a booking: `/r/b/{token}` (the token is the only key). */
export const PUBLIC_BOOKING_PAGE_PREFIX = '/r/b/';

/** A salon's public URL segment: `/r/{slug}`. */
export const PUBLIC_SLUG_PATTERN = /^[a-z0-9-]{3,40}$/;
/** The secret of a customer's booking link (192 random bits, base64url): `/r/b/{token}`. */
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
