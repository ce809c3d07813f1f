import { CSP_NONCE_META, PAGE_META, type PageMetaKey } from '@console/contract';

export const META_MARKER = '<!--console-meta-->';

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

/** Fills the marker; a template without it still gets the tags, just before `</head>`. */
export function fillTemplate(
  template: string,
  values: Record<PageMetaKey, string>,
  cspNonce?: string,
): string {
  const nonceTag = cspNonce ? `\n    <meta name="${CSP_NONCE_META}" content="${escapeHtml(cspNonce)}">` : '';
  const tags = renderMetaTags(values) + nonceTag;
  if (template.includes(META_MARKER)) return template.replace(META_MARKER, () => tags);
  return template.replace('</head>', () => `${tags}\n</head>`);
}
