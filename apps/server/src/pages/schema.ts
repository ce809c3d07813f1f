import type { PageDocument } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
 * Pages friends open (issue 33): landing pages and forms. A page keeps its draft and its published
 * version side by side (both the contract's PageDocument), so an edit never changes what people
 * see until it is published. Friends, media, trackers, tags and variables are other features'
 * rows: no foreign key to them (as the funnels' tables); the answer keeps the friend's id, and a
 * friend removed leaves the answer anonymous in the lists.
 */

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    /** PAGE_KINDS: landing | form | site. */
    kind: text('kind').notNull(),
    /** A site's page (kind site): its site, and its path there ('' for none yet; the home is the site's). */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    path: text('path'),
    /** PAGE_CODE_PATTERN: the public address `/p/{code}`, fixed at creation. */
    code: text('code').notNull().unique('pages_code_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ogpMediaId: integer('ogp_media_id'),
    /** An OEM code; null: the account's own. */
    theme: text('theme'),
    /** LANDING_GOALS; null for forms. */
    goal: text('goal'),
    draft: jsonb('draft').$type<PageDocument>().notNull(),
    /** What the public address shows; null: never published, or unpublished. */
    published: jsonb('published').$type<PageDocument>(),
    publishedAt: at('published_at'),
    /** A publish waiting for its time (the job copies the draft then). */
    publishAt: at('publish_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('pages_account_idx').on(table.accountId, table.kind, table.updatedAt),
    index('pages_publish_at_idx').on(table.publishAt).where(sql`publish_at IS NOT NULL`),
    uniqueIndex('pages_site_path_key').on(table.siteId, table.path).where(sql`site_id IS NOT NULL`),
  ],
);

/** A form's answer: values by field id (a text, the options chosen, or a file's row id). */
export const pageAnswers = pgTable(
  'page_answers',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The friend the LIFF ID token named (verified with LINE); null: anonymous. */
    friendId: integer('friend_id'),
    values: jsonb('values').$type<Record<string, string | string[] | { file: number }>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('page_answers_page_idx').on(table.pageId, table.id),
    index('page_answers_friend_idx').on(table.pageId, table.friendId).where(sql`friend_id IS NOT NULL`),
  ],
);

/** A file uploaded for an answer: first by its token (24 hours, one answer), then the answer's. */
export const pageAnswerFiles = pgTable(
  'page_answer_files',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** ANSWER_FILE_TOKEN_PATTERN; the upload's answer names the file by it. */
    token: text('token').notNull().unique('page_answer_files_token_key'),
    answerId: integer('answer_id').references(() => pageAnswers.id, { onDelete: 'cascade' }),
    fieldId: text('field_id'),
    name: text('name').notNull(),
    /** The type judged from the bytes (ANSWER_FILE_TYPES), never the browser's. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    /** Where the storage keeps the bytes. */
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('page_answer_files_answer_idx').on(table.answerId)],
);

/** Opens of a published page: one row per visitor per Japan day (a visitor: a friend, or a hashed address and browser). */
export const pageViews = pgTable(
  'page_views',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    friendId: integer('friend_id'),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.visitor] })],
);

/** Taps of a landing page's goal buttons (follow, booking), one per visitor per day per button. */
export const pageGoalClicks = pgTable(
  'page_goal_clicks',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.blockId, table.day, table.visitor] })],
);

/** The account's page settings: the LIFF app that opens pages inside LINE. */
export const pageSettings = pgTable('page_settings', {
  accountId: accountId().primaryKey(),
  liffId: text('liff_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A site (issue 33): pages of kind `site` under `/s/{slug}`, with what they share (the "egg"
 * settings). The password is stored as a scrypt hash (`scrypt$N$r$p$salt$hash`, base64url);
 * `access_version` grows with each change of access or password, so a cookie given before the
 * change no longer lets anyone in.
 */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** SITE_SLUG_PATTERN, unique across accounts (the address is the server's). */
    slug: text('slug').notNull().unique('sites_slug_key'),
    theme: text('theme'),
    ogpMediaId: integer('ogp_media_id'),
    ogpTitle: text('ogp_title').notNull().default(''),
    ogpDescription: text('ogp_description').notNull().default(''),
    ga4Id: text('ga4_id'),
    metaPixelId: text('meta_pixel_id'),
    /** SITE_ACCESS: public | password | friends. */
    access: text('access').notNull().default('public'),
    passwordHash: text('password_hash'),
    accessVersion: integer('access_version').notNull().default(1),
    /** SiteMenuItem[]: labels and page ids, in order. */
    menu: jsonb('menu').$type<{ label: string; page_id: number }[]>().notNull().default([]),
    /** The page at `/s/{slug}`; no foreign key (pages reference sites), the service keeps it. */
    homePageId: integer('home_page_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('sites_account_idx').on(table.accountId, table.updatedAt)],
);

/** A friends-only notice board `/b/{code}`. */
export const boards = pgTable(
  'boards',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    /** PAGE_CODE_PATTERN, fixed at creation. */
    code: text('code').notNull().unique('boards_code_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    theme: text('theme'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('boards_account_idx').on(table.accountId, table.createdAt)],
);

export const boardPosts = pgTable(
  'board_posts',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    pinned: boolean('pinned').notNull().default(false),
    /** BOARD_POST_STATUSES: draft | published. */
    status: text('status').notNull().default('draft'),
    /** Set the first time it is published (the board's order), kept after. */
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('board_posts_board_idx').on(table.boardId, table.pinned, table.publishedAt)],
);

/** A friend's first open of a post (one row per friend and post: the read count). */
export const boardPostReads = pgTable(
  'board_post_reads',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id').notNull(),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.friendId] }),
    index('board_post_reads_post_idx').on(table.postId, table.readAt),
  ],
);

/**
 * Someone let into a site or board: a friend verified through LIFF (account-wide: every
 * friends-only site and board of the account), or a visitor who gave a site's password (that site,
 * at its access_version). The cookie holds a random token; the row its SHA-256.
 */
export const publicAccessSessions = pgTable(
  'public_access_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountId(),
    /** friend | password. */
    kind: text('kind').notNull(),
    friendId: integer('friend_id'),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    accessVersion: integer('access_version'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('public_access_sessions_expires_idx').on(table.expiresAt)],
);
