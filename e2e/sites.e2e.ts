import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  followingFriend,
  LINE_APP,
  loginWithFakeLine,
  overflow,
  PHONE,
  phone,
  routeFakeLiff,
  setChannelLogin,
} from './liff';
import { choose, logIn, signedWebhook, toast, XHR } from './session';

/**
 * Sites (issue 33) end to end: the owner creates a site on /line/site, adds a page 「メニュー・料金」
 * at `menu`, writes it on the pure editor (a heading, a text with the friend information
 * 好きなメニュー inserted), publishes it and the home page and builds the site's menu of the two.
 * A 360 px phone without a session reads the site: the menu, the current page marked, nothing
 * sideways, no script at all. Then the site asks for a password (a wrong one is refused in
 * Japanese, the right one shows the page), then is for friends only: outside LINE the gate says to
 * open it in LINE, inside LINE (a fake LIFF, the fake LINE Login verifying its ID token) a friend
 * made by a signed follow sees the page with their own value. The LIFF id, the channel's login
 * and the site are taken away again at the end, for the tests after.
 */

/** A LIFF app id of the pattern LINE Developers shows (the fake LIFF never checks it with LINE). */
const LIFF_ID = '2000000001-E2eSites';
const PASSWORD = 'hana-2026';
const FAVOURITE = 'カット＆カラー';

/** The page's <script> elements (a public site page without a form or analytics has none). */
const scripts = (page: Page) => page.locator('script').count();

/** Adds a block of this type on the editor; its inspector opens with it selected. */
async function addBlock(page: Page, type: '見出し' | 'テキスト') {
  await page.getByRole('button', { name: 'ブロックを追加', exact: true }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

/** Publishes the page open on the editor now (the editor saves unsaved edits first). */
async function publishNow(page: Page) {
  await page.getByRole('button', { name: '公開…' }).click();
  const dialog = page.getByRole('dialog', { name: 'ページの公開' });
  await expect(dialog.getByRole('radio', { name: '今すぐ公開' })).toBeChecked();
  await dialog.getByRole('button', { name: '公開する' }).click();
  await expect(toast(page, '公開しました。')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Saves the site's settings with the header's 保存. */
async function saveSettings(page: Page) {
  const answer = page.waitForResponse(
    (response) => /\/api\/sites\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: '保存', exact: true }).first().click();
  expect((await answer).status()).toBe(200);
  // The toast of an earlier save may still be up: the newest one is this save's.
  await expect(toast(page, 'サイトの設定を保存しました。').last()).toBeVisible();
}

test('a site built on the console, read on a 360 px phone: its menu, then behind a password, then for friends only with the friend’s own value inside LINE', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now() % 100000;
  const name = `E2Eサロン${suffix}`;
  const slug = `e2e-site-${suffix}`;
  const hook = await signedWebhook(page);
  const settingsBefore = (await (await page.request.get('/api/page_settings')).json()) as {
    liff_id: string | null;
  };
  const varia = (await (await page.request.get('/api/v_resource/varia')).json()) as {
    items: { id: number; name: string }[];
  };
  const favourite = varia.items.find((item) => item.name === '好きなメニュー');
  if (!favourite) throw new Error('the demo has no friend information 好きなメニュー');
  const contexts: BrowserContext[] = [];
  const phoneOf = async (userAgent: string) => {
    const context = await phone(browser, baseURL ?? '', userAgent);
    contexts.push(context);
    return context;
  };
  let siteId: number | null = null;
  try {
    // 1. The site, made on the list's サイトを作成; its settings open.
    await logIn(page, '/line/site');
    await expect(page).toHaveTitle('サイト - Console');
    await page.getByRole('button', { name: 'サイトを作成' }).click();
    const create = page.getByRole('dialog', { name: 'サイトを作成' });
    await create.getByRole('textbox', { name: 'サイト名' }).fill(name);
    await create.getByRole('textbox', { name: 'アドレス' }).fill(slug);
    await expect(create.getByText(`/s/${slug}`)).toBeVisible();
    await create.getByRole('button', { name: '作成する' }).click();
    await expect(toast(page, 'サイトを作成しました。')).toBeVisible();
    await page.waitForURL(/\/vue3-dev\/line\/site\/egg\/setting\/\d+$/);
    siteId = Number(new URL(page.url()).pathname.split('/').pop());
    const settingsPath = new URL(page.url()).pathname;
    await expect(page).toHaveTitle('サイトの設定 - Console');
    const pages = page.getByRole('list', { name: 'ページ', exact: true });
    // The new site has its home page (titled as the site), a draft.
    await expect(pages.getByRole('listitem')).toHaveCount(1);
    await expect(pages.getByRole('listitem').first()).toContainText(name);
    await expect(pages.getByRole('listitem').first()).toContainText('トップ');

    // 2. A second page at `menu`, written on the pure editor and published.
    await page.getByRole('button', { name: 'ページを追加' }).click();
    const adding = page.getByRole('dialog', { name: 'ページを追加' });
    await adding.getByRole('textbox', { name: 'タイトル' }).fill('メニュー・料金');
    await adding.getByRole('textbox', { name: 'アドレス' }).fill('menu');
    await expect(adding.getByText(`/s/${slug}/menu`)).toBeVisible();
    await adding.getByRole('button', { name: '追加して編集' }).click();
    await page.waitForURL(/\/vue3-dev\/line\/site\/pure\/edit\/\d+$/);
    const menuPageId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page).toHaveTitle('サイトのページの編集 - Console');
    await expect(page.getByRole('textbox', { name: 'ページのアドレス' })).toHaveValue('menu');

    await addBlock(page, '見出し');
    await page.getByRole('textbox', { name: '見出しの文字' }).fill('料金表');
    await addBlock(page, 'テキスト');
    const text = page.getByRole('textbox', { name: 'テキスト', exact: true });
    await text.fill('カット 4,400円\nあなたのお好きなメニュー：');
    await page.getByRole('button', { name: '友だち情報を差し込む' }).click();
    await page
      .getByRole('dialog', { name: '友だち情報を差し込む' })
      .getByRole('button', { name: /^好きなメニュー/ })
      .click();
    await expect(text).toHaveValue(`カット 4,400円\nあなたのお好きなメニュー：{{var:${favourite.id}}}`);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, /✓保存しました。/)).toBeVisible();
    await publishNow(page);
    await expect(page.locator('p', { hasText: '状態：' })).toContainText('公開中');

    // The home page: a heading, published from its 編集 on the settings.
    await page.goto(settingsPath);
    await page.getByRole('button', { name: `${name}を編集` }).click();
    await page.waitForURL(/\/vue3-dev\/line\/site\/pure\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'ページのアドレス' })).toHaveValue(`/s/${slug}`);
    await addBlock(page, '見出し');
    await page.getByRole('textbox', { name: '見出しの文字' }).fill('ようこそ');
    await publishNow(page);

    // 3. The menu of the two pages, saved with the settings.
    await page.goto(settingsPath);
    await expect(pages.getByRole('listitem')).toHaveCount(2);
    await expect(pages.getByRole('listitem').filter({ hasText: 'メニュー・料金' })).toContainText('公開中');
    await page.getByRole('button', { name: '項目を追加' }).click();
    await page.getByRole('textbox', { name: 'メニュー 1 メニューの文字' }).fill('トップ');
    await choose(page, 'メニュー 1 リンク先のページ', name);
    await page.getByRole('button', { name: '項目を追加' }).click();
    await page.getByRole('textbox', { name: 'メニュー 2 メニューの文字' }).fill('メニュー・料金');
    await choose(page, 'メニュー 2 リンク先のページ', 'メニュー・料金');
    await saveSettings(page);
    const saved = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
      menu: { label: string; page_id: number }[];
      home_page_id: number;
    };
    expect(saved.menu).toEqual([
      { label: 'トップ', page_id: saved.home_page_id },
      { label: 'メニュー・料金', page_id: menuPageId },
    ]);

    // 4. A phone without a session: the home with the menu, then the menu page by its link.
    const visitor = await (await phoneOf(PHONE)).newPage();
    await visitor.goto(`/s/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'ようこそ' })).toBeVisible();
    const nav = visitor.getByRole('navigation', { name: 'メニュー' });
    await expect(nav.getByRole('link')).toHaveText(['トップ', 'メニュー・料金']);
    await expect(nav.getByRole('link', { name: 'トップ' })).toHaveAttribute('aria-current', 'page');
    expect(await overflow(visitor)).toBe(0);
    expect(await scripts(visitor)).toBe(0);
    await nav.getByRole('link', { name: 'メニュー・料金' }).click();
    await visitor.waitForURL(new RegExp(`/s/${slug}/menu$`));
    await expect(visitor.getByRole('heading', { name: '料金表' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'メニュー・料金' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'トップ' })).not.toHaveAttribute('aria-current', /./);
    // Nobody is known here: the inserted friend information is blank, never the raw token.
    await expect(visitor.getByText('あなたのお好きなメニュー：')).toBeVisible();
    expect(await visitor.content()).not.toContain('{{var');
    expect(await overflow(visitor)).toBe(0);
    expect(await scripts(visitor)).toBe(0);

    // 5. Behind a password: the phone (a new one) sees the form; a wrong password is refused.
    await choose(page, '公開範囲', 'パスワードを知っている人だけ');
    await page.getByLabel('新しいパスワード').fill(PASSWORD);
    await saveSettings(page);
    const guest = await (await phoneOf(PHONE)).newPage();
    await guest.goto(`/s/${slug}/menu`);
    await expect(guest.getByRole('heading', { name: 'パスワードを入力してください' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: '料金表' })).toHaveCount(0);
    expect(await overflow(guest)).toBe(0);
    await guest.getByLabel('パスワード').fill('wrong-password');
    await guest.getByRole('button', { name: '表示する' }).click();
    await expect(guest.getByRole('alert')).toHaveText('パスワードが違います。');
    await expect(guest.getByLabel('パスワード')).toHaveAttribute('aria-invalid', 'true');
    await guest.getByLabel('パスワード').fill(PASSWORD);
    await guest.getByRole('button', { name: '表示する' }).click();
    await guest.waitForURL(new RegExp(`/s/${slug}/menu$`));
    await expect(guest.getByRole('heading', { name: '料金表' })).toBeVisible();
    // The first phone, from before the password, is asked for it too.
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'パスワードを入力してください' })).toBeVisible();

    // 6. Friends only: the LIFF id through the page settings, LINE Login the fake's.
    await choose(page, '公開範囲', '友だちだけ（LINE で確認）');
    await page.getByRole('button', { name: 'ページの設定を開く' }).click();
    const liffDialog = page.getByRole('dialog', { name: 'ページの設定' });
    await liffDialog.getByRole('textbox', { name: 'LIFF ID' }).fill(LIFF_ID);
    await liffDialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, /✓保存しました。/)).toBeVisible();
    await expect(liffDialog).toHaveCount(0);
    await expect(page.getByText('LIFF ID がまだ登録されていません。')).toHaveCount(0);
    await saveSettings(page);
    expect(
      ((await (await page.request.get(`/api/sites/${siteId}`)).json()) as { access: string }).access,
    ).toBe('friends');
    await loginWithFakeLine(page);
    const friend = await followingFriend(page, hook);
    const patched = await page.request.patch(`/api/friends/${friend.id}`, {
      headers: XHR,
      data: { vars: { [String(favourite.id)]: FAVOURITE } },
    });
    expect(patched.ok(), await patched.text()).toBe(true);

    // Outside LINE: the gate says to open the page in LINE, and shows none of it.
    const outside = await (await phoneOf(PHONE)).newPage();
    const outsideGate = await outside.goto(`/s/${slug}/menu`);
    expect(outsideGate?.status()).toBe(401);
    await expect(outside.getByRole('status')).toHaveText(
      'このページは LINE の友だちだけが見られます。LINE で開いてください。',
    );
    const openInLine = outside.getByRole('link', { name: 'LINE で開く' });
    await expect(openInLine).toBeVisible();
    await expect(openInLine).toHaveAttribute('href', `https://liff.line.me/${LIFF_ID}/s/${slug}/menu`);
    await expect(outside.getByRole('heading', { name: '料金表' })).toHaveCount(0);
    expect(await overflow(outside)).toBe(0);

    // Inside LINE: the gate hands LIFF's ID token over, the page comes back with the friend's value.
    const inLine = await phoneOf(LINE_APP);
    const liffAsked = await routeFakeLiff(inLine, friend.idToken);
    const member = await inLine.newPage();
    await member.goto(`/s/${slug}/menu`);
    await expect(member.getByRole('heading', { name: '料金表' })).toBeVisible();
    await expect(member.getByText(`あなたのお好きなメニュー：${FAVOURITE}`)).toBeVisible();
    expect(liffAsked.count).toBeGreaterThan(0);
    // The friend's cookie (console_pf_{accountId}) is what lets them in from now on.
    expect((await inLine.cookies()).some((cookie) => /^console_pf_\d+$/.test(cookie.name))).toBe(true);
    // The friend's cookie opens the other pages too, with the menu.
    await member.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: 'トップ' }).click();
    await expect(member.getByRole('heading', { name: 'ようこそ' })).toBeVisible();
    expect(await overflow(member)).toBe(0);
  } finally {
    // 7. Back as it was: no site of this test, the LIFF id before, no login channel.
    for (const context of contexts) await context.close();
    if (siteId !== null) {
      const removed = await page.request.delete(`/api/sites/${siteId}`, { headers: XHR });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    const restored = await page.request.put('/api/page_settings', {
      headers: XHR,
      data: { liff_id: settingsBefore.liff_id },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await setChannelLogin(page, { loginId: '', secret: '' });
  }
});
