import { randomUUID } from 'node:crypto';
import {
  AD_DEFAULT_MAPPINGS,
  AD_EVENT_KINDS,
  AD_SECRET_SHOWN_CHARS,
  type AdAccount,
  type AdAccountCreate,
  type AdAccountUpdate,
  type AdEventKind,
  type AdEventMapping,
  type AdPlatform,
  type AdSend,
  type AdSendQuery,
  type AdTestInput,
  LINE_CONVERSION_EVENT,
  AD_CONNECT_MESSAGES as M,
} from '@console/contract/adconnect';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { FriendEventFeed } from '../feature';
import { HttpError } from '../http-error';
import { type ListSource, offsetBatches } from '../list-response';
import type { AdConnectConfig } from './config';
import { type AdEvent, payloadFor } from './payloads';
import { adAccounts, adEventMappings, adSends } from './schema';
import { sendOne } from './sender';
import type { AdTransport } from './transport';

/*
 * Ad connection (issue 32), the API's side. Every query is scoped to the caller's account; another
 * account's id is 404. The access token is written, never read back out.
 */

type Settings = AdConnectConfig['adconnect'];
type AccountRow = typeof adAccounts.$inferSelect;
type SendRow = typeof adSends.$inferSelect;

const notFound = () => new HttpError(404, M.notFound);

function present(row: AccountRow, settings: Settings): AdAccount {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform as AdPlatform,
    destination_id: row.destinationId,
    line_channel_id: row.lineChannelId,
    access_token_set: row.accessToken !== '',
    access_token_last4: row.accessToken === '' ? null : row.accessToken.slice(-AD_SECRET_SHOWN_CHARS),
    enabled: row.enabled,
    mode: settings.live ? 'live' : 'sandbox',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function accountRow(db: Db, accountId: number, id: number): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.id, id), eq(adAccounts.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function listAdAccounts(db: Db, accountId: number, settings: Settings): Promise<AdAccount[]> {
  const found = await db
    .select()
    .from(adAccounts)
    .where(eq(adAccounts.accountId, accountId))
    .orderBy(desc(adAccounts.id));
  return found.map((row) => present(row, settings));
}

export const getAdAccount = async (db: Db, accountId: number, id: number, settings: Settings) =>
  present(await accountRow(db, accountId, id), settings);

/** Connects an ad account from the event list's end on, with the platform's proposed mapping. */
export async function createAdAccount(
  db: Db,
  feed: FriendEventFeed,
  accountId: number,
  input: AdAccountCreate,
  settings: Settings,
): Promise<AdAccount> {
  return db.transaction(async (tx) => {
    const start = await feed.lastId(tx);
    const [row] = await tx
      .insert(adAccounts)
      .values({
        accountId,
        platform: input.platform,
        name: input.name,
        destinationId: input.destination_id,
        lineChannelId: input.platform === 'line' ? input.line_channel_id : null,
        accessToken: input.access_token,
        enabled: input.enabled,
        cursorId: start,
        cursorNextId: start,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    const proposed = Object.entries(AD_DEFAULT_MAPPINGS[input.platform]).flatMap(([kind, eventName]) =>
      eventName ? [{ adAccountId: row.id, kind, eventName }] : [],
    );
    if (proposed.length > 0) await tx.insert(adEventMappings).values(proposed);
    return present(row, settings);
  });
}

/**
 * Changes an ad account. Turned on again, it starts from the event list's end: what friends did
 * while it was off is not sent late.
 */
export async function updateAdAccount(
  db: Db,
  feed: FriendEventFeed,
  accountId: number,
  id: number,
  input: AdAccountUpdate,
  settings: Settings,
): Promise<AdAccount> {
  return db.transaction(async (tx) => {
    const current = await accountRow(tx as Db, accountId, id);
    const restart = input.enabled && !current.enabled ? await feed.lastId(tx) : null;
    const [row] = await tx
      .update(adAccounts)
      .set({
        name: input.name,
        destinationId: input.destination_id,
        lineChannelId: current.platform === 'line' ? input.line_channel_id : null,
        ...(input.access_token ? { accessToken: input.access_token } : {}),
        enabled: input.enabled,
        ...(restart === null ? {} : { cursorId: restart, cursorNextId: restart, cursorNextAt: null }),
        updatedAt: new Date(),
      })
      .where(eq(adAccounts.id, id))
      .returning();
    if (!row) throw notFound();
    return present(row, settings);
  });
}

export async function deleteAdAccount(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(adAccounts)
    .where(and(eq(adAccounts.id, id), eq(adAccounts.accountId, accountId)))
    .returning({ id: adAccounts.id });
  if (deleted.length === 0) throw notFound();
}

const kindOrder = (kind: string) => AD_EVENT_KINDS.indexOf(kind as AdEventKind);

async function mappingOf(db: Db, id: number): Promise<AdEventMapping> {
  const found = await db
    .select({ kind: adEventMappings.kind, eventName: adEventMappings.eventName })
    .from(adEventMappings)
    .where(eq(adEventMappings.adAccountId, id));
  return {
    mappings: found
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
      .map((row) => ({ kind: row.kind as AdEventKind, event_name: row.eventName })),
  };
}

export async function getAdEventMapping(db: Db, accountId: number, id: number): Promise<AdEventMapping> {
  await accountRow(db, accountId, id);
  return mappingOf(db, id);
}

/** Replaces the mapping; events queued before keep the name they were queued with. */
export async function putAdEventMapping(
  db: Db,
  accountId: number,
  id: number,
  input: AdEventMapping,
): Promise<AdEventMapping> {
  return db.transaction(async (tx) => {
    await accountRow(tx as Db, accountId, id);
    await tx.delete(adEventMappings).where(eq(adEventMappings.adAccountId, id));
    if (input.mappings.length > 0)
      await tx
        .insert(adEventMappings)
        .values(
          input.mappings.map((item) => ({ adAccountId: id, kind: item.kind, eventName: item.event_name })),
        );
    return mappingOf(tx as Db, id);
  });
}

export function presentSend(row: SendRow): AdSend {
  return {
    id: row.id,
    ad_account_id: row.adAccountId,
    kind: (row.kind as AdEventKind | null) ?? null,
    event_name: row.eventName,
    event_id: row.eventId,
    status: row.status as AdSend['status'],
    test: row.test,
    sandbox: row.sandbox,
    attempts: row.attempts,
    http_status: row.httpStatus,
    answer: row.answer,
    tries: row.tries,
    payload: row.payload as AdSend['payload'],
    event_at: row.eventAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The ad account's sends, newest first, of one status when asked (paged or streamed by sendList). */
export async function listAdSends(
  db: Db,
  accountId: number,
  id: number,
  query: AdSendQuery,
): Promise<ListSource<AdSend>> {
  await accountRow(db, accountId, id);
  const where = and(
    eq(adSends.adAccountId, id),
    eq(adSends.accountId, accountId),
    query.status ? eq(adSends.status, query.status) : undefined,
  );
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select()
      .from(adSends)
      .where(where)
      .orderBy(desc(adSends.id))
      .limit(limit)
      .offset(offset);
    return { items: found.map(presentSend), total: null };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(adSends).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

/** A sample friend for a test send: identifiers that look real and name nobody. */
const SAMPLE = {
  lineUserId: 'U00000000000000000000000000000000',
  value: { email: 'test@example.com', phone: '090-0000-0000', value: 1000, currency: 'JPY' },
};

/**
 * Sends one sample event now, as the kind asked (else the first mapped kind, else a follow) under
 * its mapped name (else the platform's plain conversion: Meta's Lead, LINE's Conversion). The test
 * send is in the log; a 5xx leaves it waiting for the sender's next try, as any send.
 */
export async function testAdAccount(
  db: Db,
  accountId: number,
  id: number,
  input: AdTestInput,
  settings: Settings,
  transport: AdTransport,
  now: Date,
): Promise<AdSend> {
  const account = await accountRow(db, accountId, id);
  const { mappings } = await mappingOf(db, id);
  const mapped = input.kind ? mappings.find((item) => item.kind === input.kind) : mappings[0];
  const kind: AdEventKind = mapped?.kind ?? input.kind ?? 'follow';
  const platform = account.platform as AdPlatform;
  const eventName = mapped?.event_name ?? (platform === 'meta' ? 'Lead' : LINE_CONVERSION_EVENT);
  const event: AdEvent = {
    eventId: `test-${randomUUID()}`,
    kind,
    eventName,
    at: now,
    lineUserId: SAMPLE.lineUserId,
    friendId: null,
    value: kind === 'purchase' ? SAMPLE.value : { email: SAMPLE.value.email, phone: SAMPLE.value.phone },
  };
  const [row] = await db
    .insert(adSends)
    .values({
      accountId,
      adAccountId: id,
      friendEventId: null,
      kind,
      eventName,
      eventId: event.eventId,
      eventAt: now,
      test: true,
      payload: payloadFor(platform, event, account.lineChannelId),
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentSend((await sendOne(db, row.id, settings, transport, now)) ?? row);
}
