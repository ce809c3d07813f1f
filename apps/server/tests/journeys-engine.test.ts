import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db';
import { enrollSegments, runDue } from '../src/journeys/engine';
import { type LineSender, sandboxSender } from '../src/journeys/sender';
import {
  callJson,
  createAccount,
  DRIVERS,
  linkMakerFor,
  openAccountApp,
  rows,
  seedFriends,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';
import { createScratchDatabase } from './scratch-database';

const FRIENDS = 1000;
const MINUTE = 60_000;

/** Runs the scheduler at `now` until nothing is due (as the job does), returning the steps run. */
async function drain(db: Db, now: Date, senderFor = async (): Promise<LineSender> => sandboxSender(db)) {
  let steps = 0;
  for (;;) {
    const round = await runDue(db, {
      now,
      workerId: 'test-worker',
      senderFor,
      links: linkMakerFor(db),
      limit: 300,
    });
    steps += round.steps;
    expect(round.failed).toBe(0);
    if (round.claimed === 0) return steps;
  }
}

/**
 * The journey scheduler (issue 17) on a fake clock: a three-step journey with a wait for 1,000
 * friends, pause, a version change while friends wait, and a worker that stops mid-run.
 */
describe.each(DRIVERS)('journey engine on %s', (driver) => {
  let database: TestDatabase;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let db: Db;
  let cookie: string;
  let accountId: number;
  let tagId: number;
  let segmentId: number;
  let varId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callJson(app, cookie, method, url, payload);
  /** Outbox rows per friend for one journey step: every value must be exactly 1. */
  const sendsPerFriend = async (source: string) =>
    rows(
      db,
      sql`SELECT friend_id, count(*)::int AS n, min(messages->0->>'text') AS text FROM line_outbox
                 WHERE account_id = ${accountId} AND source = ${source} GROUP BY friend_id`,
    );

  beforeAll(async () => {
    ({ database, close, app, db, accountId, cookie } = await openAccountApp(driver, 'ジャーニーの店'));
    // 1,000 following friends and 20 who blocked the account (a journey takes only following ones).
    await seedFriends(db, accountId, FRIENDS, 20);
    tagId = (await call('POST', '/api/tags', { name: 'ステップ完了' })).id;
    segmentId = (await call('POST', '/api/member_queries', { name: '全員', filter: { status: 'following' } }))
      .id;
    varId = (await call('POST', '/api/vars', { name: 'ニックネーム', type: 'text', group_id: null })).id;
    await db.execute(sql`
      INSERT INTO friend_var_values (var_id, friend_id, value)
      SELECT ${varId}, id, 'さん' || id FROM friends WHERE account_id = ${accountId} AND id % 2 = 0`);
  });
  afterAll(async () => {
    await close?.();
  });

  it('runs message → wait 60 min → message → tag for 1,000 friends once each, and a paused journey sends nothing', async () => {
    const journey = await call('POST', '/api/journeys', {
      name: 'ようこそ',
      status: 'active',
      entry: { type: 'member_query', member_query_id: segmentId },
      steps: [
        { type: 'message', text: `ようこそ{{var:${varId}}}` },
        { type: 'wait', minutes: 60 },
        { type: 'message', text: '2通目' },
        { type: 'add_tag', tag_id: tagId },
      ],
    });
    const t0 = new Date(Date.now() + 1000);
    const entered = await rows(
      db,
      sql`SELECT count(*)::int AS n FROM journey_enrollments WHERE journey_id = ${journey.id}`,
    );
    expect(entered[0]?.n).toBe(FRIENDS);

    // The first message and the start of the wait.
    expect(await drain(db, t0)).toBe(2 * FRIENDS);
    const first = await sendsPerFriend(`journey:${journey.id}:0`);
    expect(first).toHaveLength(FRIENDS);
    expect(first.every((row) => row.n === 1)).toBe(true);
    // Tokens filled from each friend's value; unset values become empty.
    const texts = new Set(first.map((row) => row.text));
    expect(texts.has('ようこそ')).toBe(true);
    expect([...texts].filter((text) => String(text).startsWith('ようこそさん'))).toHaveLength(FRIENDS / 2);
    expect(await call('GET', `/api/journeys/${journey.id}/counts`)).toMatchObject({
      steps: [
        { waiting: 0, done: FRIENDS, failed: 0 },
        { waiting: FRIENDS, done: 0, failed: 0 },
        { waiting: 0, done: 0, failed: 0 },
        { waiting: 0, done: 0, failed: 0 },
      ],
      entered: FRIENDS,
      active: FRIENDS,
      completed: 0,
    });

    // Half way through the wait nothing is due.
    expect(await drain(db, new Date(t0.getTime() + 30 * MINUTE))).toBe(0);

    // Paused when the wait ends: nothing is sent, however late it gets.
    await call('PUT', `/api/journeys/${journey.id}`, { ...journey, status: 'paused' });
    expect(await drain(db, new Date(t0.getTime() + 24 * 60 * MINUTE))).toBe(0);
    expect(await sendsPerFriend(`journey:${journey.id}:2`)).toHaveLength(0);

    // Active again: the rest runs, once per friend.
    await call('PUT', `/api/journeys/${journey.id}`, { ...journey, status: 'active' });
    expect(await drain(db, new Date(t0.getTime() + 24 * 60 * MINUTE + 1))).toBe(2 * FRIENDS);
    const second = await sendsPerFriend(`journey:${journey.id}:2`);
    expect(second).toHaveLength(FRIENDS);
    expect(second.every((row) => row.n === 1 && row.text === '2通目')).toBe(true);
    const tagged = await rows(
      db,
      sql`SELECT count(*)::int AS n FROM friend_tag_links WHERE tag_id = ${tagId}`,
    );
    expect(tagged[0]?.n).toBe(FRIENDS);
    expect(await call('GET', `/api/journeys/${journey.id}/counts`)).toMatchObject({
      steps: [
        { waiting: 0, done: FRIENDS },
        { waiting: 0, done: FRIENDS },
        { waiting: 0, done: FRIENDS },
        { waiting: 0, done: FRIENDS },
      ],
      active: 0,
      completed: FRIENDS,
    });
    // Running again later finds nothing to do.
    expect(await drain(db, new Date(t0.getTime() + 48 * 60 * MINUTE))).toBe(0);
  });

  it('lists the members of a journey tag (with where they stand) and of a segment; another account’s ids are 404', async () => {
    const journeyTag = await call('POST', '/api/journey_tags', { name: '到達' });
    const journey = await call('POST', '/api/journeys', {
      name: 'タグのテスト',
      status: 'active',
      entry: { type: 'member_query', member_query_id: segmentId },
      steps: [
        { type: 'journey_tag', tag_id: journeyTag.id },
        { type: 'wait', minutes: 30 },
        { type: 'message', text: 'こんにちは' },
      ],
    });
    await drain(db, new Date(Date.now() + 1000));
    const members = await call('GET', `/api/journeys/${journey.id}/journey_tags/${journeyTag.id}/members`);
    expect(members).toHaveLength(FRIENDS);
    expect(members[0]).toEqual({
      friend_id: expect.any(Number),
      display_name: expect.any(String),
      step: 2,
      state: 'waiting',
    });
    const ids = members.map((member: { friend_id: number }) => member.friend_id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // Paged like every list: X-Total-Count and the page.
    const page = await app.inject({
      method: 'GET',
      url: `/api/journeys/${journey.id}/journey_tags/${journeyTag.id}/members?page=2&per_page=100`,
      headers: { cookie },
    });
    expect(page.headers['x-total-count']).toBe(String(FRIENDS));
    expect(page.json().map((member: { friend_id: number }) => member.friend_id)).toEqual(ids.slice(100, 200));

    const segment = await call('GET', `/api/journey/member_queries/${segmentId}/members`);
    expect(segment).toHaveLength(FRIENDS);
    expect(
      segment.every(
        (member: { state: string; step: null }) => member.state === 'following' && member.step === null,
      ),
    ).toBe(true);

    const other = await createAccount(database, 'よその店');
    const stranger = await sessionFor(database, other.emails.owner);
    for (const url of [
      `/api/journeys/${journey.id}/journey_tags/${journeyTag.id}/members`,
      `/api/journey/member_queries/${segmentId}/members`,
      `/api/journeys/${journey.id}/counts`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: stranger } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: '見つかりません。' });
    }
    const foreignTag = await app.inject({
      method: 'POST',
      url: '/api/journey_tags',
      headers: { ...XHR, cookie: stranger },
      payload: { name: 'よそ' },
    });
    const wrongTag = await app.inject({
      method: 'GET',
      url: `/api/journeys/${journey.id}/journey_tags/${foreignTag.json().id}/members`,
      headers: { cookie },
    });
    expect(wrongTag.statusCode).toBe(404);
  });

  it('keeps friends already in a journey on the version they entered when its steps change', async () => {
    const [a, b] = await rows(
      db,
      sql`SELECT id FROM friends WHERE account_id = ${accountId} AND status = 'following' ORDER BY id LIMIT 2`,
    );
    const only = await call('POST', '/api/member_queries', {
      name: '最初のひとり',
      filter: { status: 'following', vars: [{ var_id: varId, op: 'eq', value: `さん${a?.id}` }] },
    });
    // Friend a may be odd (no value): give both a value the segment can pick.
    await db.execute(sql`
      INSERT INTO friend_var_values (var_id, friend_id, value) VALUES (${varId}, ${a?.id}, ${`さん${a?.id}`})
      ON CONFLICT (var_id, friend_id) DO UPDATE SET value = EXCLUDED.value`);
    const steps = [
      { type: 'wait', minutes: 10 },
      { type: 'message', text: '旧' },
    ];
    const journey = await call('POST', '/api/journeys', {
      name: '版のテスト',
      status: 'active',
      entry: { type: 'member_query', member_query_id: only.id },
      steps,
    });
    const t0 = new Date(Date.now() + 1000);
    await drain(db, t0);
    const edited = await call('PUT', `/api/journeys/${journey.id}`, {
      ...journey,
      steps: [
        { type: 'wait', minutes: 10 },
        { type: 'message', text: '新' },
      ],
    });
    expect(edited.version).toBe(journey.version + 1);
    // Friend b comes into the segment after the change and enters at the new version.
    await db.execute(sql`
      INSERT INTO friend_var_values (var_id, friend_id, value) VALUES (${varId}, ${b?.id}, ${`さん${a?.id}`})
      ON CONFLICT (var_id, friend_id) DO UPDATE SET value = EXCLUDED.value`);
    expect(await enrollSegments(db, t0)).toBeGreaterThanOrEqual(1);
    await drain(db, t0);
    await drain(db, new Date(t0.getTime() + 11 * MINUTE));
    const sent = await rows(
      db,
      sql`SELECT friend_id, messages->0->>'text' AS text FROM line_outbox WHERE source = ${`journey:${journey.id}:1`}
          ORDER BY friend_id`,
    );
    expect(sent.map((row) => [Number(row.friend_id), row.text])).toEqual([
      [Number(a?.id), '旧'],
      [Number(b?.id), '新'],
    ]);
  });

  it('a worker that stops mid-run (sent, not recorded) is taken over when its lease ends: each message once, none lost', async () => {
    const journey = await call('POST', '/api/journeys', {
      name: '中断のテスト',
      status: 'active',
      entry: { type: 'member_query', member_query_id: segmentId },
      steps: [
        { type: 'message', text: 'A' },
        { type: 'message', text: 'B' },
        { type: 'add_tag', tag_id: tagId },
      ],
    });
    const t0 = new Date(Date.now() + 1000);
    // The first worker pushes 400 messages, then hangs for good after the next ones reached LINE (a
    // process that stopped answering): its friends stay claimed, some with a message sent but their
    // place not written.
    let pushes = 0;
    const hanging = async (): Promise<LineSender> => {
      const sandbox = sandboxSender(db);
      return {
        async push(push) {
          pushes += 1;
          const result = await sandbox.push(push);
          // Past 400 the message reaches LINE, but the answer never comes back to the worker.
          if (pushes > 400) return new Promise(() => {});
          return result;
        },
      };
    };
    void runDue(db, {
      now: t0,
      workerId: 'dies',
      senderFor: hanging,
      links: linkMakerFor(db),
      limit: FRIENDS,
      concurrency: 8,
      leaseMs: MINUTE,
    });
    await expect.poll(() => pushes, { timeout: 20_000 }).toBeGreaterThan(400);
    // Friends the first worker finished are done; the rest it still holds.
    const held = await rows(
      db,
      sql`SELECT count(*)::int AS n FROM journey_enrollments
          WHERE journey_id = ${journey.id} AND claimed_by = 'dies' AND state = 1`,
    );
    expect(Number(held[0]?.n)).toBeGreaterThan(FRIENDS / 2);

    // Before the lease ends nobody takes them; after it, another worker finishes every friend.
    expect(await drain(db, new Date(t0.getTime() + 30_000))).toBe(0);
    await drain(db, new Date(t0.getTime() + 2 * MINUTE));
    for (const step of [0, 1]) {
      const sends = await sendsPerFriend(`journey:${journey.id}:${step}`);
      expect(sends).toHaveLength(FRIENDS);
      expect(sends.every((row) => row.n === 1)).toBe(true);
    }
    const states = await rows(
      db,
      sql`SELECT state, count(*)::int AS n FROM journey_enrollments WHERE journey_id = ${journey.id} GROUP BY state`,
    );
    expect(states).toEqual([{ state: 2, n: FRIENDS }]);
  });
});

/**
 * kill -9 of a real scheduler process on PostgreSQL (the scale-out mode, where workers are
 * processes of their own), then a new one: every friend gets each message exactly once.
 */
describe.runIf(DRIVERS.includes('pg'))('journey engine: kill -9 of the worker process (PostgreSQL)', () => {
  it('a worker killed mid-run and a new one started after its lease: each message once to each of 1,000 friends', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'journeykill');
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      await database.migrate();
      const db = database.db;
      const account = await createAccount(database, 'キルのテスト');
      const accountId = account.accountId;
      await seedFriends(db, accountId, FRIENDS, 0);
      const app = await testApp(database);
      const cookie = await sessionFor(database, account.emails.owner);
      const post = async (url: string, payload: object) => {
        const response = await app.inject({ method: 'POST', url, headers: { ...XHR, cookie }, payload });
        expect(response.statusCode, response.body).toBe(201);
        return response.json();
      };
      const segment = await post('/api/member_queries', { name: '全員', filter: { status: 'following' } });
      const journey = await post('/api/journeys', {
        name: 'キル',
        status: 'active',
        entry: { type: 'member_query', member_query_id: segment.id },
        steps: [
          { type: 'message', text: '1通目' },
          { type: 'wait', minutes: 0 },
          { type: 'message', text: '2通目' },
        ],
      });
      await app.close();
      const t0 = Date.now() + 1000;
      const sent = async () =>
        Number(
          (await rows(db, sql`SELECT count(*)::int AS n FROM line_outbox WHERE account_id = ${accountId}`))[0]
            ?.n,
        );
      const worker = (at: number) =>
        spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            fileURLToPath(new URL('./journey-worker/worker.ts', import.meta.url)),
            String(at),
          ],
          { env: { ...process.env, DATABASE_URL: scratch.url }, stdio: ['ignore', 'inherit', 'inherit'] },
        );

      const first = worker(t0);
      await expect.poll(sent, { timeout: 30_000, interval: 20 }).toBeGreaterThan(300);
      first.kill('SIGKILL');
      await once(first, 'exit');
      const atKill = await sent();
      expect(atKill).toBeLessThan(2 * FRIENDS);

      // After the dead worker's lease (60 s on the fake clock) a new process takes over.
      const second = worker(t0 + 2 * MINUTE);
      const [code] = await once(second, 'exit');
      expect(code).toBe(0);
      for (const step of [0, 2]) {
        const per = await rows(
          db,
          sql`SELECT friend_id, count(*)::int AS n FROM line_outbox WHERE source = ${`journey:${journey.id}:${step}`}
              GROUP BY friend_id`,
        );
        expect(per).toHaveLength(FRIENDS);
        expect(per.every((row) => row.n === 1)).toBe(true);
      }
      const states = await rows(
        db,
        sql`SELECT state, count(*)::int AS n FROM journey_enrollments WHERE journey_id = ${journey.id} GROUP BY state`,
      );
      expect(states).toEqual([{ state: 2, n: FRIENDS }]);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 120_000);
});
