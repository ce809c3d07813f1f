import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

/*
 * Customer journeys (issue 17): journeys with their groups and journey tags (spec §3 "Journeys").
 * Every row carries its account. The steps are kept as JSON, checked on every write.
 */

export const journeyGroups = pgTable(
  'journey_groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [index('journey_tags_account_idx').on(table.accountId)],
);

export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journeys_account_group_idx').on(table.accountId, table.groupId, table.order)],
);
