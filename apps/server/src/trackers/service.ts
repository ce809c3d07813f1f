import { randomBytes } from 'node:crypto';
import {
  TRACKER_CODE_BYTES,
  TRACKER_LINK_PREFIX,
  TRACKER_NO_GROUP,
  TRACKER_STATS_DAYS,
  type Tracker,
  type TrackerCounts,
  type TrackerDeviceClass,
  type TrackerInput,
  type TrackerQuery,
  type TrackerStats,
} from '@console/contract/trackers';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { contentGroups } from '../content';
import { type Db, intArray, rows } from '../db';
import { HttpError } from '../http-error';
import { type ListSource, offsetBatches } from '../list-response';
import { japanDayStart } from '../members';
import { messages } from './messages';
import { trackers } from './schema';

/*
 * Click trackers (issue 31), the API's side: trackers made, listed with their counts, changed and
 * deleted; a tracker's clicks per day, delivery and device. Counts never include bots (is_bot).
 */

type Row = typeof trackers.$inferSelect;

const notFound = () => new HttpError(404, messages.notFound);

/** A new link code: TRACKER_CODE_BYTES random bytes, base64url (16 characters, 96 bits). */
export const newCode = () => randomBytes(TRACKER_CODE_BYTES).toString('base64url');

/** The path of a link (`/t/{code}`). */
export const linkPath = (code: string) => `${TRACKER_LINK_PREFIX}${code}`;

const NO_COUNTS: TrackerCounts = { clicks: 0, friends: 0 };

/** People's clicks and distinct friends per tracker, for the trackers given (one query). */
async function countsOf(db: Db, trackerIds: readonly number[]): Promise<Map<number, TrackerCounts>> {
  const counts = new Map<number, TrackerCounts>();
  if (trackerIds.length === 0) return counts;
  for (const row of await rows(
    db,
    sql`SELECT tracker_id, count(*)::int AS clicks, count(DISTINCT friend_id)::int AS friends
        FROM tracker_clicks WHERE tracker_id = ANY(${intArray(trackerIds)}) AND NOT is_bot
        GROUP BY tracker_id`,
  )) {
    counts.set(Number(row.tracker_id), { clicks: Number(row.clicks), friends: Number(row.friends) });
  }
  return counts;
}

/** Each tracker's common link code (the link with neither friend nor delivery). */
async function commonCodes(db: Db, trackerIds: readonly number[]): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  if (trackerIds.length === 0) return codes;
  for (const row of await rows(
    db,
    sql`SELECT tracker_id, code FROM tracker_links
        WHERE tracker_id = ANY(${intArray(trackerIds)}) AND friend_id IS NULL AND delivery_id IS NULL`,
  )) {
    codes.set(Number(row.tracker_id), String(row.code));
  }
  return codes;
}

function trackerOf(row: Row, code: string | undefined, counts: TrackerCounts | undefined): Tracker {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    group_id: row.groupId,
    actions: { tag_ids: row.tagIds, values: row.values, journey_id: row.journeyId },
    link: code ? linkPath(code) : '',
    counts: counts ?? NO_COUNTS,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function trackersOf(db: Db, found: Row[]): Promise<Tracker[]> {
  const ids = found.map((row) => row.id);
  const [codes, counts] = await Promise.all([commonCodes(db, ids), countsOf(db, ids)]);
  return found.map((row) => trackerOf(row, codes.get(row.id), counts.get(row.id)));
}

/** The account's trackers, newest first, in a group or none (paged or streamed by sendList). */
export function listTrackers(db: Db, accountId: number, query: TrackerQuery): ListSource<Tracker> {
  const filters: SQL[] = [eq(trackers.accountId, accountId)];
  if (query.group === TRACKER_NO_GROUP) filters.push(isNull(trackers.groupId));
  else if (query.group !== undefined) filters.push(eq(trackers.groupId, Number(query.group)));
  const where = and(...filters);
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select()
      .from(trackers)
      .where(where)
      .orderBy(desc(trackers.id))
      .limit(limit)
      .offset(offset);
    return { items: await trackersOf(db, found), total: null };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(trackers).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

async function rowOf(db: Db, accountId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(trackers)
    .where(and(eq(trackers.id, id), eq(trackers.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function getTracker(db: Db, accountId: number, id: number): Promise<Tracker> {
  const [tracker] = await trackersOf(db, [await rowOf(db, accountId, id)]);
  if (!tracker) throw notFound();
  return tracker;
}

/** The ids of `ids` that are rows of the account in `table` (one query; none asked, none read). */
async function owned(db: Db, table: SQL, accountId: number, ids: readonly number[], extra = sql``) {
  if (ids.length === 0) return new Set<number>();
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM ${table} WHERE account_id = ${accountId} AND id = ANY(${intArray(ids)}) ${extra}`,
  );
  return new Set(found.map((row) => Number(row.id)));
}

/**
 * What the schema cannot know: the group, tags, friend-information items and journey are the
 * account's. Each failure under its field, all of them at once.
 */
async function checkReferences(db: Db, accountId: number, input: TrackerInput) {
  const errors: Record<string, string[]> = {};
  if (input.group_id !== null) {
    const [group] = await db
      .select({ id: contentGroups.id })
      .from(contentGroups)
      .where(and(eq(contentGroups.id, input.group_id), eq(contentGroups.accountId, accountId)));
    if (!group) errors.group_id = [messages.unknownGroup];
  }
  const { tag_ids: tagIds, values, journey_id: journeyId } = input.actions;
  const tags = await owned(db, sql`friend_tags`, accountId, tagIds);
  tagIds.forEach((tagId, index) => {
    if (!tags.has(tagId)) errors[`actions.tag_ids.${index}`] = [messages.unknownTag];
  });
  const vars = await owned(
    db,
    sql`vars`,
    accountId,
    values.map((value) => value.var_id),
    sql`AND kind = 'var'`,
  );
  values.forEach((value, index) => {
    if (!vars.has(value.var_id)) errors[`actions.values.${index}.var_id`] = [messages.unknownVariable];
  });
  if (journeyId !== null && !(await owned(db, sql`journeys`, accountId, [journeyId])).has(journeyId))
    errors['actions.journey_id'] = [messages.unknownJourney];
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
}

const valuesOf = (input: TrackerInput) => ({
  name: input.name.trim(),
  url: input.url.trim(),
  groupId: input.group_id,
  tagIds: input.actions.tag_ids,
  values: input.actions.values,
  journeyId: input.actions.journey_id,
});

/** A tracker and its common link, in one statement (a tracker never exists without its link). */
export async function createTracker(db: Db, accountId: number, input: TrackerInput): Promise<Tracker> {
  await checkReferences(db, accountId, input);
  const v = valuesOf(input);
  const [row] = await rows(
    db,
    sql`WITH t AS (
          INSERT INTO trackers (account_id, group_id, name, url, tag_ids, "values", journey_id)
          VALUES (${accountId}, ${v.groupId}, ${v.name}, ${v.url}, ${JSON.stringify(v.tagIds)}::jsonb,
                  ${JSON.stringify(v.values)}::jsonb, ${v.journeyId})
          RETURNING id)
        INSERT INTO tracker_links (code, tracker_id) SELECT ${newCode()}, id FROM t RETURNING tracker_id`,
  );
  if (!row) throw new Error('insert returned nothing');
  return getTracker(db, accountId, Number(row.tracker_id));
}

export async function updateTracker(
  db: Db,
  accountId: number,
  id: number,
  input: TrackerInput,
): Promise<Tracker> {
  await rowOf(db, accountId, id);
  await checkReferences(db, accountId, input);
  const updated = await db
    .update(trackers)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(and(eq(trackers.id, id), eq(trackers.accountId, accountId)))
    .returning({ id: trackers.id });
  if (updated.length === 0) throw notFound();
  return getTracker(db, accountId, id);
}

/** Deletes a tracker; its links and clicks go with it (cascade): a sent link then answers 404. */
export async function deleteTracker(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(trackers)
    .where(and(eq(trackers.id, id), eq(trackers.accountId, accountId)))
    .returning({ id: trackers.id });
  if (deleted.length === 0) throw notFound();
}

/** A Japan calendar day (YYYY-MM-DD) `days` before the one `now` is in. */
function japanDay(now: Date, daysBefore: number): string {
  const japan = new Date(now.getTime() + 9 * 3_600_000 - daysBefore * 86_400_000);
  return japan.toISOString().slice(0, 10);
}

/** A tracker's people's clicks: in all, per Japan day (the last TRACKER_STATS_DAYS), per delivery, per device. */
export async function trackerStats(
  db: Db,
  accountId: number,
  id: number,
  now = new Date(),
): Promise<TrackerStats> {
  await rowOf(db, accountId, id);
  const since = japanDayStart(japanDay(now, TRACKER_STATS_DAYS - 1));
  const [counts, days, deliveries, devices] = await Promise.all([
    countsOf(db, [id]),
    rows(
      db,
      sql`SELECT to_char((at AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD') AS date,
                 count(*)::int AS clicks, count(DISTINCT friend_id)::int AS friends
          FROM tracker_clicks WHERE tracker_id = ${id} AND NOT is_bot AND at >= ${since.toISOString()}::timestamptz
          GROUP BY 1 ORDER BY 1`,
    ),
    rows(
      db,
      sql`SELECT delivery_id, count(*)::int AS clicks, count(DISTINCT friend_id)::int AS friends
          FROM tracker_clicks WHERE tracker_id = ${id} AND NOT is_bot AND delivery_id IS NOT NULL
          GROUP BY delivery_id ORDER BY delivery_id DESC`,
    ),
    rows(
      db,
      sql`SELECT device, count(*)::int AS clicks FROM tracker_clicks
          WHERE tracker_id = ${id} AND NOT is_bot GROUP BY device ORDER BY device`,
    ),
  ]);
  return {
    tracker_id: id,
    counts: counts.get(id) ?? NO_COUNTS,
    days: days.map((row) => ({
      date: String(row.date),
      clicks: Number(row.clicks),
      friends: Number(row.friends),
    })),
    deliveries: deliveries.map((row) => ({
      delivery_id: Number(row.delivery_id),
      clicks: Number(row.clicks),
      friends: Number(row.friends),
    })),
    devices: devices.map((row) => ({
      device: String(row.device) as TrackerDeviceClass,
      clicks: Number(row.clicks),
    })),
  };
}
