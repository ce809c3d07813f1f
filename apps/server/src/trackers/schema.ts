import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { contentGroups } from '../content';
import { accountId, at } from '../db/columns';

/*
 * Click trackers (issue 31). A tracker is a destination URL in a content group (the groups the
 * templates use: spec §2 gives the tracker editor the same `group` query) with what a friend's
 * click does. Its links are the short `/t/{code}` URLs: one common link per tracker (no friend)
 * and one personal link per friend per delivery. Each click through a link is a row of
 * tracker_clicks. Tags, variables, journeys, friends and deliveries are other features' rows: no
 * foreign key to them (checked by the service when saved; a click on a gone friend does nothing).
 */

export const trackers = pgTable(
  'trackers',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    // A deleted group leaves its trackers ungrouped, as it leaves its templates.
    groupId: integer('group_id').references(() => contentGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The click's actions: tag ids, { var_id, value }[], and a journey id (null: none). */
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    values: jsonb('values').$type<{ var_id: number; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    journeyId: integer('journey_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('trackers_account_idx').on(table.accountId, table.id),
    index('trackers_group_idx').on(table.groupId),
  ],
);

export const trackerLinks = pgTable(
  'tracker_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 16 base64url characters (96 random bits): the redirect's one indexed lookup. */
    code: text('code').notNull().unique('tracker_links_code_key'),
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => trackers.id, { onDelete: 'cascade' }),
    /** The friend it was made for; null for the tracker's common link. */
    friendId: integer('friend_id'),
    /** The delivery that sent it; null for the common link (or a link made outside a delivery). */
    deliveryId: integer('delivery_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One link per tracker, friend and delivery, nulls included (so the common link is one too):
    // a retried batch of a delivery reuses its links through ON CONFLICT on this.
    unique('tracker_links_owner_key')
      .on(table.trackerId, table.friendId, table.deliveryId)
      .nullsNotDistinct(),
  ],
);

export const trackerClicks = pgTable(
  'tracker_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => trackers.id, { onDelete: 'cascade' }),
    // No foreign key: links go only with their tracker, whose cascade takes the clicks too, and a
    // key here would have each deleted link scan the clicks (or cost every click an index entry).
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    friendId: integer('friend_id'),
    deliveryId: integer('delivery_id'),
    at: at('at').notNull().defaultNow(),
    /** ios | android | pc | other, from the User-Agent. */
    device: text('device').notNull(),
    /**
     * A link preview or another bot (kept so a surprising number can be explained, never counted
     * and never acting on the friend).
     */
    isBot: boolean('is_bot').notNull().default(false),
  },
  (table) => [
    index('tracker_clicks_tracker_idx').on(table.trackerId, table.at),
    index('tracker_clicks_delivery_idx').on(table.deliveryId, table.friendId),
  ],
);
