import { expect, type Page, test } from '@playwright/test';
import { logIn } from './session';

/**
 * Sends that cannot be taken back (issue 28): starting a journey names how many friends it reaches
 * (the server's count, the friends the scheduler then enrols) and what goes first, and waits for
 * the answer. Cancelled, nothing is saved or sent; confirmed, each of them gets the message once.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).last().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A segment of the friends given a new tag (none when `friendIds` is empty). */
async function taggedSegment(page: Page, name: string, friendIds: number[]) {
  const tag = await (await page.request.post('/api/tags', { headers: XHR, data: { name } })).json();
  if (friendIds.length > 0) {
    const tagged = await page.request.post(`/api/tags/${tag.id}/friends`, {
      headers: XHR,
      data: { friend_ids: friendIds },
    });
    expect(tagged.ok()).toBe(true);
  }
  const segment = await page.request.post('/api/member_queries', {
    headers: XHR,
    data: { name, filter: { tags_any: [tag.id] } },
  });
  expect(segment.ok()).toBe(true);
  return segment.json() as Promise<{ id: number; name: string }>;
}

/** The sandbox's record of a text: the friends it went to. */
async function sentTo(page: Page, text: string): Promise<number[]> {
  const outbox = (await (await page.request.get('/api/line/outbox')).json()) as {
    friend_id: number;
    text: string;
  }[];
  return outbox
    .filter((item) => item.text === text)
    .map((item) => item.friend_id)
    .sort((a, b) => a - b);
}

test('starting a journey names the count and waits: cancel sends nothing, confirm sends to each friend counted', async ({
  page,
}) => {
  const suffix = Date.now() % 100000;
  const journeyName = `確認つき開始${suffix}`;
  const text = `秋のお知らせ${suffix}`;
  await logIn(page, '/line/journey');
  const friends = (await (await page.request.get('/api/friends?status=following&per_page=3')).json()) as {
    id: number;
  }[];
  const ids = friends.map((friend) => friend.id).sort((a, b) => a - b);
  expect(ids).toHaveLength(3);
  const segment = await taggedSegment(page, `開始確認${suffix}`, ids);

  await page.getByRole('link', { name: 'ジャーニーを作成' }).click();
  await page.getByRole('textbox', { name: /名前/ }).fill(journeyName);
  await choose(page, 'セグメント', segment.name);
  // The count under the entry, from the server.
  await expect(page.getByText('対象: 3人', { exact: true })).toBeVisible();
  await choose(page, '追加するステップ', 'メッセージを送る');
  await page.getByRole('button', { name: 'ステップを追加' }).click();
  await page.getByRole('textbox', { name: 'メッセージ' }).fill(text);

  // Asked first, naming the count, the message and when; cancelled: nothing saved, nothing sent.
  await page.getByRole('button', { name: '保存して配信を開始' }).click();
  const dialog = page.getByRole('alertdialog', { name: '配信を開始しますか？' });
  await expect(dialog).toContainText(
    `3人の友だちに配信を開始します。最初のメッセージ「${text}」は保存後すぐに送信されます。よろしいですか？`,
  );
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/line\/journey\/new$/);
  const journeys = (await (await page.request.get('/api/journeys')).json()) as { name: string }[];
  expect(journeys.map((journey) => journey.name)).not.toContain(journeyName);
  expect(await sentTo(page, text)).toEqual([]);

  // Confirmed: started, and each of the three friends gets the message once.
  await page.getByRole('button', { name: '保存して配信を開始' }).click();
  await dialog.getByRole('button', { name: '3人に配信を開始' }).click();
  await page.waitForURL(/\/line\/journey\/\d+\/edit$/);
  await expect(page.getByText('配信中', { exact: true })).toBeVisible();
  await expect.poll(() => sentTo(page, text), { timeout: 20_000 }).toEqual(ids);
  // The editor now counts only friends not in it yet.
  await expect(page.getByText('対象: 0人（参加済みの友だちを除く）', { exact: true })).toBeVisible();
});

test('a segment nobody is in says 0 before starting', async ({ page }) => {
  const suffix = Date.now() % 100000;
  await logIn(page, '/line/journey/new');
  const segment = await taggedSegment(page, `空の対象${suffix}`, []);
  await page.reload();
  await choose(page, 'セグメント', segment.name);
  await expect(page.getByText('対象: 0人', { exact: true })).toBeVisible();
  await expect(page.getByText('今このセグメントに当てはまるフォロー中の友だちはいません。')).toBeVisible();
  await page.getByRole('textbox', { name: /名前/ }).fill(`空の対象${suffix}`);
  await page.getByRole('button', { name: '保存して配信を開始' }).click();
  const dialog = page.getByRole('alertdialog', { name: '配信を開始しますか？' });
  await expect(dialog).toContainText('0人のため、今は誰にも送信されません。');
  await expect(dialog.getByRole('button', { name: '配信を開始（今は0人）' })).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
});
