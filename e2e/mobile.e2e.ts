import { expect, type Page, test } from '@playwright/test';

/*
 * Salon staff open the console on a phone between customers (issue 11 §7): every screen at
 * 360×740 in Chromium keeps its content at least 300 px wide and never scrolls sideways; the menu
 * lives in a drawer behind a button.
 */
test.use({ viewport: { width: 360, height: 740 } });

const SCREENS = [
  ['/', 'ホーム'],
  ['/line/setting/theme', 'テーマ設定'],
  ['/line/tel', '通知メッセージ'],
  ['/line/tel/list/1', '通知メッセージ発注内容'],
  ['/line/tel/register', '通知メッセージ個別登録'],
  ['/line/tel/upload', '通知メッセージファイルアップロード'],
  ['/line/tel/template', '通知メッセージテンプレート'],
  ['/line/tel/template/register', '通知メッセージテンプレート登録'],
  ['/line/friends', '友だち'],
  ['/line/friends/1', '友だちの詳細'],
  ['/vue3-dev/line/var', '友だち情報'],
  ['/vue3-dev/line/tag', 'タグ管理'],
  ['/vue3-dev/line/tag/setting/1', 'タグの設定'],
  ['/line/member_query', 'セグメント'],
  ['/line/common_var', '共通変数'],
  ['/line/common_var/new', '共通変数の登録'],
  ['/line/setting/line', 'LINE 公式アカウント'],
  ['/line/journey', 'ジャーニー'],
  ['/line/journey/new', 'ジャーニーの作成'],
  ['/line/journey/1/edit', 'ジャーニーの編集'],
  ['/line/journey-tag', 'ジャーニータグ'],
  ['/line/journey-tag/1/edit', 'ジャーニータグの編集'],
  ['/line/open_api/triggers', 'API トリガー'],
  ['/line/open_api/triggers/1', 'API トリガーの設定'],
] as const;

async function logIn(page: Page) {
  await page.goto('/account/login');
  await page.getByLabel('メールアドレス').fill('owner@example.jp');
  await page.getByLabel('パスワード').fill('console-demo');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The page's horizontal overflow and the width of the main content box, in CSS pixels. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const style = main ? getComputedStyle(main) : null;
    const content = main
      ? main.clientWidth -
        Number.parseFloat(style?.paddingLeft ?? '0') -
        Number.parseFloat(style?.paddingRight ?? '0')
      : 0;
    return { sideways: document.documentElement.scrollWidth - window.innerWidth, content };
  });
}

test('the login screen fits a 360 px phone', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  expect((await measure(page)).sideways).toBeLessThanOrEqual(0);
});

test('every screen fits a 360 px phone: no sideways scroll, content at least 300 px wide', async ({
  page,
}) => {
  await logIn(page);
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - Console`);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Let lists and their data settle before measuring.
    await page.waitForLoadState('networkidle');
    const { sideways, content } = await measure(page);
    expect(sideways, `${path} scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
    expect(content, `${path} content width`).toBeGreaterThanOrEqual(300);
    // The side menu is not drawn; its button is.
    await expect(page.getByRole('button', { name: 'メニュー', exact: true })).toBeVisible();
  }
});

test('the menu drawer: opens from the button, keeps focus inside, marks the area, closes on Escape and on a link', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/line/tel/template');
  const opener = page.getByRole('button', { name: 'メニュー' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Console' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.x).toBe(0);
  // The current area is marked inside the drawer.
  await expect(drawer.getByRole('link', { name: '通知メッセージ' })).toHaveAttribute('aria-current', 'page');
  // Tab never leaves the drawer.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await page.getByRole('dialog').getByRole('link', { name: 'テーマ設定' }).click();
  await expect(page).toHaveURL(/\/line\/setting\/theme$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a wide order table scrolls inside its own box, which the keyboard can reach', async ({ page }) => {
  await logIn(page);
  await page.goto('/line/tel/list/1');
  const table = page.locator('.console-ui-ListTable').first();
  await expect(table).toHaveAttribute('data-overflows', 'true');
  await expect(table).toHaveAttribute('tabindex', '0');
  await expect(table).toHaveAttribute('role', 'region');
  expect((await measure(page)).sideways).toBeLessThanOrEqual(0);
});
