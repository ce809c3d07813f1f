import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';

/*
 * What an account sends (issue 29): message templates in content groups. Part of the platform,
 * not of the templates feature, because every sending feature (journeys, triggers, deliveries,
 * greetings) reads a template's messages when it sends; the templates feature edits them.
 */

export const contentGroups = pgTable(
  'content_groups',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (table) => [index('content_groups_account_idx').on(table.accountId, table.order)],
);

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    // A deleted group leaves its templates ungrouped.
    groupId: integer('group_id').references(() => contentGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** draft | ready: only a ready template is ever sent. */
    status: text('status').notNull(),
    /** 1 to 5 LINE message objects, as the Messaging API takes them (tokens still unfilled). */
    messages: jsonb('messages').notNull(),
    /** The messages' words (texts and altTexts) for the list's search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_templates_account_idx').on(table.accountId, table.updatedAt),
    index('message_templates_group_idx').on(table.groupId),
  ],
);
