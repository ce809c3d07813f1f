import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

/*
 * Deliveries (issue 31): one message template sent to many friends. The row holds what the
 * operator composed (template, audience, schedule, pacing), where it is in its life
 * (draft → scheduled → sending → done, or cancelled: the contract's DELIVERY_TRANSITIONS) and its
 * counts. The template and the segment are other features' rows: no foreign key, checked by the
 * service (and again when it is scheduled).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    clicked: integer('clicked').notNull().default(0),
    blockedSince: integer('blocked_since').notNull().default(0),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('deliveries_account_idx').on(table.accountId, table.id),
    // What the sending queue will claim: the scheduled deliveries that are due.
    index('deliveries_due_idx').on(table.status, table.scheduledAt),
  ],
);
