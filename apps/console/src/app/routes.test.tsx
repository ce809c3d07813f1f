import { CONSOLE_ROUTES as LISTED_ROUTES } from '@console/contract/consoleRoutes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleRoute } from '../shared/feature';
import { ownerMe, renderApp, staffMe } from '../test/render';
import { CONSOLE_ROUTES } from './features';

// Only Login, Home and theme settings exist yet: this guarded route lives in the test fixture only.
const fixtureRoutes: readonly ConsoleRoute[] = [
  ...CONSOLE_ROUTES,
  {
    name: 'FixtureTemplatePage',
    path: '/fixture/template/edit/:id',
    title: 'テンプレート編集',
    permissions: ['TEMPLATE_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
    screen: async () => () => <p>テンプレート編集画面</p>,
  },
  {
    name: 'FixtureTagPage',
    path: '/fixture/tag',
    title: 'タグ',
    permissions: ['TAG_WRITE'],
    digitParams: [],
    menu: 'customers',
    shell: true,
    screen: async () => () => <p>タグ画面</p>,
  },
];

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guard', () => {
  it('sends a user without the route key to /?forbidden=1 and shows the notice', async () => {
    const { router } = renderApp({
      path: '/fixture/template/edit/12',
      me: staffMe,
      routes: fixtureRoutes,
    });
    expect((await screen.findByTestId('forbidden-notice')).textContent).toContain(
      'このページを表示する権限がありません。',
    );
    expect(location(router)).toBe('/?forbidden=1');
    expect(screen.queryByText('テンプレート編集画面')).toBeNull();
  });

  it('stops an in-app navigation to a forbidden route', async () => {
    const { router } = renderApp({ path: '/', me: staffMe, routes: fixtureRoutes });
    await screen.findByRole('heading', { name: 'ホーム' });
    await router.navigate('/fixture/template/edit/3');
    await waitFor(() => expect(location(router)).toBe('/?forbidden=1'));
    // The forbidden notice itself: home's own reads may raise an alert of their own (no server here).
    expect((await screen.findByTestId('forbidden-notice')).textContent).toContain(
      'このページを表示する権限がありません。',
    );
  });

  it('lets a user holding the key in', async () => {
    const { router } = renderApp({
      path: '/fixture/template/edit/12',
      me: ownerMe,
      routes: fixtureRoutes,
    });
    expect(await screen.findByText('テンプレート編集画面')).toBeTruthy();
    expect(location(router)).toBe('/fixture/template/edit/12');
  });

  it('shows the Japanese not-found page for a non-digit id', async () => {
    renderApp({
      path: '/fixture/template/edit/abc',
      me: ownerMe,
      routes: fixtureRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp({ path: '/line/nothing-here', me: ownerMe });
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
  });

  it('sends a visitor without a session to the login page, remembering the path', async () => {
    const { router } = renderApp({ path: '/line/setting/theme', me: null });
    expect(await screen.findByLabelText('メールアドレス')).toBeTruthy();
    expect(location(router)).toBe('/account/login?next=%2Fline%2Fsetting%2Ftheme');
  });

  it('does not show the notice on a plain home page', async () => {
    renderApp({ path: '/', me: ownerMe });
    expect(await screen.findByText('デモ商店へようこそ。')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('route table', () => {
  it('draws every route the contract lists (the server and the build name their files)', () => {
    const drawn = new Set(CONSOLE_ROUTES.map((route) => route.path));
    expect(LISTED_ROUTES.map((route) => route.path).filter((path) => !drawn.has(path))).toEqual([]);
  });

  it('has the tracker editor (issue 31) at spec §2’s paths, outside the side menu', () => {
    const trackers = CONSOLE_ROUTES.filter((route) => route.name.startsWith('Tracker'));
    expect(trackers.map((route) => [route.path, route.menu, route.permissions])).toEqual([
      ['/vue3-dev/line/tracker/edit/new', null, []],
      ['/vue3-dev/line/tracker/edit/:id', null, []],
    ]);
  });
});

describe('side menu', () => {
  it('lists only the menu routes whose keys the user holds', async () => {
    renderApp({ path: '/', me: staffMe, routes: fixtureRoutes });
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([
      'ホーム',
      '通知メッセージ',
      'テンプレート',
      '画像ライブラリ',
      'ジャーニー',
      'API トリガー',
      'あいさつメッセージ・友だち追加時設定',
      'リッチメニュー',
      '一斉配信',
      '友だち',
      '友だち情報',
      'セグメント',
      'チャット',
      'テーマ設定',
      'LINE 公式アカウント',
      '広告連携',
    ]);
  });

  it('shows a guarded menu route to a user with its key, and the account name', async () => {
    renderApp({ path: '/', me: ownerMe, routes: fixtureRoutes });
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'ホーム',
      '通知メッセージ',
      'テンプレート',
      '画像ライブラリ',
      'ジャーニー',
      'API トリガー',
      'あいさつメッセージ・友だち追加時設定',
      'リッチメニュー',
      '一斉配信',
      '友だち',
      '友だち情報',
      'タグ管理',
      'セグメント',
      'チャット',
      'タグ',
      'テーマ設定',
      'LINE 公式アカウント',
      '広告連携',
    ]);
    // Grouped as an operator thinks of the work, each group named by its heading.
    expect(screen.getByRole('list', { name: '配信' }).textContent).toBe(
      '通知メッセージテンプレート画像ライブラリジャーニーAPI トリガーあいさつメッセージ・友だち追加時設定リッチメニュー一斉配信',
    );
    expect(screen.getByRole('list', { name: '顧客' }).textContent).toBe(
      '友だち友だち情報タグ管理セグメントチャットタグ',
    );
    expect(screen.getByRole('list', { name: '設定' }).textContent).toBe(
      'テーマ設定LINE 公式アカウント広告連携',
    );
    expect(screen.getByTestId('account-name').textContent).toContain('デモ商店');
  });
});

describe('side menu: current area', () => {
  it('marks the area of a screen below it as current', async () => {
    // The template list loads its data; an empty list is enough here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json(url.endsWith('/sender') ? { mode: 'sandbox' } : [])),
    );
    renderApp({ path: '/line/tel/template', me: ownerMe });
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('通知メッセージ');
    vi.unstubAllGlobals();
  });
});

describe('document title', () => {
  it('is "{route title} - {app name}" after each navigation', async () => {
    const { router } = renderApp({
      path: '/',
      me: ownerMe,
      routes: fixtureRoutes,
      meta: { appName: 'さくらコンソール' },
    });
    await waitFor(() => expect(document.title).toBe('ホーム - さくらコンソール'));
    await router.navigate('/fixture/tag');
    await waitFor(() => expect(document.title).toBe('タグ - さくらコンソール'));
    await router.navigate('/account/login');
    await waitFor(() => expect(document.title).toBe('ログインページ - さくらコンソール'));
  });
});
