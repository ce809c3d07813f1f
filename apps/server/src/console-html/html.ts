import { CSP_NONCE_META, documentTitle, ME_SCRIPT_ID, PAGE_META, type PageMetaKey } from '@console/contract';

export const META_MARKER = '<!--console-meta-->';
/** Where the page frame (apps/console's ShellFrame, rendered at build time) shows the page's title. */
export const TITLE_MARKER = '<!--console-title-->';
/** Where the page frame shows the app name. */
export const APP_NAME_MARKER = '<!--console-app-name-->';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The page meta tags (spec §3 "Page meta data") in PAGE_META's order. */
export function renderMetaTags(values: Record<PageMetaKey, string>): string {
  return (Object.keys(PAGE_META) as PageMetaKey[])
    .map((key) => `<meta name="${PAGE_META[key]}" content="${escapeHtml(values[key])}">`)
    .join('\n    ');
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text made safe inside a `<script>` element: with every `<` written as \u003c no
 * `</script>` or `<!--` can end or bend the element, whatever a name holds; U+2028/2029 are
 * escaped too, as older parsers read them as line ends. JSON.parse gives back the same value.
 */
export function escapeScriptJson(json: string): string {
  return json.replace(/[<\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

/** A JSON data block (`type="application/json"`: read by the console, never executed). */
export function renderJsonScript(id: string, json: string): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${escapeScriptJson(json)}</script>`;
}

export interface PageExtras {
  /** The style nonce of this response's CSP. */
  cspNonce?: string;
  /** GET /api/me's answer as JSON, for a page requested with a session. */
  meJson?: string;
  /** The route's first files (renderPreloadTags), after the page's own scripts. */
  preloadTags?: string;
  /**
   * The page's title (the route's, empty for none) and the app name, written before any script
   * runs (issue 27): into `<title>` as the console's DocumentTitle would set it, and into the
   * frame's markers where the template has them.
   */
  heading?: { title: string; appName: string };
}

/** The `<title>` and the frame's markers filled with the page's title and the app name, escaped. */
export function fillHeading(
  template: string,
  { title, appName }: { title: string; appName: string },
): string {
  // The same words the console's DocumentTitle writes, so nothing changes when it takes over.
  const full = escapeHtml(documentTitle(title || undefined, appName));
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${full}</title>`)
    .replaceAll(TITLE_MARKER, () => escapeHtml(title || appName))
    .replaceAll(APP_NAME_MARKER, () => escapeHtml(appName));
}

/** Fills the marker; a template without it still gets the tags, just before `</head>`. */
export function fillTemplate(
  template: string,
  values: Record<PageMetaKey, string>,
  { cspNonce, meJson, preloadTags, heading }: PageExtras = {},
): string {
  const nonceTag = cspNonce ? `\n    <meta name="${CSP_NONCE_META}" content="${escapeHtml(cspNonce)}">` : '';
  const meTag = meJson === undefined ? '' : `\n    ${renderJsonScript(ME_SCRIPT_ID, meJson)}`;
  const tags = renderMetaTags(values) + nonceTag + meTag;
  // The route's files after the page's own scripts: the entry's requests go out first.
  const headed = heading ? fillHeading(template, heading) : template;
  const page = preloadTags ? headed.replace('</head>', () => `  ${preloadTags}\n  </head>`) : headed;
  if (page.includes(META_MARKER)) return page.replace(META_MARKER, () => tags);
  return page.replace('</head>', () => `${tags}\n</head>`);
}
