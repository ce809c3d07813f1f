import { defineApi } from '../api';

/*
 * The paths of the customers' booking API and page (issue 15), apart from their schemas so that
 * the booking page, which only calls them, does not carry zod.
 */

export const PUBLIC_SALON_API = defineApi({
  /** The salon behind a public URL: shop information, whether it takes bookings, its fields. */
  salon: '/api/public/salon/{slug}',
  /** Courses bookable online, in the salon's order. */
  courses: '/api/public/salon/{slug}/courses',
  /** Staff who can be chosen for a course (bookable online, serving it). */
  staff: '/api/public/salon/{slug}/staff',
  /** Free start times of a course in a month, for one staff member or any. */
  slots: '/api/public/salon/{slug}/slots',
  /** Book (Idempotency-Key header: a retried submit books once). */
  bookings: '/api/public/salon/{slug}/bookings',
  /** The customer's booking, by the secret token of their link. */
  booking: '/api/public/bookings/{token}',
  /** Ask to move the booking (staff approve or deny). */
  bookingChange: '/api/public/bookings/{token}/change',
  /** Ask to cancel the booking (staff approve or deny). */
  bookingCancel: '/api/public/bookings/{token}/cancel',
});

/** The customer's page of a booking: `/r/b/{token}` (the token is the only key). */
export const PUBLIC_BOOKING_PAGE_PREFIX = '/r/b/';
