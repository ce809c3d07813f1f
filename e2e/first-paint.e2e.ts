import { expect, test } from '@playwright/test';
import { AUTH_ROUTES } from '../packages/contract/src/auth';
import { CONSOLE_ROUTES } from '../packages/contract/src/consoleRoutes';
import { logIn } from './session';

/*
 * Issue 27, first paint from the HTML: the page as the server sends it, before any script runs,
 * already names the screen's title (the route table's), so a browser shows it without the console.
 */
const titleTag = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const FRIENDS = CONSOLE_ROUTES.find((route) => route.name === 'FriendListPage')?.title ?? '';

test('the served HTML of a console page carries the route’s title with a session', async ({ page }) => {
  expect(FRIENDS).not.toBe('');
  await logIn(page, '/line/friends');
  // The HTML as served (the page's own cookies, no script run on it).
  const response = await page.request.get('/line/friends');
  expect(response.status()).toBe(200);
  const title = titleTag(await response.text());
  expect(title?.startsWith(`${FRIENDS} - `)).toBe(true);
  // The mounted console sets the same document title: nothing changes when the script runs.
  await expect(page).toHaveTitle(title ?? '');
});

test('the served HTML without a session carries the login screen’s title', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const html = await (await anonymous.get('/line/friends')).text();
  expect(titleTag(html)?.startsWith(`${AUTH_ROUTES[0].title} - `)).toBe(true);
  await anonymous.dispose();
});
