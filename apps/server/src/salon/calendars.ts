import { createHash, randomBytes } from 'node:crypto';
import {
  type GoogleCalendar,
  type GoogleCalendarLinkInput,
  type GoogleCalendarPurpose,
  type GoogleToken,
  SALON_MAX_RANGE_DAYS,
} from '@console/contract/salon';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { hashToken } from '../auth/service';
import type { Db } from '../db';
import type { JobLogger } from '../feature';
import { HttpError } from '../http-error';
import { pollingJob } from '../polling-job';
import { dateOf, dayOf } from './dates';
import { add, type FieldErrors, invalid as fail, isId, notFound } from './errors';
import { calendarWindow, localDateTime, resourceCalendarItems } from './feed';
import {
  GoogleAuthError,
  type GoogleCalendarAdapter,
  type GoogleCalendarChoice,
  type GoogleCredentials,
  type GoogleEventInput,
} from './google';
import { messages } from './messages';
import {
  salonGoogleCalendars,
  salonGoogleEvents,
  salonGoogleLinks,
  salonGoogleOauthStates,
  salonGoogleTokens,
} from './schema';
import { listTimeShifts, resourceRow } from './service';
import { shownDate } from './shifts';

/*
 * Google Calendar linking (spec §7 "External calendars"). A resource's calendar in an operator's
 * connected Google account is the "primary"; each purpose linked to it (its shifts, or its
 * reservations and block times) an "association". The salon stays the source of truth: a link
 * copies into Google, by reconciliation — what the salon holds in the window is compared with what
 * the link put there (content hashes), and only the difference is written. Google events carry ids
 * derived from the link and the item, so a write repeated after a crash updates instead of
 * duplicating.
 */

const OAUTH_STATE_MS = 10 * 60_000;
/** A claimed link is someone's for this long; a dead worker's claim lapses after it. */
const LEASE_MS = 5 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// ---------------------------------------------------------------------------------------------
// Connected Google accounts (OAuth)

const toToken = (row: typeof salonGoogleTokens.$inferSelect): GoogleToken => ({
  id: row.id,
  email: row.email,
  valid: row.valid,
  created_at: row.createdAt.toISOString(),
});

export async function listTokens(db: Db, accountId: number): Promise<GoogleToken[]> {
  const rows = await db
    .select()
    .from(salonGoogleTokens)
    .where(eq(salonGoogleTokens.accountId, accountId))
    .orderBy(asc(salonGoogleTokens.id));
  return rows.map(toToken);
}

async function tokenRow(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(salonGoogleTokens)
    .where(and(eq(salonGoogleTokens.id, id), eq(salonGoogleTokens.accountId, accountId)));
  return row;
}

const credentialsOf = (
  adapter: GoogleCalendarAdapter,
  row: typeof salonGoogleTokens.$inferSelect,
): GoogleCredentials => ({
  refreshToken: adapter.tokens.open(row.refreshToken),
  accessToken: adapter.tokens.open(row.accessToken),
  expiresAt: row.expiresAt,
});

/** A client on a stored token that keeps each refreshed access token (saves a refresh per call). */
function clientFor(db: Db, adapter: GoogleCalendarAdapter, row: typeof salonGoogleTokens.$inferSelect) {
  return adapter.client(credentialsOf(adapter, row), (fresh) => {
    db.update(salonGoogleTokens)
      .set({
        accessToken: adapter.tokens.seal(fresh.accessToken),
        expiresAt: fresh.expiresAt,
        refreshToken: adapter.tokens.seal(fresh.refreshToken),
      })
      .where(eq(salonGoogleTokens.id, row.id))
      .catch(() => {
        // Only a cache: the refresh token still works next time.
      });
  });
}

/** POST google_tokens/connect: a single-use state (256 bits, 10 minutes) and Google's consent URL. */
export async function startConnect(
  db: Db,
  adapter: GoogleCalendarAdapter,
  user: { accountId: number; userId: number },
  redirectUri: string,
): Promise<{ url: string }> {
  const state = randomBytes(32).toString('base64url');
  await db.delete(salonGoogleOauthStates).where(lt(salonGoogleOauthStates.expiresAt, new Date()));
  await db.insert(salonGoogleOauthStates).values({
    stateHash: hashToken(state),
    accountId: user.accountId,
    userId: user.userId,
    expiresAt: new Date(Date.now() + OAUTH_STATE_MS),
  });
  return { url: adapter.authUrl(state, redirectUri) };
}

/**
 * GET the OAuth callback: the state must be one this user started (and is used up), the code is
 * exchanged for tokens. Connecting the same Google account again replaces its tokens and makes it
 * valid again; its links are then synced at once. Answers what to tell the operator.
 */
export async function finishConnect(
  db: Db,
  adapter: GoogleCalendarAdapter,
  userId: number,
  query: { state?: unknown; code?: unknown; error?: unknown },
  redirectUri: string,
): Promise<'connected' | 'denied' | 'failed'> {
  if (typeof query.state !== 'string' || query.state.length > 200) return 'failed';
  const [state] = await db
    .delete(salonGoogleOauthStates)
    .where(eq(salonGoogleOauthStates.stateHash, hashToken(query.state)))
    .returning();
  if (!state || state.userId !== userId || state.expiresAt < new Date()) return 'failed';
  if (query.error !== undefined) return 'denied';
  if (typeof query.code !== 'string' || query.code.length === 0 || query.code.length > 2000) return 'failed';
  let connected: Awaited<ReturnType<GoogleCalendarAdapter['exchangeCode']>>;
  try {
    connected = await adapter.exchangeCode(query.code, redirectUri);
  } catch {
    return 'failed';
  }
  const { email, credentials } = connected;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(salonGoogleTokens)
      .values({
        accountId: state.accountId,
        email,
        refreshToken: adapter.tokens.seal(credentials.refreshToken),
        accessToken: adapter.tokens.seal(credentials.accessToken),
        expiresAt: credentials.expiresAt,
      })
      .onConflictDoUpdate({
        target: [salonGoogleTokens.accountId, salonGoogleTokens.email],
        set: {
          refreshToken: adapter.tokens.seal(credentials.refreshToken),
          accessToken: adapter.tokens.seal(credentials.accessToken),
          expiresAt: credentials.expiresAt,
          valid: true,
        },
      })
      .returning({ id: salonGoogleTokens.id });
    if (!row) throw new Error('token upsert returned nothing');
    // Links that waited for a valid token try again now.
    await tx
      .update(salonGoogleLinks)
      .set({ nextAttemptAt: null })
      .where(
        inArray(
          salonGoogleLinks.calendarId,
          tx
            .select({ id: salonGoogleCalendars.id })
            .from(salonGoogleCalendars)
            .where(eq(salonGoogleCalendars.tokenId, row.id)),
        ),
      );
  });
  return 'connected';
}

/**
 * DELETE google_tokens/{id}: disconnects the Google account (its links go with it; events already
 * in Google stay there). Google is asked to revoke the token; if it cannot be reached, the token
 * is forgotten here anyway — the operator can also revoke it in their Google account.
 */
export async function revokeToken(db: Db, adapter: GoogleCalendarAdapter, accountId: number, id: number) {
  const row = await tokenRow(db, accountId, id);
  if (!row) throw notFound();
  await clientFor(db, adapter, row)
    .revoke()
    .catch(() => undefined);
  await db.delete(salonGoogleTokens).where(eq(salonGoogleTokens.id, id));
}

/** Google's answer as the operator's message: a refused token also marks the token invalid. */
async function googleFailure(db: Db, tokenId: number, error: unknown): Promise<never> {
  if (error instanceof GoogleAuthError) {
    await db.update(salonGoogleTokens).set({ valid: false }).where(eq(salonGoogleTokens.id, tokenId));
    throw new HttpError(422, messages.tokenInvalid, { google_token_id: [messages.tokenInvalid] });
  }
  throw new HttpError(502, messages.googleUnavailable);
}

/** GET google_tokens/{id}/calendars: the account's calendars, to pick one to link. */
export async function tokenCalendars(
  db: Db,
  adapter: GoogleCalendarAdapter,
  accountId: number,
  id: number,
): Promise<GoogleCalendarChoice[]> {
  const row = await tokenRow(db, accountId, id);
  if (!row) throw notFound();
  try {
    return await clientFor(db, adapter, row).calendars();
  } catch (error) {
    return googleFailure(db, row.id, error);
  }
}

// ---------------------------------------------------------------------------------------------
// Links (spec §7: GET, POST googlecalendars; DELETE …/{purpose}/{associationId}; resync)

/** GET googlecalendars: the salon's linked calendars, each with its purposes and their sync state. */
export async function listLinks(db: Db, salonId: number): Promise<GoogleCalendar[]> {
  const calendars = await db
    .select({
      id: salonGoogleCalendars.id,
      resourceId: salonGoogleCalendars.resourceId,
      tokenId: salonGoogleCalendars.tokenId,
      calendarId: salonGoogleCalendars.calendarId,
      email: salonGoogleTokens.email,
    })
    .from(salonGoogleCalendars)
    .innerJoin(salonGoogleTokens, eq(salonGoogleTokens.id, salonGoogleCalendars.tokenId))
    .where(eq(salonGoogleCalendars.salonId, salonId))
    .orderBy(asc(salonGoogleCalendars.id));
  if (calendars.length === 0) return [];
  const links = await db
    .select({
      id: salonGoogleLinks.id,
      calendarId: salonGoogleLinks.calendarId,
      purpose: salonGoogleLinks.purpose,
      changes: salonGoogleLinks.changes,
      synced: salonGoogleLinks.synced,
      lastSyncedAt: salonGoogleLinks.lastSyncedAt,
      lastError: salonGoogleLinks.lastError,
      events: sql<number>`(select count(*)::int from ${salonGoogleEvents} where ${salonGoogleEvents.linkId} = ${salonGoogleLinks.id})`,
    })
    .from(salonGoogleLinks)
    .where(
      and(
        inArray(
          salonGoogleLinks.calendarId,
          calendars.map((c) => c.id),
        ),
        isNull(salonGoogleLinks.removedAt),
      ),
    )
    .orderBy(asc(salonGoogleLinks.id));
  return calendars
    .map((c) => ({
      id: c.id,
      salon_resource_id: c.resourceId,
      google_token_id: c.tokenId,
      google_email: c.email,
      google_calendar_id: c.calendarId,
      associations: links
        .filter((l) => l.calendarId === c.id)
        .map((l) => ({
          id: l.id,
          purpose: l.purpose as GoogleCalendarPurpose,
          pending: l.changes > l.synced,
          last_synced_at: l.lastSyncedAt?.toISOString() ?? null,
          last_error: l.lastError,
          event_count: Number(l.events),
        })),
    }))
    .filter((c) => c.associations.length > 0);
}

/**
 * POST googlecalendars: links a purpose of the resource to a calendar of a connected account the
 * operator can write to (asked of Google). The first sync starts in the background.
 */
export async function createLink(
  db: Db,
  adapter: GoogleCalendarAdapter,
  accountId: number,
  salonId: number,
  input: GoogleCalendarLinkInput,
): Promise<GoogleCalendar> {
  const errors: FieldErrors = {};
  if (!isId(input.salon_resource_id)) add(errors, 'salon_resource_id', messages.unknownResource);
  if (!isId(input.google_token_id)) add(errors, 'google_token_id', messages.unknownToken);
  // The calendar id (trimmed) and the purpose were checked by the contract's schema.
  const calendarId = input.google_calendar_id;
  if (Object.keys(errors).length > 0) fail(errors);
  try {
    await resourceRow(db, salonId, input.salon_resource_id);
  } catch {
    fail({ salon_resource_id: [messages.unknownResource] });
  }
  const token = await tokenRow(db, accountId, input.google_token_id);
  if (!token) fail({ google_token_id: [messages.unknownToken] });
  if (!token.valid) fail({ google_token_id: [messages.tokenInvalid] });
  let choices: GoogleCalendarChoice[];
  try {
    choices = await clientFor(db, adapter, token).calendars();
  } catch (error) {
    return googleFailure(db, token.id, error);
  }
  const choice = choices.find((c) => c.id === calendarId);
  if (!choice) fail({ google_calendar_id: [messages.unknownCalendar] });
  if (!choice.writable) fail({ google_calendar_id: [messages.readOnlyCalendar] });
  const purpose = input.link_target as GoogleCalendarPurpose;
  const primaryId = await db.transaction(async (tx) => {
    await tx
      .insert(salonGoogleCalendars)
      .values({ salonId, resourceId: input.salon_resource_id, tokenId: token.id, calendarId })
      .onConflictDoNothing();
    const [primary] = await tx
      .select({ id: salonGoogleCalendars.id })
      .from(salonGoogleCalendars)
      .where(
        and(
          eq(salonGoogleCalendars.resourceId, input.salon_resource_id),
          eq(salonGoogleCalendars.tokenId, token.id),
          eq(salonGoogleCalendars.calendarId, calendarId),
        ),
      );
    if (!primary) throw new Error('calendar upsert returned nothing');
    const [existing] = await tx
      .select({ id: salonGoogleLinks.id, removedAt: salonGoogleLinks.removedAt })
      .from(salonGoogleLinks)
      .where(and(eq(salonGoogleLinks.calendarId, primary.id), eq(salonGoogleLinks.purpose, purpose)));
    if (existing && !existing.removedAt) {
      throw new HttpError(409, messages.alreadyLinked, { link_target: [messages.alreadyLinked] });
    }
    if (existing) {
      // Linked again while the unlink was still clearing Google: keep the events, sync afresh.
      await tx
        .update(salonGoogleLinks)
        .set({
          removedAt: null,
          changes: sql`${salonGoogleLinks.changes} + 1`,
          nextAttemptAt: null,
          lastError: null,
        })
        .where(eq(salonGoogleLinks.id, existing.id));
    } else {
      await tx.insert(salonGoogleLinks).values({ calendarId: primary.id, purpose });
    }
    return primary.id;
  });
  const linked = (await listLinks(db, salonId)).find((c) => c.id === primaryId);
  if (!linked) throw new Error('link vanished');
  return linked;
}

async function linkOf(db: Db, salonId: number, primaryId: number, associationId: number, purpose: string) {
  const [row] = await db
    .select({ id: salonGoogleLinks.id })
    .from(salonGoogleLinks)
    .innerJoin(salonGoogleCalendars, eq(salonGoogleCalendars.id, salonGoogleLinks.calendarId))
    .where(
      and(
        eq(salonGoogleLinks.id, associationId),
        eq(salonGoogleLinks.calendarId, primaryId),
        eq(salonGoogleLinks.purpose, purpose),
        eq(salonGoogleCalendars.salonId, salonId),
        isNull(salonGoogleLinks.removedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * DELETE googlecalendars/{primaryId}/{purpose}/{associationId}: unlinks at once (the list no longer
 * shows it); the sync job then deletes the events the link put in Google and forgets the link.
 */
export async function removeLink(
  db: Db,
  salonId: number,
  primaryId: number,
  purpose: string,
  associationId: number,
) {
  const link = await linkOf(db, salonId, primaryId, associationId, purpose);
  await db
    .update(salonGoogleLinks)
    .set({ removedAt: new Date(), nextAttemptAt: null, attempts: 0 })
    .where(eq(salonGoogleLinks.id, link.id));
}

/** POST googlecalendars/{primaryId}/shift/{associationId}/resync: rewrites every shift event. */
export async function resyncShifts(db: Db, salonId: number, primaryId: number, associationId: number) {
  const link = await linkOf(db, salonId, primaryId, associationId, 'shift');
  await db
    .update(salonGoogleLinks)
    .set({ force: true, changes: sql`${salonGoogleLinks.changes} + 1`, nextAttemptAt: null, attempts: 0 })
    .where(eq(salonGoogleLinks.id, link.id));
  const linked = (await listLinks(db, salonId)).find((c) => c.id === primaryId);
  if (!linked) throw notFound();
  return linked;
}

// ---------------------------------------------------------------------------------------------
// What a link should hold in Google

export interface DesiredEvent extends GoogleEventInput {
  /** The salon's local day the item falls on (older items leave the window, not Google). */
  date: string;
}

/** The events of a link, keyed by source (`r:{id}`, `b:{id}`, `s:{masterId}:{date}`). */
export async function desiredEvents(
  db: Db,
  salonId: number,
  resourceId: number,
  purpose: GoogleCalendarPurpose,
  window = calendarWindow(),
): Promise<Map<string, DesiredEvent>> {
  const out = new Map<string, DesiredEvent>();
  if (purpose === 'shift') {
    // GET time_shifts' own expansion, in chunks of its longest range.
    const last = dayOf(window.last) ?? 0;
    for (let start = dayOf(window.first) ?? 0; start <= last; start += SALON_MAX_RANGE_DAYS) {
      const end = Math.min(last, start + SALON_MAX_RANGE_DAYS - 1);
      const shifts = await listTimeShifts(
        db,
        salonId,
        `${dateOf(start)}..${dateOf(end)}`,
        String(resourceId),
      );
      for (const shift of shifts) {
        const date = shownDate(shift);
        out.set(`s:${shift.master_id}:${shift._date}`, {
          date,
          summary: 'シフト',
          description: shift.description,
          start: localDateTime(date, shift.from),
          end: localDateTime(date, shift.to),
        });
      }
    }
    return out;
  }
  for (const item of await resourceCalendarItems(db, salonId, resourceId, window)) {
    out.set(item.key, {
      date: item.date,
      summary: item.confirmed ? item.summary : `${item.summary}（仮）`,
      description: item.description,
      start: localDateTime(item.date, item.from),
      end: localDateTime(item.date, item.to),
    });
  }
  return out;
}

/**
 * The Google event id of an item of a link: Google accepts ids of base32hex characters (0-9,
 * a-v), 5 to 1024 long; hex digits are among them. The same item always gets the same id, so a
 * repeated write is an update.
 */
export const googleEventId = (linkId: number, sourceKey: string) =>
  `cs${sha256(`${linkId}:${sourceKey}`).slice(0, 40)}`;

const hashOf = (event: DesiredEvent) =>
  sha256(JSON.stringify([event.summary, event.description, event.start, event.end]));

// ---------------------------------------------------------------------------------------------
// The sync job

/** Links with work waiting: changes not yet copied, or an unlink still to clear. */
const pending = or(
  gt(salonGoogleLinks.changes, salonGoogleLinks.synced),
  isNotNull(salonGoogleLinks.removedAt),
);

/**
 * Syncs up to `limit` links that wait (each claimed by an atomic conditional update, so two
 * workers never sync one link at once). Answers how many were synced without error.
 */
export async function syncPendingLinks(
  db: Db,
  adapter: GoogleCalendarAdapter,
  options: { limit?: number; logger?: JobLogger; today?: string } = {},
): Promise<number> {
  const now = new Date();
  const due = await db
    .select({ id: salonGoogleLinks.id })
    .from(salonGoogleLinks)
    .innerJoin(salonGoogleCalendars, eq(salonGoogleCalendars.id, salonGoogleLinks.calendarId))
    .innerJoin(salonGoogleTokens, eq(salonGoogleTokens.id, salonGoogleCalendars.tokenId))
    .where(
      and(
        pending,
        eq(salonGoogleTokens.valid, true),
        or(isNull(salonGoogleLinks.nextAttemptAt), lte(salonGoogleLinks.nextAttemptAt, now)),
        or(isNull(salonGoogleLinks.leaseUntil), lt(salonGoogleLinks.leaseUntil, now)),
      ),
    )
    .orderBy(asc(salonGoogleLinks.id))
    .limit(options.limit ?? 20);
  let synced = 0;
  for (const { id } of due) {
    if (await syncLink(db, adapter, id, options)) synced += 1;
  }
  return synced;
}

/** Claims, reconciles and releases one link. True when Google now holds what the salon does. */
export async function syncLink(
  db: Db,
  adapter: GoogleCalendarAdapter,
  linkId: number,
  options: { logger?: JobLogger; today?: string } = {},
): Promise<boolean> {
  const now = new Date();
  const [claimed] = await db
    .update(salonGoogleLinks)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(salonGoogleLinks.id, linkId),
        pending,
        or(isNull(salonGoogleLinks.leaseUntil), lt(salonGoogleLinks.leaseUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return false;
  const [target] = await db
    .select({ calendar: salonGoogleCalendars, token: salonGoogleTokens })
    .from(salonGoogleCalendars)
    .innerJoin(salonGoogleTokens, eq(salonGoogleTokens.id, salonGoogleCalendars.tokenId))
    .where(eq(salonGoogleCalendars.id, claimed.calendarId));
  if (!target) return false;
  const { calendar, token } = target;
  try {
    const client = clientFor(db, adapter, token);
    const window = calendarWindow(options.today);
    const desired = claimed.removedAt
      ? new Map<string, DesiredEvent>()
      : await desiredEvents(
          db,
          calendar.salonId,
          calendar.resourceId,
          claimed.purpose as GoogleCalendarPurpose,
          window,
        );
    const existing = new Map(
      (await db.select().from(salonGoogleEvents).where(eq(salonGoogleEvents.linkId, linkId))).map((row) => [
        row.sourceKey,
        row,
      ]),
    );
    // Progress is saved item by item: a failure halfway leaves the rest for the retry.
    for (const [key, event] of desired) {
      const hash = hashOf(event);
      const current = existing.get(key);
      if (current && current.hash === hash && !claimed.force) continue;
      const eventId = googleEventId(linkId, key);
      await client.putEvent(calendar.calendarId, eventId, event);
      await db
        .insert(salonGoogleEvents)
        .values({ linkId, sourceKey: key, googleEventId: eventId, hash, date: event.date })
        .onConflictDoUpdate({
          target: [salonGoogleEvents.linkId, salonGoogleEvents.sourceKey],
          set: { hash, date: event.date },
        });
    }
    for (const [key, row] of existing) {
      if (desired.has(key)) continue;
      // An item that left the window stays in Google as history; a deleted or moved one goes.
      if (claimed.removedAt || row.date >= window.first) {
        await client.deleteEvent(calendar.calendarId, row.googleEventId);
      }
      await db
        .delete(salonGoogleEvents)
        .where(and(eq(salonGoogleEvents.linkId, linkId), eq(salonGoogleEvents.sourceKey, key)));
    }
    if (claimed.removedAt) {
      await db.transaction(async (tx) => {
        await tx.delete(salonGoogleLinks).where(eq(salonGoogleLinks.id, linkId));
        const [left] = await tx
          .select({ n: count() })
          .from(salonGoogleLinks)
          .where(eq(salonGoogleLinks.calendarId, calendar.id));
        if (Number(left?.n ?? 0) === 0) {
          await tx.delete(salonGoogleCalendars).where(eq(salonGoogleCalendars.id, calendar.id));
        }
      });
      return true;
    }
    await db
      .update(salonGoogleLinks)
      .set({
        synced: claimed.changes,
        // A resync asked for meanwhile keeps its force for the next round.
        force: sql`${salonGoogleLinks.force} and ${salonGoogleLinks.changes} > ${claimed.changes}`,
        leaseUntil: null,
        attempts: 0,
        nextAttemptAt: null,
        lastSyncedAt: new Date(),
        lastError: null,
      })
      .where(eq(salonGoogleLinks.id, linkId));
    return true;
  } catch (error) {
    const refused = error instanceof GoogleAuthError;
    if (refused) {
      await db.update(salonGoogleTokens).set({ valid: false }).where(eq(salonGoogleTokens.id, token.id));
    }
    const attempts = claimed.attempts + 1;
    const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
    await db
      .update(salonGoogleLinks)
      .set({
        leaseUntil: null,
        attempts,
        nextAttemptAt: new Date(Date.now() + wait),
        lastError: refused
          ? messages.tokenInvalid
          : messages.syncFailed((error as { status?: number }).status ?? undefined),
      })
      .where(eq(salonGoogleLinks.id, linkId));
    options.logger?.warn({ err: error, linkId, attempts }, 'google calendar sync failed');
    return false;
  }
}

/** The sync as a background job: polls for waiting links until stopped. */
export function calendarSyncJob(
  db: Db,
  adapter: GoogleCalendarAdapter,
  logger: JobLogger,
  pollIntervalMs: number,
) {
  return pollingJob({
    name: 'salon-google-calendar',
    intervalMs: pollIntervalMs,
    logger,
    failure: 'google calendar sync round failed',
    round: () => syncPendingLinks(db, adapter, { logger }),
  });
}
