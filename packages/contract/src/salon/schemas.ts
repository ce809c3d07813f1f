import * as z from 'zod/mini';
import { lineLength } from '../line/length';
import { rowIdSchema } from '../schemas';

/*
 * Salon management: spec §3 "Salon state", "Time shift", §4 "Reservations", "Ordering", §7, §9.
 * Dates travel as `YYYY-MM-DD` and times as `HH:mm` (spec §9), both in the salon's local time
 * (Asia/Tokyo). Bodies are typed loosely here (strings, numbers) and checked by the server, which
 * answers 422 with a Japanese message per field, so the console can show them next to the field.
 */

// ---------------------------------------------------------------------------------------------
// Formats and limits

/** spec §9: dates YYYY-MM-DD. */
export const SALON_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** spec §9: times HH:mm (00:00 … 23:59; 24:00 closes a day). */
export const SALON_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** A time shift query covers at most this many days (a month and its ±6 days fit well inside). */
export const SALON_MAX_RANGE_DAYS = 93;
export const SALON_NAME_MAX_LENGTH = 100;
export const SALON_DESCRIPTION_MAX_LENGTH = 1000;

/**
 * The salon's field messages (issue 26 "one way to validate"): the schemas below carry them, so the
 * server's 422 and the console's forms (fieldErrors) say the same words under the same field.
 */
export const SALON_FIELD_MESSAGES = {
  required: '入力してください。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  kind: 'スタッフか設備を選んでください。',
  color: '色は #rrggbb の形で指定してください。',
  minutes: (min: number, max: number) => `${min}〜${max}分の整数で入力してください。`,
  price: '0 以上の整数（円）で入力してください。',
  boolean: 'true か false を指定してください。',
  date: '日付は YYYY-MM-DD の形で、実在する日を入力してください。',
  time: '時刻は HH:mm の形（00:00〜24:00）で入力してください。',
  fromBeforeTo: '終了時刻は開始時刻より後にしてください。',
  status: 'ステータスが正しくありません。',
  repeat: '繰り返しは none・daily・weekly・biweekly・monthly のいずれかです。',
  patchType: '変更の範囲は only・after・all のいずれかです。',
  slug: 'URL の名前は半角英小文字・数字・- の 3〜40 文字です（先頭と末尾は英数字）。',
  episodeType: '種類は 0〜99 の整数です（10 はエピソード、それ以外はフォロー）。',
  linkTarget: '連携する内容は shift（シフト）か reservation（予約）です。',
  calendarId: 'カレンダーの ID を 1024 文字以内で入力してください。',
  integer: (min: number, max: number) => `${min}〜${max}の整数で入力してください。`,
  oneOf: (values: readonly number[]) => `${values.join('・')}のいずれかを指定してください。`,
  weekly: '曜日ごとの営業時間を日曜から土曜の 7 つで指定してください。',
  fieldId: '項目の id は半角英小文字・数字・_ の 40 文字以内です。',
  fieldType: '種類は text・tel・email・textarea・select のいずれかです。',
  choices: '選択肢を 1 つ以上入力してください。',
  duplicateField: '同じ id の項目が重なっています。',
  tooManyFields: 'お客様に入力いただく項目は 30 個までです。',
  timing: '送るときは before_start（予約の開始前）か after_end（予約の終了後）です。',
  tooManySteps: (max: number) => `ステップは${max}個までです。`,
  visitStatus: '来店の状況が正しくありません。',
  instant: '日時は ISO 8601 の形（例: 2024-07-15T01:00:00.000Z）で指定してください。',
  judgeStatus: 'approved か denied を指定してください。',
  patchKeys: '変更できる項目は status・memo・checked_at・visit_status・is_attended です。',
} as const;
const M = SALON_FIELD_MESSAGES;

/** `#rrggbb` (stored lower-case). */
export const SALON_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** True for a real calendar date written YYYY-MM-DD (not 2023-02-29 nor 2024-13-01), from 1900. */
export function isSalonDate(text: string): boolean {
  if (!SALON_DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < 1900) return false;
  const back = new Date(Date.UTC(year, month - 1, day));
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
}

/** `HH:mm` as minutes since midnight (24:00 is 1440), or null. */
export function salonMinutes(text: string): number | null {
  if (!SALON_TIME_PATTERN.test(text)) return null;
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/** A list rule that runs even when an item failed (the count and the duplicates say more). */
const everyList = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };
/** A custom issue at `path` (for rules that name the failing item of a list). */
const issue = (input: unknown, message: string, path: PropertyKey[]) =>
  ({ code: 'custom', message, input, path }) as const;

/** A required name: trimmed, 1 to 100 characters (counted as the operator sees them). */
const nameField = z.string({ error: M.required }).check(
  z.trim(),
  z.minLength(1, { error: M.required }),
  z.refine((value) => lineLength(value) <= SALON_NAME_MAX_LENGTH, {
    error: M.tooLong(SALON_NAME_MAX_LENGTH),
  }),
);
const colorField = z
  .string({ error: M.color })
  .check(z.regex(SALON_COLOR_PATTERN, { error: M.color }), z.toLowerCase());
const booleanField = z.boolean({ error: M.boolean });
/** A whole number from `min` to `max`, every failure (a fraction, a string) under one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, { error: message }));
/** Free text up to 1000 characters; absent or null is empty. */
const textField = z.optional(
  z.nullable(
    z.string({ error: M.tooLong(SALON_DESCRIPTION_MAX_LENGTH) }).check(
      z.refine((value) => lineLength(value) <= SALON_DESCRIPTION_MAX_LENGTH, {
        error: M.tooLong(SALON_DESCRIPTION_MAX_LENGTH),
      }),
    ),
  ),
);
/** Trimmed text up to `max` characters; absent or null is empty (the service stores ''). */
const shortText = (max: number) =>
  z.optional(
    z.nullable(
      z.string({ error: M.tooLong(max) }).check(
        z.refine((value) => lineLength(value) <= max, { error: M.tooLong(max) }),
        z.trim(),
      ),
    ),
  );
/** Required text: trimmed, 1 to `max` characters. */
const requiredText = (max: number) =>
  z.string({ error: M.required }).check(
    z.trim(),
    z.minLength(1, { error: M.required }),
    z.refine((value) => lineLength(value) <= max, { error: M.tooLong(max) }),
  );
const dateField = z.string({ error: M.date }).check(z.refine(isSalonDate, { error: M.date }));
/** A start: 00:00 … 23:59 (24:00 ends a day, it starts nothing). */
const fromField = z.string({ error: M.time }).check(
  z.refine(
    (value) => {
      const minutes = salonMinutes(value);
      return minutes !== null && minutes < 1440;
    },
    { error: M.time },
  ),
);
const toField = z
  .string({ error: M.time })
  .check(z.refine((value) => salonMinutes(value) !== null, { error: M.time }));
/** A date, or empty or null for none (a series' end, an occurrence's new date). */
const optionalDateField = z.optional(
  z.nullable(
    z
      .string({ error: M.date })
      .check(z.refine((value) => value === '' || isSalonDate(value), { error: M.date })),
  ),
);

/** The end after the start, said under `to` (only when both are times). */
const endAfterStart = z.refine<{ from: string; to: string }>(
  (value) => {
    const from = salonMinutes(value.from);
    const to = salonMinutes(value.to);
    return from === null || to === null || to > from;
  },
  { error: M.fromBeforeTo, path: ['to'] },
);

const date = z.string().check(z.describe('YYYY-MM-DD (Asia/Tokyo)'));
const time = z.string().check(z.describe('HH:mm (Asia/Tokyo)'));
const id = rowIdSchema;

// ---------------------------------------------------------------------------------------------
// Salons

export const salonSchema = z.object({
  id,
  name: z.string(),
  /** The linked episode (reminders before a visit) and follow (messages after it), if any. */
  episode_id: z.nullable(id),
  follow_id: z.nullable(id),
});
export type Salon = z.infer<typeof salonSchema>;
export const salonListSchema = z.array(salonSchema);

// ---------------------------------------------------------------------------------------------
// Resources (staff and rooms)

export const SALON_RESOURCE_KINDS = ['staff', 'facility'] as const;
export type SalonResourceKind = (typeof SALON_RESOURCE_KINDS)[number];
export const SALON_RESOURCE_KIND_LABELS: Readonly<Record<SalonResourceKind, string>> = {
  staff: 'スタッフ',
  facility: '設備',
};

export const salonResourceSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(SALON_RESOURCE_KINDS),
  /** `#rrggbb`. */
  color: z.string(),
  /** Position in the salon's order, from 1. */
  order: z.int(),
  /** Customers may book this resource online. */
  is_online: z.boolean(),
  is_active: z.boolean(),
});
export type SalonResource = z.infer<typeof salonResourceSchema>;
export const salonResourceListSchema = z.array(salonResourceSchema);

/** POST resources, PUT resources/{id}: every field; PATCH ?attr= takes `{ value }` for one of them. */
export const salonResourceInputSchema = z.strictObject({
  name: nameField,
  kind: z.enum(SALON_RESOURCE_KINDS, { error: M.kind }),
  color: z.optional(colorField),
  is_online: z.optional(booleanField),
  is_active: z.optional(booleanField),
});
export type SalonResourceInput = z.infer<typeof salonResourceInputSchema>;

/** Attributes PATCH resources/{id}?attr= may change. */
export const SALON_RESOURCE_PATCH_ATTRS = ['name', 'color', 'is_online', 'is_active'] as const;

// ---------------------------------------------------------------------------------------------
// Courses

export const salonCourseSchema = z.object({
  id,
  name: z.string(),
  /** Minutes. */
  duration: z.int(),
  /** Yen, tax included. */
  price: z.int(),
  /** Minutes kept free before and after (preparation, cleaning). */
  buffer_before: z.int(),
  buffer_after: z.int(),
  color: z.string(),
  order: z.int(),
  is_online: z.boolean(),
});
export type SalonCourse = z.infer<typeof salonCourseSchema>;
export const salonCourseListSchema = z.array(salonCourseSchema);

/** A course lasts 5 minutes to 24 hours; buffers up to 4 hours; prices up to 10 million yen. */
export const salonCourseInputSchema = z.strictObject({
  name: nameField,
  duration: wholeNumber(5, 1440, M.minutes(5, 1440)),
  price: z.optional(wholeNumber(0, 10_000_000, M.price)),
  buffer_before: z.optional(wholeNumber(0, 240, M.minutes(0, 240))),
  buffer_after: z.optional(wholeNumber(0, 240, M.minutes(0, 240))),
  color: z.optional(colorField),
  is_online: z.optional(booleanField),
});
export type SalonCourseInput = z.infer<typeof salonCourseInputSchema>;

export const SALON_COURSE_PATCH_ATTRS = [
  'name',
  'duration',
  'price',
  'buffer_before',
  'buffer_after',
  'color',
  'is_online',
] as const;

/** PATCH courses/{id}?attr= and resources/{id}?attr=: the new value of that one attribute. */
export const salonPatchValueSchema = z.strictObject({
  value: z.union([z.string(), z.number(), z.boolean()]),
});

/** PATCH …?attr={key}: the one attribute to change (each operation names the keys it allows). */
export const salonAttrQuerySchema = z.object({ attr: z.optional(z.string()) });

/** POST courses/order and resources/order: every id of the salon, in the new order (spec §4). */
export const salonOrderSchema = z.strictObject({ ids: z.array(z.number()) });
export type SalonOrder = z.infer<typeof salonOrderSchema>;

/** GET and PUT resource_course_unlinks: which resource cannot serve which course. */
export const salonUnlinkSchema = z.object({ salon_resource_id: id, salon_course_id: id });
export const salonUnlinkMatrixSchema = z.object({ data: z.array(salonUnlinkSchema) });
export type SalonUnlinkMatrix = z.infer<typeof salonUnlinkMatrixSchema>;
export const salonUnlinkMatrixInputSchema = z.strictObject({
  data: z.array(z.strictObject({ salon_resource_id: z.number(), salon_course_id: z.number() })),
});

// ---------------------------------------------------------------------------------------------
// Reservation statuses (shared data)

export const SALON_RESERVATION_STATUSES = [
  'reserved',
  'confirmed',
  'visited',
  'cancelled',
  'no_show',
] as const;
export type SalonReservationStatus = (typeof SALON_RESERVATION_STATUSES)[number];

/** GET /api/salon/statuses: the statuses with their Japanese labels and colours, in display order. */
export const salonStatusSchema = z.object({
  value: z.enum(SALON_RESERVATION_STATUSES),
  label: z.string(),
  color: z.string(),
});
export const salonStatusListSchema = z.array(salonStatusSchema);
export type SalonStatus = z.infer<typeof salonStatusSchema>;

export const SALON_STATUSES: readonly SalonStatus[] = [
  { value: 'reserved', label: '予約', color: '#1f6feb' },
  { value: 'confirmed', label: '確定', color: '#1a7f37' },
  { value: 'visited', label: '来店済み', color: '#6e7781' },
  { value: 'cancelled', label: 'キャンセル', color: '#cf222e' },
  { value: 'no_show', label: '無断キャンセル', color: '#9a6700' },
];

// ---------------------------------------------------------------------------------------------
// Shift warnings (issue 28): a write that leaves reservations outside a staff member's shifts

/**
 * A write that would leave reservations outside the staff's shifts (a shift shortened or removed
 * under them, a reservation made or moved where its staff member has no shift) is refused with
 * 422 whose `errors[SALON_CONFIRM_KEY]` lists the reservations concerned and whose message says
 * how many; sending the same write again with `confirm: true` (`?confirm=1` for a DELETE) does it.
 * A 422 rather than a 409: the console's fetcher reloads the page on 409 (spec §8), and the
 * existing "resource with future reservations" guard answers the same way (?force=1).
 */
export const SALON_CONFIRM_KEY = 'confirm';
/** `confirm: true` goes on knowingly past a shift warning. */
const confirmField = z.optional(z.boolean({ error: SALON_FIELD_MESSAGES.boolean }));

// ---------------------------------------------------------------------------------------------
// Time shifts (spec §3 "Time shift", §7 "Time shifts")

export const TIME_SHIFT_REPEATS = ['none', 'daily', 'weekly', 'biweekly', 'monthly'] as const;
export type TimeShiftRepeat = (typeof TIME_SHIFT_REPEATS)[number];
export const TIME_SHIFT_REPEAT_LABELS: Readonly<Record<TimeShiftRepeat, string>> = {
  none: '繰り返さない',
  daily: '毎日',
  weekly: '毎週',
  biweekly: '隔週',
  monthly: '毎月（同じ日付）',
};

/** PUT: which occurrences an edit changes (spec §3 patch_type). */
export const TIME_SHIFT_PATCH_TYPES = ['only', 'after', 'all'] as const;
export type TimeShiftPatchType = (typeof TIME_SHIFT_PATCH_TYPES)[number];
/** DELETE …/{type}: `permanently` removes the whole series and takes no date or self_id. */
export const TIME_SHIFT_DELETE_TYPES = ['only', 'after', 'permanently'] as const;
export type TimeShiftDeleteType = (typeof TIME_SHIFT_DELETE_TYPES)[number];
export const TIME_SHIFT_SCOPE_LABELS: Readonly<Record<TimeShiftPatchType | TimeShiftDeleteType, string>> = {
  only: 'この日のみ',
  after: '以降すべて',
  all: 'すべて',
  permanently: 'すべて',
};

/**
 * One occurrence of a time shift, as GET time_shifts expands them. `_date` is the occurrence's date
 * in its rule (its identity for edits); when this one occurrence was moved, `dirty_date` is the date
 * it now falls on (the timeline shows it at `dirty_date ?? _date`). `self_id` is the id of the
 * per-date exception that shaped it, else null. `expired_at` is the last date of the series
 * (inclusive), null when it does not end.
 */
export const timeShiftSchema = z.object({
  master_id: id,
  self_id: z.nullable(id),
  salon_resource_id: id,
  start_date: date,
  _date: date,
  dirty_date: z.nullable(date),
  repeat: z.enum(TIME_SHIFT_REPEATS),
  from: time,
  to: time,
  description: z.string(),
  expired_at: z.nullable(date),
});
export type TimeShift = z.infer<typeof timeShiftSchema>;
export const timeShiftListSchema = z.array(timeShiftSchema);

/** GET time_shifts: `range_date=YYYY-MM-DD..YYYY-MM-DD` (at most 93 days) and an optional resource. */
export const timeShiftQuerySchema = z.object({
  range_date: z.string(),
  salon_resource_id: z.optional(z.string()),
});

/** POST resources/{rid}/time_shifts: a new series. */
export const timeShiftCreateSchema = z
  .strictObject({
    start_date: dateField,
    repeat: z.enum(TIME_SHIFT_REPEATS, { error: M.repeat }),
    from: fromField,
    to: toField,
    description: textField,
    expired_at: optionalDateField,
  })
  .check(endAfterStart);
export type TimeShiftCreate = z.infer<typeof timeShiftCreateSchema>;

/**
 * PUT resources/{rid}/time_shifts/{masterId}. `only` changes the occurrence `_date` (its date may
 * move with `dirty_date`); `after` ends the series the day before `_date` and starts a new one there
 * with these values; `all` changes the series itself (per-date changes stay).
 */
export const timeShiftUpdateSchema = z
  .strictObject({
    patch_type: z.enum(TIME_SHIFT_PATCH_TYPES, { error: M.patchType }),
    _date: z.optional(dateField),
    self_id: z.optional(z.nullable(z.number())),
    dirty_date: optionalDateField,
    start_date: z.optional(dateField),
    repeat: z.optional(z.enum(TIME_SHIFT_REPEATS, { error: M.repeat })),
    from: fromField,
    to: toField,
    description: textField,
    expired_at: optionalDateField,
    confirm: confirmField,
  })
  .check(endAfterStart);
export type TimeShiftUpdate = z.infer<typeof timeShiftUpdateSchema>;

/** DELETE …/{type}: only, after or permanently (any other word is 422 with the choices). */
export const timeShiftDeleteTypeSchema = z.string();

/** DELETE …/{type}?date=&self_id= (neither for `permanently`). */
export const timeShiftDeleteQuerySchema = z.object({
  date: z.optional(z.string()),
  self_id: z.optional(z.string()),
  /** `1`: delete even when reservations then lie outside the staff member's shifts. */
  confirm: z.optional(z.string()),
});

/** The series as stored, answered by POST and PUT. */
export const timeShiftMasterSchema = z.object({
  id,
  salon_resource_id: id,
  start_date: date,
  repeat: z.enum(TIME_SHIFT_REPEATS),
  from: time,
  to: time,
  description: z.string(),
  expired_at: z.nullable(date),
});
export type TimeShiftMaster = z.infer<typeof timeShiftMasterSchema>;

// ---------------------------------------------------------------------------------------------
// Reservations (spec §3 "Reservation", §4 "Reservations", §5)

/** 来店の状況 (spec §3 visit_status; its values are not shown there). */
export const SALON_VISIT_STATUSES = ['waiting', 'in_service', 'paid'] as const;
export type SalonVisitStatus = (typeof SALON_VISIT_STATUSES)[number];
export const SALON_VISIT_STATUS_LABELS: Readonly<Record<SalonVisitStatus, string>> = {
  waiting: '来店待ち',
  in_service: '施術中',
  paid: '会計済み',
};

/** A customer's change or cancel request, judged by staff (spec §4). */
export const SALON_REQUEST_STATUSES = ['pending', 'approved', 'denied', 'withdrawn'] as const;
export type SalonRequestStatus = (typeof SALON_REQUEST_STATUSES)[number];
export const SALON_REQUEST_STATUS_LABELS: Readonly<Record<SalonRequestStatus, string>> = {
  pending: '確認待ち',
  approved: '承認',
  denied: '却下',
  withdrawn: '取り下げ',
};

export const salonReservationRequestSchema = z.object({
  id,
  status: z.enum(SALON_REQUEST_STATUSES),
  /** For a change request: what the customer asks for (null for a cancel request). */
  date: z.nullable(date),
  from: z.nullable(time),
  to: z.nullable(time),
  salon_resource_id: z.nullable(id),
  course: z.nullable(id),
  created_at: z.string(),
});
export type SalonReservationRequest = z.infer<typeof salonReservationRequestSchema>;

/** The kinds of field an online booking form asks (the online config's customer_info). */
export const SALON_CUSTOMER_FIELD_TYPES = ['text', 'tel', 'email', 'textarea', 'select'] as const;

/**
 * One answer a customer gave on the online booking form, as the staff read it: the field's label
 * and type when the customer booked, the answer as stored (a phone number in plain digits) and
 * as shown (a phone number in the Japanese style, 090-1234-5678; anything else as given).
 */
export const salonCustomerAnswerSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(SALON_CUSTOMER_FIELD_TYPES),
  value: z.string(),
  display: z.string(),
});
export type SalonCustomerAnswer = z.infer<typeof salonCustomerAnswerSchema>;

/** Who made a reservation: staff in the console, or the customer on the public booking page. */
export const SALON_RESERVATION_SOURCES = ['staff', 'online'] as const;

export const salonReservationSchema = z.object({
  id,
  /** The customer's name. */
  name: z.string(),
  comment: z.string(),
  /**
   * The customer's phone number in plain digits when they booked online (their form's first phone
   * answer); empty otherwise: what staff type here is not kept (spec §3, always sent empty).
   */
  contact_address: z.string(),
  course: z.nullable(id),
  member_id: z.nullable(id),
  date,
  from: time,
  to: time,
  salon_resource_id: z.nullable(id),
  sub_resource_ids: z.array(id),
  resource_fee_is_charged: z.boolean(),
  meta_data: z.object({ memo: z.string() }),
  status: z.enum(SALON_RESERVATION_STATUSES),
  /** 来店 check-in, an ISO instant. */
  checked_at: z.nullable(z.string()),
  visit_status: z.nullable(z.enum(SALON_VISIT_STATUSES)),
  is_attended: z.boolean(),
  /** The pending change request, if any. */
  change_child: z.nullable(salonReservationRequestSchema),
  /** The pending cancel request, if any. */
  cancel_child: z.nullable(salonReservationRequestSchema),
  salon_resource: z.nullable(z.object({ id, name: z.string(), color: z.string() })),
  source: z.enum(SALON_RESERVATION_SOURCES),
  /** Every answer of the online booking form, in the form's order (empty for staff's reservations). */
  customer_info: z.array(salonCustomerAnswerSchema),
});
export type SalonReservation = z.infer<typeof salonReservationSchema>;
export const salonReservationListSchema = z.array(salonReservationSchema);

/** POST and PUT answers: the reservation, and the ids of others on its resources it overlaps. */
export const salonReservationSavedSchema = z.object({
  reservation: salonReservationSchema,
  overlaps: z.array(id),
});
export type SalonReservationSaved = z.infer<typeof salonReservationSavedSchema>;

/** GET reservations: `?ids=1,2,3`, or `?range_date=…` with an optional `salon_resource_id`. */
export const salonReservationQuerySchema = z.object({
  ids: z.optional(z.string()),
  range_date: z.optional(z.string()),
  salon_resource_id: z.optional(z.string()),
});

/**
 * POST reservations and PUT reservations/{id}. A `salon_resource_id` that is not a positive number
 * means "no resource" (spec §3); `contact_address` is accepted and never stored.
 */
const reservationFields = {
  name: nameField,
  comment: textField,
  contact_address: z.optional(z.string()),
  course: z.optional(z.nullable(z.number())),
  member_id: z.optional(z.nullable(z.number())),
  date: dateField,
  from: fromField,
  to: toField,
  salon_resource_id: z.optional(z.nullable(z.number())),
  sub_resource_ids: z.optional(z.array(z.number())),
  resource_fee_is_charged: z.optional(booleanField),
  memo: textField,
  status: z.optional(z.enum(SALON_RESERVATION_STATUSES, { error: M.status })),
  /** Go on past a shift warning (SALON_CONFIRM_KEY); never stored. */
  confirm: confirmField,
};
export const salonReservationInputSchema = z.strictObject(reservationFields).check(endAfterStart);
export type SalonReservationInput = z.infer<typeof salonReservationInputSchema>;

/** PATCH reservations/{id}: only these keys (spec §5); any other is 422. */
export const SALON_RESERVATION_PATCH_KEYS = [
  'status',
  'memo',
  'checked_at',
  'visit_status',
  'is_attended',
] as const;
/**
 * PATCH reservations/{id}: those keys only; any other key is 422 (under `_`). A body with none is
 * 422 too (said by the server: an example body of the schema's required keys must pass it).
 * PATCH reservations?attr={key} runs it on `{ [key]: value }`.
 */
export const salonReservationPatchSchema = z.strictObject(
  {
    status: z.optional(z.enum(SALON_RESERVATION_STATUSES, { error: M.status })),
    memo: textField,
    checked_at: z.optional(
      z.nullable(
        z
          .string({ error: M.instant })
          .check(z.refine((value) => !Number.isNaN(Date.parse(value)), { error: M.instant })),
      ),
    ),
    visit_status: z.optional(z.nullable(z.enum(SALON_VISIT_STATUSES, { error: M.visitStatus }))),
    is_attended: z.optional(booleanField),
  },
  { error: (problem) => (problem.code === 'unrecognized_keys' ? M.patchKeys : undefined) },
);
export type SalonReservationPatch = z.infer<typeof salonReservationPatchSchema>;

/**
 * PUT reservations (spec §7, the id in the body): the same change as PUT reservations/{id}.
 * PATCH reservations?attr={key} (spec §7): `{ id, value }` sets one of SALON_RESERVATION_PATCH_KEYS.
 */
export const salonReservationUpdateSchema = z.strictObject({ id, ...reservationFields }).check(endAfterStart);
export const salonReservationAttrPatchSchema = z.strictObject({ id, value: z.unknown() });

/** GET events: where a reconnecting client resumes when it cannot send `Last-Event-ID`. */
export const salonEventsQuerySchema = z.object({ last_event_id: z.optional(z.string()) });
/** The event stream's body (text/event-stream), described for the document. */
export const salonEventStreamSchema = z.string().check(z.describe('text/event-stream'));

/** POST reservations/{id}/judge/{childId}/edit|cancel. */
export const SALON_JUDGE_STATUSES = ['approved', 'denied'] as const;
export const salonJudgeSchema = z.strictObject({
  status: z.enum(SALON_JUDGE_STATUSES, { error: M.judgeStatus }),
});

// ---------------------------------------------------------------------------------------------
// Block times (spec §3 "Block time")

export const salonBlockTimeSchema = z.object({
  id,
  date,
  from: time,
  to: time,
  salon_resource_id: id,
  is_confirmed: z.boolean(),
});
export type SalonBlockTime = z.infer<typeof salonBlockTimeSchema>;
export const salonBlockTimeListSchema = z.array(salonBlockTimeSchema);
export const salonBlockTimeInputSchema = z
  .strictObject({
    date: dateField,
    from: fromField,
    to: toField,
    salon_resource_id: z.number(),
    is_confirmed: z.optional(booleanField),
  })
  .check(endAfterStart);
export type SalonBlockTimeInput = z.infer<typeof salonBlockTimeInputSchema>;
/** GET block_times?range_date=…&salon_resource_id=. */
export const salonBlockTimeQuerySchema = z.object({
  range_date: z.string(),
  salon_resource_id: z.optional(z.string()),
});

/** DELETE resources/{id} while it has reservations from today on: 422 naming them (unless ?force=1). */
export const salonResourceDeleteQuerySchema = z.object({ force: z.optional(z.string()) });

// ---------------------------------------------------------------------------------------------
// Real-time channel (spec §4 "Reservations", §7 "Real-time channel")

/** Customer-side events: the console lists and notifies them (spec §4, with these labels). */
export const SALON_CUSTOMER_EVENT_TYPES = [
  'create',
  'update',
  'create_request',
  'update_request',
  'cancel',
  'cancel_request',
  'delete_cancel_request',
  'delete_update_request',
] as const;
/**
 * Staff-side events: a reservation written by staff (manager_*) or a request judged (approve_*,
 * deny_*). The console updates its lists from them but notifies nothing (spec §4: ignored).
 */
export const SALON_STAFF_EVENT_TYPES = [
  'manager_create',
  'manager_update',
  'manager_delete',
  'approve_update',
  'approve_cancel',
  'deny_update',
  'deny_cancel',
] as const;
export const SALON_EVENT_TYPES = [...SALON_CUSTOMER_EVENT_TYPES, ...SALON_STAFF_EVENT_TYPES] as const;
export type SalonEventType = (typeof SALON_EVENT_TYPES)[number];
export type SalonCustomerEventType = (typeof SALON_CUSTOMER_EVENT_TYPES)[number];

/** The SSE event name on /api/salon/{sid}/events; the data is this object as JSON, the id its number. */
export const SALON_EVENT_NAME = 'salon_reservation_event';
export const salonReservationEventSchema = z.object({
  id,
  reservation_id: id,
  reservation_change_child_id: z.nullable(id),
  reservation_delete_child_id: z.nullable(id),
  event_type: z.enum(SALON_EVENT_TYPES),
  member_display_name: z.nullable(z.string()),
  icon_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type SalonReservationEvent = z.infer<typeof salonReservationEventSchema>;
/** A client reconnecting with Last-Event-ID gets what it missed from this far back. */
export const SALON_EVENT_REPLAY_SECONDS = 300;

// ---------------------------------------------------------------------------------------------
// Salon configuration (spec §7 "Salon configuration", §5)

/** PATCH configs?attr= accepts only these keys (spec §5); any other is 422. */
export const SALON_CONFIG_SWITCHES = ['enable_online', 'sync_shift', 'push_notification'] as const;
export type SalonConfigSwitch = (typeof SALON_CONFIG_SWITCHES)[number];
export const SALON_CONFIG_SWITCH_LABELS: Readonly<Record<SalonConfigSwitch, string>> = {
  enable_online: 'オンライン予約を受け付ける',
  sync_shift: 'シフトを外部カレンダーと同期する',
  push_notification: '予約の通知を受け取る',
};

/** Typed configs of PUT configs/{type}. */
export const SALON_CONFIG_TYPES = ['opening', 'reservation'] as const;
export type SalonConfigType = (typeof SALON_CONFIG_TYPES)[number];

/** Opening hours of one weekday (0 Sunday … 6 Saturday); null times mean closed that weekday. */
export const salonWeekdayHoursSchema = z.object({
  weekday: z.int(),
  open: z.nullable(time),
  close: z.nullable(time),
});
export const salonOpeningConfigSchema = z.object({
  /** Seven entries, Sunday first. */
  weekly: z.array(salonWeekdayHoursSchema),
  /** Extra closed days (年末年始, 臨時休業). */
  closed_dates: z.array(date),
  /** Open on Japanese public holidays (祝日) with the weekday's hours; closed otherwise. */
  open_on_holidays: z.boolean(),
});
export type SalonOpeningConfig = z.infer<typeof salonOpeningConfigSchema>;

/** Online-booking rules: slot step, lead time, how far ahead, until when customers may cancel. */
export const salonReservationConfigSchema = z.object({
  slot_step: z.int(),
  lead_time_minutes: z.int(),
  horizon_days: z.int(),
  cancel_deadline_hours: z.int(),
});
export type SalonReservationConfig = z.infer<typeof salonReservationConfigSchema>;

export const salonConfigSchema = z.object({
  enable_online: z.boolean(),
  sync_shift: z.boolean(),
  push_notification: z.boolean(),
  opening: salonOpeningConfigSchema,
  reservation: salonReservationConfigSchema,
});
export type SalonConfig = z.infer<typeof salonConfigSchema>;

/** PUT configs: the three switches at once. */
export const salonConfigSwitchesInputSchema = z.strictObject({
  enable_online: booleanField,
  sync_shift: booleanField,
  push_notification: booleanField,
});
/** PATCH configs?attr=enable_online|sync_shift|push_notification: every switch is true or false. */
export const salonConfigSwitchPatchSchema = z.strictObject({ value: booleanField });

/** One weekday's hours as sent: both null (closed), or an open 00:00 … 23:59 before a close ≤ 24:00. */
const weekdayHoursInput = z
  .strictObject({
    weekday: z.number({ error: M.weekly }),
    open: z.nullable(z.string({ error: M.time })),
    close: z.nullable(z.string({ error: M.time })),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.open === null && value.close === null) return;
      const open = value.open === null ? null : salonMinutes(value.open);
      const close = value.close === null ? null : salonMinutes(value.close);
      if (open === null || open === 1440) ctx.issues.push(issue(value, M.time, ['open']));
      if (close === null) ctx.issues.push(issue(value, M.time, ['close']));
      else if (open !== null && close <= open) ctx.issues.push(issue(value, M.fromBeforeTo, ['close']));
    }),
  );

/**
 * PUT configs/opening: seven weekdays (Sunday first, `weekday` 0 … 6 in order), the extra closed
 * dates (real dates; repeated ones are kept once, sorted by the server) and whether the salon opens
 * on 祝日 (default true).
 */
export const salonOpeningConfigInputSchema = z.strictObject({
  weekly: z.array(weekdayHoursInput, { error: M.weekly }).check(
    z.superRefine((value, ctx) => {
      if (value.length !== 7) ctx.issues.push(issue(value, M.weekly, []));
      value.forEach((item, index) => {
        if ((item as { weekday?: unknown } | null)?.weekday !== index) {
          ctx.issues.push(issue(value, M.weekly, [index, 'weekday']));
        }
      });
    }, everyList),
  ),
  closed_dates: z.array(dateField, { error: M.date }),
  open_on_holidays: z.optional(booleanField),
});
export type SalonOpeningConfigInput = z.infer<typeof salonOpeningConfigInputSchema>;

/** The step of the online booking's start times (minutes). */
export const SALON_SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
/** PUT configs/reservation: whole numbers in these ranges (lead time ≤ a week, cancel ≤ a week). */
export const salonReservationConfigInputSchema = z.strictObject({
  slot_step: z.number({ error: M.oneOf(SALON_SLOT_STEPS) }).check(
    z.refine((value) => (SALON_SLOT_STEPS as readonly number[]).includes(value), {
      error: M.oneOf(SALON_SLOT_STEPS),
    }),
  ),
  lead_time_minutes: wholeNumber(0, 7 * 24 * 60, M.integer(0, 7 * 24 * 60)),
  horizon_days: wholeNumber(1, 365, M.integer(1, 365)),
  cancel_deadline_hours: wholeNumber(0, 7 * 24, M.integer(0, 7 * 24)),
});

/** The body schema of PUT configs/{type}, by type. */
export const SALON_TYPED_CONFIG_SCHEMAS = {
  opening: salonOpeningConfigInputSchema,
  reservation: salonReservationConfigInputSchema,
} as const;
/**
 * PUT configs/{type}: the typed config. Its shape depends on {type}, so the operation takes an
 * object and the server runs SALON_TYPED_CONFIG_SCHEMAS[type] (same messages as a body schema).
 */
export const salonTypedConfigInputSchema = z
  .record(z.string(), z.unknown())
  .check(
    z.describe(
      'configs/opening: salonOpeningConfigInputSchema; configs/reservation: salonReservationConfigInputSchema',
    ),
  );
export const salonConfigQuerySchema = z.object({ attr: z.optional(z.string()), y: z.optional(z.string()) });

/** One day of GET configs?attr=opening&y=: open or not, with hours and why. */
export const salonOpeningDaySchema = z.object({
  date,
  open: z.boolean(),
  from: z.nullable(time),
  to: z.nullable(time),
  /** The public holiday's name (元日, 海の日 …), else null. */
  holiday: z.nullable(z.string()),
  /** Why it is closed: weekly (定休日), closed_date (臨時休業), holiday (祝日); null when open. */
  closed_reason: z.nullable(z.enum(['weekly', 'closed_date', 'holiday'])),
});
export const salonOpeningYearSchema = z.object({ year: z.int(), days: z.array(salonOpeningDaySchema) });
export type SalonOpeningYear = z.infer<typeof salonOpeningYearSchema>;

// ---------------------------------------------------------------------------------------------
// Online configuration and salon URLs (spec §7 "Online configuration")

export const salonCustomerFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(SALON_CUSTOMER_FIELD_TYPES),
  required: z.boolean(),
  /** For `select`. */
  choices: z.array(z.string()),
});
export type SalonCustomerField = z.infer<typeof salonCustomerFieldSchema>;

export const salonShopInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  tel: z.string(),
  access: z.string(),
  description: z.string(),
});
export type SalonShopInfo = z.infer<typeof salonShopInfoSchema>;

export const salonOnlineActionsSchema = z.object({
  /** Shown to the customer after booking. */
  thanks_message: z.string(),
  /** Customers may ask to change or cancel from their booking page. */
  allow_change: z.boolean(),
  allow_cancel: z.boolean(),
});

export const salonOnlineConfigSchema = z.object({
  id,
  shop_info: salonShopInfoSchema,
  customer_info: z.array(salonCustomerFieldSchema),
  actions: salonOnlineActionsSchema,
});
export type SalonOnlineConfig = z.infer<typeof salonOnlineConfigSchema>;
export const salonOnlineConfigListSchema = z.array(salonOnlineConfigSchema);

/** The shop as the customer sees it: a name (required) and optional texts. */
export const salonShopInfoInputSchema = z.strictObject({
  name: requiredText(100),
  address: shortText(200),
  tel: shortText(20),
  access: shortText(500),
  description: shortText(2000),
});
export const SALON_CUSTOMER_FIELD_ID_PATTERN = /^[a-z0-9_]{1,40}$/;
export const SALON_MAX_CUSTOMER_FIELDS = 30;
/** A field the customer fills in; a `select` needs one choice at least (empty choices are dropped). */
export const salonCustomerFieldInputSchema = z
  .strictObject({
    id: z.string({ error: M.fieldId }).check(z.regex(SALON_CUSTOMER_FIELD_ID_PATTERN, { error: M.fieldId })),
    label: requiredText(50),
    type: z.enum(SALON_CUSTOMER_FIELD_TYPES, { error: M.fieldType }),
    required: z.optional(booleanField),
    choices: z.optional(z.array(shortText(50))),
  })
  .check(
    z.refine((value) => value.type !== 'select' || (value.choices ?? []).some((choice) => !!choice), {
      error: M.choices,
      path: ['choices'],
    }),
  );
export type SalonCustomerFieldInput = z.infer<typeof salonCustomerFieldInputSchema>;
/** PUT online_configs/{id}: the shop and the customer fields, whole (30 at most, ids unique). */
export const salonOnlineConfigInputSchema = z.strictObject({
  shop_info: salonShopInfoInputSchema,
  customer_info: z.array(salonCustomerFieldInputSchema).check(
    z.refine(
      (fields) => {
        const ids = fields.map((field) => (field as { id?: unknown } | null)?.id);
        return new Set(ids).size === ids.length;
      },
      { error: M.duplicateField, ...everyList },
    ),
    z.refine((fields) => fields.length <= SALON_MAX_CUSTOMER_FIELDS, {
      error: M.tooManyFields,
      ...everyList,
    }),
  ),
});
/** PUT online_configs/{id}/actions: the thanks text (1000 characters) and the two permissions. */
export const salonOnlineActionsInputSchema = z.strictObject({
  thanks_message: shortText(1000),
  allow_change: z.optional(booleanField),
  allow_cancel: z.optional(booleanField),
});
export type SalonShopInfoInput = z.infer<typeof salonShopInfoInputSchema>;
export type SalonOnlineConfigInput = z.infer<typeof salonOnlineConfigInputSchema>;
export type SalonOnlineActionsInput = z.infer<typeof salonOnlineActionsInputSchema>;
/** PATCH online_configs?attr=customer:upsert | customer:remove | customer:sort | shop. */
export const SALON_ONLINE_PATCH_ATTRS = [
  'customer:upsert',
  'customer:remove',
  'customer:sort',
  'shop',
] as const;
/** The body of each PATCH online_configs?attr= (the server runs the one of the attr). */
export const SALON_ONLINE_PATCH_SCHEMAS = {
  'customer:upsert': z.strictObject({ item: salonCustomerFieldInputSchema }),
  'customer:remove': z.strictObject({ id: z.string() }),
  'customer:sort': z.strictObject({ sorted_ids: z.array(z.string()) }),
  shop: z.strictObject({ shop_info: salonShopInfoInputSchema }),
} as const;
/** PATCH online_configs?attr=: its shape depends on the attr (SALON_ONLINE_PATCH_SCHEMAS). */
export const salonOnlinePatchSchema = z
  .record(z.string(), z.unknown())
  .check(
    z.describe('customer:upsert {item}, customer:remove {id}, customer:sort {sorted_ids}, shop {shop_info}'),
  );

export const salonUrlSchema = z.object({
  id,
  /** The public booking page's path segment: /r/{slug}. */
  slug: z.string(),
  label: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type SalonUrl = z.infer<typeof salonUrlSchema>;
export const salonUrlListSchema = z.array(salonUrlSchema);
/** A public URL's name: lower-case letters, digits and hyphens, 3 to 40, not starting or ending with `-`. */
export const SALON_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const SALON_URL_LABEL_MAX_LENGTH = 50;
/** POST salon_urls: a label (required, 50 characters) and a slug (empty or absent: the server makes one). */
export const salonUrlInputSchema = z.strictObject({
  label: z.string({ error: M.required }).check(
    z.trim(),
    z.minLength(1, { error: M.required }),
    z.refine((value) => lineLength(value) <= SALON_URL_LABEL_MAX_LENGTH, {
      error: M.tooLong(SALON_URL_LABEL_MAX_LENGTH),
    }),
  ),
  slug: z.optional(
    z.string({ error: M.slug }).check(
      z.trim(),
      z.toLowerCase(),
      z.refine((value) => value === '' || SALON_SLUG_PATTERN.test(value), { error: M.slug }),
    ),
  ),
});
export const salonOnlineUrlSchema = z.object({ online_url: z.nullable(z.string()) });

// ---------------------------------------------------------------------------------------------
// Episodes and follows (spec §3 "Episode / follow", §7)

/** spec §3: type 10 is an episode (before the visit); any other a follow (after it). 20 here. */
export const EPISODE_TYPE = 10;
export const FOLLOW_TYPE = 20;
export const EPISODE_STEP_TIMINGS = ['before_start', 'after_end'] as const;
export const EPISODE_STEP_TIMING_LABELS: Readonly<Record<(typeof EPISODE_STEP_TIMINGS)[number], string>> = {
  before_start: '予約の開始前',
  after_end: '予約の終了後',
};
/** A step sends `message` to the member this many minutes before the start or after the end. */
export const episodeStepSchema = z.object({
  timing: z.enum(EPISODE_STEP_TIMINGS),
  offset_minutes: z.int(),
  message: z.string(),
});
export type EpisodeStep = z.infer<typeof episodeStepSchema>;
export const episodeSchema = z.object({
  id,
  type: z.int(),
  name: z.string(),
  steps: z.array(episodeStepSchema),
  /** Set when deleted (spec §3); a deleted one is no longer linked or listed. */
  hid_at: z.nullable(z.string()),
});
export type Episode = z.infer<typeof episodeSchema>;
export const episodeListSchema = z.array(episodeSchema);
/** POST episodes: the type (10 an episode, any other 0 … 99 a follow) and an optional name. */
export const episodeCreateSchema = z.strictObject({
  type: wholeNumber(0, 99, M.episodeType),
  name: z.optional(
    z.string({ error: M.tooLong(SALON_NAME_MAX_LENGTH) }).check(
      z.trim(),
      z.refine((value) => lineLength(value) <= SALON_NAME_MAX_LENGTH, {
        error: M.tooLong(SALON_NAME_MAX_LENGTH),
      }),
    ),
  ),
});
export const EPISODE_MAX_STEPS = 20;
/** A step's offset: 0 … 86400 minutes (60 days) before the start or after the end. */
export const EPISODE_MAX_OFFSET_MINUTES = 60 * 24 * 60;
export const episodeStepInputSchema = z.strictObject({
  timing: z.enum(EPISODE_STEP_TIMINGS, { error: M.timing }),
  offset_minutes: wholeNumber(0, EPISODE_MAX_OFFSET_MINUTES, M.integer(0, EPISODE_MAX_OFFSET_MINUTES)),
  /** LINE text: 1 … 1000 characters, trimmed. */
  message: requiredText(1000),
});
/** POST episodes/{id}/steps: the steps, whole, in order (20 at most). */
export const episodeStepsInputSchema = z.strictObject({
  steps: z.array(episodeStepInputSchema).check(
    z.refine((steps) => steps.length <= EPISODE_MAX_STEPS, {
      error: M.tooManySteps(EPISODE_MAX_STEPS),
      ...everyList,
    }),
  ),
});
export type EpisodeStepsInput = z.infer<typeof episodeStepsInputSchema>;
/** PATCH /api/line/slot_groups/{sid}/salon?attr=episode_id|follow_id, body {value: id | null}. */
export const SLOT_GROUP_ATTRS = ['episode_id', 'follow_id'] as const;
export const slotGroupPatchSchema = z.strictObject({ value: z.nullable(z.number()) });

// ---------------------------------------------------------------------------------------------
// Calendar feed (ICS) per resource

/** GET/POST resources/{id}/ics: the secret subscription address, null until one is made. */
export const salonFeedSchema = z.object({ url: z.nullable(z.string()) });
/** The feed holds the resource's reservations and block times from this many days back … ahead. */
export const SALON_FEED_DAYS_BACK = 30;
export const SALON_FEED_DAYS_AHEAD = 180;

// External calendars (spec §7 "External calendars") ------------------------------------------------

/** What a linked Google calendar receives: the resource's shifts or its reservations and block times. */
export const GOOGLE_CALENDAR_PURPOSES = ['shift', 'reservation'] as const;
export type GoogleCalendarPurpose = (typeof GOOGLE_CALENDAR_PURPOSES)[number];
export const GOOGLE_CALENDAR_PURPOSE_LABELS: Record<GoogleCalendarPurpose, string> = {
  shift: 'シフト',
  reservation: '予約',
};

/** POST googlecalendars (the server checks each field and answers 422 in Japanese). */
export const googleCalendarLinkInputSchema = z.strictObject({
  salon_resource_id: z.number(),
  google_token_id: z.number(),
  google_calendar_id: z
    .string({ error: M.calendarId })
    .check(z.trim(), z.minLength(1, { error: M.calendarId }), z.maxLength(1024, { error: M.calendarId })),
  link_target: z.enum(GOOGLE_CALENDAR_PURPOSES, { error: M.linkTarget }),
});
export type GoogleCalendarLinkInput = z.infer<typeof googleCalendarLinkInputSchema>;

/** One purpose of a linked calendar (the association of DELETE …/{purpose}/{associationId}). */
export const googleCalendarAssociationSchema = z.object({
  id: id,
  purpose: z.enum(GOOGLE_CALENDAR_PURPOSES),
  /** Changes wait to be copied to Google (the sync runs in the background). */
  pending: z.boolean(),
  last_synced_at: z.nullable(z.string()),
  /** The last failure in Japanese, null once a sync succeeds. */
  last_error: z.nullable(z.string()),
  /** Events this link keeps in the Google calendar. */
  event_count: id,
});
export type GoogleCalendarAssociation = z.infer<typeof googleCalendarAssociationSchema>;

/** A resource's calendar in a connected Google account (the primary of the paths). */
export const googleCalendarSchema = z.object({
  id: id,
  salon_resource_id: id,
  google_token_id: id,
  google_email: z.string(),
  google_calendar_id: z.string(),
  associations: z.array(googleCalendarAssociationSchema),
});
export type GoogleCalendar = z.infer<typeof googleCalendarSchema>;
export const googleCalendarListSchema = z.array(googleCalendarSchema);

/** A Google account the operator connected; the tokens themselves never leave the server. */
export const googleTokenSchema = z.object({
  id: id,
  email: z.string(),
  /** false once Google refused the token (revoked or expired): connect again. */
  valid: z.boolean(),
  created_at: z.string(),
});
export type GoogleToken = z.infer<typeof googleTokenSchema>;
export const googleTokenListSchema = z.array(googleTokenSchema);

/** A calendar of a connected account the link may write to. */
export const googleCalendarChoiceSchema = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
  writable: z.boolean(),
});
export const googleCalendarChoiceListSchema = z.array(googleCalendarChoiceSchema);

/** POST google_tokens/connect: where to send the operator's browser for Google's consent. */
export const googleConnectSchema = z.object({ url: z.string() });
