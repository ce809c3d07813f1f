import { expect, test } from '@playwright/test';
import { bookableDay, logIn, pickBookingSlot } from './session';

/**
 * Customer data that must not be lost (issue 28): the phone number and the request a customer
 * types on the public booking page reach the staff's 予約の詳細, read-only, the number in the
 * Japanese style and dialable.
 */

test('a customer books online with a phone number; staff open the reservation and see the number', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await logIn(page, '/line/reserve/salon');
  // 27 days ahead: a day no other test books on.
  const { sid, slug, day, course, staff, times } = await bookableDay(page, {
    daysAhead: 27,
    label: 'E2E お客様情報',
    prefix: 'customer-data',
  });
  const time = times[0] as string;

  // The customer books on a phone, typing the number with full-width digits as an IME gives them.
  const phone = await browser.newContext({ baseURL: page.url(), viewport: { width: 360, height: 740 } });
  const customer = await phone.newPage();
  await customer.goto(`/r/${slug}`);
  await pickBookingSlot(customer, { course, staff, day, time });
  const name = `E2E電話 ${Date.now() % 100000}`;
  await customer.getByLabel('お名前').fill(name);
  await customer.getByLabel('電話番号').fill('０９０－８７６５－４３２１');
  await customer.getByLabel('ご要望').fill('駐車場を使います');
  await customer.getByRole('button', { name: '次へ' }).click();
  await customer.getByRole('button', { name: 'この内容で予約する' }).click();
  await expect(customer.getByRole('heading', { name: 'ご予約を承りました' })).toBeVisible();
  await phone.close();

  // Staff open the reservation on the timeline: the customer's answers, the number dialable.
  await page.goto(`/line/reserve/salon?kind=schedule&date=${day}`);
  await page
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const panel = page.locator('[data-panel-type="form-reservation-detail"][data-state="open"]');
  const answers = panel.getByRole('region', { name: 'お客様がオンライン予約で入力した内容' });
  await expect(answers).toBeVisible();
  const call = answers.getByRole('link', { name: '090-8765-4321 に電話する' });
  await expect(call).toHaveText('090-8765-4321');
  await expect(call).toHaveAttribute('href', 'tel:09087654321');
  await expect(answers.getByText('駐車場を使います')).toBeVisible();
  await expect(answers.getByText(name)).toBeVisible();
  // Read-only: what the customer typed is no field staff can change.
  await expect(answers.getByRole('textbox')).toHaveCount(0);

  // The API answers the number too, in plain digits.
  const listed = (await (
    await page.request.get(`/api/salon/${sid}/reservations?range_date=${day}..${day}`)
  ).json()) as { id: number; name: string; contact_address: string }[];
  const mine = listed.find((r) => r.name === name);
  expect(mine?.contact_address).toBe('09087654321');
});
