import { expect, test } from '@playwright/test';
import { logIn, openOnlineBooking } from './session';

/**
 * Customer data that must not be lost (issue 28): the phone number and the request a customer
 * types on the public booking page reach the staff's 予約の詳細, read-only, the number in the
 * Japanese style and dialable.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a customer books online with a phone number; staff open the reservation and see the number', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await logIn(page, '/line/reserve/salon');
  const salons = (await (await page.request.get('/api/salon')).json()) as { id: number }[];
  const sid = salons[0]?.id;
  if (sid === undefined) throw new Error('the demo has no salon');
  const write = async (method: 'post' | 'put', url: string, data: object) => {
    const response = await page.request[method](url, { headers: XHR, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const slug = await openOnlineBooking(page.request, 'E2E お客様情報', 'customer-data');
  // Rules that let a day four weeks ahead be booked whatever other tests left (the same as theirs).
  await write('put', `/api/salon/${sid}/configs/reservation`, {
    slot_step: 30,
    lead_time_minutes: 0,
    horizon_days: 60,
    cancel_deadline_hours: 24,
  });
  await write('put', `/api/salon/${sid}/configs/opening`, {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '21:00' })),
    closed_dates: [],
    open_on_holidays: true,
  });
  // 27 days ahead (Tokyo): a day no other test books on.
  const day = new Date(Date.now() + (9 + 27 * 24) * 3600_000).toISOString().slice(0, 10);
  const courses = (await (await page.request.get(`/api/public/salon/${slug}/courses`)).json()) as {
    id: number;
    name: string;
  }[];
  let pair: { course: { id: number; name: string }; staff: { id: number; name: string } } | null = null;
  for (const course of courses) {
    const staff = (await (
      await page.request.get(`/api/public/salon/${slug}/staff?course=${course.id}`)
    ).json()) as { id: number; name: string }[];
    if (staff[0]) {
      pair = { course, staff: staff[0] };
      break;
    }
  }
  if (!pair) throw new Error('the demo has no course with a staff member for it');
  const { course, staff } = pair;
  await write('post', `/api/salon/${sid}/resources/${staff.id}/time_shifts`, {
    start_date: day,
    repeat: 'none',
    from: '09:00',
    to: '21:00',
  });
  const free = (await (
    await page.request.get(
      `/api/public/salon/${slug}/slots?course=${course.id}&month=${day.slice(0, 7)}&staff=${staff.id}`,
    )
  ).json()) as { slots: { date: string; from: string }[] };
  const time = free.slots.find((slot) => slot.date === day)?.from;
  if (!time) throw new Error(`no free time on ${day}`);

  // The customer books on a phone, typing the number with full-width digits as an IME gives them.
  const phone = await browser.newContext({ baseURL: page.url(), viewport: { width: 360, height: 740 } });
  const customer = await phone.newPage();
  await customer.goto(`/r/${slug}`);
  await customer.getByRole('button', { name: new RegExp(`^${course.name}\\s*\\d+分`) }).click();
  await customer.getByRole('button', { name: staff.name, exact: true }).click();
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const thisMonth = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);
  if (day.slice(0, 7) !== thisMonth) await customer.getByRole('button', { name: '次の月' }).click();
  await expect(customer.getByText(`${y}年${m}月`)).toBeVisible();
  await customer.getByRole('button', { name: new RegExp(`^${m}月${d}日`) }).click();
  await customer.getByRole('button', { name: time, exact: true }).click();
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
