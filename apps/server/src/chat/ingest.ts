import type { ChatKind } from '@console/contract/chat';
import { sql } from 'drizzle-orm';
import { rows } from '../db';
import type { LineMessageEvent, Tx } from '../feature';
import { recordChatEvents } from './events';

/*
 * Incoming messages (issue 31). The friends feature's webhook worker hands the message events of
 * each batch here (capabilities.lineMessages), inside the transaction that applies the batch and
 * marks its events done, after the friends are made. This feature therefore never claims webhook
 * events itself (no second claim column on the friends feature's queue, no import of it), and an
 * event becomes a message exactly when it is applied. LINE's message id is unique per account
 * (ON CONFLICT DO NOTHING): a redelivered webhook (a new row in the queue only when its
 * webhookEventId is new) or a batch run again after a worker died adds nothing, and only messages
 * really added raise the thread's unread count and reopen it.
 */

interface Parsed {
  a: number;
  u: string;
  m: string;
  k: ChatKind;
  t: string | null;
  c: string | null;
  at: string;
}

const KINDS: Record<string, ChatKind> = { text: 'text', image: 'image', sticker: 'sticker' };

/** A message event's row, or null when LINE's message has no usable id (pure). */
export function parseMessageEvent(event: LineMessageEvent): Parsed | null {
  const message = event.message as {
    id?: unknown;
    type?: unknown;
    text?: unknown;
    packageId?: unknown;
    stickerId?: unknown;
  };
  if (typeof message !== 'object' || message === null) return null;
  if (typeof message.id !== 'string' || message.id.length === 0 || message.id.length > 64) return null;
  const kind = KINDS[String(message.type)] ?? 'other';
  const text = kind === 'text' && typeof message.text === 'string' ? message.text : null;
  const content =
    kind === 'sticker'
      ? `${String(message.packageId ?? '')}/${String(message.stickerId ?? '')}`
      : kind === 'other' && typeof message.type === 'string'
        ? message.type.slice(0, 64)
        : null;
  return {
    a: event.accountId,
    u: event.lineUserId,
    m: message.id,
    k: kind,
    t: text,
    c: content,
    at: event.eventAt.toISOString(),
  };
}

/** Stores the batch's new incoming messages, updates their threads and announces them. */
export async function takeLineMessages(tx: Tx, events: readonly LineMessageEvent[]): Promise<void> {
  const parsed = events.flatMap((event) => parseMessageEvent(event) ?? []);
  if (parsed.length === 0) return;
  const added = await rows(
    tx,
    sql`
      INSERT INTO chat_messages (account_id, friend_id, direction, kind, text, line_content, line_message_id, created_at)
      SELECT r.a, f.id, 'in', r.k, r.t, r.c, r.m, r.at
      FROM jsonb_to_recordset(${JSON.stringify(parsed)}::jsonb)
        AS r(a int, u text, m text, k text, t text, c text, at timestamptz)
      JOIN friends f ON f.account_id = r.a AND f.line_user_id = r.u
      ORDER BY r.at, r.m
      ON CONFLICT (account_id, line_message_id) WHERE line_message_id IS NOT NULL DO NOTHING
      RETURNING id, account_id, friend_id, created_at`,
  );
  if (added.length === 0) return;
  const threads = new Map<number, { a: number; f: number; n: number; last: number; at: string }>();
  for (const row of added) {
    const friendId = Number(row.friend_id);
    const at = new Date(row.created_at as string | Date).toISOString();
    const thread = threads.get(friendId) ?? { a: Number(row.account_id), f: friendId, n: 0, last: 0, at };
    thread.n += 1;
    thread.last = Math.max(thread.last, Number(row.id));
    if (at > thread.at) thread.at = at;
    threads.set(friendId, thread);
  }
  await upsertThreads(tx, [...threads.values()]);
  await recordChatEvents(
    tx,
    added.map((row) => ({
      accountId: Number(row.account_id),
      type: 'message' as const,
      friendId: Number(row.friend_id),
      messageId: Number(row.id),
    })),
  );
}

/** Raises each thread's unread count by `n` and reopens it (made on a friend's first message). */
async function upsertThreads(
  tx: Tx,
  threads: readonly { a: number; f: number; n: number; last: number; at: string }[],
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO chat_threads AS t (account_id, friend_id, last_message_id, last_message_at, last_incoming_at, unread, status, updated_at)
    SELECT r.a, r.f, r.last, r.at, r.at, r.n, 'open', now()
    FROM jsonb_to_recordset(${JSON.stringify(threads)}::jsonb) AS r(a int, f int, n int, last int, at timestamptz)
    ORDER BY r.f
    ON CONFLICT (friend_id) DO UPDATE SET
      last_message_id = GREATEST(t.last_message_id, EXCLUDED.last_message_id),
      last_message_at = GREATEST(t.last_message_at, EXCLUDED.last_message_at),
      last_incoming_at = GREATEST(t.last_incoming_at, EXCLUDED.last_incoming_at),
      unread = t.unread + EXCLUDED.unread,
      status = 'open',
      updated_at = now()`);
}
