import * as z from 'zod/mini';
import { oemCodeSchema, pageQuerySchema, rowIdSchema } from '../schemas';
import {
  BOARD_DESCRIPTION_MAX_LENGTH,
  BOARD_POST_BODY_MAX_LENGTH,
  BOARD_POST_MAX_IMAGES,
  BOARD_POST_STATUSES,
  BOARD_POST_TITLE_MAX_LENGTH,
  BOARD_TITLE_MAX_LENGTH,
  PAGE_CODE_PATTERN,
} from './constants';
import { BOARDS_MESSAGES as M, PAGES_MESSAGES as PM } from './messages';

/*
 * Boards (issue 33): a friends-only notice board at `/b/{code}`. Friends open it through LIFF (the
 * ID token verified with LINE); its posts show pinned first, then newest; a friend's first open of
 * a post counts as a read.
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));
const trimmed = (min: number, max: number, error: string) =>
  z.string({ error }).check(z.trim(), z.minLength(min, { error }), z.maxLength(max, { error }));

export const boardInputSchema = z.object({
  title: trimmed(1, BOARD_TITLE_MAX_LENGTH, M.title),
  description: z._default(trimmed(0, BOARD_DESCRIPTION_MAX_LENGTH, M.description), ''),
  /** The OEM theme it is drawn in; null or left out: the account's own. */
  theme: z.optional(z.nullable(oemCodeSchema)),
});
export type BoardInput = z.output<typeof boardInputSchema>;

export const boardSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  theme: z.nullable(oemCodeSchema),
  code: z.string().check(z.regex(PAGE_CODE_PATTERN)),
  /** `{PUBLIC_ORIGIN}/b/{code}` (friends only: outside LINE it asks to be opened in LINE). */
  public_url: z.string(),
  /** The board opened inside LINE through the account's LIFF app; null without a LIFF id. */
  liff_url: z.nullable(z.string()),
  /** Published posts, and all posts. */
  published_posts: z.int(),
  posts: z.int(),
  /** The account's friends now (not blocked): the read rate's denominator. */
  friends: z.int(),
  updated_at: isoInstant,
  created_at: isoInstant,
});
export type Board = z.infer<typeof boardSchema>;
export const boardListSchema = z.array(boardSchema);

export const boardPostInputSchema = z.object({
  title: trimmed(1, BOARD_POST_TITLE_MAX_LENGTH, M.postTitle),
  body: trimmed(1, BOARD_POST_BODY_MAX_LENGTH, M.postBody),
  /** Images of the library, shown under the body in this order. */
  media_ids: z._default(
    z.array(z.int32({ error: PM.image })).check(z.maxLength(BOARD_POST_MAX_IMAGES, { error: M.postImages })),
    [],
  ),
  /** Pinned posts come first on the board. */
  pinned: z._default(z.boolean(), false),
  /** published shows it to friends (its published_at is set the first time). */
  status: z._default(z.enum(BOARD_POST_STATUSES, { error: M.postStatus }), 'draft'),
});
export type BoardPostInput = z.output<typeof boardPostInputSchema>;

export const boardPostSchema = z.object({
  id,
  board_id: id,
  title: z.string(),
  body: z.string(),
  media_ids: z.array(z.int()),
  /** The images' public URLs in media_ids' order (an image deleted from the library is left out). */
  image_urls: z.array(z.string()),
  pinned: z.boolean(),
  status: z.enum(BOARD_POST_STATUSES),
  published_at: z.nullable(isoInstant),
  /** Friends who opened it (each once). */
  reads: z.int(),
  updated_at: isoInstant,
  created_at: isoInstant,
});
export type BoardPost = z.infer<typeof boardPostSchema>;
export const boardPostListSchema = z.array(boardPostSchema);

export const boardPostListQuerySchema = z.extend(pageQuerySchema, {
  q: z.optional(z.string().check(z.maxLength(BOARD_POST_TITLE_MAX_LENGTH))),
  status: z.optional(z.enum(BOARD_POST_STATUSES)),
});

/** Who read a post, newest first. */
export const boardPostReadSchema = z.object({
  friend: z.object({ id, display_name: z.string() }),
  read_at: isoInstant,
});
export const boardPostReadListSchema = z.array(boardPostReadSchema);

// The public side: a friend let in through LIFF, for a site or a board of the account.

/** What the gate's script sends: LIFF's ID token, for the site (slug) or the board (code) it guards. */
export const publicFriendAccessInputSchema = z.object({
  scope: z.enum(['site', 'board']),
  /** The site's slug or the board's code. */
  key: z.string().check(z.minLength(1), z.maxLength(40)),
  id_token: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export type PublicFriendAccessInput = z.output<typeof publicFriendAccessInputSchema>;
