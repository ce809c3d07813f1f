import { expect, test } from '@playwright/test';
import { demoSalon, logIn } from './session';

/*
 * The salon day at a glance (issue 28): pending requests marked and counted, the drag's drop
 * preview and its Japanese confirmation, the legend, and the evening hours reachable.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

type Listed = {
  id: number;
  name: string;
  date: string;
  from: string;
  status: string;
  change_child: { status: string } | null;
  cancel_child: { status: string } | null;
};

const tokyoDay = (offsetDays: number) =>
  new Date(Date.now() + (9 + 24 * offsetDays) * 3600_000).toISOString().slice(0, 10);

test('a pending request is marked on its card and counted in the toolbar, which filters them', async ({
  page,
}) => {
  await logIn(page, '/line/reserve/salon');
  const { sid } = await demoSalon(page.request);
  const listed = (await (
    await page.request.get(`/api/salon/${sid}/reservations?range_date=${tokyoDay(0)}..${tokyoDay(14)}`)
  ).json()) as Listed[];
  const pending = (r: Listed) => r.change_child?.status === 'pending' || r.cancel_child?.status === 'pending';
  const first = listed.find(pending);
  if (!first) throw new Error('the demo has no pending request');
  const ofDay = listed.filter((r) => r.date === first.date && pending(r));
  const others = listed.filter((r) => r.date === first.date && !pending(r) && r.status !== 'cancelled');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/line/reserve/salon?kind=schedule&date=${first.date}`);
  const card = page.locator(`[data-reservation="${first.id}"]`).first();
  await expect(card).toBeVisible();
  const word = first.cancel_child?.status === 'pending' ? 'キャンセル依頼' : '変更依頼';
  // Marked in words on the card (not colour alone) and in its accessible name.
  await expect(card).toContainText(word);
  await expect(card).toHaveAccessibleName(new RegExp(`^${word} ${first.name}`));
  await expect(card).toHaveAttribute('data-badge', '');

  const count = page.getByRole('button', { name: `依頼 ${ofDay.length}件` });
  await expect(count).toBeVisible();
  await expect(count).toHaveAttribute('aria-pressed', 'false');
  await count.click();
  await expect(count).toHaveAttribute('aria-pressed', 'true');
  // Only the request cards are left.
  for (const r of ofDay) await expect(page.locator(`[data-reservation="${r.id}"]`).first()).toBeVisible();
  for (const r of others.slice(0, 3))
    await expect(page.locator(`[data-reservation="${r.id}"]`)).toHaveCount(0);
  await count.click();
  if (others[0]) await expect(page.locator(`[data-reservation="${others[0].id}"]`).first()).toBeVisible();
});

test('dragging a reservation previews where it lands; the confirmation names the staff change and the Japanese date', async ({
  page,
}) => {
  // A Wednesday far from the demo's reservations.
  const day = '2031-03-05';
  await logIn(page, `/line/reserve/salon?kind=schedule&date=${day}`);
  const { sid, resources } = await demoSalon(page.request);
  const [from, to] = resources;
  if (!from || !to) throw new Error('the demo needs two staff members');
  const name = `E2Eドラッグ ${Date.now() % 100000}`;
  const made = await page.request.post(`/api/salon/${sid}/reservations`, {
    headers: XHR,
    data: { name, date: day, from: '14:00', to: '15:00', salon_resource_id: from.id },
  });
  expect(made.ok()).toBe(true);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.reload();

  const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(card).toBeVisible();
  const target = page.locator(`[data-track="${to.id}"]`);
  const box = await card.boundingBox();
  const targetBox = await target.boundingBox();
  const h14 = await page.locator('[data-hour="14:00"]').boundingBox();
  const h15 = await page.locator('[data-hour="15:00"]').boundingBox();
  if (!box || !targetBox || !h14 || !h15) throw new Error('no layout');
  const hour = h15.x - h14.x;
  const x0 = box.x + box.width / 3;
  await page.mouse.move(x0, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x0 + hour / 2, targetBox.y + targetBox.height / 2, { steps: 4 });
  await page.mouse.move(x0 + hour, targetBox.y + targetBox.height / 2, { steps: 4 });
  // The drop preview sits in the target row at the snapped time before the button is let go.
  const preview = target.locator('[data-drop-preview]');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveText('15:00–16:00');
  await page.mouse.up();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${name} 様の予約を変更しますか？`);
  await expect(dialog).toContainText('2031年3月5日(水) 14:00–15:00 → 2031年3月5日(水) 15:00–16:00');
  await expect(dialog).toContainText(`担当: ${from.name} → ${to.name}`);
  await dialog.getByRole('button', { name: '変更する' }).click();
  await expect(
    page.locator(`[data-track="${to.id}"]`).getByRole('button', { name: new RegExp(`^${name}`) }),
  ).toBeVisible();
  const [after] = (await (
    await page.request.get(`/api/salon/${sid}/reservations?ids=${(await made.json()).reservation.id}`)
  ).json()) as { from: string; salon_resource_id: number }[];
  expect(after).toMatchObject({ from: '15:00', salon_resource_id: to.id });
});

test('the legend names the colours, and the evening is reachable through 「18:00以降 →」', async ({
  page,
}) => {
  // A laptop's width: the day from the opening to 21:00 does not fit.
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, '/line/reserve/salon?kind=schedule&date=2031-03-06');
  const legend = page.getByRole('list', { name: '凡例' });
  await expect(legend).toBeVisible();
  for (const label of ['予定ブロック', '勤務', '依頼あり（破線）']) {
    await expect(legend.getByText(label, { exact: true })).toBeVisible();
  }
  const statuses = (await (await page.request.get('/api/salon/statuses')).json()) as { label: string }[];
  expect(statuses.length).toBeGreaterThan(0);
  for (const s of statuses) await expect(legend.getByText(s.label, { exact: true })).toBeVisible();

  const evening = page.locator('[data-hour="19:00"]');
  await expect(evening).toBeAttached();
  await expect(evening).not.toBeInViewport();
  const later = page.locator('[data-later]');
  await expect(later).toBeVisible();
  await expect(later).toHaveText(/^\d{2}:00以降 →$/);
  await later.click();
  await expect(evening).toBeInViewport();
  // Scrolled to the end: nothing is hidden any more, so the hint goes.
  await expect(later).toHaveCount(0);
});
