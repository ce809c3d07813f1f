import {
  JOURNEY_NAME_MAX_LENGTH,
  JOURNEY_STATUSES,
  type Journey,
  type JourneyEntry,
  type JourneyGroup,
  type JourneyInput,
  type JourneyStatus,
  type JourneyStep,
  type JourneyTag,
  journeyEntrySchema,
  journeyStepSchema,
} from '@console/contract/journeys';
import type { TemplateUse } from '@console/contract/templates';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { type Db, rows } from '../db';
import { HttpError } from '../http-error';
import { reorderAccountRows } from '../ordering';
import { journeyWritten } from './engine';
import { messages } from './messages';
import { journeyGroups, journeys, journeyTags } from './schema';
import { cleanSteps, crossStepChecks } from './steps';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const notFound = () => new HttpError(404, messages.notFound);
const invalid = (errors: Record<string, string[]>) => new HttpError(422, messages.validation, errors);

const journeyOf = (row: typeof journeys.$inferSelect): Journey => ({
  id: row.id,
  name: row.name,
  group_id: row.groupId,
  order: row.order,
  favorite: row.favorite,
  favorite_order: row.favoriteOrder,
  member_query_id: row.memberQueryId,
  status: row.status as JourneyStatus,
  entry: row.entry as JourneyEntry,
  steps: row.steps as JourneyStep[],
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

const written = (row: typeof journeys.$inferSelect) => ({
  id: row.id,
  accountId: row.accountId,
  version: row.version,
  steps: row.steps as JourneyStep[],
  status: row.status,
  entryType: (row.entry as JourneyEntry).type,
  memberQueryId: row.memberQueryId,
});

/** Journeys: grouped ones by their group's order, then the ungrouped list; each by its order. */
export async function listJourneys(db: Db, accountId: number): Promise<Journey[]> {
  const found = await rows(
    db,
    sql`SELECT j.id FROM journeys j LEFT JOIN journey_groups g ON g.id = j.group_id
        WHERE j.account_id = ${accountId}
        ORDER BY g."order" NULLS LAST, g.id NULLS LAST, j."order", j.id`,
  );
  const ids = found.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const all = await db.select().from(journeys).where(inArray(journeys.id, ids));
  const byId = new Map(all.map((row) => [row.id, journeyOf(row)]));
  return ids.map((id) => byId.get(id) as Journey);
}

export async function getJourney(db: Pick<Db, 'select'>, accountId: number, id: number): Promise<Journey> {
  const [row] = await db
    .select()
    .from(journeys)
    .where(and(eq(journeys.id, id), eq(journeys.accountId, accountId)));
  if (!row) throw notFound();
  return journeyOf(row);
}

async function checkGroup(db: Pick<Db, 'select'>, accountId: number, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) return null;
  const [group] = await db
    .select({ id: journeyGroups.id })
    .from(journeyGroups)
    .where(and(eq(journeyGroups.id, groupId), eq(journeyGroups.accountId, accountId)));
  if (!group) throw invalid({ group_id: [messages.unknownGroup] });
  return group.id;
}

/** Ids of `table` (raw name) that are the account's, of those asked. */
async function ownIds(
  db: Pick<Db, 'execute'>,
  table: string,
  accountId: number,
  ids: number[],
  extra = sql``,
) {
  // An id beyond the column's range (a bare int in the body) is no row of the account.
  const asked = ids.filter((id) => id >= 1 && id <= 2_147_483_647);
  if (asked.length === 0) return new Set<number>();
  const found = await rows(
    db,
    sql`SELECT id FROM ${sql.raw(table)} WHERE account_id = ${accountId} AND id = ANY(${`{${asked.join(',')}}`}::int[])${extra}`,
  );
  return new Set(found.map((row) => Number(row.id)));
}

/**
 * The problems of a journey write that need the database (the account's segment, tags, journey
 * tags, variables) or the other steps (a branch jumps ahead). A null step is one the contract
 * schema refused: its place counts, its ids are not looked up.
 */
async function referenceErrors(
  db: Pick<Db, 'execute'>,
  accountId: number,
  status: JourneyStatus,
  entry: JourneyEntry,
  steps: readonly (JourneyStep | null)[],
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const memberQueryId = entry.type === 'member_query' ? (entry.member_query_id ?? null) : null;
  if (
    memberQueryId !== null &&
    !(await ownIds(db, 'member_queries', accountId, [memberQueryId])).has(memberQueryId)
  ) {
    errors['entry.member_query_id'] = [messages.memberQuery];
  }
  if (status === 'active' && entry.type === 'member_query' && memberQueryId === null) {
    errors['entry.member_query_id'] = [messages.memberQuery];
  }
  const checked = crossStepChecks(steps);
  Object.assign(errors, checked.errors);
  const { tagIds, journeyTagIds, varIds, templateIds } = checked.refs;
  const [tags, journeyTagSet, varSet, templateSet] = await Promise.all([
    ownIds(db, 'friend_tags', accountId, tagIds),
    ownIds(db, 'journey_tags', accountId, journeyTagIds),
    ownIds(db, 'vars', accountId, varIds, sql` AND kind = 'var'`),
    ownIds(db, 'message_templates', accountId, templateIds, sql` AND status = 'ready'`),
  ]);
  steps.forEach((step, index) => {
    if (step === null) return;
    const tagId = step.tag_id;
    const varId = step.var_id;
    if ((step.type === 'add_tag' || step.type === 'remove_tag') && tagId !== undefined && !tags.has(tagId)) {
      errors[`steps.${index}.tag_id`] = [messages.tag];
    }
    if (step.type === 'branch' && tagId !== undefined && !tags.has(tagId)) {
      errors[`steps.${index}.tag_id`] = [messages.tag];
    }
    if (step.type === 'message' && step.template_id !== undefined && !templateSet.has(step.template_id)) {
      errors[`steps.${index}.template_id`] = [messages.template];
    }
    if (step.type === 'journey_tag' && tagId !== undefined && !journeyTagSet.has(tagId)) {
      errors[`steps.${index}.tag_id`] = [messages.journeyTag];
    }
    if (
      (step.type === 'set_var' || (step.type === 'branch' && tagId === undefined)) &&
      varId !== undefined &&
      !varSet.has(varId)
    ) {
      errors[`steps.${index}.var_id`] = [messages.variable];
    }
  });
  return errors;
}

/**
 * A body the contract schema refused (`refused`, by field), with the problems of referenceErrors
 * added for the fields it let through (an unknown tag beside a wait of -1 minutes): one 422 names
 * them all.
 */
export async function journeyInputErrors(
  db: Db,
  accountId: number,
  body: unknown,
  refused: Record<string, string[]>,
): Promise<Record<string, string[]>> {
  // A body that is not even an object has no fields to say more about.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused;
  const input = body as Record<string, unknown>;
  const status = z.safeParse(z.enum(JOURNEY_STATUSES), input.status ?? 'draft');
  const entry = z.safeParse(journeyEntrySchema, input.entry ?? { type: 'member_query' });
  const steps = Array.isArray(input.steps)
    ? input.steps.map((step) => {
        // Loosely (any field of the right kind): a field the schema refused keeps its refusal.
        const parsed = z.safeParse(journeyStepSchema, step);
        return parsed.success ? parsed.data : null;
      })
    : [];
  const found = await referenceErrors(
    db,
    accountId,
    status.success ? status.data : 'draft',
    entry.success ? entry.data : { type: 'follow' },
    steps,
  );
  return { ...found, ...refused };
}

/**
 * The checked fields of a journey write: the schema has checked each field's shape (name, status,
 * each step by its type); here what needs the database or the other steps.
 */
async function checkedInput(db: Db, accountId: number, input: JourneyInput) {
  const status = input.status ?? 'draft';
  const entry: JourneyEntry = input.entry ?? { type: 'member_query', member_query_id: null };
  const memberQueryId = entry.type === 'member_query' ? (entry.member_query_id ?? null) : null;
  const steps = input.steps ?? [];
  const errors = await referenceErrors(db, accountId, status, entry, steps);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    name: input.name,
    status,
    entry: { type: entry.type, member_query_id: memberQueryId } as JourneyEntry,
    memberQueryId,
    steps: cleanSteps(steps),
  };
}

/** The next order at the end of a group (null: the ungrouped list). */
async function endOf(db: Pick<Db, 'execute'>, accountId: number, groupId: number | null) {
  const [row] = await rows(
    db,
    sql`SELECT coalesce(max("order"), 0) + 1 AS next FROM journeys
        WHERE account_id = ${accountId} AND group_id IS NOT DISTINCT FROM ${groupId}::int`,
  );
  return Number(row?.next ?? 1);
}

/** Renumbers a group's journeys from 1, keeping their order (spec §4). */
async function renumber(tx: Pick<Db, 'execute'>, accountId: number, groupId: number | null) {
  await tx.execute(sql`
    UPDATE journeys j SET "order" = r.n
    FROM (SELECT id, row_number() OVER (ORDER BY "order", id) AS n FROM journeys
          WHERE account_id = ${accountId} AND group_id IS NOT DISTINCT FROM ${groupId}::int) r
    WHERE j.id = r.id AND j."order" <> r.n`);
}

export async function createJourney(db: Db, accountId: number, input: JourneyInput): Promise<Journey> {
  const checked = await checkedInput(db, accountId, input);
  const groupId = await checkGroup(db, accountId, input.group_id);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(journeys)
      .values({
        accountId,
        name: checked.name,
        groupId,
        order: await endOf(tx, accountId, groupId),
        status: checked.status,
        entry: checked.entry,
        memberQueryId: checked.memberQueryId,
        steps: checked.steps,
        activatedAt: checked.status === 'active' ? now : null,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await journeyWritten(tx, written(row), checked.status === 'active', now);
    return journeyOf(row);
  });
}

/** Changes a journey; a change of its steps raises its version (friends already in keep theirs). */
export async function updateJourney(
  db: Db,
  accountId: number,
  id: number,
  input: JourneyInput,
): Promise<Journey> {
  const current = await getJourney(db, accountId, id);
  const checked = await checkedInput(db, accountId, input);
  const groupId =
    input.group_id === undefined ? current.group_id : await checkGroup(db, accountId, input.group_id);
  // Both through the same checker: jsonb hands keys back in its own order.
  const stepsChanged = JSON.stringify(checked.steps) !== JSON.stringify(cleanSteps(current.steps));
  const becameActive = checked.status === 'active' && current.status !== 'active';
  return db.transaction(async (tx) => {
    const now = new Date();
    const moved = groupId !== current.group_id;
    const [row] = await tx
      .update(journeys)
      .set({
        name: checked.name,
        groupId,
        ...(moved ? { order: await endOf(tx, accountId, groupId) } : {}),
        status: checked.status,
        entry: checked.entry,
        memberQueryId: checked.memberQueryId,
        steps: checked.steps,
        version: stepsChanged ? current.version + 1 : current.version,
        ...(becameActive ? { activatedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(journeys.id, id))
      .returning();
    if (!row) throw notFound();
    if (moved) await renumber(tx, accountId, current.group_id);
    await journeyWritten(tx, written(row), becameActive, now);
    return journeyOf(row);
  });
}

/**
 * The ids, each a journey of the account (all or nothing: 404 otherwise). Their count (1 to
 * JOURNEY_BULK_MAX) is the contract schema's rule.
 */
async function ownJourneys(db: Pick<Db, 'select'>, accountId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: journeys.id, groupId: journeys.groupId })
    .from(journeys)
    .where(and(eq(journeys.accountId, accountId), inArray(journeys.id, unique)));
  if (found.length !== unique.length) throw notFound();
  return found;
}

export async function deleteJourneys(db: Db, accountId: number, ids: readonly number[]): Promise<void> {
  const found = await ownJourneys(db, accountId, ids);
  await db.transaction(async (tx) => {
    await tx.delete(journeys).where(
      inArray(
        journeys.id,
        found.map((row) => row.id),
      ),
    );
    for (const groupId of new Set(found.map((row) => row.groupId))) await renumber(tx, accountId, groupId);
  });
}

/** Moves journeys to the end of a group (or the ungrouped list), in the order given. */
export async function moveJourneys(
  db: Db,
  accountId: number,
  groupId: number | null,
  ids: readonly number[],
) {
  const target = await checkGroup(db, accountId, groupId);
  const found = await ownJourneys(db, accountId, ids);
  await db.transaction(async (tx) => {
    let next = await endOf(tx, accountId, target);
    for (const id of [...new Set(ids)]) {
      await tx
        .update(journeys)
        .set({ groupId: target, order: next++, updatedAt: new Date() })
        .where(eq(journeys.id, id));
    }
    for (const source of new Set(found.map((row) => row.groupId))) {
      if (source !== target) await renumber(tx, accountId, source);
    }
    await renumber(tx, accountId, target);
  });
}

/**
 * The journeys of one group in a new order, renumbered from 1 (spec §4). The ids must be exactly
 * that group's journeys: anything else is a stale screen (409, the console rolls back and reloads).
 */
export async function sortJourneys(
  db: Db,
  accountId: number,
  groupId: number | null,
  ids: readonly number[],
) {
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ id: journeys.id })
      .from(journeys)
      .where(
        and(
          eq(journeys.accountId, accountId),
          groupId === null ? isNull(journeys.groupId) : eq(journeys.groupId, groupId),
        ),
      )
      .for('update');
    const have = new Set(members.map((row) => row.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((id) => !have.has(id))) {
      throw new HttpError(409, messages.order);
    }
    for (const [index, id] of ids.entries())
      await tx
        .update(journeys)
        .set({ order: index + 1 })
        .where(eq(journeys.id, id));
  });
}

/** The favourites in a new order (the favourites-first view); exactly the favourite journeys. */
export async function sortFavorites(db: Db, accountId: number, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ id: journeys.id })
      .from(journeys)
      .where(and(eq(journeys.accountId, accountId), eq(journeys.favorite, true)))
      .for('update');
    const have = new Set(members.map((row) => row.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((id) => !have.has(id))) {
      throw new HttpError(409, messages.order);
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(journeys)
        .set({ favoriteOrder: index + 1 })
        .where(eq(journeys.id, id));
    }
  });
}

export async function setFavorite(
  db: Db,
  accountId: number,
  id: number,
  favorite: boolean,
): Promise<Journey> {
  const current = await getJourney(db, accountId, id);
  if (current.favorite === favorite) return current;
  const [next] = await rows(
    db,
    sql`SELECT coalesce(max(favorite_order), 0) + 1 AS n FROM journeys WHERE account_id = ${accountId} AND favorite`,
  );
  const [row] = await db
    .update(journeys)
    .set({ favorite, favoriteOrder: favorite ? Number(next?.n ?? 1) : null })
    .where(eq(journeys.id, id))
    .returning();
  if (!row) throw notFound();
  return journeyOf(row);
}

/** A copy at the end of the same group, as a draft, named 「…（コピー）」. */
export async function copyJourney(db: Db, accountId: number, id: number): Promise<Journey> {
  const source = await getJourney(db, accountId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journeys)
      .values({
        accountId,
        name: `${source.name}${messages.copySuffix}`.slice(0, JOURNEY_NAME_MAX_LENGTH),
        groupId: source.group_id,
        order: await endOf(tx, accountId, source.group_id),
        status: 'draft',
        entry: source.entry,
        memberQueryId: source.member_query_id,
        steps: source.steps,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await journeyWritten(tx, written(row), false, new Date());
    return journeyOf(row);
  });
}

// Groups --------------------------------------------------------------------------------------

const groupOf = (row: typeof journeyGroups.$inferSelect): JourneyGroup => ({
  id: row.id,
  name: row.name,
  order: row.order,
  editable: row.editable,
});

export async function listGroups(db: Db, accountId: number): Promise<JourneyGroup[]> {
  const found = await db
    .select()
    .from(journeyGroups)
    .where(eq(journeyGroups.accountId, accountId))
    .orderBy(asc(journeyGroups.order), asc(journeyGroups.id));
  return found.map(groupOf);
}

export async function createGroup(db: Db, accountId: number, name: string): Promise<JourneyGroup> {
  const [next] = await rows(
    db,
    sql`SELECT coalesce(max("order"), 0) + 1 AS n FROM journey_groups WHERE account_id = ${accountId}`,
  );
  const [row] = await db
    .insert(journeyGroups)
    .values({ accountId, name, order: Number(next?.n ?? 1) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return groupOf(row);
}

export async function sortGroups(db: Db, accountId: number, ids: readonly number[]) {
  await reorderAccountRows(db, 'journey_groups', accountId, ids, messages.order);
}

async function ownGroup(db: Pick<Db, 'select'>, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(journeyGroups)
    .where(and(eq(journeyGroups.id, id), eq(journeyGroups.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function renameGroup(
  db: Db,
  accountId: number,
  id: number,
  nameInput: string,
): Promise<JourneyGroup> {
  const group = await ownGroup(db, accountId, id);
  if (!group.editable) throw new HttpError(403, messages.notEditable);
  const [row] = await db
    .update(journeyGroups)
    .set({ name: nameInput })
    .where(eq(journeyGroups.id, id))
    .returning();
  if (!row) throw notFound();
  return groupOf(row);
}

/** Deletes a group; its journeys go to the end of the ungrouped list, in their order (spec §4). */
export async function deleteGroup(db: Db, accountId: number, id: number): Promise<void> {
  const group = await ownGroup(db, accountId, id);
  if (!group.editable) throw new HttpError(403, messages.notEditable);
  await db.transaction(async (tx: Tx) => {
    const start = await endOf(tx, accountId, null);
    await tx.execute(sql`
      UPDATE journeys j SET group_id = NULL, "order" = ${start}::int - 1 + r.n
      FROM (SELECT id, row_number() OVER (ORDER BY "order", id) AS n FROM journeys
            WHERE account_id = ${accountId} AND group_id = ${id}) r
      WHERE j.id = r.id`);
    await tx.delete(journeyGroups).where(eq(journeyGroups.id, id));
  });
}

// Journey tags --------------------------------------------------------------------------------

/** Journey tags, sorted by order then id descending (spec §4): new tags (order 0) come first. */
export async function listTags(db: Db, accountId: number): Promise<JourneyTag[]> {
  return db
    .select({ id: journeyTags.id, name: journeyTags.name, order: journeyTags.order })
    .from(journeyTags)
    .where(eq(journeyTags.accountId, accountId))
    .orderBy(asc(journeyTags.order), desc(journeyTags.id));
}

export async function createTag(db: Db, accountId: number, nameInput: string): Promise<JourneyTag> {
  const [row] = await db
    .insert(journeyTags)
    .values({ accountId, name: nameInput })
    .returning({ id: journeyTags.id, name: journeyTags.name, order: journeyTags.order });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function renameTag(
  db: Db,
  accountId: number,
  id: number,
  nameInput: string,
): Promise<JourneyTag> {
  const name = nameInput;
  const [row] = await db
    .update(journeyTags)
    .set({ name })
    .where(and(eq(journeyTags.id, id), eq(journeyTags.accountId, accountId)))
    .returning({ id: journeyTags.id, name: journeyTags.name, order: journeyTags.order });
  if (!row) throw notFound();
  return row;
}

export async function deleteTag(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(journeyTags)
    .where(and(eq(journeyTags.id, id), eq(journeyTags.accountId, accountId)))
    .returning({ id: journeyTags.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * The journeys whose steps send the template (templates ask before a delete): the current steps,
 * and the versions friends are still running, since those send it too.
 */
export async function journeyTemplateUses(
  db: Db,
  accountId: number,
  templateId: number,
): Promise<TemplateUse[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT j.id, j.name FROM journeys j
        WHERE j.account_id = ${accountId}
          AND (j.steps @> ${JSON.stringify([{ template_id: templateId }])}::jsonb
               OR EXISTS (SELECT 1 FROM journey_versions v
                          WHERE v.journey_id = j.id
                            AND v.steps @> ${JSON.stringify([{ template_id: templateId }])}::jsonb
                            AND EXISTS (SELECT 1 FROM journey_enrollments e
                                        WHERE e.journey_id = j.id AND e.version = v.version AND e.state IN (0, 1))))
        ORDER BY j.id`,
  );
  return found.map((row) => ({ kind: 'journey', id: Number(row.id), name: String(row.name) }));
}
