import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_ACCESS_MESSAGES as A, type Block, type PageDocument } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { type Db, rows } from '../src/db';
import { japanDayOf as japanDay } from '../src/members';
import { pruneAccessSessions, safeNext } from '../src/pages/public/access';
import { pageStyleHashes } from '../src/pages/public/render';
import { type FakeLineLogin, startFakeLineLogin } from './fake-line/login';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  seedFriends,
  sessionFor,
  TEST_ORIGIN,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

/*
 * The sites' public side (issue 33): `/s/{slug}` and `/s/{slug}/{path}` in the site's frame, the
 * 301 from a site page's `/p/{code}`, the analytics tags and their CSP, the password form and the
 * friends gate (publicFriendAccess against a fake LINE Login), personalised text, views, rate
 * limits, on PGlite (and PostgreSQL with TEST_DATABASE_URL).
 */

const NOW = new Date('2026-12-01T03:00:00.000Z');
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LOGIN = { id: '2000000133', secret: 'f'.repeat(32) };
const LIFF_ID = '2000000133-SiteGate';
const FRIEND_1 = `U${'0'.repeat(31)}1`;
const FRIEND_BLOCKED = `U${'0'.repeat(31)}2`;
const STRANGER = `U${'f'.repeat(32)}`;

let codeCounter = 0;
const newCode = () => `site${String(++codeCounter).padStart(8, '0')}`;

const text = (id: string, value: string): Block => ({ id, type: 'text', text: value });
const heading = (id: string, value: string): Block => ({ id, type: 'heading', text: value, level: 1 });

async function one(db: Db, query: ReturnType<typeof sql>) {
  return Number((await rows(db, query))[0]?.id);
}

async function insertSite(
  db: Db,
  accountId: number,
  slug: string,
  over: {
    access?: string;
    password?: string;
    ga4?: string | null;
    pixel?: string | null;
    ogpTitle?: string;
  } = {},
) {
  const hash = over.password ? await hashPassword(over.password) : null;
  return one(
    db,
    sql`INSERT INTO sites (account_id, name, slug, access, password_hash, ga4_id, meta_pixel_id, ogp_title)
        VALUES (${accountId}, ${`サイト ${slug}`}, ${slug}, ${over.access ?? 'public'}, ${hash},
                ${over.ga4 ?? null}, ${over.pixel ?? null}, ${over.ogpTitle ?? ''})
        RETURNING id`,
  );
}

async function insertSitePage(
  db: Db,
  accountId: number,
  siteId: number,
  pagePath: string,
  blocks: Block[],
  options: { published?: boolean; title?: string } = {},
) {
  const code = newCode();
  const document: PageDocument = { blocks };
  const published = options.published === false ? null : JSON.stringify(document);
  const id = await one(
    db,
    sql`INSERT INTO pages (account_id, kind, site_id, path, code, title, description, draft, published, published_at)
        VALUES (${accountId}, 'site', ${siteId}, ${pagePath}, ${code}, ${options.title ?? `ページ ${pagePath}`},
                ${`${pagePath} の説明`}, ${JSON.stringify(document)}::jsonb, ${published}::jsonb, now())
        RETURNING id`,
  );
  return { id, code };
}

/** A site with a home, a published page and a draft page, all three in the menu. */
async function siteWithPages(
  db: Db,
  accountId: number,
  slug: string,
  over: Parameters<typeof insertSite>[3] = {},
  homeBlocks: Block[] = [heading('h', 'ようこそ'), text('t', '営業時間のご案内')],
) {
  const siteId = await insertSite(db, accountId, slug, over);
  const home = await insertSitePage(db, accountId, siteId, 'home', homeBlocks, { title: 'トップ' });
  const menuPage = await insertSitePage(db, accountId, siteId, 'menu', [text('m', 'カット 4,000円')], {
    title: 'メニュー表',
  });
  const draft = await insertSitePage(db, accountId, siteId, 'draft', [text('d', '準備中')], {
    published: false,
    title: '準備中',
  });
  const menu = [
    { label: 'ホーム', page_id: home.id },
    { label: '料金', page_id: menuPage.id },
    { label: '下書き', page_id: draft.id },
  ];
  await db.execute(
    sql`UPDATE sites SET home_page_id = ${home.id}, menu = ${JSON.stringify(menu)}::jsonb WHERE id = ${siteId}`,
  );
  return { siteId, home, menuPage, draft };
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';
const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((value) => value.split(';')[0]).join('; ');

describe.each(DRIVERS)('sites public side on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: FastifyInstance;
  let fake: FakeLineLogin;
  let distDir: string;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let varId: number;
  let otherVarId: number;
  let ipCounter = 0;
  /** A fresh address per test: the per-address limits do not carry over. */
  const freshIp = () => `10.33.0.${++ipCounter}`;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagegate-dist-'));
    await fs.writeFile(
      path.join(distDir, 'pageform.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/pageform-abc.js"></script></head><body></body></html>',
    );
    await fs.writeFile(
      path.join(distDir, 'pagegate.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/pagegate-xyz.js"></script><link rel="modulepreload" crossorigin href="/assets/pageform-liff-1.js"></head><body></body></html>',
    );
    fake = await startFakeLineLogin(LOGIN);
    const account = await createAccount(database, 'サイトのサロン');
    accountId = account.accountId;
    otherAccountId = (await createAccount(database, 'よそのサロン')).accountId;
    owner = await sessionFor(database, account.emails.owner);
    const db = database.db;
    await db.execute(
      sql`INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, basic_id, login_channel_id)
          VALUES (${accountId}, 'LINE', '1234567133', 'secret', '@sitesalon', ${LOGIN.id})`,
    );
    await db.execute(sql`INSERT INTO page_settings (account_id, liff_id) VALUES (${accountId}, ${LIFF_ID})`);
    await seedFriends(db, accountId, 1, 1);
    await seedFriends(db, otherAccountId, 1, 0);
    varId = await one(
      db,
      sql`INSERT INTO vars (account_id, kind, name, type, "order") VALUES (${accountId}, 'var', 'ニックネーム', 'text', 1) RETURNING id`,
    );
    otherVarId = await one(
      db,
      sql`INSERT INTO vars (account_id, kind, name, type, "order") VALUES (${accountId}, 'var', '誕生日', 'date', 2) RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO friend_var_values (var_id, friend_id, value)
          SELECT ${varId}, id, 'はなちゃん' FROM friends WHERE account_id = ${accountId} AND line_user_id = ${FRIEND_1}`,
    );
    fake.issueIdToken('token-friend', FRIEND_1);
    fake.issueIdToken('token-blocked', FRIEND_BLOCKED);
    fake.issueIdToken('token-stranger', STRANGER);
    const lineLogin = { live: true, authorizeBaseUrl: 'https://access.example.jp', apiBaseUrl: fake.url };
    app = await testApp(database, { consoleDist: distDir, lineLogin });
    sandbox = await testApp(database, { consoleDist: distDir });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await sandbox?.close();
    await fake?.close();
    await database?.dispose();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, options: { cookie?: string; userAgent?: string; ip?: string } = {}) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        'user-agent': options.userAgent ?? BROWSER,
        'accept-encoding': 'identity',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  const postPassword = (slug: string, form: Record<string, string>, ip: string) =>
    app.inject({
      method: 'POST',
      url: `/s/${slug}/_access`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
      payload: new URLSearchParams(form).toString(),
    });
  const friendAccess = (body: object, ip: string, server: FastifyInstance = app) =>
    server.inject({
      method: 'POST',
      url: '/api/public/friend_access',
      remoteAddress: ip,
      headers: { ...XHR, 'user-agent': BROWSER },
      payload: body,
    });

  describe('a public site', () => {
    let site: Awaited<ReturnType<typeof siteWithPages>>;
    beforeAll(async () => {
      site = await siteWithPages(database.db, accountId, 'open-salon', { ogpTitle: 'サロンの公式サイト' });
    });

    it('draws the home page in the site frame with the menu of published pages, and no script', async () => {
      const response = await get('/s/open-salon');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(
        '<header class="site"><a class="site-name" href="/s/open-salon">サイト open-salon</a>',
      );
      expect(html).toContain('<li><a href="/s/open-salon" aria-current="page">ホーム</a></li>');
      expect(html).toContain('<li><a href="/s/open-salon/menu">料金</a></li>');
      // The draft page is in the menu but not published: left out.
      expect(html).not.toContain('下書き');
      expect(html).toContain('営業時間のご案内');
      expect(html).toContain('<meta property="og:title" content="サロンの公式サイト">');
      expect(html).toContain('<meta property="og:description" content="home の説明">');
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/s/open-salon">`);
      expect(html).toContain('<title>トップ</title>');
      expect(html).not.toContain('<script');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).not.toContain('googletagmanager');
      expect(csp).not.toContain('facebook');
      expect(csp).toContain("img-src 'self' data:;");
    });

    it('draws a path page with its menu item current', async () => {
      const response = await get('/s/open-salon/menu');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<li><a href="/s/open-salon/menu" aria-current="page">料金</a></li>');
      expect(response.body).toContain('<li><a href="/s/open-salon">ホーム</a></li>');
      expect(response.body).toContain('カット 4,000円');
      expect(response.body).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/s/open-salon/menu">`);
    });

    it.each([
      ['an unknown slug', '/s/no-such-site'],
      ['a slug out of pattern', '/s/Bad_Slug'],
      ['an unknown path', '/s/open-salon/nothing'],
      ['an unpublished page', '/s/open-salon/draft'],
      ['the home page by its path', '/s/open-salon/home'],
    ])('answers 404 for %s', async (_name, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('ページが見つかりません');
    });

    it('moves a site page away from /p/{code} (301 to its site address), its buttons still redirect', async () => {
      const home = await get(`/p/${site.home.code}`);
      expect(home.statusCode).toBe(301);
      expect(home.headers.location).toBe('/s/open-salon');
      const menu = await get(`/p/${site.menuPage.code}`);
      expect(menu.statusCode).toBe(301);
      expect(menu.headers.location).toBe('/s/open-salon/menu');
      expect((await get(`/p/${site.draft.code}`)).statusCode).toBe(404);
      const withButton = await insertSitePage(database.db, accountId, site.siteId, 'go', [
        {
          id: 'b1',
          type: 'button',
          label: '予約',
          style: 'primary',
          action: { kind: 'url', url: 'https://example.jp/r' },
        },
      ]);
      const page = await get('/s/open-salon/go');
      expect(page.body).toContain(`href="/p/${withButton.code}/go/b1"`);
      const go = await get(`/p/${withButton.code}/go/b1`);
      expect(go.statusCode).toBe(302);
      expect(go.headers.location).toBe('https://example.jp/r');
    });

    it('counts a view per visitor and day, not for bots', async () => {
      const count = async () =>
        Number(
          (
            await rows(
              database.db,
              sql`SELECT count(*)::int AS n FROM page_views WHERE page_id = ${site.menuPage.id} AND day = ${japanDay(NOW)}`,
            )
          )[0]?.n,
        );
      const before = await count();
      await get('/s/open-salon/menu', { ip: '10.44.0.1' });
      await get('/s/open-salon/menu', { ip: '10.44.0.1' });
      await get('/s/open-salon/menu', { ip: '10.44.0.1', userAgent: BOT });
      expect(await count()).toBe(before + 1);
    });

    it('previews a page in its site frame, the menu inert', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/page_preview',
        headers: { ...XHR, cookie: owner },
        payload: {
          kind: 'site',
          id: site.menuPage.id,
          site_id: site.siteId,
          title: '料金',
          draft: { blocks: [text('x', '下書きの本文')] },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<a class="site-name">サイト open-salon</a>');
      expect(response.body).toContain('<li><a aria-current="page">料金</a></li>');
      expect(response.body).not.toContain('href="/s/open-salon');
      expect(response.body).not.toContain('<script');
      const css = /<style>([^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
      const { createHash } = await import('node:crypto');
      expect(pageStyleHashes()).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    });

    it('previews without a frame for a site of another account', async () => {
      const foreign = await insertSite(database.db, otherAccountId, 'foreign-site');
      const response = await app.inject({
        method: 'POST',
        url: '/api/page_preview',
        headers: { ...XHR, cookie: owner },
        payload: { kind: 'site', site_id: foreign, title: '料金', draft: { blocks: [text('x', '本文')] } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('foreign-site');
      expect(response.body).not.toContain('class="site"');
    });
  });

  describe('analytics', () => {
    it('adds the gtag and the Meta pixel with the nonce, and their hosts to the CSP', async () => {
      await siteWithPages(database.db, accountId, 'tagged-salon', {
        ga4: 'G-ABC123XYZ',
        pixel: '123456789012',
      });
      const response = await get('/s/tagged-salon');
      expect(response.statusCode).toBe(200);
      const csp = response.headers['content-security-policy'] as string;
      const nonce = nonceOf(csp);
      expect(nonce).not.toBe('');
      const html = response.body;
      expect(html).toContain(
        `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"></script>`,
      );
      expect(html).toContain(`gtag('config',"G-ABC123XYZ");`);
      expect(html).toContain(`fbq('init',"123456789012");`);
      expect(html).toContain(
        '<noscript><img hidden height="1" width="1" alt="" src="https://www.facebook.com/tr?id=123456789012&amp;ev=PageView&amp;noscript=1"></noscript>',
      );
      // Every script carries this answer's nonce.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      expect(csp).toContain(
        `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com https://connect.facebook.net`,
      );
      expect(csp).toContain(
        "img-src 'self' data: https://www.googletagmanager.com https://*.google-analytics.com https://www.facebook.com",
      );
      expect(csp).toContain(
        "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com https://connect.facebook.net",
      );
    });

    it('allows only the tag that is set', async () => {
      await siteWithPages(database.db, accountId, 'ga-only-salon', { ga4: 'G-ONLY1' });
      const response = await get('/s/ga-only-salon');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain('https://www.googletagmanager.com');
      expect(csp).not.toContain('facebook');
      expect(response.body).not.toContain('fbq(');
    });
  });

  describe('a password site', () => {
    let siteId: number;
    beforeAll(async () => {
      ({ siteId } = await siteWithPages(database.db, accountId, 'secret-salon', {
        access: 'password',
        password: 'himitsu-42',
      }));
    });

    it('answers the password form (401, no content, no script)', async () => {
      const response = await get('/s/secret-salon/menu');
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(A.passwordTitle);
      expect(response.body).toContain('<form method="post" action="/s/secret-salon/_access">');
      expect(response.body).toContain('<input type="hidden" name="next" value="/s/secret-salon/menu">');
      expect(response.body).not.toContain('カット 4,000円');
      expect(response.body).not.toContain('<script');
      // Behind the gate, which paths exist is not told.
      expect((await get('/s/secret-salon/nothing')).statusCode).toBe(401);
    });

    it('refuses a wrong password with the form again, lets the right one in with a cookie', async () => {
      const ip = freshIp();
      const wrong = await postPassword(
        'secret-salon',
        { password: 'nope', next: '/s/secret-salon/menu' },
        ip,
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain(A.passwordWrong);
      expect(wrong.headers['set-cookie']).toBeUndefined();

      const right = await postPassword(
        'secret-salon',
        { password: 'himitsu-42', next: '/s/secret-salon/menu' },
        ip,
      );
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/s/secret-salon/menu');
      const setCookie = String(right.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^console_ps_${siteId}=[A-Za-z0-9_-]{43};`));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      const cookie = cookieOf(right.headers['set-cookie']);
      const page = await get('/s/secret-salon/menu', { cookie });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('カット 4,000円');
      // The row keeps the token's hash only.
      const [stored] = await rows(
        database.db,
        sql`SELECT token_hash, kind, site_id, access_version FROM public_access_sessions WHERE site_id = ${siteId}`,
      );
      expect(stored?.kind).toBe('password');
      expect(String(stored?.token_hash)).toMatch(/^[0-9a-f]{64}$/);
      expect(cookie).not.toContain(String(stored?.token_hash));

      // A new password (or access) bumps the version: the cookie no longer counts.
      await database.db.execute(
        sql`UPDATE sites SET access_version = access_version + 1 WHERE id = ${siteId}`,
      );
      expect((await get('/s/secret-salon/menu', { cookie })).statusCode).toBe(401);
    });

    it('sends back only to an address of the same site', async () => {
      const response = await postPassword(
        'secret-salon',
        { password: 'himitsu-42', next: 'https://evil.example/s/secret-salon' },
        freshIp(),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/s/secret-salon');
    });

    it.each([
      ['/s/secret-salon', '/s/secret-salon'],
      ['/s/secret-salon/menu', '/s/secret-salon/menu'],
      ['/s/other-salon/menu', '/s/secret-salon'],
      ['//evil.example/s/secret-salon/menu', '/s/secret-salon'],
      ['/s/secret-salon/../../p/abc', '/s/secret-salon'],
      ['/s/secret-salon/menu?x=1', '/s/secret-salon'],
      [undefined, '/s/secret-salon'],
    ])('safeNext(%s) is %s', (next, expected) => {
      expect(safeNext(next, 'secret-salon')).toBe(expected);
    });

    it('a cookie of another site does not open this one', async () => {
      const { siteId: otherSite } = await siteWithPages(database.db, accountId, 'secret-two', {
        access: 'password',
        password: 'himitsu-42',
      });
      const right = await postPassword(
        'secret-two',
        { password: 'himitsu-42', next: '/s/secret-two' },
        freshIp(),
      );
      expect(String(right.headers['set-cookie'])).toContain(`console_ps_${otherSite}=`);
      const cookie = cookieOf(right.headers['set-cookie']).replace(
        `console_ps_${otherSite}`,
        `console_ps_${siteId}`,
      );
      expect((await get('/s/secret-salon', { cookie })).statusCode).toBe(401);
    });

    it('refuses a cross-site post of the form (403), takes a same-origin one', async () => {
      const post = (site: string) =>
        app.inject({
          method: 'POST',
          url: '/s/secret-salon/_access',
          remoteAddress: freshIp(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
          payload: 'password=himitsu-42',
        });
      expect((await post('cross-site')).statusCode).toBe(403);
      expect((await post('same-origin')).statusCode).toBe(303);
    });

    it('limits password tries per address (429)', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      // An empty password is refused without the (slow on purpose) scrypt: the limit is what is tested.
      for (let i = 0; i < 11; i++)
        statuses.push((await postPassword('secret-salon', { password: '' }, ip)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('a friends-only site', () => {
    let site: Awaited<ReturnType<typeof siteWithPages>>;
    beforeAll(async () => {
      site = await siteWithPages(database.db, accountId, 'friends-salon', { access: 'friends' }, [
        text('t', `こんにちは、{{var:${varId}|お客様}}さん。誕生日は{{var:${otherVarId}|未登録}}です。`),
      ]);
    });

    it('answers the gate page (401, the gate script with the nonce, no content)', async () => {
      const response = await get('/s/friends-salon/menu');
      expect(response.statusCode).toBe(401);
      const nonce = nonceOf(response.headers['content-security-policy'] as string);
      const html = response.body;
      expect(html).toContain(`<body data-gate="site" data-key="friends-salon" data-liff-id="${LIFF_ID}">`);
      expect(html).toContain(
        `<script nonce="${nonce}" type="module" crossorigin src="/assets/pagegate-xyz.js"></script>`,
      );
      expect(html).toContain(`href="https://liff.line.me/${LIFF_ID}/s/friends-salon/menu"`);
      expect(html).toContain('href="https://line.me/R/ti/p/%40sitesalon"');
      expect(html).toContain(A.friendsLead);
      expect(html).not.toContain('カット 4,000円');
      expect(response.headers['content-security-policy']).toContain('https://*.line.me');
    });

    it('refuses a forged token (401), a blocked friend and a stranger (403); the sandbox (401)', async () => {
      const forged = await friendAccess(
        { scope: 'site', key: 'friends-salon', id_token: 'forged' },
        freshIp(),
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe(A.friendsFailed);
      expect(forged.headers['set-cookie']).toBeUndefined();
      const blocked = await friendAccess(
        { scope: 'site', key: 'friends-salon', id_token: 'token-blocked' },
        freshIp(),
      );
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(A.friendsNotFriend);
      const stranger = await friendAccess(
        { scope: 'site', key: 'friends-salon', id_token: 'token-stranger' },
        freshIp(),
      );
      expect(stranger.statusCode).toBe(403);
      const unknown = await friendAccess(
        { scope: 'site', key: 'no-such-site', id_token: 'token-friend' },
        freshIp(),
      );
      expect(unknown.statusCode).toBe(404);
      const offline = await friendAccess(
        { scope: 'site', key: 'friends-salon', id_token: 'token-friend' },
        freshIp(),
        sandbox,
      );
      expect(offline.statusCode).toBe(401);
      expect(offline.headers['set-cookie']).toBeUndefined();
    });

    it('lets a verified friend in with a cookie: the page personalised, the view the friend’s', async () => {
      const response = await friendAccess(
        { scope: 'site', key: 'friends-salon', id_token: 'token-friend' },
        freshIp(),
      );
      expect(response.statusCode).toBe(204);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^console_pf_${accountId}=[A-Za-z0-9_-]{43};`));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      const cookie = cookieOf(response.headers['set-cookie']);
      const page = await get('/s/friends-salon', { cookie, ip: '10.55.0.1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('こんにちは、はなちゃんさん。誕生日は未登録です。');
      expect(page.body).not.toContain('<script');
      const [friend] = await rows(
        database.db,
        sql`SELECT id FROM friends WHERE account_id = ${accountId} AND line_user_id = ${FRIEND_1}`,
      );
      const views = await rows(
        database.db,
        sql`SELECT friend_id FROM page_views WHERE page_id = ${site.home.id}`,
      );
      expect(views.map((row) => Number(row.friend_id))).toContain(Number(friend?.id));
      // The cookie is the account's: a forged value or another account's name lets nobody in.
      expect(
        (await get('/s/friends-salon', { cookie: `console_pf_${accountId}=${'a'.repeat(43)}` })).statusCode,
      ).toBe(401);
      expect(
        (
          await get('/s/friends-salon', {
            cookie: cookie.replace(`console_pf_${accountId}`, `console_pf_${otherAccountId}`),
          })
        ).statusCode,
      ).toBe(401);
      // A friend who blocks the account afterwards is out.
      await database.db.execute(sql`UPDATE friends SET status = 'blocked' WHERE id = ${Number(friend?.id)}`);
      expect((await get('/s/friends-salon', { cookie })).statusCode).toBe(401);
      await database.db.execute(
        sql`UPDATE friends SET status = 'following' WHERE id = ${Number(friend?.id)}`,
      );
    });

    it('anonymous readers of a public site see the fallbacks', async () => {
      await siteWithPages(database.db, accountId, 'anon-salon', {}, [
        text('t', `こんにちは、{{var:${varId}|お客様}}さん。`),
      ]);
      const page = await get('/s/anon-salon');
      expect(page.body).toContain('こんにちは、お客様さん。');
    });

    it('lets a friend into a board of the account the same way', async () => {
      await database.db.execute(
        sql`INSERT INTO boards (account_id, code, title) VALUES (${accountId}, 'boardcode001', 'お知らせ')`,
      );
      const response = await friendAccess(
        { scope: 'board', key: 'boardcode001', id_token: 'token-friend' },
        freshIp(),
      );
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toContain(`console_pf_${accountId}=`);
    });

    it('prunes the sessions past their time, keeps the others', async () => {
      const past = new Date(NOW.getTime() - 1000).toISOString();
      await database.db.execute(
        sql`INSERT INTO public_access_sessions (token_hash, account_id, kind, friend_id, expires_at)
            VALUES (${'0'.repeat(64)}, ${accountId}, 'friend', 1, ${past})`,
      );
      const count = async () =>
        Number((await rows(database.db, sql`SELECT count(*)::int AS n FROM public_access_sessions`))[0]?.n);
      const before = await count();
      await pruneAccessSessions(database.db, NOW);
      expect(await count()).toBe(before - 1);
      const [gone] = await rows(
        database.db,
        sql`SELECT 1 FROM public_access_sessions WHERE token_hash = ${'0'.repeat(64)}`,
      );
      expect(gone).toBeUndefined();
    });

    it('limits the friend access per address (429)', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await friendAccess({ scope: 'site', key: 'friends-salon', id_token: 'forged' }, ip)).statusCode,
        );
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
