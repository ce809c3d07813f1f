import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AUTH_ROUTES } from '@console/contract';
import { CONSOLE_ROUTES } from '@console/contract/consoleRoutes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAME_MARKER, fillHeading, TITLE_MARKER } from '../src/console-html/html';
import { pageTitle } from '../src/console-html/preloads';
import { accounts } from '../src/db/schema';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from '../src/db/seed';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  FIXTURE_DIST,
  sessionFor,
  type TestDatabase,
  testApp,
} from './helpers';

const titleOf = (name: string) => CONSOLE_ROUTES.find((route) => route.name === name)?.title ?? '';
const LOGIN_TITLE = AUTH_ROUTES[0].title;

/** A template as the console build writes it: a `<title>` and the frame's markers inside #root. */
const TEMPLATE = `<!doctype html>
<html lang="ja">
  <head>
    <!--console-meta-->
    <title>Console</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"><header><p>${TITLE_MARKER}</p></header><aside><p>${APP_NAME_MARKER}</p></aside><main></main></div></body>
</html>
`;

const rootOf = (page: string) => page.slice(page.indexOf('<div id="root">'), page.lastIndexOf('</body>'));
const titleTag = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

describe('pageTitle: the title of the screen the console will show', () => {
  const owner = {
    oemCode: 'console' as const,
    permissions: CONSOLE_ROUTES.flatMap((route) => route.permissions),
  };
  it('is the matched route’s title with a session', () => {
    expect(titleOf('FriendListPage')).not.toBe('');
    expect(pageTitle('/line/friends', owner)).toBe(titleOf('FriendListPage'));
    expect(pageTitle('/line/friends/12', owner)).toBe(titleOf('FriendDetailPage'));
  });
  it('is the login screen’s for a shell route without a session', () => {
    expect(pageTitle('/line/friends', null)).toBe(LOGIN_TITLE);
    expect(pageTitle('/account/login', null)).toBe(LOGIN_TITLE);
  });
  it('is the home screen’s for a route the session may not open', () => {
    expect(pageTitle('/line/common_var', { oemCode: 'console', permissions: [] })).toBe(titleOf('HomePage'));
  });
  it('is empty (the app name alone) for a path no route draws', () => {
    expect(pageTitle('/no/such/page', owner)).toBe('');
  });
});

describe('fillHeading', () => {
  it('writes "{title} - {app name}" into <title> and the title and app name into the markers, escaped', () => {
    const page = fillHeading(TEMPLATE, { title: '友だち', appName: '<script>alert(1)</script>' });
    expect(titleTag(page)).toBe('友だち - &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rootOf(page)).toContain('<p>友だち</p>');
    expect(rootOf(page)).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain(TITLE_MARKER);
    expect(page).not.toContain(APP_NAME_MARKER);
  });
  it('shows the app name alone without a route title', () => {
    const page = fillHeading(TEMPLATE, { title: '', appName: 'A&B' });
    expect(titleTag(page)).toBe('A&amp;B');
    expect(rootOf(page)).toContain('<p>A&amp;B</p>');
  });
});

describe.each(DRIVERS)('the console page’s title and app name in the HTML on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'console-frame-'));
    await fs.cp(FIXTURE_DIST, dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), TEMPLATE);
    app = await testApp(database, { consoleDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dist) await fs.rm(dist, { recursive: true, force: true });
  });

  it('a page with a session has the route’s title and the account’s app name, escaped', async () => {
    const other = await createAccount(database, 'フレームのサロン');
    await database.db
      .update(accounts)
      .set({ appName: '<script>x</script>' })
      .where(eq(accounts.id, other.accountId));
    const cookie = await sessionFor(database, other.emails.owner);
    const response = await app.inject({ url: '/line/friends', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(`<p>${titleOf('FriendListPage')}</p>`);
    expect(root).toContain('<p>&lt;script&gt;x&lt;/script&gt;</p>');
    expect(response.body).not.toContain('<script>x</script>');
    expect(titleTag(response.body)).toBe(`${titleOf('FriendListPage')} - &lt;script&gt;x&lt;/script&gt;`);
  });

  it('a page without a session has the login screen’s title', async () => {
    const response = await app.inject({ url: '/line/friends' });
    expect(titleTag(response.body)).toBe(`${LOGIN_TITLE} - Console`);
    expect(rootOf(response.body)).toContain(`<p>${LOGIN_TITLE}</p>`);
  });

  it('an unknown route gets the app name alone', async () => {
    const owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    const response = await app.inject({ url: '/no/such/page', headers: { cookie: owner } });
    expect(titleTag(response.body)).toBe('Console');
  });

  it('a staff member without the key gets the home screen’s title', async () => {
    const staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    const response = await app.inject({ url: '/line/common_var', headers: { cookie: staff } });
    expect(titleTag(response.body)).toBe(`${titleOf('HomePage')} - Console`);
  });
});
