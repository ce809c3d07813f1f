import * as z from 'zod/mini';
import { OEM_CODES } from '../oem';
import { rowIdSchema } from '../schemas';
import { VALIDATION_MESSAGES } from '../validation';
import { PUBLIC_SLUG_PATTERN, PUBLIC_TOKEN_PATTERN } from './public-api';
import {
  SALON_DATE_PATTERN,
  type SalonCustomerField,
  salonCustomerFieldSchema,
  salonShopInfoSchema,
} from './schemas';

/*
 * The customers' side of online booking (issue 15): what the public booking page at a salon URL
 * (`/r/{slug}`) reads, without an operator login. Nothing here carries operator data: no other
 * customer's name, no memo, no internal status, no resource that is not bookable online.
 */

/**
 * The booking page's own wording of its failures, shared by the server's 422 and the page's check
 * before sending (one message per rule).
 */
export const PUBLIC_BOOKING_MESSAGES = {
  course: 'コースを選んでください。',
  staff: 'スタッフを選び直してください。',
  month: '月は YYYY-MM の形で指定してください。',
  date: '日付を選んでください。',
  time: '時間を選んでください。',
  tel: '電話番号を正しく入力してください（例: 090-1234-5678）。',
  email: 'メールアドレスを正しく入力してください。',
  choice: '選択肢から選んでください。',
  unknownField: 'この項目はありません。',
  key: 'Idempotency-Key は 1〜100 文字で指定してください。',
} as const;

/** A salon's public URL segment, in the path: anything else is no salon (404). */
export const publicSlugParamSchema = z.string().check(z.regex(PUBLIC_SLUG_PATTERN));
/** The secret of a customer's link, in the path: anything else is no booking (404). */
export const publicTokenParamSchema = z.string().check(z.regex(PUBLIC_TOKEN_PATTERN));

const id = rowIdSchema;
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

/** The public booking page's month: `YYYY-MM`. */
export const PUBLIC_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `staff` is a staff id from the staff list, or `any` (the default). */
export const publicSlotsQuerySchema = z.object({
  course: z.string(),
  month: z.string().check(z.regex(PUBLIC_MONTH_PATTERN, { error: PUBLIC_BOOKING_MESSAGES.month })),
  staff: z.optional(z.string()),
});

export const publicSlotSchema = z.object({ date, from: time, to: time });
export const publicSlotsSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  slots: z.array(publicSlotSchema),
});
export type PublicSlots = z.infer<typeof publicSlotsSchema>;

/** A start a customer may pick: 00:00 … 23:59 (24:00 only closes a day). */
const PUBLIC_START_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const bookingDate = z.string().check(z.regex(SALON_DATE_PATTERN, { error: PUBLIC_BOOKING_MESSAGES.date }));
const bookingStart = z.string().check(z.regex(PUBLIC_START_PATTERN, { error: PUBLIC_BOOKING_MESSAGES.time }));

/**
 * POST bookings. `staff` is a staff id of the staff list, or `any`. The customer's answers are
 * checked against the salon's own fields by `publicCustomerSchema` (the fields are the salon's).
 */
export const publicBookingInputSchema = z.strictObject({
  course: z.number(),
  staff: z.union([z.number(), z.literal('any')]),
  date: bookingDate,
  from: bookingStart,
  /** The online config's customer fields, by id. */
  customer: z.record(z.string(), z.string()),
});
export type PublicBookingInput = z.infer<typeof publicBookingInputSchema>;

/** The booking's header: a retried submit with the same key books once. */
export const publicBookingHeadersSchema = z.object({
  'idempotency-key': z.optional(
    z
      .string()
      .check(
        z.minLength(1, { error: PUBLIC_BOOKING_MESSAGES.key }),
        z.maxLength(100, { error: PUBLIC_BOOKING_MESSAGES.key }),
      ),
  ),
});

/** A field's answer: trimmed, and an empty one is no answer. */
const answer = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** At most `max` characters, counted as a person does (code points, not UTF-16 units). */
const maxChars = (max: number) =>
  z.refine<string>((value) => [...value].length <= max, {
    error: VALIDATION_MESSAGES.tooLong(max),
    abort: true,
  });

/** Full-width digits and hyphens from the IME are fine: `０９０－１２３４－５６７８` → `09012345678`. */
function plainPhoneNumber(text: string): string {
  return text.normalize('NFKC').replace(/[\s\-－ー()]/g, '');
}
const PHONE_PATTERN = /^\+?\d{10,15}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PublicCustomerOptions {
  /**
   * The numbering plan's word on a plain number (the server's libphonenumber-js, whose metadata is
   * too large for the booking page): the page checks the shape, the server the plan too, with the
   * same message.
   */
  validPhone?: (plain: string) => boolean;
}

function answerSchema(field: SalonCustomerField, options: PublicCustomerOptions) {
  const text = z.string().check(maxChars(field.type === 'textarea' ? 1000 : 100));
  switch (field.type) {
    case 'tel': {
      const { validPhone } = options;
      return z
        .pipe(text, z.transform(plainPhoneNumber))
        .check(
          z.regex(PHONE_PATTERN, { error: PUBLIC_BOOKING_MESSAGES.tel, abort: true }),
          ...(validPhone ? [z.refine<string>(validPhone, { error: PUBLIC_BOOKING_MESSAGES.tel })] : []),
        );
    }
    case 'email':
      return z
        .pipe(
          text,
          z.transform((value: string) => value.normalize('NFKC')),
        )
        .check(z.regex(EMAIL_PATTERN, { error: PUBLIC_BOOKING_MESSAGES.email }));
    case 'select':
      return z.pipe(text, z.enum(field.choices, { error: PUBLIC_BOOKING_MESSAGES.choice }));
    default:
      return text;
  }
}

/**
 * The customer's answers checked against the salon's fields (the online config's customer_info):
 * each field trimmed, required ones present, lengths, a phone number's and an e-mail address's
 * shape, a choice among the field's choices, no field the salon does not ask. One message per
 * field, the same on the page before sending and in the server's 422 (`customer.{id}` there).
 * The output holds the answers given, phone numbers in plain digits.
 */
export function publicCustomerSchema(
  fields: readonly SalonCustomerField[],
  options: PublicCustomerOptions = {},
) {
  const shape: Record<string, z.ZodMiniType<string | undefined, unknown>> = {};
  for (const field of fields) {
    const schema = answerSchema(field, options);
    shape[field.id] = z.pipe(z.transform(answer), field.required ? schema : z.optional(schema));
  }
  return z.catchall(
    z.object(shape),
    z.custom<never>(() => false, { error: PUBLIC_BOOKING_MESSAGES.unknownField }),
  );
}

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
export const publicChangeInputSchema = z.strictObject({ date: bookingDate, from: bookingStart });
