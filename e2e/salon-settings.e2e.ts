import { expect, type Page, test } from '@playwright/test';
import { logIn } from './session';

/**
 * The salon's reception settings on the real server: what the screens send is what the server
 * accepts and keeps (a reload shows it, the API returns it).
 */

async function salonId(page: Page): Promise<number> {
  const salons = (await (await page.request.get('/api/salon')).json()) as { id: number }[];
  const sid = salons[0]?.id;
  if (sid === undefined) throw new Error('the demo has no salon');
  return sid;
}

test('a closed day picked on the opening calendar is saved and shown after a reload', async ({ page }) => {
  // A year of its own: the calendar opens on its January.
  await logIn(page, '/line/reserve/salon/settings/opening?y=2031');
  await expect(page).toHaveTitle('営業時間 - Console');
  const sid = await salonId(page);
  await page
    .getByRole('grid')
    .getByRole('button', { name: /^2031年1月15日/ })
    .click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: '2031-01-15の臨時休業を取り消す' })).toBeVisible();
  const year = (await (await page.request.get(`/api/salon/${sid}/configs?attr=opening&y=2031`)).json()) as {
    days: { date: string; closed_reason: string | null }[];
  };
  expect(year.days.find((day) => day.date === '2031-01-15')?.closed_reason).toBe('closed_date');
});

test('a customer field and a public URL added on the online settings are kept', async ({ page }) => {
  await logIn(page, '/line/reserve/salon/settings/online');
  await expect(page).toHaveTitle('オンライン予約の設定 - Console');
  const sid = await salonId(page);
  const stamp = Date.now() % 100000;

  await page.getByRole('button', { name: '項目を追加' }).click();
  const dialog = page.getByRole('dialog', { name: '項目の追加' });
  await dialog.getByLabel('項目名').fill(`ご来店のきっかけ${stamp}`);
  await dialog.getByRole('combobox', { name: '入力の種類' }).click();
  await page.getByRole('option', { name: '選択肢から選ぶ', exact: true }).click();
  await dialog.getByLabel('選択肢（1 行に 1 つ）').fill('Instagram\nご紹介');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Typed in full width, sent in half width.
  await page.getByLabel('名前（例: リッチメニュー用）').fill('チラシ用');
  await page.getByLabel('URL の末尾（半角英数字とハイフン、空なら自動）').fill(`ＦＬＹＥＲ－${stamp}`);
  await page.getByRole('button', { name: 'URL を追加' }).click();
  await expect(page.getByText(`/r/flyer-${stamp}`)).toBeVisible();

  await page.reload();
  const fields = page.getByRole('list', { name: 'お客様に入力いただく項目の並び順' });
  await expect(fields.getByText(`ご来店のきっかけ${stamp}`)).toBeVisible();
  const online = (await (await page.request.get(`/api/salon/${sid}/online_configs`)).json()) as {
    customer_info: { label: string; type: string; choices: string[] }[];
  }[];
  expect(online[0]?.customer_info.find((field) => field.label === `ご来店のきっかけ${stamp}`)).toMatchObject({
    type: 'select',
    choices: ['Instagram', 'ご紹介'],
  });
  await expect(page.getByText(`/r/flyer-${stamp}`)).toBeVisible();
});

test('a pair unticked on the course matrix is stored as an unlink', async ({ page }) => {
  await logIn(page, '/line/reserve/salon/settings/matrix');
  await expect(page).toHaveTitle('担当できるコース - Console');
  const sid = await salonId(page);
  const resources = (await (await page.request.get(`/api/salon/${sid}/resources/all`)).json()) as {
    id: number;
    name: string;
  }[];
  const courses = (await (await page.request.get(`/api/salon/${sid}/courses/all`)).json()) as {
    id: number;
    name: string;
  }[];
  const resource = resources[0];
  const course = courses[0];
  if (!resource || !course) throw new Error('the demo has no resource or course');
  const cell = page.getByRole('checkbox', { name: `${resource.name}が${course.name}を担当できる` });
  const before = await cell.isChecked();
  await cell.click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();

  const matrix = (await (await page.request.get(`/api/salon/${sid}/resource_course_unlinks`)).json()) as {
    data: { salon_resource_id: number; salon_course_id: number }[];
  };
  const unlinked = matrix.data.some(
    (pair) => pair.salon_resource_id === resource.id && pair.salon_course_id === course.id,
  );
  // Ticked before means servable: now unlinked (and the other way round).
  expect(unlinked).toBe(before);
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: `${resource.name}が${course.name}を担当できる` }),
  ).toBeChecked({
    checked: !before,
  });
});

test('a Google account connected (sandbox) and a staff calendar linked show on the page', async ({
  page,
}) => {
  await logIn(page, '/line/reserve/salon/settings/calendars');
  await expect(page).toHaveTitle('外部カレンダー - Console');
  const sid = await salonId(page);
  // The sandbox's consent returns at once through the real callback to this page.
  await page.getByRole('button', { name: 'Google アカウントを接続' }).click();
  await expect(page.getByText('Google アカウントを接続しました。')).toBeVisible();
  await expect(page).toHaveURL(/\/line\/reserve\/salon\/settings\/calendars$/);
  await expect(
    page.getByRole('list', { name: 'Google アカウント' }).getByText('sandbox@example.jp'),
  ).toBeVisible();

  const resources = (await (await page.request.get(`/api/salon/${sid}/resources/all`)).json()) as {
    id: number;
    name: string;
  }[];
  const staff = resources[0];
  if (!staff) throw new Error('the demo has no resource');
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('スタッフ・設備', staff.name);
  await choose('書き込む内容', 'シフト');
  await choose('書き込み先のカレンダー', 'シフト（サンドボックス）');
  await page.getByRole('button', { name: '連携する' }).click();
  await expect(page.getByText('カレンダーを連携しました。').first()).toBeVisible({ timeout: 35_000 });
  const links = page.getByRole('list', { name: 'カレンダーの連携' });
  await expect(links.getByText(`${staff.name}のシフト`)).toBeVisible();
  const saved = (await (await page.request.get(`/api/salon/${sid}/googlecalendars`)).json()) as {
    salon_resource_id: number;
    google_calendar_id: string;
    associations: { purpose: string }[];
  }[];
  expect(
    saved.some(
      (link) =>
        link.salon_resource_id === staff.id &&
        link.google_calendar_id === 'sandbox-shift@group.calendar.google.com' &&
        link.associations.some((a) => a.purpose === 'shift'),
    ),
  ).toBe(true);
});
