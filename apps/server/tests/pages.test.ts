import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGES_MESSAGES as M, PUBLIC_PAGE_MESSAGES as P, PAGE_CODE_PATTERN } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaConfig } from '../src/captcha';
import { dropUnusedUploads, pagesJob } from '../src/pages/job';
import { seedPagesDemo } from '../src/pages/seed';
import { publishDue } from '../src/pages/service';
import { type FakeLineLogin, startFakeLineLogin } from './fake-line/login';
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
  testApp,
  UNAUTHENTICATED,
  XHR,
} from './helpers';

/*
 * The pages (issue 33) through the API on each database: every operation of an account only
 * (another account's id and the other family's are 404), the permission keys, the references
 * checked, publishing now, later (the job on a fixed clock) and not at all; the public side:
 * answers checked per field, a LIFF answer (the fake LINE verify) writing the friend's value, tag
 * and event, a forged token refused, anonymous answers, once per friend, the captcha, uploads
 * judged by their bytes, the rate limit, the CSV in both encodings.
 */

const VALIDATION = '入力内容に誤りがあります。';
const LOGIN = { id: '2000000033', secret: 'e'.repeat(32) };
const FRIEND_1 = `U${'0'.repeat(31)}1`;
const STRANGER = `U${'f'.repeat(32)}`;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR', 'latin1'),
  Buffer.alloc(64, 1),
]);

let addressCounter = 0;
/** A new client address, so the per-address rate limit belongs to one test only. */
const newAddress = () => {
  addressCounter += 1;
  return `10.33.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

/** A local siteverify: `good` passes, anything else fails; it remembers the forms. */
async function startFakeCaptcha() {
  const forms: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      forms.push(form);
      const success = form.secret === 'captcha-secret' && form.response === 'good';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    forms,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function multipart(filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----pages-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DRIVERS)('pages on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let fake: FakeLineLogin;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let otherOwner: string;
  let staff: string;
  let mine: { media: number; tracker: number; tag: number; optionTag: number; var: number; friend: number };
  let theirs: { media: number; tag: number; var: number; tracker: number };

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
  const answer = (code: string, body: object, remoteAddress = newAddress()) =>
    app.inject({
      method: 'POST',
      url: `/api/public/pages/${code}/answers`,
      remoteAddress,
      headers: XHR,
      payload: body,
    });

  const formDraft = (over: object = {}, fields?: object[]) => ({
    blocks: [
      { id: 'h', type: 'heading', text: 'アンケート', level: 1 },
      {
        id: 'f',
        type: 'form',
        fields: fields ?? [
          {
            id: 'rating',
            type: 'radio',
            label: '満足度',
            required: true,
            options: [
              { label: '満足', tag_id: mine.optionTag },
              { label: '不満', tag_id: null },
            ],
          },
          {
            id: 'menus',
            type: 'checkbox',
            label: 'メニュー',
            options: [{ label: 'カット' }, { label: 'カラー' }],
          },
          { id: 'mail', type: 'email', label: 'メール' },
          { id: 'tel', type: 'tel', label: '電話' },
          { id: 'birthday', type: 'date', label: '誕生日', var_id: mine.var },
          { id: 'at', type: 'time', label: '希望時刻' },
          { id: 'note', type: 'text', label: 'ひとこと', max_length: 10 },
          // 12 characters: the contract's answerFile takes `{field}` by the page code's pattern for now.
          { id: 'photo_answer', type: 'file', label: '写真' },
        ],
        tag_ids: [mine.tag],
        ...over,
      },
    ],
  });
  /** A published form of the account; its id and code. */
  const publishedForm = async (over: object = {}, title = 'アンケート') => {
    const created = await ok('POST', '/api/forms', { title, draft: formDraft(over) }, 201);
    await ok('POST', `/api/forms/${created.id}/publish`, {});
    return created as { id: number; code: string };
  };

  beforeAll(async () => {
    fake = await startFakeLineLogin(LOGIN);
    ({ database, app, close } = await openTestApp(driver, {
      lineLogin: { live: true, authorizeBaseUrl: 'https://access.example.jp', apiBaseUrl: fake.url },
    }));
    const me = await createAccount(database, 'ページのサロン');
    const other = await createAccount(database, 'よそのサロン');
    accountId = me.accountId;
    otherAccountId = other.accountId;
    owner = await sessionFor(database, me.emails.owner);
    otherOwner = await sessionFor(database, other.emails.owner);
    staff = await sessionFor(database, me.emails.staff);
    const saved = await call('PUT', '/api/line/channel', owner, {
      name: '公式アカウント',
      line_channel_id: '1650000033',
      channel_secret: 'a'.repeat(32),
      basic_id: '@pages',
      login_channel_id: LOGIN.id,
      login_channel_secret: LOGIN.secret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await seedFriends(database.db, accountId, 3, 0);
    const one = async (query: ReturnType<typeof sql>) => Number((await rows(database.db, query))[0]?.id);
    const rowsOf = async (account: number, name: string) => ({
      media: await one(
        sql`INSERT INTO media (account_id, name, token) VALUES (${account}, ${name}, ${`pages-${name}-${account}`}) RETURNING id`,
      ),
      tracker: await one(
        sql`INSERT INTO trackers (account_id, name, url) VALUES (${account}, ${name}, 'https://example.jp/') RETURNING id`,
      ),
      tag: await one(
        sql`INSERT INTO friend_tags (account_id, name, "order") VALUES (${account}, ${`${name}回答`}, 1) RETURNING id`,
      ),
      optionTag: await one(
        sql`INSERT INTO friend_tags (account_id, name, "order") VALUES (${account}, ${`${name}満足`}, 2) RETURNING id`,
      ),
      var: await one(
        sql`INSERT INTO vars (account_id, kind, name, type, "order") VALUES (${account}, 'var', ${`${name}誕生日`}, 'date', 1) RETURNING id`,
      ),
    });
    const friend = await one(
      sql`SELECT id FROM friends WHERE account_id = ${accountId} AND line_user_id = ${FRIEND_1}`,
    );
    mine = { ...(await rowsOf(accountId, 'mine')), friend };
    theirs = await rowsOf(otherAccountId, 'theirs');
  });
  afterAll(async () => {
    await close?.();
    await fake?.close();
  });

  describe('the operators’ side', () => {
    it('creates a landing page as a draft with its public code and addresses', async () => {
      const page = await ok(
        'POST',
        '/api/landing_pages',
        {
          title: '春のキャンペーン',
          goal: 'booking',
          draft: {
            blocks: [
              { id: 'h', type: 'heading', text: '春', level: 1 },
              { id: 'i', type: 'image', media_id: mine.media },
              { id: 'b', type: 'button', label: '予約', action: { kind: 'booking' } },
              {
                id: 't',
                type: 'button',
                label: '詳しく',
                action: { kind: 'tracker', tracker_id: mine.tracker },
              },
            ],
          },
        },
        201,
      );
      expect(page).toMatchObject({
        kind: 'landing',
        status: 'draft',
        published: null,
        has_unpublished_changes: true,
        goal: 'booking',
        views: 0,
        answers: 0,
        conversions: 0,
        liff_url: null,
      });
      expect(page.code).toMatch(PAGE_CODE_PATTERN);
      expect(page.public_url).toBe(`https://line.example.jp/p/${page.code}`);
      expect(await ok('PUT', '/api/page_settings', { liff_id: '2000000033-AbCdEfGh' })).toEqual({
        liff_id: '2000000033-AbCdEfGh',
      });
      const again = await ok('GET', `/api/landing_pages/${page.id}`);
      expect(again.liff_url).toBe(`https://liff.line.me/2000000033-AbCdEfGh/p/${page.code}`);
      expect(await ok('PUT', '/api/page_settings', { liff_id: null })).toEqual({ liff_id: null });
    });

    it('refuses rows of another account and rules of the kind, each under its field', async () => {
      const landing = await call('POST', '/api/landing_pages', owner, {
        title: 'よその行',
        ogp_media_id: theirs.media,
        goal: 'form',
        draft: {
          blocks: [
            { id: 'i', type: 'image', media_id: theirs.media },
            {
              id: 'c',
              type: 'columns',
              columns: [
                [
                  {
                    id: 't',
                    type: 'button',
                    label: 'x',
                    action: { kind: 'tracker', tracker_id: theirs.tracker },
                  },
                ],
                [],
              ],
            },
          ],
        },
      });
      expect(landing.statusCode).toBe(422);
      expect(landing.json()).toEqual({
        message: VALIDATION,
        errors: {
          ogp_media_id: [M.unknownMedia],
          'draft.blocks.0.media_id': [M.unknownMedia],
          'draft.blocks.1.columns.0.0.action.tracker_id': [M.unknownTracker],
          goal: [M.goalForm],
        },
      });
      const form = await call('POST', '/api/forms', owner, {
        title: 'よその友だち情報',
        draft: {
          blocks: [
            {
              id: 'f',
              type: 'form',
              fields: [
                {
                  id: 'q',
                  type: 'radio',
                  label: 'q',
                  options: [{ label: 'a', tag_id: theirs.tag }],
                  var_id: theirs.var,
                },
              ],
              tag_ids: [mine.tag, theirs.tag],
            },
          ],
        },
      });
      expect(form.statusCode).toBe(422);
      expect(form.json().errors).toEqual({
        'draft.blocks.0.fields.0.var_id': [M.unknownVar],
        'draft.blocks.0.fields.0.options.0.tag_id': [M.unknownTag],
        'draft.blocks.0.tag_ids.1': [M.unknownTag],
      });
      const noForm = await call('POST', '/api/forms', owner, { title: 'フォームなし', goal: 'follow' });
      expect(noForm.json().errors).toEqual({ goal: [M.goal], 'draft.blocks': [M.fields] });
      // LINE's buttons need the account's basic id: this account has one, the other none.
      const lineButton = {
        title: 'LINE のボタン',
        draft: {
          blocks: [{ id: 'b', type: 'button', label: '友だち追加', action: { kind: 'line_follow' } }],
        },
      };
      expect((await call('POST', '/api/landing_pages', owner, lineButton)).statusCode).toBe(201);
      const noBasicId = await call('POST', '/api/landing_pages', otherOwner, lineButton);
      expect(noBasicId.json()).toEqual({
        message: VALIDATION,
        errors: { 'draft.blocks.0.action': [M.noBasicId] },
      });
    });

    it('keeps each family and each account to its own ids (404), and needs the family’s key', async () => {
      const form = await ok('POST', '/api/forms', { title: '鍵の確認', draft: formDraft() }, 201);
      const landing = await ok('POST', '/api/landing_pages', { title: '鍵の確認' }, 201);
      // The other family's id.
      expect((await call('GET', `/api/landing_pages/${form.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/forms/${landing.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/landing_pages/${form.id}`, owner, { title: 'x' })).statusCode).toBe(
        404,
      );
      // Another account's owner, every operation on an id.
      const tries: [string, string, object?][] = [
        ['GET', `/api/forms/${form.id}`],
        ['PUT', `/api/forms/${form.id}`, { title: 'x', draft: formDraft() }],
        ['POST', `/api/forms/${form.id}/publish`, {}],
        ['POST', `/api/forms/${form.id}/unpublish`],
        ['POST', `/api/forms/${form.id}/copy`],
        ['GET', `/api/forms/${form.id}/answers`],
        ['GET', `/api/forms/${form.id}/answers.csv`],
        ['GET', `/api/forms/${form.id}/answers/summary`],
        ['DELETE', `/api/forms/${form.id}`],
        ['GET', `/api/landing_pages/${landing.id}`],
        ['DELETE', `/api/landing_pages/${landing.id}`],
      ];
      for (const [method, url, body] of tries) {
        const response = await call(method as 'GET', url, otherOwner, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect((await call('GET', '/api/forms', otherOwner)).json()).toEqual([]);
      // Keys: LANDING_WRITE writes landing pages only, FORM_WRITE forms only; a session reads.
      const landingWriter = await sessionWithKeys(database, accountId, ['LANDING_WRITE']);
      const formWriter = await sessionWithKeys(database, accountId, ['FORM_WRITE']);
      expect((await call('POST', '/api/landing_pages', landingWriter, { title: 'LP' })).statusCode).toBe(201);
      expect(
        (await call('POST', '/api/forms', landingWriter, { title: 'F', draft: formDraft() })).json(),
      ).toEqual(FORBIDDEN);
      expect(
        (await call('POST', '/api/forms', formWriter, { title: 'F', draft: formDraft() })).statusCode,
      ).toBe(201);
      expect((await call('DELETE', `/api/landing_pages/${landing.id}`, formWriter)).statusCode).toBe(403);
      expect((await call('PUT', '/api/page_settings', formWriter, { liff_id: null })).statusCode).toBe(403);
      expect((await call('GET', `/api/forms/${form.id}`, staff)).statusCode).toBe(200);
      expect((await call('POST', `/api/forms/${form.id}/copy`, staff)).statusCode).toBe(403);
      expect((await call('GET', '/api/forms', null)).json()).toEqual(UNAUTHENTICATED);
    });

    it('publishes now, schedules, unpublishes, copies and deletes', async () => {
      const empty = await ok('POST', '/api/landing_pages', { title: '空のページ' }, 201);
      // Nothing published and nothing drafted: nothing waits to go up.
      expect(empty).toMatchObject({ status: 'draft', has_unpublished_changes: false });
      const nothing = await call('POST', `/api/landing_pages/${empty.id}/publish`, owner, {});
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors).toEqual({ draft: [M.nothingToPublish] });

      const draft = { blocks: [{ id: 'h', type: 'heading', text: '初版', level: 1 }] };
      const page = await ok('PUT', `/api/landing_pages/${empty.id}`, {
        title: '公開の確認',
        goal: 'follow',
        draft,
      });
      expect(page).toMatchObject({ status: 'draft', has_unpublished_changes: true });
      const live = await ok('POST', `/api/landing_pages/${page.id}/publish`, { at: null });
      expect(live).toMatchObject({ status: 'published', has_unpublished_changes: false, published: draft });
      expect(live.published_at).not.toBeNull();

      const second = { blocks: [{ id: 'h', type: 'heading', text: '第二版', level: 2 }] };
      const edited = await ok('PUT', `/api/landing_pages/${page.id}`, {
        title: '公開の確認',
        goal: 'follow',
        draft: second,
      });
      expect(edited).toMatchObject({ status: 'published', has_unpublished_changes: true, published: draft });

      const past = await call('POST', `/api/landing_pages/${page.id}/publish`, owner, {
        at: '2020-01-01T00:00:00Z',
      });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toEqual({ at: [M.publishAt] });

      const at = new Date(Date.now() + 3 * 86_400_000);
      const scheduled = await ok('POST', `/api/landing_pages/${page.id}/publish`, { at: at.toISOString() });
      expect(scheduled).toMatchObject({
        status: 'scheduled',
        publish_at: at.toISOString(),
        published: draft,
      });
      const listed = await ok('GET', '/api/landing_pages?status=scheduled');
      expect(listed.map((item: { id: number }) => item.id)).toContain(page.id);

      // The job on a fixed clock: not yet a minute before, then the draft goes up.
      expect(await publishDue(database.db, new Date(at.getTime() - 60_000))).toBe(0);
      expect((await ok('GET', `/api/landing_pages/${page.id}`)).status).toBe('scheduled');
      expect(await publishDue(database.db, new Date(at.getTime() + 1000))).toBeGreaterThanOrEqual(1);
      const done = await ok('GET', `/api/landing_pages/${page.id}`);
      expect(done).toMatchObject({
        status: 'published',
        publish_at: null,
        published: second,
        has_unpublished_changes: false,
      });
      expect(done.published_at).toBe(at.toISOString());

      const down = await ok('POST', `/api/landing_pages/${page.id}/unpublish`);
      expect(down).toMatchObject({ status: 'draft', published: null, publish_at: null });

      const copy = await ok('POST', `/api/landing_pages/${page.id}/copy`, undefined, 201);
      expect(copy).toMatchObject({
        title: '公開の確認のコピー',
        status: 'draft',
        draft: second,
        goal: 'follow',
      });
      expect(copy.code).not.toBe(page.code);

      expect((await call('DELETE', `/api/landing_pages/${copy.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/landing_pages/${copy.id}`)).statusCode).toBe(404);
    });

    it('the job publishes a page whose time has come, as the API process runs it', async () => {
      const page = await ok(
        'POST',
        '/api/landing_pages',
        {
          title: 'ジョブの確認',
          draft: { blocks: [{ id: 'h', type: 'heading', text: '予約公開', level: 1 }] },
        },
        201,
      );
      await ok('POST', `/api/landing_pages/${page.id}/publish`, {
        at: new Date(Date.now() + 60_000).toISOString(),
      });
      // Its time passes (the row says so), then the job's first round runs at once.
      await database.db.execute(
        sql`UPDATE pages SET publish_at = now() - interval '1 second' WHERE id = ${page.id}`,
      );
      const logged: object[] = [];
      const logger = { info: (obj: object) => logged.push(obj), warn: () => {}, error: () => {} };
      const job = pagesJob(database.db, app.mediaStorage, logger);
      job.start();
      try {
        await expect
          .poll(async () => (await ok('GET', `/api/landing_pages/${page.id}`)).status, { timeout: 5000 })
          .toBe('published');
      } finally {
        await job.stop();
      }
      expect(logged).toContainEqual(expect.objectContaining({ published: 1 }));
    });

    it('lists by title and status, paged, with views, answers and goal conversions', async () => {
      const page = await ok(
        'POST',
        '/api/landing_pages',
        {
          title: '数える％ページ',
          goal: 'follow',
          draft: {
            blocks: [
              { id: 'follow', type: 'button', label: '友だち追加', action: { kind: 'line_follow' } },
              { id: 'other', type: 'button', label: '予約', action: { kind: 'booking' } },
            ],
          },
        },
        201,
      );
      await ok('POST', `/api/landing_pages/${page.id}/publish`, {});
      await database.db.execute(sql`
        INSERT INTO page_views (page_id, day, visitor) VALUES
          (${page.id}, '2026-01-01', 'a'), (${page.id}, '2026-01-01', 'b'), (${page.id}, '2026-01-02', 'a')`);
      await database.db.execute(sql`
        INSERT INTO page_goal_clicks (page_id, block_id, day, visitor) VALUES
          (${page.id}, 'follow', '2026-01-01', 'a'), (${page.id}, 'other', '2026-01-01', 'b')`);
      const found = await ok('GET', `/api/landing_pages?q=${encodeURIComponent('％ペ')}`);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        id: page.id,
        views: 3,
        answers: 0,
        conversions: 1,
        status: 'published',
      });
      expect(await ok('GET', `/api/landing_pages?q=${encodeURIComponent('ない題')}`)).toEqual([]);
      expect(
        (await ok('GET', '/api/landing_pages?status=draft')).map((item: { id: number }) => item.id),
      ).not.toContain(page.id);
      const paged = await call('GET', '/api/landing_pages?page=1&per_page=1');
      expect(paged.json()).toHaveLength(1);
      expect(Number(paged.headers['x-total-count'])).toBeGreaterThan(1);
    });
  });

  describe('what other features ask', () => {
    it('an image a page shows is in use (the library refuses to delete it), another account’s is not', async () => {
      const media = Number(
        (
          await rows(
            database.db,
            sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, '使用中', ${`pages-used-${accountId}`}) RETURNING id`,
          )
        )[0]?.id,
      );
      expect(await app.mediaUses(accountId, media)).toEqual([]);
      const page = await ok(
        'POST',
        '/api/landing_pages',
        {
          title: '画像を使うページ',
          draft: {
            blocks: [
              {
                id: 'c',
                type: 'columns',
                columns: [[{ id: 'i', type: 'image', media_id: media }], []],
              },
            ],
          },
        },
        201,
      );
      expect(await app.mediaUses(accountId, media)).toEqual([
        { kind: 'ランディングページ', id: page.id, name: '画像を使うページ' },
      ]);
      expect(await app.mediaUses(otherAccountId, media)).toEqual([]);
      const removed = await call('DELETE', `/api/media/${media}`);
      expect(removed.statusCode).toBe(409);
    });
  });

  describe('answers', () => {
    it('stores an anonymous answer outside LINE, checked per field on the server', async () => {
      const form = await publishedForm();
      const bad = await answer(form.code, {
        values: {
          mail: 'nope',
          tel: '電話',
          menus: ['パーマ'],
          birthday: '2026-02-30',
          at: '7時',
          note: '十一文字のひとことです',
          ghost: 'x',
        },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: P.invalid,
        errors: {
          rating: [P.required],
          mail: [P.email],
          tel: [P.tel],
          menus: [P.choice],
          birthday: [P.date],
          at: [P.time],
          note: [P.tooLong(10)],
          ghost: [P.unknownField],
        },
      });
      const good = await answer(form.code, {
        values: { rating: '満足', menus: ['カラー', 'カット'], tel: '090-1234-5678' },
      });
      expect(good.statusCode, good.body).toBe(201);
      expect(good.json()).toEqual({ message: 'ご回答ありがとうございました。', friend: false });
      const stored = await rows(
        database.db,
        sql`SELECT friend_id, "values" FROM page_answers WHERE page_id = ${form.id}`,
      );
      expect(stored).toEqual([
        { friend_id: null, values: { rating: '満足', menus: ['カット', 'カラー'], tel: '090-1234-5678' } },
      ]);
      // A draft page, an unpublished one, or an unknown code has no answers.
      await ok('POST', `/api/forms/${form.id}/unpublish`);
      expect((await answer(form.code, { values: { rating: '満足' } })).json()).toEqual({
        message: P.notFound,
      });
    });

    it('an answer through LIFF is the friend’s: value, tags and a form_answer event; once per friend', async () => {
      const form = await publishedForm({ once_per_friend: true });
      fake.issueIdToken('liff-token-friend', FRIEND_1);
      const response = await answer(form.code, {
        values: { rating: '満足', birthday: '1990-04-01', mail: 'hanako@example.jp', tel: '090-1234-5678' },
        id_token: 'liff-token-friend',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().friend).toBe(true);
      const verify = fake.requests.filter((request) => request.path === '/oauth2/v2.1/verify').at(-1);
      expect(verify?.form).toEqual({ id_token: 'liff-token-friend', client_id: LOGIN.id });
      const [stored] = await rows(
        database.db,
        sql`SELECT id, friend_id FROM page_answers WHERE page_id = ${form.id}`,
      );
      expect(Number(stored?.friend_id)).toBe(mine.friend);
      const value = await rows(
        database.db,
        sql`SELECT value FROM friend_var_values WHERE friend_id = ${mine.friend} AND var_id = ${mine.var}`,
      );
      expect(value).toEqual([{ value: '1990-04-01' }]);
      const tags = await rows(
        database.db,
        sql`SELECT tag_id FROM friend_tag_links WHERE friend_id = ${mine.friend} ORDER BY tag_id`,
      );
      expect(tags.map((row) => Number(row.tag_id))).toEqual([mine.tag, mine.optionTag].sort((a, b) => a - b));
      const events = await rows(
        database.db,
        sql`SELECT kind, ref_id, key, value FROM friend_events WHERE friend_id = ${mine.friend} AND kind = 'form_answer'`,
      );
      expect(events).toEqual([
        {
          kind: 'form_answer',
          ref_id: form.id,
          key: `answer:${stored?.id}`,
          // What the ad connection hashes and reports with the conversion.
          value: { email: 'hanako@example.jp', phone: '090-1234-5678' },
        },
      ]);

      const again = await answer(form.code, { values: { rating: '不満' }, id_token: 'liff-token-friend' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: P.alreadyAnswered });
      // Anonymous answers are not limited.
      expect((await answer(form.code, { values: { rating: '不満' } })).statusCode).toBe(201);
      expect((await answer(form.code, { values: { rating: '不満' } })).statusCode).toBe(201);
    });

    it('refuses a forged ID token (401) and keeps a LINE user who is no friend anonymous', async () => {
      const form = await publishedForm();
      const forged = await answer(form.code, { values: { rating: '満足' }, id_token: 'forged.token.value' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: P.idToken });
      fake.issueIdToken('liff-token-stranger', STRANGER);
      const stranger = await answer(form.code, {
        values: { rating: '満足' },
        id_token: 'liff-token-stranger',
      });
      expect(stranger.statusCode).toBe(201);
      expect(stranger.json().friend).toBe(false);
      const stored = await rows(
        database.db,
        sql`SELECT friend_id FROM page_answers WHERE page_id = ${form.id}`,
      );
      expect(stored).toEqual([{ friend_id: null }]);
    });

    it('in the sandbox (the default) an ID token is not verified and the answer is anonymous, offline', async () => {
      const form = await publishedForm();
      const sandbox = await testApp(database);
      try {
        const before = fake.requests.length;
        fake.issueIdToken('liff-token-sandbox', FRIEND_1);
        const response = await sandbox.inject({
          method: 'POST',
          url: `/api/public/pages/${form.code}/answers`,
          remoteAddress: newAddress(),
          headers: XHR,
          payload: { values: { rating: '満足' }, id_token: 'liff-token-sandbox' },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().friend).toBe(false);
        expect(fake.requests.length).toBe(before);
      } finally {
        await sandbox.close();
      }
    });

    it('names the friend on the view the page’s opening counted when LINE verifies the visit, and nothing otherwise', async () => {
      const form = await publishedForm();
      fake.issueIdToken('liff-token-visit', FRIEND_1);
      const phone = { address: newAddress(), agent: 'Mozilla/5.0 (iPhone) Line/13.0.0' };
      const open = await app.inject({
        method: 'GET',
        url: `/p/${form.code}`,
        remoteAddress: phone.address,
        headers: { 'user-agent': phone.agent },
      });
      expect(open.statusCode).toBe(200);
      const visit = (id_token: string | null) =>
        app.inject({
          method: 'POST',
          url: `/api/public/pages/${form.code}/visits`,
          remoteAddress: phone.address,
          headers: { ...XHR, 'user-agent': phone.agent },
          payload: { id_token },
        });
      const views = () =>
        rows(database.db, sql`SELECT visitor, friend_id FROM page_views WHERE page_id = ${form.id}`);
      expect((await visit('forged')).statusCode).toBe(204);
      expect((await visit(null)).statusCode).toBe(204);
      expect(await views()).toEqual([{ visitor: expect.any(String), friend_id: null }]);
      expect((await visit('liff-token-visit')).statusCode).toBe(204);
      expect((await visit('liff-token-visit')).statusCode).toBe(204);
      // One visit, one view: the opening's row, now the friend's.
      expect(await views()).toEqual([{ visitor: expect.any(String), friend_id: mine.friend }]);
    });

    it('takes a file judged by its bytes, and lets only the account download it', async () => {
      const form = await publishedForm();
      const upload = (name: string, content: Buffer, type?: string) =>
        app.inject({
          method: 'POST',
          url: `/api/public/pages/${form.code}/uploads`,
          remoteAddress: newAddress(),
          ...multipart(name, content, type),
        });
      const text = await upload('notes.jpg', Buffer.from('just some text'), 'image/jpeg');
      expect(text.statusCode).toBe(422);
      expect(text.json()).toEqual({ message: P.invalid, errors: { file: [P.fileType] } });
      const renamed = await upload('写真.pdf', PNG, 'application/pdf');
      expect(renamed.statusCode, renamed.body).toBe(201);
      const uploaded = renamed.json();
      expect(uploaded).toMatchObject({ name: '写真.pdf', type: 'image/png', size: PNG.length });

      const sent = await answer(form.code, { values: { rating: '満足', photo_answer: uploaded.token } });
      expect(sent.statusCode, sent.body).toBe(201);
      const reused = await answer(form.code, { values: { rating: '満足', photo_answer: uploaded.token } });
      expect(reused.json()).toEqual({ message: P.invalid, errors: { photo_answer: [P.fileMissing] } });

      const [listed] = await ok('GET', `/api/forms/${form.id}/answers`);
      expect(listed.values.photo_answer).toEqual({
        name: '写真.pdf',
        type: 'image/png',
        size: PNG.length,
        url: `/api/page_answers/${listed.id}/files/photo_answer`,
      });
      const download = await call('GET', listed.values.photo_answer.url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('写真.pdf')}`,
      );
      expect((await call('GET', listed.values.photo_answer.url, otherOwner)).statusCode).toBe(404);
      // Deleting the form deletes its answers' files too.
      const [file] = await rows(
        database.db,
        sql`SELECT storage_key FROM page_answer_files WHERE token = ${uploaded.token}`,
      );
      const key = String(file?.storage_key);
      expect(key).toMatch(/^answers\//);
      expect(await app.mediaStorage.exists(key)).toBe(true);
      expect((await call('DELETE', `/api/forms/${form.id}`)).statusCode).toBe(204);
      expect(await app.mediaStorage.exists(key)).toBe(false);
      expect((await call('GET', `/api/page_answers/${listed.id}/files/rating_field`)).statusCode).toBe(404);
    });

    it('drops uploads never answered once their day is over', async () => {
      const form = await publishedForm();
      const sent = await app.inject({
        method: 'POST',
        url: `/api/public/pages/${form.code}/uploads`,
        remoteAddress: newAddress(),
        ...multipart('scan.pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n')),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().type).toBe('application/pdf');
      const [file] = await rows(
        database.db,
        sql`SELECT storage_key FROM page_answer_files WHERE token = ${sent.json().token}`,
      );
      const key = String(file?.storage_key);
      expect(
        await dropUnusedUploads(database.db, app.mediaStorage, new Date(Date.now() + 23 * 3_600_000)),
      ).toBe(0);
      expect(
        await dropUnusedUploads(database.db, app.mediaStorage, new Date(Date.now() + 25 * 3_600_000)),
      ).toBeGreaterThanOrEqual(1);
      expect(await app.mediaStorage.exists(key)).toBe(false);
      const late = await answer(form.code, { values: { rating: '満足', photo_answer: sent.json().token } });
      expect(late.json().errors).toEqual({ photo_answer: [P.fileMissing] });
    });

    it('limits uploads per address (429 in the page’s words)', async () => {
      const form = await publishedForm();
      const remoteAddress = newAddress();
      const upload = () =>
        app.inject({
          method: 'POST',
          url: `/api/public/pages/${form.code}/uploads`,
          remoteAddress,
          ...multipart('a.png', PNG),
        });
      for (let n = 0; n < 20; n += 1) expect((await upload()).statusCode).toBe(201);
      const limited = await upload();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: P.tooMany });
    });

    it('a landing page whose goal is its form counts its answers as conversions', async () => {
      const page = await ok(
        'POST',
        '/api/landing_pages',
        { title: 'フォームのLP', goal: 'form', draft: formDraft() },
        201,
      );
      await ok('POST', `/api/landing_pages/${page.id}/publish`, {});
      expect((await answer(page.code, { values: { rating: '満足' } })).statusCode).toBe(201);
      const read = await ok('GET', `/api/landing_pages/${page.id}`);
      expect(read).toMatchObject({ answers: 1, conversions: 1 });
      expect(await ok('GET', `/api/landing_pages/${page.id}/answers`)).toHaveLength(1);
      expect((await call('GET', `/api/forms/${page.id}/answers`)).statusCode).toBe(404);
    });

    it('refuses an upload over 10 MB with 413', async () => {
      const form = await publishedForm();
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      const response = await app.inject({
        method: 'POST',
        url: `/api/public/pages/${form.code}/uploads`,
        remoteAddress: newAddress(),
        ...multipart('big.png', big),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(P.fileSize);
    });

    it('limits answers per address (429 in the page’s words)', async () => {
      const form = await publishedForm();
      const address = newAddress();
      const statuses: number[] = [];
      for (let n = 0; n < 11; n += 1)
        statuses.push((await answer(form.code, { values: { rating: '満足' } }, address)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      const limited = await answer(form.code, { values: { rating: '満足' } }, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: P.tooMany });
      // Another address is not limited by it.
      expect((await answer(form.code, { values: { rating: '満足' } })).statusCode).toBe(201);
    });

    it('lists answers newest first with the friend’s name, sums them up and writes the CSV in both encodings', async () => {
      const form = await publishedForm({}, '来店アンケート');
      expect((await answer(form.code, { values: { rating: '不満', note: 'a,"b"' } })).statusCode).toBe(201);
      fake.issueIdToken('liff-token-csv', FRIEND_1);
      const friendAnswer = await answer(form.code, {
        values: { rating: '満足', menus: ['カット', 'カラー'], note: '髪が①さらさら' },
        id_token: 'liff-token-csv',
      });
      expect(friendAnswer.statusCode, friendAnswer.body).toBe(201);

      const list = await ok('GET', `/api/forms/${form.id}/answers`);
      expect(list.map((item: { friend: unknown }) => item.friend)).toEqual([
        { id: mine.friend, display_name: '友だち1' },
        null,
      ]);
      expect(
        (await ok('GET', `/api/forms/${form.id}/answers?friend=false`)).map(
          (a: { friend: unknown }) => a.friend,
        ),
      ).toEqual([null]);
      const paged = await call('GET', `/api/forms/${form.id}/answers?page=2&per_page=1`);
      expect(paged.headers['x-total-count']).toBe('2');
      expect(paged.json()[0].values.rating).toBe('不満');

      const summary = await ok('GET', `/api/forms/${form.id}/answers/summary`);
      expect(summary.total).toBe(2);
      expect(summary.fields[0]).toEqual({
        id: 'rating',
        label: '満足度',
        type: 'radio',
        answered: 2,
        options: [
          { label: '満足', count: 1 },
          { label: '不満', count: 1 },
        ],
      });
      expect(summary.fields[1]).toMatchObject({
        id: 'menus',
        answered: 1,
        options: [
          { label: 'カット', count: 1 },
          { label: 'カラー', count: 1 },
        ],
      });
      expect(summary.fields[6]).toMatchObject({ id: 'note', answered: 2, options: [] });

      const header = '回答日時,友だち,友だちID,満足度,メニュー,メール,電話,誕生日,希望時刻,ひとこと,写真';
      const utf8 = await call('GET', `/api/forms/${form.id}/answers.csv`);
      expect(utf8.statusCode).toBe(200);
      expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(utf8.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('来店アンケート_回答.csv')}`,
      );
      expect([...utf8.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = utf8.rawPayload.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines[1]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2},匿名,,不満,,,,,,"a,""b""",$/);
      expect(lines[2]).toMatch(
        new RegExp(
          `^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2},友だち1,${mine.friend},満足,カット、カラー,,,,,髪が①さらさら,$`,
        ),
      );
      const cp932 = await call('GET', `/api/forms/${form.id}/answers.csv?encoding=cp932`);
      expect(cp932.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
      const decoded = iconv.decode(cp932.rawPayload, 'cp932').split('\r\n');
      expect(decoded[0]).toBe(header);
      expect(decoded[2]).toContain('友だち1');
      expect(decoded[2]).toContain('カット、カラー,,,,,髪が①さらさら');
      expect(cp932.rawPayload.includes(Buffer.from('友だち1', 'utf8'))).toBe(false);
    });
  });

  describe('the demo', () => {
    it('seeds a published landing page, a survey with 40 answers over 30 days and a draft form, once', async () => {
      const demo = await createAccount(database, 'デモの確認');
      await seedFriends(database.db, demo.accountId, 30, 0);
      const seededAt = new Date('2026-11-01T03:00:00Z');
      await seedPagesDemo(database.db, demo, seededAt);
      await seedPagesDemo(database.db, demo, seededAt);
      const found = await rows(
        database.db,
        sql`SELECT kind, title, goal, published IS NOT NULL AS published, publish_at FROM pages
            WHERE account_id = ${demo.accountId} AND kind <> 'site' ORDER BY id`,
      );
      expect(found).toEqual([
        {
          kind: 'landing',
          title: '秋のヘアケアキャンペーン',
          goal: 'booking',
          published: true,
          publish_at: null,
        },
        { kind: 'form', title: '来店アンケート', goal: null, published: true, publish_at: null },
        { kind: 'form', title: 'お問い合わせフォーム', goal: null, published: false, publish_at: null },
      ]);
      const [counts] = await rows(
        database.db,
        sql`SELECT count(*)::int AS answers, count(friend_id)::int AS friends,
                   min(created_at) AS first, max(created_at) AS last
            FROM page_answers WHERE account_id = ${demo.accountId}`,
      );
      expect(counts).toMatchObject({ answers: 40, friends: 20 });
      expect(new Date(String(counts?.first)).getTime()).toBeGreaterThanOrEqual(
        seededAt.getTime() - 31 * 86_400_000,
      );
      expect(new Date(String(counts?.last)).getTime()).toBeLessThanOrEqual(seededAt.getTime());
      // Each friend's answer is a form_answer event at its time, keyed by the answer (once).
      const [events] = await rows(
        database.db,
        sql`SELECT count(*)::int AS events, count(a.id)::int AS matched FROM friend_events e
            LEFT JOIN page_answers a ON e.key = 'answer:' || a.id AND a.friend_id = e.friend_id AND a.created_at = e.at
            WHERE e.account_id = ${demo.accountId} AND e.kind = 'form_answer'`,
      );
      expect(events).toMatchObject({ events: 20, matched: 20 });
      const [views] = await rows(
        database.db,
        sql`SELECT max(day)::text AS last FROM page_views v JOIN pages p ON p.id = v.page_id WHERE p.account_id = ${demo.accountId}`,
      );
      expect(views?.last).toBe('2026-11-01');
    });
  });

  describe('the captcha', () => {
    it('when on, an answer needs a captcha the provider accepts', async () => {
      const captcha = await startFakeCaptcha();
      const config: CaptchaConfig = {
        provider: 'turnstile',
        siteKey: 'site',
        secret: 'captcha-secret',
        verifyUrl: captcha.url,
      };
      const guarded = await testApp(database, {
        lineLogin: { live: true, authorizeBaseUrl: 'https://access.example.jp', apiBaseUrl: fake.url },
        captcha: config,
      });
      try {
        const form = await publishedForm();
        const send = (captcha_token: string | null) =>
          guarded.inject({
            method: 'POST',
            url: `/api/public/pages/${form.code}/answers`,
            remoteAddress: '192.0.2.33',
            headers: XHR,
            payload: { values: { rating: '満足' }, captcha_token },
          });
        const missing = await send(null);
        expect(missing.statusCode).toBe(422);
        expect(missing.json()).toEqual({ message: P.invalid, errors: { captcha_token: [P.captcha] } });
        expect((await send('bad')).json().errors).toEqual({ captcha_token: [P.captcha] });
        expect((await send('good')).statusCode).toBe(201);
        expect(captcha.forms.at(-1)).toEqual({
          secret: 'captcha-secret',
          response: 'good',
          remoteip: '192.0.2.33',
        });
      } finally {
        await guarded.close();
        await captcha.close();
      }
    });
  });
});
