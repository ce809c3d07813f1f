import type { MediaVariant } from '@console/contract';
import type {
  FriendRichMenu,
  RichMenu,
  RichMenuAction,
  RichMenuArea,
  RichMenuAudience,
  RichMenuInput,
  RichMenuInsight,
  RichMenuListItem,
  RichMenuMode,
  RichMenuPublishLog,
  RichMenuStatus,
} from '@console/contract/richmenus';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import { HttpError, invalidField } from '../http-error';
import { filterConditions, segmentFilter } from '../members';
import type { MediaReader } from '../storage';
import { LineCallError, type RichMenuImage, type RichMenuLineApi, runPlan } from './line';
import { lineRichMenu } from './lineMenu';
import { messages } from './messages';
import {
  type LiveMenu,
  type PlanAudience,
  type PlanStep,
  planPublish,
  planSegmentSync,
  planUnpublish,
  stepDetail,
} from './plan';
import { richMenuLinks, richMenuPublishLog, richMenuSandboxCalls, richMenus } from './schema';

type Row = typeof richMenus.$inferSelect;

/** The media library's read (`app.media.read`): the bytes of one variant of an account's image. */
export type MediaRead = MediaReader['read'];

const notFound = () => new HttpError(404, messages.notFound);
const invalid = invalidField;

function audienceOf(row: Row): RichMenuAudience {
  if (row.audienceType === 'default') return { type: 'default' };
  if (row.audienceType === 'segment' && row.memberQueryId !== null)
    return { type: 'segment', member_query_id: row.memberQueryId };
  return { type: 'none' };
}

export function menuOf(row: Row): RichMenu {
  return {
    id: row.id,
    name: row.name,
    chat_bar_text: row.chatBarText,
    mode: row.mode as RichMenuMode,
    layout: row.layout,
    size: { width: row.width, height: row.height },
    image_id: row.imageId,
    areas: row.areas as RichMenuArea[],
    selected: row.selected,
    alias_id: row.aliasId,
    tab_group: row.tabGroup,
    audience: audienceOf(row),
    status: row.status as RichMenuStatus,
    line_rich_menu_id: row.lineRichMenuId,
    changed_since_publish: row.changedSincePublish,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function listItemOf(row: Row): RichMenuListItem {
  const menu = menuOf(row);
  return {
    id: menu.id,
    name: menu.name,
    chat_bar_text: menu.chat_bar_text,
    mode: menu.mode,
    size: menu.size,
    image_id: menu.image_id,
    area_count: menu.areas.length,
    alias_id: menu.alias_id,
    tab_group: menu.tab_group,
    audience: menu.audience,
    status: menu.status,
    changed_since_publish: menu.changed_since_publish,
    published_at: menu.published_at,
    updated_at: menu.updated_at,
  };
}

export async function listMenus(
  db: Db,
  accountId: number,
  status?: RichMenuStatus,
): Promise<RichMenuListItem[]> {
  const found = await db
    .select()
    .from(richMenus)
    .where(and(eq(richMenus.accountId, accountId), status ? eq(richMenus.status, status) : undefined))
    .orderBy(sql`${richMenus.tabGroup} NULLS LAST`, asc(richMenus.name), asc(richMenus.id));
  return found.map(listItemOf);
}

async function rowOf(db: Db, accountId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(richMenus)
    .where(and(eq(richMenus.id, id), eq(richMenus.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export const getMenu = async (db: Db, accountId: number, id: number) =>
  menuOf(await rowOf(db, accountId, id));

/** What the schema cannot know: the templates and the segment are the account's, the alias is free. */
async function checkReferences(db: Db, accountId: number, input: RichMenuInput, selfId: number | null) {
  if (input.image_id !== null) {
    const [image] = await rows(
      db,
      sql`SELECT 1 AS ok FROM media WHERE id = ${input.image_id} AND account_id = ${accountId}`,
    );
    if (!image) throw invalid('image_id', messages.imageNotFound);
  }
  const templateIds = [
    ...new Set(
      input.areas.flatMap((area) => (area.action.type === 'template' ? [area.action.template_id] : [])),
    ),
  ];
  if (templateIds.length > 0) {
    const found = await rows<{ id: number; status: string }>(
      db,
      sql`SELECT id, status FROM message_templates
          WHERE account_id = ${accountId} AND id = ANY(${`{${templateIds.join(',')}}`}::int[])`,
    );
    const errors: Record<string, string[]> = {};
    input.areas.forEach((area, index) => {
      if (area.action.type !== 'template') return;
      const templateId = area.action.template_id;
      const template = found.find((t) => Number(t.id) === templateId);
      if (!template) errors[`areas.${index}.action.template_id`] = [messages.unknownTemplate];
      else if (template.status !== 'ready')
        errors[`areas.${index}.action.template_id`] = [messages.templateNotReady];
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
  }
  if (input.audience.type === 'segment') {
    const filter = await segmentFilter(db, accountId, input.audience.member_query_id);
    if (!filter) throw invalid('audience.member_query_id', messages.unknownSegment);
  }
  if (input.alias_id) {
    const [taken] = await db
      .select({ id: richMenus.id })
      .from(richMenus)
      .where(
        and(
          eq(richMenus.accountId, accountId),
          eq(richMenus.aliasId, input.alias_id),
          selfId === null ? undefined : ne(richMenus.id, selfId),
        ),
      );
    if (taken)
      throw new HttpError(409, messages.aliasTaken(input.alias_id), {
        alias_id: [messages.aliasTaken(input.alias_id)],
      });
  }
}

const valuesOf = (input: RichMenuInput) => ({
  name: input.name.trim(),
  chatBarText: input.chat_bar_text,
  mode: input.mode,
  layout: input.layout,
  width: input.size.width,
  height: input.size.height,
  imageId: input.image_id,
  areas: input.areas,
  selected: input.selected,
  aliasId: input.alias_id,
  tabGroup: input.tab_group,
  audienceType: input.audience.type,
  memberQueryId: input.audience.type === 'segment' ? input.audience.member_query_id : null,
});

export async function createMenu(db: Db, accountId: number, input: RichMenuInput): Promise<RichMenu> {
  await checkReferences(db, accountId, input, null);
  const [row] = await db
    .insert(richMenus)
    .values({ accountId, ...valuesOf(input) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return menuOf(row);
}

export async function updateMenu(
  db: Db,
  accountId: number,
  id: number,
  input: RichMenuInput,
): Promise<RichMenu> {
  const current = await rowOf(db, accountId, id);
  await checkReferences(db, accountId, input, id);
  const [row] = await db
    .update(richMenus)
    .set({
      ...valuesOf(input),
      // A published menu's edit reaches LINE only by publishing again (a new menu replaces it).
      changedSincePublish: current.status === 'published',
      updatedAt: new Date(),
    })
    .where(and(eq(richMenus.id, id), eq(richMenus.accountId, accountId)))
    .returning();
  if (!row) throw notFound();
  return menuOf(row);
}

export async function duplicateMenu(db: Db, accountId: number, id: number): Promise<RichMenu> {
  const source = await rowOf(db, accountId, id);
  const [row] = await db
    .insert(richMenus)
    .values({
      accountId,
      name: `${source.name}${messages.copySuffix}`,
      chatBarText: source.chatBarText,
      mode: source.mode,
      layout: source.layout,
      width: source.width,
      height: source.height,
      imageId: source.imageId,
      areas: source.areas,
      selected: source.selected,
      // An alias names one menu; a copy shown to everyone would compete with the original.
      aliasId: null,
      tabGroup: source.tabGroup,
      audienceType: 'none',
      memberQueryId: null,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return menuOf(row);
}

// ---------------------------------------------------------------------------------------------
// Publishing

export interface PublishDeps {
  db: Db;
  api: RichMenuLineApi;
  readMedia: MediaRead;
}

const VARIANTS: Record<RichMenuMode, MediaVariant> = {
  full: 'richmenu-full',
  half: 'richmenu-half',
  free: 'original',
};

/** The LINE user ids of the friends a segment picks now (following friends only: LINE links only those). */
async function segmentUserIds(db: Db, accountId: number, memberQueryId: number | null): Promise<string[]> {
  if (memberQueryId === null) return [];
  const filter = await segmentFilter(db, accountId, memberQueryId);
  if (!filter) throw invalid('audience.member_query_id', messages.unknownSegment);
  const where = [sql`f.account_id = ${accountId}`, sql`f.status = 'following'`, ...filterConditions(filter)];
  const found = await rows<{ line_user_id: string }>(
    db,
    sql`SELECT f.line_user_id FROM friends f WHERE ${sql.join(where, sql` AND `)} ORDER BY f.id`,
  );
  return found.map((row) => row.line_user_id);
}

async function liveOf(db: Db, row: Row): Promise<LiveMenu | null> {
  if (row.status !== 'published' || !row.lineRichMenuId) return null;
  const linked = await db
    .select({ lineUserId: richMenuLinks.lineUserId })
    .from(richMenuLinks)
    .where(eq(richMenuLinks.menuId, row.id))
    .orderBy(asc(richMenuLinks.friendId));
  return {
    lineRichMenuId: row.lineRichMenuId,
    aliasId: row.liveAliasId,
    isDefault: row.liveDefault,
    linkedUserIds: linked.map((l) => l.lineUserId),
  };
}

async function writeLog(
  db: Db,
  accountId: number,
  entry: {
    menuId: number | null;
    action: RichMenuPublishLog['action'];
    steps: readonly PlanStep[];
    error: LineCallError | null;
    lineRichMenuId: string | null;
    previous: string | null;
    message?: string | null;
  },
) {
  await db.insert(richMenuPublishLog).values({
    accountId,
    menuId: entry.menuId,
    action: entry.action,
    ok: entry.error === null,
    message: entry.message ?? entry.error?.reason ?? null,
    lineRichMenuId: entry.lineRichMenuId,
    previousLineRichMenuId: entry.previous,
    steps: entry.steps.map((step) => ({ kind: step.kind, detail: stepDetail(step) })),
  });
}

const lineFailure = (error: LineCallError) =>
  error.refused
    ? new HttpError(422, messages.lineRefused(error.reason))
    : new HttpError(502, messages.lineUnreachable);

/** Every switch action names an alias one of the account's menus has (else the tap goes nowhere). */
async function checkSwitchTargets(db: Db, accountId: number, row: Row) {
  const aliases = [
    ...new Set(
      (row.areas as RichMenuArea[]).flatMap((area) =>
        area.action.type === 'richmenuswitch'
          ? [(area.action as Extract<RichMenuAction, { type: 'richmenuswitch' }>).alias_id]
          : [],
      ),
    ),
  ];
  if (aliases.length === 0) return;
  const found = await db
    .select({ aliasId: richMenus.aliasId })
    .from(richMenus)
    .where(and(eq(richMenus.accountId, accountId), inArray(richMenus.aliasId, aliases)));
  const known = new Set(found.map((f) => f.aliasId));
  const missing = aliases.find((alias) => !known.has(alias));
  if (missing) throw new HttpError(409, messages.unknownAlias(missing));
}

/** A claim older than this belongs to a process that died mid-publish; it is taken over. */
const CLAIM_STALE_MS = 5 * 60_000;

/**
 * Runs `work` while this menu is claimed: two publishes of one menu at once would each create a
 * LINE menu and delete the same old one, so the second is refused (409) until the first is done.
 */
async function claimed<T>(db: Db, accountId: number, id: number, work: () => Promise<T>): Promise<T> {
  const [row] = await db
    .update(richMenus)
    .set({ busySince: new Date() })
    .where(
      and(
        eq(richMenus.id, id),
        eq(richMenus.accountId, accountId),
        or(isNull(richMenus.busySince), lt(richMenus.busySince, new Date(Date.now() - CLAIM_STALE_MS))),
      ),
    )
    .returning({ id: richMenus.id });
  if (!row) {
    await rowOf(db, accountId, id);
    throw new HttpError(409, messages.busy);
  }
  try {
    return await work();
  } finally {
    await db.update(richMenus).set({ busySince: null }).where(eq(richMenus.id, id));
  }
}

/**
 * Publishes a menu (first time or again): the plan's calls in LINE's order, then the rows say what
 * LINE has. A failure before any friend, alias or default moved deletes the half-made LINE menu;
 * after, the row points at the new menu (friends are partly on it) and the log says where it stopped.
 */
export function publishMenu(deps: PublishDeps, accountId: number, id: number): Promise<RichMenu> {
  return claimed(deps.db, accountId, id, () => publishClaimed(deps, accountId, id));
}

async function publishClaimed(deps: PublishDeps, accountId: number, id: number): Promise<RichMenu> {
  const { db, api } = deps;
  const row = await rowOf(db, accountId, id);
  if (row.imageId === null) throw new HttpError(409, messages.imageMissing);
  const media = await deps.readMedia(
    accountId,
    row.imageId,
    VARIANTS[row.mode as RichMenuMode] ?? 'original',
  );
  if (!media) throw new HttpError(409, messages.imageNotFound);
  if (media.width !== row.width || media.height !== row.height)
    throw new HttpError(409, messages.imageSize(media.width, media.height));
  await checkSwitchTargets(db, accountId, row);

  const audience = audienceOf(row);
  const userIds =
    audience.type === 'segment' ? await segmentUserIds(db, accountId, audience.member_query_id) : [];
  const planAudience: PlanAudience =
    audience.type === 'default'
      ? { type: 'default' }
      : audience.type === 'segment'
        ? { type: 'users', userIds }
        : { type: 'none' };
  const live = await liveOf(db, row);
  const liveAliases = (
    await db
      .select({ alias: richMenus.liveAliasId })
      .from(richMenus)
      .where(
        and(
          eq(richMenus.accountId, accountId),
          eq(richMenus.status, 'published'),
          isNotNull(richMenus.liveAliasId),
        ),
      )
  ).map((r) => r.alias as string);
  const steps = planPublish(live, { aliasId: row.aliasId, liveAliases, audience: planAudience });
  const image: RichMenuImage = { bytes: media.bytes, contentType: media.contentType };
  const run = await runPlan(api, steps, lineRichMenu(menuOf(row)), image);
  const action = live ? 'republish' : 'publish';

  if (run.error && !run.moved) {
    // Nothing points at the new LINE menu yet: delete it so no half-made menu stays at LINE.
    if (run.newMenuId) await api.deleteMenu(run.newMenuId).catch(() => undefined);
    await writeLog(db, accountId, {
      menuId: id,
      action,
      steps: run.done,
      error: run.error,
      lineRichMenuId: null,
      previous: live?.lineRichMenuId ?? null,
    });
    throw lineFailure(run.error);
  }

  const newId = run.newMenuId;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (planAudience.type === 'default') {
      // LINE has one default: the menu that had it is no longer the default one.
      await tx
        .update(richMenus)
        .set({ liveDefault: false, audienceType: 'none' })
        .where(
          and(
            eq(richMenus.accountId, accountId),
            ne(richMenus.id, id),
            eq(richMenus.audienceType, 'default'),
          ),
        );
      await tx
        .update(richMenus)
        .set({ liveDefault: false })
        .where(and(eq(richMenus.accountId, accountId), ne(richMenus.id, id)));
    }
    await tx.delete(richMenuLinks).where(eq(richMenuLinks.menuId, id));
    if (planAudience.type === 'users' && userIds.length > 0) {
      // Linking moves a friend from any other menu of theirs: LINE keeps one per user.
      await txDb.execute(sql`
        DELETE FROM rich_menu_links WHERE account_id = ${accountId}
          AND line_user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`);
      await txDb.execute(sql`
        INSERT INTO rich_menu_links (account_id, friend_id, line_user_id, menu_id)
        SELECT account_id, id, line_user_id, ${id} FROM friends
        WHERE account_id = ${accountId}
          AND line_user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`);
    }
    await tx
      .update(richMenus)
      .set({
        status: 'published',
        lineRichMenuId: newId,
        liveAliasId: row.aliasId,
        liveDefault: planAudience.type === 'default',
        changedSincePublish: run.error !== null,
        publishedAt: new Date(),
      })
      .where(eq(richMenus.id, id));
    if (row.aliasId) {
      // The alias moved to this menu: no other row has it live any more.
      await tx
        .update(richMenus)
        .set({ liveAliasId: null })
        .where(
          and(
            eq(richMenus.accountId, accountId),
            ne(richMenus.id, id),
            eq(richMenus.liveAliasId, row.aliasId),
          ),
        );
    }
  });
  await writeLog(db, accountId, {
    menuId: id,
    action,
    steps: run.done,
    error: run.error,
    lineRichMenuId: newId,
    previous: live?.lineRichMenuId ?? null,
  });
  if (run.error) throw lineFailure(run.error);
  return getMenu(db, accountId, id);
}

/**
 * Keeps every published segment menu's friends in step with its segment (run by the rich-menu
 * job every few minutes): the segment's new following friends linked, those who left unlinked,
 * in LINE's bulk calls. A menu busy publishing is left for the next round; a change is written to
 * the publish log (action sync). Returns what moved, for the job's log.
 */
export async function syncSegmentMenus(
  db: Db,
  apiFor: (accountId: number) => Promise<RichMenuLineApi>,
): Promise<{ menus: number; linked: number; unlinked: number; failed: number }> {
  const targets = await db
    .select({ id: richMenus.id, accountId: richMenus.accountId })
    .from(richMenus)
    .where(
      and(
        eq(richMenus.status, 'published'),
        eq(richMenus.audienceType, 'segment'),
        isNotNull(richMenus.lineRichMenuId),
      ),
    )
    .orderBy(asc(richMenus.id));
  const total = { menus: 0, linked: 0, unlinked: 0, failed: 0 };
  for (const target of targets) {
    try {
      const moved = await claimed(db, target.accountId, target.id, async () =>
        syncSegmentClaimed(db, await apiFor(target.accountId), target.accountId, target.id),
      );
      if (moved.linked + moved.unlinked > 0) total.menus += 1;
      total.linked += moved.linked;
      total.unlinked += moved.unlinked;
      if (moved.failed) total.failed += 1;
    } catch (error) {
      // Busy publishing, or its segment was deleted since: the next round looks again.
      if (error instanceof HttpError) continue;
      throw error;
    }
  }
  return total;
}

async function syncSegmentClaimed(
  db: Db,
  api: RichMenuLineApi,
  accountId: number,
  id: number,
): Promise<{ linked: number; unlinked: number; failed: boolean }> {
  const row = await rowOf(db, accountId, id);
  const live = await liveOf(db, row);
  if (!live || row.audienceType !== 'segment') return { linked: 0, unlinked: 0, failed: false };
  const current = await segmentUserIds(db, accountId, row.memberQueryId);
  // Only the segment's own friends can be held by another menu: read those, not every link of the
  // account, which grows with every segment menu and is read every five minutes.
  const elsewhere =
    current.length === 0
      ? []
      : await rows<{ line_user_id: string }>(
          db,
          sql`SELECT line_user_id FROM rich_menu_links WHERE account_id = ${accountId} AND menu_id <> ${id}
                AND line_user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(current)}::jsonb))`,
        );
  const plan = planSegmentSync(live, current, new Set(elsewhere.map((r) => r.line_user_id)));
  if (plan.steps.length === 0) return { linked: 0, unlinked: 0, failed: false };
  const run = await runPlan(api, plan.steps, null, null);
  // The rows follow what LINE did: the steps that ran, even when a later one failed.
  const linked = run.done.flatMap((step) => (step.kind === 'linkUsers' ? step.userIds : []));
  const unlinked = run.done.flatMap((step) => (step.kind === 'unlinkUsers' ? step.userIds : []));
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (unlinked.length > 0)
      await txDb.execute(sql`
        DELETE FROM rich_menu_links WHERE account_id = ${accountId} AND menu_id = ${id}
          AND line_user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(unlinked)}::jsonb))`);
    if (linked.length > 0)
      await txDb.execute(sql`
        INSERT INTO rich_menu_links (account_id, friend_id, line_user_id, menu_id)
        SELECT account_id, id, line_user_id, ${id} FROM friends
        WHERE account_id = ${accountId}
          AND line_user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(linked)}::jsonb))
        ON CONFLICT DO NOTHING`);
  });
  await writeLog(db, accountId, {
    menuId: id,
    action: 'sync',
    steps: run.done,
    error: run.error,
    lineRichMenuId: live.lineRichMenuId,
    previous: null,
  });
  return { linked: linked.length, unlinked: unlinked.length, failed: run.error !== null };
}

/** Takes a published menu off LINE (default, links, alias, the menu), then the rows say so. */
export function unpublishMenu(
  db: Db,
  api: RichMenuLineApi,
  accountId: number,
  id: number,
): Promise<RichMenu> {
  return claimed(db, accountId, id, () => unpublishClaimed(db, api, accountId, id));
}

async function unpublishClaimed(
  db: Db,
  api: RichMenuLineApi,
  accountId: number,
  id: number,
): Promise<RichMenu> {
  const row = await rowOf(db, accountId, id);
  const live = await liveOf(db, row);
  if (!live) throw new HttpError(409, messages.notPublished);
  const run = await runPlan(api, planUnpublish(live), null, null);
  await writeLog(db, accountId, {
    menuId: id,
    action: 'unpublish',
    steps: run.done,
    error: run.error,
    lineRichMenuId: null,
    previous: live.lineRichMenuId,
  });
  if (run.error) throw lineFailure(run.error);
  await db.transaction(async (tx) => {
    await tx.delete(richMenuLinks).where(eq(richMenuLinks.menuId, id));
    await tx
      .update(richMenus)
      .set({
        status: 'archived',
        lineRichMenuId: null,
        liveAliasId: null,
        liveDefault: false,
        changedSincePublish: false,
      })
      .where(eq(richMenus.id, id));
  });
  return getMenu(db, accountId, id);
}

export async function deleteMenu(db: Db, api: RichMenuLineApi, accountId: number, id: number): Promise<void> {
  await claimed(db, accountId, id, async () => {
    const row = await rowOf(db, accountId, id);
    if (row.status === 'published') await unpublishClaimed(db, api, accountId, id);
  });
  await db.delete(richMenus).where(and(eq(richMenus.id, id), eq(richMenus.accountId, accountId)));
}

/** Makes a menu the one every friend sees; a published one becomes LINE's default at once. */
export function setDefaultMenu(
  db: Db,
  api: RichMenuLineApi,
  accountId: number,
  id: number,
): Promise<RichMenu> {
  return claimed(db, accountId, id, () => setDefaultClaimed(db, api, accountId, id));
}

async function setDefaultClaimed(
  db: Db,
  api: RichMenuLineApi,
  accountId: number,
  id: number,
): Promise<RichMenu> {
  const row = await rowOf(db, accountId, id);
  if (row.status === 'published' && row.lineRichMenuId && !row.liveDefault) {
    const steps: PlanStep[] = [{ kind: 'setDefault', menu: row.lineRichMenuId }];
    const run = await runPlan(api, steps, null, null);
    await writeLog(db, accountId, {
      menuId: id,
      action: 'default',
      steps: run.done,
      error: run.error,
      lineRichMenuId: row.lineRichMenuId,
      previous: null,
    });
    if (run.error) throw lineFailure(run.error);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(richMenus)
      .set({ audienceType: 'none', memberQueryId: null, liveDefault: false })
      .where(
        and(eq(richMenus.accountId, accountId), ne(richMenus.id, id), eq(richMenus.audienceType, 'default')),
      );
    await tx
      .update(richMenus)
      .set({ liveDefault: false })
      .where(and(eq(richMenus.accountId, accountId), ne(richMenus.id, id)));
    await tx
      .update(richMenus)
      .set({
        audienceType: 'default',
        memberQueryId: null,
        liveDefault: row.status === 'published' && row.lineRichMenuId !== null,
        updatedAt: new Date(),
      })
      .where(eq(richMenus.id, id));
  });
  return getMenu(db, accountId, id);
}

// ---------------------------------------------------------------------------------------------
// Reads for other screens

/** What a friend sees: the menu linked to them (a segment's), else the published default. */
export async function friendMenu(db: Db, accountId: number, friendId: number): Promise<FriendRichMenu> {
  const [friend] = await rows(
    db,
    sql`SELECT id FROM friends WHERE id = ${friendId} AND account_id = ${accountId}`,
  );
  if (!friend) throw notFound();
  const [linked] = await db
    .select()
    .from(richMenus)
    .innerJoin(richMenuLinks, eq(richMenuLinks.menuId, richMenus.id))
    .where(
      and(
        eq(richMenuLinks.accountId, accountId),
        eq(richMenuLinks.friendId, friendId),
        eq(richMenus.status, 'published'),
      ),
    );
  const shown = (row: Row) => ({
    id: row.id,
    name: row.name,
    chat_bar_text: row.chatBarText,
    image_id: row.imageId,
    line_rich_menu_id: row.lineRichMenuId ?? '',
  });
  if (linked) return { friend_id: friendId, source: 'user', menu: shown(linked.rich_menus) };
  const [fallback] = await db
    .select()
    .from(richMenus)
    .where(
      and(
        eq(richMenus.accountId, accountId),
        eq(richMenus.status, 'published'),
        eq(richMenus.liveDefault, true),
      ),
    );
  if (fallback) return { friend_id: friendId, source: 'default', menu: shown(fallback) };
  return { friend_id: friendId, source: 'none', menu: null };
}

/**
 * Taps per area. The sandbox has no LINE to ask; the Messaging API has no per-area rich-menu
 * statistics (LINE Official Account Manager shows them, no API returns them), so both say why.
 */
/** LINE's insight lags a day: the 30 days up to yesterday, Japan time (LINE's yyyyMMdd and ours). */
export function insightPeriod(now: Date): { from: string; to: string; lineFrom: string; lineTo: string } {
  const JST_MS = 9 * 3_600_000;
  const day = (offset: number) =>
    new Date(now.getTime() + JST_MS + offset * 86_400_000).toISOString().slice(0, 10);
  const from = day(-30);
  const to = day(-1);
  return { from, to, lineFrom: from.replaceAll('-', ''), lineTo: to.replaceAll('-', '') };
}

const sameBounds = (a: RichMenuArea['bounds'], b: RichMenuArea['bounds']) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * A published menu's taps per area from LINE's rich-menu insight (matched to the areas by their
 * bounds, as LINE reports them), with how often the menu was shown; what LINE cannot give says why.
 */
export async function menuInsight(
  db: Db,
  api: RichMenuLineApi,
  accountId: number,
  id: number,
  now = new Date(),
): Promise<RichMenuInsight> {
  const row = await rowOf(db, accountId, id);
  const areas = row.areas as RichMenuArea[];
  const none = (message: string, available = false, period: { from: string; to: string } | null = null) => ({
    available,
    message,
    from: period?.from ?? null,
    to: period?.to ?? null,
    impressions: null,
    areas: areas.map((_, index) => ({ index, clicks: null, unique_users: null })),
  });
  if (api.sandbox) return none(messages.insightSandbox);
  if (row.status !== 'published' || !row.lineRichMenuId) return none(messages.insightNotPublished);
  const period = insightPeriod(now);
  let summary: Awaited<ReturnType<RichMenuLineApi['insightSummary']>>;
  try {
    summary = await api.insightSummary(row.lineRichMenuId, period.lineFrom, period.lineTo);
  } catch (error) {
    return none(messages.insightFailed(error instanceof LineCallError ? error.reason : String(error)));
  }
  if (!summary.clicks) return none(messages.insightBelowThreshold, true, period);
  const clicks = summary.clicks;
  return {
    available: true,
    message: null,
    from: period.from,
    to: period.to,
    impressions: summary.impression?.metrics.count ?? null,
    areas: areas.map((area, index) => {
      // An area LINE does not list was not tapped in the period.
      const found = clicks.find((click) => sameBounds(click.bounds, area.bounds));
      return { index, clicks: found?.metrics.count ?? 0, unique_users: found?.metrics.uniqueUsers ?? 0 };
    }),
  };
}

export async function publishLog(db: Db, accountId: number): Promise<RichMenuPublishLog[]> {
  const found = await db
    .select()
    .from(richMenuPublishLog)
    .where(eq(richMenuPublishLog.accountId, accountId))
    .orderBy(desc(richMenuPublishLog.id))
    .limit(100);
  return found.map((row) => ({
    id: row.id,
    menu_id: row.menuId,
    action: row.action as RichMenuPublishLog['action'],
    ok: row.ok,
    message: row.message,
    line_rich_menu_id: row.lineRichMenuId,
    previous_line_rich_menu_id: row.previousLineRichMenuId,
    steps: row.steps as RichMenuPublishLog['steps'],
    created_at: row.createdAt.toISOString(),
  }));
}

export async function sandboxCalls(db: Db, accountId: number) {
  const found = await db
    .select()
    .from(richMenuSandboxCalls)
    .where(eq(richMenuSandboxCalls.accountId, accountId))
    .orderBy(desc(richMenuSandboxCalls.id))
    .limit(1000);
  return found.reverse().map((row) => ({
    id: row.id,
    call: row.call,
    args: row.args as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The menus whose areas send a template (the templates feature refuses its delete while any does). */
export async function richMenuTemplateUses(db: Db, accountId: number, templateId: number) {
  const found = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM rich_menus WHERE account_id = ${accountId}
        AND areas @> ${JSON.stringify([{ action: { type: 'template', template_id: templateId } }])}::jsonb
        ORDER BY id`,
  );
  return found.map((row) => ({ kind: 'richmenu' as const, id: Number(row.id), name: row.name }));
}

/** The menus showing a media library image (the library refuses its delete while any does). */
export async function richMenuMediaUses(db: Db, accountId: number, mediaId: number) {
  const found = await db
    .select({ id: richMenus.id, name: richMenus.name })
    .from(richMenus)
    .where(and(eq(richMenus.accountId, accountId), eq(richMenus.imageId, mediaId)))
    .orderBy(asc(richMenus.id));
  return found.map((row) => ({ kind: messages.mediaUseKind, id: row.id, name: row.name }));
}
