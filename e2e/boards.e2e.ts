import { type BrowserContext, expect, test } from '@playwright/test';
import {
  followingFriend,
  LINE_APP,
  loginWithFakeLine,
  overflow,
  phone,
  routeFakeLiff,
  setChannelLogin,
} from './liff';
import { signedWebhook, toast, XHR } from './session';

/**
 * Boards (issue 33) end to end: the owner creates a board on /line/board and two posts on its
 * screen, the first pinned with an image from the library, the second newer. A friend (made by a
 * signed follow) opens the board inside LINE on a 360 px phone (a fake LIFF hands the ID token the
 * fake LINE Login verifies): the pinned post first, both unread; they read the second, and back on
 * the board it is no longer unread. The console's posts screen counts its read (既読 1人) and its
 * 既読の友だち names the friend. The LIFF id, the channel's login and the board are taken away
 * again at the end, for the tests after.
 */

/** A LIFF app id of the pattern LINE Developers shows (the fake LIFF never checks it with LINE). */
const LIFF_ID = '2000000001-E2eBoard';

test('a board with a pinned post with an image and a newer post, read by a friend inside LINE: pinned first, unread marks, and the console counts the read and names the reader', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100000;
  const title = `サロンからのお知らせ E2E${suffix}`;
  const pinnedTitle = `年末年始の営業時間${suffix}`;
  const newerTitle = `冬のキャンペーン${suffix}`;
  const hook = await signedWebhook(page);
  const settingsBefore = (await (await page.request.get('/api/page_settings')).json()) as {
    liff_id: string | null;
  };
  const contexts: BrowserContext[] = [];
  let boardId: number | null = null;
  try {
    // LIFF for the account's pages and LINE Login for its channel (the fake's), and a friend.
    const liff = await page.request.put('/api/page_settings', { headers: XHR, data: { liff_id: LIFF_ID } });
    expect(liff.ok(), await liff.text()).toBe(true);
    await loginWithFakeLine(page);
    const friend = await followingFriend(page, hook);

    // 1. The board, made on the list's ボードを作成; its posts open from its link.
    await page.goto('/line/board');
    await expect(page).toHaveTitle('ボード - Console');
    await page.getByRole('button', { name: 'ボードを作成' }).click();
    const made = page.getByRole('dialog', { name: 'ボードの作成' });
    await made.getByRole('textbox', { name: 'ボード名' }).fill(title);
    await made.getByRole('textbox', { name: '説明' }).fill('営業日やキャンペーンのお知らせです。');
    await made.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, `「${title}」を作りました。`)).toBeVisible();
    await page.getByRole('link', { name: `${title}の投稿` }).click();
    await page.waitForURL(/\/line\/board\/\d+$/);
    boardId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page).toHaveTitle('ボードの投稿 - Console');
    const posts = page.getByRole('table', { name: `${title}の投稿` });

    // 2. The pinned post, with an image chosen from the library, published.
    await page.getByRole('button', { name: '投稿を作成' }).click();
    let editor = page.getByRole('dialog', { name: '投稿を作成' });
    await editor.getByRole('textbox', { name: 'タイトル' }).fill(pinnedTitle);
    await editor.getByRole('textbox', { name: '本文' }).fill('12月30日から1月3日までお休みです。');
    await editor.getByRole('button', { name: '画像を追加' }).click();
    const picker = page.getByRole('dialog', { name: '画像を選ぶ' });
    await picker
      .getByRole('button', { name: /^「.+」を使う$/ })
      .first()
      .click();
    await expect(picker).toHaveCount(0);
    await expect(editor.getByRole('list', { name: '画像' }).getByRole('listitem')).toHaveCount(1);
    await editor.getByRole('checkbox', { name: 'ピン留めする' }).check();
    // The segmented control's radio sits under its label: the label is what a person taps.
    await editor.getByText('掲載する', { exact: true }).click();
    await expect(editor.getByRole('radio', { name: '掲載する' })).toBeChecked();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '投稿を作成しました。')).toBeVisible();
    await expect(editor).toHaveCount(0);

    // The second post, newer, published, not pinned.
    await page.getByRole('button', { name: '投稿を作成' }).click();
    editor = page.getByRole('dialog', { name: '投稿を作成' });
    await editor.getByRole('textbox', { name: 'タイトル' }).fill(newerTitle);
    await editor.getByRole('textbox', { name: '本文' }).fill('カラーが20%オフになります。');
    await editor.getByText('掲載する', { exact: true }).click();
    await expect(editor.getByRole('radio', { name: '掲載する' })).toBeChecked();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor).toHaveCount(0);
    await expect(posts.getByRole('row', { name: new RegExp(newerTitle) })).toBeVisible();
    // The console lists the pinned one first, with its image's thumbnail.
    const pinnedRow = posts.getByRole('row', { name: new RegExp(pinnedTitle) });
    await expect(pinnedRow.getByRole('list', { name: `${pinnedTitle}の画像` }).getByRole('img')).toHaveCount(
      1,
    );
    const saved = (await (await page.request.get(`/api/boards/${boardId}`)).json()) as { public_url: string };
    const boardPath = new URL(saved.public_url).pathname;
    expect(boardPath).toMatch(/^\/b\/[^/]+$/);
    const listed = (await (await page.request.get(`/api/boards/${boardId}/posts`)).json()) as {
      id: number;
      title: string;
    }[];
    const newer = listed.find((post) => post.title === newerTitle);
    if (!newer) throw new Error(`no post ${newerTitle}`);

    // 3. The friend inside LINE on a 360 px phone: the gate lets them in, the board shows.
    const inLine = await phone(browser, baseURL ?? '', LINE_APP);
    contexts.push(inLine);
    const liffAsked = await routeFakeLiff(inLine, friend.idToken);
    const reader = await inLine.newPage();
    await reader.goto(boardPath);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(liffAsked.count).toBeGreaterThan(0);
    const cards = reader.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(2);
    // Pinned first though older; both unread.
    await expect(cards.nth(0).getByRole('heading')).toHaveText(pinnedTitle);
    await expect(cards.nth(0)).toContainText('ピン留め');
    await expect(cards.nth(1).getByRole('heading')).toHaveText(newerTitle);
    for (const card of [cards.nth(0), cards.nth(1)]) await expect(card).toContainText('未読');
    expect(await overflow(reader)).toBe(0);

    // They read the second post; back on the board it is no longer unread, the pinned one still is.
    await cards.nth(1).getByRole('link').click();
    await reader.waitForURL(new RegExp(`${boardPath}/${newer.id}$`));
    await expect(reader.getByRole('heading', { level: 1, name: newerTitle })).toBeVisible();
    await expect(reader.getByText('カラーが20%オフになります。')).toBeVisible();
    expect(await overflow(reader)).toBe(0);
    await reader.getByRole('link', { name: 'お知らせ一覧へ' }).click();
    await reader.waitForURL(new RegExp(`${boardPath}$`));
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).not.toContainText('未読');
    await expect(cards.nth(0)).toContainText('未読');

    // 4. The console: the read counted on the post's row, the friend among its readers.
    await page.reload();
    const newerRow = posts.getByRole('row', { name: new RegExp(newerTitle) });
    await expect(newerRow).toContainText('既読 1人');
    await expect(posts.getByRole('row', { name: new RegExp(pinnedTitle) })).toContainText('既読 0人');
    await newerRow.getByRole('button', { name: `${newerTitle}の操作` }).click();
    await page.getByRole('menuitem', { name: '既読の友だち' }).click();
    const readers = page.getByRole('dialog', { name: `「${newerTitle}」を読んだ友だち` });
    await expect(readers.getByText('1人', { exact: true })).toBeVisible();
    await expect(readers.getByRole('link', { name: friend.display_name })).toHaveAttribute(
      'href',
      `/line/friends/${friend.id}`,
    );
  } finally {
    // 5. Back as it was: no board of this test, the LIFF id before, no login channel.
    for (const context of contexts) await context.close();
    if (boardId !== null) {
      const removed = await page.request.delete(`/api/boards/${boardId}`, { headers: XHR });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    const restored = await page.request.put('/api/page_settings', {
      headers: XHR,
      data: { liff_id: settingsBefore.liff_id },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await setChannelLogin(page, { loginId: '', secret: '' });
  }
});
