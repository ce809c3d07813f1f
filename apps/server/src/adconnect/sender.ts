import {
  AD_EVENT_KINDS,
  AD_SEND_ANSWER_MAX_LENGTH,
  AD_SEND_MAX_ATTEMPTS,
  type AdEventKind,
  type AdPlatform,
  AD_CONNECT_MESSAGES as M,
} from '@console/contract/adconnect';
import type { FriendEventKind } from '@console/contract/funnels';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { FriendEventFeed, FriendEventRead } from '../feature';
import type { AdConnectConfig } from './config';
import { type AdEvent, payloadFor } from './payloads';
import { type AdSendTry, adAccounts, adEventMappings, adSends } from './schema';
import { type AdTransport, backoffMs, outcomeOf, requestFor } from './transport';

/*
 * The sender (issue 32): each enabled ad account reads the event list from its own cursor and
 * queues one send per event of a mapped kind (once: a unique key per event and ad account, so a
 * restart or a second worker adds nothing); then each ad account's oldest unfinished send is sent,
 * one after the other, so the platform gets them in the order they happened. 5xx, 429 and network
 * failures are tried again later (backoffMs), up to AD_SEND_MAX_ATTEMPTS tries; any other 4xx fails
 * the send at once. The sandbox records the send as sent and calls nobody.
 */

/** The kinds an ad account reports, typed as kinds of the event list (which they must be). */
const AD_KINDS: readonly FriendEventKind[] = AD_EVENT_KINDS;

type Settings = AdConnectConfig['adconnect'];

/** Events read per query while queueing. */
const PAGE = 500;
/** Sends per round at most: the round ends and the next starts after the pause. */
const SENDS_PER_ROUND = 200;

const isAdKind = (kind: FriendEventKind): kind is AdEventKind => AD_KINDS.includes(kind);

/** The deduplication key of a friend's event for an ad account: the same however often it is queued or tried. */
export const eventIdOf = (adAccountId: number, friendEventId: number) =>
  `ad${adAccountId}-fe${friendEventId}`;

/** The send queued for one event. */
export function queuedSend(
  account: { id: number; accountId: number; platform: AdPlatform; lineChannelId: string | null },
  event: FriendEventRead,
  eventName: string,
): typeof adSends.$inferInsert {
  const adEvent: AdEvent = {
    eventId: eventIdOf(account.id, event.id),
    kind: isAdKind(event.kind) ? event.kind : null,
    eventName,
    at: event.at,
    lineUserId: event.lineUserId,
    friendId: event.friendId,
    value: event.value,
  };
  return {
    accountId: account.accountId,
    adAccountId: account.id,
    friendEventId: event.id,
    kind: adEvent.kind,
    eventName,
    eventId: adEvent.eventId,
    eventAt: event.at,
    payload: payloadFor(account.platform, adEvent, account.lineChannelId),
  };
}

/**
 * Queues the events each enabled ad account has not read yet. An ad account another worker is
 * queueing for is skipped (its row is locked). Answers the number of sends queued.
 */
export async function queueEvents(
  db: Db,
  feed: FriendEventFeed,
  settings: Settings,
  now: Date,
): Promise<number> {
  const ids = await rows<{ id: number }>(db, sql`SELECT id FROM ad_accounts WHERE enabled ORDER BY id`);
  let queued = 0;
  for (const { id } of ids) {
    queued += await db.transaction(async (tx) => {
      const [account] = await rows<{
        id: number;
        account_id: number;
        platform: AdPlatform;
        line_channel_id: string | null;
        cursor_id: string | number;
        cursor_next_id: string | number;
        cursor_next_at: string | Date | null;
      }>(
        tx,
        sql`SELECT id, account_id, platform, line_channel_id, cursor_id, cursor_next_id, cursor_next_at
            FROM ad_accounts WHERE id = ${id} AND enabled FOR UPDATE SKIP LOCKED`,
      );
      if (!account) return 0;
      const mapping = new Map(
        (
          await tx
            .select({ kind: adEventMappings.kind, eventName: adEventMappings.eventName })
            .from(adEventMappings)
            .where(eq(adEventMappings.adAccountId, id))
        ).map((row) => [row.kind, row.eventName]),
      );
      const target = {
        id: account.id,
        accountId: account.account_id,
        platform: account.platform,
        lineChannelId: account.line_channel_id,
      };
      let cursor = Number(account.cursor_id);
      let nextId = Number(account.cursor_next_id);
      let nextAt = account.cursor_next_at === null ? null : new Date(account.cursor_next_at);
      // A range read a while ago is settled: no transaction can still add an event inside it.
      if (nextAt && now.getTime() - nextAt.getTime() >= settings.settleMs) {
        cursor = Math.max(cursor, nextId);
        nextAt = null;
      }
      let added = 0;
      let last = cursor;
      for (;;) {
        const events = await feed.after(tx, account.account_id, last, PAGE);
        const sends = events.flatMap((event) => {
          const name = mapping.get(event.kind);
          return name ? [queuedSend(target, event, name)] : [];
        });
        if (sends.length > 0) {
          const inserted = await tx
            .insert(adSends)
            .values(sends)
            .onConflictDoNothing()
            .returning({ id: adSends.id });
          added += inserted.length;
        }
        last = events.at(-1)?.id ?? last;
        if (events.length < PAGE) break;
      }
      if (!nextAt && last > cursor) {
        nextId = last;
        nextAt = now;
      }
      await tx
        .update(adAccounts)
        .set({ cursorId: cursor, cursorNextId: Math.max(nextId, cursor), cursorNextAt: nextAt })
        .where(eq(adAccounts.id, id));
      return added;
    });
  }
  return queued;
}

type SendRow = typeof adSends.$inferSelect;

/** Takes a send for this worker when it is due (or its holder's lease ran out); null when another has it. */
async function claim(db: Db, id: number, now: Date, settings: Settings): Promise<SendRow | null> {
  const lease = new Date(now.getTime() + settings.leaseMs);
  const [row] = await db
    .update(adSends)
    .set({ status: 'sending', leaseUntil: lease })
    .where(
      and(
        eq(adSends.id, id),
        sql`((status = 'waiting' AND coalesce(next_attempt_at, '-infinity') <= ${now.toISOString()}::timestamptz)
          OR (status = 'sending' AND lease_until < ${now.toISOString()}::timestamptz))`,
      ),
    )
    .returning();
  return row ?? null;
}

interface TryResult {
  status: 'sent' | 'waiting' | 'failed';
  httpStatus: number | null;
  answer: string;
  retryAfterMs: number | null;
  sandbox: boolean;
}

/** One try of a claimed send, through the sandbox or the transport. */
async function tryOnce(db: Db, row: SendRow, settings: Settings, transport: AdTransport): Promise<TryResult> {
  if (!settings.live) {
    return { status: 'sent', httpStatus: null, answer: M.sandbox, retryAfterMs: null, sandbox: true };
  }
  const [account] = await db
    .select({
      platform: adAccounts.platform,
      destinationId: adAccounts.destinationId,
      accessToken: adAccounts.accessToken,
    })
    .from(adAccounts)
    .where(eq(adAccounts.id, row.adAccountId));
  if (!account)
    return { status: 'failed', httpStatus: null, answer: M.notFound, retryAfterMs: null, sandbox: false };
  const request = requestFor(settings, { ...account, platform: account.platform as AdPlatform }, row.payload);
  try {
    const answer = await transport(request);
    const outcome = outcomeOf(answer.status);
    return {
      status: outcome === 'sent' ? 'sent' : outcome === 'retry' ? 'waiting' : 'failed',
      httpStatus: answer.status,
      answer: answer.body.slice(0, AD_SEND_ANSWER_MAX_LENGTH),
      retryAfterMs: answer.retryAfterMs,
      sandbox: false,
    };
  } catch (error) {
    const reason = error instanceof Error ? `${M.network} ${error.message}` : M.network;
    return {
      status: 'waiting',
      httpStatus: null,
      answer: reason.slice(0, AD_SEND_ANSWER_MAX_LENGTH),
      retryAfterMs: null,
      sandbox: false,
    };
  }
}

/** Claims, tries and records one send; the row as recorded, or null when another worker had it. */
export async function sendOne(
  db: Db,
  id: number,
  settings: Settings,
  transport: AdTransport,
  now: Date,
): Promise<SendRow | null> {
  const row = await claim(db, id, now, settings);
  if (!row) return null;
  const result = await tryOnce(db, row, settings, transport);
  const attempts = row.attempts + 1;
  let status = result.status;
  let answer = result.answer;
  if (status === 'waiting' && attempts >= AD_SEND_MAX_ATTEMPTS) {
    status = 'failed';
    answer = `${M.gaveUp} ${answer}`.slice(0, AD_SEND_ANSWER_MAX_LENGTH);
  }
  const tried: AdSendTry = { at: now.toISOString(), http_status: result.httpStatus, answer: result.answer };
  const [recorded] = await db
    .update(adSends)
    .set({
      status,
      attempts,
      sandbox: result.sandbox,
      httpStatus: result.httpStatus,
      answer,
      tries: sql`${adSends.tries} || ${JSON.stringify([tried])}::jsonb`,
      nextAttemptAt:
        status === 'waiting' ? new Date(now.getTime() + backoffMs(attempts, result.retryAfterMs)) : null,
      leaseUntil: null,
      sentAt: status === 'sent' ? now : null,
    })
    .where(and(eq(adSends.id, id), eq(adSends.status, 'sending')))
    .returning();
  return recorded ?? null;
}

/**
 * Sends what is due: each ad account's oldest unfinished send, again and again until none is due
 * (a send waiting for its next try holds back the ones after it, so the order stays). Answers the
 * number of tries made.
 */
export async function sendDue(
  db: Db,
  settings: Settings,
  transport: AdTransport,
  now: Date,
  running: () => boolean = () => true,
): Promise<number> {
  let tries = 0;
  while (tries < SENDS_PER_ROUND && running()) {
    const heads = await rows<{ id: string | number }>(
      db,
      sql`SELECT h.id FROM (
            SELECT DISTINCT ON (ad_account_id) id, status, next_attempt_at, lease_until
            FROM ad_sends WHERE status IN ('waiting', 'sending') ORDER BY ad_account_id, id
          ) h
          WHERE (h.status = 'waiting' AND coalesce(h.next_attempt_at, '-infinity') <= ${now.toISOString()}::timestamptz)
             OR (h.status = 'sending' AND h.lease_until < ${now.toISOString()}::timestamptz)
          ORDER BY h.id
          LIMIT ${SENDS_PER_ROUND - tries}`,
    );
    if (heads.length === 0) break;
    for (const head of heads) {
      if (!running()) break;
      if (await sendOne(db, Number(head.id), settings, transport, now)) tries += 1;
    }
  }
  return tries;
}
