import type { FunnelStep } from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId, at } from '../db/columns';

/*
 * Funnels and entry sources (issue 32). friend_events is what friends did, appended by the
 * features that see it happen (the friends webhook worker, the trackers' redirect, the salon)
 * through the root capability `friendEvents`; a funnel is counted from it alone. Friends, trackers
 * and reservations are other features' rows: no foreign key to them (as tracker_clicks).
 */

export const friendEvents = pgTable(
  'friend_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    friendId: integer('friend_id').notNull(),
    /** FRIEND_EVENT_KINDS. */
    kind: text('kind').notNull(),
    at: at('at').notNull(),
    /** The entry source a follow came through, when known. */
    sourceId: integer('source_id'),
    /** What the event is about: the tracker clicked, the reservation made or visited. */
    refId: integer('ref_id'),
    value: jsonb('value'),
    /**
     * What makes the event once (LINE's webhook event id, `click:{id}`, `booking:{id}`): a batch
     * replayed or a visit undone and done again adds nothing. Null: no such key.
     */
    key: text('key'),
  },
  (table) => [
    // The funnel's reads: one kind of the account, by friend and then time, so a step's events
    // come from the index alone already in the order its join with the step before and its
    // first-per-friend aggregate want (merge join and group aggregate, no hash spilled to disk).
    // The source and the reference ride at the end so a step's filter and the per-source friends
    // are read from the index too, without a visit to the table per event.
    index('friend_events_kind_idx').on(
      table.accountId,
      table.kind,
      table.friendId,
      table.at,
      table.sourceId,
      table.refId,
    ),
    // One friend's history, in time order.
    index('friend_events_friend_idx').on(table.accountId, table.friendId, table.at),
    uniqueIndex('friend_events_key_idx').on(table.accountId, table.key).where(sql`key IS NOT NULL`),
  ],
);

export const entrySources = pgTable(
  'entry_sources',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** 12 base64url characters (72 random bits): the public URL's one indexed lookup. */
    code: text('code').notNull().unique('entry_sources_code_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('entry_sources_account_idx').on(table.accountId, table.id)],
);

/** Each opening of an entry source's URL (a scan of its QR code). */
export const entrySourceVisits = pgTable(
  'entry_source_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => entrySources.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    /** A link preview or another bot: kept, never counted. */
    isBot: boolean('is_bot').notNull().default(false),
  },
  (table) => [index('entry_source_visits_source_idx').on(table.sourceId, table.at)],
);

/**
 * One LINE Login started from an entry source's URL (issue 32): the `state` LINE hands back (its
 * SHA-256, so a read of the table gives nobody a usable one) and the ID token's `nonce`, good for
 * ten minutes and once.
 */
export const entryLoginStates = pgTable(
  'entry_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    accountId: accountId(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => entrySources.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('entry_login_states_expires_idx').on(table.expiresAt)],
);

/**
 * A LINE user id LINE Login vouched for after an entry source's URL (issue 32): the follow of
 * that user that comes within a day takes its source (the newest attribution wins).
 */
export const entryAttributions = pgTable(
  'entry_attributions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    lineUserId: text('line_user_id').notNull(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => entrySources.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('entry_attributions_user_idx').on(table.accountId, table.lineUserId, table.at)],
);

export const funnels = pgTable(
  'funnels',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    windowDays: integer('window_days').notNull(),
    /** FunnelStep[] in order: { kind, ref_id, source_id }. */
    steps: jsonb('steps').$type<FunnelStep[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('funnels_account_idx').on(table.accountId, table.id)],
);
