import { DELIVERY_MESSAGES as messages } from '@console/contract/deliveries';
import { sql } from 'drizzle-orm';
import { sendableTemplate } from '../content';
import { type Db, rows } from '../db';
import { messageValues } from '../friend-actions';
import { RETRY_KEY_TRUST_MS } from '../line-retry-key';
import { filterConditions } from '../members';
import { type LineMessage, renderMessages, tokensOf } from '../message-render';
import { type LinkMaker, messagesPerFriend, UnknownTrackerError } from '../personal-messages';
import type { DeliveryLineApi, SendOutcome } from './line';
import { classify429, quotaCheck, remainingQuota, requestAt } from './plan';
import { deliveryRetryKey, deliveryUnit } from './retry';
import { audienceFilterOf } from './service';

/*
 * The sending worker (issue 31): claims a due delivery with a lease (FOR UPDATE SKIP LOCKED, as the
 * journeys and tel senders do), fixes its recipients when it starts, then sends request after
 * request in seq order (plan.ts requestAt), each with its X-Line-Retry-Key, and records each
 * request's friends with the counters in one transaction after LINE answered.
 *
 * Why nobody gets a message twice and nobody is skipped, whatever dies when: a request's friends
 * follow from their seqs alone, so a worker taking over after a crash cuts the same request and
 * sends it under the same key; LINE (and the sandbox) take a key once and answer a repeat with 409,
 * which counts as sent. The recipients are marked only after LINE answered, so a request LINE never
 * saw is sent again, and one it took is a 409. The next request starts at sent + failed: every
 * request is recorded whole, in order.
 */

export interface SendingOptions {
  now: Date;
  workerId: string;
  leaseMs: number;
  /** The account's LINE for this delivery (sandbox or Messaging API). */
  apiFor(accountId: number, deliveryId: number): Promise<DeliveryLineApi>;
  /** False once the job is stopping: the request in flight is finished and recorded, then the delivery is let go. */
  running?: () => boolean;
  /** The clock between requests (tests move it); defaults to the real one. */
  clock?: () => Date;
  /** Makes friends' personal tracked links: needed only for a template that names a tracker. */
  links?: LinkMaker;
}

/** What a round did: deliveries claimed, requests made, and the ones to try again later. */
export interface SendingRound {
  claimed: number;
  requests: number;
  retryLater: number;
}

interface Claimed extends Record<string, unknown> {
  id: number;
  account_id: number;
  status: string;
  template_id: number;
  audience: unknown;
  pacing_per_minute: number | null;
  recipient_count: number | null;
  sent: number;
  failed: number;
  messages: unknown;
  per_friend: boolean | null;
  started_at: Date | string | null;
}

/** How long to wait after LINE was unreachable, or busy without saying how long. */
const BACKOFF_MS = 2_000;

const at = (value: Date) => value.toISOString();

/** Takes one due delivery (scheduled and due, or sending with work due) whose lease is free. */
async function claim(db: Db, options: SendingOptions): Promise<Claimed | null> {
  const now = at(options.now);
  const [row] = await rows<Claimed>(
    db,
    sql`UPDATE deliveries SET lease_owner = ${options.workerId},
               lease_until = ${now}::timestamptz + ${`${options.leaseMs} milliseconds`}::interval
        WHERE id = (
          SELECT id FROM deliveries
          WHERE ((status = 'scheduled' AND scheduled_at <= ${now}::timestamptz)
              OR (status = 'sending' AND (next_at IS NULL OR next_at <= ${now}::timestamptz)))
            AND (lease_until IS NULL OR lease_until < ${now}::timestamptz)
          ORDER BY scheduled_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, account_id, status, template_id, audience, pacing_per_minute, recipient_count,
                  sent, failed, messages, per_friend, started_at`,
  );
  return row ?? null;
}

/** Lets the delivery go: `nextAt` is when it next has work (null: now, or never for a finished one). */
async function release(db: Db, id: number, workerId: string, nextAt: Date | null) {
  await db.execute(sql`
    UPDATE deliveries SET lease_owner = NULL, lease_until = NULL, next_at = ${nextAt ? at(nextAt) : null}
    WHERE id = ${id} AND lease_owner = ${workerId}`);
}

/** A scheduled delivery that cannot start (its template or segment is gone): cancelled, with why. */
async function refuseStart(db: Db, id: number, error: string, now: Date) {
  await db.execute(sql`
    UPDATE deliveries SET status = 'cancelled', error = ${error}, finished_at = ${at(now)},
           lease_owner = NULL, lease_until = NULL, updated_at = ${at(now)}
    WHERE id = ${id} AND status = 'scheduled'`);
}

/**
 * Scheduled → sending: the template's messages and the recipients are fixed now, in one
 * transaction with the status, so a crash leaves either nothing started or all of it. LINE's
 * quota is asked first: a delivery that no longer fits this month is cancelled with the
 * quota's words before anyone gets it (the schedule checked it too, but time has passed).
 */
async function start(
  db: Db,
  row: Claimed,
  api: DeliveryLineApi,
  now: Date,
  links: LinkMaker | undefined,
): Promise<Claimed | null> {
  const template = await sendableTemplate(db, row.account_id, row.template_id);
  if (!template) {
    await refuseStart(db, row.id, messages.templateGone, now);
    return null;
  }
  const filter = await audienceFilterOf(db, row.account_id, row.audience);
  if ('problem' in filter) {
    await refuseStart(db, row.id, filter.problem, now);
    return null;
  }
  const where = [
    sql`f.account_id = ${row.account_id}`,
    sql`f.status = 'following'`,
    ...filterConditions(filter.filter),
  ];
  const [counted] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM friends f WHERE ${sql.join(where, sql` AND `)}`,
  );
  const count = Number(counted?.n ?? 0);
  const remaining = remainingQuota(await api.quota(), await api.consumption());
  const fits = quotaCheck(remaining, count);
  if (!fits.ok) {
    await refuseStart(db, row.id, fits.message, now);
    return null;
  }
  const list = template.messages as LineMessage[];
  // Common variables are the same for every friend: filled once here. A friend-information token
  // or a tracker (each friend's own link) makes the messages per friend (a push each); without
  // either the same messages go by multicast.
  const tokens = tokensOf(JSON.stringify(list));
  const perFriend = tokens.varIds.length > 0 || tokens.trackerIds.length > 0;
  if (tokens.trackerIds.length > 0) {
    // Every tracker must still be the account's: asked with no friends, it makes no link.
    for (const trackerId of tokens.trackerIds) {
      const known =
        links &&
        (await links.personalLinks({
          accountId: row.account_id,
          trackerId,
          friendIds: [],
          deliveryId: row.id,
          origin: links.origin,
        }));
      if (!known) {
        await refuseStart(db, row.id, messages.trackerGone, now);
        return null;
      }
    }
  }
  const { common } = await messageValues(db, [JSON.stringify(list)], [], [row.account_id]);
  const fixed = perFriend
    ? list
    : renderMessages(list, { vars: new Map(), common: common.get(row.account_id) ?? new Map() });
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [moved] = await rows<Claimed>(
      txDb,
      sql`UPDATE deliveries SET status = 'sending', started_at = ${at(now)}, messages = ${JSON.stringify(fixed)}::jsonb,
                 per_friend = ${perFriend}, sandbox = ${api.sandbox}, next_at = NULL, updated_at = ${at(now)}
          WHERE id = ${row.id} AND status = 'scheduled'
          RETURNING id, account_id, status, template_id, audience, pacing_per_minute, recipient_count,
                    sent, failed, messages, per_friend, started_at`,
    );
    // Cancelled between the claim and now: nothing to send.
    if (!moved) return null;
    const inserted = await rows<{ n: number | string }>(
      txDb,
      sql`WITH added AS (
            INSERT INTO delivery_recipients (delivery_id, seq, friend_id, line_user_id)
            SELECT ${row.id}, (row_number() OVER (ORDER BY f.id)) - 1, f.id, f.line_user_id
            FROM friends f WHERE ${sql.join(where, sql` AND `)}
            RETURNING 1)
          SELECT count(*) AS n FROM added`,
    );
    const total = Number(inserted[0]?.n ?? 0);
    await txDb.execute(sql`UPDATE deliveries SET recipient_count = ${total} WHERE id = ${row.id}`);
    return { ...moved, recipient_count: total };
  });
}

/** One request's friends as stored, still waiting. */
interface Pending extends Record<string, unknown> {
  seq: number;
  friend_id: number;
  line_user_id: string;
}

/**
 * Records what LINE said for the friends [from, to) and moves the counters by the rows that were
 * still pending (a request recorded already by a worker that lost its lease is not counted
 * twice). Renews the lease; answers the delivery's status after it (cancelled stops the loop).
 */
async function record(
  db: Db,
  row: Claimed,
  from: number,
  to: number,
  state: 'sent' | 'failed',
  reason: string | null,
  options: SendingOptions,
  now: Date,
): Promise<{ status: string; sent: number; failed: number }> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [changed] = await rows<{ n: number | string }>(
      txDb,
      sql`WITH marked AS (
            UPDATE delivery_recipients SET state = ${state}, reason = ${reason}, sent_at = ${at(now)}
            WHERE delivery_id = ${row.id} AND seq >= ${from} AND seq < ${to} AND state = 'pending'
            RETURNING 1)
          SELECT count(*) AS n FROM marked`,
    );
    const n = Number(changed?.n ?? 0);
    const [after] = await rows<{ status: string; sent: number; failed: number }>(
      txDb,
      sql`UPDATE deliveries SET
            sent = sent + ${state === 'sent' ? n : 0}, failed = failed + ${state === 'failed' ? n : 0},
            lease_until = ${at(now)}::timestamptz + ${`${options.leaseMs} milliseconds`}::interval
          WHERE id = ${row.id} RETURNING status, sent, failed`,
    );
    if (!after) throw new Error(`delivery ${row.id} vanished while sending`);
    return after;
  });
}

/**
 * Every friend not yet sent to is failed with `error` (`reason` on their rows), and the delivery is
 * done: the quota ran out, or a tracker it names was deleted.
 */
async function stopShort(
  db: Db,
  row: Claimed,
  error: string,
  now: Date,
  reason: 'quota' | 'tracker' = 'quota',
) {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [changed] = await rows<{ n: number | string }>(
      txDb,
      sql`WITH marked AS (
            UPDATE delivery_recipients SET state = 'failed', reason = ${reason}
            WHERE delivery_id = ${row.id} AND state = 'pending' RETURNING 1)
          SELECT count(*) AS n FROM marked`,
    );
    await txDb.execute(sql`
      UPDATE deliveries SET failed = failed + ${Number(changed?.n ?? 0)}, error = ${error},
             status = CASE WHEN status = 'sending' THEN 'done' ELSE status END,
             finished_at = ${at(now)}, updated_at = ${at(now)}, lease_owner = NULL, lease_until = NULL
      WHERE id = ${row.id}`);
  });
}

/** The seq of the first friend still waiting, or `total` when none is. */
async function firstPending(db: Db, id: number, total: number): Promise<number> {
  const [row] = await rows<{ seq: number | null }>(
    db,
    sql`SELECT min(seq) AS seq FROM delivery_recipients WHERE delivery_id = ${id} AND state = 'pending'`,
  );
  return row?.seq === null || row?.seq === undefined ? total : Number(row.seq);
}

async function finish(db: Db, id: number, now: Date) {
  await db.execute(sql`
    UPDATE deliveries SET status = 'done', finished_at = ${at(now)}, updated_at = ${at(now)},
           lease_owner = NULL, lease_until = NULL, next_at = NULL
    WHERE id = ${id} AND status = 'sending'`);
}

/** Friends whose own messages are made at once for per-friend pushes (their values and links). */
const PER_FRIEND_WINDOW = 500;

/**
 * The messages of a request: the fixed ones for a multicast, a friend's own for a push. A friend's
 * own are made for them and the next pending friends in one go (messagesPerFriend: a few queries
 * per 500 pushes, not two per push), and kept until the sender gets past them.
 */
function requestMessages(db: Db, row: Claimed, links: LinkMaker | undefined) {
  const list = row.messages as LineMessage[];
  let made = new Map<number, LineMessage[]>();
  return async (friends: readonly Pending[]): Promise<LineMessage[]> => {
    const [friend] = friends;
    if (!row.per_friend || !friend) return list;
    const own = made.get(friend.friend_id);
    if (own) return own;
    const window = await rows<{ friend_id: number }>(
      db,
      sql`SELECT friend_id FROM delivery_recipients
          WHERE delivery_id = ${row.id} AND seq >= ${friend.seq} AND state = 'pending'
          ORDER BY seq LIMIT ${PER_FRIEND_WINDOW}`,
    );
    const ids = window.map((pending) => Number(pending.friend_id));
    if (!ids.includes(friend.friend_id)) ids.unshift(friend.friend_id);
    made = await messagesPerFriend(db, row.account_id, list, ids, row.id, links ?? noLinks);
    return made.get(friend.friend_id) ?? list;
  };
}

/** Without the trackers feature, a message that names a tracker cannot be sent (start refused it). */
const noLinks: LinkMaker = {
  personalLinks: async () => null,
  origin: '',
};

/** Sends one request (a multicast of `friends`, or a push to the one friend) under its retry key. */
async function sendRequest(
  api: DeliveryLineApi,
  row: Claimed,
  from: number,
  friends: readonly Pending[],
  list: readonly LineMessage[],
): Promise<SendOutcome> {
  const [first] = friends;
  if (!first) return { kind: 'sent' };
  const unit = deliveryUnit(row.id);
  if (row.per_friend)
    return api.push(first.line_user_id, list, deliveryRetryKey(row.id, { friendId: first.friend_id }), unit);
  return api.multicast(
    friends.map((friend) => friend.line_user_id),
    list,
    deliveryRetryKey(row.id, { batch: from }),
    unit,
  );
}

/**
 * Sends a claimed, sending delivery's due requests until it is done, waits for its next paced
 * request, LINE asks to wait, or the job stops; then lets it go. Returns the requests made and
 * whether it is to be tried again later.
 */
async function sendDue(
  db: Db,
  row: Claimed,
  api: DeliveryLineApi,
  options: SendingOptions,
): Promise<{ requests: number; retryLater: boolean }> {
  const clock = options.clock ?? (() => new Date());
  const total = row.recipient_count ?? 0;
  const startedAt = new Date(row.started_at ?? options.now);
  let cursor = row.sent + row.failed;
  let requests = 0;
  const messagesOf = requestMessages(db, row, options.links);
  while (cursor < total) {
    const now = clock();
    const request = requestAt(cursor, total, row.per_friend === true, row.pacing_per_minute);
    const due = new Date(startedAt.getTime() + request.dueMs);
    if (due > now || (options.running && !options.running())) {
      await release(db, row.id, options.workerId, due > now ? due : null);
      return { requests, retryLater: false };
    }
    const friends = await rows<Pending & { tried_at: Date | string | null }>(
      db,
      sql`SELECT seq, friend_id, line_user_id, tried_at FROM delivery_recipients
          WHERE delivery_id = ${row.id} AND seq >= ${request.from} AND seq < ${request.to} AND state = 'pending'
          ORDER BY seq`,
    );
    const tried = friends.filter((friend) => friend.tried_at !== null);
    const firstTried = Math.min(...tried.map((friend) => new Date(friend.tried_at as string).getTime()));
    const [first] = friends;
    // A request never tried is marked on its first friend before LINE can take it: one row, not
    // 500 (marking every row cost a third of the sender's speed). A retry cuts the same request
    // again (requests are cut from the counters, which move with the rows in one transaction), so
    // its first friend carries the mark.
    if (first && tried.length === 0) {
      await db.execute(
        sql`UPDATE delivery_recipients SET tried_at = ${at(now)}
            WHERE delivery_id = ${row.id} AND seq = ${first.seq}`,
      );
    }
    // LINE may have taken this request before its key's 24 hours ran out; sent again now, the same
    // key would not stop a second message. At most once: these friends are failed, with why.
    const expired = now.getTime() - firstTried > RETRY_KEY_TRUST_MS;
    let list: LineMessage[] = [];
    try {
      if (!expired) list = await messagesOf(friends);
    } catch (error) {
      // A tracker deleted while sending: the rest cannot go with its link, so they get nothing.
      if (!(error instanceof UnknownTrackerError)) throw error;
      await stopShort(db, row, messages.trackerGone, clock(), 'tracker');
      return { requests, retryLater: false };
    }
    const outcome: SendOutcome =
      friends.length === 0
        ? { kind: 'sent' }
        : expired
          ? { kind: 'refused', reason: messages.retryKeyExpired }
          : await sendRequest(api, row, request.from, friends, list);
    requests += friends.length === 0 || expired ? 0 : 1;
    if (outcome.kind === 'rate_limited') {
      // LINE says 429 both when the month's quota is used up and when requests came too fast.
      const verdict = classify429(await api.quota(), await api.consumption(), friends.length);
      if (verdict === 'quota_exhausted') {
        await stopShort(db, row, messages.quotaExhausted, clock());
        return { requests, retryLater: false };
      }
      await release(
        db,
        row.id,
        options.workerId,
        new Date(clock().getTime() + (outcome.retryAfterMs ?? BACKOFF_MS)),
      );
      return { requests, retryLater: true };
    }
    if (outcome.kind === 'unavailable') {
      await release(db, row.id, options.workerId, new Date(clock().getTime() + BACKOFF_MS));
      return { requests, retryLater: true };
    }
    const state = outcome.kind === 'refused' ? 'failed' : 'sent';
    const after = await record(
      db,
      row,
      request.from,
      request.to,
      state,
      outcome.kind === 'refused' ? outcome.reason : null,
      options,
      clock(),
    );
    if (after.status !== 'sending') {
      // Cancelled between requests: what went stays sent; nothing more goes.
      await release(db, row.id, options.workerId, null);
      return { requests, retryLater: false };
    }
    const next = after.sent + after.failed;
    // The counters always move with the rows (record's one transaction); should they ever disagree,
    // the first friend still waiting says where to go on, rather than asking for the same request
    // for ever.
    cursor = next > cursor ? next : await firstPending(db, row.id, total);
  }
  await finish(db, row.id, clock());
  return { requests, retryLater: false };
}

/**
 * One round of the sender: claims due deliveries one after another and sends what is due of each,
 * until none is left due or the job stops.
 */
export async function runDueDeliveries(db: Db, options: SendingOptions): Promise<SendingRound> {
  const round: SendingRound = { claimed: 0, requests: 0, retryLater: 0 };
  for (;;) {
    if (options.running && !options.running()) return round;
    const now = (options.clock ?? (() => options.now))();
    const claimed = await claim(db, { ...options, now });
    if (!claimed) return round;
    round.claimed += 1;
    const api = await options.apiFor(claimed.account_id, claimed.id);
    let row: Claimed | null = claimed;
    try {
      if (claimed.status === 'scheduled') row = await start(db, claimed, api, now, options.links);
      if (!row) continue;
      const sent = await sendDue(db, row, api, options);
      round.requests += sent.requests;
      if (sent.retryLater) round.retryLater += 1;
    } catch (error) {
      // The lease runs out and the delivery is taken up again; the retry keys keep it to one send.
      await release(db, claimed.id, options.workerId, new Date(now.getTime() + BACKOFF_MS)).catch(
        () => undefined,
      );
      throw error;
    }
  }
}

/** How far back a delivery's "blocked since" is kept up to date: afterwards it stays as it was. */
const BLOCKED_SINCE_DAYS = 30;

/**
 * Brings each recent delivery's "blocked since" up to date: its friends who were sent it and have
 * blocked the account after that. Counted by the sender every few minutes rather than per read,
 * because a list of deliveries would otherwise join every recipient of every row it shows.
 */
export async function refreshBlockedSince(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE deliveries d SET blocked_since = counted.n
    FROM (
      SELECT r.delivery_id, count(f.id)::int AS n
      FROM deliveries recent
      JOIN delivery_recipients r ON r.delivery_id = recent.id AND r.state = 'sent'
      LEFT JOIN friends f ON f.id = r.friend_id AND f.status = 'blocked' AND f.blocked_at >= r.sent_at
      WHERE recent.status IN ('sending', 'done', 'cancelled')
        AND (recent.finished_at IS NULL OR recent.finished_at >= ${at(now)}::timestamptz - ${`${BLOCKED_SINCE_DAYS} days`}::interval)
      GROUP BY r.delivery_id
    ) counted
    WHERE d.id = counted.delivery_id AND d.blocked_since <> counted.n`);
}
