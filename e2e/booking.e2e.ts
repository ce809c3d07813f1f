import { expect, test } from '@playwright/test';
import { logIn } from './session';

/**
 * The customers' booking page on the real server (issue 15): a customer books on a 360 × 740
 * phone, staff see it live; the customer asks to change; staff approve; the customer's page shows
 * the new time.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a customer books on a phone, staff see it live, the customer asks to change, staff approve, the page shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await logIn(page, '/line/reserve/salon');
  const salons = (await (await page.request.get('/api/salon')).json()) as { id: number }[];
  const sid = salons[0]?.id;
  if (sid === undefined) throw new Error('the demo has no salon');
  const write = async (method: 'post' | 'put' | 'patch', url: string, data: object) => {
    const response = await page.request[method](url, { headers: XHR, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const stamp = Date.now() % 100000;
  // 25 days ahead: a day of the test's own, open, with a long shift for the staff member.
  const day = new Date(Date.now() + (9 + 25 * 24) * 3600_000).toISOString().slice(0, 10);
  await write('patch', `/api/salon/${sid}/configs?attr=enable_online`, { value: true });
  await write('patch', `/api/salon/${sid}/configs?attr=push_notification`, { value: true });
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
  const slug = `book-${stamp}`;
  await write('post', `/api/salon/${sid}/salon_urls`, { label: 'E2E 予約ページ', slug });
  // A course and a staff member who serves it (other tests change the matrix), with a shift that day.
  let pair: { course: { id: number; name: string }; staff: { id: number; name: string } } | null = null;
  const courses = (await (await page.request.get(`/api/public/salon/${slug}/courses`)).json()) as {
    id: number;
    name: string;
  }[];
  for (const candidate of courses) {
    const list = (await (
      await page.request.get(`/api/public/salon/${slug}/staff?course=${candidate.id}`)
    ).json()) as {
      id: number;
      name: string;
    }[];
    if (list[0]) {
      pair = { course: candidate, staff: list[0] };
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
  const times = free.slots.filter((s) => s.date === day).map((s) => s.from);
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
  // The course's button reads its name, then its minutes (カット and カット＋カラー both start alike).
  await customer.getByRole('button', { name: new RegExp(`^${course.name}\\s*\\d+分`) }).click();
  await customer.getByRole('button', { name: staff.name, exact: true }).click();
  // The month of the day: one tap forward when it is next month.
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const thisMonth = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);
  if (day.slice(0, 7) !== thisMonth) await customer.getByRole('button', { name: '次の月' }).click();
  await expect(customer.getByText(`${y}年${m}月`)).toBeVisible();
  await customer.getByRole('button', { name: new RegExp(`^${m}月${d}日`) }).click();
  await customer.getByRole('button', { name: first, exact: true }).click();
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
  if (day.slice(0, 7) !== thisMonth) await customer.getByRole('button', { name: '次の月' }).click();
  await customer.getByRole('button', { name: new RegExp(`^${m}月${d}日`) }).click();
  await customer.getByRole('button', { name: later, exact: true }).click();
  await expect(customer.getByRole('status')).toContainText('リクエストを送りました');

  // Staff approve it on the reservation's panel.
  await expect(page.getByText(`予約変更リクエスト: ${name} 様`).first()).toBeVisible({ timeout: 5000 });
  await page
    .getByRole('button', { name: new RegExp(`^${name}`) })
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
