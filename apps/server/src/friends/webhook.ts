import { EventEmitter } from 'node:events';
import { richMenuTemplateOf } from '@console/contract/richmenus';
import { validateSignature, type webhook } from '@line/bot-sdk';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { FriendEventRecord, LineMessageEvent } from '../feature';
import { foldName } from '../name-search';
import { isStorableText, storableJson } from '../text';
import type { LineProfile, LineProfileSource } from './line';

/*
 * LINE's webhook (issue 16): a delivery is checked against X-Line-Signature, its events stored in
 * line_webhook_events (the durable queue, unique per webhookEventId so a redelivery is stored
 * once) and LINE answered at once; the friends worker then claims stored events and applies them
 * to friends. Applying an event and marking it done happen in one transaction, so an event is
 * applied once even when a worker dies half-way (its claim runs out and another takes it over).
 */

const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export const EVENT_STATUS = { waiting: 0, claimed: 1, done: 2, failed: -1 } as const;
/** Claims of one event before it is given up (kept as failed, with the error, for an operator). */
export const MAX_ATTEMPTS = 5;

/** In-process wake-up: the webhook route tells a worker of this process that events are waiting. */
export const webhookSignal = new EventEmitter();
webhookSignal.setMaxListeners(0);

/** A stored event as the queue keeps it. */
export interface QueuedEvent {
  webhookEventId: string;
  type: string;
  lineUserId: string | null;
  eventAt: Date;
  payload: unknown;
}

/**
 * True when `signature` (the X-Line-Signature header) is the base64 HMAC-SHA256 of the raw body
 * under the channel secret, compared in constant time by LINE's SDK.
 */
export function signatureMatches(body: Buffer, secret: string, signature: string | undefined): boolean {
  if (!signature || body.length === 0) return false;
  return validateSignature(body, secret, signature);
}

/**
 * The events of a delivery's JSON body, or null when it is not LINE's shape. Events without a
 * webhookEventId or timestamp cannot be deduplicated or ordered and are skipped.
 */
export function eventsOf(body: unknown): QueuedEvent[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const events = (body as Partial<webhook.CallbackRequest>).events;
  if (!Array.isArray(events)) return null;
  const queued: QueuedEvent[] = [];
  for (const event of events as webhook.Event[]) {
    if (typeof event !== 'object' || event === null) continue;
    const id = (event as { webhookEventId?: unknown }).webhookEventId;
    const timestamp = (event as { timestamp?: unknown }).timestamp;
    const type = (event as { type?: unknown }).type;
    if (typeof id !== 'string' || id.length === 0 || id.length > 64 || !isStorableText(id)) continue;
    if (typeof timestamp !== 'number' || !(timestamp >= 0 && timestamp < 8.64e15)) continue;
    if (typeof type !== 'string' || type.length > 64 || !isStorableText(type)) continue;
    const source = (event as { source?: webhook.Source }).source;
    const userId = source && 'userId' in source && typeof source.userId === 'string' ? source.userId : null;
    queued.push({
      webhookEventId: id,
      type,
      lineUserId: userId && userId.length <= 64 && isStorableText(userId) ? userId : null,
      eventAt: new Date(timestamp),
      payload: storableJson(event),
    });
  }
  return queued;
}

/** Stores a delivery's events; returns how many were new (a redelivered event is skipped). */
export async function storeEvents(
  db: Db,
  channel: { id: number; accountId: number },
  events: readonly QueuedEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const payload = events.map((event) => ({
    w: event.webhookEventId,
    t: event.type,
    u: event.lineUserId,
    at: event.eventAt.toISOString(),
    p: event.payload,
  }));
  const inserted = await rows(
    db,
    sql`
      INSERT INTO line_webhook_events (channel_id, account_id, webhook_event_id, type, line_user_id, event_at, payload)
      SELECT ${channel.id}::int, ${channel.accountId}::int, r.w, r.t, r.u, r.at, r.p
      FROM jsonb_to_recordset(${jsonParam(payload)}) AS r(w text, t text, u text, at timestamptz, p jsonb)
      ON CONFLICT (channel_id, webhook_event_id) DO NOTHING
      RETURNING id`,
  );
  if (inserted.length > 0) webhookSignal.emit('events');
  return inserted.length;
}

export interface ClaimedEvent {
  id: number;
  channelId: number;
  accountId: number;
  type: string;
  lineUserId: string | null;
  eventAt: Date;
  /** A postback's data (what a rich-menu area or a button sent); null for other events. */
  postbackData?: string | null;
  webhookEventId?: string;
  /** A message event's `message` object; null for other events. */
  message?: unknown;
}

/**
 * Claims up to `limit` waiting events (and events whose claim ran out) in arrival order, skipping
 * rows another worker holds (SKIP LOCKED on PostgreSQL).
 */
export async function claimEvents(
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedEvent[]> {
  const claimed = await rows(
    db,
    sql`
      UPDATE line_webhook_events
      SET status = 1, claimed_by = ${workerId}, attempts = attempts + 1,
          lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
      WHERE id = ANY (ARRAY(
        SELECT id FROM line_webhook_events
        WHERE status = 0 OR (status = 1 AND lease_expires_at < now())
        ORDER BY id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ))
      RETURNING id, channel_id, account_id, type, line_user_id, event_at, webhook_event_id,
                CASE WHEN type = 'postback' THEN payload->'postback'->>'data' END AS postback_data,
                CASE WHEN type = 'message' THEN payload->'message' END AS message`,
  );
  return claimed
    .map((row) => ({
      id: Number(row.id),
      channelId: Number(row.channel_id),
      accountId: Number(row.account_id),
      type: String(row.type),
      lineUserId: typeof row.line_user_id === 'string' ? row.line_user_id : null,
      eventAt: new Date(row.event_at as string | Date),
      postbackData: typeof row.postback_data === 'string' ? row.postback_data : null,
      webhookEventId: String(row.webhook_event_id),
      message: row.message ?? null,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * The batch's taps on rich-menu areas that open a template (pure): the event and the template
 * asked for. Other postbacks are the operator's own data, left to whoever reads them.
 */
export function templateTaps(events: readonly ClaimedEvent[]): { e: number; t: number }[] {
  const taps: { e: number; t: number }[] = [];
  for (const event of events) {
    if (event.type !== 'postback' || !event.lineUserId || !event.postbackData) continue;
    const templateId = richMenuTemplateOf(event.postbackData);
    if (templateId !== null) taps.push({ e: event.id, t: templateId });
  }
  return taps;
}

/** The batch's message events, for whoever takes them (the chat, through capabilities). */
export function messageEvents(events: readonly ClaimedEvent[]): LineMessageEvent[] {
  const messages: LineMessageEvent[] = [];
  for (const event of events) {
    if (event.type !== 'message' || !event.lineUserId || event.message == null) continue;
    messages.push({
      accountId: event.accountId,
      lineUserId: event.lineUserId,
      webhookEventId: event.webhookEventId ?? '',
      eventAt: event.eventAt,
      message: event.message,
    });
  }
  return messages;
}

/** Takes a batch's message events in the worker's transaction (capabilities.lineMessages). */
export type MessageTaker = (tx: Tx, events: readonly LineMessageEvent[]) => Promise<void>;
/** Records what friends did in the worker's transaction (capabilities.friendEvents). */
export type FriendEventsRecorder = (tx: Tx, events: readonly FriendEventRecord[]) => Promise<void>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a batch of events does to one friend (the latest follow or unfollow wins). */
export interface FriendChange {
  accountId: number;
  channelId: number;
  lineUserId: string;
  /** following | blocked, from the latest follow/unfollow of the batch; null when none came. */
  status: 'following' | 'blocked' | null;
  statusAt: Date | null;
  /** The latest follow of the batch, whether or not a later unfollow came (followed_at keeps it). */
  followAt: Date | null;
  lastActiveAt: Date | null;
}

const ACTIVITY = new Set([
  'message',
  'postback',
  'follow',
  'beacon',
  'accountLink',
  'things',
  'videoPlayComplete',
]);

/** Folds a batch of events into one change per friend (pure; events in any order). */
export function friendChanges(events: readonly ClaimedEvent[]): FriendChange[] {
  const changes = new Map<string, FriendChange>();
  for (const event of events) {
    if (!event.lineUserId) continue;
    const isStatus = event.type === 'follow' || event.type === 'unfollow';
    if (!isStatus && !ACTIVITY.has(event.type)) continue;
    const key = `${event.accountId}\u0000${event.lineUserId}`;
    const change = changes.get(key) ?? {
      accountId: event.accountId,
      channelId: event.channelId,
      lineUserId: event.lineUserId,
      status: null,
      statusAt: null,
      followAt: null,
      lastActiveAt: null,
    };
    if (isStatus && (change.statusAt === null || event.eventAt >= change.statusAt)) {
      change.status = event.type === 'follow' ? 'following' : 'blocked';
      change.statusAt = event.eventAt;
    }
    if (event.type === 'follow' && (change.followAt === null || event.eventAt > change.followAt)) {
      change.followAt = event.eventAt;
    }
    if (ACTIVITY.has(event.type) && (change.lastActiveAt === null || event.eventAt > change.lastActiveAt)) {
      change.lastActiveAt = event.eventAt;
    }
    changes.set(key, change);
  }
  return [...changes.values()];
}

/** Profiles fetched at a time, so a burst of follows does not flood LINE. */
const PROFILE_CONCURRENCY = 8;

async function fetchProfiles(
  changes: readonly FriendChange[],
  sourceFor: (channelId: number) => Promise<LineProfileSource>,
): Promise<Map<string, LineProfile | null>> {
  const profiles = new Map<string, LineProfile | null>();
  let next = 0;
  const work = async () => {
    while (next < changes.length) {
      const change = changes[next++] as FriendChange;
      const source = await sourceFor(change.channelId);
      profiles.set(`${change.accountId}\u0000${change.lineUserId}`, await source.profile(change.lineUserId));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PROFILE_CONCURRENCY, changes.length) }, work));
  return profiles;
}

/**
 * Applies the changes to friends and marks the events done, in one transaction. A friend is made
 * on first sight; a follow or unfollow only applies when newer than the status already stored
 * (LINE may deliver late or out of order); activity only moves last_active_at forward.
 */
async function applyChanges(
  db: Db,
  workerId: string,
  eventIds: number[],
  changes: readonly FriendChange[],
  profiles: Map<string, LineProfile | null>,
  taps: readonly { e: number; t: number }[] = [],
  messages: { events: readonly LineMessageEvent[]; take?: MessageTaker } = { events: [] },
  recordEvents?: FriendEventsRecorder,
): Promise<number> {
  const payload = changes.map((change) => {
    const profile = profiles.get(`${change.accountId}\u0000${change.lineUserId}`);
    return {
      a: change.accountId,
      u: change.lineUserId,
      n: profile?.displayName ?? null,
      f: profile ? foldName(profile.displayName) : null,
      p: profile?.pictureUrl ?? null,
      s: change.status,
      sa: change.statusAt?.toISOString() ?? null,
      fo: change.followAt?.toISOString() ?? null,
      la: change.lastActiveAt?.toISOString() ?? null,
    };
  });
  return db.transaction(async (tx) => {
    if (payload.length > 0) {
      await tx.execute(sql`
        INSERT INTO friends AS f (account_id, line_user_id, display_name, name_search, picture_url, status,
                                  followed_at, blocked_at, status_at, last_active_at)
        SELECT r.a, r.u, coalesce(r.n, ''), coalesce(r.f, ''), r.p, coalesce(r.s, 'following'),
               r.fo, CASE WHEN r.s = 'blocked' THEN r.sa END,
               r.sa, r.la
        FROM jsonb_to_recordset(${jsonParam(payload)})
          AS r(a int, u text, n text, f text, p text, s text, sa timestamptz, fo timestamptz, la timestamptz)
        ORDER BY r.a, r.u
        ON CONFLICT (account_id, line_user_id) DO UPDATE SET
          display_name = CASE WHEN EXCLUDED.display_name <> '' THEN EXCLUDED.display_name ELSE f.display_name END,
          name_search = CASE WHEN EXCLUDED.display_name <> '' THEN EXCLUDED.name_search ELSE f.name_search END,
          picture_url = CASE WHEN EXCLUDED.display_name <> '' THEN EXCLUDED.picture_url ELSE f.picture_url END,
          status = CASE WHEN EXCLUDED.status_at IS NOT NULL AND (f.status_at IS NULL OR EXCLUDED.status_at >= f.status_at)
                        THEN EXCLUDED.status ELSE f.status END,
          followed_at = GREATEST(f.followed_at, EXCLUDED.followed_at),
          blocked_at = CASE WHEN EXCLUDED.status_at IS NOT NULL AND (f.status_at IS NULL OR EXCLUDED.status_at >= f.status_at)
                             THEN EXCLUDED.blocked_at ELSE f.blocked_at END,
          status_at = CASE WHEN EXCLUDED.status_at IS NOT NULL AND (f.status_at IS NULL OR EXCLUDED.status_at >= f.status_at)
                           THEN EXCLUDED.status_at ELSE f.status_at END,
          last_active_at = GREATEST(f.last_active_at, EXCLUDED.last_active_at)`);
    }
    // Follows are handed to the journeys feature's follow job (greeting and follow settings,
    // issue 30) in this transaction: a follow applied is a follow handed over, once per event id.
    await tx.execute(sql`
      INSERT INTO line_follow_events (account_id, friend_id, webhook_event_id, event_at, is_unblocked)
      SELECT e.account_id, f.id, e.webhook_event_id, e.event_at,
             coalesce(e.payload->'follow'->>'isUnblocked' = 'true', false)
      FROM line_webhook_events e
      JOIN friends f ON f.account_id = e.account_id AND f.line_user_id = e.line_user_id
      WHERE e.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${jsonParam(eventIds)}))
        AND e.type = 'follow' AND e.status = 1 AND e.claimed_by = ${workerId}
      ON CONFLICT (account_id, webhook_event_id) DO NOTHING`);
    // Template taps on rich-menu areas, handed over the same way: the follow job sends the
    // template once per event (its retry key is the event's), however often LINE redelivers.
    if (taps.length > 0) {
      await tx.execute(sql`
        INSERT INTO line_follow_events (account_id, friend_id, webhook_event_id, event_at, kind, template_id)
        SELECT e.account_id, f.id, e.webhook_event_id, e.event_at, 'template', r.t
        FROM jsonb_to_recordset(${jsonParam(taps)}) AS r(e bigint, t int)
        JOIN line_webhook_events e ON e.id = r.e
        JOIN friends f ON f.account_id = e.account_id AND f.line_user_id = e.line_user_id
        WHERE e.status = 1 AND e.claimed_by = ${workerId}
        ON CONFLICT (account_id, webhook_event_id) DO NOTHING`);
    }
    // Message events go to the chat the same way, in this transaction: rolled back with the batch.
    // A batch run twice (its claim ran out and another worker took it over) hands them twice; the
    // taker's unique key on LINE's message id keeps the second from adding anything.
    if (messages.take && messages.events.length > 0) await messages.take(tx, messages.events);
    // Follows and unfollows go to the funnels' event list the same way (issue 32), keyed by LINE's
    // webhook event id, so a replayed batch records each once.
    if (recordEvents && changes.some((change) => change.status !== null)) {
      const happened = await rows(
        tx,
        sql`
          SELECT e.account_id, f.id AS friend_id, e.type, e.event_at, e.webhook_event_id
          FROM line_webhook_events e
          JOIN friends f ON f.account_id = e.account_id AND f.line_user_id = e.line_user_id
          WHERE e.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${jsonParam(eventIds)}))
            AND e.type IN ('follow', 'unfollow') AND e.status = 1 AND e.claimed_by = ${workerId}`,
      );
      await recordEvents(
        tx,
        happened.map((row) => ({
          accountId: Number(row.account_id),
          friendId: Number(row.friend_id),
          kind: row.type === 'follow' ? 'follow' : 'unfollow',
          at: new Date(row.event_at as string | Date),
          key: `line:${String(row.webhook_event_id)}`,
        })),
      );
    }
    const done = await rows(
      tx,
      sql`
        UPDATE line_webhook_events SET status = 2, processed_at = now(), error = NULL
        WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${jsonParam(eventIds)}))
          AND status = 1 AND claimed_by = ${workerId}
        RETURNING id`,
    );
    return done.length;
  });
}

/** Gives the events back (or up, after MAX_ATTEMPTS) with the error. */
async function releaseEvents(db: Db, workerId: string, eventIds: number[], error: string): Promise<void> {
  await db.execute(sql`
    UPDATE line_webhook_events
    SET status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN -1 ELSE 0 END, error = ${error.slice(0, 500)},
        claimed_by = NULL, lease_expires_at = NULL
    WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${jsonParam(eventIds)}))
      AND status = 1 AND claimed_by = ${workerId}`);
}

/**
 * One round of the worker: claim a batch, fetch the profiles it needs (new friends and every
 * follow, since a name may have changed), apply. Returns the number of events it finished.
 */
export async function processBatch(
  db: Db,
  workerId: string,
  sourceFor: (channelId: number) => Promise<LineProfileSource>,
  options: {
    limit?: number;
    leaseMs?: number;
    takeMessages?: MessageTaker;
    recordEvents?: FriendEventsRecorder;
  } = {},
): Promise<{ claimed: number; done: number }> {
  const events = await claimEvents(db, workerId, options.limit ?? 500, options.leaseMs ?? 60_000);
  if (events.length === 0) return { claimed: 0, done: 0 };
  const ids = events.map((event) => event.id);
  try {
    const changes = friendChanges(events);
    const known = await knownFriends(db, changes);
    const needProfile = changes.filter(
      (change) =>
        change.status === 'following' || !known.has(`${change.accountId}\u0000${change.lineUserId}`),
    );
    const profiles = await fetchProfiles(needProfile, sourceFor);
    const done = await applyChanges(
      db,
      workerId,
      ids,
      changes,
      profiles,
      templateTaps(events),
      {
        events: messageEvents(events),
        take: options.takeMessages,
      },
      options.recordEvents,
    );
    return { claimed: events.length, done };
  } catch (error) {
    await releaseEvents(db, workerId, ids, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function knownFriends(db: Db, changes: readonly FriendChange[]): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const pairs = changes.map((change) => ({ a: change.accountId, u: change.lineUserId }));
  const found = await rows(
    db,
    sql`
      SELECT f.account_id, f.line_user_id FROM friends f
      JOIN jsonb_to_recordset(${jsonParam(pairs)}) AS r(a int, u text)
        ON f.account_id = r.a AND f.line_user_id = r.u`,
  );
  return new Set(found.map((row) => `${row.account_id}\u0000${row.line_user_id}`));
}
