import type { FunnelStep } from '@console/contract/funnels';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import { japanDayStart } from '../members';

/*
 * A funnel's counts (issue 32): one SQL query over friend_events.
 *
 * The rule, as Mixpanel's and PostHog's funnels count: a friend enters at their FIRST step-1 event
 * in the range (Japan's days `from` … `to`, both included); each later step is the friend's first
 * event of that step strictly after the step before (so one event never stands for two steps), and
 * no later than the entry plus the window. A friend is counted once per step however often they
 * did it. Taking the earliest event at each step is never worse than a later one: whatever follows
 * a later event also follows the earlier. With `sourceId`, only friends whose follow came through
 * that entry source are counted.
 *
 * The query is a chain of CTEs, one per step: step k joins the friends of step k−1 to the events of
 * step k's kind on (account, friend), keeps the first event in the allowed interval, and carries
 * the window's end along. Each step reads its kind's events in [from, to + window) through the
 * (account_id, kind, at, friend_id) index and joins them by hash to the friends still in: one
 * read per step, no per-friend loop (bench/funnels.bench.ts).
 */

export interface FunnelRange {
  /** Japan's days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  sourceId: number | null;
}

const DAY_MS = 86_400_000;

/** The filter of one step on the events `e`. */
function stepFilter(step: FunnelStep): SQL {
  const parts: SQL[] = [sql`e.kind = ${step.kind}`];
  if (step.ref_id !== null) parts.push(sql`e.ref_id = ${step.ref_id}`);
  if (step.source_id !== null) parts.push(sql`e.source_id = ${step.source_id}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The CTEs s1 … sN, each (friend_id, tmax = the entry plus the window, t = this step's time), for
 * a funnel's steps. The window's end is computed once per friend, not once per joined event (7 %
 * of the benchmark's time).
 * Followed by a SELECT over them (counts, or one step's friends).
 */
export function funnelSteps(
  accountId: number,
  steps: readonly FunnelStep[],
  windowDays: number,
  range: FunnelRange,
): SQL {
  const start = japanDayStart(range.from).toISOString();
  const end = new Date(japanDayStart(range.to).getTime() + DAY_MS).toISOString();
  // Nothing after the last entry's window can count: the bound lets every step read a range.
  const last = new Date(japanDayStart(range.to).getTime() + DAY_MS * (1 + windowDays)).toISOString();
  // In hours: Japan keeps no summer time, so a day is 24 h, and the sum is plain arithmetic (a
  // `days` interval is calendar arithmetic in the session's time zone).
  const window = sql`${windowDays * 24}::int * interval '1 hour'`;
  const source =
    range.sourceId === null
      ? sql``
      : sql` AND e.friend_id IN (SELECT friend_id FROM friend_events
                                WHERE account_id = ${accountId} AND kind = 'follow' AND source_id = ${range.sourceId})`;
  const ctes: SQL[] = [];
  steps.forEach((step, index) => {
    const name = sql.raw(`s${index + 1}`);
    if (index === 0) {
      ctes.push(sql`${name} AS (
        SELECT e.friend_id, min(e.at) + ${window} AS tmax, min(e.at) AS t
        FROM friend_events e
        WHERE e.account_id = ${accountId} AND ${stepFilter(step)}
          AND e.at >= ${start}::timestamptz AND e.at < ${end}::timestamptz${source}
        GROUP BY e.friend_id)`);
      return;
    }
    const previous = sql.raw(`s${index}`);
    ctes.push(sql`${name} AS (
      SELECT p.friend_id, p.tmax, min(e.at) AS t
      FROM ${previous} p
      JOIN friend_events e ON e.account_id = ${accountId} AND e.friend_id = p.friend_id
        AND ${stepFilter(step)} AND e.at > p.t AND e.at <= p.tmax
      WHERE e.at > ${start}::timestamptz AND e.at < ${last}::timestamptz
      GROUP BY p.friend_id, p.tmax)`);
  });
  return sql`WITH ${sql.join(ctes, sql`, `)}`;
}

/**
 * Memory for the query's sorts and aggregates, for its transaction only. With the default 4 MB the
 * step CTEs of 100,000 friends spilled to disk (EXPLAIN: "external merge Disk: 3344kB", a hash
 * aggregate in 5 batches); 32 MB holds them (11 MB measured) and bounds what one count can take.
 */
export const FUNNEL_WORK_MEM = sql`SET LOCAL work_mem = '32MB'`;

/** Friends reaching each step, in step order (one query, in a transaction of its own for FUNNEL_WORK_MEM). */
export async function countFunnel(
  db: Db,
  accountId: number,
  steps: readonly FunnelStep[],
  windowDays: number,
  range: FunnelRange,
): Promise<number[]> {
  const counts = steps.map((_, index) =>
    sql.raw(`(SELECT count(*) FROM s${index + 1})::int AS c${index + 1}`),
  );
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(FUNNEL_WORK_MEM);
    return rows(
      tx,
      sql`${funnelSteps(accountId, steps, windowDays, range)} SELECT ${sql.join(counts, sql`, `)}`,
    );
  });
  return steps.map((_, index) => Number(row?.[`c${index + 1}`] ?? 0));
}

/** The query of the friends reaching step `step` (1-based): one column, friend_id. */
export function stepFriends(
  accountId: number,
  steps: readonly FunnelStep[],
  windowDays: number,
  range: FunnelRange,
  step: number,
): SQL {
  const chain = funnelSteps(accountId, steps.slice(0, step), windowDays, range);
  return sql`${chain} SELECT friend_id FROM ${sql.raw(`s${step}`)}`;
}
