/**
 * Deliveries benchmark (issue 31) on PostgreSQL (a scratch database on TEST_DATABASE_URL's server,
 * or BENCH_DATABASE_URL): one delivery to 100,000 following friends through a local fake of
 * LINE's Messaging API in a process of its own (tests/fake-line/serve-messaging.ts: checks each
 * request, takes each retry key once, counts what each user got), as LINE would not share the
 * sender's CPU and memory.
 *
 * 1. Start: the recipients fixed (one INSERT … SELECT) and the status moved, in one transaction.
 * 2. Sending: runDueDeliveries until done — multicasts of 500, each recorded with its friends and
 *    the counters in one transaction; friends/s, the process's peak RSS growth and, with
 *    --expose-gc, the heap kept after a full collection (memory must stay flat: the sender holds
 *    one request of 500, not the 100,000). Goal: ≥ 5,000 friends/s.
 *    Afterwards it checks every friend got it exactly once.
 * Reference in the same run: the same multicasts sent straight to the fake (no database), one at a
 * time as the sender sends them: friends/s of the bare fake API.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --expose-gc --import tsx bench/deliveries.bench.ts
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once as onceEvent } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db';
import { createAccountWithUsers } from '../src/db/seed';
import { deliveryApiFor } from '../src/deliveries/line';
import { runDueDeliveries } from '../src/deliveries/sending';
import { withScratchDatabase } from '../tests/scratch-database';
import { fmt } from './lib/server';

const FRIENDS = Number(process.env.BENCH_FRIENDS ?? 100_000);
const GOAL = 5_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const userId = (n: number) => `U${n.toString(16).padStart(32, '0')}`;

type Row = Record<string, unknown>;

async function main() {
  if (!adminUrl) {
    console.log(
      'deliveries bench: skipped (no TEST_DATABASE_URL or BENCH_DATABASE_URL: it measures PostgreSQL)',
    );
    return;
  }
  const child = fork(fileURLToPath(new URL('../tests/fake-line/serve-messaging.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  const ask = async <T>(message: unknown, type: string): Promise<T> => {
    const answer = new Promise<T>((resolve) => {
      const listen = (reply: { type?: string }) => {
        if (reply.type !== type) return;
        child.off('message', listen);
        resolve(reply as T);
      };
      child.on('message', listen);
    });
    child.send(message as string);
    return answer;
  };
  const [ready] = (await onceEvent(child, 'message')) as [{ url: string; token: string }];
  const fake = { url: ready.url, token: ready.token };
  await withScratchDatabase(adminUrl, 'benchdeliveries', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    const db = database.db;
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0] ?? {};
    try {
      await database.migrate();
      const { accountId } = await createAccountWithUsers(db, {
        name: 'ベンチ',
        oemCode: 'sakura',
        appName: 'さくら',
        ownerEmail: 'bench-owner@example.com',
        staffEmail: 'bench-staff@example.com',
        password: 'x',
        passwordHash: 'x',
      });
      await db.execute(sql`
        INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, access_token)
        VALUES (${accountId}, 'ベンチ', '1234567890', 'secret', ${fake.token})`);
      await db.execute(sql`
        INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
        SELECT ${accountId}, 'U' || lpad(to_hex(n), 32, '0'), '友だち' || n, 'ともだち' || n, 'following', now()
        FROM generate_series(1, ${FRIENDS}) n`);
      const template = await one(sql`
        INSERT INTO message_templates (account_id, name, status, messages)
        VALUES (${accountId}, 'ベンチ', 'ready', '[{"type":"text","text":"年末年始の営業のお知らせ"}]'::jsonb) RETURNING id`);
      const now = new Date();
      const delivery = await one(sql`
        INSERT INTO deliveries (account_id, name, template_id, audience, schedule_kind, status, scheduled_at, recipient_count)
        VALUES (${accountId}, 'ベンチ', ${Number(template.id)}, '{"type":"all"}'::jsonb, 'now', 'scheduled',
                ${now.toISOString()}, ${FRIENDS}) RETURNING id`);
      await db.execute(sql`ANALYZE`);

      // Reference: the same requests straight to the fake, one after another.
      const messages = [{ type: 'text', text: '年末年始の営業のお知らせ' }];
      const r0 = performance.now();
      for (let from = 0; from < FRIENDS; from += 500) {
        const to = Array.from({ length: Math.min(500, FRIENDS - from) }, (_, i) => userId(from + i + 1));
        const response = await fetch(`${fake.url}/v2/bot/message/multicast`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${fake.token}`,
            'content-type': 'application/json',
            'x-line-retry-key': randomUUID(),
          },
          body: JSON.stringify({ to, messages }),
        });
        if (!response.ok) throw new Error(`reference: ${response.status}`);
        await response.arrayBuffer();
      }
      const referenceRate = FRIENDS / ((performance.now() - r0) / 1000);
      await ask('reset', 'reset');

      // With --expose-gc, the heap left after a full collection too: what the sender keeps, as
      // against the garbage a peak of RSS also holds until V8 collects it.
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const heapStart = process.memoryUsage().heapUsed;
      const rssStart = process.memoryUsage().rss;
      let rssPeak = rssStart;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 50);
      const t0 = performance.now();
      const round = await runDueDeliveries(db, {
        now: new Date(),
        workerId: 'bench',
        leaseMs: 30_000,
        apiFor: (account, id) => deliveryApiFor(db, account, id, fake.url),
      });
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      gc?.();
      const heapKept = process.memoryUsage().heapUsed - heapStart;

      const after = await one(
        sql`SELECT status, sent, failed FROM deliveries WHERE id = ${Number(delivery.id)}`,
      );
      const check = await ask<{ violations: number; duplicates: number; once: number }>(
        { type: 'check', n: FRIENDS },
        'check',
      );
      const once = check.violations === 0 && check.duplicates === 0 && check.once === FRIENDS;
      const ok = once && after.status === 'done' && Number(after.sent) === FRIENDS;
      const rate = FRIENDS / seconds;
      console.log(
        `deliveries: ${fmt(FRIENDS)} friends in ${fmt(round.requests)} multicasts, ${seconds.toFixed(2)} s = ` +
          `${fmt(Math.round(rate))} friends/s (goal ≥ ${fmt(GOAL)}: ${rate >= GOAL ? 'met' : 'NOT met'})`,
      );
      console.log(
        `deliveries: reference, the same multicasts straight to the fake: ${fmt(Math.round(referenceRate))} friends/s; ` +
          `the sender = ${(rate / referenceRate).toFixed(2)}× that`,
      );
      console.log(
        `deliveries: peak RSS growth during sending ${((rssPeak - rssStart) / 1024 / 1024).toFixed(1)} MB` +
          (gc
            ? `; heap kept after a full GC ${(heapKept / 1024 / 1024).toFixed(1)} MB`
            : ' (node --expose-gc --import tsx adds the heap kept after a full GC)'),
      );
      console.log(
        `deliveries: check — every friend once, delivery done with ${fmt(FRIENDS)} sent: ${ok ? 'yes' : `NO (${JSON.stringify(after)})`}`,
      );
      if (!ok) process.exitCode = 1;
    } finally {
      await database.close();
    }
  });
  child.send('close');
  await onceEvent(child, 'exit');
}

await main();
