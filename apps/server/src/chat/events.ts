import type { ChatEvent } from '@console/contract/chat';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { EventSource } from '../event-hub';
import type { Tx } from '../feature';

/** The NOTIFY channel of the chat's events; the payload is the event's id. */
const CHANNEL = 'chat_events';
/** How far back a reconnecting client may resume (as the salon's events). */
const REPLAY_SECONDS = 300;
/** Events are kept this long. */
const KEEP = '1 hour';

export interface ChatEventInput {
  accountId: number;
  type: ChatEvent['type'];
  friendId: number;
  messageId: number | null;
}

/** Records events in the caller's transaction and notifies every server process at its commit. */
export async function recordChatEvents(tx: Tx, events: readonly ChatEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const payload = events.map((event) => ({
    a: event.accountId,
    t: event.type,
    f: event.friendId,
    m: event.messageId,
  }));
  await tx.execute(sql`
    WITH added AS (
      INSERT INTO chat_events (account_id, type, friend_id, message_id)
      SELECT r.a, r.t, r.f, r.m FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) AS r(a int, t text, f int, m int)
      RETURNING id)
    SELECT pg_notify(${CHANNEL}, id::text) FROM added`);
}

const toEvent = (row: Record<string, unknown>): ChatEvent => ({
  id: Number(row.id),
  type: row.type as ChatEvent['type'],
  thread_id: Number(row.friend_id),
  message_id: row.message_id === null ? null : Number(row.message_id),
  created_at: new Date(row.created_at as string | Date).toISOString(),
});

/** The hub's reading of chat_events: streams are per account. */
export const chatEventSource: EventSource<ChatEvent> = {
  channel: CHANNEL,
  lastId: async (db) => {
    const [row] = await rows(db, sql`SELECT coalesce(max(id), 0) AS id FROM chat_events`);
    return Number(row?.id ?? 0);
  },
  read: async (db, ids) => {
    const found = await rows(
      db,
      sql`SELECT * FROM chat_events WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) ORDER BY id`,
    );
    return found.map((row) => ({ key: Number(row.account_id), event: toEvent(row) }));
  },
  idsAfter: async (db, id) =>
    (await rows(db, sql`SELECT id FROM chat_events WHERE id > ${id} ORDER BY id`)).map((row) =>
      Number(row.id),
    ),
  replay: async (db, accountId, lastId) =>
    (
      await rows(
        db,
        sql`SELECT * FROM chat_events WHERE account_id = ${accountId} AND id > ${lastId}
              AND created_at > now() - make_interval(secs => ${REPLAY_SECONDS}) ORDER BY id`,
      )
    ).map(toEvent),
  prune: async (db: Db) => {
    await db.execute(sql`DELETE FROM chat_events WHERE created_at < now() - ${KEEP}::interval`);
  },
};
