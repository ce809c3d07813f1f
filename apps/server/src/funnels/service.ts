import { randomBytes } from 'node:crypto';
import { FRIEND_NAME_MAX_LENGTH } from '@console/contract/friends';
import {
  ENTRY_SOURCE_CODE_BYTES,
  ENTRY_SOURCE_LINK_PREFIX,
  type EntrySource,
  type EntrySourceInput,
  type Funnel,
  type FunnelCounts,
  type FunnelInput,
  type FunnelSegment,
  funnelSegmentName,
  FUNNEL_MESSAGES as M,
} from '@console/contract/funnels';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, intArray, rows } from '../db';
import { tagSegment } from '../friend-actions';
import { HttpError, invalidField } from '../http-error';
import { countFunnel, FUNNEL_WORK_MEM, type FunnelRange, stepFriends } from './counting';
import { entrySources, funnels } from './schema';

/*
 * Funnels and entry sources (issue 32), the API's side. Every query is scoped to the caller's
 * account; another account's id is 404.
 */

const notFound = () => new HttpError(404, M.notFound);
const invalid = invalidField;

// ---------------------------------------------------------------------------------------------
// Entry sources

/** A new entry source code: ENTRY_SOURCE_CODE_BYTES random bytes, base64url (12 characters). */
export const newSourceCode = () => randomBytes(ENTRY_SOURCE_CODE_BYTES).toString('base64url');

/** The public URL of an entry source. */
export const sourceUrl = (origin: string, code: string) => `${origin}${ENTRY_SOURCE_LINK_PREFIX}${code}`;

type SourceRow = typeof entrySources.$inferSelect;

async function presentSources(db: Db, origin: string, found: SourceRow[]): Promise<EntrySource[]> {
  if (found.length === 0) return [];
  const ids = intArray(found.map((row) => row.id));
  const visits = new Map(
    (
      await rows(
        db,
        sql`SELECT source_id, count(*)::int AS n FROM entry_source_visits
            WHERE source_id = ANY(${ids}) AND NOT is_bot GROUP BY source_id`,
      )
    ).map((row) => [Number(row.source_id), Number(row.n)]),
  );
  const accountId = found[0]?.accountId ?? 0;
  const follows = new Map(
    (
      await rows(
        db,
        sql`SELECT source_id, count(DISTINCT friend_id)::int AS n FROM friend_events
            WHERE account_id = ${accountId} AND kind = 'follow' AND source_id = ANY(${ids})
            GROUP BY source_id`,
      )
    ).map((row) => [Number(row.source_id), Number(row.n)]),
  );
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    url: sourceUrl(origin, row.code),
    visits: visits.get(row.id) ?? 0,
    follows: follows.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function sourceRow(db: Db, accountId: number, id: number): Promise<SourceRow> {
  const [row] = await db
    .select()
    .from(entrySources)
    .where(and(eq(entrySources.id, id), eq(entrySources.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function listEntrySources(db: Db, accountId: number, origin: string): Promise<EntrySource[]> {
  const found = await db
    .select()
    .from(entrySources)
    .where(eq(entrySources.accountId, accountId))
    .orderBy(desc(entrySources.id));
  return presentSources(db, origin, found);
}

export async function getEntrySource(
  db: Db,
  accountId: number,
  id: number,
  origin: string,
): Promise<EntrySource> {
  const [source] = await presentSources(db, origin, [await sourceRow(db, accountId, id)]);
  if (!source) throw notFound();
  return source;
}

export async function createEntrySource(
  db: Db,
  accountId: number,
  input: EntrySourceInput,
  origin: string,
): Promise<EntrySource> {
  const [row] = await db
    .insert(entrySources)
    .values({ accountId, name: input.name, code: newSourceCode() })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return getEntrySource(db, accountId, row.id, origin);
}

export async function updateEntrySource(
  db: Db,
  accountId: number,
  id: number,
  input: EntrySourceInput,
  origin: string,
): Promise<EntrySource> {
  const [row] = await db
    .update(entrySources)
    .set({ name: input.name, updatedAt: new Date() })
    .where(and(eq(entrySources.id, id), eq(entrySources.accountId, accountId)))
    .returning({ id: entrySources.id });
  if (!row) throw notFound();
  return getEntrySource(db, accountId, id, origin);
}

export async function deleteEntrySource(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(entrySources)
    .where(and(eq(entrySources.id, id), eq(entrySources.accountId, accountId)))
    .returning({ id: entrySources.id });
  if (deleted.length === 0) throw notFound();
}

/** The URL an entry source's QR code holds (404 when it is not the account's). */
export async function entrySourceUrl(db: Db, accountId: number, id: number, origin: string) {
  const row = await sourceRow(db, accountId, id);
  return { url: sourceUrl(origin, row.code), code: row.code };
}

// ---------------------------------------------------------------------------------------------
// Funnels

type FunnelRow = typeof funnels.$inferSelect;

const presentFunnel = (row: FunnelRow): Funnel => ({
  id: row.id,
  name: row.name,
  window_days: row.windowDays,
  steps: row.steps.map((step) => ({
    kind: step.kind,
    ref_id: step.ref_id ?? null,
    source_id: step.source_id ?? null,
  })),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function funnelRow(db: Db, accountId: number, id: number): Promise<FunnelRow> {
  const [row] = await db
    .select()
    .from(funnels)
    .where(and(eq(funnels.id, id), eq(funnels.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** The entry sources a funnel's steps name must be the account's (422 naming the step). */
async function checkSteps(db: Db, accountId: number, input: FunnelInput): Promise<void> {
  const named = input.steps.flatMap((step, index) =>
    step.source_id === null ? [] : [{ index, id: step.source_id }],
  );
  if (named.length === 0) return;
  const owned = new Set(
    (
      await rows(
        db,
        sql`SELECT id FROM entry_sources WHERE account_id = ${accountId}
            AND id = ANY(${intArray(named.map((step) => step.id))})`,
      )
    ).map((row) => Number(row.id)),
  );
  const stranger = named.find((step) => !owned.has(step.id));
  if (stranger) throw invalid(`steps.${stranger.index}.source_id`, M.unknownSource);
}

export async function listFunnels(db: Db, accountId: number): Promise<Funnel[]> {
  const found = await db
    .select()
    .from(funnels)
    .where(eq(funnels.accountId, accountId))
    .orderBy(desc(funnels.id));
  return found.map(presentFunnel);
}

export async function getFunnel(db: Db, accountId: number, id: number): Promise<Funnel> {
  return presentFunnel(await funnelRow(db, accountId, id));
}

export async function createFunnel(db: Db, accountId: number, input: FunnelInput): Promise<Funnel> {
  await checkSteps(db, accountId, input);
  const [row] = await db
    .insert(funnels)
    .values({ accountId, name: input.name, windowDays: input.window_days, steps: input.steps })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentFunnel(row);
}

export async function updateFunnel(
  db: Db,
  accountId: number,
  id: number,
  input: FunnelInput,
): Promise<Funnel> {
  await funnelRow(db, accountId, id);
  await checkSteps(db, accountId, input);
  const [row] = await db
    .update(funnels)
    .set({ name: input.name, windowDays: input.window_days, steps: input.steps, updatedAt: new Date() })
    .where(and(eq(funnels.id, id), eq(funnels.accountId, accountId)))
    .returning();
  if (!row) throw notFound();
  return presentFunnel(row);
}

export async function deleteFunnel(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(funnels)
    .where(and(eq(funnels.id, id), eq(funnels.accountId, accountId)))
    .returning({ id: funnels.id });
  if (deleted.length === 0) throw notFound();
}

const ratio = (part: number, whole: number | undefined) =>
  whole === undefined || whole === 0 ? null : part / whole;

export async function funnelCounts(
  db: Db,
  accountId: number,
  id: number,
  query: { from: string; to: string; source_id?: number | undefined },
): Promise<FunnelCounts> {
  const row = await funnelRow(db, accountId, id);
  const range: FunnelRange = { from: query.from, to: query.to, sourceId: query.source_id ?? null };
  const counts = await countFunnel(db, accountId, row.steps, row.windowDays, range);
  return {
    funnel_id: row.id,
    from: range.from,
    to: range.to,
    source_id: range.sourceId,
    window_days: row.windowDays,
    steps: counts.map((friends, index) => ({
      step: index + 1,
      kind: row.steps[index]?.kind ?? 'follow',
      friends,
      from_previous: index === 0 ? null : ratio(friends, counts[index - 1]),
      from_first: ratio(friends, counts[0]),
    })),
  };
}

/** Now in Japan as `YYYY/MM/DD HH:mm:ss`: what makes a segment's name new each time. */
const japanNow = (now: Date) =>
  new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/');

/**
 * The friends at step `step` as a new tag and a segment of it (friend-actions.ts tagSegment), in
 * one transaction. 404 for a step the funnel does not have; 422 when nobody reached it.
 */
export async function funnelSegment(
  db: Db,
  accountId: number,
  id: number,
  step: number,
  input: { from: string; to: string; source_id?: number | undefined },
  now = new Date(),
): Promise<FunnelSegment> {
  const row = await funnelRow(db, accountId, id);
  const kind = row.steps[step - 1]?.kind;
  if (kind === undefined) throw new HttpError(404, M.noStep);
  const range: FunnelRange = { from: input.from, to: input.to, sourceId: input.source_id ?? null };
  const suffix = funnelSegmentName('', step, kind, input.from, input.to, japanNow(now));
  const name = `${[...row.name].slice(0, FRIEND_NAME_MAX_LENGTH - [...suffix].length).join('')}${suffix}`;
  return db.transaction(async (tx) => {
    await tx.execute(FUNNEL_WORK_MEM);
    const made = await tagSegment(
      tx,
      accountId,
      name,
      stepFriends(accountId, row.steps, row.windowDays, range, step),
    );
    if (!made) throw invalid('step', M.noFriends);
    return { tag_id: made.tagId, member_query_id: made.memberQueryId, name, friends: made.friends };
  });
}
