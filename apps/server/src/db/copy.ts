import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A drizzle transaction (either driver); only its session's client is used here. */
type AnyTransaction = object;

/** One CSV field as COPY … (FORMAT csv) reads it: quoted when it holds a quote, comma or newline. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function clientOf(tx: AnyTransaction): unknown {
  return (tx as { session?: { client?: unknown } }).session?.client;
}

/**
 * Loads CSV rows into `table (columns)` with COPY … FROM STDIN inside the given transaction: one
 * statement and no per-row parsing of parameters, the fastest way into PostgreSQL (pg-copy-streams
 * on node-postgres, the /dev/blob device on PGlite). Returns false when the driver offers neither,
 * so the caller can insert another way.
 */
export async function copyCsv(
  tx: AnyTransaction,
  table: string,
  columns: readonly string[],
  csv: string,
): Promise<boolean> {
  const client = clientOf(tx);
  const statement = `COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`;
  if (client instanceof pg.Client) {
    const stream = client.query(copyFrom(statement));
    await pipeline(
      (async function* () {
        yield Buffer.from(csv, 'utf8');
      })(),
      stream,
    );
    return true;
  }
  // PGlite's transaction object: query() with a blob for the /dev/blob device.
  if (
    client &&
    typeof (client as PGlite).query === 'function' &&
    typeof (client as PGlite).exec === 'function'
  ) {
    await (client as PGlite).query(statement.replace('FROM STDIN', "FROM '/dev/blob'"), [], {
      blob: new Blob([csv]),
    });
    return true;
  }
  return false;
}
