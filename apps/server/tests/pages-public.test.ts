import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Block, PageDocument } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, rows } from '../src/db';
import { japanDayOf as japanDay } from '../src/members';
import { visitorKey } from '../src/pages/public';
import { pageStyleHashes } from '../src/pages/public/render';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  sessionFor,
  TEST_ORIGIN,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

/*
 * The public pages (issue 33, helper S2): `/p/{code}` as server HTML, the buttons' redirects with
 * the goal taps, and the editor's preview, on PGlite (and PostgreSQL with TEST_DATABASE_URL).
 */

const NOW = new Date('2026-12-01T03:00:00.000Z'); // 12:00 in Tokyo
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let codeCounter = 0;
/** A page code as the server makes them (12 base64url characters), unique in this file. */
const newCode = () => `pub${String(++codeCounter).padStart(9, '0')}`;

async function insertPage(
  db: Db,
  accountId: number,
  blocks: Block[],
  options: { published?: boolean; title?: string; description?: string; ogp?: number | null } = {},
) {
  const code = newCode();
  const document: PageDocument = { blocks };
  const published = options.published === false ? null : JSON.stringify(document);
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO pages (account_id, kind, code, title, description, ogp_media_id, draft, published, published_at)
        VALUES (${accountId}, 'landing', ${code}, ${options.title ?? '春のキャンペーン'},
                ${options.description ?? '期間限定のご案内です。'}, ${options.ogp ?? null},
                ${JSON.stringify(document)}::jsonb, ${published}::jsonb, now())
        RETURNING id`,
  );
  return { id: Number(row?.id), code };
}

async function insertMedia(db: Db, accountId: number, token: string) {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, 'kv.jpg', ${token}) RETURNING id`,
  );
  const id = Number(row?.id);
  await db.execute(
    sql`INSERT INTO media_variants (media_id, variant, content_type, width, height, bytes, key, etag) VALUES
        (${id}, 'original', 'image/jpeg', 2000, 1000, 1000, ${`k-${token}-o`}, 'e1'),
        (${id}, 'imagemap-700', 'image/jpeg', 700, 350, 100, ${`k-${token}-7`}, 'e2')`,
  );
  return id;
}

const heading: Block = { id: 'h1', type: 'heading', text: '春のキャンペーン', level: 1 };
const formBlock: Block = {
  id: 'form1',
  type: 'form',
  fields: [
    {
      id: 'name',
      type: 'text',
      label: 'お名前',
      help: 'フルネームでご記入ください',
      required: true,
      options: [],
      max_length: 40,
      var_id: null,
    },
    {
      id: 'mail',
      type: 'email',
      label: 'メール',
      help: '',
      required: false,
      options: [],
      max_length: null,
      var_id: null,
    },
    {
      id: 'menu',
      type: 'radio',
      label: 'ご希望のメニュー',
      help: '',
      required: true,
      options: [
        { label: 'カット', tag_id: null },
        { label: 'カラー', tag_id: null },
      ],
      max_length: null,
      var_id: null,
    },
  ],
  submit_label: '送信する',
  thanks_text: 'ありがとうございました。',
  tag_ids: [],
  once_per_friend: false,
};

describe.each(DRIVERS)('public pages on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let distDir: string;
  let accountId: number;
  let otherAccountId: number;
  let cookie: string;
  let mediaId: number;
  let otherMediaId: number;
  const trackerLinkCode = 'TrkCommonLink001';

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // The pages feature registers the public side with the real clock: the clock is fixed here.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pageform-dist-'));
    await fs.writeFile(
      path.join(distDir, 'pageform.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/pageform-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/messages-def.js"></head><body></body></html>',
    );
    const account = await createAccount(database, 'ページのサロン');
    accountId = account.accountId;
    otherAccountId = (await createAccount(database, 'よそのサロン')).accountId;
    cookie = await sessionFor(database, account.emails.owner);
    mediaId = await insertMedia(database.db, accountId, 'tokenOwnAAAAAAAAAAAAAA');
    otherMediaId = await insertMedia(database.db, otherAccountId, 'tokenOtherAAAAAAAAAAAA');
    await database.db.execute(
      sql`INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, basic_id)
          VALUES (${accountId}, 'LINE', '1234567890', 'secret', '@salon123')`,
    );
    const [salon] = await rows(
      database.db,
      sql`INSERT INTO salons (account_id, name) VALUES (${accountId}, '本店') RETURNING id`,
    );
    await database.db.execute(
      sql`INSERT INTO salon_urls (salon_id, slug, label) VALUES (${Number(salon?.id)}, 'honten-pages', '本店')`,
    );
    const [tracker] = await rows(
      database.db,
      sql`INSERT INTO trackers (account_id, name, url) VALUES (${accountId}, 'LP', 'https://example.jp/lp') RETURNING id`,
    );
    await database.db.execute(
      sql`INSERT INTO tracker_links (code, tracker_id) VALUES (${trackerLinkCode}, ${Number(tracker?.id)})`,
    );
    app = await testApp(database, {
      consoleDist: distDir,
      captcha: { provider: 'turnstile', siteKey: 'site-key-1', secret: 'secret-1', verifyUrl: null },
    });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await database?.dispose();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, userAgent = BROWSER) =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent, 'accept-encoding': 'identity' } });

  it('answers a published page as Japanese HTML with OGP, canonical and a nonce CSP', async () => {
    const page = await insertPage(
      database.db,
      accountId,
      [heading, { id: 'img', type: 'image', media_id: mediaId, alt: 'キービジュアル', link_url: null }],
      { ogp: mediaId },
    );
    const response = await get(`/p/${page.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>春のキャンペーン</title>');
    expect(html).toContain('<meta name="description" content="期間限定のご案内です。">');
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/p/${page.code}">`);
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_ORIGIN}/media/tokenOwnAAAAAAAAAAAAAA/imagemap-700">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/p/${page.code}">`);
    expect(html).toContain('<img src="/media/tokenOwnAAAAAAAAAAAAAA/imagemap-700" width="700" height="350"');
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain(`style-src 'nonce-${nonce}'`);
  });

  it('is sent compressed as the app compresses its answers (brotli when accepted)', async () => {
    const page = await insertPage(database.db, accountId, [heading, formBlock]);
    const response = await app.inject({
      method: 'GET',
      url: `/p/${page.code}`,
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<html lang="ja">');
  });

  it('ships no script at all on a page without a form', async () => {
    const page = await insertPage(database.db, accountId, [heading, { id: 'd', type: 'divider' }]);
    const html = (await get(`/p/${page.code}`)).body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-liff-id');
  });

  it('puts the built form script with the nonce, the LIFF id and the captcha on a page with a form', async () => {
    await database.db.execute(
      sql`INSERT INTO page_settings (account_id, liff_id) VALUES (${accountId}, '1234567890-AbCdEfGh')
          ON CONFLICT (account_id) DO UPDATE SET liff_id = EXCLUDED.liff_id`,
    );
    const page = await insertPage(database.db, accountId, [heading, formBlock]);
    const response = await get(`/p/${page.code}`);
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(response.body).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/pageform-abc.js"></script>`,
    );
    expect(response.body).toContain(
      `<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/messages-def.js">`,
    );
    expect(response.body).toContain('<body data-liff-id="1234567890-AbCdEfGh">');
    expect(response.body).toContain('data-captcha="turnstile" data-captcha-site-key="site-key-1"');
    expect(response.body).toContain('<noscript>');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' https://challenges.cloudflare.com`);
    expect(policy).toContain('frame-src https://challenges.cloudflare.com');
  });

  it('answers the Japanese 404 page for an unknown code, a malformed code and an unpublished page', async () => {
    const draft = await insertPage(database.db, accountId, [heading], { published: false });
    for (const url of ['/p/unknown00000', '/p/bad', `/p/${draft.code}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>ページが見つかりません</h1>');
      expect(response.body).toContain('このページは公開されていないか、削除されました。');
    }
    const views = await rows(database.db, sql`SELECT 1 FROM page_views WHERE page_id = ${draft.id}`);
    expect(views).toHaveLength(0);
  });

  it('counts one view per visitor per Japan day, none for a bot', async () => {
    const page = await insertPage(database.db, accountId, [heading]);
    await get(`/p/${page.code}`);
    await get(`/p/${page.code}`);
    await get(`/p/${page.code}`, BOT);
    await get(`/p/${page.code}`, `${BROWSER} Line/14.0.0`);
    const views = await rows<{ day: string; visitor: string }>(
      database.db,
      sql`SELECT day::text AS day, visitor FROM page_views WHERE page_id = ${page.id} ORDER BY visitor`,
    );
    expect(views).toHaveLength(2);
    expect(views.every((view) => view.day === '2026-12-01')).toBe(true);
    expect(views.map((view) => view.visitor)).toContain(visitorKey('127.0.0.1', BROWSER, '2026-12-01'));
    expect(views[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it('redirects each kind of button and counts a goal tap for follow and booking only', async () => {
    const page = await insertPage(database.db, accountId, [
      {
        id: 'b-url',
        type: 'button',
        label: '詳しく',
        action: { kind: 'url', url: 'https://example.jp/a?b=1' },
        style: 'primary',
      },
      {
        id: 'b-tracker',
        type: 'button',
        label: '測定',
        action: { kind: 'tracker', tracker_id: 0 },
        style: 'primary',
      },
      { id: 'b-book', type: 'button', label: '予約', action: { kind: 'booking' }, style: 'primary' },
      {
        id: 'cols',
        type: 'columns',
        columns: [
          [
            {
              id: 'b-follow',
              type: 'button',
              label: '友だち追加',
              action: { kind: 'line_follow' },
              style: 'secondary',
            },
          ],
          [
            {
              id: 'b-msg',
              type: 'button',
              label: '質問する',
              action: { kind: 'line_message', text: '予約したい & 質問' },
              style: 'secondary',
            },
          ],
        ],
      },
    ]);
    // The tracker's id is only known now: point the button at it.
    const [tracker] = await rows(
      database.db,
      sql`SELECT tracker_id FROM tracker_links WHERE code = ${trackerLinkCode}`,
    );
    await database.db.execute(
      sql`UPDATE pages SET published = jsonb_set(published, '{blocks,1,action,tracker_id}', ${String(tracker?.tracker_id)}::jsonb)
          WHERE id = ${page.id}`,
    );
    const expected: Record<string, string> = {
      'b-url': 'https://example.jp/a?b=1',
      'b-tracker': `${TEST_ORIGIN}/t/${trackerLinkCode}`,
      'b-book': `${TEST_ORIGIN}/r/honten-pages`,
      'b-follow': 'https://line.me/R/ti/p/%40salon123',
      'b-msg': `https://line.me/R/oaMessage/%40salon123/?${encodeURIComponent('予約したい & 質問')}`,
    };
    for (const [block, location] of Object.entries(expected)) {
      const response = await get(`/p/${page.code}/go/${block}`);
      expect(response.statusCode, block).toBe(302);
      expect(response.headers.location, block).toBe(location);
    }
    await get(`/p/${page.code}/go/b-follow`);
    await get(`/p/${page.code}/go/b-book`, BOT);
    const clicks = await rows<{ block_id: string }>(
      database.db,
      sql`SELECT block_id FROM page_goal_clicks WHERE page_id = ${page.id} ORDER BY block_id`,
    );
    expect(clicks.map((click) => click.block_id)).toEqual(['b-book', 'b-follow']);
    expect((await get(`/p/${page.code}/go/nope`)).statusCode).toBe(404);
    expect((await get(`/p/${page.code}/go/cols`)).statusCode).toBe(404);
  });

  it('answers the 404 page for a button that cannot go anywhere (no basic id, another account tracker)', async () => {
    const page = await insertPage(database.db, otherAccountId, [
      { id: 'f', type: 'button', label: '友だち追加', action: { kind: 'line_follow' }, style: 'primary' },
      { id: 'b', type: 'button', label: '予約', action: { kind: 'booking' }, style: 'primary' },
    ]);
    expect((await get(`/p/${page.code}/go/f`)).statusCode).toBe(404);
    expect((await get(`/p/${page.code}/go/b`)).statusCode).toBe(404);
  });

  it('keeps a <script> typed into a text block as text, and drops insertion tokens', async () => {
    const page = await insertPage(database.db, accountId, [
      {
        id: 't',
        type: 'text',
        text: '<script>alert(1)</script>\n{{var:3|お客様}}さん{{tracker:9}}、こんにちは',
      },
    ]);
    const html = (await get(`/p/${page.code}`)).body;
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>お客様さん、こんにちは</p>');
    expect(html).not.toContain('<script>alert');
  });

  describe('the preview', () => {
    const preview = (payload: object, withCookie = true) =>
      app.inject({
        method: 'POST',
        url: '/api/page_preview',
        headers: { ...XHR, ...(withCookie ? { cookie } : {}) },
        payload,
      });
    const draft = (blocks: Block[]) => ({ kind: 'form', title: '下書き', draft: { blocks } });

    it('needs a session', async () => {
      expect((await preview(draft([heading]), false)).statusCode).toBe(401);
    });

    it('draws the draft with a banner, a form that cannot be sent and no script', async () => {
      const response = await preview(draft([heading, formBlock]));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('プレビュー（送信できません）');
      expect(response.body).not.toContain('<script');
      expect(response.body).toContain('<input type="text" id="f-name" name="name" required disabled');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      // The style has no nonce: the console's own policy allows it by hash in the srcdoc frame.
      const css = /<style>([^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
      const { createHash } = await import('node:crypto');
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(pageStyleHashes()).toContain(hash);
      expect(response.headers['content-security-policy']).toContain(hash);
    });

    it('shows only the account own images', async () => {
      const response = await preview(
        draft([
          { id: 'own', type: 'image', media_id: mediaId, alt: '自分の', link_url: null },
          { id: 'other', type: 'image', media_id: otherMediaId, alt: 'よその', link_url: null },
        ]),
      );
      expect(response.body).toContain('tokenOwnAAAAAAAAAAAAAA');
      expect(response.body).not.toContain('tokenOtherAAAAAAAAAAAA');
    });

    it('refuses an invalid draft with 422', async () => {
      const response = await preview({ kind: 'form', title: '', draft: { blocks: [] } });
      expect(response.statusCode).toBe(422);
    });
  });
});

describe('visitor key and Japan day', () => {
  it('turns at midnight in Tokyo, not in UTC', () => {
    expect(japanDay(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
    expect(japanDay(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
  });
  it('is 32 hex characters and differs by day', () => {
    const a = visitorKey('203.0.113.1', BROWSER, '2026-12-01');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey('203.0.113.1', BROWSER, '2026-12-02')).not.toBe(a);
  });
});
