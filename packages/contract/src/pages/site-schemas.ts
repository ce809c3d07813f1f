import * as z from 'zod/mini';
import { oemCodeSchema, pageQuerySchema, rowIdSchema } from '../schemas';
import {
  GA4_ID_PATTERN,
  META_PIXEL_ID_PATTERN,
  PAGE_DESCRIPTION_MAX_LENGTH,
  SITE_ACCESS,
  SITE_MENU_LABEL_MAX_LENGTH,
  SITE_MENU_MAX_ITEMS,
  SITE_NAME_MAX_LENGTH,
  SITE_OGP_TITLE_MAX_LENGTH,
  SITE_PAGE_PATH_PATTERN,
  SITE_PASSWORD_MAX_LENGTH,
  SITE_PASSWORD_MIN_LENGTH,
  SITE_SLUG_PATTERN,
} from './constants';
import { SITES_MESSAGES as M, PAGES_MESSAGES as PM } from './messages';
import { pageInputSchema, pageSchema, pageSummarySchema } from './schemas';

/*
 * Sites (issue 33): pages of kind `site` grouped under one address `/s/{slug}`. The site holds
 * what its pages share (the "egg" settings: address, theme, OGP, analytics tags, access, menu,
 * home page); each page is edited freely on the block editor (the "pure" editor) and published on
 * its own, at `/s/{slug}/{path}` (the home page at `/s/{slug}`).
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));
const trimmed = (min: number, max: number, error: string) =>
  z.string({ error }).check(z.trim(), z.minLength(min, { error }), z.maxLength(max, { error }));
/** An optional tag id: trimmed; empty or null means none (the server stores null). */
const optionalPattern = (pattern: RegExp, error: string) =>
  z._default(
    z.nullable(
      z.string({ error }).check(
        z.trim(),
        z.refine((value) => value === '' || pattern.test(value), { error }),
      ),
    ),
    null,
  );

export const siteSlugSchema = z
  .string({ error: M.slug })
  .check(z.trim(), z.toLowerCase(), z.regex(SITE_SLUG_PATTERN, { error: M.slug }));
/** A page's path in its site; '' is the home page's address. */
export const sitePagePathSchema = z.string({ error: M.path }).check(
  z.trim(),
  z.toLowerCase(),
  z.refine((value) => value === '' || SITE_PAGE_PATH_PATTERN.test(value), { error: M.path }),
);

export const siteMenuItemSchema = z.object({
  label: trimmed(1, SITE_MENU_LABEL_MAX_LENGTH, M.menuLabel),
  /** A page of this site (the menu links to its address; a page not published is left out). */
  page_id: z.int32({ error: M.menuPage }),
});
export type SiteMenuItem = z.infer<typeof siteMenuItemSchema>;

/** A new site: its name and address (its home page is made with it). */
export const siteCreateInputSchema = z.object({
  name: trimmed(1, SITE_NAME_MAX_LENGTH, M.name),
  slug: siteSlugSchema,
});
export type SiteCreateInput = z.output<typeof siteCreateInputSchema>;

/** The egg settings, saved whole. */
export const siteInputSchema = z.extend(siteCreateInputSchema, {
  /** The OEM theme its pages are drawn in; null or left out: the account's own. */
  theme: z.optional(z.nullable(oemCodeSchema)),
  /** The OGP image (the library's); null: none. */
  ogp_media_id: z._default(z.nullable(z.int32({ error: PM.image })), null),
  /** The OGP title; empty: each page's title. */
  ogp_title: z._default(trimmed(0, SITE_OGP_TITLE_MAX_LENGTH, M.ogpTitle), ''),
  /** The OGP text and meta description; empty: each page's description. */
  ogp_description: z._default(trimmed(0, PAGE_DESCRIPTION_MAX_LENGTH, PM.description), ''),
  /** Google Analytics 4 measurement id; null or empty: none. */
  ga4_id: optionalPattern(GA4_ID_PATTERN, M.ga4),
  /** Meta pixel id; null or empty: none. */
  meta_pixel_id: optionalPattern(META_PIXEL_ID_PATTERN, M.metaPixel),
  access: z._default(z.enum(SITE_ACCESS, { error: M.access }), 'public'),
  /**
   * A new password (stored hashed, never returned); null or left out keeps the current one. The
   * access `password` needs one, new or kept.
   */
  password: z._default(
    z.nullable(
      z
        .string({ error: M.password })
        .check(
          z.minLength(SITE_PASSWORD_MIN_LENGTH, { error: M.password }),
          z.maxLength(SITE_PASSWORD_MAX_LENGTH, { error: M.password }),
        ),
    ),
    null,
  ),
  menu: z._default(
    z.array(siteMenuItemSchema).check(z.maxLength(SITE_MENU_MAX_ITEMS, { error: M.menu })),
    [],
  ),
  /** The page at the site's own address; null: left as it is. */
  home_page_id: z._default(z.nullable(z.int32({ error: M.homePage })), null),
});
export type SiteInput = z.output<typeof siteInputSchema>;

export const siteSummarySchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  /** `{PUBLIC_ORIGIN}/s/{slug}`. */
  public_url: z.string(),
  /** The site opened inside LINE through the account's LIFF app; null without a LIFF id. */
  liff_url: z.nullable(z.string()),
  access: z.enum(SITE_ACCESS),
  /** Pages of the site, and how many of them are published. */
  pages: z.int(),
  published_pages: z.int(),
  /** Opens of its pages (people per day, summed over pages). */
  views: z.int(),
  /** Whether the home page is published (the site's address shows something). */
  open: z.boolean(),
  updated_at: isoInstant,
  created_at: isoInstant,
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;
export const siteListSchema = z.array(siteSummarySchema);

export const siteSchema = z.extend(siteSummarySchema, {
  theme: z.nullable(oemCodeSchema),
  ogp_media_id: z.nullable(z.int()),
  ogp_title: z.string(),
  ogp_description: z.string(),
  ga4_id: z.nullable(z.string()),
  meta_pixel_id: z.nullable(z.string()),
  has_password: z.boolean(),
  menu: z.array(siteMenuItemSchema),
  home_page_id: z.nullable(z.int()),
});
export type Site = z.infer<typeof siteSchema>;

export const siteListQuerySchema = z.extend(pageQuerySchema, {
  q: z.optional(z.string().check(z.maxLength(SITE_NAME_MAX_LENGTH))),
});

/** A page of a site: a page's settings and draft, and its path in the site. */
export const sitePageInputSchema = z.extend(pageInputSchema, {
  path: sitePagePathSchema,
});
export type SitePageInput = z.output<typeof sitePageInputSchema>;

/** A site's page in the site's list (public_url is its address in the site). */
export const sitePageSummarySchema = z.extend(pageSummarySchema, {
  site_id: id,
  path: z.string(),
  /** The site's home page (its address is the site's). */
  home: z.boolean(),
});
export type SitePageSummary = z.infer<typeof sitePageSummarySchema>;
export const sitePageListSchema = z.array(sitePageSummarySchema);

export const sitePageSchema = z.extend(pageSchema, {
  site_id: id,
  path: z.string(),
  home: z.boolean(),
  /** The site's name and address, for the editor's header and preview. */
  site: z.object({ id, name: z.string(), slug: z.string() }),
});
export type SitePage = z.infer<typeof sitePageSchema>;
