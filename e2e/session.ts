import { createHmac, randomBytes } from 'node:crypto';
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

export interface Named {
  id: number;
  name: string;
}

/**
 * A day `daysAhead` days from now (Tokyo) that customers can book: online booking on (with staff
 * notifications when `notify`), every day open 09:00–21:00, rules that take bookings up to 60
 * days ahead at once, a booking URL of the test's own, and a shift that day for a staff member
 * who serves a course (other tests change who serves what). Answers the day's free start times,
 * earliest first. Each test takes a day of its own, so tests running side by side do not meet.
 */
export async function bookableDay(
  page: Page,
  {
    daysAhead,
    label,
    prefix,
    notify = false,
  }: { daysAhead: number; label: string; prefix: string; notify?: boolean },
) {
  const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
  const salons = (await (await page.request.get('/api/salon')).json()) as { id: number }[];
  const sid = salons[0]?.id;
  if (sid === undefined) throw new Error('the demo has no salon');
  const write = async (method: 'post' | 'put' | 'patch', url: string, data: object) => {
    const response = await page.request[method](url, { headers: XHR, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const day = new Date(Date.now() + (9 + daysAhead * 24) * 3600_000).toISOString().slice(0, 10);
  if (notify) await write('patch', `/api/salon/${sid}/configs?attr=push_notification`, { value: true });
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
  const slug = await openOnlineBooking(page.request, label, prefix);
  let pair: { course: Named; staff: Named } | null = null;
  for (const course of (await (
    await page.request.get(`/api/public/salon/${slug}/courses`)
  ).json()) as Named[]) {
    const staff = (await (
      await page.request.get(`/api/public/salon/${slug}/staff?course=${course.id}`)
    ).json()) as Named[];
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
  const times = free.slots.filter((slot) => slot.date === day).map((slot) => slot.from);
  if (times.length === 0) throw new Error(`no free time on ${day}`);
  return { sid, slug, day, course, staff, times };
}

/** On the booking page (the customer's), the day's month: one tap forward when it is next month. */
export async function showMonthOf(customer: Page, day: string) {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const thisMonth = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);
  if (day.slice(0, 7) !== thisMonth) await customer.getByRole('button', { name: '次の月' }).click();
  await expect(customer.getByText(`${y}年${m}月`)).toBeVisible();
}

/** On the booking page: the course, the staff member, the day and the time, as a customer taps them. */
export async function pickBookingSlot(
  customer: Page,
  { course, staff, day, time }: { course: Named; staff: Named; day: string; time: string },
) {
  // The course's button reads its name, then its minutes (カット and カット＋カラー both start alike).
  await customer.getByRole('button', { name: new RegExp(`^${course.name}\\s*\\d+分`) }).click();
  await customer.getByRole('button', { name: staff.name, exact: true }).click();
  await showMonthOf(customer, day);
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  await customer.getByRole('button', { name: new RegExp(`^${m}月${d}日`) }).click();
  await customer.getByRole('button', { name: time, exact: true }).click();
}

/** The demo's first salon and its active staff and equipment (kind: staff or equipment). */
export async function demoSalon(request: APIRequestContext) {
  const salons = (await (await request.get('/api/salon')).json()) as { id: number }[];
  const resources = (await (await request.get('/api/salon/resources')).json()) as {
    id: number;
    name: string;
    kind: string;
    is_active: boolean;
  }[];
  const sid = salons[0]?.id;
  if (sid === undefined) throw new Error('the demo has no salon');
  const active = resources.filter((r) => r.is_active);
  return { sid, resources: active, staff: active.filter((r) => r.kind === 'staff') };
}

/** The header every write of the API needs (CSRF, spec §7). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Picks `option` in the (last) select named `combobox`. */
export async function choose(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).last().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A segment of the friends given a new tag (none when `friendIds` is empty), made through the API. */
export async function taggedSegment(page: Page, name: string, friendIds: number[]) {
  const tag = await (await page.request.post('/api/tags', { headers: XHR, data: { name } })).json();
  if (friendIds.length > 0) {
    const tagged = await page.request.post(`/api/tags/${tag.id}/friends`, {
      headers: XHR,
      data: { friend_ids: friendIds },
    });
    expect(tagged.ok()).toBe(true);
  }
  const segment = await page.request.post('/api/member_queries', {
    headers: XHR,
    data: { name, filter: { tags_any: [tag.id] } },
  });
  expect(segment.ok()).toBe(true);
  return { ...((await segment.json()) as { id: number; name: string }), tagId: tag.id as number };
}

/**
 * Logs in and sets a new channel secret on the LINE channel page, as the owner pastes it from LINE
 * Developers (the console never shows it back): the webhook's URL and the secret to sign with.
 */
export async function signedWebhook(page: Page): Promise<{ webhook: string; secret: string }> {
  await logIn(page, '/line/setting/line');
  const secret = randomBytes(16).toString('hex');
  await page.getByLabel('チャネルシークレット', { exact: true }).fill(secret);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();
  const webhook = (await page.getByTestId('webhook-url').textContent())?.trim() ?? '';
  expect(webhook).toMatch(/\/api\/line\/webhook\/\d+$/);
  return { webhook, secret };
}

/** A delivery of events signed with the channel secret, as LINE sends it. */
export function deliver(page: Page, hook: { webhook: string; secret: string }, events: object[]) {
  const body = JSON.stringify({ destination: 'Ubot', events });
  return page.request.post(hook.webhook, {
    headers: {
      'content-type': 'application/json',
      'x-line-signature': createHmac('sha256', hook.secret).update(body).digest('base64'),
    },
    data: body,
  });
}
