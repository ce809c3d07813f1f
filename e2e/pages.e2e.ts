import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  followingFriend,
  LINE_APP,
  loginWithFakeLine,
  overflow,
  PHONE,
  phone,
  routeFakeLiff,
  setChannelLogin,
} from './liff';
import { signedWebhook, toast, XHR } from './session';

/**
 * Pages (issue 33) end to end: the owner builds a form on the editor's screen (a required name, a
 * radio whose second option tags the friend, a text written into the friend information 好きなメニュー),
 * saves and publishes it; a friend answers it inside LINE on a 360 px phone (LIFF's ID token, from
 * a fake LIFF module, verified by the fake LINE Login), someone else answers it from a plain phone
 * browser (anonymous, no LIFF downloaded); the console lists both answers, the friend has the new
 * value and the tag, and the CSV decodes with its Japanese intact in both encodings. The LIFF id,
 * the channel's login and the page are taken away again at the end, for the tests after.
 */

/** A LIFF app id of the pattern LINE Developers shows (the fake LIFF never checks it with LINE). */
const LIFF_ID = '2000000001-E2eForms';

/** Picks the option whose name matches in a select of the editor, inside one question's card. */
async function pick(page: Page, scope: Locator, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a form built on the editor, published, answered by a friend inside LINE and by someone anonymous on a 360 px phone: the console shows both answers, the friend’s new value and tag, and the CSV in both encodings', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100000;
  const title = `ご来店アンケート E2E${suffix}`;
  const hook = await signedWebhook(page);
  const settingsBefore = (await (await page.request.get('/api/page_settings')).json()) as {
    liff_id: string | null;
  };
  const tag = (await (
    await page.request.post('/api/tags', { headers: XHR, data: { name: `店頭POPから${suffix}` } })
  ).json()) as { id: number; name: string };
  let formId: number | null = null;
  try {
    // 1. The form, built on the editor's screen.
    await page.goto('/line/form/edit');
    await page.getByLabel('タイトル', { exact: true }).fill(title);
    const first = page.getByRole('group', { name: /^質問1/ });
    await first.getByLabel('質問文', { exact: false }).fill('お名前');
    await first.getByRole('checkbox', { name: '必須にする' }).check();

    await page.getByRole('button', { name: '質問を追加' }).click();
    const second = page.getByRole('group', { name: /^質問2/ });
    await pick(page, second, '質問の種類', 'ラジオボタン（1つ選ぶ）');
    await second.getByLabel('質問文', { exact: false }).fill('ご来店のきっかけ');
    await second.getByLabel('選択肢1', { exact: true }).fill('Instagram');
    await second.getByRole('button', { name: '選択肢を追加' }).click();
    await second.getByLabel('選択肢2', { exact: true }).fill('店頭POP');
    await pick(page, second, '選択肢2を選んだ友だちにつけるタグ', tag.name);

    await page.getByRole('button', { name: '質問を追加' }).click();
    const third = page.getByRole('group', { name: /^質問3/ });
    await third.getByLabel('質問文', { exact: false }).fill('お好きなメニュー');
    await pick(page, third, '回答を書き込む友だち情報', /好きなメニュー/);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '保存しました。')).toBeVisible();
    await page.waitForURL(/\/line\/form\/edit\/\d+$/);
    formId = Number(new URL(page.url()).pathname.split('/').pop());

    // Published now through the 公開 dialog; the public address shows on the screen.
    await page.getByRole('button', { name: '公開…' }).click();
    const dialog = page.getByRole('dialog', { name: 'ページの公開' });
    await expect(dialog.getByRole('radio', { name: '今すぐ公開' })).toBeChecked();
    await dialog.getByRole('button', { name: '公開する' }).click();
    await expect(toast(page, '公開しました。')).toBeVisible();
    const publicLink = page.getByRole('link', { name: /\/p\// }).first();
    await expect(publicLink).toBeVisible();
    const publicPath = new URL((await publicLink.textContent()) ?? '').pathname;
    expect(publicPath).toMatch(/^\/p\/[^/]+$/);
    const saved = (await (await page.request.get(`/api/forms/${formId}`)).json()) as {
      code: string;
      public_url: string;
    };
    expect(new URL(saved.public_url).pathname).toBe(publicPath);
    // The page carries the form script only when it was built beside the console the server serves.
    const html = await (await page.request.get(publicPath)).text();
    expect(html, 'no form script: build vite.pageform.config.ts into E2E_CONSOLE_DIST').toMatch(
      /<script[^>]+src="\/assets\/pageform-[\w-]+\.js"/,
    );

    // 2. LIFF for the account's pages and LINE Login for its channel (the fake's), and a friend.
    const liff = await page.request.put('/api/page_settings', { headers: XHR, data: { liff_id: LIFF_ID } });
    expect(liff.ok(), await liff.text()).toBe(true);
    await loginWithFakeLine(page);
    const friend = await followingFriend(page, hook);
    // The answers page names the friend by this (a link to their page).
    expect(friend.display_name).not.toBe('');

    // 3. The friend answers inside LINE, on a 360 px phone; LIFF is the fake module.
    const inLine = await phone(browser, baseURL ?? '', LINE_APP);
    try {
      const liffAsked = await routeFakeLiff(inLine, friend.idToken);
      const visitor = await inLine.newPage();
      await visitor.goto(publicPath);
      await expect(visitor).toHaveTitle(new RegExp(title));
      await expect(visitor.getByRole('button', { name: '送信する' })).toBeEnabled();
      await expect
        .poll(() =>
          visitor.evaluate(() => (globalThis as { __fakeLiff?: { liffId: string } }).__fakeLiff?.liffId),
        )
        .toBe(LIFF_ID);
      expect(liffAsked.count).toBeGreaterThan(0);
      expect(await overflow(visitor)).toBe(0);
      await visitor.getByLabel(/お名前/).fill('友だち 花子');
      await visitor.getByRole('radio', { name: '店頭POP' }).check();
      await visitor.getByLabel(/お好きなメニュー/).fill('カット＆カラー');
      await visitor.getByRole('button', { name: '送信する' }).click();
      await expect(visitor.getByRole('status')).toHaveText('ご回答ありがとうございました。');
      expect(await overflow(visitor)).toBe(0);
    } finally {
      await inLine.close();
    }

    // Someone answers from a phone's own browser: anonymous, and LIFF is never downloaded.
    const outside = await phone(browser, baseURL ?? '', PHONE);
    try {
      const liffAsked: string[] = [];
      outside.on('request', (request) => {
        if (/\/assets\/pageform-liff-/.test(request.url())) liffAsked.push(request.url());
      });
      const visitor = await outside.newPage();
      await visitor.goto(publicPath);
      await expect(visitor.getByRole('button', { name: '送信する' })).toBeEnabled();
      // The required name is checked in the browser before anything is sent.
      await visitor.getByRole('button', { name: '送信する' }).click();
      await expect(visitor.getByRole('status')).toHaveCount(0);
      const name = visitor.getByLabel(/お名前/);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      await expect(visitor.getByText('この項目は必須です。')).toBeVisible();
      await name.fill('通りすがり 太郎');
      // Leaving the field takes its message away (the form moves up): the next tap after that.
      await name.press('Tab');
      await expect(name).not.toHaveAttribute('aria-invalid');
      await visitor.getByRole('radio', { name: 'Instagram' }).check();
      await visitor.getByRole('button', { name: '送信する' }).click();
      await expect(visitor.getByRole('status')).toHaveText('ご回答ありがとうございました。');
      expect(await overflow(visitor)).toBe(0);
      expect(liffAsked).toEqual([]);
    } finally {
      await outside.close();
    }

    // 4. The console: both answers, the friend's by name, the other anonymous.
    await page.goto(`/line/form/${formId}/answers`);
    const answers = page.getByRole('table', { name: `「${title}」の回答` });
    await expect(answers.getByRole('row')).toHaveCount(3);
    const friendRow = answers.getByRole('row', { name: /友だち 花子/ });
    await expect(friendRow).toContainText('店頭POP');
    await expect(friendRow).toContainText('カット＆カラー');
    await expect(friendRow.getByRole('link', { name: friend.display_name })).toHaveAttribute(
      'href',
      `/line/friends/${friend.id}`,
    );
    const anonymousRow = answers.getByRole('row', { name: /通りすがり 太郎/ });
    await expect(anonymousRow).toContainText('匿名');
    await expect(anonymousRow).toContainText('Instagram');
    await expect(page.getByText('回答 2件')).toBeVisible();

    // The friend's page: the answer written into 好きなメニュー, the option's tag on.
    await page.goto(`/line/friends/${friend.id}`);
    await expect(page.getByLabel('好きなメニュー', { exact: true })).toHaveValue('カット＆カラー');
    await expect(page.getByRole('checkbox', { name: tag.name, exact: true })).toBeChecked();

    // The CSV in both encodings, decoded: the Japanese header and answers come back whole.
    const csv = async (encoding: 'utf8' | 'cp932') => {
      const answer = await page.request.get(`/api/forms/${formId}/answers.csv?encoding=${encoding}`);
      expect(answer.ok(), `${encoding}: ${answer.status()}`).toBe(true);
      return new Uint8Array(await answer.body());
    };
    const utf8 = await csv('utf8');
    expect([...utf8.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const cp932 = await csv('cp932');
    expect([...cp932.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const texts = {
      utf8: new TextDecoder('utf-8', { fatal: true }).decode(utf8.slice(3)),
      cp932: new TextDecoder('shift_jis', { fatal: true }).decode(cp932),
    };
    for (const [encoding, text] of Object.entries(texts)) {
      const lines = text.split(/\r?\n/).filter(Boolean);
      expect(lines[0], encoding).toBe('回答日時,友だち,友だちID,お名前,ご来店のきっかけ,お好きなメニュー');
      expect(lines, encoding).toHaveLength(3);
      expect(text, encoding).toContain('友だち 花子');
      expect(text, encoding).toContain('店頭POP');
      expect(text, encoding).toContain('カット＆カラー');
      expect(text, encoding).toContain('通りすがり 太郎');
      expect(text, encoding).toContain(',匿名,');
      expect(text, encoding).toContain(`,${friend.id},`);
    }
    // The same words, not just similar: the two encodings decode to one text.
    expect(texts.cp932).toBe(texts.utf8);
  } finally {
    // 5. Back as it was: no form, the LIFF id before, no login channel, no tag of this test.
    if (formId !== null) {
      const removed = await page.request.delete(`/api/forms/${formId}`, { headers: XHR });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    const restored = await page.request.put('/api/page_settings', {
      headers: XHR,
      data: { liff_id: settingsBefore.liff_id },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await page.request.delete(`/api/tags/${tag.id}`, { headers: XHR });
    await setChannelLogin(page, { loginId: '', secret: '' });
  }
});
