import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoSalon, logIn, OWNER_EMAIL } from './session';

/*
 * The salon on a phone (issue 27), at 360×740 on the real server: the timeline becomes a day
 * agenda per staff member; a reservation opens in a full-screen sheet and is moved there; the day
 * changes with 前日/翌日; another session's booking arrives live; every salon settings page fits.
 */
test.use({ viewport: { width: 360, height: 740 } });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A Monday of its own, far from the demo's reservations and from salon.e2e.ts's day. */
const DAY = '2031-04-07';
const agendaUrl = (date: string) => `/line/reserve/salon?kind=schedule&date=${date}`;

/** The demo salon with at least two staff members (the drag moves a reservation between them). */
async function salonOf(request: APIRequestContext) {
  const { sid, staff } = await demoSalon(request);
  if (staff.length < 2) throw new Error('the demo has fewer than two staff members');
  return { sid, staff };
}

async function book(
  request: APIRequestContext,
  sid: number,
  data: { name: string; date: string; from: string; to: string; salon_resource_id: number },
) {
  // Whoever is on shift that day: this file is about the agenda, not the shift warning (issue 28).
  const created = await request.post(`/api/salon/${sid}/reservations`, {
    headers: XHR,
    data: { ...data, confirm: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

const agenda = (page: Page) => page.getByRole('region', { name: '予約の一覧' });
const group = (page: Page, name: string) => agenda(page).getByRole('region', { name, exact: true });
const card = (page: Page, name: string) => agenda(page).getByRole('button', { name: new RegExp(name) });

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toContainText(option);
}

test('the agenda shows the day per staff member, in time order, with large cards under a one-row toolbar', async ({
  page,
}) => {
  await logIn(page, agendaUrl(DAY));
  const { sid, staff } = await salonOf(page.request);
  const [first] = staff;
  if (!first) throw new Error('no staff');
  const stamp = Date.now() % 100000;
  await book(page.request, sid, {
    name: `E2E午後 ${stamp}`,
    date: DAY,
    from: '15:00',
    to: '16:00',
    salon_resource_id: first.id,
  });
  await book(page.request, sid, {
    name: `E2E午前 ${stamp}`,
    date: DAY,
    from: '10:00',
    to: '11:00',
    salon_resource_id: first.id,
  });
  await page.reload();

  await expect(agenda(page).getByRole('heading', { name: '4月7日(月)' })).toBeVisible();
  // No timeline grid on a phone: one tree, not both.
  await expect(page.locator('[data-track]')).toHaveCount(0);
  const cards = group(page, first.name).getByRole('button', { name: new RegExp(`E2E午. ${stamp}`) });
  await expect(cards).toHaveText([
    new RegExp(`10:00–11:00.*E2E午前 ${stamp}`),
    new RegExp(`15:00–16:00.*E2E午後 ${stamp}`),
  ]);

  // Large tap targets: every card at least 44×44.
  for (const box of await Promise.all((await cards.all()).map((c) => c.boundingBox()))) {
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  // The toolbar is one row (前日, the date, 翌日, the menu share a line) and leaves the screen to the day.
  const row = await Promise.all(
    [
      page.getByRole('button', { name: '前日', exact: true }),
      page.getByRole('button', { name: /^表示する日/ }),
      page.getByRole('button', { name: '翌日', exact: true }),
      page.getByRole('button', { name: '予約表の操作' }),
    ].map((l) => l.boundingBox()),
  );
  const tops = row.map((box) => Math.round(box?.y ?? -1));
  expect(new Set(tops).size, `toolbar tops ${tops}`).toBe(1);
  const toolbarBottom = Math.max(...row.map((box) => (box?.y ?? 0) + (box?.height ?? 0)));
  expect(toolbarBottom).toBeLessThan(740 / 3);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('a reservation opens in a full-screen sheet and is moved there to another time and staff member', async ({
  page,
}) => {
  await logIn(page, agendaUrl(DAY));
  const { sid, staff } = await salonOf(page.request);
  const [from, to] = staff;
  if (!from || !to) throw new Error('no staff');
  const name = `E2E移動 ${Date.now() % 100000}`;
  await book(page.request, sid, { name, date: DAY, from: '11:00', to: '12:00', salon_resource_id: from.id });
  await page.reload();

  await group(page, from.name)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const detail = page.locator('[data-panel-type="form-reservation-detail"][data-state="open"]');
  await expect(detail).toBeVisible();
  // A sheet over the whole phone screen, not a side panel beside the agenda.
  const sheet = await detail.boundingBox();
  expect(Math.round(sheet?.x ?? -1)).toBe(0);
  expect(Math.round(sheet?.width ?? 0)).toBe(360);

  await detail.getByRole('button', { name: '日時・担当を変更' }).click();
  const form = page.locator('[data-panel-type="form-reservation"][data-state="open"]');
  await expect(form).toBeVisible();
  await chooseOption(page, form.getByRole('combobox', { name: '担当' }), to.name);
  await form.getByLabel('開始').fill('14:00');
  await form.getByLabel('開始').press('Tab');
  await form.getByLabel('終了').fill('15:30');
  await form.getByLabel('終了').press('Tab');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toHaveCount(0);

  // The card has moved: under the other staff member, at its new time.
  const moved = group(page, to.name).getByRole('button', { name: new RegExp(name) });
  await expect(moved).toContainText('14:00–15:30');
  await expect(group(page, from.name).getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
});

test('前日 and 翌日 move the agenda a day, and the address keeps the day', async ({ page }) => {
  await logIn(page, agendaUrl(DAY));
  await expect(agenda(page).getByRole('heading', { name: '4月7日(月)' })).toBeVisible();
  await page.getByRole('button', { name: '翌日', exact: true }).click();
  await expect(agenda(page).getByRole('heading', { name: '4月8日(火)' })).toBeVisible();
  await expect(page).toHaveURL(/date=2031-04-08/);
  await page.getByRole('button', { name: '前日', exact: true }).click();
  await page.getByRole('button', { name: '前日', exact: true }).click();
  await expect(agenda(page).getByRole('heading', { name: '4月6日(日)' })).toBeVisible();
  await expect(page).toHaveURL(/date=2031-04-06/);
  // 今日 is in the menu.
  await page.getByRole('button', { name: '予約表の操作' }).click();
  await page.getByRole('menuitem', { name: '今日' }).click();
  await expect(page).not.toHaveURL(/date=2031-04-06/);
});

test("another session's booking appears in the agenda without a reload", async ({ page, browser }) => {
  await logIn(page, agendaUrl(DAY));
  const { sid, staff } = await salonOf(page.request);
  const [, , third = staff[0]] = staff;
  if (!third) throw new Error('no staff');
  await expect(group(page, third.name)).toBeVisible();
  // Let the EventSource connect before the write.
  await page.waitForTimeout(500);

  const second = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const login = await second.request.post('/api/auth/login', {
    headers: XHR,
    data: { email: OWNER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(204);
  const name = `E2Eライブ携帯 ${Date.now() % 100000}`;
  await book(second.request, sid, {
    name,
    date: DAY,
    from: '17:00',
    to: '18:00',
    salon_resource_id: third.id,
  });
  await expect(group(page, third.name).getByRole('button', { name: new RegExp(name) })).toContainText(
    '17:00–18:00',
    { timeout: 3000 },
  );
  await expect(card(page, name)).toHaveCount(1);
  await second.close();
});

const SALON_PAGES = [
  '/line/reserve/salon/settings/courses',
  '/line/reserve/salon/settings/resources',
  '/line/reserve/salon/settings/config',
  '/line/reserve/salon/settings/matrix',
  '/line/reserve/salon/settings/opening',
  '/line/reserve/salon/settings/online',
  '/line/reserve/salon/settings/messages',
  '/line/reserve/salon/settings/calendars',
  '/line/reserve/salon',
];

test('every salon page fits a 360 px phone without sideways scroll', async ({ page }) => {
  await logIn(page, '/line/reserve/salon');
  for (const path of SALON_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Lists, the year calendar and the matrix have their data before measuring.
    await page.waitForLoadState('networkidle');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${path} scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  }
});
