import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';
import { media } from '../storage/schema';

/*
 * Rich menus (issue 30). A menu is edited here and published to LINE; LINE cannot change a
 * published menu's image, so every publish of an edit makes a new LINE menu and the row keeps the
 * current one's id. The image is a media library image (the platform's `media` table; the library
 * asks `mediaUses` and refuses to delete an image a menu shows).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const richMenus = pgTable(
  'rich_menus',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    chatBarText: text('chat_bar_text').notNull(),
    /** full | half | free (how it was started; the size is what counts). */
    mode: text('mode').notNull(),
    layout: text('layout'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    /** [{ bounds: {x,y,width,height}, action }] as the contract's richMenuAreaSchema. */
    areas: jsonb('areas').notNull(),
    selected: boolean('selected').notNull().default(false),
    aliasId: text('alias_id'),
    tabGroup: text('tab_group'),
    /** default | segment | none. */
    audienceType: text('audience_type').notNull().default('none'),
    /** The member query (segment) of a `segment` audience (the friends feature's table: no foreign key). */
    memberQueryId: integer('member_query_id'),
    /** draft | published | archived. */
    status: text('status').notNull().default('draft'),
    lineRichMenuId: text('line_rich_menu_id'),
    /** The alias the LINE menu has now (the row's alias_id may have been edited since). */
    liveAliasId: text('live_alias_id'),
    /** The LINE menu is the channel's default now. */
    liveDefault: boolean('live_default').notNull().default(false),
    /** Edited since the last publish: publishing again replaces the LINE menu. */
    changedSincePublish: boolean('changed_since_publish').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set while a publish, unpublish or default change talks to LINE: a second one waits its turn (409). */
    busySince: timestamp('busy_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rich_menus_account_idx').on(table.accountId),
    // An alias names one menu of the account (LINE's alias ids are per channel).
    uniqueIndex('rich_menus_alias_idx')
      .on(table.accountId, table.aliasId)
      .where(sql`${table.aliasId} IS NOT NULL`),
  ],
);

/**
 * Which friends we linked a menu to one by one (a segment's menu): LINE's per-user menu, over the
 * default. A friend has at most one.
 */
export const richMenuLinks = pgTable(
  'rich_menu_links',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    friendId: integer('friend_id').notNull(),
    lineUserId: text('line_user_id').notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => richMenus.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('rich_menu_links_friend_idx').on(table.accountId, table.friendId),
    index('rich_menu_links_menu_idx').on(table.menuId),
  ],
);

/** Every publish, re-publish, unpublish and default change: the steps sent to LINE and the outcome. */
export const richMenuPublishLog = pgTable(
  'rich_menu_publish_log',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    menuId: integer('menu_id').references(() => richMenus.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    ok: boolean('ok').notNull(),
    message: text('message'),
    lineRichMenuId: text('line_rich_menu_id'),
    /** The alias the LINE menu has now (the row's alias_id may have been edited since). */
    liveAliasId: text('live_alias_id'),
    /** The LINE menu is the channel's default now. */
    liveDefault: boolean('live_default').notNull().default(false),
    previousLineRichMenuId: text('previous_line_rich_menu_id'),
    steps: jsonb('steps').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rich_menu_publish_log_account_idx').on(table.accountId, table.id)],
);

/** The sandbox adapter's record: every call it would have sent to LINE, in order. */
export const richMenuSandboxCalls = pgTable(
  'rich_menu_sandbox_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    call: text('call').notNull(),
    args: jsonb('args').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rich_menu_sandbox_calls_account_idx').on(table.accountId, table.id)],
);
