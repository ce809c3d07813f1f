/**
 * Funnel counting benchmark (issue 32), on PostgreSQL (a scratch database on BENCH_DATABASE_URL's
 * server): 1,000,000 friend events of 100,000 friends of one account over 90 days — a follow each
 * (from one of three entry sources), 400,000 link clicks, 250,000 bookings, 150,000 visits,
 * 100,000 form answers, at random times — and the 4-step funnel follow → click → booking → visit
 * with a 30-day window over the whole 90 days, counted by the one query the API runs
 * (funnels/counting.ts). Median of BENCH_RUNS runs after two warm-ups; beside it, in the same run, a
 * plain `SELECT count(*)` of the account's events (the floor of reading the table once), and the
 * same funnel per entry source.
 *
 * Goal: the funnel's median < 300 ms.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/funnels.bench.ts
 */
import type { FunnelStep } from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db';
import { countFunnel } from '../src/funnels/counting';
import { withScratchDatabase } from '../tests/scratch-database';
import { fmt } from './lib/server';

const FRIENDS = Number(process.env.BENCH_FRIENDS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GOAL_MS = 300;
const ms = (n: number) => n.toFixed(1);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(work: () => Promise<unknown>) {
  for (let i = 0; i < 2; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

/** The account, its friends and their events, made in SQL (seeded random: the same every run). */
async function fill(database: Database): Promise<number> {
  const db = database.db;
  const [account] = (
    (await db.execute(sql`
      INSERT INTO accounts (name, oem_code, app_name) VALUES ('ベンチ', 'sakura', 'さくら') RETURNING id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const accountId = Number(account?.id);
  await db.execute(sql`
    INSERT INTO friends (account_id, line_user_id, display_name, name_search, status)
    SELECT ${accountId}, 'U' || n, '友だち' || n, 'ともだち' || n, 'following'
    FROM generate_series(1, ${FRIENDS}) n`);
  const [range] = (
    (await db.execute(
      sql`SELECT min(id)::int AS lo, max(id)::int AS hi FROM friends WHERE account_id = ${accountId}`,
    )) as unknown as { rows: { lo: number; hi: number }[] }
  ).rows;
  const lo = Number(range?.lo);
  const span = Number(range?.hi) - lo + 1;
  await db.execute(sql`SELECT setseed(0.32)`);
  const days = sql`now() - random() * interval '90 days'`;
  const anyFriend = sql`${lo} + floor(random() * ${span})::int`;
  // One follow per friend, from one of three sources; the rest at random friends and times.
  await db.execute(sql`
    INSERT INTO friend_events (account_id, friend_id, kind, at, source_id)
    SELECT ${accountId}, ${lo} + n - 1, 'follow', ${days}, 1 + floor(random() * 3)::int
    FROM generate_series(1, ${span}) n`);
  const scale = FRIENDS / 100_000;
  for (const [kind, count, ref] of [
    ['tracker_click', 400_000, sql`1 + floor(random() * 5)::int`],
    ['booking_made', 250_000, sql`NULL::int`],
    ['booking_visited', 150_000, sql`NULL::int`],
    ['form_answer', 100_000, sql`NULL::int`],
  ] as const) {
    await db.execute(sql`
      INSERT INTO friend_events (account_id, friend_id, kind, at, ref_id)
      SELECT ${accountId}, ${anyFriend}, ${kind}, ${days}, ${ref}
      FROM generate_series(1, ${Math.round(count * scale)}) n`);
  }
  // As autovacuum would by the time anyone asks: statistics, and the visibility map that lets
  // the funnel read its index alone.
  await db.execute(sql`VACUUM ANALYZE friend_events`);
  await db.execute(sql`ANALYZE friends`);
  return accountId;
}

const japanDay = (date: Date) => new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

async function run(name: string, database: Database) {
  await database.migrate();
  const t0 = performance.now();
  const accountId = await fill(database);
  const [total] = (
    (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM friend_events WHERE account_id = ${accountId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(
    `funnels ${name}: ${fmt(total?.n ?? 0)} events of ${fmt(FRIENDS)} friends made in ${fmt((performance.now() - t0) / 1000)} s`,
  );
  const steps: FunnelStep[] = (['follow', 'tracker_click', 'booking_made', 'booking_visited'] as const).map(
    (kind) => ({ kind, ref_id: null, source_id: null }),
  );
  const now = new Date();
  const range = {
    from: japanDay(new Date(now.getTime() - 90 * 86_400_000)),
    to: japanDay(now),
    sourceId: null,
  };
  let counts: number[] = [];
  const funnel = await timed(async () => {
    counts = await countFunnel(database.db, accountId, steps, 30, range);
  });
  const perSource = await timed(() =>
    countFunnel(database.db, accountId, steps, 30, { ...range, sourceId: 2 }),
  );
  const plain = await timed(() =>
    database.db.execute(sql`SELECT count(*) FROM friend_events WHERE account_id = ${accountId}`),
  );
  const verdict = funnel.median < GOAL_MS ? 'meets' : 'MISSES';
  console.log(
    `funnels ${name}: 4-step funnel (30-day window, 90 days) median ${ms(funnel.median)} ms ` +
      `(min ${ms(funnel.min)}, max ${ms(funnel.max)}, ${RUNS} runs) — ${verdict} < ${GOAL_MS} ms; ` +
      `friends per step ${counts.map((n) => fmt(n)).join(' → ')}`,
  );
  console.log(`funnels ${name}: the same funnel for one entry source, median ${ms(perSource.median)} ms`);
  console.log(
    `funnels ${name}: reference SELECT count(*) of the account's events, median ${ms(plain.median)} ms ` +
      `(funnel ÷ count ${ms(funnel.median / plain.median)}×)`,
  );
  await database.close();
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  await withScratchDatabase(adminUrl, 'bench', async (url) =>
    run('postgresql', await openDatabase({ databaseUrl: url })),
  );
} else {
  console.log('funnels postgresql: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)');
}
