import {
  SITES_MESSAGES as M,
  PAGE_KIND_LABELS,
  PAGES_MESSAGES as PM,
  SITE_MAX_PAGES,
} from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { publishDue } from '../src/pages/service';
import { DEMO_SITE_NAME, seedSiteDemo } from '../src/pages/sites/seed';
import { copyPath } from '../src/pages/sites/service';
import {
  createAccount,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  openTestApp,
  rows,
  sessionFor,
  sessionWithKeys,
  type TestDatabase,
  XHR,
} from './helpers';

/*
 * Sites (issue 33) through the API on each database: the egg settings (the password stored hashed
 * and never returned, access_version raised by each change of access or password, the rules the
 * schema cannot know under their fields), the site's pages (paths, no form, publishing now and
 * later, copies with a free path, the home and the last page kept), another account's rows 404,
 * writes only with SITE_WRITE, and the demo site.
 */

const VALIDATION = '入力内容に誤りがあります。';
const ORIGIN = 'https://line.example.jp';
const LIFF = '2000000033-SiTeSiTe';

describe('copyPath', () => {
  it.each([
    ['menu', [], 'menu-copy'],
    ['menu', ['menu-copy'], 'menu-copy-2'],
    ['menu', ['menu-copy', 'menu-copy-2'], 'menu-copy-3'],
    ['', [], 'copy'],
    ['', ['copy'], 'copy-2'],
    ['a'.repeat(40), [], `${'a'.repeat(35)}-copy`],
    // Cut at a hyphen: the hyphen goes too.
    [`${'a'.repeat(34)}-bbbbb`, [], `${'a'.repeat(34)}-copy`],
  ] as const)('%s with %j taken gives %s', (path, taken, expected) => {
    const found = copyPath(path, new Set(taken));
    expect(found).toBe(expected);
    expect(found.length).toBeLessThanOrEqual(40);
  });
});

describe.each(DRIVERS)('sites on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let otherOwner: string;
  let reader: string;
  let writer: string;
  let media: number;
  let theirMedia: number;
  let slugCounter = 0;
  const newSlug = () => {
    slugCounter += 1;
    return `site-${driver}-${slugCounter}`;
  };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = owner, payload?: object) =>
    app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    status = 200,
    cookie = owner,
  ) => {
    const response = await call(method, url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return status === 204 ? null : response.json();
  };
  const fails = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object | undefined,
    status: number,
  ) => {
    const response = await call(method, url, owner, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };
  const newSite = (name = '春のサイト', slug = newSlug()) => ok('POST', '/api/sites', { name, slug }, 201);
  const settings = (site: { name: string; slug: string }, over: object = {}) => ({
    name: site.name,
    slug: site.slug,
    ...over,
  });
  const draft = (text = '本文') => ({
    blocks: [
      { id: 'h', type: 'heading', text: '見出し', level: 1 },
      { id: 't', type: 'text', text },
    ],
  });
  const accessVersion = async (id: number) =>
    Number(
      (await rows(database.db, sql`SELECT access_version FROM sites WHERE id = ${id}`))[0]?.access_version,
    );

  beforeAll(async () => {
    ({ database, app, close } = await openTestApp(driver));
    const me = await createAccount(database, 'サイトのサロン');
    const other = await createAccount(database, 'よそのサロン');
    accountId = me.accountId;
    otherAccountId = other.accountId;
    owner = await sessionFor(database, me.emails.owner);
    otherOwner = await sessionFor(database, other.emails.owner);
    reader = await sessionWithKeys(database, accountId, []);
    writer = await sessionWithKeys(database, accountId, ['SITE_WRITE']);
    const image = async (account: number, name: string) =>
      Number(
        (
          await rows(
            database.db,
            sql`INSERT INTO media (account_id, name, token) VALUES (${account}, ${name}, ${`sites-${name}-${account}`}) RETURNING id`,
          )
        )[0]?.id,
      );
    media = await image(accountId, 'mine');
    theirMedia = await image(otherAccountId, 'theirs');
  });
  afterAll(async () => {
    await close?.();
  });

  describe('the egg settings', () => {
    it('creates a site with its home page, as a draft, in one go', async () => {
      const slug = newSlug();
      const site = await ok(
        'POST',
        '/api/sites',
        { name: ' ヘアサロン ミライ ', slug: ` ${slug.toUpperCase()} ` },
        201,
      );
      expect(site).toMatchObject({
        name: 'ヘアサロン ミライ',
        slug,
        public_url: `${ORIGIN}/s/${slug}`,
        liff_url: null,
        access: 'public',
        pages: 1,
        published_pages: 0,
        views: 0,
        open: false,
        theme: null,
        ogp_media_id: null,
        ogp_title: '',
        ga4_id: null,
        meta_pixel_id: null,
        has_password: false,
        menu: [],
      });
      expect(site).not.toHaveProperty('password');
      expect(site).not.toHaveProperty('password_hash');
      const sitePages = await ok('GET', `/api/sites/${site.id}/pages`);
      expect(sitePages).toHaveLength(1);
      expect(sitePages[0]).toMatchObject({
        id: site.home_page_id,
        kind: 'site',
        site_id: site.id,
        path: '',
        home: true,
        title: 'ヘアサロン ミライ',
        status: 'draft',
        goal: null,
        public_url: `${ORIGIN}/s/${slug}`,
      });
      expect(await ok('GET', `/api/sites/${site.id}`)).toEqual(site);
    });

    it('refuses a taken slug (409 at slug) and a bad name or slug (422 at the field)', async () => {
      const site = await newSite();
      const taken = await fails('POST', '/api/sites', { name: '別', slug: site.slug }, 409);
      expect(taken).toEqual({ message: M.slugTaken, errors: { slug: [M.slugTaken] } });
      const bad = await fails('POST', '/api/sites', { name: '', slug: '-x' }, 422);
      expect(bad.errors).toEqual({ name: [M.name], slug: [M.slug] });
      // Another account's slug is taken too: the address is the server's.
      const theirs = await call('POST', '/api/sites', otherOwner, { name: 'よそ', slug: site.slug });
      expect(theirs.statusCode).toBe(409);
      const count = await rows(
        database.db,
        sql`SELECT count(*)::int AS n FROM sites WHERE slug = ${site.slug}`,
      );
      expect(count[0]?.n).toBe(1);
    });

    it('lists the account’s sites by name, paged, with their counts', async () => {
      const a = await newSite('検索用サイト・青');
      await newSite('検索用サイト・赤');
      await call('POST', '/api/sites', otherOwner, { name: '検索用サイト・よそ', slug: newSlug() });
      const all = await ok('GET', '/api/sites?q=検索用');
      expect(all.map((site: { name: string }) => site.name)).toEqual([
        '検索用サイト・赤',
        '検索用サイト・青',
      ]);
      const paged = await call('GET', `/api/sites?q=${encodeURIComponent('検索用')}&page=2&per_page=1`);
      expect(paged.statusCode).toBe(200);
      expect(paged.headers['x-total-count']).toBe('2');
      expect(paged.json().map((site: { id: number }) => site.id)).toEqual([a.id]);
      // Published pages, views and open follow the pages.
      await ok('PUT', `/api/site_pages/${a.home_page_id}`, { title: 'トップ', path: '', draft: draft() });
      await ok('POST', `/api/site_pages/${a.home_page_id}/publish`, {});
      const other = await ok(
        'POST',
        `/api/sites/${a.id}/pages`,
        { title: '二', path: 'two', draft: draft() },
        201,
      );
      await rows(
        database.db,
        sql`INSERT INTO page_views (page_id, day, visitor) VALUES
            (${a.home_page_id}, '2026-11-01', 'v1'), (${a.home_page_id}, '2026-11-01', 'v2'), (${other.id}, '2026-11-01', 'v1')`,
      );
      const [listed] = await ok('GET', `/api/sites?q=${encodeURIComponent('検索用サイト・青')}`);
      expect(listed).toMatchObject({ id: a.id, pages: 2, published_pages: 1, views: 3, open: true });
      const pagesListed = await ok('GET', `/api/sites/${a.id}/pages`);
      expect(pagesListed.map((page: { views: number }) => page.views)).toEqual([2, 1]);
    });

    it('saves the settings: empty tag ids as null, the password hashed and never returned, access_version raised', async () => {
      const site = await newSite('設定のサイト');
      expect(await accessVersion(site.id)).toBe(1);
      const saved = await ok(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, {
          ogp_media_id: media,
          ogp_title: ' OGP ',
          ogp_description: '説明',
          ga4_id: '',
          meta_pixel_id: '',
          theme: null,
        }),
      );
      expect(saved).toMatchObject({
        ga4_id: null,
        meta_pixel_id: null,
        ogp_media_id: media,
        ogp_title: 'OGP',
      });
      expect(saved.home_page_id).toBe(site.home_page_id);
      expect(await accessVersion(site.id)).toBe(1);
      const tagged = await ok(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, { ga4_id: 'G-AB12CD34EF', meta_pixel_id: '1234567890' }),
      );
      expect(tagged).toMatchObject({ ga4_id: 'G-AB12CD34EF', meta_pixel_id: '1234567890' });

      const needs = await fails('PUT', `/api/sites/${site.id}`, settings(site, { access: 'password' }), 422);
      expect(needs).toEqual({ message: VALIDATION, errors: { password: [M.passwordNeeded] } });
      const locked = await ok(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, { access: 'password', password: 'himitsu' }),
      );
      expect(locked).toMatchObject({ access: 'password', has_password: true });
      expect(JSON.stringify(locked)).not.toContain('himitsu');
      expect(locked).not.toHaveProperty('password_hash');
      expect(await accessVersion(site.id)).toBe(2);
      const [stored] = await rows(database.db, sql`SELECT password_hash FROM sites WHERE id = ${site.id}`);
      expect(String(stored?.password_hash)).toMatch(/^scrypt\$/);
      expect(await verifyPassword('himitsu', String(stored?.password_hash))).toBe(true);
      // The password kept: the same access, no new password, the version stays.
      const kept = await ok('PUT', `/api/sites/${site.id}`, settings(site, { access: 'password' }));
      expect(kept.has_password).toBe(true);
      expect(await accessVersion(site.id)).toBe(2);
      expect((await ok('GET', `/api/sites/${site.id}`)).has_password).toBe(true);
      // A new password, then the access changed: each raises it.
      await ok('PUT', `/api/sites/${site.id}`, settings(site, { access: 'password', password: 'atarashii' }));
      expect(await accessVersion(site.id)).toBe(3);
      await ok('PUT', `/api/sites/${site.id}`, settings(site, { access: 'public' }));
      expect(await accessVersion(site.id)).toBe(4);
      const short = await fails('PUT', `/api/sites/${site.id}`, settings(site, { password: 'abc' }), 422);
      expect(short.errors).toEqual({ password: [M.password] });
    });

    it('needs the account’s LIFF id for friends-only, and gives the LIFF addresses with it', async () => {
      const site = await newSite('友だちのサイト');
      const refused = await fails('PUT', `/api/sites/${site.id}`, settings(site, { access: 'friends' }), 422);
      expect(refused.errors).toEqual({ access: [M.friendsNeedLiff] });
      await ok('PUT', '/api/page_settings', { liff_id: LIFF });
      try {
        const friends = await ok('PUT', `/api/sites/${site.id}`, settings(site, { access: 'friends' }));
        expect(friends).toMatchObject({
          access: 'friends',
          liff_url: `https://liff.line.me/${LIFF}/s/${site.slug}`,
        });
        expect(await accessVersion(site.id)).toBe(2);
        const page = await ok(
          'POST',
          `/api/sites/${site.id}/pages`,
          { title: '案内', path: 'info', draft: draft() },
          201,
        );
        expect(page.liff_url).toBe(`https://liff.line.me/${LIFF}/s/${site.slug}/info`);
        expect(page.public_url).toBe(`${ORIGIN}/s/${site.slug}/info`);
      } finally {
        await ok('PUT', '/api/page_settings', { liff_id: null });
      }
    });

    it('checks the menu, the home page and the OGP image, each under its field', async () => {
      const site = await newSite('メニューのサイト');
      const elsewhere = await newSite('ほかのサイト');
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '料金', path: 'price', draft: draft() },
        201,
      );
      const refused = await fails(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, {
          menu: [
            { label: 'トップ', page_id: site.home_page_id },
            { label: 'よそ', page_id: elsewhere.home_page_id },
          ],
          home_page_id: elsewhere.home_page_id,
          ogp_media_id: theirMedia,
        }),
        422,
      );
      expect(refused).toEqual({
        message: VALIDATION,
        errors: {
          'menu.1.page_id': [M.menuPage],
          home_page_id: [M.homePage],
          ogp_media_id: [PM.unknownMedia],
        },
      });
      const badLabel = await fails(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, { menu: [{ label: '', page_id: page.id }] }),
        422,
      );
      expect(badLabel.errors).toEqual({ 'menu.0.label': [M.menuLabel] });
      const saved = await ok(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, {
          menu: [
            { label: '料金', page_id: page.id },
            { label: 'トップ', page_id: site.home_page_id },
          ],
          home_page_id: page.id,
        }),
      );
      expect(saved.menu).toEqual([
        { label: '料金', page_id: page.id },
        { label: 'トップ', page_id: site.home_page_id },
      ]);
      expect(saved.home_page_id).toBe(page.id);
      // The new home is first and at the site's address; the old one at its path.
      const listed = await ok('GET', `/api/sites/${site.id}/pages`);
      expect(
        listed.map((row: { id: number; home: boolean; public_url: string }) => [
          row.id,
          row.home,
          row.public_url,
        ]),
      ).toEqual([
        [page.id, true, `${ORIGIN}/s/${site.slug}`],
        [site.home_page_id, false, `${ORIGIN}/s/${site.slug}`],
      ]);
    });

    it('changes the slug, refusing one taken (409 at slug)', async () => {
      const site = await newSite('住所を変えるサイト');
      const other = await newSite('住所のあるサイト');
      const taken = await fails('PUT', `/api/sites/${site.id}`, settings(site, { slug: other.slug }), 409);
      expect(taken.errors).toEqual({ slug: [M.slugTaken] });
      const slug = newSlug();
      const moved = await ok('PUT', `/api/sites/${site.id}`, settings(site, { slug }));
      expect(moved).toMatchObject({ slug, public_url: `${ORIGIN}/s/${slug}` });
      const page = await ok('GET', `/api/site_pages/${site.home_page_id}`);
      expect(page.site).toEqual({ id: site.id, name: site.name, slug });
    });

    it('deletes a site with its pages and its visitors’ sessions', async () => {
      const site = await newSite('消すサイト');
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '二', path: 'two', draft: draft() },
        201,
      );
      await rows(
        database.db,
        sql`INSERT INTO public_access_sessions (token_hash, account_id, kind, site_id, access_version, expires_at)
            VALUES (${`hash-${site.id}`}, ${accountId}, 'password', ${site.id}, 1, now() + interval '1 day')`,
      );
      await ok('DELETE', `/api/sites/${site.id}`, undefined, 204);
      expect(await fails('GET', `/api/sites/${site.id}`, undefined, 404)).toEqual(NOT_FOUND);
      expect((await call('GET', `/api/site_pages/${page.id}`)).statusCode).toBe(404);
      const left = await rows(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM pages WHERE site_id = ${site.id}) AS pages,
                   (SELECT count(*)::int FROM public_access_sessions WHERE site_id = ${site.id}) AS sessions`,
      );
      expect(left[0]).toEqual({ pages: 0, sessions: 0 });
    });
  });

  describe('the site’s pages', () => {
    it('creates, reads and saves a page under its path; a path taken is 409, a bad one 422', async () => {
      const site = await newSite('ページのサイト');
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: 'メニュー', path: ' Menu ', goal: 'booking', ogp_media_id: media, draft: draft() },
        201,
      );
      expect(page).toMatchObject({
        kind: 'site',
        site_id: site.id,
        path: 'menu',
        home: false,
        goal: null,
        status: 'draft',
        ogp_media_id: media,
        public_url: `${ORIGIN}/s/${site.slug}/menu`,
        site: { id: site.id, name: site.name, slug: site.slug },
        published: null,
      });
      expect(await ok('GET', `/api/site_pages/${page.id}`)).toEqual(page);
      const taken = await fails(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '重複', path: 'menu', draft: draft() },
        409,
      );
      expect(taken).toEqual({ message: M.pathTaken, errors: { path: [M.pathTaken] } });
      // The same path in another site is free.
      const elsewhere = await newSite('ほかのページのサイト');
      await ok(
        'POST',
        `/api/sites/${elsewhere.id}/pages`,
        { title: '同じ', path: 'menu', draft: draft() },
        201,
      );
      const bad = await fails(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: 'x', path: 'a/b', draft: draft() },
        422,
      );
      expect(bad.errors).toEqual({ path: [M.path] });
      const saved = await ok('PUT', `/api/site_pages/${page.id}`, {
        title: '料金',
        path: 'price',
        draft: draft('新しい本文'),
      });
      expect(saved).toMatchObject({
        title: '料金',
        path: 'price',
        public_url: `${ORIGIN}/s/${site.slug}/price`,
      });
      const onHome = await fails(
        'PUT',
        `/api/site_pages/${page.id}`,
        { title: '料金', path: '', draft: draft() },
        409,
      );
      expect(onHome.errors).toEqual({ path: [M.pathTaken] });
      // Its own path again is no conflict.
      await ok('PUT', `/api/site_pages/${page.id}`, { title: '料金', path: 'price', draft: draft() });
      const listed = await ok('GET', `/api/sites/${site.id}/pages`);
      expect(listed.map((row: { path: string }) => row.path)).toEqual(['', 'price']);
    });

    it('refuses a form block, another account’s image, and goes past no limit', async () => {
      const site = await newSite('フォームのないサイト');
      const refused = await fails(
        'POST',
        `/api/sites/${site.id}/pages`,
        {
          title: 'フォーム',
          path: 'form',
          draft: {
            blocks: [
              { id: 'h', type: 'heading', text: '見出し', level: 1 },
              { id: 'i', type: 'image', media_id: theirMedia },
              {
                id: 'f',
                type: 'form',
                fields: [{ id: 'q', type: 'text', label: '質問' }],
              },
            ],
          },
        },
        422,
      );
      expect(refused).toEqual({
        message: VALIDATION,
        errors: {
          'draft.blocks.1.media_id': [PM.unknownMedia],
          'draft.blocks.2': [M.noFormInSite],
        },
      });
      const onUpdate = await fails(
        'PUT',
        `/api/site_pages/${site.home_page_id}`,
        {
          title: 'トップ',
          path: '',
          draft: { blocks: [{ id: 'f', type: 'form', fields: [{ id: 'q', type: 'text', label: '質問' }] }] },
        },
        422,
      );
      expect(onUpdate.errors).toEqual({ 'draft.blocks.0': [M.noFormInSite] });
      // SITE_MAX_PAGES: the site filled up to it, one more is refused at `pages`.
      await rows(
        database.db,
        sql`INSERT INTO pages (account_id, kind, site_id, path, code, title, draft)
            SELECT ${accountId}, 'site', ${site.id}, 'p' || n, ${`max${site.id}x`} || lpad(n::text, 4, '0'), 'p', '{"blocks":[]}'::jsonb
            FROM generate_series(1, ${SITE_MAX_PAGES - 1}) AS n`,
      );
      const full = await fails(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '多すぎ', path: 'more', draft: draft() },
        422,
      );
      expect(full.errors).toEqual({ pages: [M.pages] });
      const copy = await fails('POST', `/api/site_pages/${site.home_page_id}/copy`, undefined, 422);
      expect(copy.errors).toEqual({ pages: [M.pages] });
    });

    it('publishes now, at a time (the job) and not at all', async () => {
      const site = await newSite('公開のサイト');
      const home = site.home_page_id;
      const empty = await fails('POST', `/api/site_pages/${home}/publish`, {}, 422);
      expect(empty.errors).toEqual({ draft: [PM.nothingToPublish] });
      await ok('PUT', `/api/site_pages/${home}`, { title: 'トップ', path: '', draft: draft() });
      const published = await ok('POST', `/api/site_pages/${home}/publish`, {});
      expect(published).toMatchObject({
        status: 'published',
        home: true,
        has_unpublished_changes: false,
        published: draft(),
        site: { id: site.id },
      });
      expect((await ok('GET', `/api/sites/${site.id}`)).open).toBe(true);
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '予約', path: 'later', draft: draft() },
        201,
      );
      const at = new Date(Date.now() + 3_600_000);
      const scheduled = await ok('POST', `/api/site_pages/${page.id}/publish`, { at: at.toISOString() });
      expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: at.toISOString(), path: 'later' });
      expect(await publishDue(database.db, new Date(at.getTime() - 60_000))).toBe(0);
      expect(await publishDue(database.db, at)).toBeGreaterThanOrEqual(1);
      expect(await ok('GET', `/api/site_pages/${page.id}`)).toMatchObject({
        status: 'published',
        published: draft(),
      });
      const down = await ok('POST', `/api/site_pages/${home}/unpublish`);
      expect(down).toMatchObject({ status: 'draft', published: null, home: true });
      expect(await ok('GET', `/api/sites/${site.id}`)).toMatchObject({ open: false, published_pages: 1 });
    });

    it('copies a page into the same site with a free path and its draft', async () => {
      const site = await newSite('複製のサイト');
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: 'メニュー', path: 'menu', description: '説明', draft: draft('写す本文') },
        201,
      );
      const first = await ok('POST', `/api/site_pages/${page.id}/copy`, undefined, 201);
      expect(first).toMatchObject({
        title: 'メニューのコピー',
        path: 'menu-copy',
        description: '説明',
        draft: draft('写す本文'),
        status: 'draft',
        home: false,
        site_id: site.id,
      });
      expect(first.code).not.toBe(page.code);
      const second = await ok('POST', `/api/site_pages/${page.id}/copy`, undefined, 201);
      expect(second.path).toBe('menu-copy-2');
      const ofHome = await ok('POST', `/api/site_pages/${site.home_page_id}/copy`, undefined, 201);
      expect(ofHome).toMatchObject({ path: 'copy', home: false });
      expect((await ok('GET', `/api/sites/${site.id}`)).pages).toBe(5);
    });

    it('deletes a page and takes it out of the menu; the home and the last page stay (409)', async () => {
      const site = await newSite('削除のサイト');
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '二', path: 'two', draft: draft() },
        201,
      );
      await ok(
        'PUT',
        `/api/sites/${site.id}`,
        settings(site, {
          menu: [
            { label: 'トップ', page_id: site.home_page_id },
            { label: '二', page_id: page.id },
          ],
        }),
      );
      const home = await fails('DELETE', `/api/site_pages/${site.home_page_id}`, undefined, 409);
      expect(home).toEqual({ message: M.homePageDelete });
      await ok('DELETE', `/api/site_pages/${page.id}`, undefined, 204);
      expect((await ok('GET', `/api/sites/${site.id}`)).menu).toEqual([
        { label: 'トップ', page_id: site.home_page_id },
      ]);
      expect((await call('GET', `/api/site_pages/${page.id}`)).statusCode).toBe(404);
      // A site whose home is unset (as the service never leaves it, but the row allows): its one page is the last.
      await rows(database.db, sql`UPDATE sites SET home_page_id = NULL WHERE id = ${site.id}`);
      const last = await fails('DELETE', `/api/site_pages/${site.home_page_id}`, undefined, 409);
      expect(last).toEqual({ message: M.lastPage });
    });
  });

  describe('who may', () => {
    it('keeps each account to its own sites and pages, and the families apart', async () => {
      const site = await newSite('守るサイト');
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        { title: '二', path: 'two', draft: draft() },
        201,
      );
      const body = { title: 'x', path: 'x', draft: draft() };
      const theirs = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        call(method, url, otherOwner, payload);
      for (const [method, url, payload] of [
        ['GET', `/api/sites/${site.id}`],
        ['PUT', `/api/sites/${site.id}`, { name: 'x', slug: newSlug() }],
        ['DELETE', `/api/sites/${site.id}`],
        ['GET', `/api/sites/${site.id}/pages`],
        ['POST', `/api/sites/${site.id}/pages`, body],
        ['GET', `/api/site_pages/${page.id}`],
        ['PUT', `/api/site_pages/${page.id}`, body],
        ['DELETE', `/api/site_pages/${page.id}`],
        ['POST', `/api/site_pages/${page.id}/publish`, {}],
        ['POST', `/api/site_pages/${page.id}/unpublish`],
        ['POST', `/api/site_pages/${page.id}/copy`],
      ] as const) {
        const response = await theirs(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect(await (await theirs('GET', '/api/sites')).json()).not.toContainEqual(
        expect.objectContaining({ id: site.id }),
      );
      // A site's page is none of the landing pages' or forms', and theirs none of the site's.
      expect((await call('GET', `/api/landing_pages/${page.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/forms/${page.id}`)).statusCode).toBe(404);
      const landing = await ok('POST', '/api/landing_pages', { title: 'LP', draft: draft() }, 201);
      expect((await call('GET', `/api/site_pages/${landing.id}`)).statusCode).toBe(404);
      const lists = [...(await ok('GET', '/api/landing_pages')), ...(await ok('GET', '/api/forms'))].map(
        (row: { id: number }) => row.id,
      );
      expect(lists).not.toContain(page.id);
      expect(lists).not.toContain(site.home_page_id);
    });

    it('lets any session of the account read, and only SITE_WRITE write', async () => {
      const site = await newSite('権限のサイト');
      const page = site.home_page_id;
      for (const url of [
        '/api/sites',
        `/api/sites/${site.id}`,
        `/api/sites/${site.id}/pages`,
        `/api/site_pages/${page}`,
      ])
        expect((await call('GET', url, reader)).statusCode, url).toBe(200);
      for (const [method, url, payload] of [
        ['POST', '/api/sites', { name: 'x', slug: newSlug() }],
        ['PUT', `/api/sites/${site.id}`, { name: 'x', slug: site.slug }],
        ['DELETE', `/api/sites/${site.id}`],
        ['POST', `/api/sites/${site.id}/pages`, { title: 'x', path: 'x', draft: draft() }],
        ['PUT', `/api/site_pages/${page}`, { title: 'x', path: '', draft: draft() }],
        ['DELETE', `/api/site_pages/${page}`],
        ['POST', `/api/site_pages/${page}/publish`, {}],
        ['POST', `/api/site_pages/${page}/unpublish`],
        ['POST', `/api/site_pages/${page}/copy`],
      ] as const) {
        const response = await call(method, url, reader, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      const made = await ok('POST', '/api/sites', { name: '書ける人のサイト', slug: newSlug() }, 201, writer);
      await ok(
        'PUT',
        `/api/site_pages/${made.home_page_id}`,
        { title: 'トップ', path: '', draft: draft() },
        200,
        writer,
      );
    });
  });

  describe('what other features ask', () => {
    it('counts a site’s OGP image as a use of the image', async () => {
      const site = await newSite('画像のサイト');
      await ok('PUT', `/api/sites/${site.id}`, settings(site, { ogp_media_id: media }));
      const uses = await app.mediaUses(accountId, media);
      expect(uses).toContainEqual({ kind: M.mediaUseKind, id: site.id, name: '画像のサイト' });
      const page = await ok(
        'POST',
        `/api/sites/${site.id}/pages`,
        {
          title: '画像のページ',
          path: 'image',
          draft: { blocks: [{ id: 'i', type: 'image', media_id: media }] },
        },
        201,
      );
      expect(await app.mediaUses(accountId, media)).toContainEqual({
        kind: PAGE_KIND_LABELS.site,
        id: page.id,
        name: '画像のページ',
      });
      expect(await app.mediaUses(otherAccountId, media)).toEqual([]);
    });
  });

  describe('the demo', () => {
    it('seeds the salon’s site with three published pages and their menu, once per account', async () => {
      const demo = await createAccount(database, 'デモのサイト');
      const second = await createAccount(database, 'デモのサイト２');
      await rows(
        database.db,
        sql`INSERT INTO media (account_id, name, token) VALUES (${demo.accountId}, '店内', ${`demo-site-${demo.accountId}`})`,
      );
      const seededAt = new Date('2026-11-01T03:00:00Z');
      await seedSiteDemo(database.db, demo, seededAt);
      await seedSiteDemo(database.db, demo, seededAt);
      await seedSiteDemo(database.db, second, seededAt);
      const session = await sessionFor(database, demo.emails.owner);
      const [site, ...none] = await ok('GET', '/api/sites', undefined, 200, session);
      expect(none).toEqual([]);
      expect(site).toMatchObject({
        name: DEMO_SITE_NAME,
        slug: `demo-${demo.accountId}`,
        access: 'public',
        pages: 3,
        published_pages: 3,
        open: true,
      });
      expect(site.views).toBeGreaterThan(0);
      const full = await ok('GET', `/api/sites/${site.id}`, undefined, 200, session);
      const sitePages = await ok('GET', `/api/sites/${site.id}/pages`, undefined, 200, session);
      expect(
        sitePages.map((page: { title: string; path: string; status: string }) => [
          page.title,
          page.path,
          page.status,
        ]),
      ).toEqual([
        ['トップ', '', 'published'],
        ['アクセス', 'access', 'published'],
        ['メニュー・料金', 'menu', 'published'],
      ]);
      expect(full.menu.map((item: { label: string }) => item.label)).toEqual([
        'トップ',
        'メニュー・料金',
        'アクセス',
      ]);
      expect(full.home_page_id).toBe(sitePages[0].id);
      const top = await ok('GET', `/api/site_pages/${sitePages[0].id}`, undefined, 200, session);
      const types = top.published.blocks.map((block: { type: string }) => block.type);
      expect(types).toEqual(expect.arrayContaining(['heading', 'text', 'image', 'button']));
      expect(top.published.blocks).toContainEqual(expect.objectContaining({ action: { kind: 'booking' } }));
      const secondSite = await rows(
        database.db,
        sql`SELECT slug FROM sites WHERE account_id = ${second.accountId}`,
      );
      expect(secondSite).toEqual([{ slug: `demo-${second.accountId}` }]);
    });
  });
});
