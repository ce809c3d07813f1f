import { expect, type Page, test } from '@playwright/test';
import { choose, logIn, taggedSegment, XHR } from './session';

/**
 * 一斉配信 (issue 31) end to end on the demo server, whose channel has no access token: compose a
 * delivery to a segment, test-send it to one friend, schedule it after the confirmation, and see
 * the sender's results on its page — and in the sandbox's record, each friend once.
 */

interface SandboxRequest {
  kind: 'multicast' | 'push' | 'test';
  to: string[];
  messages: { type: string; text?: string }[];
}

const sandbox = async (page: Page, id: number): Promise<SandboxRequest[]> =>
  (await (await page.request.get(`/api/deliveries/${id}/sandbox_requests`)).json()) as SandboxRequest[];

test('compose a delivery to a segment, test-send it, schedule it and see it sent to each friend once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100000;
  const words = `年末年始の営業のお知らせ${suffix}`;
  const name = `年末のお知らせ${suffix}`;
  await logIn(page, '/line/notifications');
  const friends = (await (await page.request.get('/api/friends?status=following&per_page=3')).json()) as {
    id: number;
    display_name: string;
    line_user_id: string;
  }[];
  expect(friends).toHaveLength(3);
  const segment = await taggedSegment(
    page,
    `配信のテスト${suffix}`,
    friends.map((friend) => friend.id),
  );
  const template = await page.request.post('/api/templates', {
    headers: XHR,
    data: { name: `配信の文面${suffix}`, status: 'ready', messages: [{ type: 'text', text: words }] },
  });
  expect(template.ok()).toBe(true);
  const templateName = `配信の文面${suffix}`;

  await page
    .getByRole('link', { name: '新しい配信' })
    .or(page.getByRole('button', { name: '新しい配信' }))
    .click();
  await page.waitForURL(/\/vue3-dev\/line\/notifications\/new$/);
  await page.getByRole('textbox', { name: /配信名/ }).fill(name);
  await choose(page, /テンプレート/, templateName);
  // The segmented control's radio sits under its visible label: the label takes the click.
  await page
    .getByRole('radiogroup', { name: '配信先' })
    .getByText('セグメント（会員クエリ）の友だち', { exact: true })
    .click();
  await choose(page, /セグメント/, segment.name);
  // The server's count of the segment, before anything is sent.
  await expect(page.getByText('配信先: 3人', { exact: true })).toBeVisible();
  await expect(page.getByText(/サンドボックスで配信します/)).toBeVisible();

  // The test send saves the draft first, then goes to the chosen friend only.
  const [first] = friends;
  if (!first) throw new Error('no friend');
  await page.getByRole('button', { name: 'テスト配信' }).click();
  const dialog = page.getByRole('dialog', { name: 'テスト配信' });
  await expect(dialog).toBeVisible();
  const saved = (await (await page.request.get('/api/deliveries')).json()) as {
    id: number;
    name: string;
    status: string;
  }[];
  const draft = saved.find((delivery) => delivery.name === name);
  expect(draft?.status).toBe('draft');
  const id = draft?.id as number;
  await dialog.getByRole('textbox', { name: '友だちの名前' }).fill(first.display_name);
  await dialog.getByRole('button', { name: '検索' }).click();
  await dialog.getByRole('checkbox', { name: first.display_name }).first().click();
  await dialog.getByRole('button', { name: '送信する' }).click();
  await expect(dialog.getByRole('list', { name: 'テスト配信の結果' })).toContainText(
    `${first.display_name}：送信しました`,
  );
  // One push recorded, to one friend (the demo may have two friends of that name), with the words.
  const tests = await sandbox(page, id);
  expect(tests.map((request) => [request.kind, request.to.length, request.messages])).toEqual([
    ['test', 1, [{ type: 'text', text: words }]],
  ]);
  await dialog.getByRole('button', { name: '閉じる' }).first().click();
  // Closed, the new draft's own address is the page.
  await page.waitForURL(new RegExp(`/vue3-dev/line/notifications/${id}$`));

  // Scheduled now after the confirmation naming the count; the sender sends it at once.
  await page.getByRole('button', { name: '配信予約', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `「${name}」を配信予約しますか？` });
  await expect(confirm).toContainText('今すぐに3人へ配信します。');
  await confirm.getByRole('button', { name: '配信予約する' }).click();
  await expect(page.getByText('配信済み', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const stats = page.getByRole('region', { name: '配信の結果' });
  await expect(stats).toContainText('3');
  const sent = (await sandbox(page, id)).filter((request) => request.kind !== 'test');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.kind).toBe('multicast');
  expect([...(sent[0]?.to ?? [])].sort()).toEqual(friends.map((friend) => friend.line_user_id).sort());

  // The list shows it with its results.
  await page.goto('/line/notifications');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('配信済み');
  await expect(row).toContainText('3通・失敗 0・クリック 0');
});
