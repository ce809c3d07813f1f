import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';

/*
 * The account's image library (issue 30). Platform tables, not the media feature's, because rich
 * menus, image maps and templates read an image's variants (`readMediaVariant`); the media feature
 * uploads, renames and deletes them. The bytes are in the MediaStorage, under `media_variants.key`.
 */

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** The name folded for the library's search (foldName: NFKC, katakana as hiragana, lower case). */
    searchName: text('search_name').notNull().default(''),
    /**
     * The image's public address part (`/media/{token}/{variant}`): 128 random bits, base64url.
     * LINE fetches the images without a session, so the token is the only guard.
     */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_token_idx').on(table.token),
    index('media_account_idx').on(table.accountId, table.createdAt),
  ],
);

export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** One of MEDIA_VARIANTS (contract). */
    variant: text('variant').notNull(),
    /** 'image/jpeg' | 'image/png'. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The storage key of the bytes. */
    key: text('key').notNull(),
    /** A hash of the bytes, the strong ETag of the public answer. */
    etag: text('etag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.variant] })],
);
