import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';

/*
 * Friends and their data (issue 16): the account's LINE channel and the webhook events it
 * received, friends, tags, variables (friend-info, common, form items) and member queries. Every
 * row carries its account (or hangs from a friend that does), so "is this id the caller's?" is one
 * condition.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The account's LINE channel (one per account). Without an access token it runs as a sandbox. */
export const lineChannels = pgTable(
  'line_channels',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    lineChannelId: text('line_channel_id').notNull(),
    /** Needed in clear to check X-Line-Signature (an HMAC key, not a password). */
    channelSecret: text('channel_secret').notNull(),
    accessToken: text('access_token'),
    /**
     * The account's LINE basic id (`@abc1234`), which makes its add-friend URL: where an entry
     * source's QR code sends people (issue 32). Null: not given yet.
     */
    basicId: text('basic_id'),
    /**
     * The LINE Login channel entry sources send people through, to learn who followed from where
     * (issue 32): its id and its secret (in clear, sent to LINE's token endpoint). Null: none.
     */
    loginChannelId: text('login_channel_id'),
    loginChannelSecret: text('login_channel_secret'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('line_channels_account_idx').on(table.accountId)],
);

/**
 * The durable webhook queue: every event of a correctly signed delivery, stored before LINE gets
 * its 200, processed by the friends worker. `(channel_id, webhook_event_id)` is unique, so LINE's
 * redeliveries are stored once. status: 0 waiting, 1 being processed, 2 done, -1 failed.
 */
export const lineWebhookEvents = pgTable(
  'line_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => lineChannels.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    webhookEventId: text('webhook_event_id').notNull(),
    type: text('type').notNull(),
    lineUserId: text('line_user_id'),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('line_webhook_events_event_idx').on(table.channelId, table.webhookEventId),
    index('line_webhook_events_waiting_idx').on(table.id).where(sql`status = 0`),
  ],
);

export const friends = pgTable(
  'friends',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    lineUserId: text('line_user_id').notNull(),
    displayName: text('display_name').notNull(),
    /** The name folded for search (NFKC, katakana as hiragana, lower case): see search.ts. */
    nameSearch: text('name_search').notNull(),
    pictureUrl: text('picture_url'),
    /** following | blocked. */
    status: text('status').notNull(),
    followedAt: timestamp('followed_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The time of the event that set the status: an older follow or unfollow, delivered late, is ignored. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('friends_line_user_idx').on(table.accountId, table.lineUserId),
    // The list's default order (newest friends first) and the name order, read from the index.
    index('friends_account_followed_idx').on(
      table.accountId,
      table.followedAt.desc().nullsLast(),
      table.id.desc(),
    ),
    index('friends_account_name_idx').on(table.accountId, table.nameSearch, table.id),
  ],
);

export const friendTagGroups = pgTable(
  'friend_tag_groups',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (table) => [index('friend_tag_groups_account_idx').on(table.accountId)],
);

export const friendTags = pgTable(
  'friend_tags',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    groupId: integer('group_id').references(() => friendTagGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('friend_tags_account_idx').on(table.accountId)],
);

export const friendTagLinks = pgTable(
  'friend_tag_links',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => friendTags.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => friends.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tagId, table.friendId] }),
    index('friend_tag_links_friend_idx').on(table.friendId),
  ],
);

/** Groups of variables; `kind` says which list: var (friend info), common, form (a form is a group). */
export const varGroups = pgTable(
  'var_groups',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (table) => [index('var_groups_account_idx').on(table.accountId, table.kind)],
);

/** Friend-info variables, common variables (with a code and a value) and form items (with a code). */
export const vars = pgTable(
  'vars',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    kind: text('kind').notNull(),
    groupId: integer('group_id').references(() => varGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    code: text('code'),
    value: text('value').notNull().default(''),
    order: integer('order').notNull(),
  },
  (table) => [
    index('vars_account_idx').on(table.accountId, table.kind),
    uniqueIndex('vars_code_idx').on(table.accountId, table.kind, table.code),
  ],
);

export const varChoices = pgTable(
  'var_choices',
  {
    id: serial('id').primaryKey(),
    varId: integer('var_id')
      .notNull()
      .references(() => vars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (table) => [index('var_choices_var_idx').on(table.varId)],
);

export const friendVarValues = pgTable(
  'friend_var_values',
  {
    varId: integer('var_id')
      .notNull()
      .references(() => vars.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => friends.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.varId, table.friendId] }),
    index('friend_var_values_friend_idx').on(table.friendId),
  ],
);

export const memberQueries = pgTable(
  'member_queries',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_queries_account_idx').on(table.accountId)],
);
