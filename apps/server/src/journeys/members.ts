import {
  type JourneyAudience,
  type JourneyAudienceQuery,
  type JourneyMember,
  type JourneyMemberState,
  OUTBOX_LIMIT,
  type OutboxItem,
} from '@console/contract/journeys';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type Row, rows } from '../db';
import { HttpError } from '../http-error';
import type { ListSource } from '../list-response';
import { filterConditions, segmentFilter } from '../members';
import { countEntering, countWaiting } from './engine';
import { messages } from './messages';

/*
 * The members calls of spec §7: the friends a journey put a journey tag on, and the friends a
 * member query (segment) picks. Both are lists in friend id order, read a batch at a time by key.
 */

const STATE_NAMES: Record<number, JourneyMemberState> = {
  0: 'waiting',
  1: 'running',
  2: 'done',
  3: 'exited',
  [-1]: 'failed',
};

const memberOf = (row: Row): JourneyMember => ({
  friend_id: Number(row.friend_id),
  display_name: String(row.display_name),
  step: row.step === null || row.step === undefined ? null : Number(row.step),
  state:
    row.state === 'following' || row.state === 'blocked'
      ? row.state
      : (STATE_NAMES[Number(row.state)] ?? 'waiting'),
});

/** A list over `select` (which yields friend_id, display_name, step, state from `from … where`). */
function keyedSource(db: Db, select: SQL, from: SQL, where: SQL): ListSource<JourneyMember> {
  const read = async (limit: number, offset: number, after?: number) =>
    (
      await rows(
        db,
        sql`SELECT ${select} FROM ${from} WHERE ${where}${after === undefined ? sql`` : sql` AND f.id > ${after}`}
            ORDER BY f.id LIMIT ${limit} OFFSET ${offset}`,
      )
    ).map(memberOf);
  return {
    page: async (limit, offset) => ({ items: await read(limit, offset), total: null }),
    count: async () =>
      Number((await rows(db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`))[0]?.n ?? 0),
    async *batches(batchRows) {
      let after: number | undefined;
      for (;;) {
        const batch = await read(batchRows, 0, after);
        if (batch.length > 0) yield batch;
        if (batch.length < batchRows) return;
        after = batch[batch.length - 1]?.friend_id;
      }
    },
  };
}

/** Friends the journey put the journey tag on, with where they stand in it (404 for another account's). */
export async function journeyTagMembers(
  db: Db,
  accountId: number,
  journeyId: number,
  tagId: number,
): Promise<ListSource<JourneyMember>> {
  const found = await rows(
    db,
    sql`SELECT (SELECT 1 FROM journeys WHERE id = ${journeyId} AND account_id = ${accountId}) AS journey,
               (SELECT 1 FROM journey_tags WHERE id = ${tagId} AND account_id = ${accountId}) AS tag`,
  );
  if (!found[0]?.journey || !found[0]?.tag) throw new HttpError(404, messages.notFound);
  return keyedSource(
    db,
    sql`f.id AS friend_id, f.display_name, e.step_index AS step, e.state`,
    sql`journey_enrollments e JOIN journey_enrollment_tags t ON t.enrollment_id = e.id AND t.tag_id = ${tagId}
        JOIN friends f ON f.id = e.friend_id`,
    sql`e.journey_id = ${journeyId} AND e.account_id = ${accountId}`,
  );
}

/** The friends a segment picks now, as a journey on it would take them (404 for another account's). */
export async function memberQueryMembers(
  db: Db,
  accountId: number,
  memberQueryId: number,
): Promise<ListSource<JourneyMember>> {
  const filter = await segmentFilter(db, accountId, memberQueryId);
  if (!filter) throw new HttpError(404, messages.notFound);
  return keyedSource(
    db,
    sql`f.id AS friend_id, f.display_name, NULL::int AS step, f.status AS state`,
    sql`friends f`,
    sql.join([sql`f.account_id = ${accountId}`, ...filterConditions(filter)], sql` AND `),
  );
}

/**
 * Who starting (or resuming) a journey with this entry reaches now: counted with the scheduler's
 * own rule (engine.ts). Another account's segment or journey is 404.
 */
export async function journeyAudience(
  db: Db,
  accountId: number,
  query: JourneyAudienceQuery,
): Promise<JourneyAudience> {
  const journeyId = query.journey_id === undefined ? null : Number(query.journey_id);
  if (journeyId !== null) {
    const [own] = await rows(
      db,
      sql`SELECT 1 AS ok FROM journeys WHERE id = ${journeyId} AND account_id = ${accountId}`,
    );
    if (!own) throw new HttpError(404, messages.notFound);
  }
  let entering = 0;
  if ((query.entry ?? 'member_query') === 'member_query' && query.member_query_id !== undefined) {
    const filter = await segmentFilter(db, accountId, Number(query.member_query_id));
    if (!filter) throw new HttpError(404, messages.notFound);
    entering = await countEntering(db, accountId, filter, journeyId);
  }
  return { entering, waiting: journeyId === null ? 0 : await countWaiting(db, journeyId) };
}

function parsedMessages(value: unknown): Record<string, unknown>[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list : [];
}

function firstWords(value: unknown): unknown {
  const [first] = parsedMessages(value);
  return first?.text ?? first?.altText;
}

/** The newest messages the LINE sandbox recorded for the account (or one friend of it). */
export async function outbox(db: Db, accountId: number, friendId: number | null): Promise<OutboxItem[]> {
  const found = await rows(
    db,
    sql`SELECT o.id, o.friend_id, f.display_name, o.messages, o.source, o.created_at
        FROM line_outbox o JOIN friends f ON f.id = o.friend_id
        WHERE o.account_id = ${accountId}${friendId === null ? sql`` : sql` AND o.friend_id = ${friendId}`}
        ORDER BY o.id DESC LIMIT ${OUTBOX_LIMIT}`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    friend_id: Number(row.friend_id),
    display_name: String(row.display_name),
    // The first message's words: its text, or the altText of a template or Flex message.
    text: String(firstWords(row.messages) ?? ''),
    messages: parsedMessages(row.messages),
    source: String(row.source),
    created_at: new Date(row.created_at as string).toISOString(),
  }));
}
