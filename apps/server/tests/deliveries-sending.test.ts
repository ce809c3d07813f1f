import { DELIVERY_MESSAGES as M } from '@console/contract/deliveries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { type DeliveryLineApi, deliveryApiFor } from '../src/deliveries/line';
import { refreshBlockedSince, runDueDeliveries, type SendingOptions } from '../src/deliveries/sending';
import { clicksWritten } from '../src/trackers/redirect';
import { type FakeMessagingLine, startFakeMessagingLine } from './fake-line/messaging';
import { createAccount, DRIVERS, openTestApp, rows, seedFriends, sessionFor, XHR } from './helpers';

/*
 * Sending deliveries (issue 31) on a fake clock: against the sandbox, and against a local fake of
 * LINE's Messaging API that takes each X-Line-Retry-Key once. Multicasts of 500, a push per friend
 * when the template names friend information, scheduled and paced deliveries, cancelling before
 * and during, LINE's 429 told apart (rate: wait and go on; quota: stop and say so), a refused
 * request, a worker dying after LINE took a request, test sends and the quota read.
 */

const userId = (n: number) => `U${String(n).padStart(32, '0')}`;

describe.each(DRIVERS)('sending deliveries (%s)', (driver) => {
  let opened: Awaited<ReturnType<typeof openTestApp>>;
  let fake: FakeMessagingLine;
  /** An account on the fake LINE (its channel has the fake's token) and one in the sandbox. */
  let lineAccount: number;
  let sandboxAccount: number;
  let lineCookie: string;
  let sandboxCookie: string;
  const templates = { plain: 0, personal: 0, sandbox: 0 };
  let nameVar = 0;
  const db = (): Db => opened.database.db;

  const insertTemplate = async (account: number, list: object[], status = 'ready') => {
    const [row] = await rows(
      db(),
      sql`INSERT INTO message_templates (account_id, name, status, messages)
          VALUES (${account}, 'お知らせ', ${status}, ${JSON.stringify(list)}::jsonb) RETURNING id`,
    );
    return Number(row?.id);
  };

  beforeAll(async () => {
    fake = await startFakeMessagingLine();
    opened = await openTestApp(driver, {
      deliveries: { apiBaseUrl: fake.url, embeddedWorker: false, pollIntervalMs: 1000, leaseMs: 30_000 },
    });
    const line = await createAccount(opened.database, 'LINE の店');
    lineAccount = line.accountId;
    lineCookie = await sessionFor(opened.database, line.emails.owner);
    const sandbox = await createAccount(opened.database, 'サンドボックスの店');
    sandboxAccount = sandbox.accountId;
    sandboxCookie = await sessionFor(opened.database, sandbox.emails.owner);
    await db().execute(sql`
      INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, access_token)
      VALUES (${lineAccount}, 'テスト', '1234567890', 'secret', ${fake.token})`);
    // 1,234 following friends and 2 who blocked: three multicasts (500, 500, 234).
    await seedFriends(db(), lineAccount, 1234, 2);
    await seedFriends(db(), sandboxAccount, 3, 0);
    const [variable] = await rows(
      db(),
      sql`INSERT INTO vars (account_id, kind, name, type, code, value, "order") VALUES (${lineAccount}, 'friend', '呼び名', 'text', NULL, '', 0)
          RETURNING id`,
    );
    nameVar = Number(variable?.id);
    await db().execute(sql`
      INSERT INTO friend_var_values (friend_id, var_id, value)
      SELECT id, ${nameVar}, 'さん' || id FROM friends WHERE account_id = ${lineAccount}`);
    await db().execute(sql`
      INSERT INTO vars (account_id, kind, name, type, code, value, "order") VALUES (${lineAccount}, 'common', '店名', 'text', 'shop', '青空サロン', 1)`);
    templates.plain = await insertTemplate(lineAccount, [
      { type: 'text', text: '{{common:shop}}の冬のお知らせ' },
    ]);
    templates.personal = await insertTemplate(lineAccount, [
      { type: 'text', text: `{{var:${nameVar}|お客様}}、{{common:shop}}です` },
    ]);
    templates.sandbox = await insertTemplate(sandboxAccount, [{ type: 'text', text: 'テスト' }]);
  });
  afterAll(async () => {
    await opened?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const api = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    opened.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });

  /** A delivery made and scheduled through the API, as the console does. */
  const scheduled = async (
    cookie: string,
    input: {
      template_id: number;
      pacing?: { per_minute: number } | null;
      schedule?: object;
      audience?: object;
    },
  ) => {
    const created = await api(cookie, 'POST', '/api/deliveries', {
      name: '冬のお知らせ',
      audience: { type: 'all' },
      schedule: { type: 'now' },
      ...input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const moved = await api(cookie, 'POST', `/api/deliveries/${id}/schedule`);
    expect(moved.statusCode, moved.body).toBe(200);
    return id;
  };
  const delivery = async (id: number) =>
    (await api(lineCookie, 'GET', `/api/deliveries/${id}`)).json() as {
      status: string;
      recipient_count: number;
      stats: { sent: number; failed: number; clicked: number };
      error: string | null;
      sandbox: boolean | null;
    };
  const apiFor = (accountId: number, deliveryId: number) =>
    deliveryApiFor(db(), accountId, deliveryId, fake.url);
  /** A round of the sender at `now` (a fake clock that does not move during the round). */
  const round = (now: Date, more: Partial<SendingOptions> = {}) =>
    runDueDeliveries(db(), { now, clock: () => now, workerId: 'w1', leaseMs: 30_000, apiFor, ...more });
  /** A worker's LINE that takes the second multicast and then the worker dies, before recording it. */
  const dyingAfterSecond = () => {
    let sends = 0;
    return async (accountId: number, deliveryId: number): Promise<DeliveryLineApi> => {
      const real = await apiFor(accountId, deliveryId);
      return {
        ...real,
        multicast: async (to, list, key, unit) => {
          const outcome = await real.multicast(to, list, key, unit);
          sends += 1;
          if (sends === 2) throw new Error('killed');
          return outcome;
        },
      };
    };
  };
  // The schedule's "now" is the real clock; the sender runs after it.
  const later = () => new Date(Date.now() + 1000);

  it('sends to everyone following in multicasts of 500, once each, with common variables filled', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    const done = await round(later());
    expect(done.requests).toBe(3);
    expect(fake.requests.map((request) => [request.kind, request.to.length, request.status])).toEqual([
      ['multicast', 500, 200],
      ['multicast', 500, 200],
      ['multicast', 234, 200],
    ]);
    expect(fake.violations).toEqual([]);
    for (const n of [1, 500, 501, 1234]) expect(fake.deliveredTo(userId(n))).toBe(1);
    expect(fake.deliveredTo(userId(1235))).toBe(0); // blocked
    expect(fake.duplicates()).toEqual([]);
    expect(fake.messagesOf(userId(7))).toEqual([[{ type: 'text', text: '青空サロンの冬のお知らせ' }]]);
    const after = await delivery(id);
    expect(after).toMatchObject({
      status: 'done',
      recipient_count: 1234,
      stats: { sent: 1234, failed: 0 },
      sandbox: false,
    });
    // Nothing more to do: another round sends nothing.
    expect((await round(later())).requests).toBe(0);
  });

  it('pushes per friend when the template names friend information, each with their own value', async () => {
    // A segment of the first 40 friends (a tag on them): one push each.
    const id = await scheduled(lineCookie, {
      template_id: templates.personal,
      audience: await firstFriends('常連', 40),
    });
    await round(later());
    expect(fake.requests.map((request) => request.kind)).toEqual(Array(40).fill('push'));
    const [first] = await rows(
      db(),
      sql`SELECT id FROM friends WHERE line_user_id = ${userId(3)} AND account_id = ${lineAccount}`,
    );
    expect(fake.messagesOf(userId(3))).toEqual([
      [{ type: 'text', text: `さん${first?.id}、青空サロンです` }],
    ]);
    expect(new Set(fake.requests.map((request) => request.retryKey)).size).toBe(40);
    expect((await delivery(id)).stats.sent).toBe(40);
  });

  /** An audience of the LINE account's first `count` friends: a segment of a tag put on them. */
  async function firstFriends(tagName: string, count: number) {
    const [tag] = await rows(
      db(),
      sql`INSERT INTO friend_tags (account_id, name, "order") VALUES (${lineAccount}, ${tagName}, 0) RETURNING id`,
    );
    await db().execute(sql`
      INSERT INTO friend_tag_links (tag_id, friend_id)
      SELECT ${Number(tag?.id)}, id FROM friends WHERE account_id = ${lineAccount} ORDER BY id LIMIT ${count}`);
    return { type: 'segment', member_query_id: await segment({ tags_any: [Number(tag?.id)] }) };
  }

  async function segment(filter: object) {
    const [row] = await rows(
      db(),
      sql`INSERT INTO member_queries (account_id, name, filter) VALUES (${lineAccount}, '全員', ${JSON.stringify(filter)}::jsonb)
          RETURNING id`,
    );
    return Number(row?.id);
  }

  it("counts every request under the delivery's LINE aggregation unit and reads LINE's statistics of it", async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    await round(later());
    expect(fake.requests.map((request) => request.units)).toEqual([
      [`delivery_${id}`],
      [`delivery_${id}`],
      [`delivery_${id}`],
    ]);
    fake.setStatistics(`delivery_${id}`, {
      uniqueImpression: 980,
      uniqueClick: 120,
      uniqueMediaPlayed: null,
    });
    const read = await api(lineCookie, 'GET', `/api/deliveries/${id}/line_statistics`);
    expect(read.statusCode, read.body).toBe(200);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(read.json()).toEqual({
      available: true,
      reason: null,
      from: today,
      to: today,
      unique_impression: 980,
      unique_click: 120,
      unique_media_played: null,
    });
    expect(fake.statisticsQueries).toEqual([
      `customAggregationUnit=delivery_${id}&from=${today.replaceAll('-', '')}&to=${today.replaceAll('-', '')}`,
    ]);
    // A draft has none yet; the sandbox has none at all.
    const draft = await api(lineCookie, 'POST', '/api/deliveries', {
      name: '下書き',
      template_id: templates.plain,
      audience: { type: 'all' },
      schedule: { type: 'now' },
    });
    expect(
      (await api(lineCookie, 'GET', `/api/deliveries/${draft.json().id}/line_statistics`)).json(),
    ).toMatchObject({
      available: false,
      reason: M.statisticsNotSent,
    });
  });

  it('waits for a scheduled time in Japan, and a cancelled delivery never goes', async () => {
    // 2099-01-01 09:00 in Japan is 2099-01-01T00:00Z.
    const id = await scheduled(lineCookie, {
      template_id: templates.plain,
      schedule: { type: 'at', at: '2099-01-01T09:00' },
    });
    expect((await round(new Date('2098-12-31T23:59:59Z'))).claimed).toBe(0);
    expect(fake.requests).toHaveLength(0);
    const cancelled = await scheduled(lineCookie, {
      template_id: templates.plain,
      schedule: { type: 'at', at: '2099-01-01T09:00' },
    });
    expect((await api(lineCookie, 'POST', `/api/deliveries/${cancelled}/cancel`)).statusCode).toBe(200);
    await round(new Date('2099-01-01T00:00:00Z'));
    expect(fake.requests).toHaveLength(3);
    expect((await delivery(id)).status).toBe('done');
    expect(await delivery(cancelled)).toMatchObject({ status: 'cancelled', stats: { sent: 0 } });
  });

  it('paces a delivery by the minute, and a cancel part way stops it with what went kept', async () => {
    // 1,234 friends at 600 a minute: 10 a second, each second's friends one multicast.
    const id = await scheduled(lineCookie, { template_id: templates.plain, pacing: { per_minute: 600 } });
    const start = later();
    await round(start);
    expect(fake.requests).toHaveLength(1);
    expect((await delivery(id)).stats.sent).toBe(10);
    // Nothing more before the next second …
    expect((await round(new Date(start.getTime() + 999))).requests).toBe(0);
    // … and everything due by 30 s later, second by second (started_at is the first round's time).
    const [row] = await rows(db(), sql`SELECT started_at FROM deliveries WHERE id = ${id}`);
    const startedAt = new Date(row?.started_at as string).getTime();
    for (let s = 1; s <= 30; s += 1) await round(new Date(startedAt + s * 1000));
    expect((await delivery(id)).stats.sent).toBe(310);
    expect(fake.requests.every((request) => request.to.length === 10)).toBe(true);
    expect((await api(lineCookie, 'POST', `/api/deliveries/${id}/cancel`)).statusCode).toBe(200);
    await round(new Date(startedAt + 120_000));
    expect(fake.requests).toHaveLength(31);
    expect(await delivery(id)).toMatchObject({ status: 'cancelled', stats: { sent: 310 } });
  });

  it('waits and goes on after a rate 429 (Retry-After), sending each friend once', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    fake.script({ status: 429, retryAfter: 5 });
    const now = later();
    const first = await round(now);
    expect(first.retryLater).toBe(1);
    expect((await delivery(id)).stats.sent).toBe(0);
    expect((await round(new Date(now.getTime() + 4000))).claimed).toBe(0);
    await round(new Date(now.getTime() + 5000));
    expect(await delivery(id)).toMatchObject({ status: 'done', stats: { sent: 1234 } });
    // The refused request was sent again under the same key.
    expect(fake.requests[0]?.retryKey).toBe(fake.requests[1]?.retryKey);
    expect(fake.duplicates()).toEqual([]);
  });

  it('stops with the quota words when LINE says 429 and the month is used up part way', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    // Room for everyone when it starts; after the first request something else uses the month up.
    fake.setQuota(1300, 0);
    const usedUp = async (accountId: number, deliveryId: number): Promise<DeliveryLineApi> => {
      const real = await apiFor(accountId, deliveryId);
      return {
        ...real,
        multicast: async (to, list, key, unit) => {
          const outcome = await real.multicast(to, list, key, unit);
          fake.setQuota(700, 500);
          return outcome;
        },
      };
    };
    await round(later(), { apiFor: usedUp });
    const after = await delivery(id);
    expect(after).toMatchObject({
      status: 'done',
      stats: { sent: 500, failed: 734 },
      error: M.quotaExhausted,
    });
    expect(fake.requests.map((request) => request.status)).toEqual([200, 429]);
  });

  it('cancels a delivery that no longer fits the month when it starts, before anyone gets it', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    fake.setQuota(1000, 0);
    await round(later());
    expect(await delivery(id)).toMatchObject({
      status: 'cancelled',
      stats: { sent: 0 },
      error: M.quotaExceeded(1234, 1000),
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses to schedule a delivery the month has no room for', async () => {
    fake.setQuota(1000, 100);
    const created = await api(lineCookie, 'POST', '/api/deliveries', {
      name: '多すぎる',
      template_id: templates.plain,
      audience: { type: 'all' },
      schedule: { type: 'now' },
    });
    const refused = await api(lineCookie, 'POST', `/api/deliveries/${created.json().id}/schedule`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.audience).toEqual([M.quotaExceeded(1234, 900)]);
    const quota = await api(lineCookie, 'GET', '/api/delivery_quota');
    expect(quota.json()).toEqual({ limit: 1000, used: 100, remaining: 900, sandbox: false });
  });

  it('counts a request LINE refused as failed with its reason, and goes on', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    fake.script({ status: 400 });
    await round(later());
    const after = await delivery(id);
    expect(after).toMatchObject({ status: 'done', stats: { sent: 734, failed: 500 } });
    const [reason] = await rows(
      db(),
      sql`SELECT reason FROM delivery_recipients WHERE delivery_id = ${id} AND state = 'failed' LIMIT 1`,
    );
    expect(String(reason?.reason)).toMatch(/^400 /);
  });

  it('a worker that fails after LINE took a request: the next one gets 409 for it and nobody gets it twice', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    const now = later();
    // The first worker's LINE takes the second request and the worker fails before recording it.
    await expect(round(now, { apiFor: dyingAfterSecond(), workerId: 'w-dying' })).rejects.toThrow('killed');
    expect((await delivery(id)).stats.sent).toBe(500);
    // It is let go to be tried again shortly (a worker killed outright holds it until its lease
    // runs out: deliveries-kill.test.ts); another worker takes it up then.
    expect((await round(new Date(now.getTime() + 1_000), { workerId: 'w2' })).claimed).toBe(0);
    await round(new Date(now.getTime() + 5_000), { workerId: 'w2' });
    expect(fake.requests.map((request) => request.status)).toEqual([200, 200, 409, 200]);
    expect(await delivery(id)).toMatchObject({ status: 'done', stats: { sent: 1234, failed: 0 } });
    expect(fake.duplicates()).toEqual([]);
    for (const n of [1, 501, 1000, 1234]) expect(fake.deliveredTo(userId(n))).toBe(1);
  });

  it('a request first tried more than 23 hours ago is not sent again: its friends fail with why, the rest go', async () => {
    const id = await scheduled(lineCookie, { template_id: templates.plain });
    const now = later();
    // As above, LINE takes the second request and the worker dies before recording it; this time
    // no worker comes back for a day, when LINE would no longer know the request's retry key.
    await expect(round(now, { apiFor: dyingAfterSecond(), workerId: 'w-dying' })).rejects.toThrow('killed');
    const dayLater = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    const back = await round(dayLater, { workerId: 'w2' });
    // Only the third request goes: the second's 500 friends may have it already.
    expect(back.requests).toBe(1);
    expect(fake.requests.map((request) => [request.to.length, request.status])).toEqual([
      [500, 200],
      [500, 200],
      [234, 200],
    ]);
    expect(await delivery(id)).toMatchObject({ status: 'done', stats: { sent: 734, failed: 500 } });
    expect(fake.duplicates()).toEqual([]);
    for (const n of [1, 501, 1000, 1234]) expect(fake.deliveredTo(userId(n))).toBe(1);
    const failed = await rows(
      db(),
      sql`SELECT min(seq) AS first, max(seq) AS last, count(*) AS n, min(reason) AS reason
          FROM delivery_recipients WHERE delivery_id = ${id} AND state = 'failed'`,
    );
    expect(failed[0]).toMatchObject({ reason: M.retryKeyExpired });
    expect(Number(failed[0]?.n)).toBe(500);
    expect([Number(failed[0]?.first), Number(failed[0]?.last)]).toEqual([500, 999]);
  });

  it('goes on from the first friend still waiting should the counters ever disagree with the rows', async () => {
    const id = await scheduled(sandboxCookie, { template_id: templates.sandbox });
    await round(later());
    // Sent to all 3; now the row says sending with counters at 0, as if the counts were lost.
    await db().execute(
      sql`UPDATE deliveries SET status = 'sending', sent = 0, next_at = NULL WHERE id = ${id}`,
    );
    await db().execute(
      sql`UPDATE delivery_recipients SET state = 'pending' WHERE delivery_id = ${id} AND seq = 2`,
    );
    const again = await round(later());
    // Only the one still waiting is sent (its retry key was taken, so the sandbox says duplicate).
    expect(again.requests).toBe(1);
    expect((await api(sandboxCookie, 'GET', `/api/deliveries/${id}`)).json()).toMatchObject({
      status: 'done',
    });
    const states = await rows(
      db(),
      sql`SELECT state, count(*)::int AS n FROM delivery_recipients WHERE delivery_id = ${id} GROUP BY state`,
    );
    expect(states).toEqual([{ state: 'sent', n: 3 }]);
  });

  it('counts the friends who blocked the account after a delivery reached them', async () => {
    const id = await scheduled(sandboxCookie, { template_id: templates.sandbox });
    const now = later();
    await round(now);
    // One friend blocks afterwards; one had blocked before (not sent to, so not counted).
    await db().execute(sql`
      UPDATE friends SET status = 'blocked', blocked_at = ${new Date(now.getTime() + 60_000).toISOString()}
      WHERE account_id = ${sandboxAccount} AND line_user_id = ${userId(2)}`);
    await refreshBlockedSince(db(), new Date(now.getTime() + 120_000));
    expect((await api(sandboxCookie, 'GET', `/api/deliveries/${id}`)).json().stats.blocked_since).toBe(1);
    await db().execute(sql`
      UPDATE friends SET status = 'following', blocked_at = NULL
      WHERE account_id = ${sandboxAccount} AND line_user_id = ${userId(2)}`);
    await refreshBlockedSince(db(), new Date(now.getTime() + 180_000));
    expect((await api(sandboxCookie, 'GET', `/api/deliveries/${id}`)).json().stats.blocked_since).toBe(0);
  });

  it('puts each friend’s own tracked link where a tracker goes, counts their click for the delivery and tags them', async () => {
    const [tag] = await rows(
      db(),
      sql`INSERT INTO friend_tags (account_id, name, "order") VALUES (${lineAccount}, '特集を見た', 0) RETURNING id`,
    );
    const tagId = Number(tag?.id);
    const made = await api(lineCookie, 'POST', '/api/trackers', {
      name: '冬の特集',
      url: 'https://example.jp/winter',
      group_id: null,
      actions: { tag_ids: [tagId], values: [], journey_id: null },
    });
    expect(made.statusCode, made.body).toBe(201);
    const trackerId = made.json().id as number;
    const template = await insertTemplate(lineAccount, [
      { type: 'text', text: `{{common:shop}}の冬の特集です {{tracker:${trackerId}}}` },
    ]);
    const audience = await firstFriends('三人', 3);
    const links = { personalLinks: opened.app.capabilities.personalLinks, origin: 'https://line.example.jp' };
    const id = await scheduled(lineCookie, { template_id: template, audience });
    await round(later(), { links });
    // No value differs but the link does: a push each, never one multicast with one link for all.
    expect(fake.requests.map((request) => request.kind)).toEqual(['push', 'push', 'push']);
    const codes = [1, 2, 3].map((n) => {
      const [[message]] = fake.messagesOf(userId(n)) as [[{ text: string }]];
      const found = /^青空サロンの冬の特集です https:\/\/line\.example\.jp\/t\/([A-Za-z0-9_-]{16})$/.exec(
        message.text,
      );
      expect(found, message.text).not.toBeNull();
      return found?.[1] ?? '';
    });
    expect(new Set(codes).size).toBe(3);
    const [first] = await rows(
      db(),
      sql`SELECT id FROM friends WHERE line_user_id = ${userId(1)} AND account_id = ${lineAccount}`,
    );
    // The first friend opens theirs on an iPhone; LINE's link preview fetches the second's.
    const opened1 = await opened.app.inject({
      method: 'GET',
      url: `/t/${codes[0]}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Line/14.0.0' },
    });
    expect(opened1.statusCode).toBe(302);
    expect(opened1.headers.location).toBe('https://example.jp/winter');
    await opened.app.inject({
      method: 'GET',
      url: `/t/${codes[1]}`,
      headers: { 'user-agent': 'facebookexternalhit/1.1;line-poker/1.0' },
    });
    await clicksWritten(db());
    expect((await delivery(id)).stats).toMatchObject({ sent: 3, clicked: 1 });
    expect(await rows(db(), sql`SELECT friend_id FROM friend_tag_links WHERE tag_id = ${tagId}`)).toEqual([
      { friend_id: Number(first?.id) },
    ]);

    // A test send gives the friend their own link outside the delivery: its clicks are not the delivery's.
    fake.reset();
    const tested = await api(lineCookie, 'POST', `/api/deliveries/${id}/test`, {
      friend_ids: [Number(first?.id)],
    });
    expect(tested.statusCode, tested.body).toBe(200);
    const [[test]] = fake.messagesOf(userId(1)) as [[{ text: string }]];
    const testCode = /\/t\/([A-Za-z0-9_-]{16})$/.exec(test.text)?.[1];
    expect(testCode).toBeDefined();
    expect(testCode).not.toBe(codes[0]);
    await opened.app.inject({
      method: 'GET',
      url: `/t/${testCode}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
    });
    await clicksWritten(db());
    expect((await delivery(id)).stats).toMatchObject({ clicked: 1 });

    // The tracker deleted: a delivery naming it stops before anyone gets it, and says why.
    fake.reset();
    const again = await scheduled(lineCookie, { template_id: template, audience });
    await api(lineCookie, 'DELETE', `/api/trackers/${trackerId}`);
    await round(later(), { links });
    expect(fake.requests).toEqual([]);
    expect(await delivery(again)).toMatchObject({ status: 'cancelled', error: M.trackerGone });
  });

  it('test-sends to chosen friends with their values filled, without moving or counting the delivery', async () => {
    const created = await api(lineCookie, 'POST', '/api/deliveries', {
      name: 'テスト',
      template_id: templates.personal,
      audience: { type: 'all' },
      schedule: { type: 'now' },
    });
    const id = created.json().id as number;
    const friends = await rows(
      db(),
      sql`SELECT id, status FROM friends WHERE account_id = ${lineAccount} AND line_user_id IN (${userId(2)}, ${userId(1235)}) ORDER BY id`,
    );
    const [following, blocked] = friends.map((row) => Number(row.id));
    const tested = await api(lineCookie, 'POST', `/api/deliveries/${id}/test`, {
      friend_ids: [following, blocked],
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toEqual({
      results: [
        { friend_id: following, name: '友だち2', status: 'sent', error: null },
        { friend_id: blocked, name: '友だち1235', status: 'failed', error: M.testBlocked },
      ],
      sandbox: false,
    });
    expect(fake.messagesOf(userId(2))).toEqual([
      [{ type: 'text', text: `さん${following}、青空サロンです` }],
    ]);
    // Pressed again, it is a second test (a key of its own).
    await api(lineCookie, 'POST', `/api/deliveries/${id}/test`, { friend_ids: [following] });
    expect(fake.deliveredTo(userId(2))).toBe(2);
    expect(await delivery(id)).toMatchObject({ status: 'draft', stats: { sent: 0 } });
    // Another account's friend, or none, or too many: 422.
    const [foreign] = await rows(
      db(),
      sql`SELECT id FROM friends WHERE account_id = ${sandboxAccount} LIMIT 1`,
    );
    for (const friend_ids of [[Number(foreign?.id)], [], [1, 2, 3, 4, 5, 6]]) {
      const refused = await api(lineCookie, 'POST', `/api/deliveries/${id}/test`, { friend_ids });
      expect(refused.statusCode, JSON.stringify(friend_ids)).toBe(422);
    }
  });

  it('in the sandbox: recorded once per request, no limit, nothing leaves the machine', async () => {
    const id = await scheduled(sandboxCookie, { template_id: templates.sandbox });
    await round(later());
    await round(later());
    const recorded = await rows(
      db(),
      sql`SELECT kind, "to" FROM delivery_sandbox_requests WHERE delivery_id = ${id} ORDER BY id`,
    );
    expect(
      recorded.map((row) => [row.kind, (typeof row.to === 'string' ? JSON.parse(row.to) : row.to).length]),
    ).toEqual([['multicast', 3]]);
    // A test send is recorded with the delivery too, as a test.
    const [friend] = await rows(
      db(),
      sql`SELECT id FROM friends WHERE account_id = ${sandboxAccount} ORDER BY id LIMIT 1`,
    );
    const tested = await api(sandboxCookie, 'POST', `/api/deliveries/${id}/test`, {
      friend_ids: [Number(friend?.id)],
    });
    expect(tested.json()).toMatchObject({ sandbox: true, results: [{ status: 'sent' }] });
    const listed = (await api(sandboxCookie, 'GET', `/api/deliveries/${id}/sandbox_requests`)).json();
    expect(listed.map((request: { kind: string }) => request.kind)).toEqual(['multicast', 'test']);
    expect(listed[0]).toMatchObject({
      kind: 'multicast',
      to: [userId(1), userId(2), userId(3)],
      messages: [{ type: 'text', text: 'テスト' }],
    });
    expect((await api(lineCookie, 'GET', `/api/deliveries/${id}/sandbox_requests`)).statusCode).toBe(404);
    const after = (await api(sandboxCookie, 'GET', `/api/deliveries/${id}`)).json();
    expect(after).toMatchObject({ status: 'done', sandbox: true, stats: { sent: 3 } });
    expect((await api(sandboxCookie, 'GET', '/api/delivery_quota')).json()).toEqual({
      limit: null,
      used: 0,
      remaining: null,
      sandbox: true,
    });
    expect(fake.requests).toHaveLength(0);
    expect((await api(sandboxCookie, 'GET', `/api/deliveries/${id}/line_statistics`)).json()).toMatchObject({
      available: false,
      reason: M.statisticsSandbox,
    });
  });
});
