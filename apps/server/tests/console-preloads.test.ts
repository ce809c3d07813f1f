import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteDef } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/console-html/html';
import {
  firstScreens,
  matchRoute,
  type PageSession,
  type Preloads,
  pagePreloads,
  parsePreloads,
  renderPreloadTags,
} from '../src/console-html/preloads';
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

describe('matchRoute: the contract route a path draws, as react-router matches it', () => {
  it.each([
    ['/line/friends', 'FriendListPage', {}],
    ['/line/friends/', 'FriendListPage', {}],
    ['/LINE/Friends', 'FriendListPage', {}],
    ['/line/friends/12', 'FriendDetailPage', { id: '12' }],
    ['/vue3-dev/line/tag/setting/3', 'TagSettingPage', { id: '3' }],
    ['/line/common_var/new', 'CommonVarNewPage', {}],
    ['/line/common_var/edit/7', 'CommonVarEditPage', { id: '7' }],
    ['/line/reserve/salon', 'SalonTimelinePage', {}],
    ['/account/login', 'LoginPage', {}],
    ['/', 'HomePage', {}],
    ['/line/friends/12/more', null, {}],
    ['/nowhere', null, {}],
    ['/line/friends/%E0%A4%A', null, {}],
  ])('%s → %s', (pathname, name, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.name ?? null).toBe(name);
    if (match) expect(match.params).toEqual(params);
  });

  it('prefers a fixed segment to a parameter, whatever the order of the table', () => {
    const route = (name: string, path: string): RouteDef => ({
      name,
      path,
      title: '',
      permissions: [],
      digitParams: [],
      menu: null,
      shell: true,
    });
    const routes = [route('Edit', '/items/:id'), route('New', '/items/new')];
    expect(matchRoute('/items/new', routes)?.route.name).toBe('New');
    expect(matchRoute('/items/5', routes)?.route.name).toBe('Edit');
  });
});

const OWNER: PageSession = { oemCode: 'console', permissions: ['TAG_WRITE', 'COMMON_VAR_WRITE'] };

describe('firstScreens: the screens the console loads first, its guard’s redirect included', () => {
  it.each([
    ['a shell route with a session', '/line/friends', OWNER, ['FriendListPage']],
    [
      'a shell route without a session: then the login screen',
      '/line/friends',
      null,
      ['FriendListPage', 'LoginPage'],
    ],
    ['the login screen without a session', '/account/login', null, ['LoginPage']],
    [
      'a route whose keys the session lacks: then home',
      '/vue3-dev/line/tag',
      { ...OWNER, permissions: [] },
      ['TagListPage', 'HomePage'],
    ],
    ['a route whose keys the session holds', '/vue3-dev/line/tag', OWNER, ['TagListPage']],
    [
      'a digits-only parameter that is not: the screen, which says so',
      '/line/friends/abc',
      OWNER,
      ['FriendDetailPage'],
    ],
    ['a path no route draws: nothing', '/nowhere', OWNER, []],
  ] as const)('%s', (_name, pathname, session, names) => {
    expect(firstScreens(pathname, session).map((route) => route.name)).toEqual(names);
  });
});

const PRELOADS: Preloads = {
  routes: {
    LoginPage: { js: ['assets/LoginPage-a.js'], css: [] },
    FriendListPage: {
      js: ['assets/FriendListPage-b.js', 'assets/friends-c.js', 'assets/shared-d.js'],
      css: ['assets/friends-e.css'],
    },
    HomePage: { js: ['assets/HomePage-f.js', 'assets/shared-d.js'], css: [] },
  },
  themes: { sakura: { js: ['assets/sakura-g.js'], css: ['assets/sakura-h.css'] } },
};

describe('pagePreloads: the files a page names', () => {
  it.each([
    [
      'the route’s files',
      '/line/friends',
      OWNER,
      ['assets/FriendListPage-b.js', 'assets/friends-c.js', 'assets/shared-d.js'],
      ['assets/friends-e.css'],
    ],
    [
      'a partner brand’s files first, then the route’s',
      '/',
      { ...OWNER, oemCode: 'sakura' },
      ['assets/sakura-g.js', 'assets/HomePage-f.js', 'assets/shared-d.js'],
      ['assets/sakura-h.css'],
    ],
    [
      'logged out on a shell route: the route’s, then the login screen’s',
      '/line/friends',
      null,
      ['assets/FriendListPage-b.js', 'assets/friends-c.js', 'assets/shared-d.js', 'assets/LoginPage-a.js'],
      ['assets/friends-e.css'],
    ],
    ['a path no route draws: none', '/nowhere', OWNER, [], []],
    ['a route the build does not name: none', '/line/tel', OWNER, [], []],
  ] as const)('%s', (_name, pathname, session, js, css) => {
    expect(pagePreloads(PRELOADS, pathname, session)).toEqual({ js, css });
  });

  it('names nothing without a preloads.json', () => {
    expect(pagePreloads(null, '/line/friends', OWNER)).toEqual({ js: [], css: [] });
  });
});

describe('renderPreloadTags', () => {
  it.each([
    [
      'module preloads with crossorigin as Vite’s scripts, then style preloads',
      { js: ['assets/a-1.js'], css: ['assets/b-2.css'] },
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">\n    <link rel="preload" as="style" crossorigin href="/assets/b-2.css">',
    ],
    ['nothing for no files', { js: [], css: [] }, ''],
    [
      'only built asset paths: no markup from a broken file',
      {
        js: ['assets/x.js"><script>alert(1)</script>', '/etc/passwd.js', 'https://evil.example/a.js'],
        css: [],
      },
      '',
    ],
  ])('%s', (_name, files, tags) => {
    expect(renderPreloadTags(files)).toBe(tags);
  });
});

describe('parsePreloads', () => {
  it.each([
    ['the build’s file', JSON.stringify(PRELOADS), PRELOADS],
    ['no file', null, null],
    ['not JSON', '{', null],
    ['another shape', '[]', null],
  ])('%s', (_name, text, expected) => {
    expect(parsePreloads(text)).toEqual(expected);
  });
});

describe('fillTemplate with preload tags', () => {
  it('puts them after the page’s own scripts, before </head>', () => {
    const template =
      '<head>\n<!--console-meta-->\n<script type="module" src="/assets/app.js"></script>\n</head><body></body>';
    const page = fillTemplate(
      template,
      {
        userId: '',
        accountId: '',
        oemCode: 'console',
        traceId: 't',
        captchaSiteKey: '',
        appName: 'A',
        demoLogins: '',
      },
      { preloadTags: '<link rel="modulepreload" crossorigin href="/assets/x.js">' },
    );
    expect(page.indexOf('/assets/x.js')).toBeGreaterThan(page.indexOf('/assets/app.js'));
    expect(page.indexOf('/assets/x.js')).toBeLessThan(page.indexOf('</head>'));
  });
});

const MODULEPRELOADS = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)">/g)].map(
    (match) => match[1],
  );

describe.each(DRIVERS)('the console page’s preloads on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  let dist: string;
  let owner: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
    await fs.cp(FIXTURE_DIST, dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'preloads.json'), JSON.stringify(PRELOADS));
    app = await testApp(database, { consoleDist: dist });
    // The fixture build as it is: no preloads.json.
    bare = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await database?.dispose();
    if (dist) await fs.rm(dist, { recursive: true, force: true });
  });

  it('GET /line/friends with a session names the friends screen’s files as module preloads', async () => {
    const response = await app.inject({ url: '/line/friends', headers: { cookie: owner } });
    expect(response.statusCode).toBe(200);
    expect(MODULEPRELOADS(response.body)).toEqual(PRELOADS.routes.FriendListPage?.js);
    expect(response.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/friends-e.css">',
    );
  });

  it('names the route’s and the login screen’s files to a logged-out visitor of a shell route', async () => {
    const response = await app.inject({ url: '/line/friends' });
    expect(MODULEPRELOADS(response.body)).toEqual([
      ...(PRELOADS.routes.FriendListPage?.js ?? []),
      'assets/LoginPage-a.js',
    ]);
  });

  it('names a partner brand’s files to its accounts', async () => {
    const other = await createAccount(database, 'サロン');
    const cookie = await sessionFor(database, other.emails.owner);
    const response = await app.inject({ url: '/', headers: { cookie } });
    expect(MODULEPRELOADS(response.body)).toEqual([
      'assets/sakura-g.js',
      'assets/HomePage-f.js',
      'assets/shared-d.js',
    ]);
  });

  it('names the home screen’s files too to a staff member without the tag key', async () => {
    const staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    const response = await app.inject({ url: '/line/friends', headers: { cookie: staff } });
    expect(MODULEPRELOADS(response.body)).toEqual(PRELOADS.routes.FriendListPage?.js);
    const refused = await app.inject({ url: '/line/common_var', headers: { cookie: staff } });
    expect(MODULEPRELOADS(refused.body)).toEqual(PRELOADS.routes.HomePage?.js);
  });

  it('sends the page without preloads when the build has no preloads.json', async () => {
    const response = await bare.inject({ url: '/line/friends', headers: { cookie: owner } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('modulepreload');
  });
});
