import { sql } from 'drizzle-orm';
import type { FriendEventRecord, Tx } from '../feature';

/**
 * The `friendEvents` capability (issue 32): appends what friends did, in the caller's transaction,
 * in one INSERT. A friend not of the account (or gone) records nothing; an event whose key was
 * recorded before adds nothing (a replayed webhook batch, a visit undone and done again).
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
    SELECT x.a, x.f, x.k, x.t, x.s, x.r, x.v, x.key
    FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      AS x(a int, f int, k text, t timestamptz, s int, r int, v jsonb, key text)
    JOIN friends fr ON fr.id = x.f AND fr.account_id = x.a
    ON CONFLICT (account_id, key) WHERE key IS NOT NULL DO NOTHING`);
}
