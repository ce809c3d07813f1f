import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export { intArray, type Row, rows } from './raw';
export { schema };

/** The query surface both drivers share; features depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, first-start seed) so that only one process does it at a time.
   * In scale-out mode several processes start at once; a session-level advisory lock makes them
   * take turns instead of racing on the same DDL and the same seed rows.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** node-postgres connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this dumped data folder instead of running initdb (tests). */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle connection closed by the server (restart, failover, DROP DATABASE … WITH (FORCE) in
    // tests) is dropped from the pool and the next query opens a new one; without a listener the
    // pool's 'error' event would crash the process (the sender worker runs for days).
    pool.on('error', (error) => console.warn(`PostgreSQL: idle connection closed (${error.message})`));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'pg',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      withStartupLock: (work) => underAdvisoryLock(pool, work),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir)
    : new PGlite(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {});
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns a PGlite folder, so there is nobody to take turns with.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

const STARTUP_LOCK_KEY = 7_340_001;

async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Where the embedded database lives inside DATA_DIR (the folder also holds other files later). */
export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
