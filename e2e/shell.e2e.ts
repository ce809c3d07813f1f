import { expect, type Page, test } from '@playwright/test';

const PASSWORD = 'console-demo';

async function logIn(page: Page, email: string, next = '') {
  await page.goto(`/account/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await expect(page).toHaveTitle('ログインページ - Console');
  await expect(page.getByRole('button', { name: 'ログイン' })).toHaveCSS(
    'background-color',
    'rgb(31, 95, 191)',
  );
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Collects CSP violations reported by the page, so a test can assert there are none. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('a visitor without a session is sent to the login page and back after logging in', async ({ page }) => {
  await page.goto('/line/setting/theme');
  await expect(page).toHaveURL(/\/account\/login\?next=%2Fline%2Fsetting%2Ftheme$/);
  await page.getByLabel('メールアドレス').fill('owner@example.jp');
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/line\/setting\/theme$/);
  await expect(page).toHaveTitle('テーマ設定 - Console');
});

test('a wrong password shows the server message in Japanese', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel('メールアドレス').fill('owner@example.jp');
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('the owner logs in and sees the shell in Japanese in the default theme', async ({ page }) => {
  const csp = watchCsp(page);
  await logIn(page, 'owner@example.jp');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('ホーム - Console');
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(menu.getByRole('link', { name: 'ホーム' })).toBeVisible();
  // The app's own styles (not only @console/ui's) resolve the theme's tokens: the current page's
  // menu item wears the primary colour.
  await expect(menu.getByRole('link', { name: 'ホーム' })).toHaveCSS('background-color', 'rgb(31, 95, 191)');
  await expect(menu.getByRole('link', { name: 'テーマ設定' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('デモサロン');
  await expect(page.locator('.console-ui-Provider').first()).toHaveAttribute('data-oem', 'console');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(csp).toEqual([]);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
});

test('a page opened with a session brings its me: no GET /api/me before the screen’s data, no CSP report', async ({
  page,
}) => {
  await logIn(page, 'owner@example.jp');
  await expect(page).toHaveURL(/\/$/);
  const csp = watchCsp(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/line/tel');
  await expect(page).toHaveTitle('通知メッセージ - Console');
  await expect(page.getByTestId('account-name')).toHaveText('デモサロン');
  const firstData = requests.findIndex((path) => path.startsWith('/api/'));
  expect(firstData).toBeGreaterThan(0);
  expect(requests).not.toContain('/api/me');
  // The block is read once and removed: a later login on this page never sees it.
  await expect(page.locator('#console-me')).toHaveCount(0);
  expect(csp).toEqual([]);
  console.log(
    `first load of /line/tel with a session: ${firstData} requests before the first API request (${requests[firstData]}), ${requests.filter((path) => path === '/api/me').length} GET /api/me`,
  );

  // Logging in as staff on the login page asks the server for the new session's me; a page
  // opened afterwards carries the staff's me (a key they lack sends them to /?forbidden=1).
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  const beforeLogin = requests.length;
  await page.getByLabel('メールアドレス').fill('staff@example.jp');
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(requests.slice(beforeLogin)).toContain('/api/me');
  await page.goto('/e2e/guarded');
  await expect(page).toHaveURL(/\/\?forbidden=1$/);
  expect(csp).toEqual([]);
});

test('staff opening a route that needs a key they lack land on /?forbidden=1 with the notice', async ({
  page,
}) => {
  await logIn(page, 'staff@example.jp');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/e2e/guarded');
  await expect(page).toHaveURL(/\/\?forbidden=1$/);
  await expect(page.getByRole('alert')).toHaveText('このページを表示する権限がありません。');
  await expect(page.getByRole('heading', { name: '権限確認用ページ' })).toHaveCount(0);
});

test('the owner, who holds the key, opens the same route', async ({ page }) => {
  await logIn(page, 'owner@example.jp', '/e2e/guarded');
  await expect(page).toHaveURL(/\/e2e\/guarded$/);
  await expect(page.getByRole('heading', { name: '権限確認用ページ' })).toBeVisible();
  await expect(page).toHaveTitle('権限確認用ページ - Console');
});

/** The theme is a @console/ui Select: open it, then choose the option by its Japanese name. */
async function chooseTheme(page: Page, label: string) {
  await page.getByRole('combobox', { name: '画面のテーマ' }).click();
  await page.getByRole('option', { name: label, exact: false }).first().click();
}

test("changing the account's OEM code changes the theme", async ({ page }) => {
  const csp = watchCsp(page);
  await logIn(page, 'owner@example.jp', '/line/setting/theme');
  const provider = page.locator('.console-ui-Provider').first();
  const saveButton = page.getByRole('button', { name: '保存する' });
  await expect(provider).toHaveAttribute('data-oem', 'console');
  // The primary colours of the themes (#1f5fbf and #c2185b), not the browser's default button.
  await expect(saveButton).toHaveCSS('background-color', 'rgb(31, 95, 191)');

  await chooseTheme(page, 'さくら');
  await page.getByLabel('アプリ名').fill('さくらコンソール');
  await Promise.all([page.waitForEvent('load'), saveButton.click()]);

  await expect(provider).toHaveAttribute('data-oem', 'sakura');
  await expect(page).toHaveTitle('テーマ設定 - さくらコンソール');
  await expect(page.getByRole('button', { name: '保存する' })).toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  );
  expect(csp).toEqual([]);

  // Put the demo account back, so the order of tests does not matter.
  await chooseTheme(page, 'Console（標準）');
  await page.getByLabel('アプリ名').fill('Console');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '保存する' }).click()]);
  await expect(provider).toHaveAttribute('data-oem', 'console');
});

test('staff cannot change the theme: the server refuses and the message is shown', async ({ page }) => {
  await logIn(page, 'staff@example.jp', '/line/setting/theme');
  await chooseTheme(page, 'すみ');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('alert')).toHaveText('この操作を行う権限がありません。');
  await page.reload();
  await expect(page.locator('.console-ui-Provider').first()).toHaveAttribute('data-oem', 'console');
});
