import { createHash, randomBytes } from 'node:crypto';
import { toOemCode } from '@console/contract';
import {
  PUBLIC_BOOKING_MESSAGES,
  PUBLIC_SLUG_PATTERN,
  PUBLIC_TOKEN_PATTERN,
  type PublicBooking,
  type PublicBookingCreated,
  type PublicBookingInput,
  type PublicCourse,
  type PublicSalon,
  type PublicSlots,
  type PublicStaff,
  publicCustomerSchema,
  type SalonCourse,
  type SalonCustomerField,
  type SalonResource,
  type SalonUnlinkMatrix,
} from '@console/contract/salon';
import { fieldErrors } from '@console/contract/validation';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { HttpError } from '../http-error';
import { messages } from '../plugins/messages';
import { type AvailabilityInput, availableSlots, canBook } from './availability';
import { getConfig, listOnlineConfigs, openingYear } from './config';
import { customerAnswersToStore } from './customer-answers';
import { dateOf, dayOf, minutesOf, timeOf } from './dates';
import { recordEvent } from './events';
import { listBlockTimes, listReservations, tokyoMinutes, tokyoToday } from './reservations';
import {
  salonBlockTimes,
  salonBookingKeys,
  salonCourses,
  salonReservationRequests,
  salonReservations,
  salonResources,
  salons,
  salonUrls,
} from './schema';
import { getUnlinks, listCourses, listResources, listTimeShifts, lockSalon, type Tx } from './service';

type FieldErrors = Record<string, string[]>;
const notFound = () => new HttpError(404, messages.notFound);
function fail(errors: FieldErrors): never {
  throw new HttpError(422, messages.validation, errors);
}

/*
 * Booking from the public page (issue 15), and the customer's change and cancel requests.
 *
 * No double booking: every booking of a salon runs in a transaction that first locks the salon's
 * row (SELECT … FOR UPDATE), then reads that day's reservations and block times and checks the
 * slot with `canBook` — the same rule the page's free times come from. Bookings of one salon are
 * thus taken one after another, on PostgreSQL and on PGlite alike. An exclusion constraint
 * (btree_gist over resource and time range) cannot say "within a shift and the opening hours,
 * with both courses' buffers, on main and sub-resources", and a serialisable transaction would
 * make the 49 losers retry until they see the winner; the row lock gives them a plain answer at
 * once, and salons are small enough that one lock per salon does not queue customers.
 */

/**
 * What only the server can say (the database's state). The input's own rules and their words are
 * the contract's (publicBookingInputSchema, publicCustomerSchema, PUBLIC_BOOKING_MESSAGES).
 */
export const bookingMessages = {
  taken: 'この時間はほかの予約で埋まりました。別の時間をお選びください。',
  closed: 'このサロンは現在オンライン予約を受け付けていません。',
  pending: 'すでにリクエストを送っています。サロンからの返事をお待ちください。',
  deadline: '変更・キャンセルの受付期限を過ぎています。サロンにお電話でご連絡ください。',
  notAllowed: 'このサロンではオンラインでの変更・キャンセルを受け付けていません。',
  cancelled: 'この予約はキャンセルされています。',
  noRequest: '取り下げるリクエストはありません。',
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const KEY_KEEP_MS = 24 * 60 * 60_000;
const ANY = 'any';

/**
 * The customer's answers checked against the salon's fields by the contract's schema (the page
 * runs the same before sending), the phone number against the numbering plan too; field errors
 * under `customer.{id}`, as the body's own.
 */
export function checkCustomer(
  fields: readonly SalonCustomerField[],
  input: Readonly<Record<string, string>>,
): { values: Record<string, string>; errors: FieldErrors } {
  const result = fieldErrors(
    publicCustomerSchema(fields, { validPhone: (plain) => isValidPhoneNumber(plain, 'JP') }),
    input,
  );
  if (!result.ok) {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([key, list]) => [`customer.${key}`, list]),
    );
    return { values: {}, errors };
  }
  const values = Object.fromEntries(
    Object.entries(result.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { values, errors: {} };
}

/** One day's availability input for a course, read in the booking's transaction after the lock. */
async function dayInput(
  tx: Tx,
  salonId: number,
  course: { id: number; duration: number; buffer_before: number; buffer_after: number },
  date: string,
  resourceId: number | 'any',
  now: Date,
  exceptReservation?: number,
): Promise<AvailabilityInput> {
  // Every read in the transaction (PGlite has one connection: a read beside it would wait for it).
  const db = tx as unknown as Db;
  const config = await getConfig(db, salonId);
  const resources = await listResources(db, salonId);
  const courses = await listCourses(db, salonId);
  const unlinks = await getUnlinks(db, salonId);
  const shifts = await listTimeShifts(db, salonId, `${date}..${date}`, undefined);
  const reservations = await tx
    .select()
    .from(salonReservations)
    .where(
      and(
        eq(salonReservations.salonId, salonId),
        eq(salonReservations.date, date),
        ne(salonReservations.status, 'cancelled'),
      ),
    );
  const blocks = await tx
    .select()
    .from(salonBlockTimes)
    .where(and(eq(salonBlockTimes.salonId, salonId), eq(salonBlockTimes.date, date)));
  const opening = openingYear(config.opening, Number(date.slice(0, 4))).days.find((d) => d.date === date);
  return {
    first: date,
    last: date,
    course,
    resources: staffFor(resources, unlinkSet(unlinks), course.id),
    unlinks: unlinkSet(unlinks),
    shifts: shifts.map((s) => ({
      salon_resource_id: s.salon_resource_id,
      date: s._date,
      from: s.from,
      to: s.to,
    })),
    reservations: reservations
      .filter((r) => r.id !== exceptReservation)
      .map((r) => ({
        salon_resource_id: r.resourceId,
        sub_resource_ids: r.subResourceIds,
        course: r.courseId,
        date: r.date,
        from: r.from,
        to: r.to,
        status: r.status,
      })),
    courses: new Map(courses.map((c) => [c.id, c])),
    blocks: blocks
      .filter((b) => b.resourceId !== null)
      .map((b) => ({ salon_resource_id: b.resourceId as number, date: b.date, from: b.from, to: b.to })),
    opening: new Map([
      [date, opening?.open && opening.from && opening.to ? { from: opening.from, to: opening.to } : null],
    ]),
    rules: config.reservation,
    now: { date: tokyoToday(now), minutes: tokyoMinutes(now) },
    resourceId,
  };
}

/** The resource a booking at `from` goes to (the chosen one, or "any"'s rule), or null when none can. */
function resourceFor(input: AvailabilityInput, date: string, from: string): number | null {
  if (input.resourceId !== ANY) {
    return canBook(input, { date, from, resource_id: input.resourceId }) ? input.resourceId : null;
  }
  return availableSlots(input).find((slot) => slot.from === from)?.resource_id ?? null;
}

/** The salon behind a public slug, or 404 (an unknown slug reveals nothing). */
export async function salonBySlug(
  db: Db | Tx,
  slug: string,
): Promise<{ id: number; name: string; oemCode: string }> {
  // The API's params schema says the same; the page route (/r/{slug}) has none.
  if (!PUBLIC_SLUG_PATTERN.test(slug)) throw notFound();
  const [row] = await db
    .select({ id: salons.id, name: salons.name, oemCode: accounts.oemCode })
    .from(salonUrls)
    .innerJoin(salons, eq(salons.id, salonUrls.salonId))
    .innerJoin(accounts, eq(accounts.id, salons.accountId))
    .where(eq(salonUrls.slug, slug));
  if (!row) throw notFound();
  return row;
}

/** The unlinks as `${resourceId}:${courseId}` keys (the availability input's form). */
export const unlinkSet = (unlinks: SalonUnlinkMatrix): Set<string> =>
  new Set(unlinks.data.map((u) => `${u.salon_resource_id}:${u.salon_course_id}`));

/**
 * The resources a customer may be given for a course: staff (rooms and equipment stay the salon's
 * to assign), active, bookable online, not unlinked from it. The staff list, the free times and
 * the booking all use this one rule.
 */
export function staffFor<T extends SalonResource>(
  resources: readonly T[],
  unlinks: ReadonlySet<string>,
  courseId: number,
): T[] {
  return resources.filter(
    (r) => r.kind === 'staff' && r.is_active && r.is_online && !unlinks.has(`${r.id}:${courseId}`),
  );
}

/** The customer's view of a booking (by its row), never the salon's memo or internal fields. */
async function view(db: Db | Tx, reservationId: number, now: Date): Promise<PublicBooking> {
  const [row] = await db.select().from(salonReservations).where(eq(salonReservations.id, reservationId));
  if (!row) throw notFound();
  const [salon] = await db
    .select({ id: salons.id, name: salons.name, oemCode: accounts.oemCode })
    .from(salons)
    .innerJoin(accounts, eq(accounts.id, salons.accountId))
    .where(eq(salons.id, row.salonId));
  if (!salon) throw notFound();
  const [course] = row.courseId
    ? await db.select().from(salonCourses).where(eq(salonCourses.id, row.courseId))
    : [];
  const [resource] = row.resourceId
    ? await db.select().from(salonResources).where(eq(salonResources.id, row.resourceId))
    : [];
  const requests = await db
    .select()
    .from(salonReservationRequests)
    .where(eq(salonReservationRequests.reservationId, row.id))
    .orderBy(desc(salonReservationRequests.id));
  const change = requests.find((r) => r.kind === 'change');
  const cancel = requests.find((r) => r.kind === 'cancel');
  const [url] = await db
    .select()
    .from(salonUrls)
    .where(eq(salonUrls.salonId, salon.id))
    .orderBy(salonUrls.id);
  const config = await getConfig(db as Db, salon.id);
  const [online] = await listOnlineConfigs(db as Db, salon.id, salon.name);
  const start = Date.parse(`${row.date}T${row.from}:00+09:00`);
  const deadline = new Date(start - config.reservation.cancel_deadline_hours * 3_600_000);
  const open = row.status !== 'cancelled' && row.status !== 'visited' && now < deadline;
  const pending = requests.some((r) => r.status === 'pending');
  return {
    salon: online?.shop_info.name || salon.name,
    oem: toOemCode(salon.oemCode),
    tel: online?.shop_info.tel ?? '',
    slug: url?.slug ?? null,
    course: course
      ? { id: course.id, name: course.name, duration: course.duration, price: course.price }
      : { id: 0, name: '', duration: (minutesOf(row.to) ?? 0) - (minutesOf(row.from) ?? 0), price: 0 },
    staff: resource && resource.kind === 'staff' ? { id: resource.id, name: resource.name } : null,
    date: row.date,
    from: row.from,
    to: row.to,
    status: row.status === 'cancelled' ? 'cancelled' : row.status === 'visited' ? 'visited' : 'booked',
    change_request:
      change?.date && change.from && change.to
        ? {
            date: change.date,
            from: change.from,
            to: change.to,
            status: change.status as NonNullable<PublicBooking['change_request']>['status'],
          }
        : null,
    cancel_request: cancel
      ? { status: cancel.status as NonNullable<PublicBooking['cancel_request']>['status'] }
      : null,
    can_change: open && !pending && (online?.actions.allow_change ?? false),
    can_cancel: open && !pending && (online?.actions.allow_cancel ?? false),
    deadline: deadline.toISOString(),
    thanks_message: online?.actions.thanks_message ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Reads

/*
 * The public booking page's reads (issue 15). Every answer is built field by field from what a
 * customer may see; the salon's own rows are never passed through.
 */

export async function publicSalon(db: Db, slug: string): Promise<PublicSalon> {
  const salon = await salonBySlug(db, slug);
  const [config, [online]] = await Promise.all([
    getConfig(db, salon.id),
    listOnlineConfigs(db, salon.id, salon.name),
  ]);
  if (!online) throw notFound();
  return {
    name: salon.name,
    oem: toOemCode(salon.oemCode),
    shop_info: {
      name: online.shop_info.name,
      address: online.shop_info.address,
      tel: online.shop_info.tel,
      access: online.shop_info.access,
      description: online.shop_info.description,
    },
    accepting: config.enable_online,
    rules: {
      slot_step: config.reservation.slot_step,
      horizon_days: config.reservation.horizon_days,
      cancel_deadline_hours: config.reservation.cancel_deadline_hours,
    },
    customer_info: online.customer_info.map((field) => ({
      id: field.id,
      label: field.label,
      type: field.type,
      required: field.required,
      choices: [...field.choices],
    })),
    allow_change: online.actions.allow_change,
    allow_cancel: online.actions.allow_cancel,
  };
}

export async function publicCourses(db: Db, slug: string): Promise<PublicCourse[]> {
  const salon = await salonBySlug(db, slug);
  return (await listCourses(db, salon.id))
    .filter((course) => course.is_online)
    .map((course) => ({ id: course.id, name: course.name, duration: course.duration, price: course.price }));
}

/** The online course a query names (`course=` digits), or 422. */
function onlineCourse(courses: readonly SalonCourse[], text: string): SalonCourse {
  const course = /^\d{1,9}$/.test(text)
    ? courses.find((c) => c.id === Number(text) && c.is_online)
    : undefined;
  if (!course) fail({ course: [PUBLIC_BOOKING_MESSAGES.course] });
  return course;
}

/** Staff a customer may pick for the course: staff (not rooms), active, online, serving it. */
export async function publicStaff(db: Db, slug: string, courseText: string): Promise<PublicStaff[]> {
  const salon = await salonBySlug(db, slug);
  const [courses, resources, unlinks] = await Promise.all([
    listCourses(db, salon.id),
    listResources(db, salon.id),
    getUnlinks(db, salon.id),
  ]);
  const course = onlineCourse(courses, courseText);
  return staffFor(resources, unlinkSet(unlinks), course.id).map((r) => ({ id: r.id, name: r.name }));
}

/**
 * GET slots: the month's free starts of a course for one staff member or any. When the salon does
 * not take online bookings, the month is empty (the page says so from `accepting`).
 */
export async function publicSlots(
  db: Db,
  slug: string,
  query: { course: string; month: string; staff?: string | undefined },
  now = new Date(),
): Promise<PublicSlots> {
  // The month's shape is the query schema's (publicSlotsQuerySchema).
  const salon = await salonBySlug(db, slug);
  const [config, courses, resources, unlinks] = await Promise.all([
    getConfig(db, salon.id),
    listCourses(db, salon.id),
    listResources(db, salon.id),
    getUnlinks(db, salon.id),
  ]);
  const course = onlineCourse(courses, query.course);
  const blocked = unlinkSet(unlinks);
  const staff = staffFor(resources, blocked, course.id);
  const staffText = query.staff ?? 'any';
  let resourceId: number | 'any' = 'any';
  if (staffText !== 'any') {
    const chosen = /^\d{1,9}$/.test(staffText) ? Number(staffText) : null;
    if (chosen === null || !staff.some((s) => s.id === chosen))
      fail({ staff: [PUBLIC_BOOKING_MESSAGES.staff] });
    resourceId = chosen;
  }
  if (!config.enable_online) return { month: query.month, slots: [] };
  const first = `${query.month}-01`;
  const firstDay = dayOf(first) ?? 0;
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  const last = dateOf(Date.UTC(year, month, 0) / 86_400_000);
  const today = tokyoToday(now);
  if (last < today || firstDay > (dayOf(today) ?? 0) + config.reservation.horizon_days) {
    return { month: query.month, slots: [] };
  }
  const range = `${first}..${last}`;
  const [shifts, reservations, blocks] = await Promise.all([
    listTimeShifts(db, salon.id, range, undefined),
    listReservations(db, salon.id, { range_date: range }),
    listBlockTimes(db, salon.id, { range_date: range }),
  ]);
  const days = openingYear(config.opening, year).days.filter((d) => d.date >= first && d.date <= last);
  const input: AvailabilityInput = {
    first,
    last,
    course,
    // Customers are given staff; rooms and equipment stay the salon's to assign.
    resources: staff,
    unlinks: blocked,
    shifts: shifts.map((s) => ({
      salon_resource_id: s.salon_resource_id,
      date: s._date,
      from: s.from,
      to: s.to,
    })),
    reservations,
    courses: new Map(courses.map((c) => [c.id, c])),
    blocks,
    opening: new Map(days.map((d) => [d.date, d.open && d.from && d.to ? { from: d.from, to: d.to } : null])),
    rules: config.reservation,
    now: { date: today, minutes: tokyoMinutes(now) },
    resourceId,
  };
  return {
    month: query.month,
    slots: availableSlots(input).map((slot) => ({ date: slot.date, from: slot.from, to: slot.to })),
  };
}

// ---------------------------------------------------------------------------------------------
// Booking and the customer's requests

/**
 * POST bookings: checks the input, then in one transaction under the salon's lock checks the slot
 * again and books it. 409 when the slot was taken meanwhile; a repeated Idempotency-Key answers
 * the first booking again.
 */
export async function createPublicBooking(
  db: Db,
  slug: string,
  input: PublicBookingInput,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<{ created: boolean; body: PublicBookingCreated }> {
  const salon = await salonBySlug(db, slug);
  const config = await getConfig(db, salon.id);
  if (!config.enable_online) throw new HttpError(409, bookingMessages.closed);
  const errors: FieldErrors = {};
  const course = (await listCourses(db, salon.id)).find((c) => c.id === input.course && c.is_online);
  if (!course) errors.course = [PUBLIC_BOOKING_MESSAGES.course];
  if (input.staff !== ANY) {
    const resources = await listResources(db, salon.id);
    const staff = resources.find((r) => r.id === input.staff && r.kind === 'staff');
    if (!staff) errors.staff = [PUBLIC_BOOKING_MESSAGES.staff];
  }
  const [online] = await listOnlineConfigs(db, salon.id, salon.name);
  const customer = checkCustomer(online?.customer_info ?? [], input.customer);
  Object.assign(errors, customer.errors);
  if (Object.keys(errors).length > 0 || !course) fail(errors);
  const keyHash = idempotencyKey === undefined ? null : hash(idempotencyKey);

  return db.transaction(async (tx) => {
    await lockSalon(tx, salon.id);
    if (keyHash !== null) {
      const [seen] = await tx
        .select()
        .from(salonBookingKeys)
        .where(and(eq(salonBookingKeys.salonId, salon.id), eq(salonBookingKeys.keyHash, keyHash)));
      if (seen && now.getTime() - seen.createdAt.getTime() < KEY_KEEP_MS) {
        return { created: false, body: seen.response as PublicBookingCreated };
      }
      if (seen) await tx.delete(salonBookingKeys).where(eq(salonBookingKeys.id, seen.id));
    }
    const day = await dayInput(tx, salon.id, course, input.date, input.staff, now);
    const resourceId = resourceFor(day, input.date, input.from);
    if (resourceId === null) throw new HttpError(409, bookingMessages.taken);
    const token = randomBytes(24).toString('base64url');
    const start = minutesOf(input.from) ?? 0;
    const name = customer.values.name || 'オンライン予約';
    const [row] = await tx
      .insert(salonReservations)
      .values({
        salonId: salon.id,
        name,
        comment: customer.values.note ?? '',
        courseId: course.id,
        date: input.date,
        from: input.from,
        to: timeOf(start + course.duration),
        resourceId,
        status: 'reserved',
        source: 'online',
        customerInfo: customerAnswersToStore(online?.customer_info ?? [], customer.values),
        publicTokenHash: hash(token),
      })
      .returning({ id: salonReservations.id });
    if (!row) throw new Error('insert returned nothing');
    await recordEvent(tx, salon.id, { eventType: 'create', reservationId: row.id, memberDisplayName: name });
    const body: PublicBookingCreated = { token, booking: await view(tx, row.id, now) };
    if (keyHash !== null) {
      await tx
        .insert(salonBookingKeys)
        .values({ salonId: salon.id, keyHash, reservationId: row.id, response: body });
    }
    return { created: true, body };
  });
}

export async function reservationByToken(db: Db | Tx, token: string) {
  // The API's params schema says the same; the page route (/r/b/{token}) has none.
  if (!PUBLIC_TOKEN_PATTERN.test(token)) throw notFound();
  const [row] = await db
    .select()
    .from(salonReservations)
    .where(eq(salonReservations.publicTokenHash, hash(token)));
  if (!row) throw notFound();
  return row;
}

export async function publicBooking(db: Db, token: string, now = new Date()): Promise<PublicBooking> {
  const row = await reservationByToken(db, token);
  return view(db, row.id, now);
}

/** The customer asks to move or cancel; staff judge it on the timeline (spec §3 change/cancel child). */
export async function requestPublicChange(
  db: Db,
  token: string,
  kind: 'change' | 'cancel',
  change: { date: string; from: string } | null,
  now = new Date(),
): Promise<PublicBooking> {
  // The new start's shape is the body schema's (publicChangeInputSchema).
  const found = await reservationByToken(db, token);
  return db.transaction(async (tx) => {
    await lockSalon(tx, found.salonId);
    const current = await view(tx, found.id, now);
    if (current.status === 'cancelled') throw new HttpError(409, bookingMessages.cancelled);
    const pending = await tx
      .select({ id: salonReservationRequests.id })
      .from(salonReservationRequests)
      .where(
        and(
          eq(salonReservationRequests.reservationId, found.id),
          inArray(salonReservationRequests.status, ['pending']),
        ),
      );
    if (pending.length > 0) throw new HttpError(409, bookingMessages.pending);
    const allowed = kind === 'change' ? current.can_change : current.can_cancel;
    if (!allowed) {
      throw new HttpError(
        409,
        now >= new Date(current.deadline) ? bookingMessages.deadline : bookingMessages.notAllowed,
      );
    }
    if (kind === 'cancel') {
      const [child] = await tx
        .insert(salonReservationRequests)
        .values({ reservationId: found.id, kind: 'cancel' })
        .returning({ id: salonReservationRequests.id });
      await recordEvent(tx, found.salonId, {
        eventType: 'cancel_request',
        reservationId: found.id,
        deleteChildId: child?.id ?? null,
        memberDisplayName: found.name,
      });
      return view(tx, found.id, now);
    }
    const wanted = change as { date: string; from: string };
    const [course] = found.courseId
      ? await tx.select().from(salonCourses).where(eq(salonCourses.id, found.courseId))
      : [];
    const duration = course?.duration ?? (minutesOf(found.to) ?? 0) - (minutesOf(found.from) ?? 0);
    const day = await dayInput(
      tx,
      found.salonId,
      {
        id: course?.id ?? 0,
        duration,
        buffer_before: course?.bufferBefore ?? 0,
        buffer_after: course?.bufferAfter ?? 0,
      },
      wanted.date,
      found.resourceId ?? ANY,
      now,
      found.id,
    );
    const resourceId = resourceFor(day, wanted.date, wanted.from);
    if (resourceId === null) throw new HttpError(409, bookingMessages.taken);
    const [child] = await tx
      .insert(salonReservationRequests)
      .values({
        reservationId: found.id,
        kind: 'change',
        date: wanted.date,
        from: wanted.from,
        to: timeOf((minutesOf(wanted.from) ?? 0) + duration),
        resourceId,
        courseId: found.courseId,
      })
      .returning({ id: salonReservationRequests.id });
    await recordEvent(tx, found.salonId, {
      eventType: 'update_request',
      reservationId: found.id,
      changeChildId: child?.id ?? null,
      memberDisplayName: found.name,
    });
    return view(tx, found.id, now);
  });
}

/**
 * DELETE bookings/{token}/change|cancel: the customer withdraws a request that still waits; staff
 * are told (変更依頼の取り下げ, キャンセル依頼の取り下げ) and it leaves their panel.
 */
export async function withdrawPublicRequest(
  db: Db,
  token: string,
  kind: 'change' | 'cancel',
  now = new Date(),
): Promise<PublicBooking> {
  const found = await reservationByToken(db, token);
  return db.transaction(async (tx) => {
    await lockSalon(tx, found.salonId);
    const [request] = await tx
      .select({ id: salonReservationRequests.id })
      .from(salonReservationRequests)
      .where(
        and(
          eq(salonReservationRequests.reservationId, found.id),
          eq(salonReservationRequests.kind, kind),
          eq(salonReservationRequests.status, 'pending'),
        ),
      )
      .for('update');
    if (!request) throw new HttpError(409, bookingMessages.noRequest);
    await tx
      .update(salonReservationRequests)
      .set({ status: 'withdrawn', judgedAt: now })
      .where(eq(salonReservationRequests.id, request.id));
    await recordEvent(tx, found.salonId, {
      eventType: kind === 'change' ? 'delete_update_request' : 'delete_cancel_request',
      reservationId: found.id,
      changeChildId: kind === 'change' ? request.id : null,
      deleteChildId: kind === 'cancel' ? request.id : null,
      memberDisplayName: found.name,
    });
    return view(tx, found.id, now);
  });
}
