import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './index';

/** A row of a raw query (features that read another feature's tables do it by SQL, not its schema). */
export type Row = Record<string, unknown>;

/** The rows of a raw query, on PGlite and node-postgres alike (their results differ in type only). */
export const rows = async <T extends Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Ids as one int[] parameter (one array, not a parameter per id). */
export const intArray = (ids: Iterable<number>) =>
  sql`${`{${[...ids].map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
