import { expect, type Page, test } from '@playwright/test';
import { logInAs as logIn, toast } from './session';

/**
 * Sends that cannot be taken back (issue 28), notification messages: the register form shows the
 * spec's sample values as placeholders, a past time is flagged under the field, and ordering asks
 * first, naming the count of lines and that a past time goes at once (a night time, at night).
 * Closed, nothing is ordered; confirmed, the line goes and its sent time shows.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const FLEX_BODY = JSON.stringify({
  type: 'flex',
  altText: 'お知らせ',
  contents: {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: '[param_1] 様' }] },
  },
});

async function newTemplate(page: Page, name: string) {
  const template = await page.request.post('/api/tel/template/register', {
    headers: XHR,
    data: { name, body: FLEX_BODY },
  });
  expect(template.ok()).toBe(true);
  return ((await template.json()) as { id: number }).id;
}

test('a past send time is flagged, and ordering asks first: closed orders nothing, confirmed sends it', async ({
  page,
}) => {
  await logIn(page, 'owner@example.jp');
  const name = `E2E過去 ${Date.now()}`;
  const templateId = await newTemplate(page, name);

  await page.goto('/line/tel/register');
  await expect(page).toHaveTitle('通知メッセージ個別登録 - Console');
  // spec §2's sample values are examples, not values.
  await expect(page.getByLabel('送信日')).toHaveValue('');
  await expect(page.getByLabel('送信日')).toHaveAttribute('placeholder', '例: 2023/10/01');
  await expect(page.getByLabel('送信時刻')).toHaveValue('');
  await expect(page.getByLabel('送信時刻')).toHaveAttribute('placeholder', '例: 10:00:00');
  await page.getByLabel('宛先電話番号').fill('090-2800-0028');
  await page.getByLabel('送信日').fill('2023/10/01');
  await page.getByLabel('送信時刻').fill('10:00:00');
  await page.getByLabel('送信時刻').blur();
  await expect(page.getByText(/^過去の日時です。発注するとすぐに送信されます/)).toBeVisible();
  await page.getByRole('combobox', { name: 'テンプレート' }).click();
  await page.getByRole('option', { name: `${templateId}:${name}` }).click();
  await page.getByRole('button', { name: '送信登録' }).click();
  await expect(page).toHaveURL(/\/line\/tel$/);
  await page
    .locator('tr[data-highlighted="true"]')
    .getByRole('link', { name: /の詳細$/ })
    .click();

  // The line says when it really goes: right after the order.
  const lines = page.getByRole('table', { name: '送信内容' });
  await expect(lines.getByRole('row').nth(1)).toContainText('2023/10/01 10:00:00発注後すぐ');
  await page.getByRole('button', { name: '下記内容で発注する' }).click();
  const dialog = page.getByRole('alertdialog', { name: '発注の確認' });
  await expect(dialog).toContainText('1件の送信を発注します。過去の日時のため、すぐに送信されます。');
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tel-order-status')).toHaveText('ステータス：下書き');
  await expect(lines.getByRole('row').nth(1)).toContainText('送信前');

  await page.getByRole('button', { name: '下記内容で発注する' }).click();
  await dialog.getByRole('button', { name: '1件を発注する' }).click();
  await expect(toast(page, '発注しました')).toBeVisible();
  await expect
    .poll(async () => page.getByTestId('tel-order-status').textContent(), { timeout: 30_000 })
    .toBe('ステータス：完了');
  // Sent: its real time is in 送信完了時刻, and the note is gone.
  const sent = lines.getByRole('row').nth(1);
  await expect(sent).toContainText('送信完了');
  await expect(sent.getByRole('cell').nth(3)).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(sent).not.toContainText('発注後すぐ');
});

test('a night send time is flagged and the order confirmation says it goes at night', async ({ page }) => {
  await logIn(page, 'owner@example.jp');
  const templateId = await newTemplate(page, `E2E夜間 ${Date.now()}`);
  const order = await page.request.post('/api/tel/register', {
    headers: XHR,
    data: { tel: '090-2800-2200', date: '2099/01/05', time: '22:00:00', template_id: templateId },
  });
  expect(order.ok()).toBe(true);
  const { id } = (await order.json()) as { id: number };
  await page.goto(`/line/tel/list/${id}`);
  await expect(page.getByRole('table', { name: '送信内容' }).getByRole('row').nth(1)).toContainText(
    '2099/01/05 22:00:00夜間（21時〜8時）',
  );
  await page.getByRole('button', { name: '下記内容で発注する' }).click();
  const dialog = page.getByRole('alertdialog', { name: '発注の確認' });
  await expect(dialog).toContainText(
    '1件の送信を発注します。夜間（21時〜8時）に送信されます。よろしいですか？',
  );
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(page.getByTestId('tel-order-status')).toHaveText('ステータス：下書き');
});
