import {
  EPISODE_TYPE,
  type Episode,
  type EpisodeStep,
  type EpisodeStepsInput,
  type Salon,
  SLOT_GROUP_ATTRS,
} from '@console/contract/salon';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db';
import { checkAttr, invalid as fail, isId, notFound } from './errors';
import { messages } from './messages';
import { salonEpisodes, salons } from './schema';

type EpisodeRow = typeof salonEpisodes.$inferSelect;

const toEpisode = (row: EpisodeRow): Episode => ({
  id: row.id,
  type: row.type,
  name: row.name,
  steps: row.steps as EpisodeStep[],
  hid_at: row.hidAt?.toISOString() ?? null,
});

/** The account's episodes and follows that are not deleted, oldest first. */
export async function listEpisodes(db: Db, accountId: number): Promise<Episode[]> {
  const rows = await db
    .select()
    .from(salonEpisodes)
    .where(and(eq(salonEpisodes.accountId, accountId), isNull(salonEpisodes.hidAt)))
    .orderBy(asc(salonEpisodes.id));
  return rows.map(toEpisode);
}

async function episodeRow(db: Db, accountId: number, id: number): Promise<EpisodeRow> {
  const [row] = await db
    .select()
    .from(salonEpisodes)
    .where(and(eq(salonEpisodes.id, id), eq(salonEpisodes.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function getEpisode(db: Db, accountId: number, id: number): Promise<Episode> {
  return toEpisode(await episodeRow(db, accountId, id));
}

/** POST /api/episodes: an empty sequence of `type` (10 episode, anything else a follow). */
export async function createEpisode(
  db: Db,
  accountId: number,
  input: { type: number; name?: string | undefined },
): Promise<Episode> {
  // Type and name were checked (the name trimmed) by the contract's schema.
  const name = input.name ?? '';
  const [row] = await db.insert(salonEpisodes).values({ accountId, type: input.type, name }).returning();
  if (!row) throw new Error('insert returned nothing');
  return toEpisode(row);
}

/** POST /api/episodes/{id}/steps: replaces the steps, in the order given. A deleted one is 404. */
export async function putSteps(
  db: Db,
  accountId: number,
  id: number,
  steps: EpisodeStepsInput['steps'],
): Promise<Episode> {
  // The steps (count, timing, offset, message) were checked by the contract's schema.
  const row = await episodeRow(db, accountId, id);
  if (row.hidAt) throw notFound();
  const checked: EpisodeStep[] = steps.map(({ timing, offset_minutes, message }) => ({
    timing,
    offset_minutes,
    message,
  }));
  const [updated] = await db
    .update(salonEpisodes)
    .set({ steps: checked })
    .where(eq(salonEpisodes.id, id))
    .returning();
  if (!updated) throw notFound();
  return toEpisode(updated);
}

/** DELETE /api/episodes/{id}: sets hid_at (spec §3) and unlinks it from the account's salons. */
export async function deleteEpisode(db: Db, accountId: number, id: number): Promise<void> {
  const row = await episodeRow(db, accountId, id);
  if (row.hidAt) throw notFound();
  await db.transaction(async (tx) => {
    await tx.update(salonEpisodes).set({ hidAt: new Date() }).where(eq(salonEpisodes.id, id));
    await tx
      .update(salons)
      .set({ episodeId: null })
      .where(and(eq(salons.accountId, accountId), eq(salons.episodeId, id)));
    await tx
      .update(salons)
      .set({ followId: null })
      .where(and(eq(salons.accountId, accountId), eq(salons.followId, id)));
  });
}

/**
 * PATCH /api/line/slot_groups/{sid}/salon?attr=episode_id|follow_id {value}: links the salon to an
 * episode (type 10) or a follow (any other type) of the same account that is not deleted; null
 * unlinks. Any other attr, a wrong type or a deleted one is 422.
 */
export async function linkEpisode(
  db: Db,
  accountId: number,
  salon: Salon,
  attr: string | undefined,
  value: number | null,
): Promise<Salon> {
  const key = checkAttr(attr, SLOT_GROUP_ATTRS);
  if (value !== null) {
    if (!isId(value)) fail({ value: [messages.unknownEpisode] });
    const [row] = await db
      .select()
      .from(salonEpisodes)
      .where(
        and(eq(salonEpisodes.id, value), eq(salonEpisodes.accountId, accountId), isNull(salonEpisodes.hidAt)),
      );
    if (!row) fail({ value: [messages.unknownEpisode] });
    const isEpisode = row.type === EPISODE_TYPE;
    if ((key === 'episode_id') !== isEpisode) fail({ value: [messages.episodeKind(key)] });
  }
  const [updated] = await db
    .update(salons)
    .set(key === 'episode_id' ? { episodeId: value } : { followId: value })
    .where(and(eq(salons.id, salon.id), eq(salons.accountId, accountId)))
    .returning({
      id: salons.id,
      name: salons.name,
      episode_id: salons.episodeId,
      follow_id: salons.followId,
    });
  if (!updated) throw notFound();
  return updated;
}

/** Whether any of the account's salons links this episode (for tests and the console). */
export async function linkedSalons(db: Db, accountId: number, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: salons.id })
    .from(salons)
    .where(and(eq(salons.accountId, accountId), or(eq(salons.episodeId, id), eq(salons.followId, id))));
  return rows.map((row) => row.id);
}
