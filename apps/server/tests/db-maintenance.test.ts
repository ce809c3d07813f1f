import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capabilitiesOf } from '../src/capabilities';
import { type Db, rows } from '../src/db';
import {
  analyzeAfterBulkWrite,
  createMaintenanceJob,
  databaseMaintenanceFeature,
  isEmbedded,
  maintainStatistics,
} from '../src/db/maintenance';
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from './helpers';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The manual ANALYZE/VACUUM counters of a table (autovacuum's own count separately, on PostgreSQL). */
async function counts(db: Db, table: string) {
  const [row] = await rows<{ analyzed: number; vacuumed: number; tuples: number }>(
    db,
    sql`select s.analyze_count::int as analyzed, s.vacuum_count::int as vacuumed, c.reltuples::int as tuples
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.relname = ${table}`,
  );
  return row ?? { analyzed: -1, vacuumed: -1, tuples: -1 };
}

async function probeTable(db: Db, table: string, count: number) {
  await db.execute(sql.raw(`create table ${table} (id serial primary key, v int not null)`));
  await db.execute(sql.raw(`insert into ${table} (v) select g from generate_series(1, ${count}) g`));
}

describe.each(DRIVERS)('database statistics in embedded mode (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });
  const jobsFor = (soleUser: boolean) =>
    databaseMaintenanceFeature.jobs?.({
      db: database.db,
      config: testConfig(),
      logger: silent,
      soleUser,
      capabilities: capabilitiesOf([], database.db),
    });

  it('knows which database is the embedded one', async () => {
    expect(await isEmbedded(database.db)).toBe(driver === 'pglite');
  });

  it.runIf(driver === 'pglite')(
    'runs ANALYZE from the scheduled job, only where changes passed the threshold',
    async () => {
      const jobs = jobsFor(true);
      expect(jobs?.embedded).toBe(true);
      const created = jobs?.create() ?? [];
      expect(created.map((job) => job.name)).toEqual(['db-maintenance']);

      await probeTable(database.db, 'maintenance_probe', 2000);
      expect((await counts(database.db, 'maintenance_probe')).analyzed).toBe(0);
      // The same job with a short interval (the feature's is ten minutes).
      const job = createMaintenanceJob(database.db, silent, 20);
      job.start();
      try {
        await vi.waitFor(
          async () => expect((await counts(database.db, 'maintenance_probe')).analyzed).toBe(1),
          {
            timeout: 5000,
            interval: 50,
          },
        );
      } finally {
        await job.stop();
      }
      expect((await counts(database.db, 'maintenance_probe')).tuples).toBe(2000);
      // Nothing changed since: the next pass leaves the table alone.
      expect((await maintainStatistics(database.db)).analyzed).not.toContain('public.maintenance_probe');
      // A few rows (under 50 + 10 %) are not worth an ANALYZE; many are.
      await database.db.execute(sql`update maintenance_probe set v = v + 1 where id <= 10`);
      expect((await maintainStatistics(database.db)).analyzed).not.toContain('public.maintenance_probe');
      await database.db.execute(sql`update maintenance_probe set v = v + 1 where id <= 300`);
      expect((await maintainStatistics(database.db)).analyzed).toContain('public.maintenance_probe');
    },
  );

  it.runIf(driver === 'pglite')(
    'vacuums where deleted rows pass the threshold, and after a bulk write',
    async () => {
      await probeTable(database.db, 'maintenance_bulk', 5000);
      const bulk = await analyzeAfterBulkWrite(database.db);
      expect(bulk.analyzed).toContain('public.maintenance_bulk');
      expect(bulk.vacuumed).not.toContain('public.maintenance_bulk');
      await database.db.execute(sql`delete from maintenance_bulk where id <= 2000`);
      const after = await analyzeAfterBulkWrite(database.db);
      expect(after.vacuumed).toContain('public.maintenance_bulk');
      expect(await counts(database.db, 'maintenance_bulk')).toMatchObject({ vacuumed: 1, tuples: 3000 });
    },
  );

  it.runIf(driver === 'pg')(
    'leaves PostgreSQL to autovacuum: no job, and a bulk write analyzes nothing',
    async () => {
      // The scale-out API processes and the worker (soleUser false) get no job at all.
      const jobs = jobsFor(false);
      expect(jobs?.embedded).toBe(false);
      expect(jobs?.create()).toEqual([]);
      await probeTable(database.db, 'maintenance_probe', 2000);
      expect(await analyzeAfterBulkWrite(database.db)).toEqual({ analyzed: [], vacuumed: [] });
      expect((await counts(database.db, 'maintenance_probe')).analyzed).toBe(0);
    },
  );

  it('creates no job for a process that shares the database', () => {
    const jobs = jobsFor(false);
    expect(jobs?.embedded).toBe(false);
    expect(jobs?.create()).toEqual([]);
  });
});
