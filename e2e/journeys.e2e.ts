import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { choose, logIn, XHR } from './session';

/**
 * Journeys and API triggers on the real server (issue 17): a journey built in the editor (wait 0 →
 * message → tag) and started, a trigger whose action starts it, an API key; the trigger fired with
 * curl as an outside system would; the scheduler (embedded) tags the friend and the LINE sandbox
 * records the message.
 */

test('a journey built and started, fired by curl through a trigger: the friend is tagged and the message is in the sandbox outbox', async ({
  page,
  baseURL,
}) => {
  const suffix = Date.now() % 100000;
  const tagName = `API来店${suffix}`;
  const journeyName = `API でようこそ${suffix}`;
  const text = `ようこそ、API から${suffix}`;
  await logIn(page, '/line/journey');
  await expect(page).toHaveTitle('ジャーニー - Console');
  const tag = await (await page.request.post('/api/tags', { headers: XHR, data: { name: tagName } })).json();
  const [friend] = await (await page.request.get('/api/friends?status=following&per_page=1')).json();

  // The journey: started by a trigger; wait 0 minutes, a message, the tag.
  await page.getByRole('link', { name: 'ジャーニーを作成' }).click();
  await page.getByRole('textbox', { name: /名前/ }).fill(journeyName);
  await choose(page, '開始のきっかけ', 'API トリガーで開始');
  await choose(page, '追加するステップ', '待つ（時間）');
  await page.getByRole('button', { name: 'ステップを追加' }).click();
  await page.getByRole('textbox', { name: '待つ時間（分）' }).fill('0');
  await choose(page, '追加するステップ', 'メッセージを送る');
  await page.getByRole('button', { name: 'ステップを追加' }).click();
  await page.getByRole('textbox', { name: 'メッセージ' }).fill(text);
  await choose(page, '追加するステップ', 'タグを付ける');
  await page.getByRole('button', { name: 'ステップを追加' }).click();
  await choose(page, 'タグ', tagName);
  await page.getByRole('button', { name: '保存して配信を開始' }).click();
  // A trigger journey reaches nobody when it starts: the confirmation says so (issue 28).
  await page
    .getByRole('alertdialog', { name: '配信を開始しますか？' })
    .getByRole('button', { name: '配信を開始（今は0人）' })
    .click();
  await page.waitForURL(/\/line\/journey\/\d+\/edit$/);
  await expect(page.getByText('配信中', { exact: true })).toBeVisible();

  // The trigger and its action.
  await page.goto('/line/open_api/triggers');
  await page.getByRole('textbox', { name: /トリガー名/ }).fill(`会員登録${suffix}`);
  await page.getByRole('button', { name: 'トリガーを作成' }).click();
  await page.waitForURL(/\/line\/open_api\/triggers\/\d+$/);
  const triggerId = Number(new URL(page.url()).pathname.split('/').pop());
  const add = page.getByRole('form', { name: '動作を追加' });
  await add.getByRole('textbox', { name: /動作の名前/ }).fill('ようこそを開始');
  await add.getByRole('combobox', { name: '対象', exact: true }).click();
  await page.getByRole('option', { name: journeyName, exact: true }).click();
  await add.getByRole('button', { name: '動作を追加' }).click();
  await expect(page.getByRole('checkbox', { name: 'ようこそを開始を有効にする' })).toBeChecked();

  // An API key, shown once.
  await page.goto('/line/open_api/triggers');
  const keyForm = page.getByRole('form', { name: 'API キーを発行' });
  await keyForm.getByRole('textbox', { name: /キーの名前/ }).fill(`e2e${suffix}`);
  await keyForm.getByRole('button', { name: 'API キーを発行' }).click();
  const key = (
    await page.getByRole('status').filter({ hasText: '今だけ表示' }).locator('pre').textContent()
  )?.trim();
  expect(key).toMatch(/^ck_/);

  // Fired by curl, as an outside system would (no cookie), twice with one Idempotency-Key.
  const url = `${baseURL}/api/open_api/v1/triggers/${triggerId}/fire`;
  const curl = (idempotencyKey: string) =>
    promisify(execFile)('curl', [
      '-sS',
      '-X',
      'POST',
      url,
      '-H',
      `Authorization: Bearer ${key}`,
      '-H',
      'Content-Type: application/json',
      '-H',
      `Idempotency-Key: ${idempotencyKey}`,
      '-d',
      JSON.stringify({ line_user_id: friend.line_user_id }),
    ]);
  const first = JSON.parse((await curl(`e2e-${suffix}`)).stdout);
  expect(first).toMatchObject({ trigger_id: triggerId, friend_id: friend.id, replayed: false });
  expect(first.actions).toEqual([expect.objectContaining({ type: 'start_journey', result: 'done' })]);
  expect(JSON.parse((await curl(`e2e-${suffix}`)).stdout).replayed).toBe(true);

  // The scheduler runs the journey by itself: the friend has the tag…
  await expect(async () => {
    await page.goto(`/line/friends/${friend.id}`);
    await expect(page.getByRole('checkbox', { name: tagName })).toBeChecked({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  // …and the message is in the sandbox outbox, once.
  await page.goto('/line/journey');
  const outbox = page.getByRole('table', { name: 'サンドボックスの送信記録' });
  await expect(outbox.getByRole('row').filter({ hasText: text })).toHaveCount(1);
  await expect(outbox.getByRole('row').filter({ hasText: text })).toContainText(friend.display_name);
  expect(tag.id).toBeGreaterThan(0);
});
