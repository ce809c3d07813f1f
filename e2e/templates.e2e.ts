import { expect, type Page, test } from '@playwright/test';
import { choose, logIn, taggedSegment, toast } from './session';

/**
 * Message templates on the real server (issue 29): a template of a text with insertions (one with
 * a fallback) and a Flex carousel composed in the editor, LINE's limits shown on their field
 * before it is ready, then sent by a journey's message step: the LINE sandbox records both
 * messages with the friend's values filled in.
 */

const carousel = (names: string[]) => ({
  type: 'carousel',
  contents: names.map((name) => ({
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: name, weight: 'bold' }] },
  })),
});

async function insert(page: Page, card: ReturnType<Page['getByRole']>, item: string) {
  await card
    .getByRole('button', { name: /差し込み/ })
    .first()
    .click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

test('a template with a text and a Flex carousel, sent by a journey step with the values filled', async ({
  page,
}) => {
  const suffix = Date.now() % 100000;
  const name = `冬のご案内${suffix}`;
  await logIn(page, '/line/template');
  await expect(page).toHaveTitle('テンプレート - Console');
  // The demo's templates are listed, newest change first.
  await expect(page.getByRole('link', { name: '「冬のおすすめ」を編集' })).toBeVisible();

  await page.getByRole('button', { name: 'テンプレートを作成' }).click();
  await page.waitForURL(/\/vue3-dev\/line\/template\/new$/);
  await page.getByRole('textbox', { name: /登録名/ }).fill(name);
  const first = page.getByRole('listitem', { name: '1通目' });
  await first.getByRole('textbox', { name: '本文' }).fill('いつもありがとうございます。');
  await insert(page, first, '店舗名');
  await first.getByRole('textbox', { name: '本文' }).press('End');
  await first.getByRole('textbox', { name: '本文' }).pressSequentially('より、');
  await insert(page, first, '紹介者');
  await first.getByRole('textbox', { name: '「紹介者」の値がないとき' }).fill('ご紹介者');
  await expect(first.getByRole('textbox', { name: '本文' })).toHaveValue(
    `いつもありがとうございます。{{common:shop_name}}より、{{var:${await varId(page, '紹介者')}|ご紹介者}}`,
  );

  // A second message: a Flex carousel pasted as LINE's simulator writes it.
  await page.getByRole('button', { name: 'メッセージを追加' }).click();
  const second = page.getByRole('listitem', { name: '2通目' });
  await choose(page, '種類', 'Flex Message');
  await second.getByRole('textbox', { name: /代替テキスト/ }).fill('冬のおすすめメニュー');
  await second
    .getByRole('textbox', { name: /JSON/ })
    .fill(JSON.stringify(carousel(['トリートメント', 'ヘッドスパ'])));
  await expect(page.getByRole('complementary', { name: 'LINE での見え方' })).toContainText('ヘッドスパ');

  // Over LINE's limit: refused on its field, nothing saved; within it: saved as 配信可能.
  await second.getByRole('textbox', { name: /代替テキスト/ }).fill('あ'.repeat(1501));
  await page.getByRole('button', { name: '保存して配信可能にする' }).click();
  await expect(second.getByText('1,500文字以内で入力してください。')).toBeVisible();
  await expect(second.getByRole('textbox', { name: /代替テキスト/ })).toBeFocused();
  await second.getByRole('textbox', { name: /代替テキスト/ }).fill('冬のおすすめメニュー');
  await page.getByRole('button', { name: '保存して配信可能にする' }).click();
  await expect(toast(page, '保存しました')).toBeVisible();
  await page.waitForURL(/\/vue3-dev\/line\/template\/edit\/\d+$/);
  await expect(page.getByText('配信可能', { exact: true })).toBeVisible();

  // A journey whose step sends the template to one friend.
  const [friend] = (await (await page.request.get('/api/friends?status=following&per_page=1')).json()) as {
    id: number;
  }[];
  if (!friend) throw new Error('the demo has no following friend');
  const segment = await taggedSegment(page, `テンプレ配信${suffix}`, [friend.id]);
  await page.goto('/line/journey/new');
  await page.getByRole('textbox', { name: /名前/ }).fill(`テンプレートを送る${suffix}`);
  await choose(page, 'セグメント', segment.name);
  await choose(page, '追加するステップ', 'メッセージを送る');
  await page.getByRole('button', { name: 'ステップを追加' }).click();
  await choose(page, '送る内容', name);
  await page.getByRole('button', { name: '保存して配信を開始' }).click();
  const dialog = page.getByRole('alertdialog', { name: '配信を開始しますか？' });
  await expect(dialog).toContainText(`最初のメッセージ「${name}」`);
  await dialog.getByRole('button', { name: '1人に配信を開始' }).click();
  await page.waitForURL(/\/line\/journey\/\d+\/edit$/);

  const detail = (await (await page.request.get(`/api/friends/${friend.id}`)).json()) as {
    vars: Record<string, string>;
  };
  const referrer = detail.vars[String(await varId(page, '紹介者'))] || 'ご紹介者';
  await expect
    .poll(
      async () => {
        const outbox = (await (await page.request.get(`/api/line/outbox?friend_id=${friend.id}`)).json()) as {
          messages: unknown[];
        }[];
        return outbox.find((item) => JSON.stringify(item.messages).includes('冬のおすすめメニュー'))
          ?.messages;
      },
      { timeout: 20_000 },
    )
    .toEqual([
      { type: 'text', text: `いつもありがとうございます。ヘアサロン デモ 表参道店より、${referrer}` },
      { type: 'flex', altText: '冬のおすすめメニュー', contents: carousel(['トリートメント', 'ヘッドスパ']) },
    ]);

  // In use: its delete is refused, naming the journey.
  await page.goto(`/line/template?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `${name}の操作` }).click();
  await page.getByRole('menuitem', { name: '削除' }).click();
  const refused = page.getByRole('dialog', { name: `「${name}」は使われているため削除できません` });
  await expect(refused).toContainText(`ジャーニー「テンプレートを送る${suffix}」`);
  await refused.getByRole('button', { name: '閉じる' }).click();
  await expect(refused).toBeHidden();
});

test('an insertion goes in at the caret, and typing goes on after it', async ({ page }) => {
  await logIn(page, '/vue3-dev/line/template/new');
  const first = page.getByRole('listitem', { name: '1通目' });
  const body = first.getByRole('textbox', { name: '本文' });
  await body.fill('様、こんにちは');
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
  await insert(page, first, '店舗名');
  await expect(body).toHaveValue('{{common:shop_name}}様、こんにちは');
  await expect(body).toBeFocused();
  await page.keyboard.type('の');
  await expect(body).toHaveValue('{{common:shop_name}}の様、こんにちは');
});

test('at 360 px the editor is one column: the fields, then the preview', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, '/vue3-dev/line/template/new');
  const form = page.getByRole('form', { name: 'テンプレートの作成' });
  const preview = page.getByRole('complementary', { name: 'LINE での見え方' });
  await expect(form).toBeVisible();
  const formBox = await form.boundingBox();
  const previewBox = await preview.boundingBox();
  expect(previewBox && formBox && previewBox.y).toBeGreaterThan(
    (formBox?.y ?? 0) + (formBox?.height ?? 0) - 1,
  );
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the Flex editor at 360×740: tree and properties as tabs, a change seen in the preview and saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const name = `Flex スマホ${Date.now() % 100000}`;
  await logIn(page, `/line/template/edit_v3/new?redirectTo=${encodeURIComponent('/line/template')}`);
  await expect(page).toHaveTitle('Flex Message の作成 - Console');
  const tabs = page.getByRole('tablist', { name: '編集画面の切り替え' });
  await expect(tabs.getByRole('tab')).toHaveText(['構成', 'プロパティ', 'プレビュー', 'JSON']);
  await page.getByRole('textbox', { name: /登録名/ }).fill(name);
  await page.getByRole('textbox', { name: /代替テキスト/ }).fill('スマホで作ったご案内');

  // The tree: choose the text, and its properties open in their tab.
  await page
    .getByRole('navigation', { name: 'Flex Message の構成' })
    .getByRole('button', { name: 'テキスト「テキスト」', exact: true })
    .click();
  await expect(tabs.getByRole('tab', { name: 'プロパティ' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: '文字', exact: true }).fill('本日のご予約枠に空きがあります');
  await page.getByRole('tab', { name: '見た目' }).click();
  await page.getByRole('radiogroup', { name: '太さ' }).getByText('太字').click();
  await tabs.getByRole('tab', { name: 'プレビュー' }).click();
  await expect(page.getByRole('region', { name: 'LINE でのメッセージの見え方' })).toContainText(
    '本日のご予約枠に空きがあります',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Saved ready, the editor returns where it was opened from, and the server holds the bubble.
  await page.getByRole('button', { name: '保存して配信可能にする' }).click();
  await expect(toast(page, '保存しました')).toBeVisible();
  await page.waitForURL(/\/line\/template$/);
  const list = (await (await page.request.get(`/api/templates?q=${encodeURIComponent(name)}`)).json()) as {
    id: number;
  }[];
  const saved = (await (await page.request.get(`/api/templates/${list[0]?.id}`)).json()) as {
    status: string;
    messages: unknown[];
  };
  expect(saved.status).toBe('ready');
  expect(saved.messages).toEqual([
    {
      type: 'flex',
      altText: 'スマホで作ったご案内',
      contents: {
        type: 'bubble',
        body: {
          type: 'box',
          layout: 'vertical',
          contents: [{ type: 'text', text: '本日のご予約枠に空きがあります', wrap: true, weight: 'bold' }],
        },
      },
    },
  ]);
});

async function varId(page: Page, name: string): Promise<number> {
  const varia = (await (await page.request.get('/api/v_resource/varia')).json()) as {
    items: { id: number; name: string }[];
  };
  const found = varia.items.find((item) => item.name === name);
  if (!found) throw new Error(`no variable ${name}`);
  return found.id;
}
