import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';
import { users } from '../db/schema';

/**
 * Notification messages ("tel"): templates, orders and their lines. The lines are the send queue:
 * the sender worker claims due lines of ordered orders with FOR UPDATE SKIP LOCKED.
 * Status values are those of spec §4 (see `@console/contract` tel enums).
 */

export const telTemplates = pgTable(
  'tel_templates',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** The LINE message object as JSON text, with [param_1]…[param_10] placeholders. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tel_templates_account_idx').on(table.accountId, table.id)],
);

export const telOrders = pgTable(
  'tel_orders',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    /** 0 draft, 1 ordered, 2 in progress, 3 done, -1 cancelled. */
    status: smallint('status').notNull().default(0),
    description: text('description').notNull().default(''),
    /** Counters kept in the same transaction as the line changes, so the list never scans lines. */
    countAll: integer('count_all').notNull().default(0),
    countSuccess: integer('count_success').notNull().default(0),
    /** Lines that ended failed (-2) or could not be sent (-3). */
    countFailed: integer('count_failed').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('tel_orders_account_idx').on(table.accountId, table.id)],
);

export const telOrderLines = pgTable(
  'tel_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => telOrders.id, { onDelete: 'cascade' }),
    /**
     * The order's account, copied so queries can filter lines by account without a join. No
     * foreign key of its own: the order's already guarantees it (and cascades), and a second
     * per-row check made a 100,000-line upload about 30 % slower (PGlite 4.1 s → 2.9 s).
     */
    accountId: integer('account_id').notNull(),
    /** Destination in E.164 (+81…); shown as 3-4-4 and hashed with SHA-256 for LINE. */
    tel: text('tel').notNull(),
    /** When to send (送信予定時刻). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** As given; a template that does not exist at send time makes the line -3 (cannot send). */
    templateId: integer('template_id').notNull(),
    /** { param_1: '…', … } strings only. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** 1 before sending, 2 processing, 3 sent, -2 failed, -3 cannot send. */
    status: smallint('status').notNull().default(1),
    /** Who holds the line while it is being sent, and until when (crash safety). */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the line failed or could not be sent, in Japanese for the operator. */
    errorMessage: text('error_message'),
    /** LINE's x-line-request-id of the accepted request, for support. */
    lineRequestId: text('line_request_id'),
    /** The rendered message as sent (sandbox) or as handed to LINE. */
    renderedMessage: jsonb('rendered_message'),
  },
  (table) => [
    index('tel_order_lines_order_idx').on(table.orderId, table.id),
    // The sender's claim query: due lines still before sending.
    index('tel_order_lines_due_idx').on(table.scheduledAt).where(sql`status = 1`),
    // Lines whose lease ran out (a worker died while sending).
    index('tel_order_lines_lease_idx').on(table.leaseExpiresAt).where(sql`status = 2`),
  ],
);
