import { randomBytes } from 'node:crypto';
import {
  type LandingGoal,
  PAGES_MESSAGES as M,
  PAGE_CODE_BYTES,
  PAGE_PUBLIC_PREFIX,
  PAGE_TITLE_MAX_LENGTH,
  type Page,
  type PageAccountSettings,
  type PageInput,
  type PageKind,
  type PageListQuery,
  type PageStatus,
  type PageSummary,
  type PublishInput,
  SITES_MESSAGES as SM,
} from '@console/contract/pages';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, rows } from '../db';
import { HttpError, invalidField } from '../http-error';
import { type ListSource, offsetBatches } from '../list-response';
import { containsPattern } from '../name-search';
import { messages } from '../plugins/messages';
import type { MediaStorage } from '../storage';
import { formOf, goalButtonIds, placedBlocks, referencesOf } from './document';
import { pageAnswerFiles, pageSettings, pages } from './schema';

/*
 * The pages (issue 33), the operators' side: landing pages and forms, each family on its own rows
 * (the other family's id is 404, as is another account's), the draft saved and published apart,
 * and the counts the lists show (views and goal taps recorded by the public page, answers).
 */

export type PageRow = typeof pages.$inferSelect;

/** Where a page is reached: this server's origin, and the account's LIFF app when it has one. */
export interface PageAddress {
  origin: string;
  liffId: string | null;
}

export interface Counts {
  views: number;
  answers: number;
  conversions: number;
}

export const notFound = () => new HttpError(404, M.notFound);

export function statusOf(row: Pick<PageRow, 'published' | 'publishAt'>): PageStatus {
  if (row.publishAt) return 'scheduled';
  return row.published ? 'published' : 'draft';
}

/** The same document? jsonb keeps keys in its own order, so two reads compare as text. */
const sameDocument = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function summaryOf(row: PageRow, counts: Counts, address: PageAddress): PageSummary {
  return {
    id: row.id,
    kind: row.kind as PageKind,
    title: row.title,
    code: row.code,
    public_url: `${address.origin}${PAGE_PUBLIC_PREFIX}${row.code}`,
    liff_url: address.liffId
      ? `https://liff.line.me/${address.liffId}${PAGE_PUBLIC_PREFIX}${row.code}`
      : null,
    status: statusOf(row),
    // Never published: a draft with something in it is what waits to go up.
    has_unpublished_changes: row.published
      ? !sameDocument(row.draft, row.published)
      : row.draft.blocks.length > 0,
    publish_at: row.publishAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    goal: (row.goal as LandingGoal | null) ?? null,
    views: counts.views,
    answers: counts.answers,
    conversions: counts.conversions,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export const present = (row: PageRow, counts: Counts, address: PageAddress): Page => ({
  ...summaryOf(row, counts, address),
  description: row.description,
  ogp_media_id: row.ogpMediaId,
  theme: row.theme as Page['theme'],
  draft: row.draft,
  published: row.published ?? null,
});

/** The account's LIFF id (page_settings), null when none is set. */
export async function liffIdOf(db: Db, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ liffId: pageSettings.liffId })
    .from(pageSettings)
    .where(eq(pageSettings.accountId, accountId));
  return row?.liffId ?? null;
}

const countMap = (found: Record<string, unknown>[]) =>
  new Map(found.map((row) => [Number(row.page_id), Number(row.n)]));

/**
 * Views, answers and conversions of the pages, three grouped queries however many pages. A
 * landing page's conversions: its answers when its goal is the form, else the taps of its goal's
 * buttons (line_follow for a follow, booking for a booking) in what is published; a form's: its answers.
 */
export async function countsOf(db: Db, found: readonly PageRow[]): Promise<Map<number, Counts>> {
  const ids = found.map((row) => row.id);
  const result = new Map<number, Counts>();
  if (ids.length === 0) return result;
  const views = countMap(
    await rows(
      db,
      sql`SELECT page_id, count(*) AS n FROM page_views WHERE page_id = ANY(${intArray(ids)}) GROUP BY page_id`,
    ),
  );
  const answers = countMap(
    await rows(
      db,
      sql`SELECT page_id, count(*) AS n FROM page_answers WHERE page_id = ANY(${intArray(ids)}) GROUP BY page_id`,
    ),
  );
  const clicks = await rows(
    db,
    sql`SELECT page_id, block_id, count(*) AS n FROM page_goal_clicks
        WHERE page_id = ANY(${intArray(ids)}) GROUP BY page_id, block_id`,
  );
  for (const row of found) {
    const answered = answers.get(row.id) ?? 0;
    const goal = row.goal as LandingGoal | null;
    let conversions = answered;
    if (row.kind === 'landing' && goal !== 'form') {
      const buttons = new Set(goalButtonIds(row.published ?? row.draft, goal));
      conversions = clicks
        .filter((click) => Number(click.page_id) === row.id && buttons.has(String(click.block_id)))
        .reduce((sum, click) => sum + Number(click.n), 0);
    }
    result.set(row.id, { views: views.get(row.id) ?? 0, answers: answered, conversions });
  }
  return result;
}

export const NO_COUNTS: Counts = { views: 0, answers: 0, conversions: 0 };

async function presentOne(db: Db, row: PageRow, origin: string): Promise<Page> {
  const counts = (await countsOf(db, [row])).get(row.id) ?? NO_COUNTS;
  return present(row, counts, { origin, liffId: await liffIdOf(db, row.accountId) });
}

/** The account's page of the family, or 404 (another account's, or the other family's). */
export async function pageRow(db: Db, accountId: number, kind: PageKind, id: number): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.accountId, accountId), eq(pages.kind, kind)));
  if (!row) throw notFound();
  return row;
}

export const getPage = async (db: Db, accountId: number, kind: PageKind, id: number, origin: string) =>
  presentOne(db, await pageRow(db, accountId, kind, id), origin);

const statusWhere = (status: PageStatus | undefined): SQL | undefined => {
  if (status === 'scheduled') return isNotNull(pages.publishAt);
  if (status === 'published') return and(isNotNull(pages.published), isNull(pages.publishAt));
  if (status === 'draft') return and(isNull(pages.published), isNull(pages.publishAt));
  return undefined;
};

/** The family's pages, last updated first, by title and status when asked (paged or streamed). */
export async function listPages(
  db: Db,
  accountId: number,
  kind: PageKind,
  query: PageListQuery,
  origin: string,
): Promise<ListSource<PageSummary>> {
  const q = query.q?.trim();
  const where = and(
    eq(pages.accountId, accountId),
    eq(pages.kind, kind),
    q ? sql`${pages.title} ILIKE ${containsPattern(q)}` : undefined,
    statusWhere(query.status),
  );
  const liffId = await liffIdOf(db, accountId);
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select()
      .from(pages)
      .where(where)
      .orderBy(desc(pages.updatedAt), desc(pages.id))
      .limit(limit)
      .offset(offset);
    const counts = await countsOf(db, found);
    return {
      items: found.map((row) => summaryOf(row, counts.get(row.id) ?? NO_COUNTS, { origin, liffId })),
      total: null,
    };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(pages).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

/** The ids of `ids` that are the account's rows of `table` (one query; none asked, none read). */
async function owned(db: Db, table: SQL, accountId: number, ids: number[], extra = sql``) {
  if (ids.length === 0) return new Set<number>();
  const found = await rows(
    db,
    sql`SELECT id FROM ${table} WHERE account_id = ${accountId} AND id = ANY(${intArray(ids)}) ${extra}`,
  );
  return new Set(found.map((row) => Number(row.id)));
}

/**
 * What the schema cannot know, every failure under its field at once: the images, trackers,
 * friend-information items and tags named are the account's; a landing page whose goal is the
 * form has one; a form page is a form (one form block, no goal); a site's page has no form (a
 * site's pages are read, not answered: forms are pages of their own); LINE's buttons have the
 * account's basic id to open.
 */
export async function checkInput(db: Db, accountId: number, kind: PageKind, input: PageInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  const refs = referencesOf(input);
  const check = async (list: [string, number][], table: SQL, message: string, extra?: SQL) => {
    const mine = await owned(
      db,
      table,
      accountId,
      list.map(([, id]) => id),
      extra,
    );
    for (const [path, id] of list) if (!mine.has(id)) errors[path] = [message];
  };
  await check(refs.media, sql`media`, M.unknownMedia);
  await check(refs.trackers, sql`trackers`, M.unknownTracker);
  await check(refs.vars, sql`vars`, M.unknownVar, sql`AND kind = 'var'`);
  await check(refs.tags, sql`friend_tags`, M.unknownTag);
  // LINE's buttons open the account's add-friend page or talk: they need its basic id.
  const lineButtons = placedBlocks(input.draft).filter(
    ({ block }) =>
      block.type === 'button' &&
      (block.action.kind === 'line_follow' || block.action.kind === 'line_message'),
  );
  if (lineButtons.length > 0) {
    const [channel] = await rows(db, sql`SELECT basic_id FROM line_channels WHERE account_id = ${accountId}`);
    if (!channel?.basic_id) for (const { path } of lineButtons) errors[`${path}.action`] = [M.noBasicId];
  }
  const form = formOf(input.draft);
  if (kind === 'landing' && input.goal === 'form' && !form) errors.goal = [M.goalForm];
  if (kind === 'form') {
    if ((input.goal ?? null) !== null) errors.goal = [M.goal];
    if (!form) errors['draft.blocks'] = [M.fields];
  }
  if (kind === 'site')
    for (const { block, path } of placedBlocks(input.draft))
      if (block.type === 'form') errors[path] = [SM.noFormInSite];
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
}

/** A new public code: PAGE_CODE_BYTES random bytes, base64url (pages and boards share the shape). */
export const newCode = () => randomBytes(PAGE_CODE_BYTES).toString('base64url');

/** The columns the input sets; a site's page has no goal (nothing there converts). */
export const settingsOf = (input: PageInput, kind: PageKind) => ({
  title: input.title,
  description: input.description,
  ogpMediaId: input.ogp_media_id,
  theme: input.theme ?? null,
  goal: kind === 'site' ? null : (input.goal ?? null),
  draft: input.draft,
});

export async function createPage(
  db: Db,
  accountId: number,
  kind: PageKind,
  input: PageInput,
  origin: string,
): Promise<Page> {
  await checkInput(db, accountId, kind, input);
  const [row] = await db
    .insert(pages)
    .values({ accountId, kind, code: newCode(), ...settingsOf(input, kind) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentOne(db, row, origin);
}

/** Writes a change to the page (its ownership already checked) and answers the page as it is now. */
async function changePage(
  db: Db,
  id: number,
  values: Partial<typeof pages.$inferInsert>,
  origin: string,
): Promise<Page> {
  const [row] = await db.update(pages).set(values).where(eq(pages.id, id)).returning();
  if (!row) throw notFound();
  return presentOne(db, row, origin);
}

/** Replaces the settings and the draft; what is published stays until the next publish. */
export async function updatePage(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
  input: PageInput,
  origin: string,
): Promise<Page> {
  await pageRow(db, accountId, kind, id);
  await checkInput(db, accountId, kind, input);
  return changePage(db, id, { ...settingsOf(input, kind), updatedAt: new Date() }, origin);
}

/** Deletes the page, its answers and their files (rows by cascade, then the stored bytes). */
export async function deletePage(
  db: Db,
  storage: MediaStorage,
  accountId: number,
  kind: PageKind,
  id: number,
): Promise<void> {
  await pageRow(db, accountId, kind, id);
  const files = await db
    .select({ key: pageAnswerFiles.storageKey })
    .from(pageAnswerFiles)
    .where(eq(pageAnswerFiles.pageId, id));
  await db.delete(pages).where(eq(pages.id, id));
  for (const file of files) await storage.delete(file.key);
}

/** A new draft with the page's settings and draft, 「…のコピー」, its own code; no answers. */
export async function copyPage(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
  origin: string,
): Promise<Page> {
  const source = await pageRow(db, accountId, kind, id);
  const title = [...`${source.title}のコピー`].slice(0, PAGE_TITLE_MAX_LENGTH).join('');
  const [row] = await db
    .insert(pages)
    .values({
      accountId,
      kind,
      code: newCode(),
      title,
      description: source.description,
      ogpMediaId: source.ogpMediaId,
      theme: source.theme,
      goal: source.goal,
      draft: source.draft,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentOne(db, row, origin);
}

/** Publishes the draft now, or schedules it (`at` later than `now`; the job publishes it then). */
export async function publishPage(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
  input: PublishInput,
  origin: string,
  now: Date,
): Promise<Page> {
  const current = await pageRow(db, accountId, kind, id);
  if (current.draft.blocks.length === 0) throw invalidField('draft', M.nothingToPublish);
  const at = input.at === null ? null : new Date(input.at);
  if (at && at.getTime() <= now.getTime()) throw invalidField('at', M.publishAt);
  return changePage(
    db,
    id,
    at
      ? { publishAt: at, updatedAt: now }
      : { published: current.draft, publishedAt: now, publishAt: null, updatedAt: now },
    origin,
  );
}

/** Takes the page down and drops a scheduled publish; the answers stay. */
export async function unpublishPage(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
  origin: string,
): Promise<Page> {
  await pageRow(db, accountId, kind, id);
  return changePage(
    db,
    id,
    { published: null, publishedAt: null, publishAt: null, updatedAt: new Date() },
    origin,
  );
}

/**
 * Publishes every scheduled page whose time has come: the draft as it is then becomes what the
 * page shows. One UPDATE, so two workers never publish a page twice. The number published.
 */
export async function publishDue(db: Db, now: Date): Promise<number> {
  const done = await db
    .update(pages)
    .set({ published: sql`${pages.draft}`, publishedAt: sql`${pages.publishAt}`, publishAt: null })
    .where(and(isNotNull(pages.publishAt), sql`${pages.publishAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: pages.id });
  return done.length;
}

export async function getPageSettings(db: Db, accountId: number): Promise<PageAccountSettings> {
  return { liff_id: await liffIdOf(db, accountId) };
}

export async function putPageSettings(
  db: Db,
  accountId: number,
  input: PageAccountSettings,
): Promise<PageAccountSettings> {
  await db
    .insert(pageSettings)
    .values({ accountId, liffId: input.liff_id })
    .onConflictDoUpdate({
      target: pageSettings.accountId,
      set: { liffId: input.liff_id, updatedAt: new Date() },
    });
  return getPageSettings(db, accountId);
}
