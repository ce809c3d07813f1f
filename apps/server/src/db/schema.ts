import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The one database schema (PostgreSQL dialect, shared by PGlite and node-postgres). */

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  oemCode: text('oem_code').notNull().default('console'),
  appName: text('app_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index('roles_account_id_idx').on(table.accountId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    isOwner: boolean('is_owner').notNull().default(false),
    salonId: integer('salon_id'),
  },
  (table) => [index('users_account_id_idx').on(table.accountId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token: a leaked table does not hand out live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Failed logins per e-mail address. Kept in the database rather than in process memory so the
 * limit holds across the API processes of the scale-out mode.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The client address the attempt came from: failures are counted per account and address. */
    ip: text('ip').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_ip_idx').on(table.email, table.ip, table.failedAt)],
);

/**
 * Follow events handed from the friends feature's webhook worker to the journeys feature's follow
 * job (issue 30): a platform table, since a feature may not import another. A tap on a rich-menu
 * area that opens a template (a postback `console:template:{id}`) is handed over the same way,
 * with kind 'template'. The webhook worker writes a row in the transaction that applies the
 * event to the friend (so an event is handed over exactly when it is applied, once per webhook
 * event id); the follow job claims rows with a lease (SKIP LOCKED on PostgreSQL) and applies the
 * account's follow settings, or sends the template, once each.
 * status: 0 waiting, 1 claimed, 2 done, -1 failed (after its tries, with the error).
 */
export const lineFollowEvents = pgTable(
  'line_follow_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id').notNull(),
    /** LINE's webhookEventId: the greeting's retry key is derived from it. */
    webhookEventId: text('webhook_event_id').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    /** LINE's follow.isUnblocked: the friend had blocked the account and unblocked it. */
    isUnblocked: boolean('is_unblocked').notNull().default(false),
    /** follow, or template: a rich-menu area's "open a template" tap (template_id says which). */
    kind: text('kind').notNull().default('follow'),
    templateId: integer('template_id'),
    status: smallint('status').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** What was done (greeted, too_old, …) or why it failed. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('line_follow_events_event_idx').on(table.accountId, table.webhookEventId),
    index('line_follow_events_status_idx').on(table.status, table.id),
  ],
);
