import { expect, type Page, test } from '@playwright/test';
import { logIn, openOnlineBooking, toast, XHR } from './session';

/*
 * Issue 28, "Words an operator uses" and "Keyboard and focus", on the real server and demo data:
 * insertions read as chips named after their variable, ids wait in 「詳細情報」, the home page
 * lists today's work with links, the skip link, an opened dialog's first field, focus kept after a
 * save, and the booking page's focus following the customer's steps.
 */

/** A JSON read with the page's session (the owner's cookie). */
async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A list answer as rows, whether the operation answers an array or `{ items }`. */
const rowsOf = <T>(body: unknown): T[] =>
  Array.isArray(body) ? (body as T[]) : ((body as { items?: T[] }).items ?? []);

test('a message step shows its insertion as a chip named after the variable', async ({ page }) => {
  await logIn(page, '/line/journey');
  const common = await read<{ items: { code: string; name: string }[] }>(page, '/api/v_resource/common_vars');
  const shopName = common.items.find((item) => item.code === 'shop_name')?.name;
  if (!shopName) throw new Error('the demo has no shop_name common variable');
  // A journey of its own: the demo's welcome journey leaves its greeting to the follow settings.
  const made = await page.request.post('/api/journeys', {
    headers: XHR,
    data: {
      name: '差し込みの確認',
      entry: { type: 'trigger' },
      steps: [{ type: 'message', text: '{{common:shop_name}}へようこそ' }],
    },
  });
  expect(made.ok(), `POST /api/journeys answered ${made.status()}`).toBe(true);
  const welcome = (await made.json()) as { id: number };

  await page.goto(`/line/journey/${welcome.id}/edit`);
  const first = page.getByRole('listitem', { name: 'ステップ 1' });
  // The text field keeps the token; the preview under it names it.
  await expect(first.getByRole('textbox', { name: /メッセージ/ })).toHaveValue(/\{\{common:shop_name\}\}/);
  const preview = first.getByTestId('message-preview');
  const chip = preview.locator('.console-ui-VariableChip');
  await expect(chip).toHaveText(shopName);
  await expect(chip).toHaveAttribute('data-token', '{{common:shop_name}}');
  await expect(preview).not.toContainText('{{');
});

test('a friend’s LINE user id waits in 詳細情報, a blocked friend reads ブロック中', async ({ page }) => {
  await logIn(page, '/line/friends');
  const blocked = rowsOf<{ id: number; line_user_id: string }>(
    await read(page, '/api/friends?status=blocked'),
  )[0];
  if (!blocked) throw new Error('the demo has no blocked friend');
  await page.goto(`/line/friends/${blocked.id}`);
  const profile = page.getByRole('region', { name: 'プロフィール' });
  await expect(profile.getByText('ブロック中', { exact: true })).toBeVisible();
  const id = page.getByText(blocked.line_user_id, { exact: true });
  await expect(id).toBeHidden();
  await page.getByText('詳細情報', { exact: true }).click();
  await expect(id).toBeVisible();
});

test('home lists today’s work, each a link to its screen', async ({ page }) => {
  await logIn(page, '/');
  const summary = await read<{ items: { key: string; count: number }[] }>(page, '/api/home/summary');
  const count = (key: string) => summary.items.find((item) => item.key === key)?.count;
  const todos = page.getByTestId('home-todos');
  const reservations = todos.getByRole('link', { name: /^今日の予約/ });
  await expect(reservations).toHaveText(`今日の予約${count('reservationsToday')}件`);
  await expect(todos.getByRole('link', { name: /^返事待ちの変更・キャンセルの依頼/ })).toHaveText(
    `返事待ちの変更・キャンセルの依頼${count('pendingRequests')}件`,
  );
  await expect(todos.getByRole('link', { name: /^今日送る通知メッセージ/ })).toHaveAttribute(
    'href',
    '/line/tel',
  );
  await expect(todos.getByRole('link', { name: /^配信中のジャーニー/ })).toHaveText(
    `配信中のジャーニー${count('journeysRunning')}件`,
  );
  // What is new to look at: failed sends of the week and today's new friends, each to its screen.
  await expect(todos.getByRole('link', { name: /^送信に失敗した通知メッセージ/ })).toHaveText(
    `送信に失敗した通知メッセージ（7日以内）${count('sendsFailed')}件`,
  );
  await expect(todos.getByRole('link', { name: /^今日の新しい友だち/ })).toHaveAttribute(
    'href',
    '/line/friends',
  );
  // 「できること」 holds links to screens, not permission keys.
  await expect(
    page.getByRole('region', { name: 'できること' }).getByRole('link', { name: '予約表' }),
  ).toBeVisible();
  await reservations.click();
  await expect(page).toHaveURL(/\/line\/reserve\/salon/);
});

test('the skip link is the first tab stop and lands on the main content', async ({ page }) => {
  await logIn(page, '/line/tel');
  // A fresh load of the screen, as an operator opening it: after the sign-in form the browser's
  // sequential focus point would still be where its button was.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'メインコンテンツへ移動' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes into the page, past the side menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('an opened dialog focuses its first field', async ({ page }) => {
  await logIn(page, '/line/member_query');
  await page.getByRole('button', { name: 'セグメントを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'セグメントを追加' });
  await expect(dialog.getByRole('textbox', { name: /セグメント名/ })).toBeFocused();
  await page.keyboard.type('すぐに入力');
  await expect(dialog.getByRole('textbox', { name: /セグメント名/ })).toHaveValue('すぐに入力');
});

test('after saving a friend, focus stays on the save button and the page does not jump', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await logIn(page, '/line/friends');
  const friend = rowsOf<{ id: number }>(await read(page, '/api/friends?status=following'))[0];
  if (!friend) throw new Error('the demo has no friend');
  await page.goto(`/line/friends/${friend.id}`);
  const memo = page.getByRole('textbox', { name: 'メモ' });
  await memo.fill(`E2E メモ ${Date.now() % 100000}`);
  const save = page.getByRole('button', { name: '保存', exact: true });
  await save.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await save.click();
  await expect(toast(page, '保存しました。')).toBeVisible();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
});

test('the journey editor: a refused save focuses the wrong field in view, a save keeps focus on 保存', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await logIn(page, '/line/journey');
  const journeys = rowsOf<{ id: number; status: string; name: string }>(await read(page, '/api/journeys'));
  // Not one in delivery: its save could ask about new friends first.
  const journey = journeys.find((j) => j.status !== 'active');
  if (!journey) throw new Error('the demo has no journey outside delivery');
  await page.goto(`/line/journey/${journey.id}/edit`);
  const name = page.getByRole('textbox', { name: /^名前/ });
  await expect(name).toHaveValue(journey.name);
  const save = page.getByRole('button', { name: '保存', exact: true });
  // Refused: the name is required. 保存 is at the page's end, the name at its top.
  await name.fill('');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // Saved: focus stays on 保存 and the page does not jump.
  await name.fill(`${journey.name.slice(0, 90)} E2E`);
  await save.scrollIntoViewIfNeeded();
  // Where 保存 is on the screen (not scrollY: the refusal's message above goes away on success, and
  // the browser's scroll anchoring keeps the view by changing scrollY).
  const top = async () => (await save.boundingBox())?.y ?? Number.NaN;
  const before = await top();
  await save.click();
  await expect(toast(page, '保存しました')).toBeVisible();
  await expect(save).toBeFocused();
  await expect(save).toBeInViewport();
  expect(Math.abs((await top()) - before)).toBeLessThan(40);
});

test('on the booking page focus moves to the next step’s heading', async ({ page, browser }) => {
  await logIn(page, '/');
  const slug = await openOnlineBooking(page.request, 'E2E フォーカス', 'focus');
  const phone = await browser.newContext({ baseURL: page.url(), viewport: { width: 360, height: 740 } });
  const customer = await phone.newPage();
  await customer.goto(`/r/${slug}`);
  await expect(customer.getByRole('heading', { name: 'コースを選んでください' })).toBeFocused();
  await customer.getByRole('button', { name: /\d+分/ }).first().click();
  // The next step's heading takes focus.
  await expect(customer.getByRole('heading', { name: '時間を選んでください' })).toBeFocused();
  // A day chosen: that day's free times heading (next month when this one is full).
  const days = customer.getByRole('list', { name: /日付を選んでください/ });
  const none = customer.getByText('この月は空きがありません。');
  await expect(days.or(none)).toBeVisible();
  if (await none.isVisible()) await customer.getByRole('button', { name: '次の月' }).click();
  await days.getByRole('button').first().click();
  await expect(customer.getByRole('heading', { level: 3, name: /の空き時間$/ })).toBeFocused();
  await phone.close();
});
