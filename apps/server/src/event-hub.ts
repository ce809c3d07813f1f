import type { PGlite } from '@electric-sql/pglite';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Db } from './db';
import type { JobLogger } from './feature';

/*
 * Server-Sent Events from an events table and a NOTIFY channel, for any feature: the writer inserts
 * an event row and `pg_notify(channel, id)` in its transaction (PostgreSQL and PGlite deliver a
 * NOTIFY at commit, so a rolled-back change is never announced and a listener can read what it
 * hears of); one hub per process listens (a dedicated connection on PostgreSQL), reads each event
 * once and hands it to the streams of its key (an account, a salon). A reconnecting client resumes
 * from Last-Event-ID. The salon's reservation events (salon/events.ts, keyed by salon) and the
 * chat's (chat/events.ts, keyed by account) are each an EventSource of this hub.
 */

/** How a feature's events are read: the hub knows no table. */
export interface EventSource<E extends { id: number }> {
  /** The NOTIFY channel; the payload is the event's id. */
  channel: string;
  /** The newest event id (where a starting hub begins). */
  lastId(db: Db): Promise<number>;
  /** The events of these ids, each with the key whose streams get it, oldest first. */
  read(db: Db, ids: readonly number[]): Promise<{ key: number; event: E }[]>;
  /** Ids of events after `id` (read after a lost listener connection). */
  idsAfter(db: Db, id: number): Promise<number[]>;
  /** The key's events after `lastId` that a reconnecting client may still get, oldest first. */
  replay(db: Db, key: number, lastId: number): Promise<E[]>;
  /** Deletes events too old to replay. */
  prune(db: Db): Promise<void>;
}

export class EventHub<E extends { id: number }> {
  private readonly listeners = new Map<number, Set<(event: E) => void>>();
  private readonly streams = new Set<() => void>();
  private pending = new Set<number>();
  private flushing: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private lastSeen = 0;
  private starting: Promise<void> | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly logger: JobLogger,
    private readonly source: EventSource<E>,
  ) {}

  /** Starts listening on first use, so building the app needs no query (the database may not be migrated yet). */
  start(): Promise<void> {
    this.starting ??= this.begin().catch((error) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async begin(): Promise<void> {
    this.lastSeen = await this.source.lastId(this.db);
    await this.listen();
    this.pruneTimer = setInterval(() => void this.prune(), 10 * 60_000);
    this.pruneTimer.unref();
  }

  private async listen(): Promise<void> {
    const client = (this.db as unknown as { $client: pg.Pool | PGlite }).$client;
    const channel = this.source.channel;
    if (client instanceof pg.Pool) {
      // LISTEN needs a connection of its own for as long as the process runs; not one of the pool's.
      const listener = new pg.Client(client.options);
      listener.on('notification', (message) => this.announce(message.payload));
      listener.on('error', (error) => {
        this.logger.warn({ err: error.message, channel }, 'events: listener connection lost, reconnecting');
        this.reconnect();
      });
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
      this.stopListening = async () => {
        listener.removeAllListeners('error');
        await listener.end().catch(() => undefined);
      };
      return;
    }
    this.stopListening = await client.listen(channel, (payload) => this.announce(payload));
  }

  /** After a lost connection: listen again, then read what was written meanwhile. */
  private reconnect() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = null;
      try {
        await this.listen();
        for (const id of await this.source.idsAfter(this.db, this.lastSeen)) this.announce(String(id));
      } catch (error) {
        this.logger.warn(
          { err: (error as Error).message, channel: this.source.channel },
          'events: reconnect failed, retrying',
        );
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
        for (const { key, event } of await this.source.read(this.db, ids)) {
          this.lastSeen = Math.max(this.lastSeen, event.id);
          for (const listener of this.listeners.get(key) ?? []) listener(event);
        }
      }
    } catch (error) {
      if (!this.closed)
        this.logger.error(
          { err: (error as Error).message, channel: this.source.channel },
          'events: read failed',
        );
    } finally {
      this.flushing = null;
    }
  }

  /** Calls `listener` with every event of the key from now on; returns the unsubscribe. */
  subscribe(key: number, listener: (event: E) => void): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set?.delete(listener);
      if (set?.size === 0) this.listeners.delete(key);
    };
  }

  replay(key: number, lastId: number): Promise<E[]> {
    return this.source.replay(this.db, key, lastId);
  }

  /** An open SSE stream registers how to end it, so that closing the server does not wait on it. */
  trackStream(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  private async prune() {
    try {
      await this.source.prune(this.db);
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message, channel: this.source.channel },
        'events: prune failed',
      );
    }
  }

  /** Ends every open stream (clients reconnect to another process). */
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

/** The client's resume point: Last-Event-ID, else `?last_event_id=`; 0 when none or not a number. */
export function lastEventId(request: FastifyRequest, fromQuery: string | undefined): number {
  const header = request.headers['last-event-id'];
  const text = (Array.isArray(header) ? header[0] : header) ?? fromQuery ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : 0;
}

/**
 * Answers with an event stream of `key`'s events: what came after `lastId` (replayed), then every
 * new one, each once and in order, a ping every 25 s; ended by the client or by `hub.endStreams`.
 */
export async function streamEvents<E extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: EventHub<E>,
  key: number,
  eventName: string,
  lastId: number,
): Promise<FastifyReply> {
  await hub.start();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-trace-id': request.id,
  });
  raw.write('retry: 3000\n\n');
  let sent = lastId;
  const send = (event: E) => {
    if (event.id <= sent) return;
    sent = event.id;
    raw.write(`id: ${event.id}\nevent: ${eventName}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  // Subscribe before replaying, holding live events back until the replay is out, so nothing falls
  // between the two and nothing is sent twice.
  const held: E[] = [];
  let replaying = true;
  const unsubscribe = hub.subscribe(key, (event) => (replaying ? held.push(event) : send(event)));
  const ping = setInterval(() => raw.write(': ping\n\n'), 25_000);
  ping.unref();
  const untrack = hub.trackStream(() => raw.end());
  raw.on('close', () => {
    clearInterval(ping);
    unsubscribe();
    untrack();
  });
  if (lastId > 0) for (const event of await hub.replay(key, lastId)) send(event);
  replaying = false;
  for (const event of held.sort((a, b) => a.id - b.id)) send(event);
  return reply;
}
