import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { senderMessages } from './messages';

/**
 * The SQL of the send queue (tel_order_lines). Raw statements through drizzle's `sql` template so
 * the same text runs on PGlite and node-postgres. Lock order everywhere a transaction touches both
 * tables: tel_orders rows first (by id), then lines; the claim only locks lines (SKIP LOCKED, one
 * statement), so it never waits on an order and cannot take part in a deadlock.
 */

export const LINE_STATUS = { before: 1, processing: 2, sent: 3, failed: -2, cannotSend: -3 } as const;
export const ORDER_STATUS = { draft: 0, ordered: 1, inProgress: 2, done: 3, cancelled: -1 } as const;

export interface ClaimedLine {
  id: number;
  orderId: number;
  accountId: number;
  tel: string;
  templateId: number;
  params: Record<string, unknown>;
  /** Claims of this line so far, including this one. */
  attempts: number;
  /** The template body, or null when the template does not exist in the line's account. */
  templateBody: string | null;
}

export interface FinalLine {
  id: number;
  orderId: number;
  status: typeof LINE_STATUS.sent | typeof LINE_STATUS.failed | typeof LINE_STATUS.cannotSend;
  errorMessage: string | null;
  lineRequestId: string | null;
  renderedMessage: unknown;
  /** HTTP requests made for this line in this claim (0 when it was never sent). */
  requests: number;
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** SQLSTATEs worth repeating a short transaction for. */
function isTransient(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '40P01' || code === '40001';
}

async function withRetry<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await work();
    } catch (error) {
      if (i >= tries || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * i));
    }
  }
}

const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Claims up to `limit` due lines of ordered or in-progress orders for `workerId`, with their
 * template (same account only), and moves the orders of the claimed lines from 1 to 2.
 *
 * `ORDER BY l.scheduled_at` alone walks the partial index tel_order_lines_due_idx and stops after
 * `limit` rows; adding `, l.id` made PostgreSQL sort every due line on every claim (20 ms per
 * claim at 20,000 due lines, and all lines of one upload share one time). Lines of equal time
 * come in index (insertion) order. `= ANY (ARRAY(…))` makes the outer UPDATE fetch the locked
 * rows by primary key instead of hashing a scan of the whole table. See SCHEMA_REQUEST.md.
 */
export async function claimLines(
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedLine[]> {
  const claimed = await rows<Row>(
    db,
    sql`
      WITH claimed AS (
        UPDATE tel_order_lines
        SET status = 2, claimed_by = ${workerId}, claimed_at = now(),
            lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond',
            attempts = attempts + 1
        WHERE id = ANY (ARRAY(
          SELECT l.id FROM tel_order_lines l JOIN tel_orders o ON o.id = l.order_id
          WHERE l.status = 1 AND l.scheduled_at <= now() AND o.status IN (1, 2)
          ORDER BY l.scheduled_at
          LIMIT ${limit}
          FOR UPDATE OF l SKIP LOCKED
        ))
        RETURNING id, order_id, account_id, tel, template_id, params, attempts
      )
      SELECT c.id::text AS id, c.order_id, c.account_id, c.tel, c.template_id, c.params, c.attempts,
             t.body AS template_body
      FROM claimed c
      LEFT JOIN tel_templates t ON t.id = c.template_id AND t.account_id = c.account_id
      ORDER BY c.id`,
  );
  const lines = claimed.map(
    (row): ClaimedLine => ({
      id: Number(row.id),
      orderId: Number(row.order_id),
      accountId: Number(row.account_id),
      tel: String(row.tel),
      templateId: Number(row.template_id),
      params: (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) ?? {},
      attempts: Number(row.attempts),
      templateBody: typeof row.template_body === 'string' ? row.template_body : null,
    }),
  );
  if (lines.length > 0) {
    // A separate statement, after the line locks are released: holding line locks while waiting
    // for an order row (which a cancel may hold while it touches lines) could deadlock.
    const orderIds = [...new Set(lines.map((line) => line.orderId))];
    await db.execute(sql`
      UPDATE tel_orders SET status = 2
      WHERE status = 1 AND id IN (SELECT value::int FROM jsonb_array_elements_text(${jsonParam(orderIds)}))`);
  }
  return lines;
}

/** Locks the orders by id (the agreed lock order) inside a transaction. */
async function lockOrders(tx: Pick<Db, 'execute'>, orderIds: number[]): Promise<void> {
  await tx.execute(sql`
    SELECT id FROM tel_orders
    WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${jsonParam(orderIds)}))
    ORDER BY id FOR UPDATE`);
}

/**
 * Orders whose lines are all final become done (3). The counters are checked first so an order
 * with 100,000 lines is not scanned after every batch; the NOT EXISTS is the real rule.
 */
async function completeOrders(tx: Pick<Db, 'execute'>, orderIds: number[]): Promise<number[]> {
  const done = await rows<Row>(
    tx,
    sql`
      UPDATE tel_orders o SET status = 3, completed_at = now()
      WHERE o.id IN (SELECT value::int FROM jsonb_array_elements_text(${jsonParam(orderIds)}))
        AND o.status IN (1, 2)
        AND o.count_success + o.count_failed >= o.count_all
        AND NOT EXISTS (SELECT 1 FROM tel_order_lines l WHERE l.order_id = o.id AND l.status IN (1, 2))
      RETURNING o.id`,
  );
  return done.map((row) => Number(row.id));
}

/**
 * How the sender makes lines final: `count` (a statement that sets the lines' final status and
 * adds them to their orders' counters) runs in a retried transaction that first locks those orders
 * (the agreed lock order) and afterwards marks the finished ones done. The worker's results and
 * the reaper both go through here, so neither can skip the lock or the completion check.
 */
function countTowardOrders<T>(
  db: Db,
  orderIds: Iterable<number>,
  count: (tx: Pick<Db, 'execute'>) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  return withRetry(() =>
    db.transaction(async (tx) => {
      await lockOrders(tx, ids);
      const result = await count(tx);
      await completeOrders(tx, ids);
      return result;
    }),
  );
}

/**
 * Records final statuses of lines this worker holds, their orders' counters and completion, in
 * one transaction. Returns the ids actually recorded: a line missing from it was taken from this
 * worker meanwhile (its lease ran out and the reaper marked it failed).
 */
export async function finalizeLines(db: Db, workerId: string, lines: FinalLine[]): Promise<Set<number>> {
  if (lines.length === 0) return new Set();
  const payload = lines.map((line) => ({
    id: line.id,
    status: line.status,
    error: line.errorMessage,
    request_id: line.lineRequestId,
    rendered: line.renderedMessage ?? null,
    extra: Math.max(0, line.requests - 1),
  }));
  return countTowardOrders(
    db,
    lines.map((line) => line.orderId),
    async (tx) => {
      const recorded = await rows<Row>(
        tx,
        sql`
          WITH r AS (
            SELECT * FROM jsonb_to_recordset(${jsonParam(payload)})
              AS r(id bigint, status smallint, error text, request_id text, rendered jsonb, extra int)
          ), done AS (
            UPDATE tel_order_lines l
            SET status = r.status,
                sent_at = CASE WHEN r.status = 3 THEN now() ELSE NULL END,
                error_message = r.error,
                line_request_id = r.request_id,
                rendered_message = r.rendered,
                attempts = l.attempts + r.extra,
                lease_expires_at = NULL
            FROM r
            WHERE l.id = r.id AND l.status = 2 AND l.claimed_by = ${workerId}
            RETURNING l.id, l.order_id, l.status
          ), counted AS (
            UPDATE tel_orders o
            SET count_success = o.count_success + c.success, count_failed = o.count_failed + c.failed
            FROM (
              SELECT order_id,
                     (count(*) FILTER (WHERE status = 3))::int AS success,
                     (count(*) FILTER (WHERE status <> 3))::int AS failed
              FROM done GROUP BY order_id
            ) c
            WHERE o.id = c.order_id
            RETURNING o.id
          )
          SELECT d.id::text AS id, (SELECT count(*) FROM counted)::int AS orders FROM done d`,
      );
      return new Set(recorded.map((row) => Number(row.id)));
    },
  );
}

/**
 * Hands lines this worker holds back to the queue. Only for lines known never to have reached
 * LINE: not yet sent when the worker stopped, or answered 429/5xx before a retry it gave up on.
 */
export async function releaseLines(db: Db, workerId: string, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const released = await rows<Row>(
    db,
    sql`
      UPDATE tel_order_lines
      SET status = 1, claimed_by = NULL, claimed_at = NULL, lease_expires_at = NULL
      WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${jsonParam(ids)}))
        AND status = 2 AND claimed_by = ${workerId}
      RETURNING id`,
  );
  return released.length;
}

/**
 * Before a retry: extends the lease of a line this worker still holds, if its order still wants
 * it sent (not cancelled). False means do not send.
 */
export async function renewLease(
  db: Db,
  workerId: string,
  lineId: number,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await rows<Row>(
    db,
    sql`
      UPDATE tel_order_lines l
      SET lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
      WHERE l.id = ${lineId} AND l.status = 2 AND l.claimed_by = ${workerId}
        AND EXISTS (SELECT 1 FROM tel_orders o WHERE o.id = l.order_id AND o.status IN (1, 2))
      RETURNING l.id`,
  );
  return renewed.length === 1;
}

/**
 * Heartbeat: extends the lease of every line this worker holds. A live worker with a long queue
 * (slow answers from LINE) keeps its lines; a dead or frozen one stops renewing and is reaped.
 */
export async function renewAllLeases(db: Db, workerId: string, leaseMs: number): Promise<number> {
  const renewed = await rows<Row>(
    db,
    sql`
      WITH renewed AS (
        UPDATE tel_order_lines SET lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
        WHERE status = 2 AND claimed_by = ${workerId} AND lease_expires_at >= now()
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM renewed`,
  );
  return Number(renewed[0]?.n ?? 0);
}

/**
 * Crash safety. A line still "processing" after its lease ran out was held by a worker that died
 * or hung; its request may have reached LINE, which has no retry key, so it is never sent again:
 * it becomes failed with a reason telling the operator to check, and counts toward its order.
 */
export async function reapExpiredLeases(
  db: Db,
  limit = 1000,
  options: { everyLease?: boolean } = {},
): Promise<number> {
  // everyLease: the database has one process (embedded PGlite) and it has just started, so every
  // lease still held belongs to a process that is gone: no need to wait for them to run out.
  const cutoff = options.everyLease ? sql`'infinity'::timestamptz` : sql`now()`;
  const candidates = await rows<Row>(
    db,
    sql`
      SELECT id::text AS id, order_id FROM tel_order_lines
      WHERE status = 2 AND lease_expires_at < ${cutoff}
      ORDER BY lease_expires_at LIMIT ${limit}`,
  );
  if (candidates.length === 0) return 0;
  const ids = candidates.map((row) => Number(row.id));
  return countTowardOrders(
    db,
    candidates.map((row) => Number(row.order_id)),
    async (tx) => {
      const reaped = await rows<Row>(
        tx,
        sql`
          WITH reaped AS (
            UPDATE tel_order_lines
            SET status = -2, error_message = ${senderMessages.interrupted}, lease_expires_at = NULL
            WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${jsonParam(ids)}))
              AND status = 2 AND lease_expires_at < ${cutoff}
            RETURNING id, order_id
          ), counted AS (
            UPDATE tel_orders o SET count_failed = o.count_failed + c.n
            FROM (SELECT order_id, count(*)::int AS n FROM reaped GROUP BY order_id) c
            WHERE o.id = c.order_id
            RETURNING o.id
          )
          SELECT r.id::text AS id, (SELECT count(*) FROM counted)::int AS orders FROM reaped r`,
      );
      return reaped.length;
    },
  );
}
