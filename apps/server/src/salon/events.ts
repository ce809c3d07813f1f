import {
  SALON_EVENT_REPLAY_SECONDS,
  type SalonEventType,
  type SalonReservationEvent,
} from '@console/contract/salon';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { EventSource } from '../event-hub';
import { markCalendarsChanged } from './calendar-marks';
import { salonEvents } from './schema';

/** The NOTIFY channel; the payload is the event's id. */
const CHANNEL = 'salon_events';
/** Events are kept this long (a reconnecting client may ask back 5 minutes). */
const KEEP_MS = 60 * 60_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EventInput {
  eventType: SalonEventType;
  reservationId: number;
  changeChildId?: number | null;
  deleteChildId?: number | null;
  memberDisplayName?: string | null;
  iconUrl?: string | null;
}

/**
 * Records an event in the caller's transaction and notifies every server process. PostgreSQL (and
 * PGlite) deliver a NOTIFY only when the transaction commits, so a rolled-back change is never
 * announced and a listener that hears of it can already read it.
 */
export async function recordEvent(tx: Db | Tx, salonId: number, input: EventInput): Promise<void> {
  const [row] = await tx
    .insert(salonEvents)
    .values({
      salonId,
      eventType: input.eventType,
      reservationId: input.reservationId,
      changeChildId: input.changeChildId ?? null,
      deleteChildId: input.deleteChildId ?? null,
      memberDisplayName: input.memberDisplayName ?? null,
      iconUrl: input.iconUrl ?? null,
    })
    .returning({ id: salonEvents.id });
  if (!row) throw new Error('event insert returned nothing');
  // Every reservation change passes here: the linked Google calendars follow it.
  await markCalendarsChanged(tx, salonId, 'reservation');
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(row.id)})`);
}

type EventRow = typeof salonEvents.$inferSelect;

const toEvent = (row: EventRow): SalonReservationEvent => ({
  id: row.id,
  reservation_id: row.reservationId,
  reservation_change_child_id: row.changeChildId,
  reservation_delete_child_id: row.deleteChildId,
  event_type: row.eventType as SalonEventType,
  member_display_name: row.memberDisplayName,
  icon_url: row.iconUrl,
  created_at: row.createdAt.toISOString(),
});

/**
 * The hub's reading of salon_events (event-hub.ts): streams are per salon, a reconnecting client
 * may resume SALON_EVENT_REPLAY_SECONDS back.
 */
export const salonEventSource: EventSource<SalonReservationEvent> = {
  channel: CHANNEL,
  lastId: async (db) => {
    const [row] = await db.select({ id: sql<number>`coalesce(max(${salonEvents.id}), 0)` }).from(salonEvents);
    return Number(row?.id ?? 0);
  },
  read: async (db, ids) => {
    const rows = await db
      .select()
      .from(salonEvents)
      .where(inArray(salonEvents.id, [...ids]))
      .orderBy(asc(salonEvents.id));
    return rows.map((row) => ({ key: row.salonId, event: toEvent(row) }));
  },
  idsAfter: async (db, id) =>
    (
      await db
        .select({ id: salonEvents.id })
        .from(salonEvents)
        .where(gt(salonEvents.id, id))
        .orderBy(asc(salonEvents.id))
    ).map((row) => row.id),
  /** The salon's events after `lastId` from the last five minutes, oldest first (Last-Event-ID). */
  replay: async (db, salonId, lastId) => {
    const rows = await db
      .select()
      .from(salonEvents)
      .where(
        and(
          eq(salonEvents.salonId, salonId),
          gt(salonEvents.id, lastId),
          sql`${salonEvents.createdAt} > now() - make_interval(secs => ${SALON_EVENT_REPLAY_SECONDS})`,
        ),
      )
      .orderBy(asc(salonEvents.id));
    return rows.map(toEvent);
  },
  prune: async (db) => {
    await db.delete(salonEvents).where(lt(salonEvents.createdAt, new Date(Date.now() - KEEP_MS)));
  },
};
