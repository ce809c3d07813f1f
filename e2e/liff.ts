import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { FAKE_LINE, registerIdToken } from './fake-line';
import { deliver } from './session';

/*
 * A friend inside LINE, faked end to end (pages, sites and boards): LINE's in-app browser by its
 * user agent, the LIFF chunk of the public script replaced by a stand-in that hands an ID token,
 * the fake LINE Login verifying that token for a LINE user, and the friend made by a signed follow.
 */

/** LINE's in-app browser on Android (its user agent ends with ` Line/…`). */
export const LINE_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/13.0.0';
/** A phone's own browser, outside LINE. */
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';
export const PHONE_SIZE = { width: 360, height: 740 };

/** The LIFF chunk of the public scripts (vite.pageform.config.ts groups the SDK into it; the gate shares it). */
export const LIFF_CHUNK = '**/assets/pageform-liff-*.js';

export const japanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

export const followEvent = (userId: string) => ({
  type: 'follow',
  mode: 'active',
  timestamp: Date.now(),
  source: { type: 'user', userId },
  webhookEventId: `01LIFFE2E${Date.now()}${randomBytes(3).toString('hex')}`,
  deliveryContext: { isRedelivery: false },
  replyToken: 'r',
  follow: { isUnblocked: false },
});

/**
 * A stand-in for the LIFF chunk: the scripts import its exports by their built names (each a
 * module namespace: core's `default` is `liff`, the ID token module's `default` a class), so every
 * name the real chunk exports gets one object that serves as both. `init` keeps the LIFF id it was
 * given where the test reads it; `getIDToken` hands the token the fake LINE knows.
 */
export function fakeLiffModule(realChunk: string, idToken: string): string {
  const exported = /export\s*\{([^}]*)\}\s*;?\s*(?:\/\/#.*)?\s*$/.exec(realChunk.trim());
  if (!exported?.[1]) throw new Error('the LIFF chunk has no export list');
  const names = exported[1]
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean);
  return `
class FakeLiff {
  static use() { return FakeLiff; }
  static async init(config) { globalThis.__fakeLiff = { liffId: config.liffId }; }
  static getIDToken() { return ${JSON.stringify(idToken)}; }
}
const namespace = { default: FakeLiff, liff: FakeLiff };
export { ${names.map((name) => `namespace as ${name}`).join(', ')} };
`;
}

/**
 * Serves the fake LIFF chunk to every page of the context; answers how many times it was asked
 * for (a getter: read it after the page has run).
 */
export async function routeFakeLiff(context: BrowserContext, idToken: string) {
  const asked = { count: 0 };
  await context.route(LIFF_CHUNK, async (route) => {
    asked.count += 1;
    const real = await route.fetch();
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: fakeLiffModule(await real.text(), idToken),
    });
  });
  return asked;
}

/** The browser page's width beyond the viewport (0: no horizontal scroll). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The channel's LINE Login (id and secret) on /line/setting/line; empty strings take it away. */
export async function setChannelLogin(page: Page, values: { loginId: string; secret: string }) {
  await page.goto('/line/setting/line');
  await page.getByLabel('LINE ログインのチャネル ID', { exact: true }).fill(values.loginId);
  if (values.secret)
    await page.getByLabel('LINE ログインのチャネルシークレット', { exact: true }).fill(values.secret);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();
}

/** The fake LINE's login channel for the account: the server verifies ID tokens with it. */
export const loginWithFakeLine = (page: Page) =>
  setChannelLogin(page, { loginId: FAKE_LINE.loginChannelId, secret: FAKE_LINE.loginChannelSecret });

/** A phone at 360 × 740 with this user agent, in a context of its own (no console session). */
export function phone(browser: Browser, baseURL: string, userAgent: string) {
  return browser.newContext({
    baseURL,
    userAgent,
    viewport: PHONE_SIZE,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
}

export interface LineFriend {
  id: number;
  display_name: string;
  userId: string;
  /** The ID token LIFF hands inside LINE for this friend (the fake LINE Login knows it). */
  idToken: string;
}

/**
 * A new friend of the account, made as LINE makes one (a signed follow to the webhook), with an
 * ID token the fake LINE Login verifies as theirs.
 */
export async function followingFriend(
  page: Page,
  hook: { webhook: string; secret: string },
): Promise<LineFriend> {
  const userId = `U${randomBytes(16).toString('hex')}`;
  expect((await deliver(page, hook, [followEvent(userId)])).status()).toBe(200);
  let friend: { id: number; display_name: string } | undefined;
  await expect
    .poll(
      async () => {
        const found = (await (
          await page.request.get(`/api/friends?followed_from=${japanToday()}&per_page=100`)
        ).json()) as { id: number; display_name: string; line_user_id: string }[];
        friend = found.find((item) => item.line_user_id === userId);
        return friend !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!friend) throw new Error(`no friend ${userId}`);
  const idToken = `liff-id-token-${randomBytes(8).toString('hex')}`;
  await registerIdToken(idToken, userId);
  return { id: friend.id, display_name: friend.display_name, userId, idToken };
}
