import { createHash, randomBytes } from 'node:crypto';
import type { Block, ColumnBlock } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, intArray, rows } from '../../db';
import { ANALYTICS_HOSTS, type CaptchaProvider, type PageImage } from './render';

/*
 * What the public answers share (the pages' `/p/{code}`, the sites' `/s/{slug}`): the images of
 * the library, the CSP, the HTML answer, the visitor key. Apart from index.ts so that the sites'
 * routes (sites.ts) use them without importing the plugin that registers them.
 */

/** The scripts and preloads of the built form script (apps/console's pageform.html), or null. */
export function formScriptTags(html: string): string | null {
  const tags = [
    ...html.matchAll(
      /<script\b[^>]*\bsrc=[^>]*><\/script>|<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/g,
    ),
  ].map((match) => match[0]);
  return tags.length > 0 ? tags.join('\n') : null;
}

/** The variants a page shows, best first: wide enough for a phone at 2x, never the full original first. */
const IMAGE_VARIANTS = ['imagemap-700', 'imagemap-1040', 'original'] as const;

/**
 * A visitor of a day without a cookie: the address and the browser, hashed with the day so the
 * key changes daily and no address is stored (sha-256, 32 hex characters).
 */
export const visitorKey = (ip: string, userAgent: string, day: string) =>
  createHash('sha256').update(`${ip}\n${userAgent}\n${day}`).digest('hex').slice(0, 32);

/** Every block, those inside columns included. */
export const allBlocks = (blocks: readonly Block[]): (Block | ColumnBlock)[] =>
  blocks.flatMap((block): (Block | ColumnBlock)[] =>
    block.type === 'columns' ? [block, ...block.columns.flat()] : [block],
  );

const CAPTCHA_ORIGINS: Record<Exclude<CaptchaProvider, 'off'>, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};
/** What LIFF's SDK talks to inside LINE. */
export const LINE_ORIGINS = ['https://*.line.me', 'https://*.line-scdn.net'];

/**
 * The published page's policy: the one <style> and the form's scripts by nonce; a form page also
 * reaches LINE (LIFF) and the captcha provider. Nothing else inline, no framing.
 */
export function publicPagePolicy(
  nonce: string,
  options: {
    form: boolean;
    captcha: CaptchaProvider;
    /** A site's analytics tags: their hosts are allowed only when set. */
    analytics?: { ga4Id: string | null; metaPixelId: string | null };
  },
): string {
  const captcha = options.form && options.captcha !== 'off' ? CAPTCHA_ORIGINS[options.captcha] : [];
  const line = options.form ? LINE_ORIGINS : [];
  const tags = [
    ...(options.analytics?.ga4Id ? [ANALYTICS_HOSTS.ga4] : []),
    ...(options.analytics?.metaPixelId ? [ANALYTICS_HOSTS.metaPixel] : []),
  ];
  const hosts = (kind: 'script' | 'img' | 'connect') => tags.flatMap((tag) => tag[kind]);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${[...captcha, ...hosts('script')].join(' ')}`.trim(),
    `style-src 'nonce-${nonce}' ${options.captcha === 'hcaptcha' ? captcha.join(' ') : ''}`.trim(),
    `img-src 'self' data: ${hosts('img').join(' ')}`.trim(),
    `connect-src 'self' ${[...line, ...captcha, ...hosts('connect')].join(' ')}`.trim(),
    captcha.length > 0 ? `frame-src ${captcha.join(' ')}` : "frame-src 'none'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The library's images of an account, by id, in the variant the page shows. */
export async function pageImages(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, PageImage>> {
  const images = new Map<number, PageImage>();
  if (ids.length === 0) return images;
  const found = await rows<{ id: number; token: string; variant: string; width: number; height: number }>(
    db,
    sql`SELECT m.id, m.token, v.variant, v.width, v.height
        FROM media m JOIN media_variants v ON v.media_id = m.id
        WHERE m.account_id = ${accountId} AND m.id = ANY(${intArray(ids)})
          AND v.variant IN ('imagemap-700', 'imagemap-1040', 'original')`,
  );
  for (const variant of IMAGE_VARIANTS) {
    for (const row of found) {
      const id = Number(row.id);
      if (row.variant !== variant || images.has(id)) continue;
      images.set(id, {
        path: `/media/${row.token}/${variant}`,
        width: Number(row.width),
        height: Number(row.height),
      });
    }
  }
  return images;
}

export const mediaIdsOf = (blocks: readonly Block[], ogp: number | null) => [
  ...new Set([
    ...allBlocks(blocks).flatMap((block) => (block.type === 'image' ? [block.media_id] : [])),
    ...(ogp === null ? [] : [ogp]),
  ]),
];

export const nonceOf = () => randomBytes(16).toString('base64');

/** `cacheControl`: a board's answers, drawn for one friend, say `private, no-store`. */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  policy: string,
  cacheControl = 'no-cache',
) {
  return reply
    .status(status)
    .header('cache-control', cacheControl)
    .header('content-security-policy', policy)
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}
