import { AD_CONNECT_MESSAGES as M } from '@console/contract/adconnect';
import type { FriendEventKind } from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueEvents, sendDue } from '../src/adconnect/sender';
import type { AdRequest, AdTransport } from '../src/adconnect/transport';
import { loadConfig } from '../src/config';
import {
  createAccount,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  openTestApp,
  rows,
  seedFriends,
  sessionFor,
  sessionWithKeys,
  type TestDatabase,
  UNAUTHENTICATED,
  XHR,
} from './helpers';

/*
 * Ad connection (issue 32): every operation (a session reads, AD_CONNECT_WRITE writes, another
 * account's ids are 404, Japanese 422s, the token never answered), and the sender: what friends do
 * after an ad account is connected is queued once per ad account (a second round, a restart or a
 * late commit adds nothing twice), sent in order, retried on 5xx / 429 / the network, failed at
 * once on another 4xx; the sandbox sends nothing.
 */

const VALIDATION = '入力内容に誤りがあります。';
const TOKEN = 'line-access-token-abcd1234';
const SECOND = 1000;

const LINE_INPUT = {
  name: 'LINE 広告',
  platform: 'line',
  destination_id: 'tag-0001',
  line_channel_id: '1234567890',
  access_token: TOKEN,
};
const META_INPUT = {
  name: 'Instagram 広告',
  platform: 'meta',
  destination_id: '123456789012345',
  access_token: 'meta-token-wxyz',
};

/** A fake platform: answers from a script (then 202), and remembers what it was sent. */
function fakePlatform(script: (number | 'network')[] = []) {
  const requests: AdRequest[] = [];
  const transport: AdTransport = async (request) => {
    requests.push(request);
    const next = script.shift() ?? 202;
    if (next === 'network') throw new Error('connect ECONNREFUSED');
    return { status: next, body: next === 202 ? '{}' : `{"error":"status ${next}"}`, retryAfterMs: null };
  };
  /** The deduplication keys sent, in order (either platform's body). */
  const keys = () =>
    requests.map((request) => {
      const body = request.body as
        | { data: { event_id: string }[] }
        | { event: { deduplication_key: string } }[];
      return Array.isArray(body) ? body[0]?.event.deduplication_key : body.data[0]?.event_id;
    });
  return { transport, requests, keys };
}

describe.each(DRIVERS)('ad connection on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let staff: string;
  let otherOwner: string;
  let friendIds: number[];
  let otherFriendIds: number[];
  const live = { ...loadConfig({}).adconnect, live: true };
  const sandbox = { ...loadConfig({}).adconnect, live: false };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = owner, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Records friends' events through the funnels' writer, as the features that see them do. */
  const record = async (
    account: number,
    events: [friendId: number, kind: FriendEventKind, at: Date, value?: unknown][],
  ) => {
    await app.capabilities.friendEvents(
      database.db,
      events.map(([friendId, kind, at, value]) => ({ accountId: account, friendId, kind, at, value })),
    );
  };
  const sendsOf = (adAccountId: number) =>
    rows(
      database.db,
      sql`SELECT id, kind, event_name, event_id, status, attempts, http_status, friend_event_id
          FROM ad_sends WHERE ad_account_id = ${adAccountId} ORDER BY id`,
    );
  const connect = async (input: object = LINE_INPUT) => {
    const response = await call('POST', '/api/ad_accounts', owner, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  beforeAll(async () => {
    ({ database, app, close } = await openTestApp(driver));
    const mine = await createAccount(database, '広告のサロン');
    const other = await createAccount(database, 'よそのサロン');
    accountId = mine.accountId;
    otherAccountId = other.accountId;
    owner = await sessionFor(database, mine.emails.owner);
    staff = await sessionFor(database, mine.emails.staff);
    otherOwner = await sessionFor(database, other.emails.owner);
    await seedFriends(database.db, accountId, 5, 0);
    await seedFriends(database.db, otherAccountId, 5, 0);
    const ids = async (account: number) =>
      (await rows(database.db, sql`SELECT id FROM friends WHERE account_id = ${account} ORDER BY id`)).map(
        (row) => Number(row.id),
      );
    friendIds = await ids(accountId);
    otherFriendIds = await ids(otherAccountId);
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM ad_accounts`);
  });

  describe('ad accounts', () => {
    it('needs a session to read and AD_CONNECT_WRITE to write, in Japanese', async () => {
      expect((await call('GET', '/api/ad_accounts', '')).json()).toEqual(UNAUTHENTICATED);
      expect((await call('GET', '/api/ad_accounts', staff)).statusCode).toBe(200);
      const refused = await call('POST', '/api/ad_accounts', staff, LINE_INPUT);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      const funnelOnly = await sessionWithKeys(database, accountId, ['FUNNEL_WRITE']);
      expect((await call('POST', '/api/ad_accounts', funnelOnly, LINE_INPUT)).statusCode).toBe(403);
      const adOnly = await sessionWithKeys(database, accountId, ['AD_CONNECT_WRITE']);
      expect((await call('POST', '/api/ad_accounts', adOnly, LINE_INPUT)).statusCode).toBe(201);
    });

    it('connects, lists, changes and deletes; the token is kept and never answered, only its last four', async () => {
      const made = await call('POST', '/api/ad_accounts', owner, { ...LINE_INPUT, name: ' LINE 広告 ' });
      expect(made.statusCode).toBe(201);
      expect(made.body).not.toContain(TOKEN);
      const line = made.json();
      expect(line).toMatchObject({
        name: 'LINE 広告',
        platform: 'line',
        destination_id: 'tag-0001',
        line_channel_id: '1234567890',
        access_token_set: true,
        access_token_last4: '1234',
        enabled: true,
        mode: 'sandbox',
      });
      const meta = (await call('POST', '/api/ad_accounts', owner, META_INPUT)).json();
      expect(meta).toMatchObject({ platform: 'meta', line_channel_id: null, access_token_last4: 'wxyz' });
      const list = await call('GET', '/api/ad_accounts');
      expect(list.body).not.toContain(TOKEN);
      expect(list.json().map((item: { id: number }) => item.id)).toEqual([meta.id, line.id]);

      // Changed without a token: the stored one stays.
      const changed = await call('PUT', `/api/ad_accounts/${line.id}`, owner, {
        name: 'LINE 広告（本番）',
        destination_id: 'tag-0002',
        line_channel_id: null,
        enabled: false,
      });
      expect(changed.json()).toMatchObject({
        name: 'LINE 広告（本番）',
        enabled: false,
        access_token_last4: '1234',
      });
      const [stored] = await rows(
        database.db,
        sql`SELECT access_token FROM ad_accounts WHERE id = ${line.id}`,
      );
      expect(stored?.access_token).toBe(TOKEN);
      const retoken = await call('PUT', `/api/ad_accounts/${line.id}`, owner, {
        name: 'LINE 広告',
        destination_id: 'tag-0002',
        access_token: 'new-token-9876',
      });
      expect(retoken.json()).toMatchObject({ access_token_last4: '9876', enabled: true });
      expect((await call('GET', `/api/ad_accounts/${line.id}`)).json()).toMatchObject({
        destination_id: 'tag-0002',
      });

      expect((await call('DELETE', `/api/ad_accounts/${meta.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/ad_accounts/${meta.id}`)).json()).toEqual(NOT_FOUND);
    });

    it('refuses bad fields in Japanese under the field', async () => {
      const cases: [object, string, string][] = [
        [{ ...LINE_INPUT, name: '' }, 'name', M.name],
        [{ ...LINE_INPUT, platform: 'tiktok' }, 'platform', M.platform],
        [{ ...LINE_INPUT, destination_id: 'タグ' }, 'destination_id', M.destinationId],
        [{ ...LINE_INPUT, line_channel_id: 'abc' }, 'line_channel_id', M.lineChannelId],
        [{ ...LINE_INPUT, access_token: '' }, 'access_token', M.accessToken],
        [{ ...LINE_INPUT, access_token: 'a b' }, 'access_token', M.accessToken],
      ];
      for (const [payload, field, message] of cases) {
        const response = await call('POST', '/api/ad_accounts', owner, payload);
        expect(response.statusCode, field).toBe(422);
        expect(response.json()).toEqual({ message: VALIDATION, errors: { [field]: [message] } });
      }
    });

    it('answers 404 for another account’s ad account, whatever the call', async () => {
      const { id } = await connect();
      for (const [method, url, payload] of [
        ['GET', `/api/ad_accounts/${id}`, undefined],
        ['PUT', `/api/ad_accounts/${id}`, { name: 'x', destination_id: 'x' }],
        ['DELETE', `/api/ad_accounts/${id}`, undefined],
        ['GET', `/api/ad_accounts/${id}/mapping`, undefined],
        ['PUT', `/api/ad_accounts/${id}/mapping`, { mappings: [] }],
        ['GET', `/api/ad_accounts/${id}/sends`, undefined],
        ['POST', `/api/ad_accounts/${id}/test`, {}],
      ] as const) {
        const response = await call(method, url, otherOwner, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect((await call('GET', '/api/ad_accounts', otherOwner)).json()).toEqual([]);
      expect((await call('GET', `/api/ad_accounts/${id}`)).statusCode).toBe(200);
    });
    it('answers hostile bodies and queries below 500, a refusal always with its message', async () => {
      const { id } = await connect(META_INPUT);
      const anything = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '', ' ', '090-1234-5678', 'x'.repeat(2000)),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
      );
      const either = <T>(...values: T[]) => fc.oneof(anything, fc.constantFrom(...values));
      const account = fc.record(
        {
          name: anything,
          platform: either('line', 'meta'),
          destination_id: either('tag-1', '123'),
          line_channel_id: either('123', null),
          access_token: either('token', null),
          enabled: either(true, false),
        },
        { requiredKeys: [] },
      );
      const mapping = fc.record(
        {
          mappings: fc.oneof(
            anything,
            fc.array(
              fc.record(
                { kind: either('follow', 'purchase', 'unfollow'), event_name: either('Lead', 'Purchase') },
                { requiredKeys: [] },
              ),
              { maxLength: 7 },
            ),
          ),
        },
        { requiredKeys: [] },
      );
      const test = fc.record({ kind: either('follow', 'purchase') }, { requiredKeys: [] });
      const query = fc.record(
        { status: either('sent', 'failed'), page: either('1', '0'), per_page: either('5', '1001') },
        { requiredKeys: [] },
      );
      const check = async (method: 'GET' | 'POST' | 'PUT', url: string, payload: unknown) => {
        const response = await app.inject({
          method,
          url,
          headers: { ...XHR, cookie: owner, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        expect(
          response.statusCode,
          `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`,
        ).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      };
      const base = `/api/ad_accounts/${id}`;
      const runs = { numRuns: 40 };
      await fc.assert(
        fc.asyncProperty(account, (body) => check('POST', '/api/ad_accounts', body)),
        runs,
      );
      await fc.assert(
        fc.asyncProperty(account, (body) => check('PUT', base, body)),
        runs,
      );
      await fc.assert(
        fc.asyncProperty(mapping, (body) => check('PUT', `${base}/mapping`, body)),
        runs,
      );
      await fc.assert(
        fc.asyncProperty(test, (body) => check('POST', `${base}/test`, body)),
        runs,
      );
      await fc.assert(
        fc.asyncProperty(query, (values) => {
          const search = new URLSearchParams(
            Object.entries(values).map(([key, value]): [string, string] => [
              key,
              typeof value === 'string' ? value : JSON.stringify(value),
            ]),
          );
          return check('GET', `${base}/sends?${search}`, undefined);
        }),
        runs,
      );
    }, 120_000);
  });

  describe('the event mapping', () => {
    it('starts with the platform’s proposal, is replaced whole, and takes a kind once', async () => {
      const meta = await connect(META_INPUT);
      expect((await call('GET', `/api/ad_accounts/${meta.id}/mapping`)).json()).toEqual({
        mappings: [
          { kind: 'follow', event_name: 'Lead' },
          { kind: 'form_answer', event_name: 'CompleteRegistration' },
          { kind: 'booking_made', event_name: 'Schedule' },
          { kind: 'purchase', event_name: 'Purchase' },
        ],
      });
      const put = await call('PUT', `/api/ad_accounts/${meta.id}/mapping`, owner, {
        mappings: [
          { kind: 'booking_visited', event_name: 'Visit' },
          { kind: 'follow', event_name: ' Lead ' },
        ],
      });
      expect(put.json()).toEqual({
        mappings: [
          { kind: 'follow', event_name: 'Lead' },
          { kind: 'booking_visited', event_name: 'Visit' },
        ],
      });
      const twice = await call('PUT', `/api/ad_accounts/${meta.id}/mapping`, owner, {
        mappings: [
          { kind: 'follow', event_name: 'Lead' },
          { kind: 'follow', event_name: 'Contact' },
        ],
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual({ 'mappings.1.kind': [M.duplicateKind] });
      const unknown = await call('PUT', `/api/ad_accounts/${meta.id}/mapping`, owner, {
        mappings: [{ kind: 'unfollow', event_name: 'Lead' }],
      });
      expect(unknown.json().errors).toEqual({ 'mappings.0.kind': [M.kind] });
      expect(
        (await call('PUT', `/api/ad_accounts/${meta.id}/mapping`, staff, { mappings: [] })).statusCode,
      ).toBe(403);
    });
  });

  describe('the test send and the log', () => {
    it('records a sample event in the sandbox, sends nothing, and shows it in the log', async () => {
      const meta = await connect(META_INPUT);
      const sent = await call('POST', `/api/ad_accounts/${meta.id}/test`, owner, { kind: 'purchase' });
      expect(sent.statusCode).toBe(201);
      const send = sent.json();
      expect(send).toMatchObject({
        kind: 'purchase',
        event_name: 'Purchase',
        status: 'sent',
        test: true,
        sandbox: true,
        attempts: 1,
        http_status: null,
        answer: M.sandbox,
      });
      expect(send.event_id).toMatch(/^test-/);
      expect(send.payload.data[0]).toMatchObject({
        event_name: 'Purchase',
        event_id: send.event_id,
        custom_data: { value: 1000, currency: 'JPY' },
      });
      expect(JSON.stringify(send.payload)).not.toContain('test@example.com');
      expect(JSON.stringify(send.payload)).not.toContain('meta-token');
      const log = (await call('GET', `/api/ad_accounts/${meta.id}/sends`)).json();
      expect(log).toEqual([send]);
      expect((await call('POST', `/api/ad_accounts/${meta.id}/test`, staff, {})).statusCode).toBe(403);
    });

    it('pages the log newest first and narrows it to a status', async () => {
      const line = await connect();
      await record(accountId, [
        [friendIds[0] ?? 0, 'follow', new Date('2026-06-01T01:00:00Z')],
        [friendIds[1] ?? 0, 'follow', new Date('2026-06-01T02:00:00Z')],
        [friendIds[2] ?? 0, 'follow', new Date('2026-06-01T03:00:00Z')],
      ]);
      const now = new Date();
      await queueEvents(database.db, app.capabilities.friendEventFeed, live, now);
      const platform = fakePlatform([400]);
      await sendDue(database.db, live, platform.transport, now);
      const all = await call('GET', `/api/ad_accounts/${line.id}/sends?page=1&per_page=2`);
      expect(all.headers['x-total-count']).toBe('3');
      const page = all.json();
      expect(page).toHaveLength(2);
      expect(page[0].id).toBeGreaterThan(page[1].id);
      const failed = (await call('GET', `/api/ad_accounts/${line.id}/sends?status=failed`)).json();
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ status: 'failed', http_status: 400, attempts: 1 });
      expect(failed[0].tries).toEqual([
        { at: now.toISOString(), http_status: 400, answer: '{"error":"status 400"}' },
      ]);
      expect((await call('GET', `/api/ad_accounts/${line.id}/sends?status=sent`)).json()).toHaveLength(2);
      const bad = await call('GET', `/api/ad_accounts/${line.id}/sends?status=done`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ status: [M.status] });
    });
  });

  describe('the sender', () => {
    const feed = () => app.capabilities.friendEventFeed;
    const at = (minutes: number) => new Date(Date.parse('2026-06-01T01:00:00Z') + minutes * 60 * SECOND);

    it('queues only what happens after connecting, of mapped kinds, of its own account, and sends it in order', async () => {
      const friend = friendIds[0] ?? 0;
      await record(accountId, [[friend, 'follow', at(0)]]);
      const line = await connect();
      const meta = await connect(META_INPUT);
      await record(accountId, [
        [friend, 'tracker_click', at(1)],
        [friend, 'follow', at(2)],
        [friendIds[1] ?? 0, 'form_answer', at(3), { email: 'Hanako@Example.jp', phone: '090-1234-5678' }],
        [friendIds[2] ?? 0, 'booking_made', at(4)],
      ]);
      await record(otherAccountId, [[otherFriendIds[0] ?? 0, 'follow', at(5)]]);
      const now = new Date();
      expect(await queueEvents(database.db, feed(), live, now)).toBe(1 + 3);
      // LINE maps only the follow; Meta the follow, the form answer and the booking.
      expect((await sendsOf(line.id)).map((row) => row.kind)).toEqual(['follow']);
      expect((await sendsOf(meta.id)).map((row) => [row.kind, row.event_name])).toEqual([
        ['follow', 'Lead'],
        ['form_answer', 'CompleteRegistration'],
        ['booking_made', 'Schedule'],
      ]);
      const platform = fakePlatform();
      expect(await sendDue(database.db, live, platform.transport, now)).toBe(4);
      const metaKeys = (await sendsOf(meta.id)).map((row) => row.event_id);
      expect(platform.keys().filter((key) => metaKeys.includes(key))).toEqual(metaKeys);
      const metaRequests = platform.requests.filter((request) =>
        request.url.includes('/123456789012345/events'),
      );
      expect(metaRequests).toHaveLength(3);
      const answer = metaRequests[1]?.body as { data: { user_data: { em: string[]; ph: string[] } }[] };
      expect(answer.data[0]?.user_data.em).toHaveLength(1);
      expect(JSON.stringify(answer)).not.toContain('hanako');
      const lineRequest = platform.requests.find((request) => request.url.endsWith('/v1/tag-0001/events'));
      expect(lineRequest?.headers['x-line-tagaccesstoken']).toBe(TOKEN);
      expect((await sendsOf(meta.id)).every((row) => row.status === 'sent')).toBe(true);
    });

    it('sends an event once per ad account, however often it is queued, even read again from an older cursor', async () => {
      const line = await connect();
      const [start] = await rows(database.db, sql`SELECT cursor_id FROM ad_accounts WHERE id = ${line.id}`);
      await record(accountId, [
        [friendIds[0] ?? 0, 'follow', at(10)],
        [friendIds[1] ?? 0, 'follow', at(11)],
      ]);
      const now = new Date();
      await queueEvents(database.db, feed(), live, now);
      await queueEvents(database.db, feed(), live, now);
      const platform = fakePlatform();
      await sendDue(database.db, live, platform.transport, now);
      // As a worker that stopped before its cursor moved would: the same events read again.
      await database.db.execute(
        sql`UPDATE ad_accounts SET cursor_id = ${Number(start?.cursor_id)}, cursor_next_id = 0, cursor_next_at = NULL`,
      );
      const later = new Date(now.getTime() + 120 * SECOND);
      expect(await queueEvents(database.db, feed(), live, later)).toBe(0);
      await sendDue(database.db, live, platform.transport, later);
      expect(platform.requests).toHaveLength(2);
      expect(new Set(platform.keys()).size).toBe(2);
      expect((await sendsOf(line.id)).map((row) => row.event_id)).toEqual(platform.keys());
    });

    it('still sends an event whose transaction committed after a later one was read, then moves the cursor on', async () => {
      const line = await connect();
      const [last] = await rows(database.db, sql`SELECT coalesce(max(id), 0) AS id FROM friend_events`);
      const base = Number(last?.id ?? 0);
      const insertAt = (id: number, friend: number) =>
        database.db.execute(sql`
          INSERT INTO friend_events (id, account_id, friend_id, kind, at)
          VALUES (${id}, ${accountId}, ${friend}, 'follow', ${at(20).toISOString()}::timestamptz)`);
      await insertAt(base + 10, friendIds[0] ?? 0);
      const now = new Date();
      expect(await queueEvents(database.db, feed(), live, now)).toBe(1);
      // The lower id commits late: it is read again within the settling time.
      await insertAt(base + 5, friendIds[1] ?? 0);
      await database.db.execute(
        sql`SELECT setval(pg_get_serial_sequence('friend_events', 'id'), ${base + 20})`,
      );
      expect(await queueEvents(database.db, feed(), live, new Date(now.getTime() + SECOND))).toBe(1);
      const settled = new Date(now.getTime() + live.settleMs + SECOND);
      await queueEvents(database.db, feed(), live, settled);
      const [cursor] = await rows(database.db, sql`SELECT cursor_id FROM ad_accounts WHERE id = ${line.id}`);
      expect(Number(cursor?.cursor_id)).toBe(base + 10);
      expect((await sendsOf(line.id)).map((row) => Number(row.friend_event_id))).toEqual([
        base + 10,
        base + 5,
      ]);
    });

    it('tries a 500 again later, holding back the events after it, and sends it on the next try', async () => {
      const line = await connect();
      await record(accountId, [
        [friendIds[0] ?? 0, 'follow', at(30)],
        [friendIds[1] ?? 0, 'follow', at(31)],
      ]);
      const now = new Date();
      await queueEvents(database.db, feed(), live, now);
      const platform = fakePlatform([500]);
      expect(await sendDue(database.db, live, platform.transport, now)).toBe(1);
      const [first, second] = await sendsOf(line.id);
      expect(first).toMatchObject({ status: 'waiting', attempts: 1, http_status: 500 });
      expect(second).toMatchObject({ status: 'waiting', attempts: 0 });
      // Not due yet: nothing is sent, and the second event does not overtake the first.
      expect(
        await sendDue(database.db, live, platform.transport, new Date(now.getTime() + 10 * SECOND)),
      ).toBe(0);
      expect(
        await sendDue(database.db, live, platform.transport, new Date(now.getTime() + 31 * SECOND)),
      ).toBe(2);
      expect(platform.keys()).toEqual([first?.event_id, first?.event_id, second?.event_id]);
      const log = (await call('GET', `/api/ad_accounts/${line.id}/sends`)).json();
      expect(log[1]).toMatchObject({ status: 'sent', attempts: 2, http_status: 202 });
      expect(log[1].tries.map((tried: { http_status: number }) => tried.http_status)).toEqual([500, 202]);
    });

    it('fails a 400 at once and goes on with the next event', async () => {
      const line = await connect();
      await record(accountId, [
        [friendIds[0] ?? 0, 'follow', at(40)],
        [friendIds[1] ?? 0, 'follow', at(41)],
      ]);
      const now = new Date();
      await queueEvents(database.db, feed(), live, now);
      const platform = fakePlatform([400]);
      expect(await sendDue(database.db, live, platform.transport, now)).toBe(2);
      expect((await sendsOf(line.id)).map((row) => [row.status, row.attempts, row.http_status])).toEqual([
        ['failed', 1, 400],
        ['sent', 1, 202],
      ]);
    });

    it('gives up after five tries of 503s and network failures, marked failed', async () => {
      const line = await connect();
      await record(accountId, [[friendIds[0] ?? 0, 'follow', at(50)]]);
      let now = new Date();
      await queueEvents(database.db, feed(), live, now);
      const platform = fakePlatform([503, 'network', 429, 503, 503, 202]);
      for (let round = 0; round < 8; round += 1) {
        await sendDue(database.db, live, platform.transport, now);
        now = new Date(now.getTime() + 3_600 * SECOND);
      }
      expect(platform.requests).toHaveLength(5);
      const [send] = (await call('GET', `/api/ad_accounts/${line.id}/sends`)).json();
      expect(send).toMatchObject({ status: 'failed', attempts: 5, http_status: 503 });
      expect(send.answer).toContain(M.gaveUp);
      expect(send.tries.map((tried: { http_status: number | null }) => tried.http_status)).toEqual([
        503,
        null,
        429,
        503,
        503,
      ]);
      expect(send.tries[1].answer).toContain(M.network);
    });

    it('records in the sandbox and calls nobody', async () => {
      const line = await connect();
      await record(accountId, [[friendIds[0] ?? 0, 'follow', at(60)]]);
      const now = new Date();
      await queueEvents(database.db, feed(), sandbox, now);
      const nobody: AdTransport = async () => {
        throw new Error('the sandbox must not send');
      };
      expect(await sendDue(database.db, sandbox, nobody, now)).toBe(1);
      const [send] = (await call('GET', `/api/ad_accounts/${line.id}/sends`)).json();
      expect(send).toMatchObject({ status: 'sent', sandbox: true, http_status: null, answer: M.sandbox });
      expect(send.payload[0].event).toMatchObject({ event_type: 'conversion', event_name: 'Conversion' });
    });

    it('queues nothing for a disabled ad account, and starts from now when it is turned on again', async () => {
      const line = await connect({ ...LINE_INPUT, enabled: false });
      await record(accountId, [[friendIds[0] ?? 0, 'follow', at(70)]]);
      await queueEvents(database.db, feed(), live, new Date());
      expect(await sendsOf(line.id)).toEqual([]);
      await call('PUT', `/api/ad_accounts/${line.id}`, owner, {
        ...LINE_INPUT,
        access_token: null,
        enabled: true,
      });
      await queueEvents(database.db, feed(), live, new Date());
      expect(await sendsOf(line.id)).toEqual([]);
      await record(accountId, [[friendIds[1] ?? 0, 'follow', at(71)]]);
      await queueEvents(database.db, feed(), live, new Date());
      expect(await sendsOf(line.id)).toHaveLength(1);
    });
  });
});
