import { createHash, randomBytes } from 'node:crypto';
import { toOemCode } from '@console/contract';
import {
  type PublicBooking,
  type PublicBookingCreated,
  type PublicBookingInput,
  SALON_DATE_PATTERN,
  SALON_TIME_PATTERN,
  type SalonCustomerField,
  type SalonResource,
  type SalonUnlinkMatrix,
} from '@console/contract/salon';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { HttpError } from '../http-error';
import { type AvailabilityInput, availableSlots, canBook } from './availability';
import { add, type FieldErrors, fail, notFound } from './check';
import { getConfig, listOnlineConfigs, openingYear } from './config';
import { minutesOf, timeOf } from './dates';
import { recordEvent } from './events';
import { tokyoMinutes, tokyoToday } from './reservations';
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

export const bookingMessages = {
  taken: 'この時間はほかの予約で埋まりました。別の時間をお選びください。',
  closed: 'このサロンは現在オンライン予約を受け付けていません。',
  course: 'コースを選んでください。',
  staff: 'スタッフを選び直してください。',
  date: '日付を選んでください。',
  time: '時間を選んでください。',
  required: '入力してください。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  tel: '電話番号を正しく入力してください（例: 090-1234-5678）。',
  email: 'メールアドレスを正しく入力してください。',
  choice: '選択肢から選んでください。',
  unknownField: 'この項目はありません。',
  key: 'Idempotency-Key は 1〜100 文字で指定してください。',
  pending: 'すでにリクエストを送っています。サロンからの返事をお待ちください。',
  deadline: '変更・キャンセルの受付期限を過ぎています。サロンにお電話でご連絡ください。',
  notAllowed: 'このサロンではオンラインでの変更・キャンセルを受け付けていません。',
  cancelled: 'この予約はキャンセルされています。',
  noRequest: '取り下げるリクエストはありません。',
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const KEY_KEEP_MS = 24 * 60 * 60_000;
const ANY = 'any';

/** The customer's answers checked against the online config's fields (Japanese message per field). */
export function checkCustomer(
  fields: readonly SalonCustomerField[],
  input: Readonly<Record<string, string>>,
): { values: Record<string, string>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.id));
  for (const key of Object.keys(input))
    if (!known.has(key)) add(errors, `customer.${key}`, bookingMessages.unknownField);
  for (const field of fields) {
    const key = `customer.${field.id}`;
    const raw = (input[field.id] ?? '').trim();
    if (!raw) {
      if (field.required) add(errors, key, bookingMessages.required);
      continue;
    }
    const max = field.type === 'textarea' ? 1000 : 100;
    if ([...raw].length > max) {
      add(errors, key, bookingMessages.tooLong(max));
      continue;
    }
    if (field.type === 'tel') {
      // Full-width digits and hyphens from the IME are fine.
      const plain = raw.normalize('NFKC').replace(/[\s\-－ー()]/g, '');
      if (!/^\+?\d{10,15}$/.test(plain) || !isValidPhoneNumber(plain, 'JP')) {
        add(errors, key, bookingMessages.tel);
        continue;
      }
      values[field.id] = plain;
    } else if (field.type === 'email') {
      const email = raw.normalize('NFKC');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) add(errors, key, bookingMessages.email);
      else values[field.id] = email;
    } else if (field.type === 'select') {
      if (!field.choices.includes(raw)) add(errors, key, bookingMessages.choice);
      else values[field.id] = raw;
    } else {
      values[field.id] = raw;
    }
  }
  return { values, errors };
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
  if (!/^[a-z0-9-]{3,40}$/.test(slug)) throw notFound();
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
  if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > 100)) {
    fail({ 'Idempotency-Key': [bookingMessages.key] });
  }
  const config = await getConfig(db, salon.id);
  if (!config.enable_online) throw new HttpError(409, bookingMessages.closed);
  const errors: FieldErrors = {};
  const course = (await listCourses(db, salon.id)).find((c) => c.id === input.course && c.is_online);
  if (!course) add(errors, 'course', bookingMessages.course);
  if (!SALON_DATE_PATTERN.test(input.date)) add(errors, 'date', bookingMessages.date);
  if (!SALON_TIME_PATTERN.test(input.from) || input.from === '24:00')
    add(errors, 'from', bookingMessages.time);
  if (input.staff !== ANY) {
    const resources = await listResources(db, salon.id);
    const staff = resources.find((r) => r.id === input.staff && r.kind === 'staff');
    if (!staff) add(errors, 'staff', bookingMessages.staff);
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
        customerInfo: customer.values,
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
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound();
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
  const found = await reservationByToken(db, token);
  if (kind === 'change') {
    const errors: FieldErrors = {};
    if (!change || !SALON_DATE_PATTERN.test(change.date)) add(errors, 'date', bookingMessages.date);
    if (!change || !SALON_TIME_PATTERN.test(change.from) || change.from === '24:00')
      add(errors, 'from', bookingMessages.time);
    if (Object.keys(errors).length > 0) fail(errors);
  }
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
 * are told (変更リクエスト取り下げ, キャンセルリクエスト取り下げ) and it leaves their panel.
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
