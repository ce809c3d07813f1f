/**
 * The embedded database's statistics (issue 26 §5): the salon month query on PGlite before and
 * after ANALYZE. Builds the data of salon-load.bench.ts (10,000 reservations of March 2030 across
 * 30 resources, bulk inserted 1,000 a statement, in a PGlite folder as embedded mode runs it), then
 * for the reservations list of one resource for the month (the query listReservations runs, with
 * its json_agg wrapper) and for the whole salon's month prints the EXPLAIN ANALYZE plan and the
 * median time of the query and of listReservations itself, first as PGlite leaves the tables
 * (never analyzed: there is no autovacuum), then after analyzeAfterBulkWrite (db/maintenance.ts).
 *
 *   tsx bench/analyze.bench.ts
 *   BENCH_RESERVATIONS=50000 BENCH_RUNS=30 tsx bench/analyze.bench.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, arrayContains, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase, rows as rawRows } from '../src/db';
import { analyzeAfterBulkWrite } from '../src/db/maintenance';
import { seedIfEmpty, soleDemoAccount } from '../src/db/seed';
import { listReservations } from '../src/salon/reservations';
import { salonReservations } from '../src/salon/schema';
import { buildBenchSalon, BENCH_RESOURCES as RESOURCES } from './lib/salon-data';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FIRST = '2030-03-01';
const LAST = '2030-03-31';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-analyze-'));
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
const db = database.db;
await database.migrate();
await seedIfEmpty(db);
const demo = await soleDemoAccount(db);
if (!demo) throw new Error('no demo account');
const { salon, resources } = await buildBenchSalon(db, demo.accountId, RESERVATIONS);
const resourceId = resources[0]?.id as number;

/** The query of listReservations (salon/reservations.ts selectReservations), for EXPLAIN. */
const monthQuery = (resource: number | undefined): SQL => {
  const inner = db
    .select()
    .from(salonReservations)
    .where(
      and(
        eq(salonReservations.salonId, salon.id),
        gte(salonReservations.date, FIRST),
        lte(salonReservations.date, LAST),
        resource === undefined
          ? undefined
          : or(
              eq(salonReservations.resourceId, resource),
              arrayContains(salonReservations.subResourceIds, [resource]),
            ),
      ),
    );
  return sql`select coalesce(json_agg(r order by r.date, r."from", r.id), '[]'::json) as rows from (${inner}) r`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function measure(label: string, target: Db) {
  const stats = await rawRows<{ reltuples: number; relpages: number }>(
    target,
    sql`select reltuples, relpages from pg_class where relname = 'salon_reservations'`,
  );
  console.log(
    `\n=== ${label} (pg_class: reltuples ${stats[0]?.reltuples}, relpages ${stats[0]?.relpages}) ===`,
  );
  for (const [name, resource, input] of [
    [
      'one resource, one month',
      resourceId,
      { range_date: `${FIRST}..${LAST}`, salon_resource_id: String(resourceId) },
    ],
    ['whole salon, one month', undefined, { range_date: `${FIRST}..${LAST}` }],
  ] as const) {
    const plan = await rawRows<{ 'QUERY PLAN': string }>(
      target,
      sql`explain (analyze, costs, timing) ${monthQuery(resource)}`,
    );
    console.log(`\n--- ${name}: EXPLAIN ANALYZE ---`);
    for (const line of plan) console.log(line['QUERY PLAN']);
    const query = await timed(() => target.execute(monthQuery(resource)));
    const service = await timed(() => listReservations(target, salon?.id as number, input));
    console.log(
      `${name}: query median ${query.toFixed(2)} ms, listReservations median ${service.toFixed(2)} ms (${RUNS} runs)`,
    );
  }
}

console.log(`PGlite, ${RESERVATIONS} reservations, ${RESOURCES} resources, March 2030`);
await measure('before ANALYZE (as PGlite leaves it: no autovacuum)', db);
const started = performance.now();
const result = await analyzeAfterBulkWrite(db);
console.log(
  `\nanalyzeAfterBulkWrite: ${(performance.now() - started).toFixed(0)} ms, analyzed ${result.analyzed.join(', ')}; vacuumed ${result.vacuumed.join(', ') || 'none'}`,
);
await measure('after ANALYZE', db);

await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
