import { lineMessagesProblems } from '@console/contract/line';
import {
  type ContentGroup,
  TEMPLATE_NO_GROUP,
  TEMPLATE_PREVIEW_LENGTH,
  TEMPLATE_USE_LABELS,
  type Template,
  type TemplateInput,
  type TemplateListItem,
  type TemplateQuery,
  type TemplateStatus,
  type TemplateUse,
} from '@console/contract/templates';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { contentGroups, messageTemplates, messageWords } from '../content';
import { type Db, rows } from '../db';
import { HttpError } from '../http-error';
import { type ListSource, offsetBatches } from '../list-response';
import { containsPattern, foldName } from '../name-search';
import { reorderAccountRows } from '../ordering';
import type { LineValidator } from './line';
import { messages } from './messages';

type Row = typeof messageTemplates.$inferSelect;
type Obj = Record<string, unknown>;

const notFound = () => new HttpError(404, messages.notFound);
const invalid = (errors: Record<string, string[]>) => new HttpError(422, messages.validation, errors);

/** The list's search text: the name and the messages' words, folded as names are (kana either way). */
const searchTextOf = (name: string, list: readonly unknown[]) =>
  foldName([name, ...messageWords(list)].join(' '));

function templateOf(row: Row): Template {
  const list = row.messages as Obj[];
  return {
    id: row.id,
    name: row.name,
    group_id: row.groupId,
    status: row.status as TemplateStatus,
    messages: list,
    problems: lineMessagesProblems(list),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function listItemOf(row: Row): TemplateListItem {
  const list = row.messages as Obj[];
  const first = messageWords(list)[0] ?? '';
  return {
    id: row.id,
    name: row.name,
    group_id: row.groupId,
    status: row.status as TemplateStatus,
    types: list
      .map((message) => message.type)
      .filter((type) => typeof type === 'string') as TemplateListItem['types'],
    preview: [...first].slice(0, TEMPLATE_PREVIEW_LENGTH).join(''),
    problem_count: lineMessagesProblems(list).length,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The account's templates, newest change first, filtered by group, status and words. */
export function templateList(db: Db, accountId: number, query: TemplateQuery): ListSource<TemplateListItem> {
  const filters: SQL[] = [eq(messageTemplates.accountId, accountId)];
  if (query.group === TEMPLATE_NO_GROUP) filters.push(isNull(messageTemplates.groupId));
  else if (query.group !== undefined) filters.push(eq(messageTemplates.groupId, Number(query.group)));
  if (query.status) filters.push(eq(messageTemplates.status, query.status));
  const words = foldName(query.q ?? '');
  if (words) filters.push(sql`${messageTemplates.searchText} LIKE ${containsPattern(words)}`);
  const where = and(...filters);
  const order = [desc(messageTemplates.updatedAt), desc(messageTemplates.id)];
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select({ row: messageTemplates, total: sql<number>`(count(*) over ())::int` })
      .from(messageTemplates)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return { items: found.map(({ row }) => listItemOf(row)), total: found[0]?.total ?? null };
  };
  return {
    page,
    async count() {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(messageTemplates)
        .where(where);
      return row?.total ?? 0;
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

async function ownTemplate(db: Pick<Db, 'select'>, accountId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function getTemplate(db: Db, accountId: number, id: number): Promise<Template> {
  return templateOf(await ownTemplate(db, accountId, id));
}

async function checkGroup(db: Db, accountId: number, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) return null;
  const [group] = await db
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(and(eq(contentGroups.id, groupId), eq(contentGroups.accountId, accountId)));
  if (!group) throw invalid({ group_id: [messages.unknownGroup] });
  return group.id;
}

/**
 * What a write stores. A ready template has met our limits (the schema) and, where the account
 * has a LINE channel, LINE's validate endpoint: a refusal is a 422 on `messages` in LINE's words.
 */
async function written(db: Db, validate: LineValidator, accountId: number, input: TemplateInput) {
  const groupId = await checkGroup(db, accountId, input.group_id);
  const list = input.messages as Obj[];
  if (input.status === 'ready') {
    const verdict = await validate(accountId, list);
    if (!verdict.ok)
      throw invalid({
        messages: ['refused' in verdict ? messages.lineRefused(verdict.refused) : messages.lineUnreachable],
      });
  }
  return {
    groupId,
    name: input.name,
    status: input.status,
    messages: list,
    searchText: searchTextOf(input.name, list),
    updatedAt: new Date(),
  };
}

export async function createTemplate(
  db: Db,
  validate: LineValidator,
  accountId: number,
  input: TemplateInput,
): Promise<Template> {
  const values = await written(db, validate, accountId, input);
  const [row] = await db
    .insert(messageTemplates)
    .values({ accountId, ...values })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return templateOf(row);
}

export async function updateTemplate(
  db: Db,
  validate: LineValidator,
  accountId: number,
  id: number,
  input: TemplateInput,
): Promise<Template> {
  await ownTemplate(db, accountId, id);
  const values = await written(db, validate, accountId, input);
  const [row] = await db
    .update(messageTemplates)
    .set(values)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.accountId, accountId)))
    .returning();
  if (!row) throw notFound();
  return templateOf(row);
}

/** 「ジャーニー「春の来店」、配信「12月のお知らせ」」: what a refused delete names (three, then ほかN件). */
export function usesText(uses: readonly TemplateUse[]): string {
  const named = uses.slice(0, 3).map((use) => `${TEMPLATE_USE_LABELS[use.kind]}「${use.name}」`);
  const rest = uses.length - named.length;
  return named.join('、') + (rest > 0 ? ` ほか${rest}件` : '');
}

export async function deleteTemplate(
  db: Db,
  uses: (accountId: number, id: number) => Promise<TemplateUse[]>,
  accountId: number,
  id: number,
): Promise<void> {
  await ownTemplate(db, accountId, id);
  const using = await uses(accountId, id);
  if (using.length > 0) throw new HttpError(409, messages.inUse(usesText(using)));
  await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.accountId, accountId)));
}

/** A copy in the same group, as a draft, named 「…（コピー）」 (cut to the name's limit). */
export async function copyTemplate(db: Db, accountId: number, id: number): Promise<Template> {
  const source = await ownTemplate(db, accountId, id);
  const name =
    [...source.name].slice(0, 100 - [...messages.copySuffix].length).join('') + messages.copySuffix;
  const [row] = await db
    .insert(messageTemplates)
    .values({
      accountId,
      groupId: source.groupId,
      name,
      status: 'draft',
      messages: source.messages,
      searchText: searchTextOf(name, source.messages as Obj[]),
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return templateOf(row);
}

// Groups ----------------------------------------------------------------------------------------

/** The account's groups with their template counts; `id` narrows to one (no need to read them all). */
function groupRows(db: Db, accountId: number, id?: number): Promise<ContentGroup[]> {
  return rows<ContentGroup>(
    db,
    sql`SELECT g.id, g.name, g."order",
               (SELECT count(*)::int FROM message_templates t WHERE t.group_id = g.id) AS template_count
        FROM content_groups g
        WHERE g.account_id = ${accountId}${id === undefined ? sql`` : sql` AND g.id = ${id}`}
        ORDER BY g."order", g.id`,
  );
}

export function listGroups(db: Db, accountId: number): Promise<ContentGroup[]> {
  return groupRows(db, accountId);
}

async function groupById(db: Db, accountId: number, id: number): Promise<ContentGroup> {
  const [found] = await groupRows(db, accountId, id);
  if (!found) throw notFound();
  return found;
}

export async function createGroup(db: Db, accountId: number, name: string): Promise<ContentGroup> {
  const [row] = await db
    .insert(contentGroups)
    .values({
      accountId,
      name,
      order: sql`(SELECT coalesce(max("order"), 0) + 1 FROM content_groups WHERE account_id = ${accountId})`,
    })
    .returning({ id: contentGroups.id });
  if (!row) throw new Error('insert returned nothing');
  return groupById(db, accountId, row.id);
}

export async function renameGroup(
  db: Db,
  accountId: number,
  id: number,
  name: string,
): Promise<ContentGroup> {
  const [row] = await db
    .update(contentGroups)
    .set({ name })
    .where(and(eq(contentGroups.id, id), eq(contentGroups.accountId, accountId)))
    .returning({ id: contentGroups.id });
  if (!row) throw notFound();
  return groupById(db, accountId, id);
}

export async function sortGroups(db: Db, accountId: number, ids: readonly number[]): Promise<void> {
  await reorderAccountRows(db, 'content_groups', accountId, ids, messages.groupOrder);
}

/** Deletes a group; its templates stay, ungrouped (the foreign key sets their group to null). */
export async function deleteGroup(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(contentGroups)
    .where(and(eq(contentGroups.id, id), eq(contentGroups.accountId, accountId)))
    .returning({ id: contentGroups.id });
  if (deleted.length === 0) throw notFound();
}
