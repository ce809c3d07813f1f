import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { intArray, rows } from './db/raw';
import { HttpError } from './http-error';

/**
 * Puts every row of one account's `table` (groups of journeys, of templates …) in the order of
 * `ids`, numbered from 1. The ids must be exactly the account's rows: anything else means the
 * screen is stale (another operator added or removed one), answered 409 with `staleMessage` so the
 * console rolls back and reloads instead of losing a row from the order.
 */
export async function reorderAccountRows(
  db: Db,
  table: string,
  accountId: number,
  ids: readonly number[],
  staleMessage: string,
): Promise<void> {
  const name = sql.identifier(table);
  await db.transaction(async (tx) => {
    const held = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM ${name} WHERE account_id = ${accountId} FOR UPDATE`,
    );
    const have = new Set(held.map((row) => Number(row.id)));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((id) => !have.has(id))) {
      throw new HttpError(409, staleMessage);
    }
    await tx.execute(sql`
      UPDATE ${name} t SET "order" = o.n
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS o(id, n)
      WHERE t.id = o.id`);
  });
}
