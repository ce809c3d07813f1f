import {
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
 * Deliveries (issue 31): one message template sent to many friends. The row holds what the
 * operator composed (template, audience, schedule, pacing), where it is in its life
 * (draft → scheduled → sending → done, or cancelled: the contract's DELIVERY_TRANSITIONS) and its
 * counts. The template and the segment are other features' rows: no foreign key, checked by the
 * service (and again when it is scheduled).
 */

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    templateId: integer('template_id').notNull(),
    /** The contract's DeliveryAudience: { type: all } | { type: segment, member_query_id } | { type: tags, … }. */
    audience: jsonb('audience').notNull(),
    /** now | at. */
    scheduleKind: text('schedule_kind').notNull(),
    /** The `at` as the operator wrote it, a Japanese wall-clock time YYYY-MM-DDTHH:mm (null for now). */
    scheduleAt: text('schedule_at'),
    /** The instant it goes, set when it is scheduled (now: the moment it was; at: that time in UTC). */
    scheduledAt: at('scheduled_at'),
    /** Friends a minute; null: as fast as LINE and the queue allow. */
    pacingPerMinute: integer('pacing_per_minute'),
    /** draft | scheduled | sending | done | cancelled. */
    status: text('status').notNull().default('draft'),
    /** The friends the audience picked when it was scheduled; null for a draft. */
    recipientCount: integer('recipient_count'),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    blockedSince: integer('blocked_since').notNull().default(0),
    /** Why sending stopped short (the quota ran out, the template went); null while it goes well. */
    error: text('error'),
    /**
     * The template's messages as they were when sending started, so every batch sends the same
     * words even if the template is edited meanwhile; null before.
     */
    messages: jsonb('messages'),
    /** Whether the messages hold a per-friend value: one push per friend then, else multicasts. */
    perFriend: boolean('per_friend'),
    /** Whether it went to the sandbox (no channel access token when sending started); null before. */
    sandbox: boolean('sandbox'),
    /** The worker sending it and until when: another takes it over once the lease has run out. */
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    /** When a sending delivery next has work: its next paced batch, or a retry after LINE's 429 or 5xx. */
    nextAt: at('next_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('deliveries_account_idx').on(table.accountId, table.id),
    // What the sending queue claims: the scheduled deliveries that are due.
    index('deliveries_due_idx').on(table.status, table.scheduledAt),
  ],
);

/**
 * A sending delivery's friends, fixed when it starts (so a friend who joins the audience later is
 * not added half way and nobody is asked twice). `seq` numbers them from 0 in friend-id order; a
 * request's friends and its retry key follow from the seq alone (plan.ts), so a worker taking over
 * after a crash cuts the same requests and LINE answers the ones that went with 409.
 */
export const deliveryRecipients = pgTable(
  'delivery_recipients',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    friendId: integer('friend_id').notNull(),
    lineUserId: text('line_user_id').notNull(),
    /** pending | sent | failed. */
    state: text('state').notNull().default('pending'),
    /** Why LINE did not take it for this friend (failed only). */
    reason: text('reason'),
    sentAt: at('sent_at'),
    /**
     * When a request for this friend was first tried: LINE honours an X-Line-Retry-Key for 24 hours
     * only, so a request first tried longer ago than that is not sent again (see RETRY_KEY_TRUST_MS in line-retry-key.ts).
     */
    triedAt: at('tried_at'),
  },
  (table) => [
    primaryKey({ columns: [table.deliveryId, table.seq] }),
    index('delivery_recipients_friend_idx').on(table.friendId),
  ],
);

/**
 * The sandbox's LINE: each request a delivery or a test send made, once per retry key (as LINE
 * takes a key once), when the account's channel has no access token. Nothing leaves the machine.
 */
export const deliverySandboxRequests = pgTable(
  'delivery_sandbox_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    deliveryId: integer('delivery_id'),
    /** multicast | push | test. */
    kind: text('kind').notNull(),
    retryKey: text('retry_key').notNull(),
    /** The LINE user ids it went to. */
    to: jsonb('to').notNull(),
    messages: jsonb('messages').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_sandbox_requests_key_idx').on(table.retryKey),
    index('delivery_sandbox_requests_account_idx').on(table.accountId, table.id),
  ],
);
