import {
  SITES_MESSAGES as M,
  PAGE_TITLE_MAX_LENGTH,
  type PageSummary,
  PAGES_MESSAGES as PM,
  type PublishInput,
  SITE_MAX_PAGES,
  SITE_PUBLIC_PREFIX,
  type Site,
  type SiteAccess,
  type SiteCreateInput,
  type SiteInput,
  type SitePage,
  type SitePageInput,
  type SitePageSummary,
  type SiteSummary,
} from '@console/contract/pages';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { type Db, rows } from '../../db';
import { HttpError } from '../../http-error';
import { type ListSource, offsetBatches } from '../../list-response';
import { containsPattern } from '../../name-search';
import { messages } from '../../plugins/messages';
import { pages, sites } from '../schema';
import {
  checkInput,
  countsOf,
  liffIdOf,
  NO_COUNTS,
  newCode,
  notFound,
  type PageAddress,
  type PageRow,
  pageRow,
  present,
  publishPage,
  settingsOf,
  summaryOf,
  unpublishPage,
} from '../service';

/*
 * Sites (issue 33), the operators' side: a site is a row of `sites` (its "egg" settings) and its
 * pages are pages of kind `site` (site_id, path), so they share the landing pages' documents,
 * reference checks, publishing and scheduled publishing (the job publishes due pages of any kind).
 * A new site gets its home page with path '' (the site's own address, /s/{slug}); another page
 * made the home later keeps its own path, and the home is always addressed at /s/{slug}.
 */

export type SiteRow = typeof sites.$inferSelect;

/** The site's address, and inside LINE through the account's LIFF app. */
function siteAddress(slug: string, path: string | null, address: PageAddress) {
  const tail = `${SITE_PUBLIC_PREFIX}${slug}${path ? `/${path}` : ''}`;
  return {
    public_url: `${address.origin}${tail}`,
    liff_url: address.liffId ? `https://liff.line.me/${address.liffId}${tail}` : null,
  };
}

/** A unique violation (SQLSTATE 23505), as the drivers report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

const slugTaken = () => new HttpError(409, M.slugTaken, { slug: [M.slugTaken] });
const pathTaken = () => new HttpError(409, M.pathTaken, { path: [M.pathTaken] });

/** The account's site, or 404 (another account's, or none). */
export async function siteRow(db: Db, accountId: number, id: number): Promise<SiteRow> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

interface SiteCounts {
  pages: number;
  published_pages: number;
  views: number;
  open: boolean;
}

/**
 * Pages, published pages, views (page_views of its pages) and whether the home is published.
 * Written against `sites` by name: drizzle would print its columns unqualified, and inside the
 * subqueries `id` would be the page's.
 */
const countColumns = {
  pages: sql<number>`(SELECT count(*) FROM pages p WHERE p.site_id = sites.id)`,
  published_pages: sql<number>`(SELECT count(*) FROM pages p WHERE p.site_id = sites.id AND p.published IS NOT NULL)`,
  views: sql<number>`(SELECT count(*) FROM page_views v JOIN pages p ON p.id = v.page_id WHERE p.site_id = sites.id)`,
  open: sql<boolean>`EXISTS (SELECT 1 FROM pages p WHERE p.id = sites.home_page_id AND p.site_id = sites.id AND p.published IS NOT NULL)`,
};

const countsFrom = (row: Record<keyof SiteCounts, unknown>): SiteCounts => ({
  pages: Number(row.pages),
  published_pages: Number(row.published_pages),
  views: Number(row.views),
  // PGlite and node-postgres both give a boolean; a text 't' is taken too.
  open: row.open === true || row.open === 't',
});

function siteSummaryOf(row: SiteRow, counts: SiteCounts, address: PageAddress): SiteSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...siteAddress(row.slug, null, address),
    access: row.access as SiteAccess,
    ...counts,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The settings as the console reads them: the password only as has_password. */
function presentSite(row: SiteRow, counts: SiteCounts, address: PageAddress): Site {
  return {
    ...siteSummaryOf(row, counts, address),
    theme: row.theme as Site['theme'],
    ogp_media_id: row.ogpMediaId,
    ogp_title: row.ogpTitle,
    ogp_description: row.ogpDescription,
    ga4_id: row.ga4Id,
    meta_pixel_id: row.metaPixelId,
    has_password: row.passwordHash !== null,
    menu: row.menu,
    home_page_id: row.homePageId,
  };
}

async function siteCounts(db: Db, id: number): Promise<SiteCounts> {
  const [row] = await db.select(countColumns).from(sites).where(eq(sites.id, id));
  if (!row) throw notFound();
  return countsFrom(row);
}

async function readSite(db: Db, row: SiteRow, origin: string): Promise<Site> {
  return presentSite(row, await siteCounts(db, row.id), {
    origin,
    liffId: await liffIdOf(db, row.accountId),
  });
}

export const getSite = async (db: Db, accountId: number, id: number, origin: string) =>
  readSite(db, await siteRow(db, accountId, id), origin);

/** The account's sites, last updated first, by name when asked (paged or streamed). */
export async function listSites(
  db: Db,
  accountId: number,
  query: { q?: string | undefined },
  origin: string,
): Promise<ListSource<SiteSummary>> {
  const q = query.q?.trim();
  const where = and(
    eq(sites.accountId, accountId),
    q ? sql`${sites.name} ILIKE ${containsPattern(q)}` : undefined,
  );
  const liffId = await liffIdOf(db, accountId);
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select({ site: sites, ...countColumns })
      .from(sites)
      .where(where)
      .orderBy(desc(sites.updatedAt), desc(sites.id))
      .limit(limit)
      .offset(offset);
    return {
      items: found.map((row) => siteSummaryOf(row.site, countsFrom(row), { origin, liffId })),
      total: null,
    };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(sites).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

/** 409 when another site has the slug (checked first; the unique index decides a race). */
async function checkSlugFree(db: Db, slug: string, selfId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.slug, slug), selfId === null ? undefined : ne(sites.id, selfId)));
  if (taken) throw slugTaken();
}

/** A new site with its home page (an empty draft titled as the site, path ''), in one transaction. */
export async function createSite(
  db: Db,
  accountId: number,
  input: SiteCreateInput,
  origin: string,
): Promise<Site> {
  await checkSlugFree(db, input.slug, null);
  let created: SiteRow;
  try {
    created = await db.transaction(async (tx) => {
      const [site] = await tx
        .insert(sites)
        .values({ accountId, name: input.name, slug: input.slug })
        .returning();
      if (!site) throw new Error('insert returned nothing');
      const [home] = await tx
        .insert(pages)
        .values({
          accountId,
          kind: 'site',
          siteId: site.id,
          path: '',
          code: newCode(),
          title: input.name,
          draft: { blocks: [] },
        })
        .returning({ id: pages.id });
      if (!home) throw new Error('insert returned nothing');
      const [done] = await tx
        .update(sites)
        .set({ homePageId: home.id })
        .where(eq(sites.id, site.id))
        .returning();
      if (!done) throw new Error('update returned nothing');
      return done;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return readSite(db, created, origin);
}

/** The ids of the site's pages. */
async function pageIdsOf(db: Db, siteId: number): Promise<Set<number>> {
  const found = await db.select({ id: pages.id }).from(pages).where(eq(pages.siteId, siteId));
  return new Set(found.map((row) => row.id));
}

/**
 * What the schema cannot know, every failure under its field: the password the access needs, the
 * LIFF id friends-only needs, menu and home pages of this site, the OGP image the account's.
 */
async function checkSiteInput(db: Db, accountId: number, site: SiteRow, input: SiteInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.access === 'password' && input.password === null && site.passwordHash === null)
    errors.password = [M.passwordNeeded];
  if (input.access === 'friends' && !(await liffIdOf(db, accountId))) errors.access = [M.friendsNeedLiff];
  const mine = await pageIdsOf(db, site.id);
  input.menu.forEach((item, index) => {
    if (!mine.has(item.page_id)) errors[`menu.${index}.page_id`] = [M.menuPage];
  });
  if (input.home_page_id !== null && !mine.has(input.home_page_id)) errors.home_page_id = [M.homePage];
  if (input.ogp_media_id !== null) {
    const [media] = await rows(
      db,
      sql`SELECT id FROM media WHERE account_id = ${accountId} AND id = ${input.ogp_media_id}`,
    );
    if (!media) errors.ogp_media_id = [PM.unknownMedia];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
}

/**
 * Saves the egg settings whole. A new password is stored hashed; a change of access or password
 * raises access_version, so the cookies given before (the public side compares it) stop working.
 */
export async function updateSite(
  db: Db,
  accountId: number,
  id: number,
  input: SiteInput,
  origin: string,
): Promise<Site> {
  const current = await siteRow(db, accountId, id);
  await checkSiteInput(db, accountId, current, input);
  if (input.slug !== current.slug) await checkSlugFree(db, input.slug, id);
  const passwordHash = input.password === null ? current.passwordHash : await hashPassword(input.password);
  const accessChanged = input.access !== current.access || input.password !== null;
  let row: SiteRow | undefined;
  try {
    [row] = await db
      .update(sites)
      .set({
        name: input.name,
        slug: input.slug,
        theme: input.theme ?? null,
        ogpMediaId: input.ogp_media_id,
        ogpTitle: input.ogp_title,
        ogpDescription: input.ogp_description,
        // '' and null both mean none (the schema trims).
        ga4Id: input.ga4_id || null,
        metaPixelId: input.meta_pixel_id || null,
        access: input.access,
        passwordHash,
        accessVersion: accessChanged ? sql`${sites.accessVersion} + 1` : current.accessVersion,
        menu: input.menu,
        homePageId: input.home_page_id ?? current.homePageId,
        updatedAt: new Date(),
      })
      .where(and(eq(sites.id, id), eq(sites.accountId, accountId)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (!row) throw notFound();
  return readSite(db, row, origin);
}

/** Deletes the site; its pages and its visitors' sessions go with it (foreign keys, cascade). */
export async function deleteSite(db: Db, accountId: number, id: number): Promise<void> {
  await siteRow(db, accountId, id);
  await db.delete(sites).where(and(eq(sites.id, id), eq(sites.accountId, accountId)));
}

// The site's pages.

function sitePageSummaryOf(
  row: PageRow,
  site: SiteRow,
  summary: PageSummary,
  address: PageAddress,
): SitePageSummary {
  const home = site.homePageId === row.id;
  return {
    ...summary,
    ...siteAddress(site.slug, home ? null : row.path, address),
    site_id: site.id,
    path: row.path ?? '',
    home,
  };
}

async function presentSitePage(db: Db, row: PageRow, origin: string): Promise<SitePage> {
  const [site] = await db
    .select()
    .from(sites)
    .where(eq(sites.id, row.siteId ?? 0));
  if (!site) throw notFound();
  const address = { origin, liffId: await liffIdOf(db, row.accountId) };
  const counts = (await countsOf(db, [row])).get(row.id) ?? NO_COUNTS;
  const page = present(row, counts, address);
  return {
    ...page,
    ...sitePageSummaryOf(row, site, page, address),
    site: { id: site.id, name: site.name, slug: site.slug },
  };
}

/** The account's site page, or 404 (another account's, a landing page or a form). */
export async function sitePageRow(db: Db, accountId: number, id: number): Promise<PageRow> {
  const row = await pageRow(db, accountId, 'site', id);
  if (row.siteId === null) throw notFound();
  return row;
}

export const getSitePage = async (db: Db, accountId: number, id: number, origin: string) =>
  presentSitePage(db, await sitePageRow(db, accountId, id), origin);

/** The site's pages: the home first, then by path. */
export async function listSitePages(
  db: Db,
  accountId: number,
  siteId: number,
  origin: string,
): Promise<SitePageSummary[]> {
  const site = await siteRow(db, accountId, siteId);
  const found = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, site.id), eq(pages.kind, 'site')))
    .orderBy(sql`${pages.id} = ${site.homePageId ?? 0} DESC`, asc(pages.path), asc(pages.id));
  const counts = await countsOf(db, found);
  const address = { origin, liffId: await liffIdOf(db, accountId) };
  return found.map((row) =>
    sitePageSummaryOf(row, site, summaryOf(row, counts.get(row.id) ?? NO_COUNTS, address), address),
  );
}

/** 422 when the site has its SITE_MAX_PAGES already. */
async function checkRoom(db: Db, siteId: number): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(pages).where(eq(pages.siteId, siteId));
  if (Number(row?.n ?? 0) >= SITE_MAX_PAGES)
    throw new HttpError(422, messages.validation, { pages: [M.pages] });
}

/** 409 when another page of the site has the path (checked first; the unique index decides a race). */
async function checkPathFree(db: Db, siteId: number, path: string, selfId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(eq(pages.siteId, siteId), eq(pages.path, path), selfId === null ? undefined : ne(pages.id, selfId)),
    );
  if (taken) throw pathTaken();
}

/** Writes the page, a path already taken (a race past the check) as the 409. */
async function writePage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw pathTaken();
    throw error;
  }
}

/** Touches the site, so the list's "last updated" follows its pages. */
const touch = (db: Db, siteId: number, at: Date) =>
  db.update(sites).set({ updatedAt: at }).where(eq(sites.id, siteId));

export async function createSitePage(
  db: Db,
  accountId: number,
  siteId: number,
  input: SitePageInput,
  origin: string,
): Promise<SitePage> {
  const site = await siteRow(db, accountId, siteId);
  await checkInput(db, accountId, 'site', input);
  await checkRoom(db, site.id);
  await checkPathFree(db, site.id, input.path, null);
  const [row] = await writePage(() =>
    db
      .insert(pages)
      .values({
        accountId,
        kind: 'site',
        siteId: site.id,
        path: input.path,
        code: newCode(),
        ...settingsOf(input, 'site'),
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  await touch(db, site.id, new Date());
  return presentSitePage(db, row, origin);
}

/** Replaces the settings, the path and the draft; what is published stays until the next publish. */
export async function updateSitePage(
  db: Db,
  accountId: number,
  id: number,
  input: SitePageInput,
  origin: string,
): Promise<SitePage> {
  const current = await sitePageRow(db, accountId, id);
  const siteId = current.siteId ?? 0;
  await checkInput(db, accountId, 'site', input);
  await checkPathFree(db, siteId, input.path, id);
  const [row] = await writePage(() =>
    db
      .update(pages)
      .set({ ...settingsOf(input, 'site'), path: input.path, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning(),
  );
  if (!row) throw notFound();
  return presentSitePage(db, row, origin);
}

/** Deletes a page that is neither the home nor the last one, and takes it out of the menu. */
export async function deleteSitePage(db: Db, accountId: number, id: number): Promise<void> {
  const row = await sitePageRow(db, accountId, id);
  await db.transaction(async (tx) => {
    // The site's row locked: two deletes at once cannot leave a site without pages.
    const [site] = await tx
      .select()
      .from(sites)
      .where(eq(sites.id, row.siteId ?? 0))
      .for('update');
    if (!site) throw notFound();
    if (site.homePageId === id) throw new HttpError(409, M.homePageDelete);
    const [count] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(pages)
      .where(eq(pages.siteId, site.id));
    if (Number(count?.n ?? 0) <= 1) throw new HttpError(409, M.lastPage);
    await tx.delete(pages).where(eq(pages.id, id));
    await tx
      .update(sites)
      .set({ menu: site.menu.filter((item) => item.page_id !== id), updatedAt: new Date() })
      .where(eq(sites.id, site.id));
  });
}

/** Publishes the draft now or at a time (as a landing page), answered as the site's page. */
export async function publishSitePage(
  db: Db,
  accountId: number,
  id: number,
  input: PublishInput,
  origin: string,
  now: Date,
): Promise<SitePage> {
  await sitePageRow(db, accountId, id);
  await publishPage(db, accountId, 'site', id, input, origin, now);
  return getSitePage(db, accountId, id, origin);
}

export async function unpublishSitePage(
  db: Db,
  accountId: number,
  id: number,
  origin: string,
): Promise<SitePage> {
  await sitePageRow(db, accountId, id);
  await unpublishPage(db, accountId, 'site', id, origin);
  return getSitePage(db, accountId, id, origin);
}

/**
 * The first free path of `{path}-copy`, `{path}-copy-2`, … among `taken` (pure). The home's ''
 * becomes `copy`, `copy-2`, …; a long path is cut so the suffix fits the 40 characters of a path
 * (and no hyphen is left at the cut).
 */
export function copyPath(path: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? 'copy' : `copy-${n}`;
    const room = 40 - suffix.length - 1;
    const base = path.slice(0, Math.max(room, 0)).replace(/-+$/, '');
    const candidate = base ? `${base}-${suffix}` : suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A new draft in the same site with the page's settings and draft, 「…のコピー」, a free path. */
export async function copySitePage(db: Db, accountId: number, id: number, origin: string): Promise<SitePage> {
  const source = await sitePageRow(db, accountId, id);
  const siteId = source.siteId ?? 0;
  await checkRoom(db, siteId);
  const paths = await db.select({ path: pages.path }).from(pages).where(eq(pages.siteId, siteId));
  const path = copyPath(source.path ?? '', new Set(paths.map((row) => row.path ?? '')));
  const title = [...`${source.title}のコピー`].slice(0, PAGE_TITLE_MAX_LENGTH).join('');
  const [row] = await writePage(() =>
    db
      .insert(pages)
      .values({
        accountId,
        kind: 'site',
        siteId,
        path,
        code: newCode(),
        title,
        description: source.description,
        ogpMediaId: source.ogpMediaId,
        theme: source.theme,
        goal: null,
        draft: source.draft,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  await touch(db, siteId, new Date());
  return presentSitePage(db, row, origin);
}

/** For mediaUses: the account's sites whose OGP image is the medium. */
export async function sitesUsingMedia(db: Db, accountId: number, mediaId: number) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.ogpMediaId, mediaId)))
    .orderBy(asc(sites.id));
}
