import { expect, test } from '@playwright/test';
import { FAKE_LINE, fakeLineRequests, scriptFakeLine } from './fake-line';
import { deliver, logIn, signedWebhook } from './session';

/**
 * The one-to-one chat (issue 31) end to end, on LINE's fake Messaging API: the owner pastes the
 * fake's token as the channel's access token; a friend writes through the signed webhook and the
 * side menu's unread count and the conversation list change live (the chat's event stream); the
 * operator opens the conversation, replies, and LINE gets one push with the text and a retry key;
 * a reply LINE fails (500) shows its reason and is sent again with the same retry key; the
 * conversation is marked done. The channel goes back to the sandbox at the end, for the tests after.
 */

let counter = 0;
const messageEvent = (userId: string, text: string) => {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    type: 'message',
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: `01E2ECHAT${stamp.padStart(17, '0')}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    message: { id: `e2e${stamp}`, type: 'text', text, quoteToken: 'q' },
  };
};

test('a friend writes, the operator sees it live, replies through LINE, resends a failed reply and marks the conversation done', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100000;
  const hook = await signedWebhook(page);
  await page.getByLabel('チャネルアクセストークン（長期）', { exact: true }).fill(FAKE_LINE.token);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();
  try {
    const [friend] = (await (await page.request.get('/api/friends?status=following&per_page=1')).json()) as {
      id: number;
      display_name: string;
      line_user_id: string;
    }[];
    if (!friend) throw new Error('no following friend in the demo data');

    // The list is open when the friend writes: the menu's count and the list change by themselves.
    await page.goto('/line/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'チャット' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    const unreadBefore = ((await (await page.request.get('/api/chat/unread')).json()) as { threads: number })
      .threads;
    // Read the friend's thread first, so the new message makes it unread again whatever the seed had.
    await page.request.post(`/api/chat/threads/${friend.id}/read`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const question = `明日の15時に予約できますか？（${suffix}）`;
    expect((await deliver(page, hook, [messageEvent(friend.line_user_id, question)])).status()).toBe(200);
    const unreadAfter = ((await (await page.request.get('/api/chat/unread')).json()) as { threads: number })
      .threads;
    expect(unreadAfter).toBeGreaterThanOrEqual(1);
    await expect(menu.getByText(`未読 ${unreadAfter}件`)).toBeVisible();
    expect(unreadBefore).toBeGreaterThanOrEqual(0);
    const thread = page.getByRole('link', { name: new RegExp(`^${friend.display_name}`) }).first();
    await expect(thread).toContainText(question);

    // The conversation: the question is there; a reply goes to LINE once, with a retry key.
    await thread.click();
    await page.waitForURL(new RegExp(`/line/chat/${friend.id}$`));
    const log = page.getByRole('log', { name: `${friend.display_name}さんとのトーク` });
    await expect(log).toContainText(question);
    const answer = `はい、15時でお取りできます。お待ちしております。（${suffix}）`;
    await page.getByRole('textbox', { name: 'メッセージ' }).fill(answer);
    await page.getByRole('button', { name: '送信', exact: true }).click();
    await expect(log).toContainText(answer);
    await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveValue('');
    await expect
      .poll(async () =>
        (await fakeLineRequests()).requests.filter((request) =>
          request.messages.some((message) => message.text === answer),
        ),
      )
      .toEqual([expect.objectContaining({ kind: 'push', to: [friend.line_user_id], status: 200 })]);

    // LINE fails the next reply (500): the reason is shown; 再送 sends it again with the same key.
    await scriptFakeLine(500);
    const second = `駐車場もご利用いただけます。（${suffix}）`;
    await page.getByRole('textbox', { name: 'メッセージ' }).fill(second);
    await page.getByRole('button', { name: '送信', exact: true }).click();
    await expect(log).toContainText('LINE に接続できませんでした');
    // The failed reply is listed under the log with its reason and its 再送.
    const failed = page.getByRole('region', { name: '送信できなかったメッセージ' });
    await expect(failed).toContainText('LINE に接続できませんでした');
    await failed.getByRole('button', { name: '再送' }).click();
    await expect(failed).toBeHidden();
    await expect(log).not.toContainText('LINE に接続できませんでした');
    const tries = (await fakeLineRequests()).requests.filter((request) =>
      request.messages.some((message) => message.text === second),
    );
    expect(tries.map((request) => request.status)).toEqual([500, 200]);
    expect(tries[0]?.retryKey).toBe(tries[1]?.retryKey);
    expect((await fakeLineRequests()).violations).toEqual([]);

    // Done: the conversation leaves the open lists and is under 対応済み.
    await page.getByRole('button', { name: '対応済みにする' }).click();
    await expect(page.getByRole('button', { name: '未対応に戻す' })).toBeVisible();
    await page.getByRole('tab', { name: '対応済み' }).click();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${friend.display_name}`) }).first(),
    ).toBeVisible();
  } finally {
    await page.goto('/line/setting/line');
    await page.getByRole('button', { name: 'サンドボックスに戻す' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();
  }
});

test.describe('on a phone (360×740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list, then the conversation with its reply box, then back; nothing scrolls sideways', async ({
    page,
  }) => {
    await logIn(page, '/line/chat');
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const thread = page.locator('[data-testid^="chat-thread-"]').first();
    await expect(thread).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await thread.click();
    await page.waitForURL(/\/line\/chat\/\d+$/);
    // The conversation alone fills the phone: the log and the reply box, no list beside it. The
    // talk is the log named after the friend: react-aria's announcer adds two unnamed live logs to
    // the page once something is announced.
    const talk = page.getByRole('log', { name: /さんとのトーク$/ });
    await expect(talk).toBeVisible();
    const box = page.getByRole('textbox', { name: 'メッセージ' });
    await expect(box).toBeVisible();
    await expect(page.getByRole('button', { name: '送信', exact: true })).toBeInViewport();
    expect(await sideways()).toBeLessThanOrEqual(0);
    const text = `スマートフォンから返信します（${Date.now() % 100000}）`;
    await box.fill(text);
    await page.getByRole('button', { name: '送信', exact: true }).click();
    await expect(talk).toContainText(text);
    await page.getByRole('link', { name: '一覧へ戻る' }).click();
    await page.waitForURL(/\/line\/chat$/);
    await expect(thread).toBeVisible();
  });
});
