import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { telOrderLines, telOrders, telTemplates } from '../src/tel/schema';
import { deliveryTag, hashPhone } from '../src/tel/sender/hash';
import { senderMessages } from '../src/tel/sender/messages';
import { claimLines, finalizeLines } from '../src/tel/sender/queue';
import { createLineSender, createSandboxSender, type Sender } from '../src/tel/sender/senders';
import { TelSenderWorker, type TelWorkerOptions } from '../src/tel/sender/worker';
import { type FakeLine, startFakeLine } from './fake-line/server';
import { createAccount, createTestDatabase, DRIVERS, type Driver, type TestDatabase } from './helpers';

const FLEX = JSON.stringify({
  type: 'flex',
  altText: '[param_1]様、ご予約ありがとうございます',
  contents: {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: '[param_1]様 [param_2]' }] },
  },
});

const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20 };

const tel = (n: number) => `+8190${String(10_000_000 + n).slice(-8)}`;

describe.each(DRIVERS)('tel sender worker on %s', (driver: Driver) => {
  let database: TestDatabase;
  let fake: FakeLine;
  let accountId: number;
  let templateId: number;
  let telCounter = 0;
  const senders: Sender[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    fake = await startFakeLine();
    const [account] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .orderBy(accounts.id)
      .limit(1);
    accountId = account?.id as number;
    const [template] = await database.db
      .insert(telTemplates)
      .values({ accountId, name: '予約確認', body: FLEX })
      .returning({ id: telTemplates.id });
    templateId = template?.id as number;
  });

  afterAll(async () => {
    await fake?.close();
    await database?.dispose();
  });

  beforeEach(() => fake.reset());

  afterEach(async () => {
    // Each test owns its orders; leave nothing due for the next one.
    await database.db
      .update(telOrders)
      .set({ status: -1 })
      .where(inArray(telOrders.status, [0, 1, 2]));
    await database.db.update(telOrderLines).set({ status: -2 }).where(eq(telOrderLines.status, 2));
    for (const sender of senders.splice(0)) await sender.close();
  });

  function lineSender(options: { baseUrl?: string; timeoutMs?: number } = {}): Sender {
    const sender = createLineSender({
      baseUrl: options.baseUrl ?? fake.url,
      channelAccessToken: fake.token,
      maxSockets: 8,
      timeoutMs: options.timeoutMs ?? 2_000,
    });
    senders.push(sender);
    return sender;
  }

  function worker(sender: Sender, options: Partial<TelWorkerOptions> = {}) {
    return new TelSenderWorker({
      db: database.db,
      sender,
      concurrency: 4,
      leaseMs: 10_000,
      pollIntervalMs: 20,
      requestTimeoutMs: 2_000,
      retryPolicy: FAST_RETRY,
      ...options,
    });
  }

  interface LineSpec {
    tel?: string;
    params?: Record<string, string>;
    templateId?: number;
    dueInMs?: number;
  }

  async function order(lines: LineSpec[], status = 1, forAccount = accountId) {
    const [row] = await database.db
      .insert(telOrders)
      .values({ accountId: forAccount, status, description: 'テスト', countAll: lines.length })
      .returning({ id: telOrders.id });
    const orderId = row?.id as number;
    const inserted = await database.db
      .insert(telOrderLines)
      .values(
        lines.map((line) => ({
          orderId,
          accountId: forAccount,
          tel: line.tel ?? tel(++telCounter),
          scheduledAt: new Date(Date.now() + (line.dueInMs ?? -60_000)),
          templateId: line.templateId ?? templateId,
          params: line.params ?? { param_1: '山田' },
        })),
      )
      .returning({ id: telOrderLines.id, tel: telOrderLines.tel });
    return { orderId, lines: inserted };
  }

  const orderRow = async (id: number) =>
    (
      await database.db.select().from(telOrders).where(eq(telOrders.id, id))
    )[0] as typeof telOrders.$inferSelect;
  const lineRows = async (orderId: number) =>
    database.db
      .select()
      .from(telOrderLines)
      .where(eq(telOrderLines.orderId, orderId))
      .orderBy(telOrderLines.id);

  it('sandbox: renders with JSON-escaped params, stores the message, marks lines sent and completes the order', async () => {
    const { orderId } = await order([
      { params: { param_1: '山田 "太郎"', param_2: 'C:\\a\n2行目\u2028' } },
      { params: {} },
    ]);
    const summary = await worker(createSandboxSender()).drain();
    expect(summary).toMatchObject({ claimed: 2, finished: 2 });
    const lines = await lineRows(orderId);
    expect(lines.map((l) => l.status)).toEqual([3, 3]);
    expect(lines.every((l) => l.sentAt instanceof Date && l.errorMessage === null)).toBe(true);
    expect(lines[0]?.renderedMessage).toMatchObject({
      altText: '山田 "太郎"様、ご予約ありがとうございます',
      contents: { body: { contents: [{ text: '山田 "太郎"様 C:\\a\n2行目\u2028' }] } },
    });
    expect(lines[1]?.renderedMessage).toMatchObject({ altText: '様、ご予約ありがとうございます' });
    const done = await orderRow(orderId);
    expect(done).toMatchObject({ status: 3, countSuccess: 2, countFailed: 0 });
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(fake.requests).toHaveLength(0);
  });

  it('moves the order to in progress with its first claimed line and leaves lines not yet due alone', async () => {
    const { orderId } = await order([{}, { dueInMs: 3_600_000 }]);
    await worker(createSandboxSender()).drain();
    expect((await lineRows(orderId)).map((l) => l.status)).toEqual([3, 1]);
    expect(await orderRow(orderId)).toMatchObject({
      status: 2,
      countSuccess: 1,
      countFailed: 0,
      completedAt: null,
    });
  });

  it('never sends lines of draft or cancelled orders', async () => {
    const draft = await order([{}], 0);
    const cancelled = await order([{}], -1);
    const summary = await worker(lineSender()).drain();
    expect(summary.claimed).toBe(0);
    expect((await lineRows(draft.orderId)).map((l) => l.status)).toEqual([1]);
    expect((await lineRows(cancelled.orderId)).map((l) => l.status)).toEqual([1]);
    expect(fake.requests).toHaveLength(0);
  });

  it('line: sends a correct request per line and records every outcome LINE can give', async () => {
    const tels = {
      ok: tel(9001),
      bad: tel(9002),
      cannot: tel(9003),
      busy: tel(9004),
      down: tel(9005),
      slow: tel(9006),
    };
    fake.replyFor(hashPhone(tels.bad), { status: 400 });
    fake.replyFor(hashPhone(tels.cannot), { status: 422 });
    fake.replyFor(hashPhone(tels.busy), { status: 429 }, { status: 200 });
    fake.replyFor(hashPhone(tels.down), { status: 500 });
    fake.replyFor(hashPhone(tels.slow), { status: 503 }, { status: 502 }, { status: 200 });
    const { orderId, lines } = await order(
      Object.values(tels).map((t) => ({ tel: t, params: { param_1: '佐藤' } })),
    );
    await worker(lineSender()).drain();

    expect(fake.violations).toEqual([]);
    const rows = await lineRows(orderId);
    const byTel = Object.fromEntries(rows.map((r) => [r.tel, r]));
    expect(byTel[tels.ok]).toMatchObject({ status: 3, errorMessage: null, attempts: 1 });
    expect(byTel[tels.ok]?.lineRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(byTel[tels.ok]?.sentAt).toBeInstanceOf(Date);
    expect(byTel[tels.bad]).toMatchObject({ status: -2, sentAt: null });
    expect(byTel[tels.bad]?.errorMessage).toContain('400');
    expect(byTel[tels.cannot]).toMatchObject({ status: -3, errorMessage: senderMessages.cannotReceive });
    expect(byTel[tels.busy]).toMatchObject({ status: 3, attempts: 2 });
    expect(byTel[tels.down]).toMatchObject({
      status: -2,
      attempts: 3,
      errorMessage: senderMessages.retriesExhausted('500', 3),
    });
    expect(byTel[tels.slow]).toMatchObject({ status: 3, attempts: 3 });

    expect(fake.requestsFor(hashPhone(tels.ok))).toHaveLength(1);
    expect(fake.requestsFor(hashPhone(tels.bad))).toHaveLength(1);
    expect(fake.requestsFor(hashPhone(tels.cannot))).toHaveLength(1);
    expect(fake.requestsFor(hashPhone(tels.busy))).toHaveLength(2);
    expect(fake.requestsFor(hashPhone(tels.down))).toHaveLength(3);
    const okLine = lines.find((l) => l.tel === tels.ok);
    const [okRequest] = fake.requestsFor(hashPhone(tels.ok));
    expect(okRequest?.deliveryTag).toBe(deliveryTag(okLine?.id as number));
    expect(okRequest?.messages).toEqual([byTel[tels.ok]?.renderedMessage]);
    expect(okRequest?.messages[0]).toMatchObject({
      type: 'flex',
      altText: '佐藤様、ご予約ありがとうございます',
    });
    expect(byTel[tels.ok]?.lineRequestId).toBe(okRequest?.requestId);

    expect(await orderRow(orderId)).toMatchObject({ status: 3, countSuccess: 3, countFailed: 3 });
  });

  it('line: never resends a request that may have reached LINE (timeout or reset after the body was sent)', async () => {
    const tels = { hang: tel(9101), reset: tel(9102) };
    fake.replyFor(hashPhone(tels.hang), { hang: true });
    fake.replyFor(hashPhone(tels.reset), { reset: true });
    const { orderId } = await order(Object.values(tels).map((t) => ({ tel: t })));
    await worker(lineSender({ timeoutMs: 200 }), { requestTimeoutMs: 200 }).drain();
    const rows = await lineRows(orderId);
    expect(rows.map((r) => [r.status, r.errorMessage])).toEqual([
      [-2, senderMessages.outcomeUnknown],
      [-2, senderMessages.outcomeUnknown],
    ]);
    expect(fake.requestsFor(hashPhone(tels.hang))).toHaveLength(1);
    expect(fake.requestsFor(hashPhone(tels.reset))).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 3, countSuccess: 0, countFailed: 2 });
  });

  it('line: retries a refused connection (nothing was sent) and then fails the line', async () => {
    const closed = await startFakeLine();
    const url = closed.url;
    await closed.close();
    const { orderId } = await order([{}]);
    await worker(lineSender({ baseUrl: url })).drain();
    const [row] = await lineRows(orderId);
    expect(row).toMatchObject({ status: -2, attempts: 3 });
    expect(row?.errorMessage).toBe(senderMessages.retriesExhausted('接続エラー ECONNREFUSED', 3));
  });

  it('marks lines whose template is missing or belongs to another account as cannot send, without a request', async () => {
    const other = await createAccount(database);
    const [foreign] = await database.db
      .insert(telTemplates)
      .values({ accountId: other.accountId, name: 'よそ', body: FLEX })
      .returning({ id: telTemplates.id });
    const { orderId } = await order([
      { templateId: 0 },
      { templateId: 999_999 },
      { templateId: foreign?.id as number },
    ]);
    await worker(lineSender()).drain();
    const rows = await lineRows(orderId);
    expect(rows.map((r) => [r.status, r.errorMessage])).toEqual([
      [-3, senderMessages.templateNotFound],
      [-3, senderMessages.templateNotFound],
      [-3, senderMessages.templateNotFound],
    ]);
    expect(fake.requests).toHaveLength(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 3, countSuccess: 0, countFailed: 3 });
  });

  it('crash safety: lines held by a dead worker are failed after the lease, never resent, and the order completes', async () => {
    const { orderId, lines } = await order([{}, {}, {}]);
    // Worker A claims and dies before sending anything.
    const claimed = await claimLines(database.db, 'dead-worker', 10, 150);
    expect(claimed.map((l) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
    expect(await orderRow(orderId)).toMatchObject({ status: 2 });

    // Worker B, while the lease still holds: nothing to do.
    const b = worker(lineSender());
    expect(await b.runOnce({ forceReap: true })).toMatchObject({ claimed: 0, reaped: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await b.runOnce({ forceReap: true })).toMatchObject({ claimed: 0, reaped: 3 });

    const rows = await lineRows(orderId);
    expect(rows.map((r) => [r.status, r.errorMessage])).toEqual(
      Array.from({ length: 3 }, () => [-2, senderMessages.interrupted]),
    );
    expect(senderMessages.interrupted).toContain('送信処理が中断されました（送信済みかどうか不明です）');
    expect(await orderRow(orderId)).toMatchObject({ status: 3, countSuccess: 0, countFailed: 3 });
    expect(fake.requests).toHaveLength(0);

    // Worker A comes back from the dead and tries to record a send: it no longer holds the lines.
    const late = await finalizeLines(database.db, 'dead-worker', [
      {
        id: lines[0]?.id as number,
        orderId,
        status: 3,
        errorMessage: null,
        lineRequestId: null,
        renderedMessage: null,
        requests: 1,
      },
    ]);
    expect(late.size).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 3, countSuccess: 0, countFailed: 3 });
  });

  it('heartbeat: a live worker with a slow LINE keeps its lines; the reaper of another worker leaves them alone', async () => {
    // Eight 250 ms sends one after another outlast the 1500 ms lease, and the worker sends a line only
    // while its lease has a request timeout (500 ms) and a margin left, so only the heartbeat (every
    // 500 ms) keeps them going. The margins are wide on purpose: a heartbeat up to ~800 ms late on a
    // loaded machine is still in time (with a 600 ms lease, lines were once reaped under load).
    fake.script(...Array.from({ length: 8 }, () => ({ status: 200 as const, delayMs: 250 })));
    const { orderId } = await order(Array.from({ length: 8 }, () => ({})));
    // A claim window of 8 (wider than the default, the concurrency) so lines wait in memory.
    const a = worker(lineSender({ timeoutMs: 500 }), {
      concurrency: 1,
      batchSize: 8,
      leaseMs: 1500,
      requestTimeoutMs: 500,
    });
    const b = worker(lineSender());
    const running = a.runOnce();
    // b starts only once a holds the lines (a claims all 8 in one batch before its first request):
    // otherwise b, a whole worker, could claim them first and the test would say nothing of leases.
    await vi_waitFor(() => fake.requests.length >= 1);
    let reaped = 0;
    while ((await orderRow(orderId)).status !== 3) {
      reaped += (await b.runOnce({ forceReap: true })).reaped;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await running).toMatchObject({ claimed: 8, finished: 8, lost: 0, released: 0 });
    expect(reaped).toBe(0);
    expect((await lineRows(orderId)).map((r) => r.status)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(fake.requests).toHaveLength(8);
  });

  it('embedded restart: a sole-user worker fails the lines a dead run still held at once, without waiting for the lease', async () => {
    const { orderId } = await order([{}, {}]);
    await claimLines(database.db, 'previous-run', 10, 60_000);
    const w = worker(lineSender(), { reapHeldOnStart: true });
    w.start();
    await vi_waitFor(async () => (await orderRow(orderId)).status === 3);
    await w.stop();
    expect((await lineRows(orderId)).map((r) => [r.status, r.errorMessage])).toEqual([
      [-2, senderMessages.interrupted],
      [-2, senderMessages.interrupted],
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('claim window: never holds more lines "processing" than its concurrency, so a crash leaves at most that many unknown', async () => {
    fake.script(...Array.from({ length: 24 }, () => ({ status: 200 as const, delayMs: 30 })));
    const { orderId } = await order(Array.from({ length: 24 }, () => ({})));
    const w = worker(lineSender(), { concurrency: 4 });
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const [row] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(telOrderLines)
          .where(and(eq(telOrderLines.orderId, orderId), eq(telOrderLines.status, 2)));
        most = Math.max(most, row?.n ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const summary = await w.runOnce({ refill: true });
    sampling = false;
    await sampler;
    expect(summary).toMatchObject({ claimed: 24, finished: 24, lost: 0 });
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(4);
    expect((await lineRows(orderId)).every((row) => row.status === 3)).toBe(true);
  });

  it('stop: finishes the request in flight, hands back lines not yet sent, sends nothing more', async () => {
    fake.script({ hang: true });
    const { orderId } = await order([{}, {}, {}, {}]);
    const w = worker(lineSender({ timeoutMs: 300 }), { concurrency: 1, requestTimeoutMs: 300 });
    w.start();
    await vi_waitFor(() => fake.requests.length === 1);
    await w.stop();
    const rows = await lineRows(orderId);
    expect(rows.map((r) => r.status)).toEqual([-2, 1, 1, 1]);
    expect(rows[0]?.errorMessage).toBe(senderMessages.outcomeUnknown);
    expect(rows.slice(1).every((r) => r.claimedBy === null && r.leaseExpiresAt === null)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 2, countSuccess: 0, countFailed: 1 });
  });

  it('cancel during a retry wait: the line is not sent again and goes back to unsent', async () => {
    const t = tel(9201);
    fake.replyFor(hashPhone(t), { status: 500 }, { status: 200 });
    const { orderId } = await order([{ tel: t }]);
    const w = worker(lineSender(), { retryPolicy: { maxAttempts: 3, baseDelayMs: 400, maxDelayMs: 400 } });
    const running = w.runOnce();
    await vi_waitFor(() => fake.requests.length === 1);
    await database.db.update(telOrders).set({ status: -1 }).where(eq(telOrders.id, orderId));
    expect(await running).toMatchObject({ claimed: 1, finished: 0, released: 1 });
    expect((await lineRows(orderId)).map((r) => r.status)).toEqual([1]);
    expect(fake.requests).toHaveLength(1);
  });

  it('the background loop picks up lines as they become due', async () => {
    const w = worker(createSandboxSender());
    w.start();
    const { orderId } = await order([{ dueInMs: 150 }]);
    await vi_waitFor(async () => (await orderRow(orderId)).status === 3);
    await w.stop();
    expect((await lineRows(orderId)).map((r) => r.status)).toEqual([3]);
  });

  it.runIf(driver === 'pg')('two workers claim disjoint lines: every line is sent exactly once', async () => {
    const count = 1_000;
    const { orderId, lines } = await order(Array.from({ length: count }, () => ({})));
    const a = worker(lineSender(), { concurrency: 8, batchSize: 50 });
    const b = worker(lineSender(), { concurrency: 8, batchSize: 50 });
    const [sa, sb] = await Promise.all([a.drain(), b.drain()]);
    expect(sa.claimed + sb.claimed).toBe(count);
    expect(sa.claimed).toBeGreaterThan(0);
    expect(sb.claimed).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(count);
    const tags = new Set(fake.requests.map((r) => r.deliveryTag));
    expect(tags.size).toBe(count);
    expect([...tags].sort()).toEqual(lines.map((l) => deliveryTag(l.id)).sort());
    const statuses = await database.db.execute(
      sql`SELECT status, count(*)::int AS n FROM tel_order_lines WHERE order_id = ${orderId} GROUP BY status`,
    );
    expect((statuses as unknown as { rows: unknown[] }).rows).toEqual([{ status: 3, n: count }]);
    expect(await orderRow(orderId)).toMatchObject({ status: 3, countSuccess: count, countFailed: 0 });
  });
});

async function vi_waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
