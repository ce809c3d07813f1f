import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_ACCESS_MESSAGES as A } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, rows } from '../src/db';
import {
  bodyHtml,
  firstLine,
  japanDateText,
  postIdOf,
  renderBoard,
  renderBoardPost,
} from '../src/pages/public/boards';
import { type FakeLineLogin, startFakeLineLogin } from './fake-line/login';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  seedFriends,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

/*
 * The boards' public side (issue 33): `/b/{code}` and `/b/{code}/{postId}` behind the friends
 * gate (a friend let in through publicFriendAccess against a fake LINE Login), the posts pinned
 * first then newest with this friend's unread marks, the first read recorded once, drafts and
 * another board's posts 404, no script, personalised text, a blocked friend out again; on PGlite
 * (and PostgreSQL with TEST_DATABASE_URL). The pure helpers first, table-driven.
 */

describe('japanDateText', () => {
  it.each([
    { at: '2026-12-01T03:00:00.000Z', expected: '2026年12月1日' },
    // 15:00 UTC is midnight in Japan: the next day there.
    { at: '2026-11-30T15:00:00.000Z', expected: '2026年12月1日' },
    { at: '2026-11-30T14:59:59.999Z', expected: '2026年11月30日' },
    { at: '2027-01-09T00:00:00.000Z', expected: '2027年1月9日' },
  ])('$at → $expected', ({ at, expected }) => {
    expect(japanDateText(new Date(at))).toBe(expected);
  });
});

describe('firstLine', () => {
  it.each([
    { body: '一行目\n二行目', expected: '一行目' },
    { body: '\r\n  \n  最初の文  \r\n次', expected: '最初の文' },
    { body: '', expected: '' },
    { body: '\n\n', expected: '' },
  ])('$body → $expected', ({ body, expected }) => {
    expect(firstLine(body)).toBe(expected);
  });
});

describe('bodyHtml', () => {
  it.each([
    { body: '一行目\n二行目', expected: '<p>一行目<br>二行目</p>' },
    { body: 'a\r\n\r\nb', expected: '<p>a</p>\n<p>b</p>' },
    { body: '\n\na\n\n\n\nb\n', expected: '<p>a</p>\n<p>b</p>' },
    {
      body: '<script>alert(1)</script> & "x"',
      expected: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>',
    },
  ])('$body', ({ body, expected }) => {
    expect(bodyHtml(body)).toBe(expected);
  });
});

describe('postIdOf', () => {
  it.each([
    { value: '1', expected: 1 },
    { value: '2147483647', expected: 2147483647 },
    { value: '2147483648', expected: null },
    { value: '0', expected: null },
    { value: '012', expected: null },
    { value: '1e3', expected: null },
    { value: '-1', expected: null },
    { value: '99999999999', expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(postIdOf(value)).toBe(expected);
  });
});

describe('the board renderers', () => {
  const board = {
    code: 'abcdefghijkl',
    title: 'お知らせ',
    description: '説明です',
    theme: 'console' as const,
  };
  const at = new Date('2026-12-01T03:00:00.000Z');

  it('draws one h1, the cards in the given order, escaped, lang ja, and no script', () => {
    const html = renderBoard({
      board,
      posts: [
        {
          id: 7,
          title: '<b>ピン</b>',
          body: '本文\n二行目',
          pinned: true,
          publishedAt: at,
          unread: true,
          thumbnail: null,
        },
        {
          id: 3,
          title: '二つ目',
          body: '',
          pinned: false,
          publishedAt: at,
          unread: false,
          thumbnail: { path: '/media/t/imagemap-700', width: 700, height: 350 },
        },
      ],
      vars: new Map(),
      nonce: 'n0nce',
    });
    expect(html).toContain('<html lang="ja">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>お知らせ</h1>');
    expect(html).toContain('<p class="lead">説明です</p>');
    expect(html).toContain('&lt;b&gt;ピン&lt;/b&gt;');
    expect(html.indexOf('/b/abcdefghijkl/7')).toBeLessThan(html.indexOf('/b/abcdefghijkl/3'));
    expect(html).toContain(
      '<img class="thumb" src="/media/t/imagemap-700" width="700" height="350" alt="" decoding="async">',
    );
    expect(html).toContain('<time class="date" datetime="2026-12-01">2026年12月1日</time>');
    expect(html).not.toContain('<script');
    expect(html).toContain('<style nonce="n0nce">');
  });

  it('says the board is empty', () => {
    const html = renderBoard({ board, posts: [], vars: new Map(), nonce: 'n' });
    expect(html).toContain(`<p>${A.boardEmpty}</p>`);
    expect(html).not.toContain('<ul');
  });

  it('draws a post with its images sized and described, and the way back', () => {
    const html = renderBoardPost({
      board,
      post: { id: 7, title: '新メニュー', body: 'a\nb', pinned: false, publishedAt: at },
      images: [
        { path: '/media/a/imagemap-700', width: 700, height: 350 },
        { path: '/media/b/original', width: 100, height: 100 },
      ],
      vars: new Map(),
      nonce: 'n',
    });
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>新メニュー</h1>');
    expect(html).toContain('<p>a<br>b</p>');
    expect(html).toContain(
      '<img src="/media/a/imagemap-700" width="700" height="350" alt="「新メニュー」の画像（1/2）" decoding="async">',
    );
    expect(html).toContain('alt="「新メニュー」の画像（2/2）" loading="lazy"');
    expect(html).toContain(`<a class="back" href="/b/abcdefghijkl">${A.boardBack}</a>`);
    expect(html).toContain('<a class="site-name" href="/b/abcdefghijkl">お知らせ</a>');
    expect(html).not.toContain(A.boardPinned);
  });
});

const NOW = new Date('2026-12-01T03:00:00.000Z');
const DAY = 86_400_000;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const LOGIN = { id: '2000000233', secret: 'e'.repeat(32) };
const LIFF_ID = '2000000233-BoardGate';
const FRIEND_1 = `U${'0'.repeat(31)}1`;
const FRIEND_2 = `U${'0'.repeat(31)}2`;

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((value) => value.split(';')[0]).join('; ');

async function one(db: Db, query: ReturnType<typeof sql>) {
  return Number((await rows(db, query))[0]?.id);
}

describe.each(DRIVERS)('boards public side on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: FakeLineLogin;
  let distDir: string;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let varId: number;
  let friend1: number;
  let friend2: number;
  let imageId: number;
  let ipCounter = 0;
  const freshIp = () => `10.34.0.${++ipCounter}`;
  const CODE = 'newsboard001';
  const OTHER_CODE = 'newsboard002';
  const posts = {} as Record<'pinned' | 'newest' | 'older' | 'draft' | 'otherBoard' | 'personal', number>;

  const insertPost = (
    boardId: number,
    title: string,
    body: string,
    over: { pinned?: boolean; status?: string; daysAgo?: number; mediaIds?: number[] } = {},
  ) => {
    const status = over.status ?? 'published';
    const publishedAt =
      status === 'published' ? new Date(NOW.getTime() - (over.daysAgo ?? 1) * DAY).toISOString() : null;
    return one(
      database.db,
      sql`INSERT INTO board_posts (account_id, board_id, title, body, media_ids, pinned, status, published_at)
          VALUES (${accountId}, ${boardId}, ${title}, ${body}, ${JSON.stringify(over.mediaIds ?? [])}::jsonb,
                  ${over.pinned ?? false}, ${status}, ${publishedAt})
          RETURNING id`,
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boardgate-dist-'));
    await fs.writeFile(
      path.join(distDir, 'pagegate.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/pagegate-xyz.js"></script></head><body></body></html>',
    );
    fake = await startFakeLineLogin(LOGIN);
    const account = await createAccount(database, 'ボードのサロン');
    accountId = account.accountId;
    otherAccountId = (await createAccount(database, 'よそのサロン')).accountId;
    owner = await sessionFor(database, account.emails.owner);
    const db = database.db;
    await db.execute(
      sql`INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, basic_id, login_channel_id)
          VALUES (${accountId}, 'LINE', '1234567233', 'secret', '@boardsalon', ${LOGIN.id})`,
    );
    await db.execute(sql`INSERT INTO page_settings (account_id, liff_id) VALUES (${accountId}, ${LIFF_ID})`);
    await seedFriends(db, accountId, 2, 0);
    const friendId = async (lineUserId: string) =>
      one(db, sql`SELECT id FROM friends WHERE account_id = ${accountId} AND line_user_id = ${lineUserId}`);
    friend1 = await friendId(FRIEND_1);
    friend2 = await friendId(FRIEND_2);
    varId = await one(
      db,
      sql`INSERT INTO vars (account_id, kind, name, type, "order") VALUES (${accountId}, 'var', 'ニックネーム', 'text', 1) RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO friend_var_values (var_id, friend_id, value) VALUES (${varId}, ${friend1}, 'はなちゃん')`,
    );
    imageId = await one(
      db,
      sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, 'menu.jpg', 'board-pub-kv') RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO media_variants (media_id, variant, content_type, width, height, bytes, key, etag) VALUES
          (${imageId}, 'original', 'image/jpeg', 2000, 1000, 1000, 'k-bp-o', 'e1'),
          (${imageId}, 'imagemap-700', 'image/jpeg', 700, 350, 100, 'k-bp-7', 'e2')`,
    );
    // The board in the account's theme (sakura), the other board of the same account in its own.
    const boardId = await one(
      db,
      sql`INSERT INTO boards (account_id, code, title, description)
          VALUES (${accountId}, ${CODE}, 'サロンのお知らせ', 'お店からのお知らせです') RETURNING id`,
    );
    const otherBoardId = await one(
      db,
      sql`INSERT INTO boards (account_id, code, title, theme) VALUES (${accountId}, ${OTHER_CODE}, '別のボード', 'console') RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO boards (account_id, code, title) VALUES (${otherAccountId}, 'newsboard003', 'よそのボード')`,
    );
    posts.older = await insertPost(boardId, '古いお知らせ', '古い本文', { daysAgo: 5 });
    posts.pinned = await insertPost(boardId, '年末年始の営業', '12月31日から休みます\n二行目', {
      pinned: true,
      daysAgo: 9,
    });
    posts.newest = await insertPost(boardId, '新メニュー', '\n炭酸ヘッドスパを始めました\n詳しくは店頭で', {
      daysAgo: 1,
      mediaIds: [imageId],
    });
    posts.draft = await insertPost(boardId, '下書きの投稿', '準備中', { status: 'draft' });
    posts.personal = await insertPost(
      boardId,
      `{{var:${varId}|お客様}}さんへ`,
      `こんにちは、{{var:${varId}|お客様}}さん。`,
      {
        daysAgo: 3,
      },
    );
    posts.otherBoard = await insertPost(otherBoardId, '別ボードの投稿', '本文', { daysAgo: 1 });
    fake.issueIdToken('token-friend-1', FRIEND_1);
    fake.issueIdToken('token-friend-2', FRIEND_2);
    const lineLogin = { live: true, authorizeBaseUrl: 'https://access.example.jp', apiBaseUrl: fake.url };
    app = await testApp(database, { consoleDist: distDir, lineLogin });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await fake?.close();
    await database?.dispose();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });

  /** A friend let in the way the gate script does it (scope board, key the code): the cookie. */
  const letIn = async (idToken: string, code = CODE) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/friend_access',
      remoteAddress: freshIp(),
      headers: { ...XHR, 'user-agent': BROWSER, 'content-type': 'application/json' },
      payload: { scope: 'board', key: code, id_token: idToken },
    });
    expect(response.statusCode, response.body).toBe(204);
    return cookieOf(response.headers['set-cookie']);
  };

  const readsOf = async (postId: number) =>
    rows(database.db, sql`SELECT friend_id, read_at FROM board_post_reads WHERE post_id = ${postId}`);

  it('answers the gate (401) without the cookie, for the board and for a post, telling nothing of them', async () => {
    const response = await get(`/b/${CODE}`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain(`<body data-gate="board" data-key="${CODE}" data-liff-id="${LIFF_ID}">`);
    expect(html).toContain('src="/assets/pagegate-xyz.js"');
    expect(html).toContain(`href="https://liff.line.me/${LIFF_ID}/b/${CODE}"`);
    expect(html).toContain('<span class="site-name">サロンのお知らせ</span>');
    expect(html).not.toContain('年末年始の営業');
    // A post's address: the gate opens that very post in LINE, whether the post exists or not.
    const post = await get(`/b/${CODE}/${posts.newest}`);
    expect(post.statusCode).toBe(401);
    expect(post.body).toContain(`href="https://liff.line.me/${LIFF_ID}/b/${CODE}/${posts.newest}"`);
    expect(post.body).not.toContain('炭酸ヘッドスパ');
    expect((await get(`/b/${CODE}/999999`)).statusCode).toBe(401);
    expect(await readsOf(posts.newest)).toHaveLength(0);
  });

  it('answers the 404 page for an unknown or malformed code and a malformed post id', async () => {
    for (const url of [
      '/b/nosuchboard1',
      '/b/NOT-A-CODE',
      `/b/${CODE}/abc`,
      `/b/${CODE}/0`,
      '/b/nosuchboard1/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('ページが見つかりません');
    }
  });

  it('lets the friend in through the gate operation and lists the published posts, pinned first then newest', async () => {
    const cookie = await letIn('token-friend-1');
    const response = await get(`/b/${CODE}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('<h1>サロンのお知らせ</h1>');
    expect(html).toContain('お店からのお知らせです');
    const order = [posts.pinned, posts.newest, posts.personal, posts.older].map((id) =>
      html.indexOf(`href="/b/${CODE}/${id}"`),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('下書きの投稿');
    expect(html).not.toContain('別ボードの投稿');
    // The pinned card carries the mark; every post unread for this friend so far.
    const pinnedCard = html.slice(order[0], order[1]);
    expect(pinnedCard).toContain(`<span class="mark mark-pin">${A.boardPinned}</span>`);
    expect(html.match(new RegExp(A.boardPinned, 'g'))).toHaveLength(1);
    expect(html.match(/class="mark mark-unread"/g)).toHaveLength(4);
    // The newest: its date in Japan, its first line, its first image as the thumbnail.
    const newestCard = html.slice(order[1], order[2]);
    expect(newestCard).toContain('<time class="date" datetime="2026-11-30">2026年11月30日</time>');
    expect(newestCard).toContain('<span class="excerpt">炭酸ヘッドスパを始めました</span>');
    expect(newestCard).toContain('src="/media/board-pub-kv/imagemap-700" width="700" height="350" alt=""');
    // Personalised for this friend.
    expect(html).toContain('はなちゃんさんへ');
    expect(html).toContain('こんにちは、はなちゃんさん。');
    // The account's theme (sakura): its sheet differs from the console theme's other board.
    const other = await get(`/b/${OTHER_CODE}`, cookie);
    expect(other.statusCode).toBe(200);
    const css = (page: string) => /<style[^>]*>([^<]*)<\/style>/.exec(page)?.[1];
    expect(css(other.body)).not.toBe(css(html));
  });

  it('records one read when the friend opens a post (twice still one), which the console counts', async () => {
    const cookie = await letIn('token-friend-1');
    const first = await get(`/b/${CODE}/${posts.newest}`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const html = first.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('<h1>新メニュー</h1>');
    expect(html).toContain('<p>炭酸ヘッドスパを始めました<br>詳しくは店頭で</p>');
    expect(html).toContain(
      '<img src="/media/board-pub-kv/imagemap-700" width="700" height="350" alt="「新メニュー」の画像"',
    );
    expect(html).toContain(`<a class="back" href="/b/${CODE}">${A.boardBack}</a>`);
    const [read] = await readsOf(posts.newest);
    expect(Number(read?.friend_id)).toBe(friend1);
    // The second open keeps the first read and its time.
    vi.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    expect((await get(`/b/${CODE}/${posts.newest}`, cookie)).statusCode).toBe(200);
    vi.setSystemTime(NOW);
    const reads = await readsOf(posts.newest);
    expect(reads).toHaveLength(1);
    expect(new Date(String(reads[0]?.read_at)).getTime()).toBe(new Date(String(read?.read_at)).getTime());
    const api = await app.inject({
      method: 'GET',
      url: `/api/board_posts/${posts.newest}`,
      headers: { ...XHR, cookie: owner },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().reads).toBe(1);
    // Read now: the board marks it no more for this friend, still for the other one.
    const list = (await get(`/b/${CODE}`, cookie)).body;
    expect(list.match(/class="mark mark-unread"/g)).toHaveLength(3);
    const newestCard = list.slice(list.indexOf(`href="/b/${CODE}/${posts.newest}"`));
    expect(newestCard.slice(0, newestCard.indexOf('</li>'))).not.toContain(A.boardUnread);
    const otherFriend = await letIn('token-friend-2');
    const theirs = (await get(`/b/${CODE}`, otherFriend)).body;
    expect(theirs.match(/class="mark mark-unread"/g)).toHaveLength(4);
    // Another friend's open is a second read.
    await get(`/b/${CODE}/${posts.newest}`, otherFriend);
    expect((await readsOf(posts.newest)).map((row) => Number(row.friend_id)).sort()).toEqual(
      [friend1, friend2].sort(),
    );
  });

  it('fills the friend’s values in a post, the fallback for a friend without one', async () => {
    const one = await get(`/b/${CODE}/${posts.personal}`, await letIn('token-friend-1'));
    expect(one.body).toContain('<h1>はなちゃんさんへ</h1>');
    expect(one.body).toContain('<p>こんにちは、はなちゃんさん。</p>');
    const two = await get(`/b/${CODE}/${posts.personal}`, await letIn('token-friend-2'));
    expect(two.body).toContain('<p>こんにちは、お客様さん。</p>');
    expect(two.body).not.toContain('{{');
  });

  it('answers 404 for a draft, another board’s post, and an unknown post, recording no read', async () => {
    const cookie = await letIn('token-friend-1');
    for (const id of [posts.draft, posts.otherBoard, 999_999]) {
      const response = await get(`/b/${CODE}/${id}`, cookie);
      expect(response.statusCode, String(id)).toBe(404);
    }
    expect(await readsOf(posts.draft)).toHaveLength(0);
    expect(await readsOf(posts.otherBoard)).toHaveLength(0);
    // The other board's post at its own board's address is there.
    expect((await get(`/b/${OTHER_CODE}/${posts.otherBoard}`, cookie)).statusCode).toBe(200);
  });

  it('says a board without published posts is empty', async () => {
    await database.db.execute(
      sql`INSERT INTO boards (account_id, code, title) VALUES (${accountId}, 'newsboard004', '空のボード')`,
    );
    const response = await get('/b/newsboard004', await letIn('token-friend-1'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<p>${A.boardEmpty}</p>`);
  });

  it('keeps another account’s friend cookie and a blocked friend out (401)', async () => {
    const cookie = await letIn('token-friend-1');
    expect((await get(`/b/${CODE}`, cookie)).statusCode).toBe(200);
    // The other account's board: this account's cookie does not count there.
    expect((await get('/b/newsboard003', cookie)).statusCode).toBe(401);
    await database.db.execute(sql`UPDATE friends SET status = 'blocked' WHERE id = ${friend1}`);
    try {
      const board = await get(`/b/${CODE}`, cookie);
      expect(board.statusCode).toBe(401);
      expect(board.body).not.toContain('年末年始の営業');
      const before = (await readsOf(posts.older)).length;
      expect((await get(`/b/${CODE}/${posts.older}`, cookie)).statusCode).toBe(401);
      expect(await readsOf(posts.older)).toHaveLength(before);
    } finally {
      await database.db.execute(sql`UPDATE friends SET status = 'following' WHERE id = ${friend1}`);
    }
  });

  it('refuses the gate operation without the CSRF header the gate script sends', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/friend_access',
      remoteAddress: freshIp(),
      headers: { 'user-agent': BROWSER, 'content-type': 'application/json' },
      payload: { scope: 'board', key: CODE, id_token: 'token-friend-1' },
    });
    expect(response.statusCode).toBe(403);
  });
});
