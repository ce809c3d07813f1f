import {
  type CommonVarInput,
  type CommonVars,
  choiceNames,
  FAVORITE_GROUP_ID,
  FAVORITE_GROUP_NAME,
  type Forms,
  type Friend,
  type FriendDetail,
  type FriendPatch,
  type FriendQuery,
  type LineChannel,
  type LineChannelInput,
  type MemberFilter,
  type MemberQuery,
  type Tag,
  type TagGroup,
  TRANSLATABLE_VAR_TYPES,
  VAR_VALUE_MAX_LENGTH,
  type VarChoice,
  type VarInput,
  type Varia,
  type VarType,
} from '@console/contract/friends';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type Row, rows } from '../db';
import { HttpError, invalidField } from '../http-error';
import type { ListSource } from '../list-response';
import { filterConditions, listFilter, nameCondition } from '../members';
import { foldName } from '../name-search';
import { messages } from './messages';
import {
  friends,
  friendTagGroups,
  friendTagLinks,
  friendTags,
  friendVarValues,
  lineChannels,
  memberQueries,
  varChoices,
  varGroups,
  vars,
} from './schema';

const notFound = () => new HttpError(404, messages.notFound);
const invalid = invalidField;
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/*
 * Shape and field rules (names, lengths, types, codes, choices, the channel's ids) are the
 * contract's input schemas' (issue 26 §3): a body reaches these functions checked and trimmed.
 * What is checked here needs the database: existence, uniqueness, the account's own ids, and a
 * friend's value against its variable's type and choices.
 */

export type VarKind = 'var' | 'common' | 'form';

// ---------------------------------------------------------------------------------------------
// Variables: friend info (var), common variables (common) and form items (form)

async function groupsAndItems(db: Db, accountId: number, kind: VarKind) {
  const groups = await db
    .select({ id: varGroups.id, name: varGroups.name })
    .from(varGroups)
    .where(and(eq(varGroups.accountId, accountId), eq(varGroups.kind, kind)))
    .orderBy(asc(varGroups.order), asc(varGroups.id));
  const items = await db
    .select()
    .from(vars)
    .where(and(eq(vars.accountId, accountId), eq(vars.kind, kind)))
    .orderBy(asc(vars.order), asc(vars.id));
  return { groups, items };
}

const itemOf = (row: typeof vars.$inferSelect) => ({
  id: row.id,
  name: row.name,
  type: row.type as VarType,
  group_id: row.groupId,
  favorite: row.favorite,
  translatable: TRANSLATABLE_VAR_TYPES.has(row.type as VarType),
});

/** spec §3: groups (the `fav` group first when any item is a favourite), items, id order. */
export async function varia(db: Db, accountId: number): Promise<Varia> {
  const { groups, items } = await groupsAndItems(db, accountId, 'var');
  const favorites = items.some((item) => item.favorite);
  return {
    groups: [
      ...(favorites ? [{ id: FAVORITE_GROUP_ID, name: FAVORITE_GROUP_NAME } as const] : []),
      ...groups,
    ],
    items: items.map(itemOf),
    ids: items.map((item) => item.id),
  };
}

export async function commonVars(db: Db, accountId: number): Promise<CommonVars> {
  const { groups, items } = await groupsAndItems(db, accountId, 'common');
  const favorites = items.some((item) => item.favorite);
  return {
    groups: [
      ...(favorites ? [{ id: FAVORITE_GROUP_ID, name: FAVORITE_GROUP_NAME } as const] : []),
      ...groups,
    ],
    items: items.map((row) => ({ ...itemOf(row), code: row.code ?? '', value: row.value })),
    ids: items.map((item) => item.id),
  };
}

export async function forms(db: Db, accountId: number): Promise<Forms> {
  const { groups, items } = await groupsAndItems(db, accountId, 'form');
  return {
    groups,
    items: items.map((row) => ({ ...itemOf(row), code: row.code ?? '' })),
    ids: items.map((item) => item.id),
  };
}

async function varOf(db: Db, accountId: number, id: number, kind: VarKind) {
  const [row] = await db
    .select()
    .from(vars)
    .where(and(eq(vars.id, id), eq(vars.accountId, accountId), eq(vars.kind, kind)));
  if (!row) throw notFound();
  return row;
}

export async function choicesOf(db: Db, accountId: number, varId: number): Promise<VarChoice[]> {
  await varOf(db, accountId, varId, 'var');
  return db
    .select({ id: varChoices.id, name: varChoices.name })
    .from(varChoices)
    .where(eq(varChoices.varId, varId))
    .orderBy(asc(varChoices.order), asc(varChoices.id));
}

async function checkGroup(db: Db, accountId: number, kind: VarKind, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) return null;
  const [group] = await db
    .select({ id: varGroups.id })
    .from(varGroups)
    .where(and(eq(varGroups.id, groupId), eq(varGroups.accountId, accountId), eq(varGroups.kind, kind)));
  if (!group) throw invalid('group_id', messages.unknownGroup);
  return group.id;
}

/** The choices to store: a choice variable's (the schema has checked them), else none. */
const storedChoices = (input: VarInput): string[] | null =>
  input.type === 'choice' ? choiceNames(input.choices) : null;

const nextOrder = async (db: Pick<Db, 'execute'>, table: string, where: SQL) => {
  const [row] = await rows(
    db,
    sql`SELECT coalesce(max("order"), 0) + 1 AS next FROM ${sql.raw(table)} WHERE ${where}`,
  );
  return Number(row?.next ?? 1);
};

export async function createVar(db: Db, accountId: number, input: VarInput) {
  const { name, type } = input;
  const choices = storedChoices(input);
  const groupId = await checkGroup(db, accountId, 'var', input.group_id);
  return db.transaction(async (tx) => {
    const order = await nextOrder(tx, 'vars', sql`account_id = ${accountId} AND kind = 'var'`);
    const [row] = await tx
      .insert(vars)
      .values({ accountId, kind: 'var', name, type, groupId, favorite: input.favorite ?? false, order })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    if (choices) {
      await tx
        .insert(varChoices)
        .values(choices.map((choice, i) => ({ varId: row.id, name: choice, order: i + 1 })));
    }
    return itemOf(row);
  });
}

export async function updateVar(db: Db, accountId: number, id: number, input: VarInput) {
  const current = await varOf(db, accountId, id, 'var');
  const { name, type } = input;
  const choices = storedChoices(input);
  const groupId =
    input.group_id === undefined ? current.groupId : await checkGroup(db, accountId, 'var', input.group_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(vars)
      .set({ name, type, groupId, favorite: input.favorite ?? current.favorite })
      .where(eq(vars.id, id))
      .returning();
    if (!row) throw notFound();
    // Choices are kept by name, so a friend's stored value (a choice's name) stays valid.
    await tx.delete(varChoices).where(eq(varChoices.varId, id));
    if (choices) {
      await tx
        .insert(varChoices)
        .values(choices.map((choice, i) => ({ varId: id, name: choice, order: i + 1 })));
    }
    return itemOf(row);
  });
}

export async function deleteVar(db: Db, accountId: number, id: number, kind: VarKind) {
  await varOf(db, accountId, id, kind);
  await db.delete(vars).where(eq(vars.id, id));
}

export async function createVarGroup(db: Db, accountId: number, kind: VarKind, name: string) {
  const order = await nextOrder(db, 'var_groups', sql`account_id = ${accountId} AND kind = ${kind}`);
  const [row] = await db.insert(varGroups).values({ accountId, kind, name, order }).returning();
  return { id: row?.id ?? 0, name };
}

export async function updateVarGroup(db: Db, accountId: number, kind: VarKind, id: number, name: string) {
  const [row] = await db
    .update(varGroups)
    .set({ name })
    .where(and(eq(varGroups.id, id), eq(varGroups.accountId, accountId), eq(varGroups.kind, kind)))
    .returning();
  if (!row) throw notFound();
  return { id, name };
}

/** Deletes a group; its items stay, ungrouped. */
export async function deleteVarGroup(db: Db, accountId: number, kind: VarKind, id: number) {
  const deleted = await db
    .delete(varGroups)
    .where(and(eq(varGroups.id, id), eq(varGroups.accountId, accountId), eq(varGroups.kind, kind)))
    .returning({ id: varGroups.id });
  if (deleted.length === 0) throw notFound();
}

export async function getCommonVar(db: Db, accountId: number, id: number) {
  const row = await varOf(db, accountId, id, 'common');
  return { ...itemOf(row), code: row.code ?? '', value: row.value };
}

export async function saveCommonVar(db: Db, accountId: number, id: number | null, input: CommonVarInput) {
  const { name, code } = input;
  const type = input.type ?? 'text';
  const current = id === null ? null : await varOf(db, accountId, id, 'common');
  const groupId =
    input.group_id === undefined && current
      ? current.groupId
      : await checkGroup(db, accountId, 'common', input.group_id);
  const [taken] = await db
    .select({ id: vars.id })
    .from(vars)
    .where(and(eq(vars.accountId, accountId), eq(vars.kind, 'common'), eq(vars.code, code)));
  if (taken && taken.id !== id) throw invalid('code', messages.codeTaken);
  const values = {
    name,
    code,
    value: input.value,
    type,
    groupId,
    favorite: input.favorite ?? current?.favorite ?? false,
  };
  const [row] = current
    ? await db.update(vars).set(values).where(eq(vars.id, current.id)).returning()
    : await db
        .insert(vars)
        .values({
          ...values,
          accountId,
          kind: 'common',
          order: await nextOrder(db, 'vars', sql`account_id = ${accountId} AND kind = 'common'`),
        })
        .returning();
  if (!row) throw notFound();
  return { ...itemOf(row), code: row.code ?? '', value: row.value };
}

// ---------------------------------------------------------------------------------------------
// Friends

const FRIEND_COLUMNS = sql`f.id, f.line_user_id, f.display_name, f.picture_url, f.status, f.followed_at,
  f.blocked_at, f.last_active_at,
  coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM friend_tag_links l WHERE l.friend_id = f.id), '{}') AS tag_ids`;

const friendOf = (row: Row): Friend => ({
  id: Number(row.id),
  line_user_id: String(row.line_user_id),
  display_name: String(row.display_name),
  picture_url: (row.picture_url as string | null) ?? null,
  status: row.status === 'blocked' ? 'blocked' : 'following',
  followed_at: iso(row.followed_at),
  blocked_at: iso(row.blocked_at),
  last_active_at: iso(row.last_active_at),
  tag_ids: tagIds(row.tag_ids),
});

/** A PostgreSQL int[] as node-postgres (array) or PGlite (array or `{1,2}` text) hands it over. */
function tagIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',').map(Number);
  return [];
}

/**
 * Sort orders, each the order of an index (or its backward scan): the times are nullable and put
 * friends without one last; names and ids are never null.
 */
const SORT_ORDERS = {
  followed_at: {
    desc: sql`f.followed_at DESC NULLS LAST, f.id DESC NULLS LAST`,
    asc: sql`f.followed_at ASC NULLS FIRST, f.id ASC NULLS FIRST`,
  },
  last_active_at: {
    desc: sql`f.last_active_at DESC NULLS LAST, f.id DESC`,
    asc: sql`f.last_active_at ASC NULLS FIRST, f.id ASC`,
  },
  display_name: { desc: sql`f.name_search DESC, f.id DESC`, asc: sql`f.name_search ASC, f.id ASC` },
  id: { desc: sql`f.id DESC`, asc: sql`f.id ASC` },
} as const;

/** The conditions of a friends query on `friends f`, the account's first. */
async function friendConditions(db: Db, accountId: number, query: FriendQuery): Promise<SQL[]> {
  const { filter, name } = listFilter(query);
  const where = [sql`f.account_id = ${accountId}`, ...filterConditions(filter)];
  if (name) where.push(nameCondition(name));
  if (query.member_query) {
    const stored = await getMemberQuery(db, accountId, Number(query.member_query));
    where.push(...filterConditions(stored.filter));
  }
  return where;
}

/**
 * The friends list of a query as the list helper reads it (one page with the whole count, the
 * count alone, or every friend a batch at a time). The query is checked, and its segment looked
 * up, once, before anything is answered: a bad one is a 422 (or 404), never a cut stream.
 */
export async function friendsSource(
  db: Db,
  accountId: number,
  query: FriendQuery,
): Promise<ListSource<Friend>> {
  const where = sql.join(await friendConditions(db, accountId, query), sql` AND `);
  const order = SORT_ORDERS[query.sort ?? 'followed_at'][query.order === 'asc' ? 'asc' : 'desc'];
  const page = async (limit: number, offset: number) =>
    (
      await rows(
        db,
        sql`SELECT ${FRIEND_COLUMNS} FROM friends f WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
    ).map(friendOf);
  const count = async () =>
    Number((await rows(db, sql`SELECT count(*)::int AS n FROM friends f WHERE ${where}`))[0]?.n ?? 0);
  return {
    async page(limit, offset) {
      const [items, total] = await Promise.all([page(limit, offset), count()]);
      return { items, total };
    },
    count,
    async *batches(size) {
      for (let offset = 0; ; offset += size) {
        const items = await page(size, offset);
        if (items.length > 0) yield items;
        if (items.length < size) return;
      }
    },
  };
}

/** A page of the friends list, sorted on the server, with the count of the whole list. */
export async function listFriends(
  db: Db,
  accountId: number,
  query: FriendQuery,
  page: { limit: number; offset: number },
): Promise<{ items: Friend[]; total: number }> {
  const source = await friendsSource(db, accountId, query);
  const result = await source.page(page.limit, page.offset);
  return { items: result.items, total: result.total ?? 0 };
}

export async function getFriend(db: Db, accountId: number, id: number): Promise<FriendDetail> {
  const [row] = await rows(
    db,
    sql`SELECT ${FRIEND_COLUMNS}, f.memo FROM friends f WHERE f.id = ${id} AND f.account_id = ${accountId}`,
  );
  if (!row) throw notFound();
  const values = await db
    .select({ varId: friendVarValues.varId, value: friendVarValues.value })
    .from(friendVarValues)
    .where(eq(friendVarValues.friendId, id));
  return {
    ...friendOf(row),
    memo: String(row.memo ?? ''),
    vars: Object.fromEntries(values.map((value) => [String(value.varId), value.value])),
  };
}

/** A value for a variable of `type`, normalised (full-width digits, 2024/7/1), or a field error. */
export function varValueOf(
  type: VarType,
  raw: string,
  choices: readonly string[],
): string | { error: string } {
  const value = raw.normalize('NFKC').trim();
  if (value.length > VAR_VALUE_MAX_LENGTH) return { error: messages.varValue };
  switch (type) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value.replaceAll(',', ''))
        ? value.replaceAll(',', '')
        : { error: messages.number };
    case 'date': {
      const match = /^(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?$/.exec(value);
      if (!match) return { error: messages.date };
      const day = `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day
        ? { error: messages.date }
        : day;
    }
    case 'choice':
      return choices.includes(value) ? value : { error: messages.choice };
    default:
      return raw.trim();
  }
}

export async function patchFriend(db: Db, accountId: number, id: number, patch: FriendPatch) {
  const [friend] = await db
    .select({ id: friends.id })
    .from(friends)
    .where(and(eq(friends.id, id), eq(friends.accountId, accountId)));
  if (!friend) throw notFound();
  const set: Partial<typeof friends.$inferInsert> = {};
  if (patch.memo !== undefined) set.memo = patch.memo;
  if (patch.display_name !== undefined) {
    set.displayName = patch.display_name;
    set.nameSearch = foldName(set.displayName);
  }
  const entries = Object.entries(patch.vars ?? {});
  const writes: { varId: number; value: string }[] = [];
  if (entries.length > 0) {
    const ids = entries.map(([key]) => (/^\d{1,9}$/.test(key) ? Number(key) : -1));
    const defs = await db
      .select({ id: vars.id, type: vars.type })
      .from(vars)
      .where(and(eq(vars.accountId, accountId), eq(vars.kind, 'var'), inArray(vars.id, ids)));
    const byId = new Map(defs.map((def) => [def.id, def.type as VarType]));
    const choiceRows = await db
      .select({ varId: varChoices.varId, name: varChoices.name })
      .from(varChoices)
      .where(inArray(varChoices.varId, [...byId.keys(), -1]));
    const errors: Record<string, string[]> = {};
    entries.forEach(([key, raw], index) => {
      const type = byId.get(ids[index] ?? -1);
      if (!type) {
        errors[`vars.${key}`] = [messages.unknownVar];
        return;
      }
      if (raw.trim() === '') {
        writes.push({ varId: ids[index] ?? -1, value: '' });
        return;
      }
      const choices = choiceRows.filter((row) => row.varId === ids[index]).map((row) => row.name);
      const value = varValueOf(type, raw, choices);
      if (typeof value === 'string') writes.push({ varId: ids[index] ?? -1, value });
      else errors[`vars.${key}`] = [value.error];
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
  }
  await db.transaction(async (tx) => {
    if (Object.keys(set).length > 0) await tx.update(friends).set(set).where(eq(friends.id, id));
    for (const write of writes) {
      if (write.value === '') {
        await tx
          .delete(friendVarValues)
          .where(and(eq(friendVarValues.friendId, id), eq(friendVarValues.varId, write.varId)));
      } else {
        await tx
          .insert(friendVarValues)
          .values({ friendId: id, varId: write.varId, value: write.value })
          .onConflictDoUpdate({
            target: [friendVarValues.varId, friendVarValues.friendId],
            set: { value: write.value },
          });
      }
    }
  });
  return getFriend(db, accountId, id);
}

// ---------------------------------------------------------------------------------------------
// Tags and tag groups

export async function listTagGroups(db: Db, accountId: number): Promise<TagGroup[]> {
  return db
    .select({ id: friendTagGroups.id, name: friendTagGroups.name, order: friendTagGroups.order })
    .from(friendTagGroups)
    .where(eq(friendTagGroups.accountId, accountId))
    .orderBy(asc(friendTagGroups.order), asc(friendTagGroups.id));
}

/** Tags in order, each with the number of friends (following or not) that carry it. */
export async function listTags(db: Db, accountId: number, ids?: readonly number[]): Promise<Tag[]> {
  const only = ids
    ? sql` AND t.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
    : sql``;
  const found = await rows(
    db,
    sql`SELECT t.id, t.name, t.group_id, t."order",
               (SELECT count(*)::int FROM friend_tag_links l WHERE l.tag_id = t.id) AS friend_count
        FROM friend_tags t WHERE t.account_id = ${accountId}${only}
        ORDER BY t."order", t.id`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    group_id: row.group_id === null ? null : Number(row.group_id),
    order: Number(row.order),
    friend_count: Number(row.friend_count),
  }));
}

export async function getTag(db: Db, accountId: number, id: number): Promise<Tag> {
  const [tag] = await listTags(db, accountId, [id]);
  if (!tag) throw notFound();
  return tag;
}

async function checkTagGroup(db: Db, accountId: number, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) return null;
  const [group] = await db
    .select({ id: friendTagGroups.id })
    .from(friendTagGroups)
    .where(and(eq(friendTagGroups.id, groupId), eq(friendTagGroups.accountId, accountId)));
  if (!group) throw invalid('group_id', messages.unknownGroup);
  return group.id;
}

async function checkTagName(db: Db, accountId: number, name: string, except: number | null) {
  const [same] = await db
    .select({ id: friendTags.id })
    .from(friendTags)
    .where(and(eq(friendTags.accountId, accountId), eq(friendTags.name, name)));
  if (same && same.id !== except) throw invalid('name', messages.tagTaken);
}

export async function createTag(
  db: Db,
  accountId: number,
  input: { name: string; group_id?: number | null | undefined },
) {
  const { name } = input;
  const groupId = await checkTagGroup(db, accountId, input.group_id);
  await checkTagName(db, accountId, name, null);
  const order = await nextOrder(db, 'friend_tags', sql`account_id = ${accountId}`);
  const [row] = await db
    .insert(friendTags)
    .values({ accountId, name, groupId, order })
    .returning({ id: friendTags.id });
  return getTag(db, accountId, row?.id ?? 0);
}

export async function updateTag(
  db: Db,
  accountId: number,
  id: number,
  input: { name: string; group_id?: number | null | undefined },
) {
  await getTag(db, accountId, id);
  const { name } = input;
  const set: Partial<typeof friendTags.$inferInsert> = { name };
  if (input.group_id !== undefined) set.groupId = await checkTagGroup(db, accountId, input.group_id);
  await checkTagName(db, accountId, name, id);
  await db.update(friendTags).set(set).where(eq(friendTags.id, id));
  return getTag(db, accountId, id);
}

export async function deleteTag(db: Db, accountId: number, id: number) {
  const deleted = await db
    .delete(friendTags)
    .where(and(eq(friendTags.id, id), eq(friendTags.accountId, accountId)))
    .returning({ id: friendTags.id });
  if (deleted.length === 0) throw notFound();
}

export async function createTagGroup(db: Db, accountId: number, name: string): Promise<TagGroup> {
  const order = await nextOrder(db, 'friend_tag_groups', sql`account_id = ${accountId}`);
  const [row] = await db.insert(friendTagGroups).values({ accountId, name, order }).returning();
  return { id: row?.id ?? 0, name, order };
}

export async function updateTagGroup(db: Db, accountId: number, id: number, name: string): Promise<TagGroup> {
  const [row] = await db
    .update(friendTagGroups)
    .set({ name })
    .where(and(eq(friendTagGroups.id, id), eq(friendTagGroups.accountId, accountId)))
    .returning();
  if (!row) throw notFound();
  return { id, name, order: row.order };
}

/** Deletes a tag group; its tags stay, ungrouped. */
export async function deleteTagGroup(db: Db, accountId: number, id: number) {
  const deleted = await db
    .delete(friendTagGroups)
    .where(and(eq(friendTagGroups.id, id), eq(friendTagGroups.accountId, accountId)))
    .returning({ id: friendTagGroups.id });
  if (deleted.length === 0) throw notFound();
}

/** Checks that every id is a friend of the account (all or nothing; the count is the schema's). */
async function checkFriendIds(db: Db, accountId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const [row] = await rows(
    db,
    sql`SELECT count(*)::int AS n FROM friends
        WHERE account_id = ${accountId}
          AND id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))`,
  );
  if (Number(row?.n ?? 0) !== unique.length) throw invalid('friend_ids', messages.unknownFriends);
  return unique;
}

/** Puts the tag on the friends (those already tagged are left as they are). */
export async function tagFriends(db: Db, accountId: number, tagId: number, friendIds: readonly number[]) {
  await getTag(db, accountId, tagId);
  const ids = await checkFriendIds(db, accountId, friendIds);
  const added = await rows(
    db,
    sql`INSERT INTO friend_tag_links (tag_id, friend_id)
        SELECT ${tagId}::int, value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING friend_id`,
  );
  return { changed: added.length, friend_count: (await getTag(db, accountId, tagId)).friend_count };
}

export async function untagFriends(db: Db, accountId: number, tagId: number, friendIds: readonly number[]) {
  await getTag(db, accountId, tagId);
  const ids = await checkFriendIds(db, accountId, friendIds);
  const removed = await db
    .delete(friendTagLinks)
    .where(and(eq(friendTagLinks.tagId, tagId), inArray(friendTagLinks.friendId, ids)))
    .returning({ id: friendTagLinks.friendId });
  return { changed: removed.length, friend_count: (await getTag(db, accountId, tagId)).friend_count };
}

// ---------------------------------------------------------------------------------------------
// Member queries (segments)

/** The filter with its tag and variable ids checked against the account. */
async function checkedFilter(db: Db, accountId: number, filter: MemberFilter): Promise<MemberFilter> {
  const tagIds = [...(filter.tags_any ?? []), ...(filter.tags_all ?? []), ...(filter.tags_none ?? [])];
  if (tagIds.length > 0) {
    const found = await db
      .select({ id: friendTags.id })
      .from(friendTags)
      .where(and(eq(friendTags.accountId, accountId), inArray(friendTags.id, tagIds)));
    if (found.length !== new Set(tagIds).size) throw invalid('filter.tags', messages.unknownTags);
  }
  const varIds = (filter.vars ?? []).map((condition) => condition.var_id);
  if (varIds.length > 0) {
    const found = await db
      .select({ id: vars.id })
      .from(vars)
      .where(and(eq(vars.accountId, accountId), eq(vars.kind, 'var'), inArray(vars.id, varIds)));
    if (found.length !== new Set(varIds).size) throw invalid('filter.vars', messages.unknownVars);
  }
  return filter;
}

const memberQueryOf = (row: typeof memberQueries.$inferSelect): MemberQuery => ({
  id: row.id,
  name: row.name,
  filter: row.filter as MemberFilter,
  updated_at: row.updatedAt.toISOString(),
});

export async function listMemberQueries(db: Db, accountId: number): Promise<MemberQuery[]> {
  const found = await db
    .select()
    .from(memberQueries)
    .where(eq(memberQueries.accountId, accountId))
    .orderBy(asc(memberQueries.id));
  return found.map(memberQueryOf);
}

export async function getMemberQuery(db: Db, accountId: number, id: number): Promise<MemberQuery> {
  const [row] = await db
    .select()
    .from(memberQueries)
    .where(and(eq(memberQueries.id, id), eq(memberQueries.accountId, accountId)));
  if (!row) throw notFound();
  return memberQueryOf(row);
}

export async function saveMemberQuery(
  db: Db,
  accountId: number,
  id: number | null,
  input: { name: string; filter: MemberFilter },
): Promise<MemberQuery> {
  const { name } = input;
  const filter = await checkedFilter(db, accountId, input.filter);
  if (id !== null) await getMemberQuery(db, accountId, id);
  const [row] =
    id === null
      ? await db.insert(memberQueries).values({ accountId, name, filter }).returning()
      : await db
          .update(memberQueries)
          .set({ name, filter, updatedAt: new Date() })
          .where(eq(memberQueries.id, id))
          .returning();
  if (!row) throw notFound();
  return memberQueryOf(row);
}

export async function deleteMemberQuery(db: Db, accountId: number, id: number) {
  const deleted = await db
    .delete(memberQueries)
    .where(and(eq(memberQueries.id, id), eq(memberQueries.accountId, accountId)))
    .returning({ id: memberQueries.id });
  if (deleted.length === 0) throw notFound();
}

/** How many friends of the account a filter picks (live: counted on every call). */
export async function countMembers(db: Db, accountId: number, filter: MemberFilter): Promise<number> {
  const checked = await checkedFilter(db, accountId, filter);
  const where = sql.join([sql`f.account_id = ${accountId}`, ...filterConditions(checked)], sql` AND `);
  const [row] = await rows(db, sql`SELECT count(*)::int AS n FROM friends f WHERE ${where}`);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// The LINE channel

export async function channelById(db: Db, id: number) {
  const [row] = await db
    .select({ id: lineChannels.id, accountId: lineChannels.accountId, secret: lineChannels.channelSecret })
    .from(lineChannels)
    .where(eq(lineChannels.id, id));
  return row ?? null;
}

/** Sets the account's LINE channel (made on first save; the secret is needed then). */
export async function saveChannel(db: Db, accountId: number, input: LineChannelInput): Promise<void> {
  const { name, line_channel_id: lineChannelId, channel_secret: secret, access_token: token } = input;
  const [current] = await db
    .select({ id: lineChannels.id })
    .from(lineChannels)
    .where(eq(lineChannels.accountId, accountId));
  if (!current && !secret) throw invalid('channel_secret', messages.secretNeeded);
  const values: Partial<typeof lineChannels.$inferInsert> = { name, lineChannelId };
  if (secret) values.channelSecret = secret.toLowerCase();
  if (token !== undefined) values.accessToken = token === '' ? null : token;
  if (input.basic_id !== undefined) values.basicId = input.basic_id === '' ? null : input.basic_id;
  if (input.login_channel_id === '') {
    values.loginChannelId = null;
    values.loginChannelSecret = null;
  } else if (input.login_channel_id !== undefined) {
    values.loginChannelId = input.login_channel_id;
  }
  if (input.login_channel_id !== '' && input.login_channel_secret) {
    values.loginChannelSecret = input.login_channel_secret.toLowerCase();
  }
  if (values.loginChannelId) {
    // A login channel without its secret could send people to LINE but never learn who they are.
    const [stored] = current
      ? await db
          .select({ secret: lineChannels.loginChannelSecret })
          .from(lineChannels)
          .where(eq(lineChannels.id, current.id))
      : [];
    if (!values.loginChannelSecret && !stored?.secret) {
      throw invalid('login_channel_secret', messages.loginSecretNeeded);
    }
  }
  if (current) await db.update(lineChannels).set(values).where(eq(lineChannels.id, current.id));
  else
    await db.insert(lineChannels).values({
      accountId,
      name,
      lineChannelId,
      channelSecret: values.channelSecret ?? '',
      accessToken: values.accessToken ?? null,
      basicId: values.basicId ?? null,
      loginChannelId: values.loginChannelId ?? null,
      loginChannelSecret: values.loginChannelSecret ?? null,
    });
}

export async function channelOf(
  db: Db,
  accountId: number,
  webhookPath: (id: number) => string,
  origin: string,
): Promise<LineChannel> {
  const [row] = await db.select().from(lineChannels).where(eq(lineChannels.accountId, accountId));
  if (!row) throw notFound();
  const [counts] = await rows(
    db,
    sql`SELECT count(*)::int AS received, count(*) FILTER (WHERE status IN (0, 1))::int AS pending
        FROM line_webhook_events WHERE channel_id = ${row.id}`,
  );
  return {
    id: row.id,
    name: row.name,
    line_channel_id: row.lineChannelId,
    mode: row.accessToken ? 'line' : 'sandbox',
    webhook_path: webhookPath(row.id),
    webhook_url: `${origin}${webhookPath(row.id)}`,
    basic_id: row.basicId,
    login_channel_id: row.loginChannelId,
    login_channel_secret_set: Boolean(row.loginChannelSecret),
    received_events: Number(counts?.received ?? 0),
    pending_events: Number(counts?.pending ?? 0),
  };
}
