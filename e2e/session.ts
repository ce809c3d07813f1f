import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo logins of a fresh embedded database (README "Demo logins"). */
export const DEMO_PASSWORD = 'console-demo';
export const OWNER_EMAIL = 'owner@example.jp';

/** Logs in on the login page as `email` and waits until the page has left it (for `next`, or home). */
export async function logInAs(page: Page, email: string, next = '') {
  await page.goto(`/account/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

/** Logs in as the demo owner, for `next`. */
export function logIn(page: Page, next: string) {
  return logInAs(page, OWNER_EMAIL, next);
}

/**
 * A visible toast with this text. The toast's words are also read out through react-aria's live
 * announcer (a visually hidden region of the same text), so a bare getByText can match twice.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.console-ui-Toast', { hasText: text });
}

/**
 * The demo salon opened for online bookings with a booking URL of its own, made through the API
 * with the owner's session; answers the URL's slug (`/r/<slug>`). Each call makes a new slug, so
 * tests that run side by side do not share one.
 */
export async function openOnlineBooking(request: APIRequestContext, label: string, prefix: string) {
  const salons = (await (await request.get('/api/salon')).json()) as { id: number }[];
  const sid = salons[0]?.id;
  if (sid === undefined) throw new Error('the demo has no salon');
  const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
  // The demo salon takes no online bookings until asked to: the page would show only a notice.
  const opened = await request.patch(`/api/salon/${sid}/configs?attr=enable_online`, {
    data: { value: true },
    headers: XHR,
  });
  expect(opened.ok(), `enable_online answered ${opened.status()}`).toBe(true);
  const slug = `${prefix}-${Date.now() % 1_000_000}`;
  const made = await request.post(`/api/salon/${sid}/salon_urls`, { data: { label, slug }, headers: XHR });
  expect(made.ok(), `salon_urls answered ${made.status()}`).toBe(true);
  return slug;
}
