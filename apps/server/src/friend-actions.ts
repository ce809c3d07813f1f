import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, rows } from './db';
import { tokensOf } from './message-render';

/*
 * What a journey step, an API trigger action, a follow setting or a tracked link's click does to
 * one friend, written once on the platform: the journeys engine runs them for a batch of
 * enrollments, the trigger endpoint for the friend it names, the trackers on a click.
 */

/** Puts the account's tag on the friend; nothing when the tag is another account's or gone. */
export async function addTag(db: Db, accountId: number, friendId: number, tagId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO friend_tag_links (tag_id, friend_id)
    SELECT ${tagId}::int, ${friendId}::int
    WHERE EXISTS (SELECT 1 FROM friend_tags WHERE id = ${tagId} AND account_id = ${accountId})
    ON CONFLICT DO NOTHING`);
}

export async function removeTag(db: Db, friendId: number, tagId: number): Promise<void> {
  await db.execute(sql`DELETE FROM friend_tag_links WHERE tag_id = ${tagId} AND friend_id = ${friendId}`);
}

/**
 * Sets one friend-information value of the friend (an empty text is kept as a value: a branch may
 * ask for it); nothing when the variable is another account's or gone.
 */
export async function setValue(
  db: Db,
  accountId: number,
  friendId: number,
  varId: number,
  value: string,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO friend_var_values (var_id, friend_id, value)
    SELECT ${varId}::int, ${friendId}::int, ${value}
    WHERE EXISTS (SELECT 1 FROM vars WHERE id = ${varId} AND account_id = ${accountId})
    ON CONFLICT (var_id, friend_id) DO UPDATE SET value = EXCLUDED.value`);
}

/** The values messages insert, by friend (friend information) and by account (common variables). */
export interface MessageValueSets {
  values: Map<number, Map<number, string>>;
  common: Map<number, Map<string, string>>;
}

/**
 * The friend-information values and common variables that `texts` name, for `friendIds` and
 * `accountIds`: two queries at most, however many friends, and none for what no text names.
 */
export async function messageValues(
  db: Db,
  texts: Iterable<string>,
  friendIds: readonly number[],
  accountIds: readonly number[],
): Promise<MessageValueSets> {
  const varIds = new Set<number>();
  const codes = new Set<string>();
  for (const text of texts) {
    const tokens = tokensOf(text);
    for (const id of tokens.varIds) varIds.add(id);
    for (const code of tokens.codes) codes.add(code);
  }
  const values = new Map<number, Map<number, string>>();
  if (varIds.size > 0 && friendIds.length > 0) {
    for (const row of await rows(
      db,
      sql`SELECT friend_id, var_id, value FROM friend_var_values
          WHERE friend_id = ANY(${intArray(friendIds)}) AND var_id = ANY(${intArray(varIds)})`,
    )) {
      const friendId = Number(row.friend_id);
      const map = values.get(friendId) ?? new Map<number, string>();
      map.set(Number(row.var_id), String(row.value));
      values.set(friendId, map);
    }
  }
  const common = new Map<number, Map<string, string>>();
  if (codes.size > 0 && accountIds.length > 0) {
    for (const row of await rows(
      db,
      sql`SELECT account_id, code, value FROM vars WHERE kind = 'common' AND account_id = ANY(${intArray(accountIds)})`,
    )) {
      const accountId = Number(row.account_id);
      const map = common.get(accountId) ?? new Map<string, string>();
      map.set(String(row.code), String(row.value));
      common.set(accountId, map);
    }
  }
  return { values, common };
}

/** What `tagSegment` made: the tag, the saved query of it and the friends tagged. */
export interface TagSegment {
  tagId: number;
  memberQueryId: number;
  friends: number;
}

/**
 * Puts a new tag of the account, named `name`, on the friends `friendIds` picks (a query of one
 * column, friend_id; friends not of the account are left out), and saves a segment (member query)
 * of that tag with the same name: how a funnel step's friends become a segment (issue 32). A tag
 * rather than a saved funnel condition, so the segment is the friends of that moment, usable at
 * once by every feature that reads segments (deliveries, journeys, rich menus) without any of
 * them knowing funnels. Null when the query picks nobody (nothing is made). Run it in a
 * transaction: the tag, its links and the segment come together or not at all.
 */
export async function tagSegment(
  db: Pick<Db, 'execute'>,
  accountId: number,
  name: string,
  friendIds: SQL,
): Promise<TagSegment | null> {
  const [tag] = await rows(
    db,
    sql`INSERT INTO friend_tags (account_id, name, "order")
        SELECT ${accountId}::int, ${name},
               coalesce((SELECT max("order") FROM friend_tags WHERE account_id = ${accountId}), 0) + 1
        RETURNING id`,
  );
  const tagId = Number(tag?.id);
  const linked = await rows(
    db,
    sql`INSERT INTO friend_tag_links (tag_id, friend_id)
        SELECT ${tagId}::int, q.friend_id FROM (${friendIds}) q
        JOIN friends f ON f.id = q.friend_id AND f.account_id = ${accountId}
        ON CONFLICT DO NOTHING
        RETURNING friend_id`,
  );
  if (linked.length === 0) {
    await db.execute(sql`DELETE FROM friend_tags WHERE id = ${tagId}`);
    return null;
  }
  // Every status: a friend who blocked the account since is still one who reached the step.
  const filter = { tags_any: [tagId], status: 'all' };
  const [query] = await rows(
    db,
    sql`INSERT INTO member_queries (account_id, name, filter)
        VALUES (${accountId}, ${name}, ${JSON.stringify(filter)}::jsonb) RETURNING id`,
  );
  return { tagId, memberQueryId: Number(query?.id), friends: linked.length };
}
