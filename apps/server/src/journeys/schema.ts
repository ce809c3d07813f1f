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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';
import { accounts } from '../db/schema';

/*
 * Customer journeys (issue 17): journeys with their groups and journey tags (spec §3 "Journeys").
 * Every row carries its account. The steps are kept as JSON, checked on every write.
 */

export const journeyGroups = pgTable(
  'journey_groups',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    editable: boolean('editable').notNull().default(true),
  },
  (table) => [index('journey_groups_account_idx').on(table.accountId)],
);

export const journeyTags = pgTable(
  'journey_tags',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [index('journey_tags_account_idx').on(table.accountId)],
);

export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** Null: the ungrouped list. A deleted group's journeys come here, at the end (spec §4). */
    groupId: integer('group_id').references(() => journeyGroups.id, { onDelete: 'set null' }),
    /** From 1 within the group (or the ungrouped list), renumbered by every sort (spec §4). */
    order: integer('order').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    /** The favourites-first view's own order. */
    favoriteOrder: integer('favorite_order'),
    memberQueryId: integer('member_query_id'),
    status: text('status').notNull().default('draft'),
    entry: jsonb('entry').notNull().default(sql`'{"type":"member_query"}'::jsonb`),
    steps: jsonb('steps').notNull().default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    /** When it last became active: a follow-entry journey takes friends who follow from then on. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journeys_account_group_idx').on(table.accountId, table.groupId, table.order)],
);

/** The steps of each version of a journey: friends run the version they entered with. */
export const journeyVersions = pgTable(
  'journey_versions',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    steps: jsonb('steps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.journeyId, table.version] })],
);

/**
 * A friend in a journey: the scheduler's queue (the same claim pattern as the tel sender: a due
 * row is claimed with a lease, SKIP LOCKED on PostgreSQL, and taken over when the lease runs out).
 * state: 0 waiting (until due_at), 1 running (claimed), 2 done, 3 exited, -1 failed.
 */
export const journeyEnrollments = pgTable(
  'journey_enrollments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** friends.id (the friends feature's table). */
    friendId: integer('friend_id').notNull(),
    stepIndex: integer('step_index').notNull().default(0),
    state: smallint('state').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journey_enrollments_friend_idx').on(table.journeyId, table.friendId),
    index('journey_enrollments_due_idx').on(table.dueAt).where(sql`state = 0`),
    index('journey_enrollments_lease_idx').on(table.leaseExpiresAt).where(sql`state = 1`),
  ],
);

/** Journey tags a journey put on its members (spec §7: members per journey tag). */
export const journeyEnrollmentTags = pgTable(
  'journey_enrollment_tags',
  {
    enrollmentId: bigint('enrollment_id', { mode: 'number' })
      .notNull()
      .references(() => journeyEnrollments.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => journeyTags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.enrollmentId, table.tagId] }),
    index('journey_enrollment_tags_tag_idx').on(table.tagId),
  ],
);

/**
 * What the sandbox sender "sent" (the LINE sandbox's outbox): one row per retry key, as LINE
 * accepts a push once per X-Line-Retry-Key; a second request with the same key is not delivered.
 */
export const lineOutbox = pgTable(
  'line_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    friendId: integer('friend_id').notNull(),
    lineUserId: text('line_user_id').notNull(),
    retryKey: text('retry_key').notNull(),
    messages: jsonb('messages').notNull(),
    /** journey:{id}:{step} or trigger:{id}. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('line_outbox_retry_key_idx').on(table.retryKey),
    index('line_outbox_account_idx').on(table.accountId, table.id),
  ],
);

/**
 * How many times each step of a journey has run to its end, added up per batch by the scheduler
 * (waiting and failed friends are counted from the enrollments themselves). A step run again
 * after a crash is counted again: the figure is for the editor, not for billing.
 */
export const journeyStepCounts = pgTable(
  'journey_step_counts',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    done: bigint('done', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.journeyId, table.stepIndex] })],
);

// Open-API triggers ------------------------------------------------------------------------------

/** A trigger an outside system fires for a friend (spec §3 "Open-API trigger"). */
export const openApiTriggers = pgTable(
  'open_api_triggers',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('open_api_triggers_account_idx').on(table.accountId)],
);

/** What a trigger does, in id order; state 1 runs, 0 is switched off (spec §4 "Other"). */
export const openApiTriggerActions = pgTable(
  'open_api_trigger_actions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    triggerId: integer('trigger_id')
      .notNull()
      .references(() => openApiTriggers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** A journey (start_journey) or a friend tag (add_tag, remove_tag). */
    actionId: integer('action_id'),
    text: text('text').notNull().default(''),
    /**
     * message: a message template sent instead of the text (issue 29). No foreign key, as with the
     * journey and tag above: the templates feature refuses a delete while an action uses it (its
     * templateUses), and a fire finds a template gone or no longer ready and sends nothing.
     */
    templateId: integer('template_id'),
    memberQueryId: integer('member_query_id'),
    state: smallint('state').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('open_api_trigger_actions_trigger_idx').on(table.triggerId),
    // A template's uses are asked before every delete of a template.
    index('open_api_trigger_actions_template_idx').on(table.templateId),
  ],
);

/** An account's keys for the inbound call: only the SHA-256 of a key is kept. */
export const openApiKeys = pgTable(
  'open_api_keys',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('open_api_keys_hash_idx').on(table.keyHash),
    index('open_api_keys_account_idx').on(table.accountId),
  ],
);

/**
 * Each inbound call that fired a trigger. With an Idempotency-Key the first call's answer is kept
 * and a retry with the same key gets it again instead of firing twice (for IDEMPOTENCY_KEY_HOURS).
 * status: running while the first call works, done with its answer after.
 */
export const openApiFires = pgTable(
  'open_api_fires',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    triggerId: integer('trigger_id')
      .notNull()
      .references(() => openApiTriggers.id, { onDelete: 'cascade' }),
    keyId: integer('key_id'),
    idempotencyKey: text('idempotency_key'),
    /** A hash of the call's body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    friendId: integer('friend_id'),
    status: text('status').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('open_api_fires_key_idx')
      .on(table.accountId, table.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('open_api_fires_created_idx').on(table.createdAt),
  ],
);

/**
 * An account's greeting and follow settings (issue 30): one row, written by the settings page and
 * read by the follow job for each follow event. A journey deleted later leaves no journey here
 * (set null); tags and variables are kept as ids (a deleted one is skipped when applied and left
 * out of the page's read); a template cannot be deleted while the greeting uses it (templateUses).
 */
export const followSettings = pgTable('follow_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  greetingEnabled: boolean('greeting_enabled').notNull().default(false),
  /** template | messages */
  greetingType: text('greeting_type').notNull().default('messages'),
  templateId: integer('template_id'),
  /** The greeting written on the page: LINE text messages. */
  messages: jsonb('messages').notNull().default(sql`'[]'::jsonb`),
  tagIds: jsonb('tag_ids').notNull().default(sql`'[]'::jsonb`),
  /** [{ var_id, value }] */
  values: jsonb('values').notNull().default(sql`'[]'::jsonb`),
  journeyId: integer('journey_id').references(() => journeys.id, { onDelete: 'set null' }),
  /** same_as_new | greeting_only | actions_only | nothing */
  refollow: text('refollow').notNull().default('same_as_new'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
