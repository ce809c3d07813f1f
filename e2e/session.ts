import type { Page } from '@playwright/test';

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
