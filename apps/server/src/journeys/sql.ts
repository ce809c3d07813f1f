import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db';

/** A row of a raw query (the journeys feature reads the friends' tables by SQL, not their schema). */
export type Row = Record<string, unknown>;

/** The rows of a raw query, on PGlite and node-postgres alike. */
export const rows = async <T extends Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Ids as one int[] parameter (one array, not a parameter per id). */
export const intArray = (ids: Iterable<number>) =>
  sql`${`{${[...ids].map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
