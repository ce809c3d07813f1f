import * as z from 'zod/mini';
import { OEM_CODES } from '../oem';
import { salonCustomerFieldSchema, salonShopInfoSchema } from './schemas';

/*
 * The customers' side of online booking (issue 15): what the public booking page at a salon URL
 * (`/r/{slug}`) reads, without an operator login. Nothing here carries operator data: no other
 * customer's name, no memo, no internal status, no resource that is not bookable online.
 */

const id = z.int();
const date = z.string().check(z.describe('YYYY-MM-DD (Asia/Tokyo)'));
const time = z.string().check(z.describe('HH:mm (Asia/Tokyo)'));

export const publicSalonSchema = z.object({
  name: z.string(),
  /** The salon's brand: the booking page is drawn in the theme of the account's OEM label. */
  oem: z.enum(OEM_CODES),
  shop_info: salonShopInfoSchema,
  /** Online booking is switched on (enable_online) and the page takes bookings. */
  accepting: z.boolean(),
  rules: z.object({ slot_step: z.int(), horizon_days: z.int(), cancel_deadline_hours: z.int() }),
  customer_info: z.array(salonCustomerFieldSchema),
  allow_change: z.boolean(),
  allow_cancel: z.boolean(),
});
export type PublicSalon = z.infer<typeof publicSalonSchema>;

export const publicCourseSchema = z.object({ id, name: z.string(), duration: z.int(), price: z.int() });
export type PublicCourse = z.infer<typeof publicCourseSchema>;
export const publicCourseListSchema = z.array(publicCourseSchema);

export const publicStaffSchema = z.object({ id, name: z.string() });
export type PublicStaff = z.infer<typeof publicStaffSchema>;
export const publicStaffListSchema = z.array(publicStaffSchema);

export const publicStaffQuerySchema = z.object({ course: z.string() });

/** `staff` is a staff id from the staff list, or `any` (the default). */
export const publicSlotsQuerySchema = z.object({
  course: z.string(),
  month: z.string(),
  staff: z.optional(z.string()),
});

export const publicSlotSchema = z.object({ date, from: time, to: time });
export const publicSlotsSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  slots: z.array(publicSlotSchema),
});
export type PublicSlots = z.infer<typeof publicSlotsSchema>;

/** The public booking page's month: `YYYY-MM`. */
export const PUBLIC_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST bookings. `staff` is a staff id of the staff list, or `any`. */
export const publicBookingInputSchema = z.strictObject({
  course: z.number(),
  staff: z.union([z.number(), z.literal('any')]),
  date: z.string(),
  from: z.string(),
  /** The online config's customer fields, by id. */
  customer: z.record(z.string(), z.string()),
});
export type PublicBookingInput = z.infer<typeof publicBookingInputSchema>;

export const PUBLIC_BOOKING_STATUSES = ['booked', 'visited', 'cancelled'] as const;
export const PUBLIC_REQUEST_STATUSES = ['pending', 'approved', 'denied', 'withdrawn'] as const;

/** What the customer sees of their booking: never the salon's memo, status details or other bookings. */
export const publicBookingSchema = z.object({
  salon: z.string(),
  oem: z.enum(OEM_CODES),
  tel: z.string(),
  slug: z.nullable(z.string()),
  course: z.object({ id, name: z.string(), duration: z.int(), price: z.int() }),
  staff: z.nullable(z.object({ id, name: z.string() })),
  date,
  from: time,
  to: time,
  status: z.enum(PUBLIC_BOOKING_STATUSES),
  /** The latest change request and what became of it. */
  change_request: z.nullable(
    z.object({ date, from: time, to: time, status: z.enum(PUBLIC_REQUEST_STATUSES) }),
  ),
  cancel_request: z.nullable(z.object({ status: z.enum(PUBLIC_REQUEST_STATUSES) })),
  can_change: z.boolean(),
  can_cancel: z.boolean(),
  /** Until when the customer may ask (cancel_deadline_hours before the start), an ISO instant. */
  deadline: z.string(),
  thanks_message: z.string(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

export const publicBookingCreatedSchema = z.object({
  /** The secret of the customer's link (192 random bits, base64url); shown once. */
  token: z.string(),
  booking: publicBookingSchema,
});
export type PublicBookingCreated = z.infer<typeof publicBookingCreatedSchema>;

/** POST bookings/{token}/change: the new start (same course and staff). */
export const publicChangeInputSchema = z.strictObject({ date: z.string(), from: z.string() });
