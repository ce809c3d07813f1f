import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LineProfileSource, messagingApiProfiles, sandboxProfiles } from '../src/friends/line';
import { friends, lineChannels, lineWebhookEvents } from '../src/friends/schema';
import { friendChanges, processBatch, templateTaps } from '../src/friends/webhook';
import { createAccount, createTestDatabase, DRIVERS, type TestDatabase, testApp } from './helpers';

const SECRET = 'a'.repeat(32);
const OTHER_SECRET = 'b'.repeat(32);
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

let eventCounter = 0;
/** A LINE webhook event as LINE sends it (webhook.Event), from a user. */
function event(type: string, userId: string, timestamp: number, extra: object = {}) {
  eventCounter += 1;
  return {
    type,
    mode: 'active',
    timestamp,
    source: { type: 'user', userId },
    webhookEventId: `01TEST${String(eventCounter).padStart(20, '0')}`,
    deliveryContext: { isRedelivery: false },
    ...(type === 'message'
      ? { replyToken: 'r', message: { id: String(eventCounter), type: 'text', text: 'こんにちは' } }
      : {}),
    ...(type === 'follow' ? { replyToken: 'r', follow: { isUnblocked: false } } : {}),
    ...extra,
  };
}
const delivery = (events: object[]) => JSON.stringify({ destination: 'Ubot', events });

/**
 * LINE's webhook (issue 16): signed fixtures — valid, tampered, wrong secret, redelivered, a burst
 * of 1,000 events — and the worker that turns stored events into friends.
 */
describe.each(DRIVERS)('LINE webhook on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let channelId: number;
  let accountId: number;
  const sandbox = async (): Promise<LineProfileSource> => sandboxProfiles;

  const post = (body: string, signature: string | undefined, id = channelId) =>
    app.inject({
      method: 'POST',
      url: `/api/line/webhook/${id}`,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-line-signature': signature }),
      },
      payload: body,
    });
  const stored = async () =>
    Number(
      (
        (await database.db.execute(
          sql`SELECT count(*)::int AS n FROM line_webhook_events WHERE channel_id = ${channelId}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
  const drain = async (workerId = 'test-worker') => {
    let done = 0;
    for (;;) {
      const round = await processBatch(database.db, workerId, sandbox);
      done += round.done;
      if (round.claimed === 0) return done;
    }
  };
  const friendRows = () => database.db.select().from(friends).where(eq(friends.accountId, accountId));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    const other = await createAccount(database, 'Webhook のテスト');
    accountId = other.accountId;
    const [channel] = await database.db
      .insert(lineChannels)
      .values({ accountId, name: 'テスト', lineChannelId: '1234567890', channelSecret: SECRET })
      .returning({ id: lineChannels.id });
    channelId = channel?.id ?? 0;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(lineWebhookEvents).where(eq(lineWebhookEvents.channelId, channelId));
    await database.db.delete(friends).where(eq(friends.accountId, accountId));
  });

  it('stores a correctly signed delivery, answers 200 at once, and the worker makes the friends', async () => {
    const body = delivery([
      event('follow', 'Ualice', 1_700_000_000_000),
      event('message', 'Ubob', 1_700_000_001_000),
    ]);
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await stored()).toBe(2);
    expect(await friendRows()).toHaveLength(0);
    expect(await drain()).toBe(2);
    const rows = (await friendRows()).sort((a, b) => a.lineUserId.localeCompare(b.lineUserId));
    expect(rows.map((row) => [row.lineUserId, row.status, row.displayName])).toEqual([
      ['Ualice', 'following', (await sandboxProfiles.profile('Ualice'))?.displayName],
      ['Ubob', 'following', (await sandboxProfiles.profile('Ubob'))?.displayName],
    ]);
    expect(rows[0]?.followedAt?.toISOString()).toBe(new Date(1_700_000_000_000).toISOString());
    // Bob only wrote: a friend, but LINE told us nothing of when he followed.
    expect(rows[1]?.followedAt).toBeNull();
    expect(rows[1]?.lastActiveAt?.toISOString()).toBe(new Date(1_700_000_001_000).toISOString());
  });

  it.each([
    [
      'a tampered body',
      (body: string) => ({ body: body.replace('Ualice', 'Umallory'), signature: sign(body) }),
    ],
    ['the wrong secret', (body: string) => ({ body, signature: sign(body, OTHER_SECRET) })],
    ['no signature', (body: string) => ({ body, signature: undefined })],
    ['an empty signature', (body: string) => ({ body, signature: '' })],
    ['a signature that is not base64 of 32 bytes', (body: string) => ({ body, signature: 'abc' })],
  ])('refuses %s with 401 and stores nothing', async (_name, make) => {
    const { body, signature } = make(delivery([event('follow', 'Ualice', 1_700_000_000_000)]));
    const response = await post(body, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: '署名が正しくありません。' });
    expect(await stored()).toBe(0);
    expect(await drain()).toBe(0);
    expect(await friendRows()).toHaveLength(0);
  });

  it('answers an unknown channel id exactly as a wrong signature (nobody learns which ids exist)', async () => {
    const body = delivery([event('follow', 'Ualice', 1_700_000_000_000)]);
    const unknown = await post(body, sign(body), 999_999);
    const wrong = await post(body, sign(body, OTHER_SECRET));
    expect([unknown.statusCode, unknown.json()]).toEqual([401, { message: '署名が正しくありません。' }]);
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
    // Even signed with the secret an unknown channel is checked against, it is refused.
    const dummy = await post(body, sign(body, '0'.repeat(32)), 999_999);
    expect([dummy.statusCode, dummy.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(await stored()).toBe(0);
  });

  it('answers 400 for a correctly signed body that is not a delivery', async () => {
    for (const bad of ['{"events":', '{"destination":"U"}', '[]', '"text"']) {
      expect((await post(bad, sign(bad))).statusCode, bad).toBe(400);
    }
    expect(await stored()).toBe(0);
  });

  it('needs neither a session nor the console header (LINE sends neither)', async () => {
    const body = delivery([]);
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(200);
  });

  it('stores and applies a redelivered event once', async () => {
    const first = event('follow', 'Ualice', 1_700_000_000_000);
    const body = delivery([first]);
    expect((await post(body, sign(body))).statusCode).toBe(200);
    expect(await drain()).toBe(1);
    const again = delivery([{ ...first, deliveryContext: { isRedelivery: true } }]);
    expect((await post(again, sign(again))).statusCode).toBe(200);
    expect(await stored()).toBe(1);
    expect(await drain()).toBe(0);
    expect(await friendRows()).toHaveLength(1);
  });

  it('keeps a message with a NUL character (stored as U+FFFD), not refusing the delivery', async () => {
    const body = delivery([
      event('message', 'Ualice', 1_700_000_000_000, { message: { id: '1', type: 'text', text: 'a\u0000b' } }),
    ]);
    expect((await post(body, sign(body))).statusCode).toBe(200);
    const [row] = await database.db
      .select({ payload: lineWebhookEvents.payload })
      .from(lineWebhookEvents)
      .where(eq(lineWebhookEvents.channelId, channelId));
    expect((row?.payload as { message?: { text?: string } } | undefined)?.message?.text).toBe('a\ufffdb');
  });

  it('takes a burst of 1,000 events, out of order and with redeliveries, to exactly the expected friends', async () => {
    // 200 users; each follows, writes, some unfollow and come back. Events are shuffled across
    // 100 deliveries of 10 and 50 of them are delivered twice.
    const start = 1_700_000_000_000;
    const all: ReturnType<typeof event>[] = [];
    for (let u = 0; u < 200; u += 1) {
      const user = `Uburst${u}`;
      const t = start + u * 1000;
      all.push(event('follow', user, t), event('message', user, t + 100), event('postback', user, t + 150));
      if (u % 4 === 0) all.push(event('unfollow', user, t + 200));
      if (u % 8 === 0) all.push(event('follow', user, t + 300));
    }
    while (all.length < 1000)
      all.push(event('message', `Uburst${all.length % 200}`, start + 500_000 + all.length));
    expect(all).toHaveLength(1000);
    // The model: the latest follow/unfollow decides the status, the latest activity the last active time.
    const expected = new Map<
      string,
      {
        status: string;
        statusAt: number;
        followedAt: number | null;
        blockedAt: number | null;
        lastActive: number;
      }
    >();
    for (const e of [...all].sort((a, b) => a.timestamp - b.timestamp)) {
      const user = e.source.userId;
      const row = expected.get(user) ?? {
        status: 'following',
        statusAt: 0,
        followedAt: null,
        blockedAt: null,
        lastActive: 0,
      };
      if (e.type === 'follow')
        Object.assign(row, {
          status: 'following',
          statusAt: e.timestamp,
          followedAt: e.timestamp,
          blockedAt: null,
        });
      if (e.type === 'unfollow')
        Object.assign(row, { status: 'blocked', statusAt: e.timestamp, blockedAt: e.timestamp });
      if (e.type !== 'unfollow') row.lastActive = Math.max(row.lastActive, e.timestamp);
      expected.set(user, row);
    }
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const shuffled = [...all].sort(() => random() - 0.5);
    const deliveries: object[][] = [];
    for (let i = 0; i < shuffled.length; i += 10) deliveries.push(shuffled.slice(i, i + 10));
    for (const events of deliveries.slice(0, 50))
      deliveries.push(events.map((e) => ({ ...e, deliveryContext: { isRedelivery: true } })));
    // Two workers drain while deliveries arrive.
    const workers = Promise.all([drain('w1'), drain('w2')]);
    for (const events of deliveries) {
      const body = delivery(events);
      expect((await post(body, sign(body))).statusCode).toBe(200);
    }
    await workers;
    await drain('w3');
    expect(await stored()).toBe(1000);
    const events = await database.db
      .select({ status: lineWebhookEvents.status, attempts: lineWebhookEvents.attempts })
      .from(lineWebhookEvents)
      .where(eq(lineWebhookEvents.channelId, channelId));
    expect(events.every((e) => e.status === 2 && e.attempts === 1)).toBe(true);
    const rows = await friendRows();
    expect(rows).toHaveLength(200);
    for (const row of rows) {
      const want = expected.get(row.lineUserId);
      expect(want, row.lineUserId).toBeDefined();
      expect(
        {
          status: row.status,
          followedAt: row.followedAt?.getTime() ?? null,
          blockedAt: row.blockedAt?.getTime() ?? null,
          lastActive: row.lastActiveAt?.getTime(),
        },
        row.lineUserId,
      ).toEqual({
        status: want?.status,
        followedAt: want?.followedAt,
        blockedAt: want?.blockedAt,
        lastActive: want?.lastActive,
      });
    }
    expect(rows.filter((row) => row.status === 'blocked')).toHaveLength(25);
  });

  it('takes over events whose worker died (its claim ran out) and applies them once', async () => {
    const body = delivery([event('follow', 'Ucarol', 1_700_000_000_000)]);
    await post(body, sign(body));
    // A worker claims and dies: the event stays claimed until its lease runs out.
    await database.db.execute(sql`UPDATE line_webhook_events SET status = 1, claimed_by = 'dead', attempts = 1,
      lease_expires_at = now() + interval '1 hour' WHERE channel_id = ${channelId}`);
    expect(await drain()).toBe(0);
    await database.db.execute(
      sql`UPDATE line_webhook_events SET lease_expires_at = now() - interval '1 second' WHERE channel_id = ${channelId}`,
    );
    expect(await drain()).toBe(1);
    expect((await friendRows()).map((row) => row.status)).toEqual(['following']);
  });

  it('gives an event back when the profile cannot be read, and keeps it after five tries', async () => {
    const body = delivery([event('follow', 'Udave', 1_700_000_000_000)]);
    await post(body, sign(body));
    const failing = async (): Promise<LineProfileSource> => ({
      profile: async () => {
        throw new Error('LINE is down');
      },
    });
    for (let i = 1; i <= 5; i += 1) {
      await expect(processBatch(database.db, 'w', failing)).rejects.toThrow('LINE is down');
    }
    const [row] = await database.db
      .select()
      .from(lineWebhookEvents)
      .where(eq(lineWebhookEvents.channelId, channelId));
    expect([row?.status, row?.attempts, row?.error]).toEqual([-1, 5, 'LINE is down']);
    expect(await friendRows()).toHaveLength(0);
  });
});

describe('friendChanges (pure)', () => {
  const at = (ms: number) => new Date(ms);
  const base = { channelId: 1, accountId: 1, lineUserId: 'U1' };
  it.each([
    [
      'follow then unfollow',
      [
        ['follow', 1],
        ['unfollow', 2],
      ],
      'blocked',
      2,
      1,
      1,
    ],
    [
      'unfollow delivered before an older follow',
      [
        ['unfollow', 2],
        ['follow', 1],
      ],
      'blocked',
      2,
      1,
      1,
    ],
    ['a message only', [['message', 5]], null, null, null, 5],
    [
      'unfollow, then a later follow',
      [
        ['unfollow', 2],
        ['follow', 3],
      ],
      'following',
      3,
      3,
      3,
    ],
    ['an unknown event type', [['leave', 4]], undefined, undefined, undefined, undefined],
  ] as const)('%s', (_name, list, status, statusAt, followAt, lastActive) => {
    const changes = friendChanges(list.map(([type, ms], id) => ({ ...base, id, type, eventAt: at(ms) })));
    if (status === undefined) {
      expect(changes).toEqual([]);
      return;
    }
    expect(changes).toEqual([
      {
        ...base,
        status,
        statusAt: statusAt === null ? null : at(statusAt),
        followAt: followAt === null ? null : at(followAt),
        lastActiveAt: at(lastActive as number),
      },
    ]);
  });
});

describe('the Messaging API profile source', () => {
  let server: Server;
  let baseUrl: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      if (request.url === '/v2/bot/profile/Uknown') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            userId: 'Uknown',
            displayName: '山田 花子',
            pictureUrl: 'https://example.com/p.png',
          }),
        );
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"message":"Not found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a profile through LINE’s SDK with the channel token, and null for a user LINE does not know', async () => {
    const source = messagingApiProfiles('token-1', baseUrl);
    expect(await source.profile('Uknown')).toEqual({
      displayName: '山田 花子',
      pictureUrl: 'https://example.com/p.png',
    });
    expect(await source.profile('Ugone')).toBeNull();
    expect(seen).toEqual([
      'GET /v2/bot/profile/Uknown Bearer token-1',
      'GET /v2/bot/profile/Ugone Bearer token-1',
    ]);
  });
});

describe('templateTaps (pure)', () => {
  const base = { channelId: 1, accountId: 1, lineUserId: 'U1', eventAt: new Date(0) };
  it.each([
    ['a rich-menu area that opens template 42', 'postback', 'console:template:42', [42]],
    ['the operator’s own postback data', 'postback', 'info=hours', []],
    ['a malformed template id (leading zero)', 'postback', 'console:template:042', []],
    ['a template id that is not digits', 'postback', 'console:template:12a', []],
    ['no data', 'postback', null, []],
    ['a message that happens to read like one', 'message', 'console:template:42', []],
  ] as const)('%s', (_name, type, data, expected) => {
    const taps = templateTaps([{ ...base, id: 7, type, postbackData: data }]);
    expect(taps.map((tap) => tap.t)).toEqual(expected);
    for (const tap of taps) expect(tap.e).toBe(7);
  });

  it('skips a postback from a group or room (no user to send to)', () => {
    expect(
      templateTaps([
        { ...base, id: 1, lineUserId: null, type: 'postback', postbackData: 'console:template:5' },
      ]),
    ).toEqual([]);
  });
});
