import { expect, type Page, test } from '@playwright/test';
import { choose, deliver, signedWebhook, XHR } from './session';

/**
 * Greeting and follow settings (issue 30): set on the page — a greeting written there, a tag, a
 * journey — then a follow signed with the channel secret through the real webhook: the friend gets
 * the greeting (in the sandbox's record, once), the tag and the journey.
 */

async function greetingsTo(page: Page, text: string) {
  const outbox = (await (await page.request.get('/api/line/outbox')).json()) as {
    friend_id: number;
    text: string;
    source: string;
  }[];
  return outbox.filter((item) => item.source === 'follow:greeting' && item.text === text);
}

test('a greeting, a tag and a journey set on the page reach a friend who follows through the signed webhook, once', async ({
  page,
}) => {
  const suffix = Date.now() % 100000;
  const hook = await signedWebhook(page);

  const tagName = `あいさつ済み${suffix}`;
  const tag = await (await page.request.post('/api/tags', { headers: XHR, data: { name: tagName } })).json();
  const journeyName = `友だち追加のステップ${suffix}`;
  const journey = await (
    await page.request.post('/api/journeys', {
      headers: XHR,
      data: {
        name: journeyName,
        status: 'active',
        entry: { type: 'trigger' },
        steps: [{ type: 'wait', minutes: 1440 }],
      },
    })
  ).json();

  // The page: the greeting (the demo's has two messages: one is kept, rewritten), the tag, the journey.
  await page.goto('/vue3-dev/line/setting/follow');
  await expect(
    page.getByRole('heading', { level: 1, name: 'あいさつメッセージ・友だち追加時設定' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'あいさつメッセージ' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const greeting = `ようこそ${suffix}！友だち追加ありがとうございます。`;
  await page.getByRole('button', { name: 'メッセージ 2 を削除' }).click();
  await page.getByRole('textbox', { name: 'メッセージ 1' }).fill(greeting);
  await expect(page.getByRole('complementary', { name: '友だちに届くメッセージ' })).toContainText(greeting);
  await page.getByRole('tab', { name: 'タグ・友だち情報・ジャーニー' }).click();
  await expect(page).toHaveURL(/\?tab=actions$/);
  await choose(page, 'タグを追加', tagName);
  await expect(page.getByRole('button', { name: `${tagName}を外す` })).toBeVisible();
  await choose(page, '開始するジャーニー', journeyName);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();
  // Reloaded, the page shows what was saved, on the tab of the URL.
  await page.reload();
  await expect(page.getByRole('button', { name: `${tagName}を外す` })).toBeVisible();

  const userId = `Ufollow${Date.now()}`;
  const follow = {
    type: 'follow',
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: `01FOLLOWE2E${Date.now()}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    follow: { isUnblocked: false },
  };
  const post = () => deliver(page, hook, [follow]);
  expect((await post()).status()).toBe(200);

  // The embedded workers: the friend is made, then greeted.
  await expect.poll(async () => (await greetingsTo(page, greeting)).length, { timeout: 20_000 }).toBe(1);
  const [sent] = await greetingsTo(page, greeting);
  const friend = (await (await page.request.get(`/api/friends/${sent?.friend_id}`)).json()) as {
    line_user_id: string;
    tag_ids: number[];
  };
  expect(friend.line_user_id).toBe(userId);
  expect(friend.tag_ids).toContain(tag.id);
  await expect
    .poll(async () => (await (await page.request.get(`/api/journeys/${journey.id}/counts`)).json()).entered, {
      timeout: 10_000,
    })
    .toBe(1);

  // LINE redelivers the same event: stored once, greeted once.
  expect((await post()).status()).toBe(200);
  await page.waitForTimeout(2000);
  expect(await greetingsTo(page, greeting)).toHaveLength(1);
});

test('a tap on a rich-menu area that opens a template sends that template to the friend, once', async ({
  page,
}) => {
  const hook = await signedWebhook(page);
  const suffix = Date.now();
  const words = `春のキャンペーンのご案内${suffix % 100000}`;
  const template = await (
    await page.request.post('/api/templates', {
      headers: XHR,
      data: {
        name: `メニューから送る${suffix % 100000}`,
        status: 'ready',
        messages: [{ type: 'text', text: words }],
      },
    })
  ).json();
  const userId = `Utap${suffix}`;
  const event = (type: string, extra: object) => ({
    type,
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: `01${type.toUpperCase()}E2E${suffix}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    ...extra,
  });
  expect((await deliver(page, hook, [event('follow', { follow: { isUnblocked: false } })])).status()).toBe(
    200,
  );
  // The area's postback, as the published menu sends it (lineMenu.ts: console:template:{id}).
  const tap = event('postback', { postback: { data: `console:template:${template.id}` } });
  expect((await deliver(page, hook, [tap])).status()).toBe(200);
  const sent = async () => {
    const outbox = (await (await page.request.get('/api/line/outbox')).json()) as {
      text: string;
      source: string;
    }[];
    return outbox.filter((item) => item.source === `richmenu:template:${template.id}` && item.text === words);
  };
  await expect.poll(async () => (await sent()).length, { timeout: 20_000 }).toBe(1);
  // LINE redelivers the tap: answered once.
  expect((await deliver(page, hook, [{ ...tap, deliveryContext: { isRedelivery: true } }])).status()).toBe(
    200,
  );
  await page.waitForTimeout(2000);
  expect(await sent()).toHaveLength(1);
});
