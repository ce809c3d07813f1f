import type { FriendEventKind } from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import { rows } from '../db';
import type { FriendEventFeed, FriendEventRecord, Tx } from '../feature';
import { ATTRIBUTION_HOURS, FOLLOW_FIRST_MINUTES } from './attribution';

/**
 * The `friendEvents` capability (issue 32): appends what friends did, in the caller's transaction,
 * in one INSERT. A friend not of the account (or gone) records nothing; an event whose key was
 * recorded before adds nothing (a replayed webhook batch, a visit undone and done again). A follow
 * handed over without a source takes the one LINE Login attributed to the friend's LINE user id
 * (attribution.ts): the newest from a day before the follow to a few minutes after it.
 */
export async function recordFriendEvents(tx: Tx, events: readonly FriendEventRecord[]): Promise<void> {
  if (events.length === 0) return;
  const payload = events.map((event) => ({
    a: event.accountId,
    f: event.friendId,
    k: event.kind,
    t: event.at.toISOString(),
    s: event.sourceId ?? null,
    r: event.refId ?? null,
    v: event.value ?? null,
    key: event.key ?? null,
  }));
  await tx.execute(sql`
    INSERT INTO friend_events (account_id, friend_id, kind, at, source_id, ref_id, value, key)
    SELECT x.a, x.f, x.k, x.t,
           coalesce(x.s, CASE WHEN x.k = 'follow' THEN (
             SELECT a.source_id FROM entry_attributions a
             WHERE a.account_id = x.a AND a.line_user_id = fr.line_user_id
               AND a.at > x.t - make_interval(hours => ${ATTRIBUTION_HOURS})
               AND a.at <= x.t + make_interval(mins => ${FOLLOW_FIRST_MINUTES})
             ORDER BY a.at DESC, a.id DESC
             LIMIT 1) END),
           x.r, x.v, x.key
    FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      AS x(a int, f int, k text, t timestamptz, s int, r int, v jsonb, key text)
    JOIN friends fr ON fr.id = x.f AND fr.account_id = x.a
    ON CONFLICT (account_id, key) WHERE key IS NOT NULL DO NOTHING`);
}

/**
 * The `friendEventFeed` capability (issue 32): the event list read back in id order, with the
 * friend's LINE user id, for the ad connection's sender (which keeps its own cursor per ad account).
 */
export const friendEventFeed: FriendEventFeed = {
  async after(tx, accountId, afterId, limit) {
    const found = await rows(
      tx,
      sql`SELECT e.id, e.friend_id, e.kind, e.at, e.ref_id, e.value, e.key, fr.line_user_id
          FROM friend_events e
          LEFT JOIN friends fr ON fr.id = e.friend_id AND fr.account_id = e.account_id
          WHERE e.account_id = ${accountId} AND e.id > ${afterId}
          ORDER BY e.id
          LIMIT ${limit}`,
    );
    return found.map((row) => ({
      id: Number(row.id),
      friendId: Number(row.friend_id),
      kind: row.kind as FriendEventKind,
      at: new Date(row.at as string | Date),
      refId: row.ref_id === null ? null : Number(row.ref_id),
      value: row.value ?? null,
      key: (row.key as string | null) ?? null,
      lineUserId: (row.line_user_id as string | null) ?? null,
    }));
  },
  async lastId(tx) {
    const [row] = await rows(tx, sql`SELECT coalesce(max(id), 0) AS id FROM friend_events`);
    return Number(row?.id ?? 0);
  },
};
