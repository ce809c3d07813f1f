/**
 * Sending benchmark: 20,000 due lines through the sender worker to the local fake LINE API
 * (`line` sender, real HTTP on 127.0.0.1), on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * a throwaway database is created and dropped) and on in-memory PGlite. The fake runs in a child
 * process, as LINE would run elsewhere, so it does not eat the worker's CPU. Prints lines per second,
 * the median of 3 runs, one line per figure. Goal (issue #5): ≥ 1,000 lines/s on PostgreSQL.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_LINES=5000 BENCH_CONCURRENCY=50 BENCH_RUNS=3 tsx bench/send.bench.ts
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db';
import { createLineSender } from '../src/tel/sender/senders';
import { TelSenderWorker } from '../src/tel/sender/worker';
import { openScratchDatabase } from '../tests/scratch-database';
import { forkFake } from './lib/fake';
import { median } from './lib/server';

const LINES = Number(process.env.BENCH_LINES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? process.env.TEL_SEND_CONCURRENCY ?? 20);
const GOAL_PG = 1_000;

const TEMPLATE = JSON.stringify({
  type: 'flex',
  altText: '[param_1]様 ご予約の確認',
  contents: {
    type: 'bubble',
    body: {
      type: 'box',
      layout: 'vertical',
      contents: [
        { type: 'text', text: '[param_1]様', weight: 'bold' },
        { type: 'text', text: 'ご予約日時: [param_2]' },
      ],
    },
  },
});

interface Target {
  label: string;
  database: Database;
  dispose(): Promise<void>;
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  // Not seeded, like the PGlite target: prepareOrder makes the account it sends for.
  const database = await openScratchDatabase(adminUrl, { prefix: 'bench', seed: false });
  return { label: 'PostgreSQL', database, dispose: database.dispose };
}

async function pgliteTarget(): Promise<Target> {
  const database = await openDatabase({});
  await database.migrate();
  return { label: 'PGlite', database, dispose: () => database.close() };
}

/** One ordered order of LINES due lines, inserted in one statement (not through the upload code). */
async function prepareOrder(database: Database): Promise<number> {
  const db = database.db;
  const result = (await db.execute(sql`
    WITH a AS (INSERT INTO accounts (name, app_name) VALUES ('ベンチ', 'Console') RETURNING id),
    t AS (INSERT INTO tel_templates (account_id, name, body) SELECT id, 'ベンチ', ${TEMPLATE} FROM a RETURNING id, account_id),
    o AS (
      INSERT INTO tel_orders (account_id, status, description, count_all, ordered_at)
      SELECT account_id, 1, 'bench', ${LINES}, now() FROM t RETURNING id, account_id
    ),
    l AS (
      INSERT INTO tel_order_lines (order_id, account_id, tel, scheduled_at, template_id, params)
      SELECT o.id, o.account_id, '+8190' || lpad(g::text, 8, '0'), now() - interval '1 minute', t.id,
             jsonb_build_object('param_1', '顧客' || g, 'param_2', '2026/12/01 10:00')
      FROM o, t, generate_series(1, ${LINES}) g
      RETURNING 1
    )
    SELECT (SELECT id FROM o) AS id, (SELECT count(*) FROM l)::int AS n`)) as unknown as {
    rows: { id: number; n: number }[];
  };
  const row = result.rows[0];
  if (!row || row.n !== LINES) throw new Error('bench setup inserted the wrong number of lines');
  return Number(row.id);
}

/** The fake LINE API in a child process (tests/fake-line/serve.ts), driven over IPC. */

async function bench(target: Target): Promise<number[]> {
  const fake = await forkFake();
  const rates: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      await fake.reset();
      const orderId = await prepareOrder(target.database);
      const sender = createLineSender({
        baseUrl: fake.url,
        channelAccessToken: fake.token,
        maxSockets: CONCURRENCY,
        timeoutMs: 30_000,
      });
      const worker = new TelSenderWorker({
        db: target.database.db,
        sender,
        concurrency: CONCURRENCY,
        leaseMs: 300_000,
        pollIntervalMs: 1_000,
        requestTimeoutMs: 30_000,
      });
      const start = performance.now();
      const summary = await worker.drain();
      const seconds = (performance.now() - start) / 1000;
      await sender.close();
      const check = (await target.database.db.execute(
        sql`SELECT status, count_success FROM tel_orders WHERE id = ${orderId}`,
      )) as unknown as { rows: { status: number; count_success: number }[] };
      const order = check.rows[0];
      const stats = await fake.stats();
      if (
        summary.finished !== LINES ||
        stats.distinctTags !== LINES ||
        order?.status !== 3 ||
        order.count_success !== LINES
      ) {
        throw new Error(`run incomplete: ${JSON.stringify({ finished: summary.finished, stats, order })}`);
      }
      if (stats.violations > 0 || stats.requests !== LINES)
        throw new Error(`fake LINE: ${JSON.stringify(stats)}`);
      rates.push(LINES / seconds);
    }
  } finally {
    fake.close();
  }
  return rates;
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const targets: (() => Promise<Target>)[] = [];
  if (pgUrl) targets.push(() => postgresTarget(pgUrl));
  else console.log('send PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  targets.push(pgliteTarget);
  for (const make of targets) {
    const target = await make();
    try {
      const rates = await bench(target);
      const rate = median(rates);
      const goal =
        target.label === 'PostgreSQL' ? ` (goal ≥ ${GOAL_PG}/s: ${rate >= GOAL_PG ? 'met' : 'NOT met'})` : '';
      console.log(
        `send ${target.label}: ${Math.round(rate)} lines/s, ${LINES} lines to the fake LINE API, concurrency ${CONCURRENCY}, median of ${RUNS} (${rates.map((r) => Math.round(r)).join(', ')})${goal}`,
      );
    } finally {
      await target.dispose();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
