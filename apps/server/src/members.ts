import { type FriendQuery, isCalendarDay, type MemberFilter } from '@console/contract/friends';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from './db';
import { containsPattern, foldName } from './name-search';

/*
 * Which friends a member query (segment) or the friends list picks, as SQL over `friends f`
 * (the friends feature's tables). Shared by the features that pick friends: the friends list and
 * segments, journeys, triggers. One builder, so a segment's count, the list filtered by it and a
 * journey's members always agree.
 */

/** The instant a Japan calendar day (YYYY-MM-DD) starts: Japan keeps +09:00 all year. */
export const japanDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The Japan day (YYYY-MM-DD) of an instant: Japan keeps no summer time, so it is UTC+9. */
export const japanDayOf = (at: Date): string =>
  new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * The instant a Tokyo calendar day starts, or null for none. A filter's days were checked when it
 * came in (its input schema, friendQuerySchema); one that is not a real day is no condition.
 */
const tokyoDayStart = (day: string | null | undefined): Date | null =>
  day && isCalendarDay(day) ? japanDayStart(day) : null;

/**
 * Ids as one int[] parameter: the planner sees the array (and its size), so a tag condition
 * becomes a hash semi-join over the tag's links instead of a probe per friend (75 → 25 ms for
 * 100,000 friends on PostgreSQL, bench/friends.bench.ts).
 */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** The conditions of a filter on `friends f` (the account condition is the caller's). */
export function filterConditions(filter: MemberFilter): SQL[] {
  const where: SQL[] = [];
  const status = filter.status ?? 'following';
  if (status !== 'all') where.push(sql`f.status = ${status}`);
  if (filter.tags_any?.length) {
    where.push(
      sql`f.id IN (SELECT l.friend_id FROM friend_tag_links l WHERE l.tag_id = ANY(${intArray(filter.tags_any)}))`,
    );
  }
  if (filter.tags_all?.length) {
    const ids = [...new Set(filter.tags_all)];
    where.push(
      sql`f.id IN (SELECT l.friend_id FROM friend_tag_links l WHERE l.tag_id = ANY(${intArray(ids)})
                   GROUP BY l.friend_id HAVING count(*) = ${ids.length})`,
    );
  }
  if (filter.tags_none?.length) {
    where.push(
      sql`NOT EXISTS (SELECT 1 FROM friend_tag_links l WHERE l.friend_id = f.id AND l.tag_id = ANY(${intArray(filter.tags_none)}))`,
    );
  }
  for (const condition of filter.vars ?? []) {
    const value = condition.value ?? '';
    const has = (test: SQL) =>
      sql`EXISTS (SELECT 1 FROM friend_var_values v WHERE v.friend_id = f.id AND v.var_id = ${condition.var_id} AND ${test})`;
    switch (condition.op) {
      case 'eq':
        where.push(has(sql`v.value = ${value}`));
        break;
      case 'ne':
        where.push(sql`NOT ${has(sql`v.value = ${value}`)}`);
        break;
      case 'contains':
        where.push(has(sql`v.value LIKE ${containsPattern(value)}`));
        break;
      case 'empty':
        where.push(sql`NOT ${has(sql`v.value <> ''`)}`);
        break;
      case 'not_empty':
        where.push(has(sql`v.value <> ''`));
        break;
    }
  }
  const from = tokyoDayStart(filter.followed_from);
  const to = tokyoDayStart(filter.followed_to);
  if (from) where.push(sql`f.followed_at >= ${from.toISOString()}::timestamptz`);
  if (to) where.push(sql`f.followed_at < ${new Date(to.getTime() + 86_400_000).toISOString()}::timestamptz`);
  return where;
}

/** The ids of a comma-separated list (friendQuerySchema has checked its form). */
const ids = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number);

/**
 * The friends list's query (checked by friendQuerySchema: ids, lengths, days) as a filter, plus
 * the name search folded like the stored names.
 */
export function listFilter(query: FriendQuery): { filter: MemberFilter; name: string | null } {
  const tags = ids(query.tags);
  const mode = query.tag_mode ?? 'any';
  const filter: MemberFilter = {
    status: query.status ?? 'all',
    followed_from: query.followed_from || null,
    followed_to: query.followed_to || null,
  };
  if (tags.length) filter[mode === 'all' ? 'tags_all' : mode === 'none' ? 'tags_none' : 'tags_any'] = tags;
  const [varId] = ids(query.var_id);
  if (varId !== undefined) {
    filter.vars = [
      query.var_value
        ? { var_id: varId, op: 'eq', value: query.var_value }
        : { var_id: varId, op: 'not_empty' },
    ];
  }
  const folded = query.q ? foldName(query.q) : '';
  return { filter, name: folded || null };
}

/** The name condition of a search (folded like the stored names). */
export const nameCondition = (folded: string) => sql`f.name_search LIKE ${containsPattern(folded)}`;

/**
 * A segment's (member query's) stored filter, or null when there is no such segment in the
 * account: the one read of a segment every feature that sends to one (journeys, triggers, rich
 * menus, deliveries) makes, so none of them can forget the account condition.
 */
export async function segmentFilter(
  db: Pick<Db, 'execute'>,
  accountId: number,
  memberQueryId: number,
): Promise<MemberFilter | null> {
  const [row] = await rows<{ filter: unknown }>(
    db,
    sql`SELECT filter FROM member_queries WHERE id = ${memberQueryId} AND account_id = ${accountId}`,
  );
  if (!row) return null;
  // Raw execute may hand jsonb back as text or parsed, by driver: take either.
  return (typeof row.filter === 'string' ? JSON.parse(row.filter) : row.filter) as MemberFilter;
}
