import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { FAKE_LINE, logInToLineAs } from './fake-line';
import { choose, deliver, demoSalon, signedWebhook, toast, XHR } from './session';

/**
 * Funnels and entry sources (issue 32) end to end: the owner gives the LINE channel its basic id
 * and a LINE Login channel (the fake LINE's), makes an entry source and gets its QR code; a person
 * opens the source's URL on their phone, logs in through LINE Login (the fake) and is sent to LINE's
 * add-friend page; their follow comes through the signed webhook and takes the source; the salon
 * books them; a funnel 友だち追加 (this source) → 予約 made on the screen counts them at both steps,
 * and its second step becomes a segment holding them. The channel's login and basic id are taken
 * away again at the end, for the tests after.
 */

/** A phone's browser, as a person scanning a poster has (a link-preview bot is sent straight on). */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';

const japanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const followEvent = (userId: string) => ({
  type: 'follow',
  mode: 'active',
  timestamp: Date.now(),
  source: { type: 'user', userId },
  webhookEventId: `01FUNNELE2E${Date.now()}`,
  deliveryContext: { isRedelivery: false },
  replyToken: 'r',
  follow: { isUnblocked: false },
});

/** The channel form's LINE Login and basic id, filled and saved. */
async function setChannelLogin(page: Page, values: { basicId: string; loginId: string; secret: string }) {
  await page.goto('/line/setting/line');
  await page.getByLabel('ベーシック ID', { exact: true }).fill(values.basicId);
  await page.getByLabel('LINE ログインのチャネル ID', { exact: true }).fill(values.loginId);
  if (values.secret)
    await page.getByLabel('LINE ログインのチャネルシークレット', { exact: true }).fill(values.secret);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();
}

test('a follow through an entry source’s QR code and LINE Login, then a booking: the funnel counts the friend, and the step becomes a segment', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100000;
  const hook = await signedWebhook(page);
  await setChannelLogin(page, {
    basicId: '@e2efunnel',
    loginId: FAKE_LINE.loginChannelId,
    secret: FAKE_LINE.loginChannelSecret,
  });
  try {
    // The entry source and its QR code, made on the 流入経路 tab.
    await page.goto('/line/funnel?tab=sources');
    await expect(page.getByRole('heading', { level: 1, name: 'ファネル分析' })).toBeVisible();
    const sourceName = `店頭POP${suffix}`;
    await page.getByRole('textbox', { name: /流入経路名/ }).fill(sourceName);
    await page.getByRole('button', { name: '流入経路を作成' }).click();
    await expect(toast(page, '流入経路を作成しました')).toBeVisible();
    const qr = page.getByRole('img', { name: `「${sourceName}」の QR コード` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const sources = (await (await page.request.get('/api/entry_sources')).json()) as {
      id: number;
      name: string;
      url: string;
    }[];
    const source = sources.find((item) => item.name === sourceName);
    if (!source) throw new Error(`no entry source ${sourceName}`);
    await expect(page.getByText(source.url, { exact: true })).toBeVisible();
    const png = await page.request.get(`/api/entry_sources/${source.id}/qr?format=png`);
    expect(png.headers()['content-type']).toBe('image/png');

    // Someone scans it: LINE Login (the fake logs them in), then LINE's add-friend page.
    // LINE's user ids: U and 32 hexadecimal digits (the server takes no other from LINE).
    const userId = `U${randomBytes(16).toString('hex')}`;
    await logInToLineAs(userId);
    // Each hop by hand: a browser follows a redirect to LINE's own site, which this machine cannot
    // reach (and Playwright's routes see only the first URL of a redirect chain).
    const person = await playwright.request.newContext({ userAgent: PHONE });
    try {
      const hop = async (url: string) => {
        const answer = await person.get(url, { maxRedirects: 0 });
        expect(answer.status(), `${url}\n${await answer.text()}`).toBe(302);
        return answer.headers().location ?? '';
      };
      const authorize = new URL(await hop(source.url));
      expect(authorize.pathname).toBe('/oauth2/v2.1/authorize');
      expect(authorize.searchParams.get('client_id')).toBe(FAKE_LINE.loginChannelId);
      expect(authorize.searchParams.get('bot_prompt')).toBe('aggressive');
      const callback = await hop(authorize.href);
      expect(new URL(callback).pathname).toBe('/e/callback');
      expect(decodeURIComponent(await hop(callback))).toBe('https://line.me/R/ti/p/@e2efunnel');
    } finally {
      await person.dispose();
    }

    // They add the friend: LINE's follow takes the source the login told.
    expect((await deliver(page, hook, [followEvent(userId)])).status()).toBe(200);
    await expect
      .poll(async () => (await (await page.request.get(`/api/entry_sources/${source.id}`)).json()).follows, {
        timeout: 20_000,
      })
      .toBe(1);
    const followed = (await (
      await page.request.get(`/api/friends?followed_from=${japanToday()}&per_page=100`)
    ).json()) as { id: number; line_user_id: string }[];
    const friend = followed.find((item) => item.line_user_id === userId);
    if (!friend) throw new Error(`no friend ${userId}`);

    // The salon books them.
    const { sid } = await demoSalon(page.request);
    const booked = await page.request.post(`/api/salon/${sid}/reservations`, {
      headers: XHR,
      data: {
        name: 'ファネル 花子',
        date: '2030-02-01',
        from: '10:00',
        to: '11:00',
        member_id: friend.id,
        confirm: true,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);

    // A funnel made on the screen: 友だち追加 through this source → 予約.
    await page.goto('/line/funnel');
    await page.getByRole('button', { name: '新規作成' }).click();
    const form = page.getByRole('form', { name: 'ファネルの作成' });
    const funnelName = `流入経路から予約まで${suffix}`;
    await form.getByRole('textbox', { name: /ファネル名/ }).fill(funnelName);
    await choose(page, 'ステップ1 流入経路', sourceName);
    await choose(page, 'ステップ2 友だちの行動', '予約');
    await form.getByRole('button', { name: '作成' }).click();
    await expect(toast(page, 'ファネルを作成しました')).toBeVisible();
    const table = page.getByRole('table', { name: 'ステップごとの人数' });
    await expect(table.getByRole('row', { name: /^1\. 友だち追加/ })).toContainText('1人');
    await expect(table.getByRole('row', { name: /^2\. 予約/ })).toContainText('1人');

    // The friends at step 2 become a segment holding this friend.
    await page.getByRole('button', { name: 'この友だちをセグメントにする（ステップ2）' }).click();
    await expect(
      page.getByText(/セグメント「.+」を作りました（1人にタグを付けました）。/).first(),
    ).toBeVisible();
    const segments = (await (await page.request.get('/api/member_queries?per_page=100')).json()) as {
      id: number;
      name: string;
    }[];
    const segment = segments.find((item) => item.name.startsWith(funnelName));
    if (!segment) throw new Error(`no segment of ${funnelName}`);
    const members = (await (await page.request.get(`/api/friends?member_query=${segment.id}`)).json()) as {
      id: number;
    }[];
    expect(members.map((item) => item.id)).toEqual([friend.id]);
  } finally {
    // Back to no login channel and no basic id, for the tests after.
    await setChannelLogin(page, { basicId: '', loginId: '', secret: '' });
  }
});
