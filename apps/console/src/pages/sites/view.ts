import type { OemCode } from '@console/contract';
import {
  SITE_ACCESS_LABELS,
  SITE_MENU_MAX_ITEMS,
  SITE_PAGE_PATH_PATTERN,
  SITE_PUBLIC_PREFIX,
  SITE_SLUG_PATTERN,
  SITES_MESSAGES,
  type Site,
  type SiteAccess,
  type SiteInput,
} from '@console/contract/pages';

/* The pure parts of the site screens (issue 33): addresses, the access label, the menu's edits
 * and the egg form's values and body. */

/** The slug as the server keeps it: trimmed, lower case. */
export const normalSlug = (slug: string) => slug.trim().toLowerCase();

/** The create dialog's and the settings' check of an address, in the contract's words. */
export function slugProblem(slug: string): string | undefined {
  return SITE_SLUG_PATTERN.test(normalSlug(slug)) ? undefined : SITES_MESSAGES.slug;
}

/** A page's path check; the home page's path is empty and allowed only when `home`. */
export function pathProblem(path: string, home: boolean): string | undefined {
  const value = path.trim().toLowerCase();
  if (value === '') return home ? undefined : SITES_MESSAGES.path;
  return SITE_PAGE_PATH_PATTERN.test(value) ? undefined : SITES_MESSAGES.path;
}

/**
 * The public origin the server writes into its URLs (`{PUBLIC_ORIGIN}/s/{slug}`), read back from a
 * site's public URL; the console does not know it otherwise, so the console's own origin stands in
 * when no site is at hand.
 */
export function originOf(publicUrl: string | undefined, fallback: string): string {
  if (!publicUrl) return fallback;
  const at = publicUrl.indexOf(SITE_PUBLIC_PREFIX);
  return at > 0 ? publicUrl.slice(0, at) : fallback;
}

/** A site's address, or a page's under it (`/s/{slug}/{path}`; the home page's path is empty). */
export function siteAddress(origin: string, slug: string, path = ''): string {
  const base = `${origin}${SITE_PUBLIC_PREFIX}${normalSlug(slug)}`;
  return path ? `${base}/${path}` : base;
}

/** The list's short access words: the label without its explanation in brackets. */
export const accessShort = (access: SiteAccess): string => SITE_ACCESS_LABELS[access].split('（')[0] ?? '';

// The menu.

/** A menu row of the form: a key for React's list, the label, the page (null: not chosen yet). */
export interface MenuRow {
  key: string;
  label: string;
  page_id: number | null;
}

export const canAddMenu = (menu: readonly MenuRow[]) => menu.length < SITE_MENU_MAX_ITEMS;

export function addMenuRow(menu: readonly MenuRow[], key: string, pageId: number | null = null): MenuRow[] {
  return canAddMenu(menu) ? [...menu, { key, label: '', page_id: pageId }] : [...menu];
}

export const removeMenuRow = (menu: readonly MenuRow[], index: number): MenuRow[] =>
  menu.filter((_, i) => i !== index);

/** Moves a row to `to` (上へ/下へ); an index out of the list leaves it as it is. */
export function moveMenuRow(menu: readonly MenuRow[], from: number, to: number): MenuRow[] {
  if (from === to || from < 0 || to < 0 || from >= menu.length || to >= menu.length) return [...menu];
  const next = [...menu];
  const [row] = next.splice(from, 1);
  if (row) next.splice(to, 0, row);
  return next;
}

export const changeMenuRow = (menu: readonly MenuRow[], index: number, change: Partial<MenuRow>): MenuRow[] =>
  menu.map((row, i) => (i === index ? { ...row, ...change } : row));

// The egg form.

/** The egg settings as typed: tag ids as text, the password as typed ('' keeps the saved one). */
export interface SiteForm {
  name: string;
  slug: string;
  theme: OemCode | null;
  ogp_media_id: number | null;
  ogp_title: string;
  ogp_description: string;
  ga4_id: string;
  meta_pixel_id: string;
  access: SiteAccess;
  password: string;
  menu: MenuRow[];
}

export function formOf(site: Site, makeKey: () => string): SiteForm {
  return {
    name: site.name,
    slug: site.slug,
    theme: site.theme,
    ogp_media_id: site.ogp_media_id,
    ogp_title: site.ogp_title,
    ogp_description: site.ogp_description,
    ga4_id: site.ga4_id ?? '',
    meta_pixel_id: site.meta_pixel_id ?? '',
    access: site.access,
    password: '',
    menu: site.menu.map((item) => ({ key: makeKey(), label: item.label, page_id: item.page_id })),
  };
}

/** Whether two forms hold the same settings (the menu rows' keys are not settings). */
export function sameForm(a: SiteForm, b: SiteForm): boolean {
  const plain = (form: SiteForm) =>
    JSON.stringify({ ...form, menu: form.menu.map(({ label, page_id }) => ({ label, page_id })) });
  return plain(a) === plain(b);
}

/**
 * The save's body: empty tag ids are none, an empty password keeps the saved one, and the home
 * page is left as it is (トップページにする saves it on its own). A menu row without a page keeps
 * its null so the schema names `menu.{i}.page_id`.
 */
export function siteInputOf(form: SiteForm): Omit<SiteInput, 'menu'> & {
  menu: { label: string; page_id: number | null }[];
} {
  return {
    name: form.name,
    slug: form.slug,
    theme: form.theme,
    ogp_media_id: form.ogp_media_id,
    ogp_title: form.ogp_title,
    ogp_description: form.ogp_description,
    ga4_id: form.ga4_id.trim() || null,
    meta_pixel_id: form.meta_pixel_id.trim() || null,
    access: form.access,
    password: form.password === '' ? null : form.password,
    menu: form.menu.map(({ label, page_id }) => ({ label, page_id })),
    home_page_id: null,
  };
}

/** The saved site's settings with another home page (トップページにする, saved at once). */
export function homeInputOf(site: Site, pageId: number): SiteInput {
  return {
    ...siteInputOf(formOf(site, () => '')),
    menu: site.menu,
    home_page_id: pageId,
  };
}

/**
 * What the schema alone cannot judge before the server does: the access `password` needs a
 * password, new or saved; `friends` needs the account's LIFF id (null: not known yet, not judged).
 */
export function accessProblems(
  form: Pick<SiteForm, 'access' | 'password'>,
  hasPassword: boolean,
  liffId: string | null | undefined,
): Record<string, string> {
  if (form.access === 'password' && !hasPassword && form.password === '')
    return { password: SITES_MESSAGES.passwordNeeded };
  if (form.access === 'friends' && liffId === null) return { access: SITES_MESSAGES.friendsNeedLiff };
  return {};
}
