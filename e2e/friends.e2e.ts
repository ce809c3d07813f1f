import { expect, test } from '@playwright/test';
import { deliver, logIn, signedWebhook, toast } from './session';

/**
 * Friends and their data on the real server (issue 16): a tag made on the tag screen, put on 100
 * friends from the list, a segment of that tag counting them live; a common variable copied.
 */

test('a new tag put on 100 friends from the list is counted by a segment, live', async ({ page }) => {
  const tag = `春のキャンペーン${Date.now() % 100000}`;
  await logIn(page, '/vue3-dev/line/tag');
  await expect(page).toHaveTitle('タグ管理 - Console');
  const form = page.getByRole('form', { name: 'タグを追加' });
  await form.getByRole('textbox', { name: /タグ名/ }).fill(tag);
  await form.getByRole('button', { name: 'タグを追加' }).click();
  const table = page.getByRole('table', { name: 'タグ管理' });
  await expect(table.getByRole('row').filter({ hasText: tag })).toContainText('0人');

  // The list of following friends, 100 on the first page: all of them get the tag.
  await page.goto('/line/friends?status=following');
  await expect(page.getByText(/^[\d,]+人$/)).toBeVisible();
  const friends = page.getByRole('table', { name: '友だち' });
  await expect(friends.getByRole('row')).toHaveCount(101);
  await friends.getByRole('checkbox', { name: 'すべての項目を選択/解除' }).check();
  await expect(page.getByText('100人を選択中')).toBeVisible();
  const bulk = page.getByRole('group', { name: '選んだ友だちに' });
  await bulk.getByRole('combobox', { name: 'タグを選ぶ' }).click();
  await page.getByRole('option', { name: tag, exact: true }).click();
  await bulk.getByRole('button', { name: 'タグを付ける' }).click();
  await expect(toast(page, `100人に「${tag}」を付けました。`)).toBeVisible();

  // A segment of the tag: its live count while editing, then in the list once saved.
  await page.goto('/line/member_query');
  await page.getByRole('button', { name: 'セグメントを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'セグメントを追加' });
  await dialog.getByRole('textbox', { name: /セグメント名/ }).fill(`${tag}の人`);
  await dialog
    .getByRole('group', { name: 'いずれかのタグが付いている' })
    .getByRole('checkbox', { name: tag })
    .check();
  await expect(dialog.getByText('当てはまる友だち: 100人')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'セグメント' })
    .getByRole('row')
    .filter({ hasText: `${tag}の人` });
  await expect(row).toContainText('100人');

  // One friend loses the tag on their page: the segment counts 99.
  await row.getByRole('link', { name: '友だちを見る' }).click();
  await page.getByRole('table', { name: '友だち' }).getByRole('link').first().click();
  await page.getByRole('checkbox', { name: tag }).uncheck();
  await expect(page.getByRole('checkbox', { name: tag })).not.toBeChecked();
  await page.goto('/line/member_query');
  await expect(
    page
      .getByRole('table', { name: 'セグメント' })
      .getByRole('row')
      .filter({ hasText: `${tag}の人` }),
  ).toContainText('99人');
});

test('a common variable copied from the list starts from the original and is saved as a new one', async ({
  page,
}) => {
  await logIn(page, '/line/common_var');
  await expect(page).toHaveTitle('共通変数 - Console');
  await page.getByRole('link', { name: '「店舗名」をコピーして登録' }).click();
  await expect(page).toHaveURL(/\/line\/common_var\/new\?copy=\d+$/);
  const name = page.getByRole('textbox', { name: /項目名/ });
  await expect(name).toHaveValue('店舗名（コピー）');
  await expect(page.getByRole('textbox', { name: /コード/ })).toHaveValue('shop_name_copy');
  await expect(page.getByRole('textbox', { name: /^値/ })).toHaveValue('ヘアサロン デモ 表参道店');
  await name.fill('店舗名（英語）');
  await page.getByRole('textbox', { name: /コード/ }).fill('shop_name_en');
  await page.getByRole('textbox', { name: /^値/ }).fill('Hair Salon Demo Omotesando');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/line\/common_var$/);
  const table = page.getByRole('table', { name: '共通変数' });
  await expect(table.getByRole('row').filter({ hasText: 'shop_name_en' })).toContainText(
    'Hair Salon Demo Omotesando',
  );
  await expect(table.getByRole('row').filter({ hasText: 'shop_name' }).first()).toContainText(
    'ヘアサロン デモ 表参道店',
  );
});

test('a follow sent to the webhook, signed with the channel secret, becomes a friend on the list', async ({
  page,
}) => {
  const hook = await signedWebhook(page);
  await expect(page).toHaveTitle('LINE 公式アカウント - Console');
  const { webhook } = hook;

  const userId = `Ue2e${Date.now()}`;
  const follow = {
    type: 'follow',
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: `01E2E${Date.now()}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    follow: { isUnblocked: false },
  };
  const refused = await page.request.post(webhook, {
    headers: { 'content-type': 'application/json', 'x-line-signature': 'AAAA' },
    data: JSON.stringify({ destination: 'Ubot', events: [follow] }),
  });
  expect(refused.status()).toBe(401);
  expect((await deliver(page, hook, [follow])).status()).toBe(200);

  // The embedded worker makes the friend: newest first on the list.
  await expect(async () => {
    await page.goto('/line/friends');
    const first = page.getByRole('table', { name: '友だち' }).getByRole('row').nth(1);
    await first.getByRole('link').click();
    // The LINE user id waits in 「詳細情報」 (issue 28: ids only where someone needs them).
    await page.getByText('詳細情報', { exact: true }).click();
    await expect(page.getByText(userId)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
