import { BOARDS_MESSAGES as B, PAGES_MESSAGES as M, PAGE_CODE_PATTERN } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBoardsDemo } from '../src/pages/boards/seed';
import { imageUrlsFor, nextPublishedAt } from '../src/pages/boards/service';
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
  TEST_ORIGIN,
  type TestDatabase,
  XHR,
} from './helpers';

/*
 * Boards (issue 33) through the API on each database: the boards and their posts of an account
 * only (another account's id is 404), reads with a session and writes with BOARD_WRITE, the
 * images checked and drawn as URLs, the order (pinned first, then newest), published_at kept once
 * set, the reads counted and listed (a removed friend left out), the cascade of a delete, the
 * image library's uses, and the demo seed. The pure rules first, table-driven.
 */

const VALIDATION = '入力内容に誤りがあります。';
const DAY = 86_400_000;

describe('nextPublishedAt', () => {
  const now = new Date('2026-12-01T00:00:00.000Z');
  const before = new Date('2026-11-01T00:00:00.000Z');
  it.each([
    { current: null, status: 'draft', expected: null },
    { current: null, status: 'published', expected: now },
    { current: before, status: 'published', expected: before },
    { current: before, status: 'draft', expected: before },
  ] as const)('$current, $status → $expected', ({ current, status, expected }) => {
    expect(nextPublishedAt(current, status, now)).toEqual(expected);
  });
});

describe('imageUrlsFor', () => {
  const paths = new Map([
    [1, '/media/a/original'],
    [2, '/media/b/imagemap-700'],
  ]);
  it.each([
    { ids: [], expected: [] },
    { ids: [2, 1], expected: ['https://o.jp/media/b/imagemap-700', 'https://o.jp/media/a/original'] },
    { ids: [1, 3, 2], expected: ['https://o.jp/media/a/original', 'https://o.jp/media/b/imagemap-700'] },
    { ids: [3], expected: [] },
  ])('$ids', ({ ids, expected }) => {
    expect(imageUrlsFor(ids, paths, 'https://o.jp')).toEqual(expected);
  });
});

describe.each(DRIVERS)('boards on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let otherOwner: string;
  let staff: string;
  let writer: string;
  let image: { id: number; token: string };
  let bare: number;
  let theirImage: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null = owner,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const response = await call(method, url, owner, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };
  const one = async (query: ReturnType<typeof sql>) => Number((await rows(database.db, query))[0]?.id);
  const newBoard = async (title = 'お知らせ') =>
    (await ok('POST', '/api/boards', { title, description: '説明' }, 201)) as { id: number; code: string };
  const newPost = async (boardId: number, over: object = {}) =>
    ok('POST', `/api/boards/${boardId}/posts`, { title: '投稿', body: '本文', ...over }, 201);
  const friendIds = async (account: number) =>
    (
      await rows(
        database.db,
        sql`SELECT id FROM friends WHERE account_id = ${account} AND status = 'following' ORDER BY id`,
      )
    ).map((row) => Number(row.id));

  beforeAll(async () => {
    ({ database, app, close } = await openTestApp(driver));
    const me = await createAccount(database, 'ボードのサロン');
    const other = await createAccount(database, 'よそのサロン');
    accountId = me.accountId;
    otherAccountId = other.accountId;
    owner = await sessionFor(database, me.emails.owner);
    otherOwner = await sessionFor(database, other.emails.owner);
    staff = await sessionFor(database, me.emails.staff);
    writer = await sessionWithKeys(database, accountId, ['BOARD_WRITE']);
    // 4 following, 2 blocked; the other account 2 following.
    await seedFriends(database.db, accountId, 4, 2);
    await seedFriends(database.db, otherAccountId, 2, 0);
    const token = `boards-kv-${accountId}`;
    image = {
      id: await one(
        sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, 'kv.jpg', ${token}) RETURNING id`,
      ),
      token,
    };
    await database.db.execute(
      sql`INSERT INTO media_variants (media_id, variant, content_type, width, height, bytes, key, etag) VALUES
          (${image.id}, 'original', 'image/jpeg', 2000, 1000, 1000, ${`k-${token}-o`}, 'e1'),
          (${image.id}, 'imagemap-700', 'image/jpeg', 700, 350, 100, ${`k-${token}-7`}, 'e2')`,
    );
    // An image with only its original.
    bare = await one(
      sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, 'bare.png', ${`boards-bare-${accountId}`}) RETURNING id`,
    );
    await database.db.execute(
      sql`INSERT INTO media_variants (media_id, variant, content_type, width, height, bytes, key, etag) VALUES
          (${bare}, 'original', 'image/png', 100, 100, 10, ${`k-bare-${accountId}`}, 'e3')`,
    );
    theirImage = await one(
      sql`INSERT INTO media (account_id, name, token) VALUES (${otherAccountId}, 'theirs.jpg', ${`boards-theirs-${otherAccountId}`}) RETURNING id`,
    );
  });
  afterAll(async () => {
    await close?.();
  });

  describe('boards', () => {
    it('creates a board with its code, addresses and counts, and lists the account’s newest first', async () => {
      const first = await newBoard('一つめ');
      const created = await ok(
        'POST',
        '/api/boards',
        { title: '  二つめ  ', description: 'サロンからのお知らせ', theme: null },
        201,
      );
      expect(created).toMatchObject({
        title: '二つめ',
        description: 'サロンからのお知らせ',
        theme: null,
        public_url: `${TEST_ORIGIN}/b/${created.code}`,
        liff_url: null,
        posts: 0,
        published_posts: 0,
        friends: 4,
      });
      expect(created.code).toMatch(PAGE_CODE_PATTERN);
      expect(created.code).not.toBe(first.code);
      const list = await ok('GET', '/api/boards');
      const ids = list.map((board: { id: number }) => board.id);
      expect(ids.indexOf(created.id)).toBeLessThan(ids.indexOf(first.id));
      expect((await call('GET', '/api/boards', otherOwner)).json()).toEqual([]);
      // A description left out is empty.
      expect((await ok('POST', '/api/boards', { title: '説明なし' }, 201)).description).toBe('');
    });

    it('gives the LIFF address when the account has a LIFF id', async () => {
      await ok('PUT', '/api/page_settings', { liff_id: '1234567890-AbCdEfGh' });
      const board = await newBoard('LIFF');
      const read = await ok('GET', `/api/boards/${board.id}`);
      expect(read.liff_url).toBe(`https://liff.line.me/1234567890-AbCdEfGh/b/${board.code}`);
      await ok('PUT', '/api/page_settings', { liff_id: null });
      expect((await ok('GET', `/api/boards/${board.id}`)).liff_url).toBeNull();
    });

    it('updates the title, description and theme, the code kept', async () => {
      const board = await newBoard();
      const updated = await ok('PUT', `/api/boards/${board.id}`, {
        title: '新しい名前',
        description: '新しい説明',
        theme: 'console',
      });
      expect(updated).toMatchObject({ title: '新しい名前', description: '新しい説明', theme: 'console' });
      expect(updated.code).toBe(board.code);
      const cleared = await ok('PUT', `/api/boards/${board.id}`, { title: '新しい名前' });
      expect(cleared).toMatchObject({ description: '', theme: null });
    });

    it('refuses a bad board with the field’s path', async () => {
      for (const [payload, path, message] of [
        [{ title: '' }, 'title', B.title],
        [{ title: '   ' }, 'title', B.title],
        [{ title: 'あ'.repeat(101) }, 'title', B.title],
        [{ title: 'ok', description: 'あ'.repeat(301) }, 'description', B.description],
        [{}, 'title', B.title],
      ] as const) {
        const response = await call('POST', '/api/boards', owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().message).toBe(VALIDATION);
        expect(response.json().errors[path]).toEqual([message]);
      }
      const board = await newBoard();
      const bad = await call('PUT', `/api/boards/${board.id}`, owner, { title: '' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.title).toEqual([B.title]);
      const theme = await call('POST', '/api/boards', owner, { title: 'ok', theme: 'nope' });
      expect(theme.statusCode).toBe(422);
      expect(Object.keys(theme.json().errors)).toEqual(['theme']);
    });

    it('another account’s board is 404 for every operation', async () => {
      const board = await newBoard();
      const post = await newPost(board.id);
      for (const [method, url, payload] of [
        ['GET', `/api/boards/${board.id}`],
        ['PUT', `/api/boards/${board.id}`, { title: 'x' }],
        ['DELETE', `/api/boards/${board.id}`],
        ['GET', `/api/boards/${board.id}/posts`],
        ['POST', `/api/boards/${board.id}/posts`, { title: 'x', body: 'y' }],
        ['GET', `/api/board_posts/${post.id}`],
        ['PUT', `/api/board_posts/${post.id}`, { title: 'x', body: 'y' }],
        ['DELETE', `/api/board_posts/${post.id}`],
        ['GET', `/api/board_posts/${post.id}/reads`],
      ] as const) {
        const response = await call(method, url, otherOwner, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      // Nothing changed.
      expect((await ok('GET', `/api/boards/${board.id}`)).title).toBe('お知らせ');
      expect((await ok('GET', `/api/board_posts/${post.id}`)).title).toBe('投稿');
      expect((await call('GET', '/api/boards/999999999')).statusCode).toBe(404);
    });

    it('reads need a session; writes need BOARD_WRITE (403 for the staff without it)', async () => {
      const board = await newBoard();
      const post = await newPost(board.id);
      expect((await call('GET', '/api/boards', null)).statusCode).toBe(401);
      for (const url of [
        '/api/boards',
        `/api/boards/${board.id}`,
        `/api/boards/${board.id}/posts`,
        `/api/board_posts/${post.id}`,
        `/api/board_posts/${post.id}/reads`,
      ]) {
        expect((await call('GET', url, staff)).statusCode, url).toBe(200);
      }
      for (const [method, url, payload] of [
        ['POST', '/api/boards', { title: 'x' }],
        ['PUT', `/api/boards/${board.id}`, { title: 'x' }],
        ['DELETE', `/api/boards/${board.id}`],
        ['POST', `/api/boards/${board.id}/posts`, { title: 'x', body: 'y' }],
        ['PUT', `/api/board_posts/${post.id}`, { title: 'x', body: 'y' }],
        ['DELETE', `/api/board_posts/${post.id}`],
      ] as const) {
        const response = await call(method, url, staff, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      // The key alone is enough.
      const made = await call('POST', '/api/boards', writer, { title: '係の作成' });
      expect(made.statusCode).toBe(201);
      const posted = await call('POST', `/api/boards/${made.json().id}/posts`, writer, {
        title: 'x',
        body: 'y',
      });
      expect(posted.statusCode).toBe(201);
      expect((await call('DELETE', `/api/boards/${made.json().id}`, writer)).statusCode).toBe(204);
    });

    it('counts posts, published posts and the friends not blocked', async () => {
      const board = await newBoard();
      await newPost(board.id, { status: 'published' });
      await newPost(board.id, { status: 'published' });
      await newPost(board.id);
      const read = await ok('GET', `/api/boards/${board.id}`);
      expect(read).toMatchObject({ posts: 3, published_posts: 2, friends: 4 });
      const listed = (await ok('GET', '/api/boards')).find((each: { id: number }) => each.id === board.id);
      expect(listed).toMatchObject({ posts: 3, published_posts: 2, friends: 4 });
    });

    it('deletes a board with its posts and their reads', async () => {
      const board = await newBoard();
      const post = await newPost(board.id, { status: 'published' });
      const [friend] = await friendIds(accountId);
      await database.db.execute(
        sql`INSERT INTO board_post_reads (post_id, friend_id) VALUES (${post.id}, ${friend})`,
      );
      const removed = await call('DELETE', `/api/boards/${board.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await call('GET', `/api/boards/${board.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/board_posts/${post.id}`)).statusCode).toBe(404);
      const left = await rows(
        database.db,
        sql`SELECT (SELECT count(*) FROM board_posts WHERE board_id = ${board.id}) AS posts,
                   (SELECT count(*) FROM board_post_reads WHERE post_id = ${post.id}) AS reads`,
      );
      expect(left[0]).toMatchObject({ posts: expect.anything(), reads: expect.anything() });
      expect(Number(left[0]?.posts)).toBe(0);
      expect(Number(left[0]?.reads)).toBe(0);
      expect((await call('DELETE', `/api/boards/${board.id}`)).statusCode).toBe(404);
    });
  });

  describe('posts', () => {
    it('creates a post with its images’ URLs in order, and reads it back', async () => {
      const board = await newBoard();
      const post = await newPost(board.id, {
        title: ' 新メニュー ',
        body: '炭酸ヘッドスパ',
        media_ids: [bare, image.id],
        pinned: true,
        status: 'draft',
      });
      expect(post).toMatchObject({
        board_id: board.id,
        title: '新メニュー',
        body: '炭酸ヘッドスパ',
        media_ids: [bare, image.id],
        image_urls: [
          `${TEST_ORIGIN}/media/boards-bare-${accountId}/original`,
          `${TEST_ORIGIN}/media/${image.token}/imagemap-700`,
        ],
        pinned: true,
        status: 'draft',
        published_at: null,
        reads: 0,
      });
      expect(await ok('GET', `/api/board_posts/${post.id}`)).toEqual(post);
      // Defaults: no images, not pinned, a draft.
      const plain = await newPost(board.id);
      expect(plain).toMatchObject({ media_ids: [], image_urls: [], pinned: false, status: 'draft' });
    });

    it('leaves out the URL of an image deleted from the library', async () => {
      const board = await newBoard();
      const gone = await one(
        sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, 'gone.jpg', ${`boards-gone-${accountId}`}) RETURNING id`,
      );
      const post = await newPost(board.id, { media_ids: [gone, image.id] });
      await database.db.execute(sql`DELETE FROM media WHERE id = ${gone}`);
      const read = await ok('GET', `/api/board_posts/${post.id}`);
      expect(read.media_ids).toEqual([gone, image.id]);
      expect(read.image_urls).toEqual([`${TEST_ORIGIN}/media/${image.token}/imagemap-700`]);
    });

    it('refuses another account’s image or an unknown one at media_ids.N', async () => {
      const board = await newBoard();
      const response = await call('POST', `/api/boards/${board.id}/posts`, owner, {
        title: 't',
        body: 'b',
        media_ids: [image.id, theirImage, 999999999],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'media_ids.1': [M.unknownMedia],
        'media_ids.2': [M.unknownMedia],
      });
      const post = await newPost(board.id);
      const update = await call('PUT', `/api/board_posts/${post.id}`, owner, {
        title: 't',
        body: 'b',
        media_ids: [theirImage],
      });
      expect(update.statusCode).toBe(422);
      expect(update.json().errors).toEqual({ 'media_ids.0': [M.unknownMedia] });
      expect((await ok('GET', `/api/board_posts/${post.id}`)).media_ids).toEqual([]);
    });

    it('refuses a bad post with the field’s path', async () => {
      const board = await newBoard();
      for (const [payload, path, message] of [
        [{ title: '', body: 'b' }, 'title', B.postTitle],
        [{ title: 'あ'.repeat(101), body: 'b' }, 'title', B.postTitle],
        [{ title: 't', body: '' }, 'body', B.postBody],
        [{ title: 't', body: 'あ'.repeat(5001) }, 'body', B.postBody],
        [{ title: 't', body: 'b', media_ids: [1, 2, 3, 4, 5] }, 'media_ids', B.postImages],
        [{ title: 't', body: 'b', status: 'scheduled' }, 'status', B.postStatus],
        [{ title: 't', body: 'b', media_ids: ['x'] }, 'media_ids.0', M.image],
      ] as const) {
        const response = await call('POST', `/api/boards/${board.id}/posts`, owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().errors[path], JSON.stringify(response.json().errors)).toEqual([message]);
      }
      const post = await newPost(board.id);
      const bad = await call('PUT', `/api/board_posts/${post.id}`, owner, { title: 't', body: ' ' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.body).toEqual([B.postBody]);
    });

    it('sets published_at the first time it is published and keeps it through draft and back', async () => {
      const board = await newBoard();
      const post = await newPost(board.id);
      expect(post.published_at).toBeNull();
      const body = { title: '投稿', body: '本文' };
      const published = await ok('PUT', `/api/board_posts/${post.id}`, { ...body, status: 'published' });
      expect(published.status).toBe('published');
      expect(published.published_at).not.toBeNull();
      const first = published.published_at;
      const draft = await ok('PUT', `/api/board_posts/${post.id}`, { ...body, status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', published_at: first });
      const again = await ok('PUT', `/api/board_posts/${post.id}`, { ...body, status: 'published' });
      expect(again).toMatchObject({ status: 'published', published_at: first });
      // Published at creation: set then.
      const now = await newPost(board.id, { status: 'published' });
      expect(Date.parse(now.published_at)).toBeGreaterThanOrEqual(Date.parse(first));
    });

    it('lists pinned first, then newest (published, or a draft’s update), with q, status and pages', async () => {
      const board = await newBoard();
      const make = async (title: string, pinned: boolean, status: string, daysAgo: number) => {
        const post = await newPost(board.id, { title, pinned, status });
        const at = new Date(Date.now() - daysAgo * DAY);
        await database.db.execute(
          sql`UPDATE board_posts SET updated_at = ${at.toISOString()}::timestamptz,
                published_at = CASE WHEN status = 'published' THEN ${at.toISOString()}::timestamptz END
              WHERE id = ${post.id}`,
        );
        return post.id as number;
      };
      const oldPinned = await make('ピン留め 古い', true, 'published', 20);
      const recent = await make('最近のお知らせ', false, 'published', 1);
      const older = await make('前のお知らせ', false, 'published', 5);
      const draft = await make('下書き', false, 'draft', 3);
      const pinnedDraft = await make('ピン留め 下書き', true, 'draft', 10);
      const ids = (list: { id: number }[]) => list.map((post) => post.id);
      expect(ids(await ok('GET', `/api/boards/${board.id}/posts`))).toEqual([
        pinnedDraft,
        oldPinned,
        recent,
        draft,
        older,
      ]);
      expect(ids(await ok('GET', `/api/boards/${board.id}/posts?status=draft`))).toEqual([
        pinnedDraft,
        draft,
      ]);
      expect(ids(await ok('GET', `/api/boards/${board.id}/posts?status=published`))).toEqual([
        oldPinned,
        recent,
        older,
      ]);
      expect(
        ids(await ok('GET', `/api/boards/${board.id}/posts?q=${encodeURIComponent('お知らせ')}`)),
      ).toEqual([recent, older]);
      // A literal % finds nothing rather than everything.
      expect(await ok('GET', `/api/boards/${board.id}/posts?q=${encodeURIComponent('%')}`)).toEqual([]);
      const paged = await call('GET', `/api/boards/${board.id}/posts?page=2&per_page=2`);
      expect(paged.statusCode).toBe(200);
      expect(ids(paged.json())).toEqual([recent, draft]);
      expect(paged.headers['x-total-count']).toBe('5');
      expect(String(paged.headers.link)).toContain('rel="next"');
      // Another board's posts are not listed.
      const other = await newBoard('別のボード');
      expect(await ok('GET', `/api/boards/${other.id}/posts`)).toEqual([]);
    });

    it('deletes a post and its reads', async () => {
      const board = await newBoard();
      const post = await newPost(board.id, { status: 'published' });
      const [friend] = await friendIds(accountId);
      await database.db.execute(
        sql`INSERT INTO board_post_reads (post_id, friend_id) VALUES (${post.id}, ${friend})`,
      );
      expect((await call('DELETE', `/api/board_posts/${post.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/board_posts/${post.id}`)).statusCode).toBe(404);
      const [left] = await rows(
        database.db,
        sql`SELECT count(*) AS n FROM board_post_reads WHERE post_id = ${post.id}`,
      );
      expect(Number(left?.n)).toBe(0);
      expect((await ok('GET', `/api/boards/${board.id}`)).posts).toBe(0);
    });
  });

  describe('reads', () => {
    it('counts the reads of each post and lists who read, newest first, a removed friend left out', async () => {
      const board = await newBoard();
      const post = await newPost(board.id, { status: 'published' });
      const unread = await newPost(board.id, { status: 'published' });
      const [a, b, c] = await friendIds(accountId);
      const removed = await one(
        sql`INSERT INTO friends (account_id, line_user_id, display_name, name_search, status)
            VALUES (${accountId}, ${`Uremoved${accountId}`}, '退会した人', 'たいかいしたひと', 'following') RETURNING id`,
      );
      const now = Date.now();
      const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
      await database.db.execute(
        sql`INSERT INTO board_post_reads (post_id, friend_id, read_at) VALUES
            (${post.id}, ${a}, ${at(3)}::timestamptz),
            (${post.id}, ${b}, ${at(1)}::timestamptz),
            (${post.id}, ${c}, ${at(2)}::timestamptz),
            (${post.id}, ${removed}, ${at(0)}::timestamptz)`,
      );
      await database.db.execute(sql`DELETE FROM friends WHERE id = ${removed}`);
      expect((await ok('GET', `/api/board_posts/${post.id}`)).reads).toBe(4);
      expect((await ok('GET', `/api/board_posts/${unread.id}`)).reads).toBe(0);
      const listed = await ok('GET', `/api/boards/${board.id}/posts`);
      const reads = new Map(listed.map((each: { id: number; reads: number }) => [each.id, each.reads]));
      expect(reads.get(post.id)).toBe(4);
      expect(reads.get(unread.id)).toBe(0);

      const who = await ok('GET', `/api/board_posts/${post.id}/reads`);
      expect(who).toEqual([
        { friend: { id: b, display_name: '友だち2' }, read_at: at(1) },
        { friend: { id: c, display_name: '友だち3' }, read_at: at(2) },
        { friend: { id: a, display_name: '友だち1' }, read_at: at(3) },
      ]);
      const paged = await call('GET', `/api/board_posts/${post.id}/reads?page=2&per_page=2`);
      expect(paged.json()).toEqual([who[2]]);
      expect(paged.headers['x-total-count']).toBe('3');
      expect(await ok('GET', `/api/board_posts/${unread.id}/reads`)).toEqual([]);
    });
  });

  describe('what other features ask', () => {
    it('an image a post shows is in use (the library refuses to delete it), another account’s is not', async () => {
      const media = await one(
        sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, '投稿の画像', ${`boards-used-${accountId}`}) RETURNING id`,
      );
      expect(await app.mediaUses(accountId, media)).toEqual([]);
      const board = await newBoard();
      const post = await newPost(board.id, { title: '画像つきの投稿', media_ids: [image.id, media] });
      expect(await app.mediaUses(accountId, media)).toEqual([
        { kind: B.postMediaUse, id: post.id, name: '画像つきの投稿' },
      ]);
      expect(await app.mediaUses(otherAccountId, media)).toEqual([]);
      expect((await call('DELETE', `/api/media/${media}`)).statusCode).toBe(409);
      await ok('PUT', `/api/board_posts/${post.id}`, {
        title: '画像つきの投稿',
        body: '本文',
        media_ids: [],
      });
      expect(await app.mediaUses(accountId, media)).toEqual([]);
    });
  });

  describe('the demo seed', () => {
    it('makes 「お知らせ」 with four posts (one pinned, one draft) and reads spread over days, once', async () => {
      const demo = await createAccount(database, 'デモのサロン');
      await seedFriends(database.db, demo.accountId, 12, 1);
      const seededAt = new Date();
      await seedBoardsDemo(database.db, demo, seededAt);
      await seedBoardsDemo(database.db, demo, seededAt);
      const demoOwner = await sessionFor(database, demo.emails.owner);
      const boards = (await call('GET', '/api/boards', demoOwner)).json();
      expect(boards).toHaveLength(1);
      expect(boards[0]).toMatchObject({ title: 'お知らせ', posts: 4, published_posts: 3, friends: 12 });
      expect(boards[0].description.length).toBeGreaterThan(0);
      const posts = (await call('GET', `/api/boards/${boards[0].id}/posts`, demoOwner)).json();
      expect(posts.map((post: { title: string }) => post.title)).toEqual([
        '年末年始の営業について',
        // The draft by its last update (a day ago), the others by their publishing.
        '1月の定休日について',
        '12月のキャンペーン',
        '新メニューのご案内',
      ]);
      expect(posts[0].pinned).toBe(true);
      expect(posts.filter((post: { status: string }) => post.status === 'draft')).toHaveLength(1);
      for (const post of posts) {
        if (post.status === 'published') expect(post.reads).toBeGreaterThan(0);
        else expect(post.reads).toBe(0);
      }
      const days = await rows(
        database.db,
        sql`SELECT count(DISTINCT date_trunc('day', r.read_at)) AS n FROM board_post_reads r
            JOIN board_posts p ON p.id = r.post_id WHERE p.account_id = ${demo.accountId}`,
      );
      expect(Number(days[0]?.n)).toBeGreaterThan(2);
      const late = await rows(
        database.db,
        sql`SELECT count(*) AS n FROM board_post_reads r JOIN board_posts p ON p.id = r.post_id
            WHERE p.account_id = ${demo.accountId} AND (r.read_at > ${seededAt.toISOString()}::timestamptz
                  OR r.read_at < p.published_at)`,
      );
      expect(Number(late[0]?.n)).toBe(0);
    });
  });
});
