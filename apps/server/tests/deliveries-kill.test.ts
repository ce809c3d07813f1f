import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { startFakeMessagingLine } from './fake-line/messaging';
import { createAccount, DRIVERS, rows, seedFriends, sessionFor, testApp, XHR } from './helpers';
import { createScratchDatabase } from './scratch-database';

/*
 * kill -9 of a real sender process on PostgreSQL (the scale-out mode, where workers are processes
 * of their own) at the worst moment — LINE has taken a multicast and its answer has not come back
 * — then a new process after the lease: nobody gets the delivery twice (LINE answers the repeated
 * retry key with 409) and nobody is skipped.
 */

const FRIENDS = 5_000;
const MINUTE = 60_000;
const userId = (n: number) => `U${String(n).padStart(32, '0')}`;

describe.runIf(DRIVERS.includes('pg'))('deliveries: kill -9 of the sender process (PostgreSQL)', () => {
  it('a sender killed while LINE answers its 4th multicast, and a new one after its lease: each of 5,000 friends once', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'deliverykill');
    const database = await openDatabase({ databaseUrl: scratch.url });
    const fake = await startFakeMessagingLine();
    try {
      await database.migrate();
      const db = database.db;
      const account = await createAccount(database, 'キルのテスト');
      await seedFriends(db, account.accountId, FRIENDS, 0);
      await db.execute(sql`
        INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, access_token)
        VALUES (${account.accountId}, 'テスト', '1234567890', 'secret', ${fake.token})`);
      const [template] = await rows(
        db,
        sql`INSERT INTO message_templates (account_id, name, status, messages)
            VALUES (${account.accountId}, 'お知らせ', 'ready', '[{"type":"text","text":"年末のお知らせ"}]'::jsonb) RETURNING id`,
      );
      const app = await testApp(database, {
        deliveries: { apiBaseUrl: fake.url, embeddedWorker: false, pollIntervalMs: 1000, leaseMs: 60_000 },
      });
      const cookie = await sessionFor(database, account.emails.owner);
      const created = await app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: { ...XHR, cookie },
        payload: {
          name: '年末',
          template_id: Number(template?.id),
          audience: { type: 'all' },
          schedule: { type: 'now' },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const scheduled = await app.inject({
        method: 'POST',
        url: `/api/deliveries/${id}/schedule`,
        headers: { ...XHR, cookie },
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      await app.close();

      const worker = (at: number) =>
        spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            fileURLToPath(new URL('./delivery-worker/worker.ts', import.meta.url)),
            String(at),
          ],
          {
            env: { ...process.env, DATABASE_URL: scratch.url, LINE_API_BASE_URL: fake.url },
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        );
      const t0 = Date.now() + 1000;
      // LINE answers slowly; the 4th request it takes kills the sender before the answer leaves.
      fake.setDelay(200);
      const first = worker(t0);
      const killed = new Promise<void>((resolve) => {
        fake.onAccept = (accepted) => {
          if (accepted === 4) {
            first.kill('SIGKILL');
            resolve();
          }
        };
      });
      await killed;
      await once(first, 'exit');
      fake.onAccept = null;
      fake.setDelay(0);
      const [atKill] = await rows(db, sql`SELECT status, sent FROM deliveries WHERE id = ${id}`);
      // Three requests recorded; the fourth went to LINE but the sender died before writing it down.
      expect(atKill).toEqual({ status: 'sending', sent: 1500 });

      // Within the dead sender's lease nobody takes it; after it (60 s on the fake clock) a new one does.
      const early = worker(t0 + 30_000);
      expect((await once(early, 'exit'))[0]).toBe(0);
      expect(fake.requests).toHaveLength(4);
      const second = worker(t0 + 2 * MINUTE);
      expect((await once(second, 'exit'))[0]).toBe(0);

      expect(fake.requests.map((request) => request.status)).toEqual([
        200,
        200,
        200,
        200,
        409,
        ...Array(6).fill(200),
      ]);
      expect(fake.duplicates()).toEqual([]);
      const missing = Array.from({ length: FRIENDS }, (_, i) => userId(i + 1)).filter(
        (user) => fake.deliveredTo(user) !== 1,
      );
      expect(missing).toEqual([]);
      const [after] = await rows(db, sql`SELECT status, sent, failed FROM deliveries WHERE id = ${id}`);
      expect(after).toEqual({ status: 'done', sent: FRIENDS, failed: 0 });
    } finally {
      await fake.close();
      await database.close();
      await scratch.drop();
    }
  }, 120_000);
});
