import * as z from 'zod/mini';
import { defineApi } from '../api';
import { salonCustomerFieldSchema, salonShopInfoSchema } from './schemas';

/*
 * The customers' side of online booking (issue 15): what the public booking page at a salon URL
 * (`/r/{slug}`) reads, without an operator login. Nothing here carries operator data: no other
 * customer's name, no memo, no internal status, no resource that is not bookable online.
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
});

const id = z.int();
const date = z.string().check(z.describe('YYYY-MM-DD (Asia/Tokyo)'));
const time = z.string().check(z.describe('HH:mm (Asia/Tokyo)'));

export const publicSalonSchema = z.object({
  name: z.string(),
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
