import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId, at } from '../db/columns';

/*
 * Ad connection (issue 32). An ad account reads the funnels' event list (friend_events, through the
 * friendEventFeed capability: no foreign key into it) from its own cursor, queues one send per
 * mapped event, and the sender sends them in order. A send row is its own log.
 */

export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    /** AD_PLATFORMS: line | meta. */
    platform: text('platform').notNull(),
    name: text('name').notNull(),
    /** LINE: the LINE Tag id; Meta: the pixel id. */
    destinationId: text('destination_id').notNull(),
    /** LINE: the channel that issued the friends' LINE user ids (sent with them); null: none sent. */
    lineChannelId: text('line_channel_id'),
    /** The platform's access token: stored to send, never answered. */
    accessToken: text('access_token').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The event list is read from here on (ids above it are still to be queued). A new ad account
     * starts at the list's end: it reports what happens after it is connected.
     */
    cursorId: bigint('cursor_id', { mode: 'number' }).notNull().default(0),
    /**
     * Where the cursor moves once `cursorNextAt` is old enough: a transaction that wrote an event
     * with a lower id may commit after a higher one was read, so a range is read again until no
     * such transaction can still be open (the sends' unique key makes a second read add nothing).
     */
    cursorNextId: bigint('cursor_next_id', { mode: 'number' }).notNull().default(0),
    cursorNextAt: at('cursor_next_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('ad_accounts_account_idx').on(table.accountId, table.id)],
);

/** Which of our events an ad account reports, and as which of the platform's events. */
export const adEventMappings = pgTable(
  'ad_event_mappings',
  {
    adAccountId: integer('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** AD_EVENT_KINDS. */
    kind: text('kind').notNull(),
    eventName: text('event_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adAccountId, table.kind] })],
);

/** One try of a send, as the log shows it. */
export interface AdSendTry {
  at: string;
  http_status: number | null;
  answer: string;
}

/**
 * One event to send to one ad account, and its log: queued once per event and ad account (the
 * unique key), tried until the platform takes it, refuses it or the tries run out.
 */
export const adSends = pgTable(
  'ad_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    adAccountId: integer('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** The friend_events row reported; null for a test send. */
    friendEventId: bigint('friend_event_id', { mode: 'number' }),
    kind: text('kind'),
    eventName: text('event_name').notNull(),
    /** The deduplication key sent with every try. */
    eventId: text('event_id').notNull(),
    eventAt: at('event_at').notNull(),
    /** AD_SEND_STATUSES. */
    status: text('status').notNull().default('waiting'),
    test: boolean('test').notNull().default(false),
    sandbox: boolean('sandbox').notNull().default(false),
    /** The request body (identifiers hashed; the token is not in it). */
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    tries: jsonb('tries').$type<AdSendTry[]>().notNull().default(sql`'[]'::jsonb`),
    httpStatus: integer('http_status'),
    answer: text('answer'),
    nextAttemptAt: at('next_attempt_at'),
    /** While sending: when the worker's hold ends and another may take the send over. */
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (table) => [
    uniqueIndex('ad_sends_event_idx')
      .on(table.adAccountId, table.friendEventId)
      .where(sql`friend_event_id IS NOT NULL`),
    // The log, newest first, per status.
    index('ad_sends_log_idx').on(table.adAccountId, table.id),
    // The sender's queue: each ad account's oldest unfinished send.
    index('ad_sends_queue_idx').on(table.adAccountId, table.id).where(sql`status IN ('waiting', 'sending')`),
  ],
);
