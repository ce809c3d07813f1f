import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, logIn, taggedSegment, toast } from './session';

/**
 * Rich menus on the real server (issue 30): an image uploaded into the media library from the
 * editor's picker, a free layout of eight areas — six drawn with the mouse, two added and moved
 * with the keyboard only — with their actions, published as the default; then a half menu for a
 * segment. The LINE sandbox records the calls in the order LINE requires, and the friend page
 * shows the segment's menu over the default.
 */

/** CRC-32 of PNG chunks (Node 20's zlib has no crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A plain RGB PNG of one colour, drawn here so no binary file sits in the repository. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface SandboxCall {
  id: number;
  call: string;
  args: Record<string, unknown>;
}

async function sandboxCalls(page: Page, after: number): Promise<SandboxCall[]> {
  const answer = await page.request.get('/api/richmenu_sandbox_calls');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as SandboxCall[]).filter((call) => call.id > after);
}

/** Drags on the image from one point to another, in fractions of the image's box. */
async function draw(page: Page, surface: Locator, from: [number, number], to: [number, number]) {
  const box = await surface.boundingBox();
  if (!box) throw new Error('the image has no box');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(
    box.x + box.width * ((from[0] + to[0]) / 2),
    box.y + box.height * ((from[1] + to[1]) / 2),
    {
      steps: 4,
    },
  );
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
  await page.mouse.up();
}

/** Picks who sees the menu. */
async function audience(page: Page, label: string) {
  await page.getByRole('radiogroup', { name: '表示する友だち' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

/** Selects an area from the list and gives it a URL. */
async function linkArea(page: Page, letter: string, url: string) {
  // The list's select button toggles: a selected area (a new layout's first) stays selected.
  const select = page.getByRole('button', { name: new RegExp(`^エリア${letter}(（.*）)?を選択$`) });
  if ((await select.getAttribute('aria-pressed')) !== 'true') await select.click();
  const panel = page.getByRole('group', { name: new RegExp(`^エリア${letter}(（.*）)?のアクション$`) });
  await panel.getByRole('textbox', { name: /^URL/ }).fill(url);
}

test('a free menu of eight areas published as the default, and a half menu for a segment: LINE calls in order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100000;
  await logIn(page, '/line/richmenu');
  // spec §2: /line/richmenu forwards to mode_select.
  await page.waitForURL(/\/line\/richmenu\/mode_select$/);
  await expect(page).toHaveTitle('リッチメニュー - Console');
  const before = (await sandboxCalls(page, 0)).reduce((max, call) => Math.max(max, call.id), 0);

  // A free layout: the image's own size, no areas yet.
  await page.getByRole('link', { name: /^自由レイアウト/ }).click();
  await page.waitForURL(/\/line\/richmenu\/new\?mode=free$/);
  await page.getByRole('textbox', { name: /メニュー名/ }).fill(`春のメニュー${suffix}`);
  const chatBar = page.getByRole('textbox', { name: /メニューバーのテキスト/ });
  await chatBar.fill('メニューを開く');

  // The image: uploaded into the library from the picker, and chosen at once.
  await page.getByRole('button', { name: 'メディアライブラリから選ぶ' }).click();
  const picker = page.getByRole('dialog', { name: '画像を選ぶ' });
  await picker.locator('input[type="file"]').setInputFiles({
    name: `richmenu-${suffix}.png`,
    mimeType: 'image/png',
    buffer: png(2500, 843, [11, 122, 75]),
  });
  await expect(toast(page, /をアップロードしました/)).toBeVisible({ timeout: 20_000 });
  await expect(picker).toBeHidden();
  await expect(page.getByText(/（2500×843px）/)).toBeVisible();
  await expect(page.getByText('メニューには 2500×843px の画像を使います。', { exact: false })).toBeVisible();

  // Six areas drawn with the mouse: three columns, two rows.
  const surface = page.getByRole('group', { name: '画像とタップ領域' });
  const cells: [[number, number], [number, number]][] = [];
  for (const row of [0, 1])
    for (const column of [0, 1, 2])
      cells.push([
        [column / 3 + 0.02, row / 2 + 0.04],
        [(column + 1) / 3 - 0.02, (row + 1) / 2 - 0.04],
      ]);
  for (const [from, to] of cells) await draw(page, surface, from, to);
  await expect(surface.getByRole('button', { name: /^エリア[A-F]$/ })).toHaveCount(6);

  // Two more with the keyboard only: added from the add button, moved with Shift + arrows.
  const add = page.getByRole('button', { name: 'エリアを追加' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(surface.getByRole('button', { name: 'エリアG' })).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(surface.getByRole('button', { name: 'エリアH' })).toBeFocused();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(surface.getByRole('button', { name: /^エリア[A-H]$/ })).toHaveCount(8);

  // Actions: URLs, one message, and the last one's label.
  for (const letter of ['A', 'B', 'C', 'D', 'E', 'G', 'H'])
    await linkArea(page, letter, `https://example.jp/${letter}`);
  await page.getByRole('button', { name: 'エリアFを選択' }).click();
  await choose(page, 'アクションの種類', 'テキストを送信');
  await page
    .getByRole('group', { name: 'エリアFのアクション' })
    .getByRole('textbox', { name: /送信するテキスト/ })
    .fill('予約したい');

  // Everyone's menu: the default.
  // The segmented control's radio sits under its visible label: the label takes the click.
  await audience(page, 'すべての友だち（デフォルト）');
  await page.getByRole('button', { name: '公開する' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('セグメントのメニューがない友だち全員のトーク画面に');
  await confirm.getByRole('button', { name: '保存して公開' }).click();
  await expect(toast(page, '公開しました')).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(/\/line\/richmenu\/\d+$/);
  await expect(page.getByRole('list', { name: '公開の記録' })).toContainText('デフォルトに設定');

  // LINE's order: check, create, the image's bytes, then the default.
  const first = await sandboxCalls(page, before);
  expect(first.map((call) => call.call)).toEqual([
    'validateRichMenuObject',
    'createRichMenu',
    'setRichMenuImage',
    'setDefaultRichMenu',
  ]);
  const created = first[1]?.args.richMenu as { areas: unknown[]; size: unknown; chatBarText: string };
  expect(created.areas).toHaveLength(8);
  expect(created.size).toEqual({ width: 2500, height: 843 });
  expect(created.chatBarText).toBe('メニューを開く');
  const afterFirst = first.reduce((max, call) => Math.max(max, call.id), before);

  // A half menu for a segment of one friend, with the same image from the library.
  const friends = (await (await page.request.get('/api/friends')).json()) as {
    id: number;
    line_user_id: string;
  }[];
  const friend = friends[0];
  if (!friend) throw new Error('the demo has no friend');
  const segment = await taggedSegment(page, `リッチメニューVIP${suffix}`, [friend.id]);
  await page.goto('/line/richmenu/mode_select');
  await page
    .getByRole('list', { name: /小（2500×843）/ })
    .getByRole('link', { name: '1つ' })
    .click();
  await page.waitForURL(/mode=half&layout=half-1$/);
  await page.getByRole('textbox', { name: /メニュー名/ }).fill(`VIPメニュー${suffix}`);
  await page.getByRole('button', { name: 'メディアライブラリから選ぶ' }).click();
  await page.getByRole('button', { name: `「richmenu-${suffix}」を使う` }).click();
  await linkArea(page, 'A', 'https://example.jp/vip');
  await audience(page, 'セグメントの友だち');
  await choose(page, 'セグメント', segment.name);
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`セグメント「${segment.name}」の友だちに`);
  await page.getByRole('alertdialog').getByRole('button', { name: '保存して公開' }).click();
  await expect(toast(page, '公開しました')).toBeVisible({ timeout: 20_000 });

  const second = await sandboxCalls(page, afterFirst);
  expect(second.map((call) => call.call)).toEqual([
    'validateRichMenuObject',
    'createRichMenu',
    'setRichMenuImage',
    'linkRichMenuIdToUsers',
  ]);
  expect(second[3]?.args.userIds).toEqual([friend.line_user_id]);

  // The friend page: this friend sees the segment's menu over the default.
  await page.goto(`/line/friends/${friend.id}`);
  const panel = page.getByRole('region', { name: 'リッチメニュー' });
  await expect(panel).toContainText(`VIPメニュー${suffix}`);
  await expect(panel).toContainText('この友だち専用（セグメント）');
  // Both menus are listed as published.
  const menus = (await (await page.request.get('/api/richmenus')).json()) as {
    name: string;
    status: string;
  }[];
  expect(menus.filter((menu) => menu.status === 'published').map((menu) => menu.name)).toEqual(
    expect.arrayContaining([`春のメニュー${suffix}`, `VIPメニュー${suffix}`]),
  );
});
