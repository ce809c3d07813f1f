import { TRACKER_CODE_PATTERN } from '@console/contract/trackers';
import { sql } from 'drizzle-orm';
import type { Capabilities, ClickCounts } from '../capabilities';
import { type Db, intArray, rows } from '../db';
import type { PersonalLinksRequest } from '../feature';
import { addTag, setValue } from '../friend-actions';
import { deviceClass, isBotAgent } from './device';
import { linkPath, newCode } from './service';

/*
 * The links of a tracker (issue 31): the personal links a delivery puts in its messages, the
 * redirect's lookup, and the click recorded after the redirect has answered.
 */

/** Friends one INSERT makes links for: a delivery's multicast batch (LINE takes 500 ids a request). */
export const PERSONAL_LINKS_BATCH = 500;

/**
 * One personal link per friend for a tracker and a delivery, made or reused (a retried batch
 * gets the links it made before): one INSERT … ON CONFLICT per 500 friends. Friends not of the
 * account get none. Null when the tracker is not the account's: a message must not go out with
 * another account's link, nor silently without one, so the sender stops on it.
 */
export async function personalLinks(
  db: Db,
  request: PersonalLinksRequest,
): Promise<Map<number, string> | null> {
  const { accountId, trackerId, deliveryId, origin } = request;
  const [tracker] = await rows(
    db,
    sql`SELECT 1 AS ok FROM trackers WHERE id = ${trackerId} AND account_id = ${accountId}`,
  );
  if (!tracker) return null;
  const friendIds = [...new Set(request.friendIds.map((id) => Math.trunc(id)))];
  const urls = new Map<number, string>();
  for (let start = 0; start < friendIds.length; start += PERSONAL_LINKS_BATCH) {
    const batch = friendIds.slice(start, start + PERSONAL_LINKS_BATCH);
    // base64url codes hold no comma, quote or brace: safe inside an array literal.
    const codes = `{${batch.map(() => newCode()).join(',')}}`;
    // DO UPDATE (to itself) rather than DO NOTHING, so RETURNING gives the existing links too.
    const made = await rows(
      db,
      sql`INSERT INTO tracker_links (code, tracker_id, friend_id, delivery_id)
          SELECT x.code, ${trackerId}::int, x.friend_id, ${deliveryId}::int
          FROM unnest(${intArray(batch)}, ${codes}::text[]) AS x(friend_id, code)
          JOIN friends f ON f.id = x.friend_id AND f.account_id = ${accountId}
          ON CONFLICT ON CONSTRAINT tracker_links_owner_key DO UPDATE SET code = tracker_links.code
          RETURNING friend_id, code`,
    );
    for (const row of made) urls.set(Number(row.friend_id), `${origin}${linkPath(String(row.code))}`);
  }
  return urls;
}

/** What the redirect reads for a code: where to send the clicker, and what to record. */
export interface LinkTarget {
  linkId: number;
  trackerId: number;
  accountId: number;
  url: string;
  friendId: number | null;
  deliveryId: number | null;
  tagIds: number[];
  values: { var_id: number; value: string }[];
  journeyId: number | null;
}

/**
 * The redirect's one lookup: the link by its unique code, with its tracker by primary key. A code
 * that cannot be one (wrong length or characters) is not looked up at all.
 */
export async function linkTarget(db: Db, code: string): Promise<LinkTarget | null> {
  if (!TRACKER_CODE_PATTERN.test(code)) return null;
  const [row] = await rows(
    db,
    sql`SELECT l.id, l.friend_id, l.delivery_id, t.id AS tracker_id, t.account_id, t.url, t.tag_ids,
               t."values", t.journey_id
        FROM tracker_links l JOIN trackers t ON t.id = l.tracker_id WHERE l.code = ${code}`,
  );
  if (!row) return null;
  const id = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    linkId: Number(row.id),
    trackerId: Number(row.tracker_id),
    accountId: Number(row.account_id),
    url: String(row.url),
    friendId: id(row.friend_id),
    deliveryId: id(row.delivery_id),
    tagIds: (row.tag_ids as number[] | null) ?? [],
    values: (row.values as LinkTarget['values'] | null) ?? [],
    journeyId: id(row.journey_id),
  };
}

/** One answered click, waiting to be written. */
export interface Click {
  target: LinkTarget;
  userAgent: string | undefined;
  at: Date;
}

/**
 * Writes answered clicks in one INSERT and, for each person's click on a personal link of a friend
 * still of the account, runs the tracker's actions once: tags, values, then the journey (through
 * the journeys feature's capability). A bot's click is kept as such and does nothing.
 */
export async function recordClicks(
  db: Db,
  clicks: readonly Click[],
  enterJourney: (accountId: number, journeyId: number, friendId: number, now: Date) => Promise<boolean>,
  friendEvents?: Capabilities['friendEvents'],
): Promise<void> {
  if (clicks.length === 0) return;
  const people = clicks.map((click) => ({ ...click, bot: isBotAgent(click.userAgent) }));
  const values = people.map(
    ({ target, userAgent, at, bot }) =>
      sql`(${target.trackerId}::int, ${target.linkId}::bigint, ${target.friendId}::int, ${target.deliveryId}::int,
           ${at.toISOString()}::timestamptz, ${deviceClass(userAgent)}, ${bot})`,
  );
  await db.transaction(async (tx) => {
    const written = await rows(
      tx,
      sql`INSERT INTO tracker_clicks (tracker_id, link_id, friend_id, delivery_id, at, device, is_bot)
          VALUES ${sql.join(values, sql`, `)}
          RETURNING id, tracker_id, friend_id, delivery_id, at, is_bot`,
    );
    // Counted clicks (a person's, on a friend's own link) are what friends did: the funnels'
    // event list gets them in this transaction, keyed by the click, so once each.
    const byTracker = new Map(people.map(({ target }) => [target.trackerId, target.accountId]));
    const counted = written.filter((row) => row.is_bot !== true && row.friend_id !== null);
    if (friendEvents && counted.length > 0) {
      await friendEvents(
        tx,
        counted.map((row) => ({
          accountId: byTracker.get(Number(row.tracker_id)) ?? 0,
          friendId: Number(row.friend_id),
          kind: 'tracker_click' as const,
          at: new Date(row.at as string | Date),
          refId: Number(row.tracker_id),
          value: row.delivery_id === null ? null : { delivery_id: Number(row.delivery_id) },
          key: `click:${row.id}`,
        })),
      );
    }
  });
  const acting = people.filter((click) => !click.bot && click.target.friendId !== null);
  if (acting.length === 0) return;
  // A friend deleted since the link was made (or, never, another account's) gets nothing.
  const friends = new Map(
    (
      await rows(
        db,
        sql`SELECT id, account_id FROM friends
            WHERE id = ANY(${intArray(acting.map((click) => click.target.friendId ?? 0))})`,
      )
    ).map((row) => [Number(row.id), Number(row.account_id)]),
  );
  for (const { target, at } of acting) {
    const friendId = target.friendId ?? 0;
    if (friends.get(friendId) !== target.accountId) continue;
    for (const tagId of target.tagIds) await addTag(db, target.accountId, friendId, tagId);
    for (const value of target.values)
      await setValue(db, target.accountId, friendId, value.var_id, value.value);
    if (target.journeyId !== null) await enterJourney(target.accountId, target.journeyId, friendId, at);
  }
}

/**
 * People's clicks on the personal links of each of `deliveryIds` (the account's trackers only):
 * every click, and the different friends who clicked. One grouped read on the clicks' delivery index.
 */
export async function deliveryClicks(
  db: Db,
  accountId: number,
  deliveryIds: readonly number[],
): Promise<Map<number, ClickCounts>> {
  const found = await rows(
    db,
    sql`SELECT c.delivery_id, count(*)::int AS clicks, count(DISTINCT c.friend_id)::int AS friends
        FROM tracker_clicks c JOIN trackers t ON t.id = c.tracker_id AND t.account_id = ${accountId}
        WHERE c.delivery_id = ANY(${intArray(deliveryIds)}) AND NOT c.is_bot
        GROUP BY c.delivery_id`,
  );
  return new Map(
    found.map((row) => [
      Number(row.delivery_id),
      { clicks: Number(row.clicks), friends: Number(row.friends) },
    ]),
  );
}
