import { createHash } from 'node:crypto';
import { OEM_CODES, type OemCode } from '@console/contract';
import {
  ANSWER_FILE_TYPES,
  ANSWER_TEXT_MAX_LENGTH,
  type Block,
  type ColumnBlock,
  type FormBlock,
  type FormField,
  PAGE_PUBLIC_PREFIX,
  PUBLIC_ACCESS_MESSAGES,
  PUBLIC_PAGE_MESSAGES,
  SITE_PASSWORD_MAX_LENGTH,
} from '@console/contract/pages';
import { escapeHtml } from '../../console-html/html';
import { renderMessage } from '../../message-render';
import { PUBLIC_RENDER_MESSAGES as R } from './messages';
import { PUBLIC_THEMES, type PublicTheme } from './theme';

/*
 * A published page as HTML (issue 33), pure: the route gathers the rows (media, LIFF id, the
 * form script's tags) and hands them in. Every text the operator typed is escaped, never raw HTML.
 * One <style> carries all the CSS (no external sheet: one request less before the first paint),
 * and a page without a form has no <script> at all.
 */

/** An image of the account's library as the page shows it: its public path and its size. */
export interface PageImage {
  /** `/media/{token}/{variant}` on the server's own origin. */
  path: string;
  width: number;
  height: number;
}

export type CaptchaProvider = 'off' | 'turnstile' | 'hcaptcha';

export interface RenderInput {
  code: string;
  title: string;
  description: string;
  blocks: readonly Block[];
  theme: OemCode;
  /** PUBLIC_ORIGIN: OGP wants absolute addresses. */
  origin: string;
  /** The library's images the blocks name; an id missing here (deleted) is left out of the page. */
  media: ReadonlyMap<number, PageImage>;
  ogpImage: PageImage | null;
  now: Date;
  /** The nonce of this answer's CSP (the <style> and the form's <script>s carry it). */
  nonce: string;
  liffId: string | null;
  captcha: { provider: CaptchaProvider; siteKey: string | null };
  /** The form script's tags from the console build (without nonce); null: the build is missing. */
  formScript: string | null;
  /** The editor's preview: a banner, forms that cannot be sent, and no script. */
  preview?: boolean;
  /** A site's page: drawn in the site's frame (header, menu), with the site's address and OGP. */
  site?: SiteFrame;
  /** The site's analytics tags (a site's page only); each null: none. */
  analytics?: { ga4Id: string | null; metaPixelId: string | null };
  /** A known friend's friend-information values by variable id: `{{var:N}}` filled with them. */
  vars?: ReadonlyMap<number, string>;
}

/** What a site gives each of its pages: its name, its menu, and the address and OGP words of this page. */
export interface SiteFrame {
  name: string;
  /** The site's home address (`/s/{slug}`), the header's link. */
  homeHref: string;
  /** This page's absolute address in the site (canonical, og:url). */
  url: string;
  /** The site's OGP title and text, already chosen (the site's, or else the page's). */
  ogTitle: string;
  ogDescription: string;
  /** The menu's published pages, in order; `current`: the page drawn. */
  menu: readonly { label: string; href: string; current: boolean }[];
}

const attr = (value: string | number) => escapeHtml(String(value));

/**
 * A text as an anonymous reader sees it: insertion tokens filled with their fallback or removed
 * (`{{var:12|お客様}}` → お客様), and any other `{{…}}` removed too, since a public page knows no friend.
 */
export function anonymousText(text: string): string {
  return personalText(text, new Map());
}

/**
 * A text as a known friend reads it: `{{var:N}}` filled with the friend's own value (the fallback
 * or nothing when missing); every other token as an anonymous reader sees it.
 */
export function personalText(text: string, vars: ReadonlyMap<number, string>): string {
  return renderMessage(text, { vars, common: new Map() }).replace(/\{\{[^{}]*\}\}/g, '');
}

/** Escaped text with its line breaks as <br>. */
const lines = (text: string, vars: ReadonlyMap<number, string>) =>
  escapeHtml(personalText(text, vars)).replace(/\r?\n/g, '<br>');

/** The remaining time of a countdown as the server knows it when answering (final without JS). */
export function countdownText(until: Date, now: Date): string {
  const ms = until.getTime() - now.getTime();
  if (!(ms > 0)) return PUBLIC_PAGE_MESSAGES.countdownEnded;
  const minutesLeft = Math.ceil(ms / 60_000);
  const days = Math.floor(minutesLeft / 1440);
  const hours = Math.floor((minutesLeft % 1440) / 60);
  return R.remaining(days, hours, minutesLeft % 60);
}

/** The stylesheet of a theme: the same text for every page of the theme (the preview's CSP hashes it). */
export function pageStylesheet(theme: PublicTheme): string {
  const t = theme;
  return [
    `:root{color-scheme:light;--p:${t.primary};--ph:${t.primaryHover};--op:${t.onPrimary};--t:${t.text};--ts:${t.textSubtle};--bg:${t.background};--s:${t.surface};--b:${t.border};--d:${t.danger};--f:${t.focusRing}}`,
    `*,*::before,*::after{box-sizing:border-box}`,
    `body{margin:0;background:var(--bg);color:var(--t);font-family:${t.fontFamily};font-size:16px;line-height:1.7;-webkit-text-size-adjust:100%;overflow-wrap:anywhere}`,
    `main{max-width:640px;margin:0 auto;padding:16px}`,
    `h1,h2,h3{line-height:1.35;margin:24px 0 12px}h1{font-size:1.6rem}h2{font-size:1.3rem}h3{font-size:1.1rem}`,
    `p{margin:0 0 16px}img{display:block;max-width:100%;height:auto;margin:0 auto 16px}`,
    `hr{border:0;border-top:1px solid var(--b);margin:24px 0}`,
    `a{color:var(--p)}:focus-visible{outline:2px solid var(--f);outline-offset:2px}`,
    `.btn{display:flex;align-items:center;justify-content:center;min-height:48px;padding:12px 16px;margin:0 0 16px;border-radius:12px;border:2px solid var(--p);font-weight:700;font-size:1rem;text-decoration:none;text-align:center;width:100%;font-family:inherit;cursor:pointer}`,
    `.btn-primary{background:var(--p);color:var(--op)}.btn-primary:hover{background:var(--ph)}.btn-secondary{background:var(--bg);color:var(--p)}`,
    `.btn:disabled{opacity:.6;cursor:not-allowed}`,
    `.countdown{background:var(--s);border-radius:12px;padding:12px 16px;margin:0 0 16px;text-align:center}.countdown strong{display:block;font-size:1.4rem}`,
    `.cols{display:grid;gap:16px;grid-template-columns:1fr}`,
    `@media (min-width:600px){.cols-2{grid-template-columns:repeat(2,1fr)}.cols-3{grid-template-columns:repeat(3,1fr)}}`,
    `form{margin:0 0 24px}.field{margin:0 0 20px;border:0;padding:0;min-width:0}`,
    `label,legend{display:block;font-weight:700;margin:0 0 6px;padding:0}`,
    `.req{display:inline-block;margin-left:8px;padding:0 6px;border-radius:4px;background:var(--d);color:#fff;font-size:.75rem;font-weight:700;vertical-align:middle}`,
    `.help{color:var(--ts);font-size:.875rem;margin:0 0 6px}`,
    `input,select,textarea{font:inherit;color:var(--t);background:#fff;border:1px solid var(--b);border-radius:8px;width:100%;min-height:48px;padding:10px 12px}`,
    `textarea{min-height:120px}input[type=file]{padding:10px 0;border:0;background:transparent}`,
    `.opt{display:flex;align-items:center;gap:10px;min-height:44px;font-weight:400;margin:0}`,
    `.opt input{width:22px;min-height:22px;height:22px;margin:0;accent-color:var(--p)}`,
    `[aria-invalid=true]{border-color:var(--d);border-width:2px}`,
    `.err{color:var(--d);font-size:.875rem;font-weight:700;margin:6px 0 0}.err:empty{display:none}`,
    `.notice{background:var(--s);border-left:4px solid var(--p);padding:12px 16px;margin:0 0 16px;border-radius:4px}`,
    `.banner{position:sticky;top:0;z-index:1;background:var(--t);color:#fff;text-align:center;padding:8px;font-weight:700}`,
  ].join('');
}

const stylesheets = new Map<OemCode, string>(
  OEM_CODES.map((code) => [code, pageStylesheet(PUBLIC_THEMES[code])]),
);

/**
 * A site's frame, after the theme's sheet (its colours are the theme's variables). The menu is one
 * line that scrolls sideways inside itself on a narrow phone (no script, no page-wide overflow):
 * the current page is underlined and bold.
 */
export const SITE_STYLESHEET = [
  `.site{background:var(--s);border-bottom:1px solid var(--b)}`,
  `.site-name{display:block;max-width:640px;margin:0 auto;padding:10px 16px 4px;font-weight:700;font-size:1.05rem;color:var(--t);text-decoration:none;overflow-wrap:anywhere}`,
  `.site nav{max-width:640px;margin:0 auto}`,
  `.site nav ul{display:flex;gap:4px;list-style:none;margin:0;padding:0 8px 6px;overflow-x:auto;-webkit-overflow-scrolling:touch;scrollbar-width:thin}`,
  `.site nav li{flex:0 0 auto}`,
  `.site nav a{display:flex;align-items:center;min-height:44px;padding:0 10px;color:var(--t);text-decoration:none;white-space:nowrap;border-bottom:3px solid transparent}`,
  `.site nav a[aria-current=page]{border-bottom-color:var(--p);font-weight:700;color:var(--p)}`,
  `.gate{max-width:420px;margin:40px auto;text-align:center}`,
  `.gate form{text-align:left}`,
].join('');

/** The stylesheet of a page: the theme's, with the site frame's after it for a site's page or gate. */
const stylesheetOf = (theme: OemCode, site: boolean) =>
  `${stylesheets.get(theme) ?? ''}${site ? SITE_STYLESHEET : ''}`;

/**
 * The CSP hashes of the six themes' stylesheets. The console shows the preview in an
 * `<iframe srcdoc>`, which runs under the console page's own policy (a srcdoc document inherits
 * it), so that policy must allow exactly these <style> texts: see the report of helper S2.
 */
export function pageStyleHashes(): string[] {
  return [...stylesheets.values()]
    .flatMap((css) => [css, `${css}${SITE_STYLESHEET}`])
    .map((css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
}

interface Context {
  input: RenderInput;
  /** The first image is the likely LCP: loaded eagerly; the rest lazily. */
  imagesSeen: number;
  vars: ReadonlyMap<number, string>;
}

function renderImage(ctx: Context, block: Extract<Block, { type: 'image' }>): string {
  const image = ctx.input.media.get(block.media_id);
  if (!image) return '';
  const first = ctx.imagesSeen++ === 0;
  const img = `<img src="${attr(image.path)}" width="${image.width}" height="${image.height}" alt="${attr(block.alt)}"${
    first ? ' fetchpriority="high"' : ' loading="lazy"'
  } decoding="async">`;
  return block.link_url ? `<a href="${attr(block.link_url)}">${img}</a>` : img;
}

function renderColumnBlock(ctx: Context, block: ColumnBlock): string {
  switch (block.type) {
    case 'heading': {
      // The stored document was checked when saved; a level outside 1–3 must still not make a tag.
      const level = block.level === 1 || block.level === 3 ? block.level : 2;
      return `<h${level}>${escapeHtml(personalText(block.text, ctx.vars))}</h${level}>`;
    }
    case 'text':
      return `<p>${lines(block.text, ctx.vars)}</p>`;
    case 'image':
      return renderImage(ctx, block);
    case 'button':
      return `<a class="btn btn-${block.style === 'secondary' ? 'secondary' : 'primary'}" href="${attr(`${PAGE_PUBLIC_PREFIX}${ctx.input.code}/go/${block.id}`)}">${escapeHtml(block.label)}</a>`;
    case 'countdown': {
      const label = block.label ? `<span>${escapeHtml(block.label)}</span>` : '';
      return `<div class="countdown" data-until="${attr(block.until)}">${label}<strong>${escapeHtml(
        countdownText(new Date(block.until), ctx.input.now),
      )}</strong></div>`;
    }
    case 'divider':
      return '<hr>';
  }
}

const maxLength = (field: FormField) => Math.trunc(field.max_length ?? ANSWER_TEXT_MAX_LENGTH);

/** The attributes an input gets for its type: the phone keyboard, autofill, the browser's own picker. */
const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  text: 'type="text"',
  email: 'type="email" inputmode="email" autocomplete="email" autocapitalize="off" spellcheck="false"',
  tel: 'type="tel" inputmode="tel" autocomplete="tel"',
  date: 'type="date"',
  time: 'type="time"',
};

function renderField(field: FormField, disabled: boolean): string {
  const id = `f-${field.id}`;
  const help = field.help ? `<p class="help" id="h-${attr(field.id)}">${escapeHtml(field.help)}</p>` : '';
  const described = `${field.help ? `h-${field.id} ` : ''}e-${field.id}`;
  const required = field.required ? `<span class="req">${R.required}</span>` : '';
  const error = `<p class="err" id="e-${attr(field.id)}"></p>`;
  // A required checkbox group needs one box ticked, not each: the script checks it, not the browser.
  const requiredAttr = field.required && field.type !== 'checkbox' ? ' required' : '';
  const common = `name="${attr(field.id)}"${requiredAttr}${disabled ? ' disabled' : ''}`;
  const data = `class="field" data-field="${attr(field.id)}" data-type="${attr(field.type)}"${
    field.required ? ' data-required' : ''
  }${field.max_length ? ` data-max="${Math.trunc(field.max_length)}"` : ''}`;
  const label = escapeHtml(field.label);

  if (field.type === 'radio' || field.type === 'checkbox') {
    const options = field.options
      .map(
        (option, index) =>
          `<label class="opt"><input type="${field.type === 'radio' ? 'radio' : 'checkbox'}" id="${attr(`${id}-${index}`)}" ${common} value="${attr(option.label)}">${escapeHtml(option.label)}</label>`,
      )
      .join('');
    return `<fieldset ${data} aria-describedby="${attr(described)}"><legend>${label}${required}</legend>${help}${options}${error}</fieldset>`;
  }

  let control: string;
  const describedBy = ` aria-describedby="${attr(described)}"`;
  if (field.type === 'select') {
    control = `<select id="${attr(id)}" ${common}${describedBy}><option value="">${R.selectPlaceholder}</option>${field.options
      .map((option) => `<option>${escapeHtml(option.label)}</option>`)
      .join('')}</select>`;
  } else if (field.type === 'textarea') {
    control = `<textarea id="${attr(id)}" ${common}${describedBy} rows="5" maxlength="${maxLength(field)}"></textarea>`;
  } else if (field.type === 'file') {
    control = `<input type="file" id="${attr(id)}" ${common}${describedBy} accept="${ANSWER_FILE_TYPES.join(',')}">`;
  } else {
    const max = field.type === 'date' || field.type === 'time' ? '' : ` maxlength="${maxLength(field)}"`;
    control = `<input ${INPUT_TYPES[field.type] ?? 'type="text"'} id="${attr(id)}" ${common}${describedBy}${max}>`;
  }
  return `<div ${data}><label for="${attr(id)}">${label}${required}</label>${help}${control}${error}</div>`;
}

function renderForm(ctx: Context, block: FormBlock): string {
  const { input } = ctx;
  const preview = input.preview === true;
  const captcha =
    !preview && input.captcha.provider !== 'off' && input.captcha.siteKey
      ? ` data-captcha="${input.captcha.provider}" data-captcha-site-key="${attr(input.captcha.siteKey)}"`
      : '';
  const fields = block.fields.map((field) => renderField(field, preview)).join('');
  const notice = preview
    ? ''
    : input.formScript === null
      ? `<p class="notice">${R.scriptMissing}</p>`
      : `<noscript><p class="notice">${R.noScript}</p></noscript>`;
  // Sent by the script only (JSON to the answer operation): the button waits for it, disabled.
  return `<form data-pageform data-code="${attr(input.code)}" data-form="${attr(block.id)}" data-thanks="${attr(block.thanks_text)}" novalidate${captcha}>${notice}${fields}<div class="err" id="e-captcha_token" role="alert"></div><p class="err" id="form-status" role="alert"></p><button type="submit" class="btn btn-primary" disabled>${escapeHtml(block.submit_label)}</button></form>`;
}

function renderBlock(ctx: Context, block: Block): string {
  if (block.type === 'form') return renderForm(ctx, block);
  if (block.type === 'columns') {
    const columns = block.columns
      .map((column) => `<div>${column.map((inner) => renderColumnBlock(ctx, inner)).join('')}</div>`)
      .join('');
    return `<div class="cols cols-${block.columns.length}">${columns}</div>`;
  }
  return renderColumnBlock(ctx, block);
}

export const hasForm = (blocks: readonly Block[]) => blocks.some((block) => block.type === 'form');

/** The form script's tags with this answer's nonce on each. */
function withNonce(tags: string, nonce: string): string {
  return tags.replace(/<(script|link)\b/g, `<$1 nonce="${attr(nonce)}"`);
}

/** The document's start up to </head>: boards' pages (boards.ts) draw theirs with it and `css` of their own. */
export function documentHead(input: {
  title: string;
  description: string;
  theme: OemCode;
  nonce: string | null;
  extra: string;
  site?: boolean;
  /** More rules after the theme's (and the site frame's). */
  css?: string;
}): string {
  const css = `${stylesheetOf(input.theme, input.site === true)}${input.css ?? ''}`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
${input.description ? `<meta name="description" content="${attr(input.description)}">\n` : ''}${input.extra}<style${
    input.nonce ? ` nonce="${attr(input.nonce)}"` : ''
  }>${css}</style>
</head>`;
}

/** A JavaScript string literal safe inside an inline <script> (no `</script>`, no `<!--`). */
const jsString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The hosts each analytics tag loads from and sends to: the CSP allows exactly these when set. */
export const ANALYTICS_HOSTS = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
} as const;

/** The gtag snippet and the Meta pixel's base code, each with this answer's nonce (head part, body part). */
export function analyticsTags(
  analytics: { ga4Id: string | null; metaPixelId: string | null },
  nonce: string,
): { head: string; body: string } {
  const n = attr(nonce);
  const head: string[] = [];
  let body = '';
  if (analytics.ga4Id) {
    const id = analytics.ga4Id;
    head.push(
      `<script async nonce="${n}" src="${attr(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)}"></script>`,
      `<script nonce="${n}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${jsString(id)});</script>`,
    );
  }
  if (analytics.metaPixelId) {
    const id = analytics.metaPixelId;
    head.push(
      `<script nonce="${n}">!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${jsString(id)});fbq('track','PageView');</script>`,
    );
    // No inline style (the CSP has none): `hidden` keeps the 1 px image out of the layout.
    body = `<noscript><img hidden height="1" width="1" alt="" src="${attr(`https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`)}"></noscript>\n`;
  }
  return { head: head.join('\n'), body };
}

/** A site's header: its name (to its home) and its menu; in the preview the links go nowhere. */
function siteHeader(site: SiteFrame, preview: boolean): string {
  const href = (value: string) => (preview ? '' : ` href="${attr(value)}"`);
  const items = site.menu
    .map(
      (item) =>
        `<li><a${href(item.href)}${item.current ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a></li>`,
    )
    .join('');
  const nav = items ? `<nav aria-label="${PUBLIC_ACCESS_MESSAGES.menu}"><ul>${items}</ul></nav>` : '';
  return `<header class="site"><a class="site-name"${href(site.homeHref)}>${escapeHtml(site.name)}</a>${nav}</header>\n`;
}

/** A published page (or the editor's preview of a draft) as a whole HTML document. */
export function renderPage(input: RenderInput): string {
  const ctx: Context = { input, imagesSeen: 0, vars: input.vars ?? new Map() };
  const preview = input.preview === true;
  const site = input.site;
  const title = anonymousText(input.title);
  const description = anonymousText(input.description);
  const url = site ? site.url : `${input.origin}${PAGE_PUBLIC_PREFIX}${input.code}`;
  const ogTitle = site ? anonymousText(site.ogTitle) : title;
  const ogDescription = site ? anonymousText(site.ogDescription) : description;
  const image = input.ogpImage;
  const meta = [
    preview ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${attr(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${attr(ogTitle)}">`,
    ogDescription ? `<meta property="og:description" content="${attr(ogDescription)}">` : '',
    `<meta property="og:url" content="${attr(url)}">`,
    image ? `<meta property="og:image" content="${attr(`${input.origin}${image.path}`)}">` : '',
    image ? `<meta property="og:image:width" content="${image.width}">` : '',
    image ? `<meta property="og:image:height" content="${image.height}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ]
    .filter(Boolean)
    .join('\n');
  const form = hasForm(input.blocks);
  const formScript = form && !preview && input.formScript ? withNonce(input.formScript, input.nonce) : '';
  const tags =
    input.analytics && !preview ? analyticsTags(input.analytics, input.nonce) : { head: '', body: '' };
  const script = tags.head ? (formScript ? `${formScript}\n${tags.head}` : tags.head) : formScript;
  const body = input.blocks.map((block) => renderBlock(ctx, block)).join('\n');
  const liff = form && !preview && input.liffId ? ` data-liff-id="${attr(input.liffId)}"` : '';
  const metaDescription = site ? ogDescription : description;
  return `${documentHead({ title, description: metaDescription, theme: input.theme, nonce: preview ? null : input.nonce, extra: `${meta}\n${script}`, site: site !== undefined })}
<body${liff}>
${tags.body}${preview ? `<div class="banner" role="note">${R.preview}</div>\n` : ''}${site ? siteHeader(site, preview) : ''}<main>
${body}
</main>
</body>
</html>
`;
}

/** The 404 page of an unknown, unpublished or deleted page, in Japanese. */
export function renderNotFound(options: { theme: OemCode; nonce: string }): string {
  return `${documentHead({ title: R.notFoundTitle, description: '', theme: options.theme, nonce: options.nonce, extra: '<meta name="robots" content="noindex">\n' })}
<body>
<main>
<h1>${R.notFoundTitle}</h1>
<p>${PUBLIC_PAGE_MESSAGES.notFound}</p>
</main>
</body>
</html>
`;
}

/** The site's (or board's) name at the top of a gate: no link, the pages are behind it. */
const gateHeader = (name: string) =>
  `<header class="site"><span class="site-name">${escapeHtml(name)}</span></header>\n`;

/**
 * The password form of a password site (status 401, no script): it posts to `action` the password
 * and the page asked for (`next`); `wrong` says the last one was not it.
 */
export function renderPasswordGate(input: {
  theme: OemCode;
  nonce: string;
  name: string;
  action: string;
  next: string;
  wrong: boolean;
}): string {
  const M = PUBLIC_ACCESS_MESSAGES;
  const error = input.wrong ? `<p class="err" id="e-password" role="alert">${M.passwordWrong}</p>` : '';
  return `${documentHead({ title: M.passwordTitle, description: '', theme: input.theme, nonce: input.nonce, extra: '<meta name="robots" content="noindex">\n', site: true })}
<body>
${gateHeader(input.name)}<main class="gate">
<h1>${M.passwordTitle}</h1>
<form method="post" action="${attr(input.action)}">
<input type="hidden" name="next" value="${attr(input.next)}">
<div class="field"><label for="password">${M.passwordLabel}</label><input type="password" id="password" name="password" required autocomplete="current-password" maxlength="${SITE_PASSWORD_MAX_LENGTH}"${
    input.wrong ? ' aria-invalid="true" aria-describedby="e-password"' : ''
  }>${error}</div>
<button type="submit" class="btn btn-primary">${M.passwordSubmit}</button>
</form>
</main>
</body>
</html>
`;
}

/**
 * The gate of a friends-only site or board (status 401, none of the content). Its script
 * (apps/console/src/pageform/gate.ts) reads the body's data: inside LINE it sends LIFF's ID token
 * to the friend access operation and reloads; outside it shows `friendsOpenInLine` and the button
 * to the LIFF address. Without a LIFF id (or the script's build) nobody can be let in: it says so.
 */
export function renderFriendsGate(input: {
  theme: OemCode;
  nonce: string;
  name: string;
  scope: 'site' | 'board';
  /** The site's slug or the board's code. */
  key: string;
  liffId: string | null;
  /** `https://liff.line.me/{liffId}/…`: this very page opened inside LINE. */
  liffUrl: string | null;
  /** The account's add-friend address, shown to a LINE user who is not a friend; null: none. */
  addFriendUrl: string | null;
  /** The gate script's tags from the console build (without nonce); null: the build is missing. */
  script: string | null;
}): string {
  const M = PUBLIC_ACCESS_MESSAGES;
  const ready = input.liffId !== null && input.liffUrl !== null && input.script !== null;
  const script = ready && input.script ? withNonce(input.script, input.nonce) : '';
  const data = ready
    ? ` data-gate="${input.scope}" data-key="${attr(input.key)}" data-liff-id="${attr(input.liffId ?? '')}"`
    : '';
  const open = input.liffUrl
    ? `<a class="btn btn-primary" id="gate-open" href="${attr(input.liffUrl)}"${ready ? ' hidden' : ''}>${M.friendsOpenButton}</a>`
    : '';
  const add = input.addFriendUrl
    ? `<a class="btn btn-secondary" id="gate-add" href="${attr(input.addFriendUrl)}" hidden>${M.friendsAddButton}</a>`
    : '';
  const status = ready ? M.friendsLead : input.liffUrl ? M.friendsOpenInLine : M.friendsFailed;
  return `${documentHead({ title: M.friendsTitle, description: '', theme: input.theme, nonce: input.nonce, extra: `<meta name="robots" content="noindex">\n${script}`, site: true })}
<body${data}>
${gateHeader(input.name)}<main class="gate">
<h1>${M.friendsTitle}</h1>
<p id="gate-status" role="status">${status}</p>
${ready && input.liffUrl ? `<noscript><p>${M.friendsOpenInLine}</p><a class="btn btn-primary" href="${attr(input.liffUrl)}">${M.friendsOpenButton}</a></noscript>\n` : ''}${open}${add}
</main>
</body>
</html>
`;
}
