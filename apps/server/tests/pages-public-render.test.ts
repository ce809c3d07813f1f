import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OEM_CODES } from '@console/contract';
import type { Block, FormField } from '@console/contract/pages';
import { describe, expect, it } from 'vitest';
import { formScriptTags, publicPagePolicy } from '../src/pages/public';
import {
  anonymousText,
  countdownText,
  type RenderInput,
  renderNotFound,
  renderPage,
} from '../src/pages/public/render';
import { PUBLIC_THEMES } from '../src/pages/public/theme';

/* The public page's renderer (issue 33): pure, so every block and field is a row of a table here. */

const NOW = new Date('2026-12-01T03:00:00.000Z');

const base = (blocks: Block[], overrides: Partial<RenderInput> = {}): RenderInput => ({
  code: 'abcdefghijkl',
  title: 'ページ',
  description: '',
  blocks,
  theme: 'console',
  origin: 'https://line.example.jp',
  media: new Map([
    [1, { path: '/media/t1/imagemap-700', width: 700, height: 350 }],
    [2, { path: '/media/t2/imagemap-700', width: 700, height: 700 }],
  ]),
  ogpImage: null,
  now: NOW,
  nonce: 'n0nce',
  liffId: null,
  captcha: { provider: 'off', siteKey: null },
  formScript: '<script type="module" src="/assets/pageform.js"></script>',
  ...overrides,
});

const field = (overrides: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField => ({
  label: '質問',
  help: '',
  required: false,
  options: [],
  max_length: null,
  var_id: null,
  ...overrides,
});

const formOf = (fields: FormField[]): Block => ({
  id: 'form',
  type: 'form',
  fields,
  submit_label: '送信する',
  thanks_text: 'ありがとうございました。',
  tag_ids: [],
  once_per_friend: false,
});

describe('blocks', () => {
  it.each<[string, Block, string]>([
    ['a heading at its level', { id: 'h', type: 'heading', text: '見出し', level: 2 }, '<h2>見出し</h2>'],
    ['a text with line breaks', { id: 't', type: 'text', text: '一行目\n二行目' }, '<p>一行目<br>二行目</p>'],
    [
      'a text with raw HTML escaped',
      { id: 't', type: 'text', text: '<b onclick="x">太字</b>' },
      '<p>&lt;b onclick=&quot;x&quot;&gt;太字&lt;/b&gt;</p>',
    ],
    [
      'a button to its redirect',
      { id: 'go', type: 'button', label: '予約する', action: { kind: 'booking' }, style: 'primary' },
      '<a class="btn btn-primary" href="/p/abcdefghijkl/go/go">予約する</a>',
    ],
    ['a divider', { id: 'd', type: 'divider' }, '<hr>'],
    [
      'a running countdown',
      { id: 'c', type: 'countdown', until: '2026-12-03T05:30:00.000Z', label: '締切まで' },
      '<span>締切まで</span><strong>あと2日2時間</strong>',
    ],
    [
      'an ended countdown',
      { id: 'c', type: 'countdown', until: '2026-11-30T00:00:00.000Z', label: '' },
      '<strong>終了しました</strong>',
    ],
    [
      'an image with a link',
      { id: 'i', type: 'image', media_id: 1, alt: '店内', link_url: 'https://example.jp/' },
      '<a href="https://example.jp/"><img src="/media/t1/imagemap-700" width="700" height="350" alt="店内" fetchpriority="high" decoding="async"></a>',
    ],
    [
      'columns as a grid',
      {
        id: 'c',
        type: 'columns',
        columns: [[{ id: 'a', type: 'heading', text: '左', level: 3 }], [{ id: 'b', type: 'divider' }]],
      },
      '<div class="cols cols-2"><div><h3>左</h3></div><div><hr></div></div>',
    ],
  ])('renders %s', (_name, block, expected) => {
    expect(renderPage(base([block]))).toContain(expected);
  });

  it('never makes a tag from a stored value outside the schema (a heading level, a button style)', () => {
    const html = renderPage(
      base([
        { id: 'h', type: 'heading', text: '見出し', level: 7 as 1 },
        {
          id: 'b',
          type: 'button',
          label: 'ボタン',
          action: { kind: 'booking' },
          style: '"><script>' as 'primary',
        },
        { id: 'c', type: 'countdown', until: 'not a date', label: '' },
      ]),
    );
    expect(html).toContain('<h2>見出し</h2>');
    expect(html).toContain('<a class="btn btn-primary" href="/p/abcdefghijkl/go/b">');
    expect(html).toContain('<strong>終了しました</strong>');
    expect(html).not.toContain('<script>');
  });

  it('loads the first image eagerly and the later ones lazily', () => {
    const html = renderPage(
      base([
        { id: 'a', type: 'image', media_id: 1, alt: '', link_url: null },
        { id: 'b', type: 'image', media_id: 2, alt: '', link_url: null },
      ]),
    );
    expect(html).toContain(
      'src="/media/t1/imagemap-700" width="700" height="350" alt="" fetchpriority="high"',
    );
    expect(html).toContain('src="/media/t2/imagemap-700" width="700" height="700" alt="" loading="lazy"');
  });

  it('leaves out an image the library no longer has', () => {
    expect(
      renderPage(base([{ id: 'x', type: 'image', media_id: 99, alt: '', link_url: null }])),
    ).not.toContain('<img');
  });
});

describe('form fields', () => {
  it.each<[string, FormField, string[]]>([
    [
      'a required text with help and a limit',
      field({ id: 'name', type: 'text', label: 'お名前', help: '全角で', required: true, max_length: 20 }),
      [
        '<label for="f-name">お名前<span class="req">必須</span></label>',
        '<p class="help" id="h-name">全角で</p>',
        '<input type="text" id="f-name" name="name" required aria-describedby="h-name e-name" maxlength="20">',
        '<p class="err" id="e-name"></p>',
        'data-field="name" data-type="text" data-required data-max="20"',
      ],
    ],
    [
      'an e-mail with its keyboard and autofill',
      field({ id: 'mail', type: 'email' }),
      ['type="email" inputmode="email" autocomplete="email"'],
    ],
    ['a phone number', field({ id: 'tel', type: 'tel' }), ['type="tel" inputmode="tel" autocomplete="tel"']],
    ['a date', field({ id: 'day', type: 'date' }), ['<input type="date" id="f-day" name="day"']],
    ['a time', field({ id: 'at', type: 'time' }), ['<input type="time" id="f-at" name="at"']],
    [
      'a textarea',
      field({ id: 'memo', type: 'textarea' }),
      ['<textarea id="f-memo" name="memo"', 'maxlength="5000"'],
    ],
    [
      'a file with the accepted types',
      field({ id: 'photo', type: 'file' }),
      ['accept="image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf"'],
    ],
    [
      'radio choices as a fieldset',
      field({
        id: 'menu',
        type: 'radio',
        label: 'メニュー',
        required: true,
        options: [
          { label: 'カット', tag_id: null },
          { label: 'カラー', tag_id: null },
        ],
      }),
      [
        '<fieldset class="field" data-field="menu" data-type="radio" data-required aria-describedby="e-menu"><legend>メニュー<span class="req">必須</span></legend>',
        '<label class="opt"><input type="radio" id="f-menu-0" name="menu" required value="カット">カット</label>',
      ],
    ],
    [
      'a required checkbox group without required on each box',
      field({ id: 'c', type: 'checkbox', required: true, options: [{ label: 'A&B', tag_id: null }] }),
      ['<input type="checkbox" id="f-c-0" name="c" value="A&amp;B">A&amp;B</label>'],
    ],
    [
      'a select with an empty first option',
      field({ id: 's', type: 'select', options: [{ label: '東京', tag_id: null }] }),
      [
        '<select id="f-s" name="s" aria-describedby="e-s"><option value="">選択してください</option><option>東京</option></select>',
      ],
    ],
  ])('renders %s', (_name, formField, expected) => {
    const html = renderPage(base([formOf([formField])]));
    for (const part of expected) expect(html).toContain(part);
  });

  it('names every control: a label for each input, select and textarea, a legend for each group', () => {
    const fields: FormField[] = (
      ['text', 'textarea', 'email', 'tel', 'date', 'time', 'file', 'select', 'radio', 'checkbox'] as const
    ).map((type) => field({ id: `q-${type}`, type, options: [{ label: '一つ目', tag_id: null }] }));
    const html = renderPage(base([formOf(fields)]));
    const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[2]);
    expect(controls).toHaveLength(10);
    for (const id of controls) {
      const labelled =
        html.includes(`<label for="${id}">`) ||
        new RegExp(`<label class="opt"><input[^>]*id="${id}"`).test(html);
      expect(labelled, id).toBe(true);
    }
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    expect(html.match(/<legend>/g)).toHaveLength(2);
  });

  it('says the form cannot be sent when the script build is missing', () => {
    const html = renderPage(base([formOf([field({ id: 'a', type: 'text' })])], { formScript: null }));
    expect(html).not.toContain('<script');
    expect(html).toContain('ただいまフォームを送信できません');
  });

  it('puts the nonce on the script tags', () => {
    const html = renderPage(base([formOf([field({ id: 'a', type: 'text' })])]));
    expect(html).toContain('<script nonce="n0nce" type="module" src="/assets/pageform.js"></script>');
  });
});

describe('texts for anonymous readers', () => {
  it.each([
    ['{{var:12}}様', '様'],
    ['{{var:12|お客様}}へ', 'お客様へ'],
    ['{{common:shop_name}}', ''],
    ['{{form:7}}と{{unknown}}', 'と'],
    ['{ 波かっこ }', '{ 波かっこ }'],
  ])('%s → %s', (text, expected) => {
    expect(anonymousText(text)).toBe(expected);
  });
});

describe('countdown text', () => {
  it.each([
    ['2026-12-01T03:00:00Z', '終了しました'],
    ['2026-12-01T03:00:30Z', 'あと1分'],
    ['2026-12-01T05:10:00Z', 'あと2時間10分'],
    ['2026-12-04T04:00:00Z', 'あと3日1時間'],
  ])('until %s', (until, expected) => {
    expect(countdownText(new Date(until), NOW)).toBe(expected);
  });
});

describe('document', () => {
  it('is a 404 page in Japanese without script', () => {
    const html = renderNotFound({ theme: 'sakura', nonce: 'n' });
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<h1>ページが見つかりません</h1>');
    expect(html).toContain(`--p:${PUBLIC_THEMES.sakura.primary}`);
    expect(html).not.toContain('<script');
  });

  it('escapes the title and description in the head', () => {
    const html = renderPage(base([], { title: '"><script>', description: 'A & B' }));
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;</title>');
    expect(html).toContain('<meta property="og:description" content="A &amp; B">');
    expect(html).not.toContain('<script>');
  });

  it.each(OEM_CODES)('draws the %s theme with its colours and the Japanese font stack', (oem) => {
    const html = renderPage(base([], { theme: oem }));
    const theme = PUBLIC_THEMES[oem];
    expect(html).toContain(`--p:${theme.primary};`);
    expect(html).toContain(`--d:${theme.danger}`);
    expect(html).toContain('font-family:"Hiragino Sans"');
  });
});

describe('the theme table', () => {
  // The server cannot import @console/ui yet (theme.ts): this import of the ui's own token files
  // (vitest only; not part of the server build) fails the moment a brand colour drifts.
  const uiThemes = path.resolve(fileURLToPath(import.meta.url), '../../../../packages/ui/src/themes');
  it.each(OEM_CODES)('holds the ui tokens of %s', async (oem) => {
    const module = (await import(pathToFileURL(path.join(uiThemes, oem, 'tokens.ts')).href)) as {
      tokens: { color: Record<string, string>; typography: { fontFamily: string[] } };
    };
    const { fontFamily, ...colours } = PUBLIC_THEMES[oem];
    for (const [name, value] of Object.entries(colours)) expect(module.tokens.color[name], name).toBe(value);
    expect(fontFamily).toBe(module.tokens.typography.fontFamily.join(', '));
  });
});

describe('the form script tags and the policy', () => {
  it('takes the scripts and preloads of the built entry', () => {
    const html =
      '<head><meta charset="utf-8"><script type="module" crossorigin src="/assets/pageform-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/chunk-2.js"><link rel="icon" href="/x.ico"></head>';
    expect(formScriptTags(html)).toBe(
      '<script type="module" crossorigin src="/assets/pageform-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/chunk-2.js">',
    );
    expect(formScriptTags('<html></html>')).toBeNull();
  });

  it('lets a page without a form reach nothing but itself', () => {
    const policy = publicPagePolicy('abc', { form: false, captcha: 'turnstile' });
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'none'");
  });

  it('lets a form page reach LINE and hCaptcha', () => {
    const policy = publicPagePolicy('abc', { form: true, captcha: 'hcaptcha' });
    expect(policy).toContain(
      "connect-src 'self' https://*.line.me https://*.line-scdn.net https://hcaptcha.com",
    );
    expect(policy).toContain('frame-src https://hcaptcha.com https://*.hcaptcha.com');
  });
});
