import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { FAKE_LINE, registerIdToken } from './fake-line';
import { deliver, signedWebhook, toast, XHR } from './session';

/**
 * Pages (issue 33) end to end: the owner builds a form on the editor's screen (a required name, a
 * radio whose second option tags the friend, a text written into the friend information 好きなメニュー),
 * saves and publishes it; a friend answers it inside LINE on a 360 px phone (LIFF's ID token, from
 * a fake LIFF module, verified by the fake LINE Login), someone else answers it from a plain phone
 * browser (anonymous, no LIFF downloaded); the console lists both answers, the friend has the new
 * value and the tag, and the CSV decodes with its Japanese intact in both encodings. The LIFF id,
 * the channel's login and the page are taken away again at the end, for the tests after.
 */

/** LINE's in-app browser on Android (its user agent ends with ` Line/…`). */
const LINE_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/13.0.0';
/** A phone's own browser, outside LINE. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';
const PHONE_SIZE = { width: 360, height: 740 };

/** A LIFF app id of the pattern LINE Developers shows (the fake LIFF never checks it with LINE). */
const LIFF_ID = '2000000001-E2eForms';
/** The LIFF chunk of the form script (vite.pageform.config.ts groups the SDK into it). */
const LIFF_CHUNK = '**/assets/pageform-liff-*.js';

const japanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const followEvent = (userId: string) => ({
  type: 'follow',
  mode: 'active',
  timestamp: Date.now(),
  source: { type: 'user', userId },
  webhookEventId: `01PAGESE2E${Date.now()}`,
  deliveryContext: { isRedelivery: false },
  replyToken: 'r',
  follow: { isUnblocked: false },
});

/**
 * A stand-in for the LIFF chunk: the form script imports its exports by their built names (each
 * a module namespace: core's `default` is `liff`, the ID token module's `default` a class), so
 * every name the real chunk exports gets one object that serves as both. `init` keeps the LIFF id
 * it was given where the test reads it; `getIDToken` hands the token the fake LINE knows.
 */
function fakeLiffModule(realChunk: string, idToken: string): string {
  const exported = /export\s*\{([^}]*)\}\s*;?\s*(?:\/\/#.*)?\s*$/.exec(realChunk.trim());
  if (!exported?.[1]) throw new Error('the LIFF chunk has no export list');
  const names = exported[1]
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean);
  return `
class FakeLiff {
  static use() { return FakeLiff; }
  static async init(config) { globalThis.__fakeLiff = { liffId: config.liffId }; }
  static getIDToken() { return ${JSON.stringify(idToken)}; }
}
const namespace = { default: FakeLiff, liff: FakeLiff };
export { ${names.map((name) => `namespace as ${name}`).join(', ')} };
`;
}

/** The browser page's width beyond the viewport (0: no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Picks the option whose name matches in a select of the editor, inside one question's card. */
async function pick(page: Page, scope: Locator, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function setChannelLogin(page: Page, values: { loginId: string; secret: string }) {
  await page.goto('/line/setting/line');
  await page.getByLabel('LINE ログインのチャネル ID', { exact: true }).fill(values.loginId);
  if (values.secret)
    await page.getByLabel('LINE ログインのチャネルシークレット', { exact: true }).fill(values.secret);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました。').first()).toBeVisible();
}

/** A phone at 360 × 740 with this user agent, in a context of its own (no console session). */
async function phone(browser: Browser, baseURL: string, userAgent: string) {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    viewport: PHONE_SIZE,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  return context;
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
    await setChannelLogin(page, { loginId: FAKE_LINE.loginChannelId, secret: FAKE_LINE.loginChannelSecret });
    const userId = `U${randomBytes(16).toString('hex')}`;
    expect((await deliver(page, hook, [followEvent(userId)])).status()).toBe(200);
    let friend: { id: number; display_name: string } | undefined;
    await expect
      .poll(
        async () => {
          const found = (await (
            await page.request.get(`/api/friends?followed_from=${japanToday()}&per_page=100`)
          ).json()) as { id: number; display_name: string; line_user_id: string }[];
          friend = found.find((item) => item.line_user_id === userId);
          return friend !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    if (!friend) throw new Error(`no friend ${userId}`);
    // The answers page names the friend by this (a link to their page).
    expect(friend.display_name).not.toBe('');
    const idToken = `liff-id-token-${suffix}`;
    await registerIdToken(idToken, userId);

    // 3. The friend answers inside LINE, on a 360 px phone; LIFF is the fake module.
    const inLine = await phone(browser, baseURL ?? '', LINE_APP);
    try {
      let liffRequests = 0;
      await inLine.route(LIFF_CHUNK, async (route) => {
        liffRequests += 1;
        const real = await route.fetch();
        await route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: fakeLiffModule(await real.text(), idToken),
        });
      });
      const visitor = await inLine.newPage();
      await visitor.goto(publicPath);
      await expect(visitor).toHaveTitle(new RegExp(title));
      await expect(visitor.getByRole('button', { name: '送信する' })).toBeEnabled();
      await expect
        .poll(() =>
          visitor.evaluate(() => (globalThis as { __fakeLiff?: { liffId: string } }).__fakeLiff?.liffId),
        )
        .toBe(LIFF_ID);
      expect(liffRequests).toBeGreaterThan(0);
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
