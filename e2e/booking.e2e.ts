import { expect, test } from '@playwright/test';
import { bookableDay, logIn, pickBookingSlot, showMonthOf } from './session';

/**
 * The customers' booking page on the real server (issue 15): a customer books on a 360 × 740
 * phone, staff see it live; the customer asks to change; staff approve; the customer's page shows
 * the new time.
 */

test('a customer books on a phone, staff see it live, the customer asks to change, staff approve, the page shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await logIn(page, '/line/reserve/salon');
  const stamp = Date.now() % 100000;
  // 25 days ahead: a day of the test's own.
  const { slug, day, course, staff, times } = await bookableDay(page, {
    daysAhead: 25,
    label: 'E2E 予約ページ',
    prefix: 'book',
    notify: true,
  });
  const [first, later] = [times[0], times[times.length - 1]];
  if (!first || !later || first === later) throw new Error(`not enough free times on ${day}`);

  // Staff watch the day.
  await page.goto(`/line/reserve/salon?kind=schedule&date=${day}`);
  await expect(page.locator(`[data-track="${staff.id}"]`)).toBeVisible();

  // The customer, on a phone.
  const phone = await browser.newContext({ baseURL: page.url(), viewport: { width: 360, height: 740 } });
  const customer = await phone.newPage();
  await customer.goto(`/r/${slug}`);
  await expect(customer).toHaveTitle('オンライン予約');
  await pickBookingSlot(customer, { course, staff, day, time: first });
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  const name = `E2E予約 ${stamp}`;
  await customer.getByLabel('お名前').fill(name);
  await customer.getByLabel('電話番号').fill('090-1234-5678');
  await customer.getByRole('button', { name: '次へ' }).click();
  await customer.getByRole('button', { name: 'この内容で予約する' }).click();
  await expect(customer.getByRole('heading', { name: 'ご予約を承りました' })).toBeVisible();
  // Nothing on the phone's page is wider than the phone.
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Staff: live, with the notification.
  await expect(page.getByText(`新規予約: ${name} 様`).first()).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();

  // The customer opens their booking and asks to move it to the day's last free time.
  await customer.getByRole('link', { name: '予約の確認ページを開く' }).click();
  await expect(customer.getByRole('heading', { name: 'ご予約の内容' })).toBeVisible();
  await customer.getByRole('button', { name: '日時の変更をリクエスト' }).click();
  await showMonthOf(customer, day);
  await customer.getByRole('button', { name: new RegExp(`^${m}月${d}日`) }).click();
  await customer.getByRole('button', { name: later, exact: true }).click();
  await expect(customer.getByRole('status')).toContainText('リクエストを送りました');

  // Staff approve it on the reservation's panel.
  await expect(page.getByText(`変更依頼: ${name} 様`).first()).toBeVisible({ timeout: 5000 });
  // The card now reads its request first (「変更依頼 E2E予約 …」): staff see it before the name.
  await page
    .getByRole('button', { name: new RegExp(`^変更依頼 ${name}`) })
    .first()
    .click();
  const panel = page.locator('[data-panel-type="form-reservation-detail"][data-state="open"]');
  await panel.getByRole('button', { name: '承認' }).click();
  await expect(page.getByText('承認しました。').first()).toBeVisible();

  // The customer's page shows the new time.
  await customer.reload();
  // The booking's own 日時 (a definition of the facts list), not the request line.
  await expect(
    customer.getByRole('definition').filter({ hasText: new RegExp(`${m}月${d}日\\(.\\) ${later}–`) }),
  ).toBeVisible();
  await expect(customer.getByText(/承認されました/)).toBeVisible();
  await phone.close();
});
