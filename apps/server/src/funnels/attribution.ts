import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { LoginChannel } from './line-login';

/*
 * Which entry source a follow came through (issue 32), learned through LINE Login: a `state` per
 * visit that goes to LINE, an attribution (account, LINE user id, source) when LINE vouched for
 * the person on the way back, and the follow that takes it. See entry.ts.
 */

/** How long a login started from an entry source may take to come back. */
const STATE_MINUTES = 10;
/** A follow takes the newest attribution of the user at most this long before it. */
export const ATTRIBUTION_HOURS = 24;
/**
 * LINE may deliver the follow before the person's browser is back: a follow up to this long
 * before the attribution takes it too (recorded after it, or given it by the callback).
 */
export const FOLLOW_FIRST_MINUTES = 10;

/** 24 random bytes (192 bits), base64url: 32 characters. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** The account's login channel from a line_channels row, when both its id and secret are set. */
export function loginChannelOf(row: Record<string, unknown>): LoginChannel | null {
  const channelId = row.login_channel_id;
  const channelSecret = row.login_channel_secret;
  if (typeof channelId !== 'string' || typeof channelSecret !== 'string') return null;
  if (channelId === '' || channelSecret === '') return null;
  return { channelId, channelSecret };
}

/** A new login's `state` and `nonce`; only the state's hash is kept. Old states are dropped. */
export async function newLoginState(db: Db, accountId: number, sourceId: number) {
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  // Kept a day past their end, so a late return still finds the account's add-friend page.
  await db.execute(sql`DELETE FROM entry_login_states WHERE expires_at < now() - interval '1 day'`);
  await db.execute(sql`
    INSERT INTO entry_login_states (state_hash, account_id, source_id, nonce, expires_at)
    VALUES (${hashOf(state)}, ${accountId}, ${sourceId}, ${nonce},
            now() + make_interval(mins => ${STATE_MINUTES}))`);
  return { state, nonce };
}

/**
 * Uses a state once: its login and the account's channel as they are now (`usable`), or, when it
 * is expired or used already, only the account's basic id (for the add-friend link); null when it
 * is unknown. The UPDATE makes two callbacks with one state race safely: one wins.
 */
export async function takeLoginState(db: Db, state: string) {
  if (!STATE_PATTERN.test(state)) return null;
  const [row] = await rows(
    db,
    sql`WITH used AS (
          UPDATE entry_login_states SET used_at = now()
          WHERE state_hash = ${hashOf(state)} AND used_at IS NULL AND expires_at > now()
          RETURNING account_id, source_id, nonce)
        SELECT true AS usable, u.account_id, u.source_id, u.nonce,
               c.basic_id, c.login_channel_id, c.login_channel_secret
        FROM used u LEFT JOIN line_channels c ON c.account_id = u.account_id`,
  );
  if (!row) {
    const [stale] = await rows(
      db,
      sql`SELECT c.basic_id FROM entry_login_states l
          LEFT JOIN line_channels c ON c.account_id = l.account_id
          WHERE l.state_hash = ${hashOf(state)}`,
    );
    if (!stale) return null;
    return { usable: false as const, basicId: typeof stale.basic_id === 'string' ? stale.basic_id : null };
  }
  return {
    usable: true as const,
    accountId: Number(row.account_id),
    sourceId: Number(row.source_id),
    nonce: String(row.nonce),
    basicId: typeof row.basic_id === 'string' ? row.basic_id : null,
    channel: loginChannelOf(row),
  };
}

/**
 * Stores that LINE vouched for `lineUserId` coming through the source, and gives the source to
 * the user's latest follow of the last minutes when it has none (LINE delivered it first).
 */
export async function attribute(db: Db, accountId: number, lineUserId: string, sourceId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO entry_attributions (account_id, line_user_id, source_id)
      VALUES (${accountId}, ${lineUserId}, ${sourceId})`);
    await tx.execute(sql`
      UPDATE friend_events SET source_id = ${sourceId}
      WHERE source_id IS NULL AND id = (
        SELECT e.id FROM friend_events e
        JOIN friends f ON f.id = e.friend_id AND f.account_id = e.account_id
        WHERE e.account_id = ${accountId} AND f.line_user_id = ${lineUserId} AND e.kind = 'follow'
          AND e.at > now() - make_interval(mins => ${FOLLOW_FIRST_MINUTES})
        ORDER BY e.at DESC, e.id DESC
        LIMIT 1)`);
  });
}
