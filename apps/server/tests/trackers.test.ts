import { TRACKER_MESSAGES as M, TRACKER_CODE_PATTERN } from '@console/contract/trackers';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceClass, isBotAgent } from '../src/trackers/device';
import { PERSONAL_LINKS_BATCH } from '../src/trackers/links';
import { clicksWritten } from '../src/trackers/redirect';
import {
  createAccount,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  openTestApp,
  rows,
  seedFriends,
  sessionFor,
  UNAUTHENTICATED,
  XHR,
} from './helpers';

/*
 * Click trackers (issue 31): every operation, isolation between accounts, TEMPLATE_WRITE for the
 * writes, the Japanese field errors; the redirect /t/{code} (302 at once, no cache, the click
 * written after the answer, bots and LINE's link preview not counted, a friend's actions once per
 * click, unknown codes a Japanese 404 page, never a 5xx); personal links (96-bit codes, reused,
 * made 500 at a time); the User-Agent tables of device class and bot detection.
 */

const VALIDATION = '入力内容に誤りがあります。';

const UA = {
  iphoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidLine:
    'Mozilla/5.0 (Linux; Android 14; SO-51D Build/67.1.A.2.112; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Line/14.6.2/IAB',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  // LINE's URL preview: it fetches a message's links as the message is shown, before any tap.
  linePreview: 'facebookexternalhit/1.1;line-poker/1.0',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  twitter: 'Twitterbot/1.0',
  curl: 'curl/8.5.0',
};

describe('device class and bot detection from the User-Agent', () => {
  it.each([
    [UA.iphoneLine, 'ios'],
    [UA.ipad, 'ios'],
    [UA.androidLine, 'android'],
    [UA.androidChrome, 'android'],
    [UA.windows, 'pc'],
    [UA.mac, 'pc'],
    [UA.chromebook, 'pc'],
    [UA.curl, 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ] as const)('%s → %s', (ua, expected) => {
    expect(deviceClass(ua)).toBe(expected);
  });

  it.each([
    [UA.linePreview, true],
    [UA.facebook, true],
    [UA.googlebot, true],
    [UA.slack, true],
    [UA.twitter, true],
    [UA.curl, true],
    ['', true],
    ['   ', true],
    [undefined, true],
    // People: LINE's in-app browser says "Line/…" and must be counted.
    [UA.iphoneLine, false],
    [UA.androidLine, false],
    [UA.androidChrome, false],
    [UA.windows, false],
    [UA.mac, false],
  ] as const)('%s is a bot: %s', (ua, expected) => {
    expect(isBotAgent(ua)).toBe(expected);
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(DRIVERS)('trackers (%s)', (driver) => {
  let opened: Awaited<ReturnType<typeof openTestApp>>;
  let accountId: number;
  let owner: string;
  let staff: string;
  let other: string;
  let otherAccountId: number;
  const refs = { group: 0, tag1: 0, tag2: 0, variable: 0, journey: 0, draftJourney: 0 };
  const foreign = { group: 0, tag: 0, variable: 0, journey: 0 };
  let friendIds: number[] = [];
  let foreignFriendId = 0;

  const app = () => opened.app;
  const db = () => opened.database.db;
  const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
    app().inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const one = async (query: ReturnType<typeof sql>) => Number((await rows(db(), query))[0]?.id);

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'キャンペーンページ',
    url: 'https://example.jp/campaign?utm_source=line',
    group_id: refs.group,
    actions: {
      tag_ids: [refs.tag1],
      values: [{ var_id: refs.variable, value: 'クリック済み' }],
      journey_id: refs.journey,
    },
    ...overrides,
  });

  async function seedRefs(account: number, label: string) {
    const group = await one(
      sql`INSERT INTO content_groups (account_id, name, "order") VALUES (${account}, ${label}, 1) RETURNING id`,
    );
    const tag = async (name: string) =>
      one(
        sql`INSERT INTO friend_tags (account_id, name, "order") VALUES (${account}, ${name}, 0) RETURNING id`,
      );
    const variable = await one(
      sql`INSERT INTO vars (account_id, kind, name, type, "order")
          VALUES (${account}, 'var', ${`${label}の状態`}, 'text', 1) RETURNING id`,
    );
    const journey = async (status: string) =>
      one(
        sql`INSERT INTO journeys (account_id, name, "order", status, entry)
            VALUES (${account}, ${`${label}のジャーニー`}, 1, ${status}, '{"type":"trigger"}'::jsonb) RETURNING id`,
      );
    return {
      group,
      tag1: await tag(`${label}1`),
      tag2: await tag(`${label}2`),
      variable,
      journey: await journey('active'),
      draftJourney: await journey('draft'),
    };
  }

  beforeAll(async () => {
    opened = await openTestApp(driver);
    const account = await createAccount(opened.database, 'トラッカーの店');
    accountId = account.accountId;
    owner = await sessionFor(opened.database, account.emails.owner);
    staff = await sessionFor(opened.database, account.emails.staff);
    const otherAccount = await createAccount(opened.database, 'よその店');
    otherAccountId = otherAccount.accountId;
    other = await sessionFor(opened.database, otherAccount.emails.owner);
    Object.assign(refs, await seedRefs(accountId, 'トラッカー'));
    const theirs = await seedRefs(otherAccountId, 'よそ');
    Object.assign(foreign, {
      group: theirs.group,
      tag: theirs.tag1,
      variable: theirs.variable,
      journey: theirs.journey,
    });
    await seedFriends(db(), accountId, 3, 0);
    friendIds = (
      await rows(db(), sql`SELECT id FROM friends WHERE account_id = ${accountId} ORDER BY id`)
    ).map((row) => Number(row.id));
    await db().execute(sql`
      INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
      VALUES (${otherAccountId}, ${`U${'f'.repeat(32)}`}, 'よその友だち', 'よそのともだち', 'following', now())`);
    foreignFriendId = await one(sql`SELECT id FROM friends WHERE account_id = ${otherAccountId} LIMIT 1`);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('creates, reads, lists (paged, by group), changes and deletes a tracker', async () => {
    const created = await call('POST', '/api/trackers', owner, input());
    expect(created.statusCode, created.body).toBe(201);
    const tracker = created.json();
    expect(tracker).toMatchObject({
      name: 'キャンペーンページ',
      url: 'https://example.jp/campaign?utm_source=line',
      group_id: refs.group,
      actions: {
        tag_ids: [refs.tag1],
        values: [{ var_id: refs.variable, value: 'クリック済み' }],
        journey_id: refs.journey,
      },
      counts: { clicks: 0, friends: 0 },
    });
    expect(tracker.link).toMatch(/^\/t\/[A-Za-z0-9_-]{16}$/);

    const got = await call('GET', `/api/trackers/${tracker.id}`, staff);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(tracker);

    const ungrouped = (
      await call('POST', '/api/trackers', owner, input({ name: 'グループなし', group_id: null }))
    ).json();
    const paged = await call('GET', '/api/trackers?page=1&per_page=1', owner);
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.json().map((t: { id: number }) => t.id)).toEqual([ungrouped.id]);
    expect((await call('GET', `/api/trackers?group=${refs.group}`, owner)).json()).toHaveLength(1);
    expect(
      (await call('GET', '/api/trackers?group=none', owner)).json().map((t: { id: number }) => t.id),
    ).toEqual([ungrouped.id]);

    const changed = await call(
      'PUT',
      `/api/trackers/${tracker.id}`,
      owner,
      input({
        name: '  新しい名前  ',
        url: 'http://example.jp/new',
        actions: { tag_ids: [], values: [], journey_id: null },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: '新しい名前',
      url: 'http://example.jp/new',
      actions: { tag_ids: [], values: [], journey_id: null },
      link: tracker.link,
    });

    expect((await call('DELETE', `/api/trackers/${tracker.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/trackers/${tracker.id}`, owner)).json()).toEqual(NOT_FOUND);
    // Its link went with it.
    expect((await app().inject({ url: tracker.link })).statusCode).toBe(404);
    await call('DELETE', `/api/trackers/${ungrouped.id}`, owner);
  });

  it('refuses what the schema refuses, in Japanese, under each field', async () => {
    for (const [body, field, message] of [
      [input({ name: '' }), 'name', M.name],
      [input({ name: 'あ'.repeat(101) }), 'name', M.name],
      [input({ url: 'javascript:alert(1)' }), 'url', M.url],
      [input({ url: 'ftp://example.jp/a' }), 'url', M.url],
      [input({ url: '/relative/path' }), 'url', M.url],
      [input({ url: 'https://exa mple.jp/' }), 'url', M.url],
      [input({ url: `https://example.jp/${'a'.repeat(2000)}` }), 'url', M.urlLength],
      [
        input({ actions: { tag_ids: [refs.tag1, refs.tag1], values: [], journey_id: null } }),
        'actions.tag_ids',
        M.tagTwice,
      ],
      [
        input({
          actions: {
            tag_ids: [],
            values: [{ var_id: refs.variable, value: 'あ'.repeat(1001) }],
            journey_id: null,
          },
        }),
        'actions.values.0.value',
        M.value,
      ],
    ] as const) {
      const response = await call('POST', '/api/trackers', owner, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json().message).toBe(VALIDATION);
      expect(response.json().errors[field], field).toEqual([message]);
    }
  });

  it('refuses another account’s group, tags, variables and journey (422), and answers 404 for another account’s tracker', async () => {
    const refused = await call(
      'POST',
      '/api/trackers',
      owner,
      input({
        group_id: foreign.group,
        actions: {
          tag_ids: [refs.tag1, foreign.tag],
          values: [{ var_id: foreign.variable, value: 'x' }],
          journey_id: foreign.journey,
        },
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      group_id: [M.unknownGroup],
      'actions.tag_ids.1': [M.unknownTag],
      'actions.values.0.var_id': [M.unknownVariable],
      'actions.journey_id': [M.unknownJourney],
    });

    const mine = (await call('POST', '/api/trackers', owner, input())).json();
    for (const [method, url, body] of [
      ['GET', `/api/trackers/${mine.id}`, undefined],
      [
        'PUT',
        `/api/trackers/${mine.id}`,
        input({ group_id: null, actions: { tag_ids: [], values: [], journey_id: null } }),
      ],
      ['DELETE', `/api/trackers/${mine.id}`, undefined],
      ['GET', `/api/trackers/${mine.id}/stats`, undefined],
    ] as const) {
      const response = await call(method, url, other, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await call('GET', '/api/trackers', other)).json()).toEqual([]);
    // Still there, unchanged.
    expect((await call('GET', `/api/trackers/${mine.id}`, owner)).json().name).toBe(mine.name);
    await call('DELETE', `/api/trackers/${mine.id}`, owner);
  });

  it('asks a session for reads and TEMPLATE_WRITE for writes', async () => {
    const mine = (await call('POST', '/api/trackers', owner, input())).json();
    expect((await call('GET', '/api/trackers', undefined)).json()).toEqual(UNAUTHENTICATED);
    expect((await call('GET', '/api/trackers', staff)).statusCode).toBe(200);
    expect((await call('GET', `/api/trackers/${mine.id}/stats`, staff)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/trackers'],
      ['PUT', `/api/trackers/${mine.id}`],
      ['DELETE', `/api/trackers/${mine.id}`],
    ] as const) {
      const response = await call(method, url, staff, method === 'DELETE' ? undefined : input());
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    await call('DELETE', `/api/trackers/${mine.id}`, owner);
  });

  /** Personal links of a new tracker for the account's friends (the deliveries' capability). */
  async function trackerWithLinks(deliveryId: number | null, body = input()) {
    const tracker = (await call('POST', '/api/trackers', owner, body)).json();
    const links = await app().capabilities.personalLinks({
      accountId,
      trackerId: tracker.id,
      friendIds: [...friendIds, foreignFriendId],
      deliveryId,
      origin: 'https://line.example.jp',
    });
    if (!links) throw new Error('the account’s own tracker made no links');
    return { tracker, links };
  }
  const clicksOf = (trackerId: number) =>
    rows(
      db(),
      sql`SELECT friend_id, delivery_id, device, is_bot FROM tracker_clicks WHERE tracker_id = ${trackerId} ORDER BY id`,
    );

  it('makes one personal link per friend of the account, 96-bit codes, the same link again for the same delivery', async () => {
    const { tracker, links } = await trackerWithLinks(41);
    expect([...links.keys()].sort()).toEqual([...friendIds].sort());
    const codes = [...links.values()].map((url) => {
      expect(url).toMatch(/^https:\/\/line\.example\.jp\/t\//);
      return url.slice('https://line.example.jp/t/'.length);
    });
    for (const code of codes) {
      expect(code).toMatch(TRACKER_CODE_PATTERN);
      // 16 base64url characters are 96 bits.
      expect(Buffer.from(code, 'base64url')).toHaveLength(12);
    }
    expect(new Set(codes).size).toBe(codes.length);
    const again = await app().capabilities.personalLinks({
      accountId,
      trackerId: tracker.id,
      friendIds: [friendIds[0] ?? 0, friendIds[0] ?? 0],
      deliveryId: 41,
      origin: 'https://line.example.jp',
    });
    expect(again?.get(friendIds[0] ?? 0)).toBe(links.get(friendIds[0] ?? 0));
    const otherDelivery = await app().capabilities.personalLinks({
      accountId,
      trackerId: tracker.id,
      friendIds: [friendIds[0] ?? 0],
      deliveryId: 42,
      origin: 'https://line.example.jp',
    });
    expect(otherDelivery?.get(friendIds[0] ?? 0)).not.toBe(links.get(friendIds[0] ?? 0));
    await expect(
      app().capabilities.personalLinks({
        accountId: otherAccountId,
        trackerId: tracker.id,
        friendIds,
        deliveryId: 1,
        origin: '',
      }),
    ).resolves.toBeNull();
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });

  it(`makes links for more friends than one batch (${PERSONAL_LINKS_BATCH}) in batches, each friend once`, async () => {
    const before = friendIds.length;
    await db().execute(sql`
      INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
      SELECT ${accountId}, 'B' || lpad(n::text, 32, '0'), '大勢' || n, 'おおぜい' || n, 'following', now()
      FROM generate_series(1, ${PERSONAL_LINKS_BATCH + 20}) AS n`);
    const many = (
      await rows(db(), sql`SELECT id FROM friends WHERE account_id = ${accountId} ORDER BY id`)
    ).map((row) => Number(row.id));
    expect(many.length).toBe(before + PERSONAL_LINKS_BATCH + 20);
    const tracker = (await call('POST', '/api/trackers', owner, input())).json();
    const links = await app().capabilities.personalLinks({
      accountId,
      trackerId: tracker.id,
      friendIds: many,
      deliveryId: 7,
      origin: '',
    });
    expect(links?.size).toBe(many.length);
    const [count] = await rows(
      db(),
      sql`SELECT count(*)::int AS n FROM tracker_links WHERE tracker_id = ${tracker.id} AND delivery_id = 7`,
    );
    expect(Number(count?.n)).toBe(many.length);
    await db().execute(sql`DELETE FROM friends WHERE account_id = ${accountId} AND line_user_id LIKE 'B%'`);
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });

  it('redirects at once (302, no-store), then records the click and runs the actions once per click', async () => {
    const { tracker, links } = await trackerWithLinks(55);
    const friendId = friendIds[1] ?? 0;
    const path = new URL(links.get(friendId) ?? '').pathname;
    const response = await app().inject({ url: path, headers: { 'user-agent': UA.iphoneLine } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.jp/campaign?utm_source=line');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('');
    await clicksWritten(db());
    expect(await clicksOf(tracker.id)).toEqual([
      { friend_id: friendId, delivery_id: 55, device: 'ios', is_bot: false },
    ]);
    // The actions: the tag, the value, the journey.
    expect(await rows(db(), sql`SELECT tag_id FROM friend_tag_links WHERE friend_id = ${friendId}`)).toEqual([
      { tag_id: refs.tag1 },
    ]);
    expect(
      await rows(
        db(),
        sql`SELECT value FROM friend_var_values WHERE friend_id = ${friendId} AND var_id = ${refs.variable}`,
      ),
    ).toEqual([{ value: 'クリック済み' }]);
    const enrolled = () =>
      rows(db(), sql`SELECT journey_id FROM journey_enrollments WHERE friend_id = ${friendId}`);
    expect(await enrolled()).toEqual([{ journey_id: refs.journey }]);

    // A second click: counted again; the actions ran again, and the friend is still in the journey once.
    await db().execute(sql`DELETE FROM friend_tag_links WHERE friend_id = ${friendId}`);
    await app().inject({ url: path, headers: { 'user-agent': UA.androidLine } });
    await clicksWritten(db());
    expect((await clicksOf(tracker.id)).map((click) => click.device)).toEqual(['ios', 'android']);
    expect(await rows(db(), sql`SELECT tag_id FROM friend_tag_links WHERE friend_id = ${friendId}`)).toEqual([
      { tag_id: refs.tag1 },
    ]);
    expect(await enrolled()).toHaveLength(1);

    const counted = (await call('GET', `/api/trackers/${tracker.id}`, owner)).json();
    expect(counted.counts).toEqual({ clicks: 2, friends: 1 });
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
    await db().execute(sql`DELETE FROM journey_enrollments WHERE friend_id = ${friendId}`);
  });

  it('does not count LINE’s link preview or other bots, nor act on the friend for them', async () => {
    const { tracker, links } = await trackerWithLinks(56);
    const friendId = friendIds[2] ?? 0;
    const path = new URL(links.get(friendId) ?? '').pathname;
    for (const ua of [UA.linePreview, UA.googlebot, UA.slack, undefined]) {
      const response = await app().inject({ url: path, headers: ua ? { 'user-agent': ua } : {} });
      // A preview still gets the redirect (it shows the destination's page), it is only not counted.
      expect(response.statusCode).toBe(302);
    }
    await clicksWritten(db());
    const clicks = await clicksOf(tracker.id);
    expect(clicks).toHaveLength(4);
    expect(clicks.every((click) => click.is_bot === true)).toBe(true);
    expect(await rows(db(), sql`SELECT 1 FROM friend_tag_links WHERE friend_id = ${friendId}`)).toEqual([]);
    expect(await rows(db(), sql`SELECT 1 FROM journey_enrollments WHERE friend_id = ${friendId}`)).toEqual(
      [],
    );
    expect((await call('GET', `/api/trackers/${tracker.id}`, owner)).json().counts).toEqual({
      clicks: 0,
      friends: 0,
    });
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });

  it('counts the common link’s clicks without acting, and does not record a HEAD', async () => {
    const tracker = (
      await call(
        'POST',
        '/api/trackers',
        owner,
        input({ actions: { tag_ids: [refs.tag2], values: [], journey_id: null } }),
      )
    ).json();
    expect(
      (await app().inject({ method: 'HEAD', url: tracker.link, headers: { 'user-agent': UA.windows } }))
        .statusCode,
    ).toBe(302);
    const response = await app().inject({ url: tracker.link, headers: { 'user-agent': UA.windows } });
    expect(response.statusCode).toBe(302);
    await clicksWritten(db());
    expect(await clicksOf(tracker.id)).toEqual([
      { friend_id: null, delivery_id: null, device: 'pc', is_bot: false },
    ]);
    expect(await rows(db(), sql`SELECT 1 FROM friend_tag_links WHERE tag_id = ${refs.tag2}`)).toEqual([]);
    expect((await call('GET', `/api/trackers/${tracker.id}`, owner)).json().counts).toEqual({
      clicks: 1,
      friends: 0,
    });
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });

  it('does not start a journey that is not active', async () => {
    const { tracker, links } = await trackerWithLinks(
      57,
      input({ actions: { tag_ids: [], values: [], journey_id: refs.draftJourney } }),
    );
    const friendId = friendIds[0] ?? 0;
    await app().inject({
      url: new URL(links.get(friendId) ?? '').pathname,
      headers: { 'user-agent': UA.androidChrome },
    });
    await clicksWritten(db());
    expect(await clicksOf(tracker.id)).toHaveLength(1);
    expect(await rows(db(), sql`SELECT 1 FROM journey_enrollments WHERE friend_id = ${friendId}`)).toEqual(
      [],
    );
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });

  it('answers an unknown code with a small Japanese 404 page, and any code below 500', async () => {
    for (const code of ['AAAAAAAAAAAAAAAA', 'short', 'x'.repeat(90), '%00', '..%2F..%2Fetc']) {
      const response = await app().inject({ url: `/t/${code}` });
      expect(response.statusCode, code).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(M.linkNotFound);
      expect(response.body).toContain('lang="ja"');
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (code) => {
        const response = await app().inject({ url: `/t/${encodeURIComponent(code)}` });
        // 404 for any code that is no link; a path longer than the router takes is the console's.
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 200) expect(response.statusCode).toBe(404);
      }),
      { numRuns: 100 },
    );
  });

  it('does not read the session on the redirect (an operator’s cookie costs nothing there)', async () => {
    const tracker = (await call('POST', '/api/trackers', owner, input())).json();
    const response = await app().inject({
      url: tracker.link,
      headers: { cookie: 'console_session=not-a-session' },
    });
    expect(response.statusCode).toBe(302);
    // A looked-up, unknown session would have been cleared with a Set-Cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
    await clicksWritten(db());
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });

  it('gives a tracker’s clicks per Japan day, per delivery and per device', async () => {
    const { tracker, links } = await trackerWithLinks(60);
    const second = (await app().capabilities.personalLinks({
      accountId,
      trackerId: tracker.id,
      friendIds,
      deliveryId: 61,
      origin: '',
    })) as Map<number, string>;
    const tap = async (url: string | undefined, ua: string) => {
      await app().inject({
        url: url?.startsWith('http') ? new URL(url).pathname : (url ?? ''),
        headers: { 'user-agent': ua },
      });
    };
    await tap(links.get(friendIds[0] ?? 0), UA.iphoneLine);
    await tap(links.get(friendIds[0] ?? 0), UA.iphoneLine);
    await tap(links.get(friendIds[1] ?? 0), UA.androidLine);
    await tap(second.get(friendIds[2] ?? 0), UA.windows);
    await tap(second.get(friendIds[2] ?? 0), UA.linePreview);
    await clicksWritten(db());
    // One click moved to 23:30 UTC two days ago: 08:30 the next day in Japan.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    twoDaysAgo.setUTCHours(23, 30, 0, 0);
    await db().execute(
      sql`UPDATE tracker_clicks SET at = ${twoDaysAgo.toISOString()}::timestamptz
          WHERE id = (SELECT min(id) FROM tracker_clicks WHERE tracker_id = ${tracker.id})`,
    );
    const stats = await call('GET', `/api/trackers/${tracker.id}/stats`, owner);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.counts).toEqual({ clicks: 4, friends: 3 });
    const japanDate = (instant: Date) =>
      new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(body.days).toEqual([
      { date: japanDate(twoDaysAgo), clicks: 1, friends: 1 },
      { date: japanDate(new Date()), clicks: 3, friends: 3 },
    ]);
    expect(body.deliveries).toEqual([
      { delivery_id: 61, clicks: 1, friends: 1 },
      { delivery_id: 60, clicks: 3, friends: 2 },
    ]);
    expect(body.devices).toEqual([
      { device: 'android', clicks: 1 },
      { device: 'ios', clicks: 2 },
      { device: 'pc', clicks: 1 },
    ]);
    await call('DELETE', `/api/trackers/${tracker.id}`, owner);
  });
});
