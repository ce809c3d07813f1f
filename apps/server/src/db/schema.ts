import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
