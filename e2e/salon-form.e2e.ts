import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, toast } from './session';

/*
 * Issue 28, the salon day: the shift warnings, the reservation form's behaviour (開始 moves 終了,
 * a field's message goes once fixed, focus on the first wrong field after a refused save,
 * 閉じる), and 来店 with its undo.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/**
 * A Monday no other e2e file uses. The demo's first staff member is off on Mondays; the third
 * works 10:00–19:00 (the seed's staggered weekly shifts, which never end).
 */
const DAY = '2031-05-05';
const schedule = (date = DAY) => `/line/reserve/salon?kind=schedule&date=${date}`;

interface Resource {
  id: number;
  name: string;
  kind: string;
  is_active: boolean;
}

async function demoSalon(page: Page) {
  const salons = (await (await page.request.get('/api/salon')).json()) as { id: number }[];
  const resources = (await (await page.request.get('/api/salon/resources')).json()) as Resource[];
  const sid = salons[0]?.id;
  const staff = resources.filter((r) => r.is_active && r.kind === 'staff');
  const [offOnMonday, , worksMonday] = staff;
  if (sid === undefined || !offOnMonday || !worksMonday) throw new Error('the demo has no salon or staff');
  return { sid, offOnMonday, worksMonday };
}

async function book(page: Page, sid: number, data: Record<string, unknown>) {
  const created = await page.request.post(`/api/salon/${sid}/reservations`, { headers: XHR, data });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { reservation: { id: number } }).reservation.id;
}

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

async function setTime(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

const openPanel = (page: Page, type: string) =>
  page.locator(`[data-panel-type="${type}"][data-state="open"]`);

test('shortening a shift under a reservation asks first, naming it; 戻って直す changes nothing', async ({
  page,
}) => {
  await logIn(page, schedule());
  const { sid, worksMonday: staff } = await demoSalon(page);
  const name = `E2E勤務外 ${Date.now() % 100000}`;
  await book(page, sid, { name, date: DAY, from: '17:00', to: '18:00', salon_resource_id: staff.id });

  await page.goto(`/line/reserve/salon?kind=weekly-shift&date=${DAY}`);
  const shift = page
    .locator(`[data-track="${staff.id}"]`)
    .getByRole('button', { name: /^5\/5\(月\) 勤務 10:00–19:00/ });
  await shift.click();
  const panel = openPanel(page, 'form-time-shift');
  await expect(panel).toBeVisible();
  await setTime(panel.getByLabel('終了', { exact: true }), '16:00');
  await panel.getByRole('button', { name: '保存' }).click();

  const warning = page.getByRole('alertdialog', { name: '勤務の時間の外になる予約があります' });
  await expect(warning).toContainText('今日以降の予約1件が勤務の時間の外になります');
  await expect(warning).toContainText(`5/5 17:00–18:00 ${name} 様`);
  await warning.getByRole('button', { name: '戻って直す' }).click();
  await expect(warning).toHaveCount(0);
  // Nothing failed and nothing changed: the form stays, no error toast, the shift as it was.
  await expect(panel).toBeVisible();
  await expect(page.locator('.console-ui-Toast')).toHaveCount(0);
  const unchanged = (await (
    await page.request.get(
      `/api/salon/${sid}/time_shifts?range_date=${DAY}..${DAY}&salon_resource_id=${staff.id}`,
    )
  ).json()) as { to: string }[];
  expect(unchanged.map((s) => s.to)).toEqual(['19:00']);

  // Knowingly: the same save again, confirmed.
  await panel.getByRole('button', { name: '保存' }).click();
  await warning.getByRole('button', { name: 'このまま保存する' }).click();
  await expect(toast(page, '保存しました。')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(
    page.locator(`[data-track="${staff.id}"]`).getByRole('button', { name: /^5\/5\(月\) 勤務 10:00–16:00/ }),
  ).toBeVisible();
});

test('a reservation for a staff member off that day asks first; 開始 moves 終了 by the length', async ({
  page,
}) => {
  await logIn(page, schedule());
  const { offOnMonday: staff } = await demoSalon(page);
  await page.getByRole('button', { name: '予約を追加' }).click();
  const form = openPanel(page, 'form-reservation');
  await expect(form).toBeVisible();
  await chooseOption(page, form.getByRole('combobox', { name: '担当' }), staff.name);
  const name = `E2E休みの日 ${Date.now() % 100000}`;
  await form.getByLabel('お客様名').fill(name);
  await setTime(form.getByLabel('開始'), '13:00');
  await setTime(form.getByLabel('終了'), '14:30');
  // A 90-minute booking moved to 15:00 keeps its 90 minutes.
  await setTime(form.getByLabel('開始'), '15:00');
  await expect(form.getByLabel('終了')).toHaveValue('16:30');

  await form.getByRole('button', { name: '保存' }).click();
  const warning = page.getByRole('alertdialog', { name: '勤務の時間の外になる予約があります' });
  await expect(warning).toContainText(`${staff.name} さんはこの時間に勤務がありません`);
  await expect(warning).toContainText(`5/5 15:00–16:30 ${name} 様`);
  await warning.getByRole('button', { name: 'このまま保存する' }).click();
  await expect(toast(page, '保存しました。')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
});

test('a refused save focuses the first wrong field; its message goes once fixed; 閉じる closes', async ({
  page,
}) => {
  await logIn(page, schedule());
  await page.getByRole('button', { name: '予約を追加' }).click();
  const form = openPanel(page, 'form-reservation');
  await expect(form).toBeVisible();
  // 「キャンセル」 would read as cancelling a reservation: the form's button is 閉じる.
  await expect(form.getByRole('button', { name: 'キャンセル' })).toHaveCount(0);

  await setTime(form.getByLabel('開始'), '15:00');
  await setTime(form.getByLabel('終了'), '14:00');
  await form.getByRole('button', { name: '保存' }).click();
  const nameField = form.getByLabel('お客様名');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('入力してください。')).toBeVisible();
  const endField = form.getByLabel('終了');
  await expect(endField).toHaveAttribute('aria-invalid', 'true');

  await nameField.fill('E2E直した');
  await expect(form.getByText('入力してください。')).toHaveCount(0);
  await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
  // The end is still before the start: its message stays until that is fixed too.
  await expect(endField).toHaveAttribute('aria-invalid', 'true');
  await setTime(endField, '16:00');
  await expect(endField).not.toHaveAttribute('aria-invalid', 'true');

  // The form's own button (the panel's × beside the title is named 閉じる too).
  await form.locator('form').getByRole('button', { name: '閉じる' }).click();
  await expect(form).toHaveCount(0);
});

test('a failed save’s error toast goes when the next save succeeds: no stale error beside 保存しました', async ({
  page,
}) => {
  await logIn(page, schedule());
  const { worksMonday: staff } = await demoSalon(page);
  await page.getByRole('button', { name: '予約を追加' }).click();
  const form = openPanel(page, 'form-reservation');
  await expect(form).toBeVisible();
  await chooseOption(page, form.getByRole('combobox', { name: '担当' }), staff.name);
  const name = `E2E再保存 ${Date.now() % 100000}`;
  await form.getByLabel('お客様名').fill(name);
  await setTime(form.getByLabel('開始'), '10:00');
  await setTime(form.getByLabel('終了'), '10:30');
  // The first save meets a failure on the way (the network answers 500 once); the second goes through.
  let failed = false;
  await page.route('**/api/salon/*/reservations', async (route) => {
    if (failed || route.request().method() !== 'POST') return route.fallback();
    failed = true;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Internal Server Error"}',
    });
  });
  const errors = page.locator('.console-ui-Toast[data-tone="error"]');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(errors).toHaveCount(1);
  // An error stays until it is closed (it may have come while the phone rang)…
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  // …or until a later save succeeds: then it is stale, and only the success is shown.
  await expect(toast(page, /保存しました/)).toBeVisible();
  await expect(errors).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
});

test('来店 records the check-in time on the panel, and 来店を取り消す takes it back', async ({ page }) => {
  await logIn(page, schedule());
  const { sid, worksMonday: staff } = await demoSalon(page);
  const name = `E2E来店 ${Date.now() % 100000}`;
  const id = await book(page, sid, {
    name,
    date: DAY,
    from: '11:00',
    to: '12:00',
    salon_resource_id: staff.id,
  });
  await page.goto(schedule());
  await page.locator(`[data-reservation="${id}"]`).first().click();
  const panel = openPanel(page, 'form-reservation-detail');
  const stage = panel.getByRole('region', { name: '来店の状態' });
  await expect(stage.getByRole('status')).toHaveText('予約');

  await stage.getByRole('button', { name: '来店', exact: true }).click();
  await expect(toast(page, '「来店」にしました。')).toBeVisible();
  await expect(stage.getByRole('status')).toHaveText(/^来店 \d{2}:\d{2}$/);
  const [visited] = (await (await page.request.get(`/api/salon/${sid}/reservations?ids=${id}`)).json()) as {
    status: string;
    checked_at: string | null;
  }[];
  expect(visited?.status).toBe('visited');
  expect(visited?.checked_at).not.toBeNull();

  await stage.getByRole('button', { name: '来店を取り消す' }).click();
  await expect(stage.getByRole('status')).toHaveText('予約');
  await expect(stage.getByRole('button', { name: '来店', exact: true })).toBeVisible();
  const [undone] = (await (await page.request.get(`/api/salon/${sid}/reservations?ids=${id}`)).json()) as {
    status: string;
    checked_at: string | null;
  }[];
  expect(undone).toMatchObject({ status: 'reserved', checked_at: null });
});
