import { createHash, createHmac } from 'node:crypto';
import { FUNNEL_MESSAGES as M } from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProfiles } from '../src/friends/line';
import { processBatch } from '../src/friends/webhook';
import { type FakeLineLogin, startFakeLineLogin } from './fake-line/login';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  rows,
  sessionFor,
  TEST_ORIGIN,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

/*
 * Which entry source a follow came through (issue 32), through LINE Login: /e/{code} sends the
 * person to LINE's authorize URL, /e/callback learns their LINE user id from LINE's token and
 * verify endpoints (a local fake), and the follow the webhook brings takes the source, whichever
 * comes first. A state that is unknown, expired or used, or LINE refusing, records nothing and
 * answers a Japanese page; an id the browser sends is never believed.
 */

const LOGIN = { id: '2000000001', secret: 'c'.repeat(32) };
const OTHER_LOGIN = { id: '2000000002', secret: 'd'.repeat(32) };
const SECRET = 'a'.repeat(32);
const AUTHORIZE = 'https://access.example.jp';
const ADD_FRIEND = 'https://line.me/R/ti/p/%40attrib';
const user = (digit: string) => `U${digit.repeat(32)}`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.1';

let eventCounter = 0;
const followBody = (userId: string, at = Date.now()) => {
  eventCounter += 1;
  return JSON.stringify({
    destination: 'Ubot',
    events: [
      {
        type: 'follow',
        mode: 'active',
        timestamp: at,
        source: { type: 'user', userId },
        webhookEventId: `01ATTRIB${String(eventCounter).padStart(18, '0')}`,
        deliveryContext: { isRedelivery: false },
        replyToken: 'r',
        follow: { isUnblocked: false },
      },
    ],
  });
};

describe.each(DRIVERS)('entry source attribution through LINE Login on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: FakeLineLogin;
  let otherFake: FakeLineLogin;
  let owner: string;
  let accountId: number;
  let otherAccountId: number;
  let channelId: number;
  let source: { id: number; code: string };
  let otherSource: { id: number; code: string };

  const attributions = () =>
    rows(database.db, sql`SELECT account_id, line_user_id, source_id FROM entry_attributions ORDER BY id`);
  const followOf = async (account: number, lineUserId: string) => {
    const found = await rows(
      database.db,
      sql`SELECT e.source_id FROM friend_events e JOIN friends f ON f.id = e.friend_id
          WHERE e.account_id = ${account} AND f.line_user_id = ${lineUserId} AND e.kind = 'follow'
          ORDER BY e.id`,
    );
    return found.map((row) => (row.source_id === null ? null : Number(row.source_id)));
  };
  const follows = async () =>
    (await app.inject({ url: `/api/entry_sources/${source.id}`, headers: { ...XHR, cookie: owner } })).json()
      .follows;

  /** LINE delivers a signed follow; the friends worker applies it (as its job would). */
  const follow = async (lineUserId: string, channel = channelId, secret = SECRET) => {
    const body = followBody(lineUserId);
    const response = await app.inject({
      method: 'POST',
      url: `/api/line/webhook/${channel}`,
      headers: {
        'content-type': 'application/json',
        'x-line-signature': createHmac('sha256', secret).update(body).digest('base64'),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const recordEvents = app.capabilities.friendEvents;
    while ((await processBatch(database.db, 'w', async () => sandboxProfiles, { recordEvents })).claimed > 0);
  };

  /** Opens an entry source's URL as a phone: the authorize URL's query. */
  const visit = async (code: string) => {
    const response = await app.inject({ url: `/e/${code}`, headers: { 'user-agent': IPHONE } });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    return { location, query: location.searchParams };
  };

  const callback = (query: Record<string, string>) =>
    app.inject({ url: `/e/callback?${new URLSearchParams(query)}` });

  /** The whole login: visit, LINE grants a code for `userId`, the browser comes back. */
  const login = async (userId: string, code: string, through = source, login = fake) => {
    const { query } = await visit(through.code);
    login.grant(code, { userId, nonce: query.get('nonce') ?? '' });
    return callback({ code, state: query.get('state') ?? '' });
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    fake = await startFakeLineLogin(LOGIN);
    otherFake = await startFakeLineLogin(OTHER_LOGIN);
    app = await testApp(database, {
      lineLogin: { live: true, authorizeBaseUrl: AUTHORIZE, apiBaseUrl: fake.url },
    });
    const mine = await createAccount(database, '流入経路のサロン');
    const other = await createAccount(database, 'よそのサロン');
    accountId = mine.accountId;
    otherAccountId = other.accountId;
    owner = await sessionFor(database, mine.emails.owner);
    const put = (cookie: string, body: object) =>
      app.inject({ method: 'PUT', url: '/api/line/channel', headers: { ...XHR, cookie }, payload: body });
    const saved = await put(owner, {
      name: '公式アカウント',
      line_channel_id: '1650000001',
      channel_secret: SECRET,
      basic_id: '@attrib',
      login_channel_id: `２${'０'.repeat(8)}１`,
      login_channel_secret: LOGIN.secret.toUpperCase(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const otherOwner = await sessionFor(database, other.emails.owner);
    expect(
      (
        await put(otherOwner, {
          name: 'よそ',
          line_channel_id: '1650000002',
          channel_secret: 'b'.repeat(32),
          basic_id: '@other',
          login_channel_id: OTHER_LOGIN.id,
          login_channel_secret: OTHER_LOGIN.secret,
        })
      ).statusCode,
    ).toBe(200);
    const [channel] = await rows(
      database.db,
      sql`SELECT id FROM line_channels WHERE account_id = ${accountId}`,
    );
    channelId = Number(channel?.id);
    const make = async (cookie: string, name: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/entry_sources',
          headers: { ...XHR, cookie },
          payload: { name },
        })
      ).json();
    source = await make(owner, '店頭POP');
    otherSource = await make(otherOwner, 'よその看板');
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await otherFake?.close();
    await database?.dispose();
  });

  it('the channel shows the login channel id and that its secret is set, never the secret', async () => {
    const channel = (
      await app.inject({ url: '/api/line/channel', headers: { ...XHR, cookie: owner } })
    ).json();
    expect(channel).toMatchObject({ login_channel_id: LOGIN.id, login_channel_secret_set: true });
    expect(JSON.stringify(channel)).not.toContain(LOGIN.secret);
    const stranger = await createAccount(database, '秘密なし');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/line/channel',
      headers: { ...XHR, cookie: await sessionFor(database, stranger.emails.owner) },
      payload: { name: 'x', line_channel_id: '1', channel_secret: SECRET, login_channel_id: '1x' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.login_channel_id).toEqual([
      'LINEログインのチャネルIDは数字（20桁まで）で入力してください。',
    ]);
  });

  it('/e/{code} records the visit and sends people to LINE Login with the channel, state, nonce and bot_prompt=aggressive', async () => {
    const before = await rows(database.db, sql`SELECT count(*)::int AS n FROM entry_source_visits`);
    const { location, query } = await visit(source.code);
    expect(`${location.origin}${location.pathname}`).toBe(`${AUTHORIZE}/oauth2/v2.1/authorize`);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(LOGIN.id);
    expect(query.get('redirect_uri')).toBe(`${TEST_ORIGIN}/e/callback`);
    expect(query.get('scope')).toBe('openid profile');
    expect(query.get('bot_prompt')).toBe('aggressive');
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [stored] = await rows(
      database.db,
      sql`SELECT state_hash FROM entry_login_states ORDER BY expires_at DESC`,
    );
    expect(stored?.state_hash).toBe(
      createHash('sha256')
        .update(query.get('state') ?? '')
        .digest('hex'),
    );
    const after = await rows(database.db, sql`SELECT count(*)::int AS n FROM entry_source_visits`);
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 1);
  });

  it('the callback learns the user from LINE, then the follow takes the source and counts once', async () => {
    const response = await login(user('1'), 'code-1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(ADD_FRIEND);
    expect(await attributions()).toContainEqual({
      account_id: accountId,
      line_user_id: user('1'),
      source_id: source.id,
    });
    const token = fake.requests.find((request) => request.form.code === 'code-1');
    expect(token?.form).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: `${TEST_ORIGIN}/e/callback`,
      client_id: LOGIN.id,
      client_secret: LOGIN.secret,
    });
    await follow(user('1'));
    expect(await followOf(accountId, user('1'))).toEqual([source.id]);
    expect(await follows()).toBe(1);
  });

  it('a follow LINE delivered before the person came back takes the source too', async () => {
    await follow(user('2'));
    expect(await followOf(accountId, user('2'))).toEqual([null]);
    expect((await login(user('2'), 'code-2')).statusCode).toBe(302);
    expect(await followOf(accountId, user('2'))).toEqual([source.id]);
    expect(await follows()).toBe(2);
  });

  it('the newest attribution of the last day wins; an older one gives nothing', async () => {
    const second = (
      await app.inject({
        method: 'POST',
        url: '/api/entry_sources',
        headers: { ...XHR, cookie: owner },
        payload: { name: 'Instagram' },
      })
    ).json();
    await database.db.execute(sql`
      INSERT INTO entry_attributions (account_id, line_user_id, source_id, at) VALUES
        (${accountId}, ${user('a')}, ${source.id}, now() - interval '3 hours'),
        (${accountId}, ${user('a')}, ${second.id}, now() - interval '1 hour'),
        (${accountId}, ${user('b')}, ${source.id}, now() - interval '25 hours')`);
    await follow(user('a'));
    await follow(user('b'));
    expect(await followOf(accountId, user('a'))).toEqual([second.id]);
    expect(await followOf(accountId, user('b'))).toEqual([null]);
  });

  it.each([
    ['an unknown state', async () => ({ state: 'A'.repeat(32) })],
    ['a malformed state', async () => ({ state: '<script>' })],
    ['no state', async () => ({})],
    [
      'an expired state',
      async () => {
        const { query } = await visit(source.code);
        const state = query.get('state') ?? '';
        await database.db.execute(sql`
          UPDATE entry_login_states SET expires_at = now() - interval '1 minute'
          WHERE state_hash = ${createHash('sha256').update(state).digest('hex')}`);
        return { state };
      },
    ],
    [
      'a state used once already',
      async () => {
        const { query } = await visit(source.code);
        const state = query.get('state') ?? '';
        fake.grant('code-once', { userId: user('3'), nonce: query.get('nonce') ?? '' });
        expect((await callback({ code: 'code-once', state })).statusCode).toBe(302);
        return { state };
      },
    ],
  ])('%s answers a Japanese page and records nothing', async (name, make) => {
    const known = name.startsWith('an expired') || name.startsWith('a state used');
    const query: Record<string, string> = await make();
    const before = await attributions();
    const asked = fake.requests.length;
    fake.grant('code-bad', { userId: user('4'), nonce: '' });
    const response = await callback({ code: 'code-bad', ...query });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(M.loginExpired);
    // A state this server made still knows its account: the page links to its add-friend page.
    if (known) expect(response.body).toContain(`href="${ADD_FRIEND}"`);
    expect(await attributions()).toEqual(before);
    expect(fake.requests.length).toBe(asked);
  });

  it.each([400, 500])(
    'LINE answering %i on the token answers a Japanese page and records nothing',
    async (status) => {
      const before = await attributions();
      const { query } = await visit(source.code);
      fake.grant('code-fail', { userId: user('5'), nonce: query.get('nonce') ?? '' });
      fake.failNextToken(status);
      const response = await callback({ code: 'code-fail', state: query.get('state') ?? '' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(M.loginFailed);
      expect(response.body).toContain(`href="${ADD_FRIEND}"`);
      expect(await attributions()).toEqual(before);
    },
  );

  it('a login the person cancelled goes on to the add-friend page, asks LINE nothing and records nothing', async () => {
    const before = await attributions();
    const asked = fake.requests.length;
    const { query } = await visit(source.code);
    const head = await app.inject({
      method: 'HEAD',
      url: `/e/callback?${new URLSearchParams({ state: query.get('state') ?? '' })}`,
    });
    expect(head.statusCode).toBe(200);
    const response = await callback({
      error: 'access_denied',
      error_description: 'The resource owner denied the request.',
      state: query.get('state') ?? '',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(ADD_FRIEND);
    expect(await attributions()).toEqual(before);
    expect(fake.requests.length).toBe(asked);
  });

  it.each([
    'code=a&code=b&state=x&state=y',
    `code=${'x'.repeat(5000)}&state=${'A'.repeat(32)}`,
    'code=%00&state=%00',
    'state[]=1&code[a]=2',
  ])('a hostile query (%s) answers a page below 500', async (search) => {
    const response = await app.inject({ url: `/e/callback?${search.slice(0, 200)}` });
    expect(response.statusCode).toBeLessThan(500);
    // NUL is refused before any handler by the platform's text guard (a 422), as on every route.
    if (!search.includes('%00')) expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a user id the browser sends is ignored: only LINE’s answer counts', async () => {
    const { query } = await visit(source.code);
    fake.grant('code-6', { userId: user('6'), nonce: query.get('nonce') ?? '' });
    const response = await callback({
      code: 'code-6',
      state: query.get('state') ?? '',
      user_id: user('7'),
      sub: user('7'),
    });
    expect(response.statusCode).toBe(302);
    const users = (await attributions()).map((row) => row.line_user_id);
    expect(users).toContain(user('6'));
    expect(users).not.toContain(user('7'));
    // An unknown code with an id beside it: LINE refuses the code, nothing is believed.
    const again = await visit(source.code);
    const refused = await callback({
      code: 'code-unknown',
      state: again.query.get('state') ?? '',
      user_id: user('7'),
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(M.loginFailed);
    expect((await attributions()).map((row) => row.line_user_id)).not.toContain(user('7'));
  });

  it('another account’s source is never given to this account’s follow', async () => {
    // The other account's login goes to its own channel (another fake), for the same person.
    const other = await testApp(database, {
      lineLogin: { live: true, authorizeBaseUrl: AUTHORIZE, apiBaseUrl: otherFake.url },
    });
    try {
      const visited = await other.inject({
        url: `/e/${otherSource.code}`,
        headers: { 'user-agent': IPHONE },
      });
      const query = new URL(String(visited.headers.location)).searchParams;
      expect(query.get('client_id')).toBe(OTHER_LOGIN.id);
      otherFake.grant('code-8', { userId: user('8'), nonce: query.get('nonce') ?? '' });
      const back = await other.inject({
        url: `/e/callback?${new URLSearchParams({ code: 'code-8', state: query.get('state') ?? '' })}`,
      });
      expect(back.headers.location).toBe('https://line.me/R/ti/p/%40other');
    } finally {
      await other.close();
    }
    expect(await attributions()).toContainEqual({
      account_id: otherAccountId,
      line_user_id: user('8'),
      source_id: otherSource.id,
    });
    await follow(user('8'));
    expect(await followOf(accountId, user('8'))).toEqual([null]);
  });

  it('in the sandbox the person comes straight back and the user id is made up, with no request to LINE', async () => {
    const sandbox = await testApp(database);
    try {
      const asked = fake.requests.length;
      const visited = await sandbox.inject({ url: `/e/${source.code}`, headers: { 'user-agent': IPHONE } });
      expect(visited.statusCode).toBe(302);
      const location = new URL(String(visited.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/e/callback`);
      const back = await sandbox.inject({ url: `${location.pathname}${location.search}` });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe(ADD_FRIEND);
      const [last] = (await attributions()).slice(-1);
      expect(last).toMatchObject({ account_id: accountId, source_id: source.id });
      expect(String(last?.line_user_id)).toMatch(/^U[0-9a-f]{32}$/);
      expect(fake.requests.length).toBe(asked);
    } finally {
      await sandbox.close();
    }
  });
});
