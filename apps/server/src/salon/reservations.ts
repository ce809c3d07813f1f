import type {
  SALON_JUDGE_STATUSES,
  SalonBlockTime,
  SalonBlockTimeInput,
  SalonCustomerField,
  SalonReservation,
  SalonReservationInput,
  SalonReservationPatch,
  SalonReservationRequest,
  SalonReservationSaved,
  SalonReservationStatus,
  SalonVisitStage,
  SalonVisitStatus,
} from '@console/contract/salon';
import { canMoveVisit, SALON_VISIT_MESSAGES, visitFieldsFor, visitStageOf } from '@console/contract/salon';
import {
  and,
  arrayContains,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Capabilities } from '../capabilities';
import type { Db } from '../db';
import { HttpError } from '../http-error';
import { markCalendarsChanged } from './calendar-marks';
import { contactAddress, customerAnswers, needsFields } from './customer-answers';
import { dateOf, dayOf, tokyoToday } from './dates';
import { add, type FieldErrors, invalid, isId, notFound } from './errors';
import { recordEvent } from './events';
import { messages } from './messages';
import { reservationListKey } from './reservation-cache';
import {
  salonBlockTimes,
  salonCourses,
  salonOnlineConfigs,
  salonReservationRequests,
  salonReservations,
  salonResourceCourseUnlinks,
  salonResources,
} from './schema';
import { lockSalon, parseRange, resourceRow, type Tx, warnOutsideShift } from './service';

export { tokyoToday };

/** Minutes since midnight in Tokyo (the salon's clock, spec §9). */
export function tokyoMinutes(now = new Date()): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Reading

type ReservationRow = typeof salonReservations.$inferSelect;
type RequestRow = typeof salonReservationRequests.$inferSelect;

const toRequest = (row: RequestRow): SalonReservationRequest => ({
  id: row.id,
  status: row.status as SalonReservationRequest['status'],
  date: row.date,
  from: row.from,
  to: row.to,
  salon_resource_id: row.resourceId,
  course: row.courseId,
  created_at: row.createdAt.toISOString(),
});

const RESERVATION_COLUMNS = Object.entries(getTableColumns(salonReservations)).map(([key, column]) => ({
  key,
  name: column.name,
  instant: column.columnType === 'PgTimestamp',
}));

/**
 * The reservations `where` selects, by date, start and id, read as one JSON value. Read row by row, PGlite and drizzle
 * convert every one of the 20 columns of every row on their own (measured for a resource's month,
 * 334 rows: 7.8 ms, of which 1.8 ms in the database); as JSON they arrive in one piece. The
 * columns come from the table's own definition, so a new column needs no change here.
 */
async function selectReservations(db: Db | Tx, where: SQL | undefined): Promise<ReservationRow[]> {
  const inner = db.select().from(salonReservations).where(where);
  const result = (await db.execute(
    sql`select coalesce(json_agg(r order by r.date, r."from", r.id), '[]'::json) as rows from (${inner}) r`,
  )) as unknown as {
    rows: { rows: unknown }[];
  };
  const value = result.rows[0]?.rows ?? [];
  const records = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  return records.map((record) => {
    const row: Record<string, unknown> = {};
    for (const column of RESERVATION_COLUMNS) {
      const raw = record[column.name] ?? null;
      row[column.key] = column.instant && raw !== null ? new Date(raw as string) : raw;
    }
    return row as ReservationRow;
  });
}

/** Reservations with their pending requests and their resource, in one query each. */
async function present(db: Db | Tx, rows: ReservationRow[]): Promise<SalonReservation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const resourceIds = [...new Set(rows.flatMap((row) => (row.resourceId === null ? [] : [row.resourceId])))];
  const [requests, resources] = await Promise.all([
    db
      .select()
      .from(salonReservationRequests)
      .where(
        and(
          // One array parameter rather than one parameter per id (hundreds on a month's list).
          sql`${salonReservationRequests.reservationId} = any(${sql.param(ids)}::int[])`,
          eq(salonReservationRequests.status, 'pending'),
        ),
      )
      .orderBy(asc(salonReservationRequests.id)),
    resourceIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: salonResources.id, name: salonResources.name, color: salonResources.color })
          .from(salonResources)
          .where(inArray(salonResources.id, resourceIds)),
  ]);
  const byResource = new Map(resources.map((resource) => [resource.id, resource]));
  // Bookings kept before the answers carried their labels are named by the salon's current form.
  const legacySalons = [
    ...new Set(rows.filter((row) => needsFields(row.customerInfo)).map((row) => row.salonId)),
  ];
  const formOf = new Map<number, SalonCustomerField[]>();
  for (const salonId of legacySalons) {
    const configs = await db
      .select({ customerInfo: salonOnlineConfigs.customerInfo })
      .from(salonOnlineConfigs)
      .where(eq(salonOnlineConfigs.salonId, salonId))
      .orderBy(asc(salonOnlineConfigs.id));
    formOf.set(
      salonId,
      configs.flatMap((config) => config.customerInfo as SalonCustomerField[]),
    );
  }
  const pending = (id: number, kind: 'change' | 'cancel') => {
    const request = requests.filter((r) => r.reservationId === id && r.kind === kind).at(-1);
    return request ? toRequest(request) : null;
  };
  return rows.map((row) => {
    const answers = customerAnswers(row.customerInfo, formOf.get(row.salonId));
    return {
      id: row.id,
      name: row.name,
      comment: row.comment,
      contact_address: contactAddress(answers),
      course: row.courseId,
      member_id: row.memberId,
      date: row.date,
      from: row.from,
      to: row.to,
      salon_resource_id: row.resourceId,
      sub_resource_ids: row.subResourceIds,
      resource_fee_is_charged: row.resourceFeeIsCharged,
      meta_data: { memo: row.memo },
      status: row.status as SalonReservation['status'],
      checked_at: row.checkedAt?.toISOString() ?? null,
      visit_status: row.visitStatus as SalonReservation['visit_status'],
      is_attended: row.isAttended,
      change_child: pending(row.id, 'change'),
      cancel_child: pending(row.id, 'cancel'),
      salon_resource: row.resourceId === null ? null : (byResource.get(row.resourceId) ?? null),
      source: row.source === 'online' ? 'online' : 'staff',
      customer_info: answers,
    };
  });
}

/**
 * GET reservations: `?ids=1,2,3` (the salon's among them, in that order), or a date range with an
 * optional resource (a reservation counts for a resource it uses as main or sub resource).
 */
export async function listReservations(
  db: Db,
  salonId: number,
  query: { ids?: string; range_date?: string; salon_resource_id?: string },
): Promise<SalonReservation[]> {
  if (query.ids !== undefined) {
    const ids = query.ids.split(',').map((part) => part.trim());
    if (ids.length === 0 || ids.length > 500 || ids.some((part) => !/^\d{1,9}$/.test(part))) {
      invalid({ ids: [messages.ids] });
    }
    const wanted = ids.map(Number);
    const rows = await db
      .select()
      .from(salonReservations)
      .where(and(eq(salonReservations.salonId, salonId), inArray(salonReservations.id, wanted)));
    const order = new Map(wanted.map((id, index) => [id, index]));
    return present(
      db,
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    );
  }
  if (query.range_date === undefined) invalid({ range_date: [messages.range] });
  const { first, last } = parseRange(query.range_date);
  const resourceId = await optionalResource(db, salonId, query.salon_resource_id);
  const rows = await selectReservations(
    db,
    and(
      eq(salonReservations.salonId, salonId),
      gte(salonReservations.date, first),
      lte(salonReservations.date, last),
      resourceId === undefined
        ? undefined
        : or(
            eq(salonReservations.resourceId, resourceId),
            arrayContains(salonReservations.subResourceIds, [resourceId]),
          ),
    ),
  );
  return present(db, rows);
}

/**
 * The cache key of a reservations range query (reservation-cache.ts), from the query alone; none
 * for `?ids=` lists and for a resource that is not a number (listReservations answers those). A
 * malformed range throws the same 422 listReservations would.
 */
export function reservationListCacheKey(
  salonId: number,
  query: { ids?: string; range_date?: string; salon_resource_id?: string },
): string | undefined {
  if (query.ids !== undefined || query.range_date === undefined) return undefined;
  const range = parseRange(query.range_date);
  const resource = query.salon_resource_id;
  if (resource === undefined || resource === '') return reservationListKey(salonId, range, undefined);
  const resourceId = listedResourceId(query);
  return resourceId === undefined ? undefined : reservationListKey(salonId, range, resourceId);
}

/** The resource a range query names, when it names one by a well-formed id (the cache's key and version). */
export function listedResourceId(query: { salon_resource_id?: string }): number | undefined {
  const text = query.salon_resource_id;
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * A staff write's common end: the row must exist (else 404), the open timelines hear of it
 * (manager_update), and the answer is the reservation as the API shows it.
 */
async function staffUpdated(
  tx: Tx,
  salonId: number,
  id: number,
  row: ReservationRow | undefined,
): Promise<SalonReservation> {
  if (!row) throw notFound();
  await recordEvent(tx, salonId, {
    eventType: 'manager_update',
    reservationId: id,
    memberDisplayName: row.name,
  });
  const [reservation] = await present(tx, [row]);
  if (!reservation) throw notFound();
  return reservation;
}

async function optionalResource(db: Db | Tx, salonId: number, text: string | undefined) {
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,9}$/.test(text)) invalid({ salon_resource_id: [messages.notFound] });
  await resourceRow(db, salonId, Number(text));
  return Number(text);
}

async function reservationRow(
  db: Db | Tx,
  salonId: number,
  id: number,
  lock = false,
): Promise<ReservationRow> {
  const query = db
    .select()
    .from(salonReservations)
    .where(and(eq(salonReservations.id, id), eq(salonReservations.salonId, salonId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Writing

interface ReservationValues {
  name: string;
  comment: string;
  courseId: number | null;
  memberId: number | null;
  date: string;
  from: string;
  to: string;
  resourceId: number | null;
  subResourceIds: number[];
  resourceFeeIsCharged: boolean;
  memo: string;
  status: string;
}

/** spec §3: a resource id that is not positive means none. Out of range ids are no resource of ours. */
const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Checks a reservation against the salon: its course and resources must be the salon's, the main
 * resource must be able to serve the course (resource-course unlinks), and from < to.
 */
async function reservationValues(
  tx: Tx,
  salonId: number,
  input: SalonReservationInput,
  current?: ReservationRow,
): Promise<ReservationValues> {
  // The fields' shapes (name, date, times and their order, text lengths, status) were checked by
  // the contract's schema; here what needs the salon's rows.
  const errors: FieldErrors = {};
  const { name, date } = input;
  const times = { from: input.from, to: input.to };
  const comment = input.comment ?? '';
  const memo = input.memo ?? current?.memo ?? '';
  const courseId = input.course === undefined || input.course === null ? null : input.course;
  if (courseId !== null && !isId(courseId)) add(errors, 'course', messages.unknownCourse);
  const resourceId = positive(input.salon_resource_id);
  const subResourceIds = [
    ...new Set((input.sub_resource_ids ?? []).filter((id) => positive(id) !== null)),
  ].filter((id) => id !== resourceId);
  const status = input.status ?? current?.status ?? 'reserved';
  const memberId = positive(input.member_id);
  const resourceFeeIsCharged = input.resource_fee_is_charged ?? false;

  if (resourceId !== null && !isId(resourceId)) add(errors, 'salon_resource_id', messages.unknownResource);
  if (subResourceIds.some((id) => !isId(id))) add(errors, 'sub_resource_ids', messages.unknownResource);
  if (memberId !== null && !isId(memberId)) add(errors, 'member_id', messages.unknownMember);
  if (Object.keys(errors).length > 0) invalid(errors);
  const resourceIds = [...(resourceId === null ? [] : [resourceId]), ...subResourceIds];
  const [known, course] = await Promise.all([
    resourceIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: salonResources.id })
          .from(salonResources)
          .where(and(eq(salonResources.salonId, salonId), inArray(salonResources.id, resourceIds))),
    courseId === null
      ? Promise.resolve([])
      : tx
          .select({ id: salonCourses.id })
          .from(salonCourses)
          .where(and(eq(salonCourses.salonId, salonId), eq(salonCourses.id, courseId))),
  ]);
  const knownIds = new Set(known.map((row) => row.id));
  if (resourceId !== null && !knownIds.has(resourceId))
    add(errors, 'salon_resource_id', messages.unknownResource);
  if (subResourceIds.some((id) => !knownIds.has(id)))
    add(errors, 'sub_resource_ids', messages.unknownResource);
  if (courseId !== null && course.length === 0) add(errors, 'course', messages.unknownCourse);
  if (courseId !== null && resourceId !== null && course.length > 0 && knownIds.has(resourceId)) {
    const [unlinked] = await tx
      .select({ id: salonResourceCourseUnlinks.resourceId })
      .from(salonResourceCourseUnlinks)
      .where(
        and(
          eq(salonResourceCourseUnlinks.resourceId, resourceId),
          eq(salonResourceCourseUnlinks.courseId, courseId),
        ),
      );
    if (unlinked) add(errors, 'salon_resource_id', messages.cannotServe);
  }
  if (Object.keys(errors).length > 0) invalid(errors);
  return {
    name,
    comment,
    courseId,
    memberId,
    date,
    ...times,
    resourceId,
    subResourceIds,
    resourceFeeIsCharged,
    memo,
    status,
  };
}

/**
 * Other live reservations of the salon on the same day that share a resource and a moment with
 * this one. Start inclusive, end exclusive: 10:00–11:00 and 11:00–12:00 do not overlap.
 */
async function overlapsOf(
  tx: Db | Tx,
  salonId: number,
  id: number,
  values: ReservationValues,
): Promise<number[]> {
  const resources = [...(values.resourceId === null ? [] : [values.resourceId]), ...values.subResourceIds];
  if (resources.length === 0) return [];
  const array = sql.raw(`ARRAY[${resources.map(Number).join(',')}]::integer[]`);
  const rows = await tx
    .select({ id: salonReservations.id })
    .from(salonReservations)
    .where(
      and(
        eq(salonReservations.salonId, salonId),
        eq(salonReservations.date, values.date),
        ne(salonReservations.id, id),
        ne(salonReservations.status, 'cancelled'),
        sql`${salonReservations.from} < ${values.to}`,
        sql`${values.from} < ${salonReservations.to}`,
        sql`(${salonReservations.resourceId} = any(${array}) or ${salonReservations.subResourceIds} && ${array})`,
      ),
    )
    .orderBy(asc(salonReservations.id));
  return rows.map((row) => row.id);
}

/** The shift warning of a reservation with a staff member (SALON_CONFIRM_KEY). */
async function warnIfOutsideShift(tx: Tx, salonId: number, values: ReservationValues, id = 0) {
  if (values.resourceId === null) return;
  const { name, date, from, to, resourceId, status } = values;
  await warnOutsideShift(tx, salonId, { id, name, date, from, to, resourceId, status });
}

/**
 * Where a booking or a visit of a known friend is told (issue 32): the funnels' event list, through
 * the root capability; the account is the caller's (the salon is checked to be its own).
 */
export interface FriendEventSink {
  accountId: number;
  record: Capabilities['friendEvents'];
}

/** POST reservations. Staff may double-book; the answer names the reservations it overlaps. */
export async function createReservation(
  db: Db,
  salonId: number,
  input: SalonReservationInput,
  events?: FriendEventSink,
): Promise<SalonReservationSaved> {
  return db.transaction(async (tx) => {
    const values = await reservationValues(tx, salonId, input);
    if (input.confirm !== true) await warnIfOutsideShift(tx, salonId, values);
    const [row] = await tx
      .insert(salonReservations)
      .values({ salonId, ...values })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordEvent(tx, salonId, {
      eventType: 'manager_create',
      reservationId: row.id,
      memberDisplayName: row.name,
    });
    if (events && row.memberId !== null) {
      await events.record(tx, [
        {
          accountId: events.accountId,
          friendId: row.memberId,
          kind: 'booking_made',
          at: row.createdAt,
          refId: row.id,
          value: { salon_id: salonId },
          key: `booking:${row.id}`,
        },
      ]);
    }
    const [reservation] = await present(tx, [row]);
    if (!reservation) throw new Error('present returned nothing');
    return { reservation, overlaps: await overlapsOf(tx, salonId, row.id, values) };
  });
}

/** PUT reservations/{id}: every field again (memo kept when not sent). */
export async function updateReservation(
  db: Db,
  salonId: number,
  id: number,
  input: SalonReservationInput,
): Promise<SalonReservationSaved> {
  return db.transaction(async (tx) => {
    const current = await reservationRow(tx, salonId, id, true);
    const values = await reservationValues(tx, salonId, input, current);
    // Only a change of day, time or staff is checked: a memo edit of a booking already outside a
    // shift (warned about when it was made) does not ask again.
    const moved =
      values.date !== current.date ||
      values.from !== current.from ||
      values.to !== current.to ||
      values.resourceId !== current.resourceId;
    if (moved && input.confirm !== true) await warnIfOutsideShift(tx, salonId, values, id);
    const [row] = await tx
      .update(salonReservations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(salonReservations.id, id))
      .returning();
    const reservation = await staffUpdated(tx, salonId, id, row);
    return { reservation, overlaps: await overlapsOf(tx, salonId, id, values) };
  });
}

/**
 * PATCH reservations/{id}: only status, memo, checked_at, visit_status and is_attended (spec §5);
 * the contract's schema answered 422 for any other key and for a wrong value; none is 422 here.
 */
export async function patchReservation(
  db: Db,
  salonId: number,
  id: number,
  body: SalonReservationPatch,
): Promise<SalonReservation> {
  // A body with no key changes nothing: 422 like one with another key.
  if (Object.keys(body).length === 0) invalid({ _: [messages.patchKeys] });
  const set: Partial<typeof salonReservations.$inferInsert> = { updatedAt: new Date() };
  if (body.status !== undefined) set.status = body.status;
  if (body.memo !== undefined) set.memo = body.memo ?? '';
  if (body.checked_at !== undefined)
    set.checkedAt = body.checked_at === null ? null : new Date(body.checked_at);
  if (body.visit_status !== undefined) set.visitStatus = body.visit_status;
  if (body.is_attended !== undefined) set.isAttended = body.is_attended;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(salonReservations)
      .set(set)
      .where(and(eq(salonReservations.id, id), eq(salonReservations.salonId, salonId)))
      .returning();
    const reservation = await staffUpdated(tx, salonId, id, row);
    return reservation;
  });
}

/**
 * POST reservations/{id}/visit (issue 28): moves the 来店 stage along SALON_VISIT_TRANSITIONS,
 * writing status, checked_at, visit_status and is_attended together; any other move is 422 and
 * changes nothing. Locked, so two taps at two counters cannot both check in.
 */
export async function moveVisit(
  db: Db,
  salonId: number,
  id: number,
  to: SalonVisitStage,
  now = new Date(),
  events?: FriendEventSink,
): Promise<SalonReservation> {
  return db.transaction(async (tx) => {
    const current = await reservationRow(tx, salonId, id, true);
    const fields = {
      status: current.status as SalonReservationStatus,
      checked_at: current.checkedAt === null ? null : current.checkedAt.toISOString(),
      visit_status: current.visitStatus as SalonVisitStatus | null,
      is_attended: current.isAttended,
    };
    const from = visitStageOf(fields);
    if (!canMoveVisit(from, to)) invalid({ stage: [SALON_VISIT_MESSAGES.cannotMove(from, to)] });
    const next = visitFieldsFor(fields, to, now);
    const [row] = await tx
      .update(salonReservations)
      .set({
        status: next.status,
        checkedAt: next.checked_at === null ? null : new Date(next.checked_at),
        visitStatus: next.visit_status,
        isAttended: next.is_attended,
        updatedAt: now,
      })
      .where(eq(salonReservations.id, id))
      .returning();
    // A visit counts once per reservation: undone and checked in again, it is the same visit.
    if (events && to === 'visited' && current.memberId !== null) {
      await events.record(tx, [
        {
          accountId: events.accountId,
          friendId: current.memberId,
          kind: 'booking_visited',
          at: now,
          refId: id,
          value: { salon_id: salonId },
          key: `visit:${id}`,
        },
      ]);
    }
    const reservation = await staffUpdated(tx, salonId, id, row);
    return reservation;
  });
}

export async function deleteReservation(db: Db, salonId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(salonReservations)
      .where(and(eq(salonReservations.id, id), eq(salonReservations.salonId, salonId)))
      .returning({ id: salonReservations.id, name: salonReservations.name });
    const [row] = deleted;
    if (!row) throw notFound();
    await recordEvent(tx, salonId, {
      eventType: 'manager_delete',
      reservationId: id,
      memberDisplayName: row.name,
    });
  });
}

/**
 * POST reservations/{id}/judge/{childId}/edit|cancel {status: approved | denied}. Approving a change
 * applies its date, times, resource and course; approving a cancel cancels the reservation. A
 * request already judged (or withdrawn) is 409 — also when two operators judge at once: the row is
 * locked, so the second sees the first's decision.
 */
export async function judgeRequest(
  db: Db,
  salonId: number,
  reservationId: number,
  childId: number,
  kind: string,
  status: (typeof SALON_JUDGE_STATUSES)[number],
  userId: number,
): Promise<SalonReservation> {
  const requestKind = kind === 'edit' ? 'change' : kind === 'cancel' ? 'cancel' : null;
  if (requestKind === null) throw notFound();
  return db.transaction(async (tx) => {
    const reservation = await reservationRow(tx, salonId, reservationId, true);
    const [child] = await tx
      .select()
      .from(salonReservationRequests)
      .where(
        and(
          eq(salonReservationRequests.id, childId),
          eq(salonReservationRequests.reservationId, reservationId),
          eq(salonReservationRequests.kind, requestKind),
        ),
      )
      .for('update');
    if (!child) throw notFound();
    if (child.status !== 'pending') throw new HttpError(409, messages.alreadyJudged);
    await tx
      .update(salonReservationRequests)
      .set({ status, judgedAt: new Date(), judgedBy: userId })
      .where(eq(salonReservationRequests.id, childId));
    let row = reservation;
    if (status === 'approved') {
      const set: Partial<typeof salonReservations.$inferInsert> =
        requestKind === 'cancel'
          ? { status: 'cancelled' }
          : {
              date: child.date ?? reservation.date,
              from: child.from ?? reservation.from,
              to: child.to ?? reservation.to,
              resourceId: child.resourceId ?? reservation.resourceId,
              courseId: child.courseId ?? reservation.courseId,
            };
      const [updated] = await tx
        .update(salonReservations)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(salonReservations.id, reservationId))
        .returning();
      if (updated) row = updated;
    }
    const verdict = status === 'approved' ? 'approve' : 'deny';
    await recordEvent(tx, salonId, {
      eventType: requestKind === 'change' ? `${verdict}_update` : `${verdict}_cancel`,
      reservationId,
      changeChildId: requestKind === 'change' ? childId : null,
      deleteChildId: requestKind === 'cancel' ? childId : null,
      memberDisplayName: row.name,
    });
    const [presented] = await present(tx, [row]);
    if (!presented) throw notFound();
    return presented;
  });
}

/** Reservations from today on that use the resource (as main or sub resource), for DELETE resources/{id}. */
export async function futureReservationsOf(db: Db | Tx, salonId: number, resourceId: number) {
  return db
    .select({
      id: salonReservations.id,
      date: salonReservations.date,
      from: salonReservations.from,
      name: salonReservations.name,
    })
    .from(salonReservations)
    .where(
      and(
        eq(salonReservations.salonId, salonId),
        gte(salonReservations.date, tokyoToday()),
        ne(salonReservations.status, 'cancelled'),
        or(
          eq(salonReservations.resourceId, resourceId),
          arrayContains(salonReservations.subResourceIds, [resourceId]),
        ),
      ),
    )
    .orderBy(asc(salonReservations.date), asc(salonReservations.from));
}

/**
 * DELETE resources/{id}: a resource with reservations from today on is 422 naming them (the console
 * asks again with the list), unless `force`; then its reservations stay without a resource.
 */
export async function deleteResourceGuarded(
  db: Db,
  salonId: number,
  id: number,
  force: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSalon(tx, salonId);
    await resourceRow(tx, salonId, id);
    if (!force) {
      const future = await futureReservationsOf(tx, salonId, id);
      if (future.length > 0) {
        throw new HttpError(422, messages.hasFutureReservations(future.length), {
          reservations: future.map((r) => `${r.date} ${r.from} ${r.name}（#${r.id}）`),
        });
      }
    }
    await tx
      .delete(salonResources)
      .where(and(eq(salonResources.id, id), eq(salonResources.salonId, salonId)));
  });
}

// ---------------------------------------------------------------------------------------------
// Block times

const toBlock = (row: typeof salonBlockTimes.$inferSelect): SalonBlockTime => ({
  id: row.id,
  date: row.date,
  from: row.from,
  to: row.to,
  salon_resource_id: row.resourceId,
  is_confirmed: row.isConfirmed,
});

async function blockValues(tx: Db | Tx, salonId: number, input: SalonBlockTimeInput) {
  // Date, times and their order were checked by the contract's schema; here the salon's resource.
  const errors: FieldErrors = {};
  const { date } = input;
  const times = { from: input.from, to: input.to };
  const isConfirmed = input.is_confirmed ?? true;
  const resourceId = positive(input.salon_resource_id);
  if (resourceId === null || !isId(resourceId)) add(errors, 'salon_resource_id', messages.unknownResource);
  else {
    const [known] = await tx
      .select({ id: salonResources.id })
      .from(salonResources)
      .where(and(eq(salonResources.salonId, salonId), eq(salonResources.id, resourceId)));
    if (!known) add(errors, 'salon_resource_id', messages.unknownResource);
  }
  if (Object.keys(errors).length > 0) invalid(errors);
  return { date, ...times, isConfirmed, resourceId: resourceId as number };
}

export async function listBlockTimes(
  db: Db,
  salonId: number,
  query: { range_date: string; salon_resource_id?: string },
): Promise<SalonBlockTime[]> {
  const { first, last } = parseRange(query.range_date);
  const resourceId = await optionalResource(db, salonId, query.salon_resource_id);
  const rows = await db
    .select()
    .from(salonBlockTimes)
    .where(
      and(
        eq(salonBlockTimes.salonId, salonId),
        gte(salonBlockTimes.date, first),
        lte(salonBlockTimes.date, last),
        resourceId === undefined ? undefined : eq(salonBlockTimes.resourceId, resourceId),
      ),
    )
    .orderBy(asc(salonBlockTimes.date), asc(salonBlockTimes.from), asc(salonBlockTimes.id));
  return rows.map(toBlock);
}

export async function createBlockTime(
  db: Db,
  salonId: number,
  input: SalonBlockTimeInput,
): Promise<SalonBlockTime> {
  const values = await blockValues(db, salonId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(salonBlockTimes)
      .values({ salonId, ...values })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await markCalendarsChanged(tx, salonId, 'reservation');
    return toBlock(row);
  });
}

export async function updateBlockTime(
  db: Db,
  salonId: number,
  id: number,
  input: SalonBlockTimeInput,
): Promise<SalonBlockTime> {
  const [exists] = await db
    .select({ id: salonBlockTimes.id })
    .from(salonBlockTimes)
    .where(and(eq(salonBlockTimes.id, id), eq(salonBlockTimes.salonId, salonId)));
  if (!exists) throw notFound();
  const values = await blockValues(db, salonId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(salonBlockTimes).set(values).where(eq(salonBlockTimes.id, id)).returning();
    if (!row) throw notFound();
    await markCalendarsChanged(tx, salonId, 'reservation');
    return toBlock(row);
  });
}

export async function deleteBlockTime(db: Db, salonId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(salonBlockTimes)
      .where(and(eq(salonBlockTimes.id, id), eq(salonBlockTimes.salonId, salonId)))
      .returning({ id: salonBlockTimes.id });
    if (deleted.length === 0) throw notFound();
    await markCalendarsChanged(tx, salonId, 'reservation');
  });
}

/** `YYYY-MM-DD` plus `n` days (for the seed and tests). */
export function addDays(date: string, n: number): string {
  return dateOf((dayOf(date) ?? 0) + n);
}
