import {
  SALON_EVENT_REPLAY_SECONDS,
  type SalonEventType,
  type SalonReservationEvent,
} from '@console/contract/salon';
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db';
import type { JobLogger } from '../feature';
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

export type EventListener = (event: SalonReservationEvent) => void;

/**
 * One per server process: listens on the database's channel (a dedicated connection on
 * PostgreSQL, the instance itself on PGlite), reads each announced event once and hands it to the
 * process's subscribers of that salon.
 */
export class SalonEventHub {
  private readonly listeners = new Map<number, Set<EventListener>>();
  private readonly streams = new Set<() => void>();
  private pending = new Set<number>();
  private flushing: Promise<void> | null = null;
  private lastSeen = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private pruneTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly logger: JobLogger,
  ) {}

  private starting: Promise<void> | null = null;

  /**
   * Starts listening on first use (the first stream opened), so building the app needs no query:
   * the database may not be migrated yet then.
   */
  start(): Promise<void> {
    this.starting ??= this.begin().catch((error) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async begin(): Promise<void> {
    const [row] = await this.db
      .select({ id: sql<number>`coalesce(max(${salonEvents.id}), 0)` })
      .from(salonEvents);
    this.lastSeen = Number(row?.id ?? 0);
    await this.listen();
    this.pruneTimer = setInterval(() => void this.prune(), 10 * 60_000);
    this.pruneTimer.unref();
  }

  private async listen(): Promise<void> {
    const client = (this.db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (client instanceof pg.Pool) {
      // LISTEN needs a connection of its own for as long as the process runs; not one of the pool's.
      const listener = new pg.Client(client.options);
      listener.on('notification', (message) => this.announce(message.payload));
      listener.on('error', (error) => {
        this.logger.warn({ err: error.message }, 'salon events: listener connection lost, reconnecting');
        this.reconnect();
      });
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
      this.stopListening = async () => {
        listener.removeAllListeners('error');
        await listener.end().catch(() => undefined);
      };
      return;
    }
    const unlisten = await client.listen(CHANNEL, (payload) => this.announce(payload));
    this.stopListening = unlisten;
  }

  /** After a lost connection: listen again, then read what was written meanwhile. */
  private reconnect() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = null;
      try {
        await this.listen();
        const missed = await this.db
          .select({ id: salonEvents.id })
          .from(salonEvents)
          .where(gt(salonEvents.id, this.lastSeen))
          .orderBy(asc(salonEvents.id));
        for (const row of missed) this.announce(String(row.id));
      } catch (error) {
        this.logger.warn({ err: (error as Error).message }, 'salon events: reconnect failed, retrying');
        this.reconnect();
      }
    }, 1000);
    this.retryTimer.unref();
  }

  /** Notifications arrive one by one; they are read in batches, each event once. */
  private announce(payload: string | undefined) {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    this.pending.add(id);
    this.flushing ??= this.flush();
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const ids = [...this.pending];
        this.pending = new Set();
        const rows = await this.db
          .select()
          .from(salonEvents)
          .where(inArray(salonEvents.id, ids))
          .orderBy(asc(salonEvents.id));
        for (const row of rows) {
          this.lastSeen = Math.max(this.lastSeen, row.id);
          const event = toEvent(row);
          for (const listener of this.listeners.get(row.salonId) ?? []) listener(event);
        }
      }
    } catch (error) {
      if (!this.closed) this.logger.error({ err: (error as Error).message }, 'salon events: read failed');
    } finally {
      this.flushing = null;
    }
  }

  /** Calls `listener` with every event of the salon from now on; returns the unsubscribe. */
  subscribe(salonId: number, listener: EventListener): () => void {
    let set = this.listeners.get(salonId);
    if (!set) {
      set = new Set();
      this.listeners.set(salonId, set);
    }
    set.add(listener);
    return () => {
      set?.delete(listener);
      if (set?.size === 0) this.listeners.delete(salonId);
    };
  }

  /** The salon's events after `lastId` from the last five minutes, oldest first (Last-Event-ID). */
  async replay(salonId: number, lastId: number): Promise<SalonReservationEvent[]> {
    const rows = await this.db
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
  }

  /** An open SSE stream registers how to end it, so that closing the server does not wait on it. */
  trackStream(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private async prune() {
    try {
      await this.db.delete(salonEvents).where(lt(salonEvents.createdAt, new Date(Date.now() - KEEP_MS)));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'salon events: prune failed');
    }
  }

  /** Ends every open stream (clients reconnect to another process) and stops listening. */
  endStreams(): void {
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.endStreams();
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.starting?.catch(() => undefined);
    await this.stopListening?.();
    await this.flushing;
  }
}
