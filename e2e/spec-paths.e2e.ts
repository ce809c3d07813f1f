import { expect, test } from '@playwright/test';
import { logIn } from './session';

/*
 * Spec paths issue 26 added: §2's `/line/episode` opens the episode screen, and §7's
 * `PUT /api/salon/{sid}/reservations` and `PATCH /api/salon/{sid}/reservations?attr={key}` change
 * the reservation named by the id in the body, as the timeline then shows.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A Tuesday far from the demo's reservations, so only what this test makes is there. */
const DAY = '2031-03-11';

test('/line/episode opens 来店前後のメッセージ, the episode and follow screen', async ({ page }) => {
  await logIn(page, '/line/episode');
  await expect(page).toHaveTitle('来店前後のメッセージ - Console');
  await expect(page.getByRole('heading', { name: '来店前後のメッセージ', level: 1 })).toBeVisible();
});

test('PUT and PATCH ?attr= on the reservations path change the reservation the body names', async ({
  page,
}) => {
  await logIn(page, `/line/reserve/salon?kind=schedule&date=${DAY}`);
  const sid = ((await (await page.request.get('/api/salon')).json()) as { id: number }[])[0]?.id;
  const resources = (await (await page.request.get('/api/salon/resources')).json()) as {
    id: number;
    is_active: boolean;
  }[];
  const staff = resources.find((resource) => resource.is_active);
  if (sid === undefined || !staff) throw new Error('the demo has no salon or staff');

  const stamp = Date.now() % 100000;
  const created = await page.request.post(`/api/salon/${sid}/reservations`, {
    headers: XHR,
    data: { name: `E2E仕様 ${stamp}`, date: DAY, from: '10:00', to: '11:00', salon_resource_id: staff.id },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { reservation: { id: number } }).reservation;

  // §7: PUT reservations, the id in the body.
  const renamed = `E2E仕様 変更後 ${stamp}`;
  const put = await page.request.put(`/api/salon/${sid}/reservations`, {
    headers: XHR,
    data: { id, name: renamed, date: DAY, from: '13:00', to: '14:00', salon_resource_id: staff.id },
  });
  expect(put.status()).toBe(200);

  // §7: PATCH reservations?attr={key}, the id in the body.
  const patched = await page.request.patch(`/api/salon/${sid}/reservations?attr=memo`, {
    headers: XHR,
    data: { id, value: 'ご来店前にお電話' },
  });
  expect(patched.status()).toBe(200);

  await page.reload();
  const card = page.getByRole('button', { name: new RegExp(`^${renamed}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('13:00');
  await card.click();
  await expect(page.getByLabel('メモ')).toHaveValue('ご来店前にお電話');
});
