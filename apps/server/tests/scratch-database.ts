/**
 * Throwaway PostgreSQL databases for tests and benchmarks: each run gets its own database on the
 * server at `adminUrl` (TEST_DATABASE_URL or BENCH_DATABASE_URL), so runs never see each other's
 * rows, and drops it afterwards. Kept free of vitest: the benchmarks import it under plain tsx.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';

/** CREATE/DROP DATABASE cannot run inside the database concerned, so they go through the admin URL. */
async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/** An empty database named `<prefix>_<random hex>` on the server at `adminUrl`. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a connection left open by a failed run must not keep the database (and the next run
    // waiting on it) alive.
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs `work` on the URL of a scratch database, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(
  adminUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(adminUrl, prefix);
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

export interface DisposableDatabase extends Database {
  /** Closes the database and, for a scratch database, drops it. */
  dispose(): Promise<void>;
}

/** A scratch database, opened and migrated (and given the demo account when `seed`). */
export async function openScratchDatabase(
  adminUrl: string,
  { prefix, seed }: { prefix: string; seed: boolean },
): Promise<DisposableDatabase> {
  const scratch = await createScratchDatabase(adminUrl, prefix);
  const database = await openDatabase({ databaseUrl: scratch.url });
  const dispose = async () => {
    await database.close();
    await scratch.drop();
  };
  try {
    await database.migrate();
    if (seed) await seedIfEmpty(database.db);
  } catch (error) {
    // The caller never gets a handle to dispose of, so a failed set-up cleans up after itself.
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}
