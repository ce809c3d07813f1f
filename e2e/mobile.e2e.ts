import { expect, type Page, test } from '@playwright/test';
import { TEL_ROUTES } from '../packages/contract/src/tel/routes';
import { ALL_ROUTES, concretePath } from './routes';
import { logIn, openOnlineBooking } from './session';

/*
 * Salon staff open the console on a phone between customers (issues 11 §7 and 27): every route of
 * the contract's route tables at 360×740 in Chromium keeps its content at least 300 px wide and
 * never scrolls sideways; the menu lives in a drawer behind a button. The list is the route tables
 * themselves, so a new route is covered (or this test names it) without editing this file.
 */
test.use({ viewport: { width: 360, height: 740 } });

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

/** Lets the screen's data arrive. The salon timeline keeps a live stream open, so the network never idles there. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the route list is every route of the contract tables, each once', () => {
  const paths = ALL_ROUTES.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  // Spot checks that the tables were read whole: the login page and the salon settings are in.
  expect(paths).toContain('/account/login');
  expect(paths).toContain('/line/reserve/salon/settings/opening');
  expect(ALL_ROUTES.length).toBeGreaterThanOrEqual(37);
});

for (const route of ALL_ROUTES.filter((r) => !r.shell)) {
  test(`${route.path} (${route.title}, no session) fits a 360 px phone`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(new RegExp(`^${route.title}`));
    await expect(page.getByRole('button').first()).toBeVisible();
    await settle(page);
    const { sideways } = await measure(page);
    expect(sideways, `${route.path} scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  });
}

test('every screen inside the shell fits a 360 px phone: no sideways scroll, content at least 300 px wide', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, '/');
  const failures: string[] = [];
  for (const route of ALL_ROUTES.filter((r) => r.shell)) {
    const path = await concretePath(page.request, route);
    await page.goto(path);
    // /line/episode redirects to the salon's messages page, which has the same title.
    await expect(page, path).toHaveTitle(`${route.title} - Console`);
    await expect(page.locator('main h1, main h2').first(), path).toBeVisible();
    await settle(page);
    const { sideways, content } = await measure(page);
    // Every route is measured before the test fails, so one run names every page that does not fit.
    if (sideways > 0) failures.push(`${path} scrolls sideways by ${sideways} px`);
    if (content < 300) failures.push(`${path} content is ${content} px wide`);
    // The side menu is not drawn; its button is, and the top bar names the page itself.
    await expect(page.getByRole('button', { name: 'メニュー', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText(route.title, { exact: true }), path).toBeVisible();
  }
  expect(failures).toEqual([]);
});

test('the customers’ booking page fits a 360 px phone', async ({ page, browser }) => {
  await logIn(page, '/');
  const slug = await openOnlineBooking(page.request, 'スマホ確認', 'mobile');

  // The customer has no session: a context of their own.
  const phone = await browser.newContext({ baseURL: page.url(), viewport: { width: 360, height: 740 } });
  const customer = await phone.newPage();
  await customer.goto(`/r/${slug}`);
  await expect(customer).toHaveTitle('オンライン予約');
  // The first step lists the courses as buttons (name, then minutes).
  await expect(customer.getByRole('button', { name: /\d+分/ }).first()).toBeVisible();
  await settle(customer);
  const { sideways } = await measure(customer);
  expect(sideways, `/r/${slug} scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  await phone.close();
});

test('the menu drawer: opens from the button, keeps focus inside, marks the area, closes on Escape and on a link', async ({
  page,
}) => {
  await logIn(page, '/line/tel/template');
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

test('on a phone the order lines are cards: no column squeezed, nothing scrolls sideways', async ({
  page,
}) => {
  await logIn(page, '/');
  const orderRoute = TEL_ROUTES.find((route) => route.name === 'TelOrderDetailPage');
  if (!orderRoute) throw new Error('the tel route table has no TelOrderDetailPage');
  const path = await concretePath(page.request, orderRoute);
  await page.goto(path);
  const table = page.locator('.console-ui-ListTable').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await settle(page);
  // The wide table (it used to scroll inside its own box) now fits: each row is a card.
  await expect(table).not.toHaveAttribute('data-overflows', 'true');
  const widths = await table.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  // A card's cells stack: the second cell starts below the first, not beside it.
  const cells = table.locator('tbody tr').first().locator('td');
  const first = await cells.nth(0).boundingBox();
  const second = await cells.nth(1).boundingBox();
  expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  expect((await measure(page)).sideways).toBeLessThanOrEqual(0);
});

/** The window's scroll position, once the page has stopped moving for a moment. */
async function scrollY(page: Page): Promise<number> {
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.round(window.scrollY));
}

test('after saving a new journey the editor stays where the user was (no jump to the top)', async ({
  page,
}) => {
  await logIn(page, '/line/journey/new');
  await page.getByRole('textbox', { name: /名前/ }).fill(`スクロール確認${Date.now() % 100000}`);
  // Enough steps that the save button sits well below the first screen.
  for (let i = 0; i < 4; i += 1) {
    await page.getByRole('combobox', { name: '追加するステップ' }).last().click();
    await page.getByRole('option', { name: 'メッセージを送る', exact: true }).click();
    await page.getByRole('button', { name: 'ステップを追加' }).click();
    await page
      .getByRole('textbox', { name: 'メッセージ' })
      .last()
      .fill(`メッセージ ${i + 1}`);
  }
  const save = page.getByRole('button', { name: '保存', exact: true });
  await save.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before, 'the form is taller than the phone').toBeGreaterThan(300);
  await save.click();
  await page.waitForURL(/\/line\/journey\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveCount(4);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
});

test('after saving the theme settings the reloaded page is back where the user was', async ({ page }) => {
  // A phone with its keyboard open: the form is taller than what is left of the screen.
  await page.setViewportSize({ width: 360, height: 300 });
  await logIn(page, '/line/setting/theme');
  const save = page.getByRole('button', { name: '保存する' });
  await expect(save).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const before = await scrollY(page);
  expect(before, 'the form is taller than the screen').toBeGreaterThan(50);
  // The same values again: the theme the other tests see is not changed.
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: '新しいテーマを反映しました' })).toBeVisible();
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
  await expect(save).toBeFocused();
});
