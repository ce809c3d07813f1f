import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoads, type Manifest, pageAssets, screenImports } from './preloads';
import { featureFolders, routeScreens } from './preloadsPlugin';

describe('pageAssets', () => {
  it.each([
    [
      'module scripts, module preloads and stylesheets, in order',
      `<script type="module" crossorigin src="/assets/app-1.js"></script>
       <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
       <link rel="stylesheet" crossorigin href="/assets/app-3.css">`,
      { js: ['assets/app-1.js', 'assets/vendor-2.js'], css: ['assets/app-3.css'] },
    ],
    [
      'not the icon nor outside files',
      '<link rel="icon" href="/favicon.svg"><script src="https://x/y.js">',
      { js: [], css: [] },
    ],
  ])('%s', (_name, html, files) => {
    expect(pageAssets(html)).toEqual(files);
  });
});

describe('screenImports', () => {
  it.each([
    [
      'a loader',
      "    HomePage: () => import('./HomePage').then((m) => m.HomePage),",
      [['HomePage', 'HomePage']],
    ],
    [
      'a screen with its data',
      "    FriendListPage: {\n      screen: () => import('./FriendListPage').then((m) => m.FriendListPage),\n      data: friendListData,\n    },",
      [['FriendListPage', 'FriendListPage']],
    ],
    [
      'a loader on the next line, one module for two routes',
      "    SalonEpisodeRedirect: () =>\n      import('./SalonEpisodeRedirect').then((m) => m.X),\n    TagListPage: () => import('./TagPages').then((m) => m.TagListPage),\n    TagSettingPage: () => import('./TagPages').then((m) => m.TagSettingPage),",
      [
        ['SalonEpisodeRedirect', 'SalonEpisodeRedirect'],
        ['TagListPage', 'TagPages'],
        ['TagSettingPage', 'TagPages'],
      ],
    ],
    [
      'a screen in a folder of the feature',
      "    FlexEditorPage: () => import('./flex/FlexEditorPage').then((m) => m.FlexEditorPage),",
      [['FlexEditorPage', 'flex/FlexEditorPage']],
    ],
  ])('%s', (_name, source, screens) => {
    expect([...screenImports(source)]).toEqual(screens);
  });
});

describe('firstLoads', () => {
  // A build in small: the page's entry with vendor, a screen with its feature's file and a shared
  // one, the shell's lazy schema, a partner brand.
  const manifest: Manifest = {
    _vendor: { file: 'assets/vendor.js' },
    _app: { file: 'assets/app.js', imports: ['_vendor'], css: ['assets/app.css'] },
    _shared: { file: 'assets/shared.js', imports: ['_vendor'], css: ['assets/shared.css'] },
    _friends: { file: 'assets/friends.js', imports: ['_shared', '_app'] },
    'src/shared/schemas.ts': {
      file: 'assets/schemas.js',
      src: 'src/shared/schemas.ts',
      imports: ['_shared'],
    },
    'src/friends/FriendListPage.tsx': {
      file: 'assets/FriendListPage.js',
      imports: ['_friends', '_app'],
      css: ['assets/FriendListPage.css'],
    },
    'src/auth/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['_app'] },
    'src/friends/Forward.tsx': { file: 'assets/Forward.js', imports: ['_app'] },
    '../../packages/ui/src/themes/sakura/index.ts': {
      file: 'assets/sakura.js',
      src: '../../packages/ui/src/themes/sakura/index.ts',
      imports: ['_app'],
      css: ['assets/sakura.css'],
    },
  };
  const html = `<script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app.css">`;
  const loads = firstLoads(
    manifest,
    html,
    [
      { name: 'FriendListPage', shell: true, module: 'src/friends/FriendListPage.tsx' },
      { name: 'LoginPage', shell: false, module: 'src/auth/LoginPage.tsx' },
      {
        name: 'Forward',
        shell: true,
        module: 'src/friends/Forward.tsx',
        forwardsTo: 'src/friends/FriendListPage.tsx',
      },
    ],
    ['src/app/Shell.tsx', 'src/shared/schemas.ts'],
  );

  it('the page: what index.html names, with the imports of its scripts', () => {
    expect(loads.page).toEqual({ js: ['assets/app.js', 'assets/vendor.js'], css: ['assets/app.css'] });
  });

  it.each([
    [
      'a shell route: the shell’s lazy parts and the screen’s static closure, beyond the page',
      'FriendListPage',
      {
        js: ['assets/schemas.js', 'assets/shared.js', 'assets/FriendListPage.js', 'assets/friends.js'],
        css: ['assets/shared.css', 'assets/FriendListPage.css'],
        screen: 'FriendListPage',
        screenFile: 'assets/FriendListPage.js',
      },
    ],
    [
      'a screen that forwards: the target screen’s files too',
      'Forward',
      {
        js: [
          'assets/schemas.js',
          'assets/shared.js',
          'assets/Forward.js',
          'assets/FriendListPage.js',
          'assets/friends.js',
        ],
        css: ['assets/shared.css', 'assets/FriendListPage.css'],
        screen: 'Forward',
        screenFile: 'assets/Forward.js',
      },
    ],
    [
      'a route outside the shell: its screen alone',
      'LoginPage',
      { js: ['assets/LoginPage.js'], css: [], screen: 'LoginPage', screenFile: 'assets/LoginPage.js' },
    ],
  ])('%s', (_name, route, files) => {
    expect(loads.routes[route]).toEqual(files);
  });

  it('a partner brand: its file and stylesheet', () => {
    expect(loads.themes).toEqual({ sakura: { js: ['assets/sakura.js'], css: ['assets/sakura.css'] } });
  });

  it('fails on a screen the build does not have, rather than preloading nothing', () => {
    expect(() =>
      firstLoads(manifest, html, [{ name: 'Gone', shell: true, module: 'src/gone/Gone.tsx' }], []),
    ).toThrow(/Gone/);
  });
});

describe('the console’s route tables', () => {
  // The test runs in jsdom, where import.meta.url is not a file URL.
  const consoleRoot = path.resolve(__dirname, '..');

  it('every contract route has a screen module, from the feature folders', () => {
    const screens = routeScreens(consoleRoot);
    expect(screens.find((route) => route.name === 'FriendListPage')).toEqual({
      name: 'FriendListPage',
      shell: true,
      module: 'src/friends/FriendListPage.tsx',
    });
    expect(screens.find((route) => route.name === 'LoginPage')?.shell).toBe(false);
    expect(screens.find((route) => route.name === 'SalonEpisodeRedirect')?.forwardsTo).toBe(
      'src/salon/SalonMessagesPage.tsx',
    );
  });

  it('the feature folders are those app/features.ts lists', () => {
    const features = readFileSync(path.join(consoleRoot, 'src/app/features.ts'), 'utf8');
    const listed = [...features.matchAll(/from '\.\.\/(\w+)\/routes'/g)].map((match) => match[1]).sort();
    expect(featureFolders(consoleRoot)).toEqual(listed);
  });
});
