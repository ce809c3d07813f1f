import { randomUUID } from 'node:crypto';
import {
  canTransition,
  type Delivery,
  type DeliveryAudience,
  type DeliveryInput,
  type DeliveryQuery,
  type DeliverySchedule,
  type DeliveryStatus,
  japanInstantOf,
} from '@console/contract/deliveries';
import type { MemberFilter } from '@console/contract/friends';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Capabilities } from '../capabilities';
import { sendableTemplate } from '../content';
import { type Db, intArray, rows } from '../db';
import { HttpError, invalidField } from '../http-error';
import { lineRetryKey } from '../line-retry-key';
import { type ListSource, offsetBatches } from '../list-response';
import { filterConditions, segmentFilter } from '../members';
import type { LineMessage } from '../message-render';
import { type LinkMaker, messagesPerFriend, UnknownTrackerError } from '../personal-messages';
import type { DeliveryLineApi, SendOutcome } from './line';
import { messages } from './messages';
import { quotaCheck, remainingQuota } from './plan';
import { deliveryUnit } from './retry';
import { deliveries } from './schema';

/*
 * Deliveries (issue 31), the API's side: drafts are composed and edited, scheduled (the template
 * ready, the time ahead, someone to send to) and cancelled. Every status move is the contract's
 * canTransition, written as a conditional update so two concurrent moves cannot both win. Sending
 * is the queue's (sending.ts): it claims the scheduled rows that are due.
 */

type Row = typeof deliveries.$inferSelect;

const notFound = () => new HttpError(404, messages.notFound);
const invalid = invalidField;
const refusedMove = (from: DeliveryStatus, to: DeliveryStatus) =>
  new HttpError(409, messages.transition(from, to));

function scheduleOf(row: Row): DeliverySchedule {
  return row.scheduleKind === 'at' && row.scheduleAt !== null
    ? { type: 'at', at: row.scheduleAt }
    : { type: 'now' };
}

/**
 * A delivery as the API answers it. `clicked` is 0 here: the clicks are the trackers feature's,
 * counted at read by withClicks.
 */
export function deliveryOf(row: Row): Delivery {
  return {
    id: row.id,
    name: row.name,
    template_id: row.templateId,
    audience: row.audience as DeliveryAudience,
    schedule: scheduleOf(row),
    pacing: row.pacingPerMinute === null ? null : { per_minute: row.pacingPerMinute },
    status: row.status as DeliveryStatus,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    recipient_count: row.recipientCount,
    stats: { sent: row.sent, failed: row.failed, clicked: 0, blocked_since: row.blockedSince },
    error: row.error,
    sandbox: row.sandbox,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Counts people's clicks on deliveries' personal links (capabilities.deliveryClicks). */
export type ClicksOf = Capabilities['deliveryClicks'];

/** Deliveries with `clicked`: the friends who opened one of their tracked links (one read for all). */
export async function withClicks(
  clicksOf: ClicksOf,
  accountId: number,
  list: readonly Delivery[],
): Promise<Delivery[]> {
  // A delivery that never started has no links, so nobody could have clicked.
  const counts = await clicksOf(
    accountId,
    list.filter((delivery) => delivery.started_at !== null).map((delivery) => delivery.id),
  );
  return list.map((delivery) => ({
    ...delivery,
    stats: { ...delivery.stats, clicked: counts.get(delivery.id)?.friends ?? 0 },
  }));
}

/** The account's deliveries, newest first (paged or streamed by sendList). */
export function listDeliveries(
  db: Db,
  accountId: number,
  _query: DeliveryQuery,
  clicksOf: ClicksOf,
): ListSource<Delivery> {
  const where = eq(deliveries.accountId, accountId);
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select()
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(limit)
      .offset(offset);
    return { items: await withClicks(clicksOf, accountId, found.map(deliveryOf)), total: null };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(deliveries).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

async function rowOf(db: Db, accountId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** One delivery with its `clicked` (withClicks). */
export const withClicksOne = async (clicksOf: ClicksOf, accountId: number, delivery: Delivery) =>
  (await withClicks(clicksOf, accountId, [delivery]))[0] ?? delivery;

export const getDelivery = async (db: Db, accountId: number, id: number, clicksOf: ClicksOf) =>
  withClicksOne(clicksOf, accountId, deliveryOf(await rowOf(db, accountId, id)));

/** The member query's filter, or 422 when the segment is not the account's. */
async function audienceSegment(db: Db, accountId: number, memberQueryId: number): Promise<MemberFilter> {
  const filter = await segmentFilter(db, accountId, memberQueryId);
  if (!filter) throw invalid('audience.member_query_id', messages.unknownSegment);
  return filter;
}

/** 422 unless every tag the audience names is the account's. */
async function checkTags(db: Db, accountId: number, audience: DeliveryAudience & { type: 'tags' }) {
  const named = [...new Set([...audience.tag_ids, ...audience.exclude_tag_ids])];
  if (named.length === 0) return;
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM friend_tags WHERE account_id = ${accountId}
        AND id = ANY(${`{${named.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
  );
  const known = new Set(found.map((row) => Number(row.id)));
  const errors: Record<string, string[]> = {};
  if (audience.tag_ids.some((id) => !known.has(id))) errors['audience.tag_ids'] = [messages.unknownTags];
  if (audience.exclude_tag_ids.some((id) => !known.has(id)))
    errors['audience.exclude_tag_ids'] = [messages.unknownTags];
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
}

/**
 * The member filter an audience stands for: everyone, a segment's conditions, or any of the tags
 * less the excluded ones. Only friends following the account are ever counted or sent to
 * (audienceCount adds that to whatever the filter says: a segment of blocked friends picks none).
 */
async function audienceFilter(db: Db, accountId: number, audience: DeliveryAudience): Promise<MemberFilter> {
  switch (audience.type) {
    case 'all':
      return {};
    case 'segment':
      return audienceSegment(db, accountId, audience.member_query_id);
    case 'tags':
      await checkTags(db, accountId, audience);
      return {
        ...(audience.tag_ids.length > 0 ? { tags_any: audience.tag_ids } : {}),
        ...(audience.exclude_tag_ids.length > 0 ? { tags_none: audience.exclude_tag_ids } : {}),
      };
  }
}

/**
 * The filter of a stored audience for the sender: the filter, or the words of why there is none
 * (the segment or a tag was deleted after the delivery was scheduled).
 */
export async function audienceFilterOf(
  db: Db,
  accountId: number,
  audience: unknown,
): Promise<{ filter: MemberFilter } | { problem: string }> {
  try {
    return { filter: await audienceFilter(db, accountId, audience as DeliveryAudience) };
  } catch (error) {
    if (error instanceof HttpError)
      return { problem: Object.values(error.errors ?? {}).flat()[0] ?? error.message };
    throw error;
  }
}

/** How many friends following the account the audience picks now. */
export async function audienceCount(db: Db, accountId: number, audience: DeliveryAudience): Promise<number> {
  const filter = await audienceFilter(db, accountId, audience);
  const where = [sql`f.account_id = ${accountId}`, sql`f.status = 'following'`, ...filterConditions(filter)];
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM friends f WHERE ${sql.join(where, sql` AND `)}`,
  );
  return Number(row?.n ?? 0);
}

/** What the schema cannot know: the template, the segment and the tags are the account's. */
async function checkReferences(db: Db, accountId: number, input: DeliveryInput) {
  const [template] = await rows(
    db,
    sql`SELECT 1 AS ok FROM message_templates WHERE id = ${input.template_id} AND account_id = ${accountId}`,
  );
  if (!template) throw invalid('template_id', messages.unknownTemplate);
  await audienceFilter(db, accountId, input.audience);
}

const valuesOf = (input: DeliveryInput) => ({
  name: input.name.trim(),
  templateId: input.template_id,
  audience: input.audience,
  scheduleKind: input.schedule.type,
  scheduleAt: input.schedule.type === 'at' ? input.schedule.at : null,
  pacingPerMinute: input.pacing?.per_minute ?? null,
});

export async function createDelivery(db: Db, accountId: number, input: DeliveryInput): Promise<Delivery> {
  await checkReferences(db, accountId, input);
  const [row] = await db
    .insert(deliveries)
    .values({ accountId, ...valuesOf(input) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return deliveryOf(row);
}

export async function updateDelivery(
  db: Db,
  accountId: number,
  id: number,
  input: DeliveryInput,
): Promise<Delivery> {
  const current = await rowOf(db, accountId, id);
  if (current.status !== 'draft') throw new HttpError(409, messages.editDraftOnly);
  await checkReferences(db, accountId, input);
  const [row] = await db
    .update(deliveries)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(and(eq(deliveries.id, id), eq(deliveries.accountId, accountId), eq(deliveries.status, 'draft')))
    .returning();
  if (!row) throw new HttpError(409, messages.editDraftOnly);
  return deliveryOf(row);
}

export async function deleteDelivery(db: Db, accountId: number, id: number): Promise<void> {
  const current = await rowOf(db, accountId, id);
  const deletable = ['draft', 'cancelled'];
  if (!deletable.includes(current.status)) throw new HttpError(409, messages.deleteDraftOrCancelled);
  const deleted = await db
    .delete(deliveries)
    .where(
      and(eq(deliveries.id, id), eq(deliveries.accountId, accountId), inArray(deliveries.status, deletable)),
    )
    .returning({ id: deliveries.id });
  if (deleted.length === 0) throw new HttpError(409, messages.deleteDraftOrCancelled);
}

/**
 * Moves a delivery from the status it was read in to `to`, or 409 when the table does not allow
 * it or another request moved it first.
 */
async function move(
  db: Db,
  current: Row,
  to: DeliveryStatus,
  values: Partial<typeof deliveries.$inferInsert> = {},
): Promise<Delivery> {
  const from = current.status as DeliveryStatus;
  if (!canTransition(from, to)) throw refusedMove(from, to);
  const [row] = await db
    .update(deliveries)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(and(eq(deliveries.id, current.id), eq(deliveries.status, from)))
    .returning();
  if (row) return deliveryOf(row);
  const now = await rowOf(db, current.accountId, current.id);
  throw refusedMove(now.status as DeliveryStatus, to);
}

/**
 * A draft → scheduled: the template 配信可能, the time ahead (now: this moment), at least one
 * friend to send to, and room for them in this month's LINE quota; the recipients counted then.
 */
export async function scheduleDelivery(
  db: Db,
  api: DeliveryLineApi,
  accountId: number,
  id: number,
  now = new Date(),
) {
  const current = await rowOf(db, accountId, id);
  const from = current.status as DeliveryStatus;
  if (!canTransition(from, 'scheduled')) throw refusedMove(from, 'scheduled');
  if (!(await sendableTemplate(db, accountId, current.templateId))) {
    const [exists] = await rows(
      db,
      sql`SELECT 1 AS ok FROM message_templates WHERE id = ${current.templateId} AND account_id = ${accountId}`,
    );
    throw new HttpError(422, exists ? messages.templateNotReady : messages.unknownTemplate, {
      template_id: [exists ? messages.templateNotReady : messages.unknownTemplate],
    });
  }
  let scheduledAt = now;
  if (current.scheduleKind === 'at') {
    const instant = current.scheduleAt === null ? null : japanInstantOf(current.scheduleAt);
    if (instant === null) throw invalid('schedule.at', messages.scheduleAt);
    if (instant <= now.getTime())
      throw new HttpError(422, messages.scheduleInPast, { 'schedule.at': [messages.scheduleInPast] });
    scheduledAt = new Date(instant);
  }
  const recipients = await audienceCount(db, accountId, current.audience as DeliveryAudience);
  if (recipients === 0)
    throw new HttpError(422, messages.noRecipients, { audience: [messages.noRecipients] });
  const fits = quotaCheck((await readQuota(api)).remaining, recipients);
  if (!fits.ok) throw new HttpError(422, fits.message, { audience: [fits.message] });
  return move(db, current, 'scheduled', { scheduledAt, recipientCount: recipients, error: null });
}

/** Scheduled or sending → cancelled (a sending one stops between batches; what went stays sent). */
export async function cancelDelivery(db: Db, accountId: number, id: number, now = new Date()) {
  const current = await rowOf(db, accountId, id);
  return move(db, current, 'cancelled', current.status === 'sending' ? { finishedAt: now } : {});
}

/**
 * The deliveries that still send a template (a draft, scheduled or sending): the templates
 * feature refuses the template's delete while any does. A done or cancelled delivery keeps its
 * template id for its history only.
 */
export async function deliveryTemplateUses(db: Db, accountId: number, templateId: number) {
  const found = await db
    .select({ id: deliveries.id, name: deliveries.name })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.accountId, accountId),
        eq(deliveries.templateId, templateId),
        inArray(deliveries.status, ['draft', 'scheduled', 'sending']),
      ),
    )
    .orderBy(deliveries.id);
  return found.map((row) => ({ kind: 'delivery' as const, id: row.id, name: row.name }));
}

/** This month's LINE quota through the adapter, or 502 when LINE cannot be asked. */
export async function readQuota(api: DeliveryLineApi) {
  try {
    const [quota, consumption] = await Promise.all([api.quota(), api.consumption()]);
    const remaining = remainingQuota(quota, consumption);
    return {
      limit: quota.type === 'none' ? null : (quota.value ?? 0),
      used: consumption.totalUsage,
      remaining,
      sandbox: api.sandbox,
    };
  } catch {
    throw new HttpError(502, messages.quotaUnavailable);
  }
}

/** The words for an operator of what LINE said to a test push. */
function testError(outcome: SendOutcome): string | null {
  switch (outcome.kind) {
    case 'sent':
    case 'duplicate':
      return null;
    case 'refused':
    case 'unavailable':
      return messages.testFailed(outcome.reason);
    case 'rate_limited':
      return messages.testFailed('429');
  }
}

/**
 * A test send: the delivery's template (a draft template too: testing comes before 配信可能), filled
 * in per friend, pushed now to each chosen friend under a key of its own (a test pressed twice is
 * two tests). The delivery is not moved and not counted.
 */
export async function testDelivery(
  db: Db,
  api: DeliveryLineApi,
  accountId: number,
  id: number,
  friendIds: readonly number[],
  links: LinkMaker,
) {
  const current = await rowOf(db, accountId, id);
  const [template] = await rows<{ messages: unknown }>(
    db,
    sql`SELECT messages FROM message_templates WHERE id = ${current.templateId} AND account_id = ${accountId}`,
  );
  if (!template) throw invalid('template_id', messages.unknownTemplate);
  const ids = [...new Set(friendIds)];
  const friends = await rows<{ id: number; name: string; line_user_id: string; status: string }>(
    db,
    sql`SELECT id, display_name AS name, line_user_id, status FROM friends
        WHERE account_id = ${accountId} AND id = ANY(${intArray(ids)})`,
  );
  if (friends.length !== ids.length) throw invalid('friend_ids', messages.unknownFriends);
  const list = (
    typeof template.messages === 'string' ? JSON.parse(template.messages) : template.messages
  ) as LineMessage[];
  // A test is not the delivery: its links are the friends' own outside any delivery (delivery null),
  // so their clicks are not counted for it.
  let own: Map<number, LineMessage[]>;
  try {
    own = await messagesPerFriend(db, accountId, list, ids, null, links);
  } catch (error) {
    if (error instanceof UnknownTrackerError) throw invalid('template_id', messages.unknownTracker);
    throw error;
  }
  const byId = new Map(friends.map((friend) => [Number(friend.id), friend]));
  const results = [];
  for (const friendId of ids) {
    const friend = byId.get(friendId);
    if (!friend) continue;
    if (friend.status !== 'following') {
      results.push({
        friend_id: friendId,
        name: friend.name,
        status: 'failed' as const,
        error: messages.testBlocked,
      });
      continue;
    }
    const outcome = await api.push(
      friend.line_user_id,
      own.get(friendId) ?? list,
      lineRetryKey(`delivery:${id}:test:${randomUUID()}`),
      // A test is not the delivery: LINE's statistics of the delivery do not count it.
      null,
    );
    const error = testError(outcome);
    results.push({
      friend_id: friendId,
      name: friend.name,
      status: error ? ('failed' as const) : ('sent' as const),
      error,
    });
  }
  return { results, sandbox: api.sandbox };
}

/** The Japan calendar day (YYYY-MM-DD) of an instant: Japan keeps +09:00 all year. */
const japanDay = (instant: Date) => new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
/** LINE's insight dates are yyyyMMdd. */
const compact = (day: string) => day.replaceAll('-', '');

/**
 * LINE's own statistics of a delivery, asked under its aggregation unit from the day it started
 * (Japan time) for up to 30 days — LINE's longest period — and never past today.
 */
export async function deliveryLineStatistics(
  db: Db,
  api: DeliveryLineApi,
  accountId: number,
  id: number,
  now = new Date(),
) {
  const row = await rowOf(db, accountId, id);
  const none = (reason: string) => ({
    available: false,
    reason,
    from: null,
    to: null,
    unique_impression: null,
    unique_click: null,
    unique_media_played: null,
  });
  if (!row.startedAt) return none(messages.statisticsNotSent);
  if (row.sandbox !== false || api.sandbox) return none(messages.statisticsSandbox);
  const from = japanDay(row.startedAt);
  const last = japanDay(new Date(row.startedAt.getTime() + 29 * 86_400_000));
  const today = japanDay(now);
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings, compared as text (Math.min takes numbers)
  const to = last < today ? last : today;
  try {
    const found = await api.statistics(deliveryUnit(id), compact(from), compact(to));
    if (!found) return none(messages.statisticsSandbox);
    return {
      available: true,
      reason: null,
      from,
      to,
      unique_impression: found.uniqueImpression,
      unique_click: found.uniqueClick,
      unique_media_played: found.uniqueMediaPlayed,
    };
  } catch {
    return none(messages.statisticsUnavailable);
  }
}

/** What the sandbox recorded of a delivery, oldest first (its latest 1,000 requests). */
export async function deliverySandboxRequests(db: Db, accountId: number, id: number) {
  await rowOf(db, accountId, id);
  const found = await rows<{
    id: number | string;
    kind: string;
    to: unknown;
    messages: unknown;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT * FROM (
          SELECT id, kind, "to", messages, created_at FROM delivery_sandbox_requests
          WHERE account_id = ${accountId} AND delivery_id = ${id} ORDER BY id DESC LIMIT 1000) latest
        ORDER BY id`,
  );
  const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return found.map((row) => ({
    id: Number(row.id),
    kind: row.kind as 'multicast' | 'push' | 'test',
    to: parsed(row.to) as string[],
    messages: parsed(row.messages) as Record<string, unknown>[],
    created_at: new Date(row.created_at).toISOString(),
  }));
}
