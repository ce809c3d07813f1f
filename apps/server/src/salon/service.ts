import {
  SALON_CONFIRM_KEY,
  SALON_COURSE_PATCH_ATTRS,
  SALON_MAX_RANGE_DAYS,
  SALON_RESOURCE_PATCH_ATTRS,
  type Salon,
  type SalonCourse,
  type SalonCourseInput,
  type SalonResource,
  type SalonResourceInput,
  type SalonUnlinkMatrix,
  salonCourseInputSchema,
  salonResourceInputSchema,
  TIME_SHIFT_DELETE_TYPES,
  type TimeShift,
  type TimeShiftCreate,
  type TimeShiftDeleteType,
  type TimeShiftMaster,
  type TimeShiftRepeat,
  type TimeShiftUpdate,
} from '@console/contract/salon';
import { and, asc, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { HttpError } from '../http-error';
import { markCalendarsChanged } from './calendar-marks';
import { dateOf, dayOf, rangeOf, tokyoToday } from './dates';
import { add, checkAttr, type FieldErrors, invalid, notFound, parsed } from './errors';
import { messages } from './messages';
import {
  salonCourses,
  salonReservations,
  salonResourceCourseUnlinks,
  salonResourceReservationVersions,
  salonResources,
  salons,
  salonTimeShiftExceptions,
  salonTimeShifts,
} from './schema';
import { type BookedTime, describeBooked, outsideShifts } from './shift-cover';
import { expandTimeShifts, occursOn, type ShiftSeries } from './shifts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---------------------------------------------------------------------------------------------
// Salons

/** The caller's salons, oldest first. */
const salonColumns = {
  id: salons.id,
  name: salons.name,
  episode_id: salons.episodeId,
  follow_id: salons.followId,
};

export async function listSalons(db: Db, accountId: number): Promise<Salon[]> {
  return db.select(salonColumns).from(salons).where(eq(salons.accountId, accountId)).orderBy(asc(salons.id));
}

/** The salon `sid` of the caller's account; 404 for any other (nothing about it is revealed). */
export async function salonOf(db: Db | Tx, accountId: number, sid: number): Promise<Salon> {
  const [salon] = await db
    .select(salonColumns)
    .from(salons)
    .where(and(eq(salons.id, sid), eq(salons.accountId, accountId)));
  if (!salon) throw notFound();
  return salon;
}

/**
 * The caller's salon `sid` with the version a reservations list is cached under; 404 otherwise.
 * A list of one resource (`resourceId`) is versioned by the salon's resources and that resource's
 * own number, so that a write to another resource's reservations keeps it; a list of the whole
 * salon by the salon-wide number. Either way one indexed read.
 */
export async function salonReservationsVersion(
  db: Db,
  accountId: number,
  sid: number,
  resourceId?: number,
): Promise<{ id: number; version: string }> {
  const [salon] = await db
    .select({
      id: salons.id,
      reservations: salons.reservationsVersion,
      resources: salons.resourcesVersion,
      resource: salonResourceReservationVersions.version,
    })
    .from(salons)
    .leftJoin(
      salonResourceReservationVersions,
      eq(salonResourceReservationVersions.resourceId, resourceId ?? 0),
    )
    .where(and(eq(salons.id, sid), eq(salons.accountId, accountId)));
  if (!salon) throw notFound();
  return {
    id: salon.id,
    version:
      resourceId === undefined ? String(salon.reservations) : `${salon.resources}.${salon.resource ?? 0}`,
  };
}

/** The salon the shared-data calls (spec §7, no sid) describe: the account's first, if any. */
export async function defaultSalon(db: Db, accountId: number): Promise<Salon | null> {
  const [salon] = await listSalons(db, accountId);
  return salon ?? null;
}

// ---------------------------------------------------------------------------------------------
// Resources

/** Colours given to a new resource (the first) and a new course (the second) without one. */
const DEFAULT_COLORS = ['#1f6feb', '#1a7f37'] as const;

const resourceColumns = {
  id: salonResources.id,
  name: salonResources.name,
  kind: salonResources.kind,
  color: salonResources.color,
  order: salonResources.order,
  isOnline: salonResources.isOnline,
  isActive: salonResources.isActive,
};
type ResourceRow = { [K in keyof typeof resourceColumns]: (typeof resourceColumns)[K]['_']['data'] };

const toResource = (row: ResourceRow): SalonResource => ({
  id: row.id,
  name: row.name,
  kind: row.kind as SalonResource['kind'],
  color: row.color,
  order: row.order,
  is_online: row.isOnline,
  is_active: row.isActive,
});

/** A resource's columns from its input, already checked by the contract's schema. */
function resourceValues(input: SalonResourceInput, current?: ResourceRow) {
  return {
    name: input.name,
    kind: input.kind,
    color: input.color ?? current?.color ?? DEFAULT_COLORS[0],
    isOnline: input.is_online ?? current?.isOnline ?? true,
    isActive: input.is_active ?? current?.isActive ?? true,
  };
}

export async function listResources(db: Db, salonId: number): Promise<SalonResource[]> {
  const rows = await db
    .select(resourceColumns)
    .from(salonResources)
    .where(eq(salonResources.salonId, salonId))
    .orderBy(asc(salonResources.order), asc(salonResources.id));
  return rows.map(toResource);
}

export async function resourceRow(db: Db | Tx, salonId: number, id: number): Promise<ResourceRow> {
  const [row] = await db
    .select(resourceColumns)
    .from(salonResources)
    .where(and(eq(salonResources.id, id), eq(salonResources.salonId, salonId)));
  if (!row) throw notFound();
  return row;
}

export async function createResource(
  db: Db,
  salonId: number,
  input: SalonResourceInput,
): Promise<SalonResource> {
  const values = resourceValues(input);
  return db.transaction(async (tx) => {
    await lockSalon(tx, salonId);
    const [row] = await tx
      .insert(salonResources)
      .values({ salonId, ...values, order: await nextOrder(tx, salonResources, salonId) })
      .returning(resourceColumns);
    if (!row) throw new Error('insert returned nothing');
    return toResource(row);
  });
}

export async function updateResource(
  db: Db,
  salonId: number,
  id: number,
  input: SalonResourceInput,
): Promise<SalonResource> {
  const current = await resourceRow(db, salonId, id);
  const values = resourceValues(input, current);
  const [row] = await db
    .update(salonResources)
    .set(values)
    .where(and(eq(salonResources.id, id), eq(salonResources.salonId, salonId)))
    .returning(resourceColumns);
  if (!row) throw notFound();
  return toResource(row);
}

export async function patchResource(
  db: Db,
  salonId: number,
  id: number,
  attr: string | undefined,
  value: unknown,
): Promise<SalonResource> {
  const key = checkAttr(attr, SALON_RESOURCE_PATCH_ATTRS);
  const current = await resourceRow(db, salonId, id);
  // The changed attribute is checked by the same schema as a whole resource (same messages).
  const input = parsed(salonResourceInputSchema, {
    name: current.name,
    kind: current.kind,
    color: current.color,
    is_online: current.isOnline,
    is_active: current.isActive,
    [key]: value,
  });
  return updateResource(db, salonId, id, input);
}

export async function deleteResource(db: Db, salonId: number, id: number): Promise<void> {
  await deleteOfSalon(db, salonResources, salonId, id);
}

// ---------------------------------------------------------------------------------------------
// Courses

const courseColumns = {
  id: salonCourses.id,
  name: salonCourses.name,
  duration: salonCourses.duration,
  price: salonCourses.price,
  bufferBefore: salonCourses.bufferBefore,
  bufferAfter: salonCourses.bufferAfter,
  color: salonCourses.color,
  order: salonCourses.order,
  isOnline: salonCourses.isOnline,
};
type CourseRow = { [K in keyof typeof courseColumns]: (typeof courseColumns)[K]['_']['data'] };

const toCourse = (row: CourseRow): SalonCourse => ({
  id: row.id,
  name: row.name,
  duration: row.duration,
  price: row.price,
  buffer_before: row.bufferBefore,
  buffer_after: row.bufferAfter,
  color: row.color,
  order: row.order,
  is_online: row.isOnline,
});

/** A course's columns from its input, already checked by the contract's schema. */
function courseValues(input: SalonCourseInput, current?: CourseRow) {
  return {
    name: input.name,
    duration: input.duration,
    price: input.price ?? current?.price ?? 0,
    bufferBefore: input.buffer_before ?? current?.bufferBefore ?? 0,
    bufferAfter: input.buffer_after ?? current?.bufferAfter ?? 0,
    color: input.color ?? current?.color ?? DEFAULT_COLORS[1],
    isOnline: input.is_online ?? current?.isOnline ?? true,
  };
}

export async function listCourses(db: Db, salonId: number): Promise<SalonCourse[]> {
  const rows = await db
    .select(courseColumns)
    .from(salonCourses)
    .where(eq(salonCourses.salonId, salonId))
    .orderBy(asc(salonCourses.order), asc(salonCourses.id));
  return rows.map(toCourse);
}

export async function courseRow(db: Db | Tx, salonId: number, id: number): Promise<CourseRow> {
  const [row] = await db
    .select(courseColumns)
    .from(salonCourses)
    .where(and(eq(salonCourses.id, id), eq(salonCourses.salonId, salonId)));
  if (!row) throw notFound();
  return row;
}

export async function createCourse(db: Db, salonId: number, input: SalonCourseInput): Promise<SalonCourse> {
  const values = courseValues(input);
  return db.transaction(async (tx) => {
    await lockSalon(tx, salonId);
    const [row] = await tx
      .insert(salonCourses)
      .values({ salonId, ...values, order: await nextOrder(tx, salonCourses, salonId) })
      .returning(courseColumns);
    if (!row) throw new Error('insert returned nothing');
    return toCourse(row);
  });
}

export async function updateCourse(
  db: Db,
  salonId: number,
  id: number,
  input: SalonCourseInput,
): Promise<SalonCourse> {
  const current = await courseRow(db, salonId, id);
  const values = courseValues(input, current);
  const [row] = await db
    .update(salonCourses)
    .set(values)
    .where(and(eq(salonCourses.id, id), eq(salonCourses.salonId, salonId)))
    .returning(courseColumns);
  if (!row) throw notFound();
  return toCourse(row);
}

export async function patchCourse(
  db: Db,
  salonId: number,
  id: number,
  attr: string | undefined,
  value: unknown,
): Promise<SalonCourse> {
  const key = checkAttr(attr, SALON_COURSE_PATCH_ATTRS);
  const current = await courseRow(db, salonId, id);
  const input = parsed(salonCourseInputSchema, {
    name: current.name,
    duration: current.duration,
    price: current.price,
    buffer_before: current.bufferBefore,
    buffer_after: current.bufferAfter,
    color: current.color,
    is_online: current.isOnline,
    [key]: value,
  });
  return updateCourse(db, salonId, id, input);
}

export async function deleteCourse(db: Db, salonId: number, id: number): Promise<void> {
  await deleteOfSalon(db, salonCourses, salonId, id);
}

// ---------------------------------------------------------------------------------------------
// Ordering (spec §4): a complete list of the salon's ids, applied at once or not at all

/** The order after the salon's last resource or course (1 for the first); the caller holds lockSalon. */
async function nextOrder(tx: Tx, table: typeof salonResources | typeof salonCourses, salonId: number) {
  const [last] = await tx
    .select({ order: sql<number>`coalesce(max(${table.order}), 0)` })
    .from(table)
    .where(eq(table.salonId, salonId));
  return Number(last?.order ?? 0) + 1;
}

/** Deletes a resource or course of the salon; 404 when the salon has no such row. */
async function deleteOfSalon(
  db: Db,
  table: typeof salonResources | typeof salonCourses,
  salonId: number,
  id: number,
) {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.salonId, salonId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound();
}

/** Serialises writes that read-then-write a salon's set (ordering, appending at the end). */
export async function lockSalon(tx: Tx, salonId: number) {
  await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
}

/**
 * Renumbers from 1 in the given order. The list must hold every id of the salon exactly once: a
 * stale list (an id added or deleted since the console loaded), a partial one, a duplicate or
 * another salon's id is 409 and nothing changes.
 */
async function applyOrder(
  db: Db,
  salonId: number,
  ids: readonly number[],
  table: typeof salonResources | typeof salonCourses,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockSalon(tx, salonId);
    const rows = await tx.select({ id: table.id }).from(table).where(eq(table.salonId, salonId));
    const current = new Set(rows.map((row) => row.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id))) {
      throw new HttpError(
        409,
        ids.some((id) => !current.has(id)) ? messages.unknownIds : messages.staleOrder,
      );
    }
    if (ids.length > 0) {
      // One statement: order = position in the array (1-based).
      await tx.execute(sql`
        update ${table} set "order" = list.position
        from unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}) with ordinality as list(id, position)
        where ${table.id} = list.id and ${table.salonId} = ${salonId}`);
    }
    return [...ids];
  });
}

export const orderResources = (db: Db, salonId: number, ids: readonly number[]) =>
  applyOrder(db, salonId, ids, salonResources);
export const orderCourses = (db: Db, salonId: number, ids: readonly number[]) =>
  applyOrder(db, salonId, ids, salonCourses);

// ---------------------------------------------------------------------------------------------
// Resource-course unlinks

export async function getUnlinks(db: Db, salonId: number): Promise<SalonUnlinkMatrix> {
  const rows = await db
    .select({
      resourceId: salonResourceCourseUnlinks.resourceId,
      courseId: salonResourceCourseUnlinks.courseId,
    })
    .from(salonResourceCourseUnlinks)
    .where(eq(salonResourceCourseUnlinks.salonId, salonId))
    .orderBy(asc(salonResourceCourseUnlinks.resourceId), asc(salonResourceCourseUnlinks.courseId));
  return { data: rows.map((row) => ({ salon_resource_id: row.resourceId, salon_course_id: row.courseId })) };
}

/** Replaces the whole matrix. A pair naming an id outside the salon is 422 and nothing changes. */
export async function putUnlinks(
  db: Db,
  salonId: number,
  pairs: ReadonlyArray<{ salon_resource_id: number; salon_course_id: number }>,
): Promise<SalonUnlinkMatrix> {
  await db.transaction(async (tx) => {
    await lockSalon(tx, salonId);
    const [resources, courses] = await Promise.all([
      tx.select({ id: salonResources.id }).from(salonResources).where(eq(salonResources.salonId, salonId)),
      tx.select({ id: salonCourses.id }).from(salonCourses).where(eq(salonCourses.salonId, salonId)),
    ]);
    const resourceIds = new Set(resources.map((row) => row.id));
    const courseIds = new Set(courses.map((row) => row.id));
    const errors: FieldErrors = {};
    const unique = new Map<string, { resourceId: number; courseId: number }>();
    pairs.forEach((pair, index) => {
      if (!resourceIds.has(pair.salon_resource_id))
        add(errors, `data.${index}.salon_resource_id`, messages.unknownIds);
      if (!courseIds.has(pair.salon_course_id))
        add(errors, `data.${index}.salon_course_id`, messages.unknownIds);
      unique.set(`${pair.salon_resource_id}:${pair.salon_course_id}`, {
        resourceId: pair.salon_resource_id,
        courseId: pair.salon_course_id,
      });
    });
    if (Object.keys(errors).length > 0) invalid(errors);
    await tx.delete(salonResourceCourseUnlinks).where(eq(salonResourceCourseUnlinks.salonId, salonId));
    if (unique.size > 0) {
      await tx
        .insert(salonResourceCourseUnlinks)
        .values([...unique.values()].map((pair) => ({ salonId, ...pair })));
    }
  });
  return getUnlinks(db, salonId);
}

// ---------------------------------------------------------------------------------------------
// Time shifts

const seriesColumns = {
  id: salonTimeShifts.id,
  resourceId: salonTimeShifts.resourceId,
  startDate: salonTimeShifts.startDate,
  repeat: salonTimeShifts.repeat,
  from: salonTimeShifts.from,
  to: salonTimeShifts.to,
  description: salonTimeShifts.description,
  expiredAt: salonTimeShifts.expiredAt,
};

type SeriesRow = Omit<ShiftSeries, 'repeat'> & { repeat: string };

const toSeries = (row: SeriesRow): ShiftSeries => ({
  ...row,
  repeat: row.repeat as TimeShiftRepeat,
});

const toMaster = (series: ShiftSeries): TimeShiftMaster => ({
  id: series.id,
  salon_resource_id: series.resourceId,
  start_date: series.startDate,
  repeat: series.repeat,
  from: series.from,
  to: series.to,
  description: series.description,
  expired_at: series.expiredAt,
});

/** `range_date=start..end` (at most SALON_MAX_RANGE_DAYS days) or 422. */
export function parseRange(text: string): { first: string; last: string } {
  const range = rangeOf(text);
  if (!range || range.end - range.start + 1 > SALON_MAX_RANGE_DAYS) invalid({ range_date: [messages.range] });
  return { first: dateOf(range.start), last: dateOf(range.end) };
}

/** GET time_shifts: the occurrences shown in the range, for one resource or all of the salon's. */
export async function listTimeShifts(
  db: Db,
  salonId: number,
  rangeText: string,
  resourceText: string | undefined,
): Promise<TimeShift[]> {
  const { first, last } = parseRange(rangeText);
  let resourceId: number | undefined;
  if (resourceText !== undefined && resourceText !== '') {
    if (!/^\d{1,9}$/.test(resourceText)) invalid({ salon_resource_id: [messages.notFound] });
    resourceId = Number(resourceText);
    await resourceRow(db, salonId, resourceId);
  }
  return loadShifts(db, salonId, resourceId, first, last);
}

/** The occurrences shown between `first` and `last` of one resource's series or all the salon's. */
export async function loadShifts(
  db: Db | Tx,
  salonId: number,
  resourceId: number | undefined,
  first: string,
  last: string,
): Promise<TimeShift[]> {
  const { list, exceptions } = await loadSeries(db, salonId, resourceId, first);
  return expandTimeShifts(list, exceptions, first, last);
}

/** The series (with their exceptions) that can reach a range starting on `first`. */
async function loadSeries(db: Db | Tx, salonId: number, resourceId: number | undefined, first: string) {
  // Series that can reach the range. A moved occurrence can come from outside it, so every series
  // that has not ended before the range's first day minus the longest sensible move is read; its
  // exceptions decide.
  const rows = await db
    .select(seriesColumns)
    .from(salonTimeShifts)
    .where(
      and(
        eq(salonTimeShifts.salonId, salonId),
        resourceId === undefined ? undefined : eq(salonTimeShifts.resourceId, resourceId),
        or(
          isNull(salonTimeShifts.expiredAt),
          gte(salonTimeShifts.expiredAt, dateOf((dayOf(first) ?? 0) - 366)),
        ),
      ),
    );
  const list = rows.map(toSeries);
  const exceptions =
    list.length === 0
      ? []
      : await db
          .select({
            id: salonTimeShiftExceptions.id,
            masterId: salonTimeShiftExceptions.masterId,
            date: salonTimeShiftExceptions.date,
            cancelled: salonTimeShiftExceptions.cancelled,
            movedTo: salonTimeShiftExceptions.movedTo,
            from: salonTimeShiftExceptions.from,
            to: salonTimeShiftExceptions.to,
            description: salonTimeShiftExceptions.description,
          })
          .from(salonTimeShiftExceptions)
          .where(
            inArray(
              salonTimeShiftExceptions.masterId,
              list.map((series) => series.id),
            ),
          );
  return { list, exceptions };
}

// ---------------------------------------------------------------------------------------------
// Shift warnings (issue 28, SALON_CONFIRM_KEY): reservations a shift write leaves outside

/** Statuses of a reservation that no longer needs its staff member there. */
const NOT_EXPECTED = ['cancelled', 'no_show'];

/** The resource's reservations from today on (as main resource) that no shift of it covers. */
async function uncoveredReservations(tx: Tx, salonId: number, resourceId: number): Promise<BookedTime[]> {
  const rows = await tx
    .select({
      id: salonReservations.id,
      name: salonReservations.name,
      date: salonReservations.date,
      from: salonReservations.from,
      to: salonReservations.to,
    })
    .from(salonReservations)
    .where(
      and(
        eq(salonReservations.salonId, salonId),
        eq(salonReservations.resourceId, resourceId),
        gte(salonReservations.date, tokyoToday()),
        notInArray(salonReservations.status, NOT_EXPECTED),
      ),
    )
    .orderBy(asc(salonReservations.date), asc(salonReservations.from), asc(salonReservations.id));
  if (rows.length === 0) return [];
  const booked = rows.map((row) => ({ ...row, resourceId }));
  const { list, exceptions } = await loadSeries(tx, salonId, resourceId, booked[0]?.date ?? tokyoToday());
  // Expanded day by day, only on the days booked: a booking years ahead must not expand a daily
  // series over every day in between.
  const days = [...new Set(booked.map((r) => r.date))];
  const shifts = days.flatMap((day) => expandTimeShifts(list, exceptions, day, day));
  return outsideShifts(booked, shifts);
}

/**
 * Runs a shift write inside its transaction and refuses it (422, rolled back) when reservations
 * from today on that were inside the staff member's shifts are outside them afterwards, unless
 * `confirm`. Reservations already outside before the write are not this write's doing and are not
 * named (else every edit of that staff member's shifts would warn about the same booking).
 */
async function guardShiftWrite<T>(
  tx: Tx,
  salonId: number,
  resourceId: number,
  confirm: boolean,
  write: () => Promise<T>,
): Promise<T> {
  if (confirm) return write();
  const before = new Set((await uncoveredReservations(tx, salonId, resourceId)).map((r) => r.id));
  const result = await write();
  const left = (await uncoveredReservations(tx, salonId, resourceId)).filter((r) => !before.has(r.id));
  if (left.length > 0) {
    throw new HttpError(422, messages.shiftLeavesReservations(left.length), {
      [SALON_CONFIRM_KEY]: left.map(describeBooked),
    });
  }
  return result;
}

/**
 * A reservation's staff member has no shift covering it: the warning of POST and PUT reservations
 * unless `confirm`. Only staff (a facility has no shifts to keep) and only one who has shifts at
 * all: a salon that does not keep shifts in the console is not warned on every booking.
 */
export async function warnOutsideShift(
  tx: Tx,
  salonId: number,
  booked: BookedTime & { status: string },
): Promise<void> {
  if (NOT_EXPECTED.includes(booked.status)) return;
  const [resource] = await tx
    .select({ name: salonResources.name, kind: salonResources.kind })
    .from(salonResources)
    .where(and(eq(salonResources.salonId, salonId), eq(salonResources.id, booked.resourceId)));
  if (resource?.kind !== 'staff') return;
  const [series] = await tx
    .select({ id: salonTimeShifts.id })
    .from(salonTimeShifts)
    .where(and(eq(salonTimeShifts.salonId, salonId), eq(salonTimeShifts.resourceId, booked.resourceId)))
    .limit(1);
  if (!series) return;
  const shifts = await loadShifts(tx, salonId, booked.resourceId, booked.date, booked.date);
  if (outsideShifts([booked], shifts).length === 0) return;
  throw new HttpError(422, messages.outsideShift(resource.name), {
    [SALON_CONFIRM_KEY]: [describeBooked(booked)],
  });
}

interface SeriesFields {
  startDate: string;
  repeat: TimeShiftRepeat;
  from: string;
  to: string;
  description: string;
  expiredAt: string | null;
}

function seriesFields(input: {
  start_date: string;
  repeat?: TimeShiftRepeat | undefined;
  from: string;
  to: string;
  description?: string | null | undefined;
  expired_at?: string | null | undefined;
}): SeriesFields {
  // Dates, times, the repeat rule and the description were checked by the contract's schema. Here
  // what depends on the request's kind: an update's start may be the stored series' own.
  const errors: FieldErrors = {};
  const startDate = input.start_date;
  if (input.repeat === undefined) add(errors, 'repeat', messages.repeat);
  const times = { from: input.from, to: input.to };
  const description = input.description ?? '';
  const expiredAt = input.expired_at ? input.expired_at : null;
  if (expiredAt && expiredAt < startDate) add(errors, 'expired_at', messages.expiryAfterStart);
  if (Object.keys(errors).length > 0) invalid(errors);
  return { startDate, repeat: input.repeat as TimeShiftRepeat, ...times, description, expiredAt };
}

export async function createTimeShift(
  db: Db,
  salonId: number,
  resourceId: number,
  input: TimeShiftCreate,
): Promise<TimeShiftMaster> {
  await resourceRow(db, salonId, resourceId);
  const fields = seriesFields(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(salonTimeShifts)
      .values({ salonId, resourceId, ...fields })
      .returning(seriesColumns);
    if (!row) throw new Error('insert returned nothing');
    await markCalendarsChanged(tx, salonId, 'shift', resourceId);
    return toMaster(toSeries(row));
  });
}

async function seriesRow(tx: Db | Tx, salonId: number, resourceId: number, masterId: number, lock = false) {
  const query = tx
    .select(seriesColumns)
    .from(salonTimeShifts)
    .where(
      and(
        eq(salonTimeShifts.id, masterId),
        eq(salonTimeShifts.salonId, salonId),
        eq(salonTimeShifts.resourceId, resourceId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return toSeries(row);
}

/** The occurrence being edited: `_date` must be one of the series' rule dates. */
function occurrenceDate(series: ShiftSeries, text: string | undefined, field = '_date'): string {
  // The date's shape is the schema's; an occurrence must be named (only, after) and be one.
  if (text === undefined) invalid({ [field]: [messages.date] });
  const date = text;
  const day = dayOf(date);
  if (day === null || !occursOn(series, day)) invalid({ [field]: [messages.notAnOccurrence] });
  return date;
}

/**
 * PUT …/time_shifts/{masterId} (spec §3 patch_type):
 * - `only`: this occurrence takes the new times and description, and moves to `dirty_date` when
 *   given (a per-date exception; the series is unchanged);
 * - `after`: the series ends the day before `_date`; a new series with the new values starts on
 *   `_date` (start_date may not be given: it is `_date`), taking over the exceptions from then on
 *   would mix two rules, so they are dropped;
 * - `all`: the series itself changes; its per-date exceptions stay (an exception whose date is no
 *   longer an occurrence is ignored when expanding).
 * Answers the series that now holds the edited occurrence.
 */
export async function updateTimeShift(
  db: Db,
  salonId: number,
  resourceId: number,
  masterId: number,
  input: TimeShiftUpdate,
): Promise<TimeShiftMaster> {
  return db.transaction(async (tx) => {
    const series = await seriesRow(tx, salonId, resourceId, masterId, true);
    await markCalendarsChanged(tx, salonId, 'shift', resourceId);
    return guardShiftWrite(tx, salonId, resourceId, input.confirm === true, () =>
      applyShiftUpdate(tx, salonId, resourceId, masterId, series, input),
    );
  });
}

async function applyShiftUpdate(
  tx: Tx,
  salonId: number,
  resourceId: number,
  masterId: number,
  series: ShiftSeries,
  input: TimeShiftUpdate,
): Promise<TimeShiftMaster> {
  const patchType = input.patch_type;
  if (patchType === 'only') {
    const date = occurrenceDate(series, input._date);
    const times = { from: input.from, to: input.to };
    const description = input.description ?? '';
    const movedTo = input.dirty_date ? input.dirty_date : null;
    const values = { cancelled: false, movedTo: movedTo === date ? null : movedTo, ...times, description };
    await tx
      .insert(salonTimeShiftExceptions)
      .values({ masterId, date, ...values })
      .onConflictDoUpdate({
        target: [salonTimeShiftExceptions.masterId, salonTimeShiftExceptions.date],
        set: values,
      });
    return toMaster(series);
  }
  if (patchType === 'after') {
    const date = occurrenceDate(series, input._date);
    const fields = seriesFields({ ...input, start_date: date });
    const day = dayOf(date) ?? 0;
    // The old series keeps what lies before `_date`; if nothing does, it is replaced outright.
    const startDay = dayOf(series.startDate) ?? 0;
    if (day <= startDay) {
      await tx.delete(salonTimeShifts).where(eq(salonTimeShifts.id, masterId));
    } else {
      await tx
        .update(salonTimeShifts)
        .set({ expiredAt: dateOf(day - 1) })
        .where(eq(salonTimeShifts.id, masterId));
      await tx
        .delete(salonTimeShiftExceptions)
        .where(
          and(eq(salonTimeShiftExceptions.masterId, masterId), gte(salonTimeShiftExceptions.date, date)),
        );
    }
    const [row] = await tx
      .insert(salonTimeShifts)
      .values({ salonId, resourceId, ...fields })
      .returning(seriesColumns);
    if (!row) throw new Error('insert returned nothing');
    return toMaster(toSeries(row));
  }
  const fields = seriesFields({ ...input, start_date: input.start_date ?? series.startDate });
  const [row] = await tx
    .update(salonTimeShifts)
    .set(fields)
    .where(eq(salonTimeShifts.id, masterId))
    .returning(seriesColumns);
  if (!row) throw notFound();
  return toMaster(toSeries(row));
}

/**
 * DELETE …/time_shifts/{masterId}/{type}: `only` removes one occurrence (date), `after` ends the
 * series the day before `date` (the whole series when that is its first day), `permanently` removes
 * the series with its exceptions and takes no date or self_id.
 */
export async function deleteTimeShift(
  db: Db,
  salonId: number,
  resourceId: number,
  masterId: number,
  typeText: string,
  query: { date?: string; self_id?: string; confirm?: string },
): Promise<void> {
  const type = typeText as TimeShiftDeleteType;
  if (!(TIME_SHIFT_DELETE_TYPES as readonly string[]).includes(type))
    invalid({ type: [messages.deleteType] });
  if (type === 'permanently' && (query.date !== undefined || query.self_id !== undefined)) {
    invalid({ date: [messages.deleteType] });
  }
  await db.transaction(async (tx) => {
    const series = await seriesRow(tx, salonId, resourceId, masterId, true);
    await markCalendarsChanged(tx, salonId, 'shift', resourceId);
    await guardShiftWrite(tx, salonId, resourceId, query.confirm === '1', () =>
      applyShiftDelete(tx, masterId, series, type, query.date),
    );
  });
}

async function applyShiftDelete(
  tx: Tx,
  masterId: number,
  series: ShiftSeries,
  type: TimeShiftDeleteType,
  dateText: string | undefined,
): Promise<void> {
  if (type === 'permanently') {
    await tx.delete(salonTimeShifts).where(eq(salonTimeShifts.id, masterId));
    return;
  }
  const date = occurrenceDate(series, dateText, 'date');
  if (type === 'only') {
    await tx
      .insert(salonTimeShiftExceptions)
      .values({ masterId, date, cancelled: true, movedTo: null, from: series.from, to: series.to })
      .onConflictDoUpdate({
        target: [salonTimeShiftExceptions.masterId, salonTimeShiftExceptions.date],
        set: { cancelled: true, movedTo: null },
      });
    return;
  }
  const day = dayOf(date) ?? 0;
  if (day <= (dayOf(series.startDate) ?? 0)) {
    await tx.delete(salonTimeShifts).where(eq(salonTimeShifts.id, masterId));
    return;
  }
  await tx
    .update(salonTimeShifts)
    .set({ expiredAt: dateOf(day - 1) })
    .where(eq(salonTimeShifts.id, masterId));
  await tx
    .delete(salonTimeShiftExceptions)
    .where(and(eq(salonTimeShiftExceptions.masterId, masterId), gte(salonTimeShiftExceptions.date, date)));
}
