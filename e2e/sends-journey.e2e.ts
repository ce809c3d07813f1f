import { expect, type Page, test } from '@playwright/test';
import { choose, logIn, taggedSegment, XHR } from './session';

/**
 * Sends that cannot be taken back (issue 28): starting a journey names how many friends it reaches
 * (the server's count, the friends the scheduler then enrols) and what goes first, and waits for
 * the answer. Cancelled, nothing is saved or sent; confirmed, each of them gets the message once.
 */

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

/** A journey sending `text` at once to the segment's friends, created through the API. */
async function journeyOn(
  page: Page,
  name: string,
  segmentId: number,
  text: string,
  status: 'active' | 'paused',
) {
  const created = await page.request.post('/api/journeys', {
    headers: XHR,
    data: {
      name,
      group_id: null,
      status,
      entry: { type: 'member_query', member_query_id: segmentId },
      steps: [{ type: 'message', text }],
    },
  });
  expect(created.ok(), `POST /api/journeys answered ${created.status()}`).toBe(true);
  return created.json() as Promise<{ id: number }>;
}

/** Gives the tag to more friends (they come into its segment). */
async function tag(page: Page, tagId: number, friendIds: number[]) {
  const tagged = await page.request.post(`/api/tags/${tagId}/friends`, {
    headers: XHR,
    data: { friend_ids: friendIds },
  });
  expect(tagged.ok()).toBe(true);
}

test('配信を再開 names the friends who newly enter and waits; confirmed, only they get the message', async ({
  page,
}) => {
  const suffix = Date.now() % 100000;
  const text = `再開のお知らせ${suffix}`;
  await logIn(page, '/line/journey');
  const friends = (await (await page.request.get('/api/friends?status=following&per_page=3')).json()) as {
    id: number;
  }[];
  const ids = friends.map((friend) => friend.id).sort((a, b) => a - b);
  expect(ids).toHaveLength(3);
  const segment = await taggedSegment(page, `再開確認${suffix}`, ids.slice(0, 2));
  const journey = await journeyOn(page, `確認つき再開${suffix}`, segment.id, text, 'active');
  await expect.poll(() => sentTo(page, text), { timeout: 20_000 }).toEqual(ids.slice(0, 2));

  await page.goto(`/line/journey/${journey.id}/edit`);
  await page.getByRole('button', { name: '一時停止' }).click();
  await expect(page.getByText('一時停止', { exact: true })).toBeVisible();
  // While paused, a third friend comes into the segment: the resume takes them in.
  await tag(page, segment.tagId, [ids[2] as number]);
  await page.reload();

  await page.getByRole('button', { name: '配信を再開' }).click();
  const dialog = page.getByRole('alertdialog', { name: '配信を再開しますか？' });
  await expect(dialog).toContainText(
    `新たに1人が参加します。最初のメッセージ「${text}」は保存後すぐに送信されます。よろしいですか？`,
  );
  // The first focus is on キャンセル: an Enter does not resume.
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('一時停止', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '配信を再開' }).click();
  await dialog.getByRole('button', { name: '1人に配信を再開' }).click();
  await expect(page.getByText('配信中', { exact: true })).toBeVisible();
  // The two already sent to get nothing again; the new one gets it once.
  await expect.poll(() => sentTo(page, text), { timeout: 20_000 }).toEqual(ids);
});

test('saving a journey in delivery with another segment asks, naming the friends who newly enter', async ({
  page,
}) => {
  const suffix = Date.now() % 100000;
  const text = `対象変更のお知らせ${suffix}`;
  await logIn(page, '/line/journey');
  const friends = (await (await page.request.get('/api/friends?status=following&per_page=3')).json()) as {
    id: number;
  }[];
  const ids = friends.map((friend) => friend.id).sort((a, b) => a - b);
  const first = await taggedSegment(page, `変更前${suffix}`, ids.slice(0, 1));
  const second = await taggedSegment(page, `変更後${suffix}`, ids.slice(0, 2));
  const journey = await journeyOn(page, `対象変更${suffix}`, first.id, text, 'active');
  await expect.poll(() => sentTo(page, text), { timeout: 20_000 }).toEqual(ids.slice(0, 1));

  await page.goto(`/line/journey/${journey.id}/edit`);
  await expect(page.getByText('配信中', { exact: true })).toBeVisible();
  await choose(page, 'セグメント', second.name);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '開始のきっかけを変えて保存しますか？' });
  await expect(dialog).toContainText(
    `新たに1人が参加します。最初のメッセージ「${text}」は保存後すぐに送信されます。よろしいですか？`,
  );
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  expect(await sentTo(page, text)).toEqual(ids.slice(0, 1));

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await dialog.getByRole('button', { name: '保存して1人に配信' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => sentTo(page, text), { timeout: 20_000 }).toEqual(ids.slice(0, 2));
});
