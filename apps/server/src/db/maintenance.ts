import { sql } from 'drizzle-orm';
import { defineFeature, type Job, type JobLogger } from '../feature';
import type { Db } from './index';
import { rows } from './raw';

/**
 * The embedded database keeps its statistics (issue 26 §5). PGlite runs PostgreSQL in single-user
 * mode: there is no autovacuum launcher, so without this the planner never gets statistics (a table
 * that was never analyzed is planned from its page count and default selectivities) and deleted rows'
 * space is never marked reusable. This does what autovacuum would, with autovacuum's own default
 * thresholds, read from pg_stat_user_tables (PGlite keeps its counters; it only flushes them lazily,
 * hence `pg_stat_force_next_flush()` first). On PostgreSQL autovacuum does it, and nothing here runs.
 */

/** How often the embedded job looks (autovacuum's naptime is 1 min; a PGlite process is one user's). */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** autovacuum_analyze_threshold / _scale_factor and autovacuum_vacuum_threshold / _scale_factor. */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;

export interface MaintenanceResult {
  analyzed: string[];
  vacuumed: string[];
}

interface TableStats extends Record<string, unknown> {
  name: string;
  tuples: number;
  modified: number;
  dead: number;
  analyzed: boolean;
}

/** Whether this database is the embedded PGlite (its version() says so); remembered per handle. */
const embeddedByDb = new WeakMap<object, Promise<boolean>>();
export function isEmbedded(db: Db): Promise<boolean> {
  let known = embeddedByDb.get(db);
  if (!known) {
    known = rows<{ version: string }>(db, sql`select version() as version`).then((result) =>
      String(result[0]?.version ?? '').includes('PGlite'),
    );
    embeddedByDb.set(db, known);
  }
  return known;
}

/**
 * One pass: ANALYZE the tables whose rows changed by more than autovacuum's threshold (50 rows +
 * 10 %) or that hold rows and were never analyzed; VACUUM those whose dead rows passed its vacuum
 * threshold (50 + 20 %), where reclaiming the space pays. Runs on either driver when called directly.
 */
export async function maintainStatistics(db: Db): Promise<MaintenanceResult> {
  // PGlite flushes its statistics counters lazily (at most once a second, after a later statement).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
  const tables = await rows<TableStats>(
    db,
    sql`select format('%I.%I', s.schemaname, s.relname) as name,
               greatest(c.reltuples, s.n_live_tup)::float8 as tuples,
               s.n_mod_since_analyze::float8 as modified,
               s.n_dead_tup::float8 as dead,
               (s.last_analyze is not null or s.last_autoanalyze is not null) as analyzed
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  const result: MaintenanceResult = { analyzed: [], vacuumed: [] };
  for (const table of tables) {
    const tuples = Math.max(0, Number(table.tuples));
    if (Number(table.dead) > VACUUM_BASE + VACUUM_SCALE * tuples) {
      // VACUUM (ANALYZE) does both in one scan of the table.
      await db.execute(sql.raw(`vacuum (analyze) ${table.name}`));
      result.vacuumed.push(table.name);
      result.analyzed.push(table.name);
    } else if (
      Number(table.modified) > ANALYZE_BASE + ANALYZE_SCALE * tuples ||
      (!table.analyzed && Number(table.modified) > 0)
    ) {
      await db.execute(sql.raw(`analyze ${table.name}`));
      result.analyzed.push(table.name);
    }
  }
  return result;
}

/**
 * After a large write (an upload, the demo seed): brings the statistics up to date at once instead
 * of at the next scheduled pass, so the next queries are planned from the new data. Embedded mode
 * only (on PostgreSQL autovacuum does it); only the tables that changed enough are analyzed.
 */
export async function analyzeAfterBulkWrite(db: Db): Promise<MaintenanceResult> {
  if (!(await isEmbedded(db))) return { analyzed: [], vacuumed: [] };
  return maintainStatistics(db);
}

/** The scheduled pass, as a job of the API process (embedded mode only). */
export function createMaintenanceJob(
  db: Db,
  logger: JobLogger,
  intervalMs: number = MAINTENANCE_INTERVAL_MS,
): Job {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = maintainStatistics(db)
      .then((result) => {
        if (result.analyzed.length || result.vacuumed.length)
          logger.info(result, 'database statistics updated');
      })
      .catch((error: Error) => logger.warn({ err: error }, 'database maintenance failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  return {
    name: 'db-maintenance',
    start() {
      stopped = false;
      timer = setTimeout(tick, intervalMs).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The job as a feature-shaped value for src/features.ts (no routes): created only where this
 * process is the database's sole user (the embedded PGlite folder); the worker and scale-out
 * API processes (PostgreSQL, autovacuum) get no job.
 */
export const databaseMaintenanceFeature = defineFeature({
  name: 'db-maintenance',
  plugin: async () => {},
  jobs: ({ db, logger, soleUser }) => ({
    embedded: soleUser,
    create: () => (soleUser ? [createMaintenanceJob(db, logger)] : []),
  }),
});
