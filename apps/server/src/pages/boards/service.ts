import type { PageQuery } from '@console/contract';
import {
  BOARD_PUBLIC_PREFIX,
  type Board,
  type BoardInput,
  type BoardPost,
  type BoardPostInput,
  type BoardPostStatus,
  PAGES_MESSAGES as M,
} from '@console/contract/pages';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, rows } from '../../db';
import { HttpError } from '../../http-error';
import { type ListSource, offsetBatches } from '../../list-response';
import { containsPattern } from '../../name-search';
import { messages } from '../../plugins/messages';
import { boardPosts, boards } from '../schema';
import { liffIdOf, newCode, notFound } from '../service';

/*
 * Boards (issue 33), the operators' side: a friends-only notice board and its posts, each of the
 * account only (another account's id is 404). The counts the console shows — posts, the account's
 * friends (the read rate's denominator), each post's reads — are counted here on every read, so
 * they never drift from the rows.
 */

export type BoardRow = typeof boards.$inferSelect;
export type BoardPostRow = typeof boardPosts.$inferSelect;

/** The variants a post's image is shown in, the first the image has winning (as the public page's). */
const IMAGE_VARIANTS = ['imagemap-700', 'imagemap-1040', 'original'] as const;

/**
 * When a post counts as published: set the first time its status becomes published, then kept
 * (back to draft and out again, it keeps its place on the board rather than jumping to the top).
 */
export function nextPublishedAt(current: Date | null, status: BoardPostStatus, now: Date): Date | null {
  if (current) return current;
  return status === 'published' ? now : null;
}

/** The public URLs of a post's images in its order; an image no longer in the library is left out. */
export function imageUrlsFor(
  mediaIds: readonly number[],
  paths: ReadonlyMap<number, string>,
  origin: string,
): string[] {
  return mediaIds.flatMap((id) => {
    const path = paths.get(id);
    return path === undefined ? [] : [`${origin}${path}`];
  });
}

/** The account's board, or 404. */
export async function boardRow(db: Db, accountId: number, id: number): Promise<BoardRow> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, id), eq(boards.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** The account's post, or 404. */
export async function boardPostRow(db: Db, accountId: number, id: number): Promise<BoardPostRow> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.id, id), eq(boardPosts.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** The account's friends who have not blocked it (the friends feature's table, read by its status). */
async function friendsOf(db: Db, accountId: number): Promise<number> {
  const [row] = await rows(
    db,
    sql`SELECT count(*) AS n FROM friends WHERE account_id = ${accountId} AND status <> 'blocked'`,
  );
  return Number(row?.n ?? 0);
}

interface BoardCounts {
  posts: number;
  published: number;
}

/** Posts and published posts of the boards, one grouped query however many boards. */
async function postCountsOf(db: Db, ids: readonly number[]): Promise<Map<number, BoardCounts>> {
  const counts = new Map<number, BoardCounts>();
  if (ids.length === 0) return counts;
  const found = await rows(
    db,
    sql`SELECT board_id, count(*) AS posts, count(*) FILTER (WHERE status = 'published') AS published
        FROM board_posts WHERE board_id = ANY(${intArray([...ids])}) GROUP BY board_id`,
  );
  for (const row of found)
    counts.set(Number(row.board_id), { posts: Number(row.posts), published: Number(row.published) });
  return counts;
}

interface BoardContext {
  origin: string;
  liffId: string | null;
  friends: number;
}

async function boardContext(db: Db, accountId: number, origin: string): Promise<BoardContext> {
  return { origin, liffId: await liffIdOf(db, accountId), friends: await friendsOf(db, accountId) };
}

export function presentBoard(row: BoardRow, counts: BoardCounts | undefined, context: BoardContext): Board {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    theme: row.theme as Board['theme'],
    code: row.code,
    public_url: `${context.origin}${BOARD_PUBLIC_PREFIX}${row.code}`,
    liff_url: context.liffId
      ? `https://liff.line.me/${context.liffId}${BOARD_PUBLIC_PREFIX}${row.code}`
      : null,
    published_posts: counts?.published ?? 0,
    posts: counts?.posts ?? 0,
    friends: context.friends,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

async function presentOneBoard(db: Db, row: BoardRow, origin: string): Promise<Board> {
  const counts = await postCountsOf(db, [row.id]);
  return presentBoard(row, counts.get(row.id), await boardContext(db, row.accountId, origin));
}

/** The account's boards, newest first. */
export async function listBoards(db: Db, accountId: number, origin: string): Promise<Board[]> {
  const found = await db
    .select()
    .from(boards)
    .where(eq(boards.accountId, accountId))
    .orderBy(desc(boards.createdAt), desc(boards.id));
  const counts = await postCountsOf(
    db,
    found.map((row) => row.id),
  );
  const context = await boardContext(db, accountId, origin);
  return found.map((row) => presentBoard(row, counts.get(row.id), context));
}

export const getBoard = async (db: Db, accountId: number, id: number, origin: string) =>
  presentOneBoard(db, await boardRow(db, accountId, id), origin);

const boardValues = (input: BoardInput) => ({
  title: input.title,
  description: input.description,
  theme: input.theme ?? null,
});

export async function createBoard(db: Db, accountId: number, input: BoardInput, origin: string) {
  const [row] = await db
    .insert(boards)
    .values({ accountId, code: newCode(), ...boardValues(input) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentOneBoard(db, row, origin);
}

/** Replaces the title, description and theme; the code (the address) stays. */
export async function updateBoard(db: Db, accountId: number, id: number, input: BoardInput, origin: string) {
  await boardRow(db, accountId, id);
  const [row] = await db
    .update(boards)
    .set({ ...boardValues(input), updatedAt: new Date() })
    .where(eq(boards.id, id))
    .returning();
  if (!row) throw notFound();
  return presentOneBoard(db, row, origin);
}

/** Deletes the board; its posts and their reads go with it (foreign keys' cascade). */
export async function deleteBoard(db: Db, accountId: number, id: number): Promise<void> {
  await boardRow(db, accountId, id);
  await db.delete(boards).where(eq(boards.id, id));
}

// Posts.

/** The library's public path of each image of the account among `ids` (one query). */
async function imagePathsOf(db: Db, accountId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  if (ids.length === 0) return paths;
  const found = await rows(
    db,
    sql`SELECT m.id, m.token, v.variant FROM media m JOIN media_variants v ON v.media_id = m.id
        WHERE m.account_id = ${accountId} AND m.id = ANY(${intArray([...new Set(ids)])})
          AND v.variant IN ('imagemap-700', 'imagemap-1040', 'original')`,
  );
  for (const variant of IMAGE_VARIANTS)
    for (const row of found) {
      const id = Number(row.id);
      if (row.variant === variant && !paths.has(id)) paths.set(id, `/media/${row.token}/${variant}`);
    }
  return paths;
}

/** Reads of the posts (one grouped query). */
async function readsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const reads = new Map<number, number>();
  if (ids.length === 0) return reads;
  const found = await rows(
    db,
    sql`SELECT post_id, count(*) AS n FROM board_post_reads WHERE post_id = ANY(${intArray([...ids])})
        GROUP BY post_id`,
  );
  for (const row of found) reads.set(Number(row.post_id), Number(row.n));
  return reads;
}

/** The posts as the API answers them: their images' URLs and their reads, two queries in all. */
async function presentPosts(
  db: Db,
  accountId: number,
  found: readonly BoardPostRow[],
  origin: string,
): Promise<BoardPost[]> {
  const paths = await imagePathsOf(
    db,
    accountId,
    found.flatMap((row) => row.mediaIds),
  );
  const reads = await readsOf(
    db,
    found.map((row) => row.id),
  );
  return found.map((row) => ({
    id: row.id,
    board_id: row.boardId,
    title: row.title,
    body: row.body,
    media_ids: row.mediaIds,
    image_urls: imageUrlsFor(row.mediaIds, paths, origin),
    pinned: row.pinned,
    status: row.status as BoardPostStatus,
    published_at: row.publishedAt?.toISOString() ?? null,
    reads: reads.get(row.id) ?? 0,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
}

async function presentOnePost(db: Db, row: BoardPostRow, origin: string): Promise<BoardPost> {
  const [post] = await presentPosts(db, row.accountId, [row], origin);
  if (!post) throw new Error('no post presented');
  return post;
}

/** Every image named is the account's: each other one a 422 at its place (`media_ids.N`). */
async function checkPostInput(db: Db, accountId: number, input: BoardPostInput): Promise<void> {
  if (input.media_ids.length === 0) return;
  const found = await rows(
    db,
    sql`SELECT id FROM media WHERE account_id = ${accountId} AND id = ANY(${intArray(input.media_ids)})`,
  );
  const mine = new Set(found.map((row) => Number(row.id)));
  const errors: Record<string, string[]> = {};
  input.media_ids.forEach((id, index) => {
    if (!mine.has(id)) errors[`media_ids.${index}`] = [M.unknownMedia];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
}

export interface BoardPostListQuery extends PageQuery {
  q?: string;
  status?: BoardPostStatus;
}

/** The board's posts: pinned first, then newest (published, or for a draft its last update). */
export async function listBoardPosts(
  db: Db,
  accountId: number,
  boardId: number,
  query: BoardPostListQuery,
  origin: string,
): Promise<ListSource<BoardPost>> {
  await boardRow(db, accountId, boardId);
  const q = query.q?.trim();
  const where = and(
    eq(boardPosts.boardId, boardId),
    eq(boardPosts.accountId, accountId),
    q ? sql`${boardPosts.title} ILIKE ${containsPattern(q)}` : undefined,
    query.status ? eq(boardPosts.status, query.status) : undefined,
  );
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select()
      .from(boardPosts)
      .where(where)
      .orderBy(
        desc(boardPosts.pinned),
        sql`coalesce(${boardPosts.publishedAt}, ${boardPosts.updatedAt}) DESC`,
        desc(boardPosts.id),
      )
      .limit(limit)
      .offset(offset);
    return { items: await presentPosts(db, accountId, found, origin), total: null };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(boardPosts).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

export const getBoardPost = async (db: Db, accountId: number, id: number, origin: string) =>
  presentOnePost(db, await boardPostRow(db, accountId, id), origin);

const postValues = (input: BoardPostInput) => ({
  title: input.title,
  body: input.body,
  mediaIds: input.media_ids,
  pinned: input.pinned,
  status: input.status,
});

export async function createBoardPost(
  db: Db,
  accountId: number,
  boardId: number,
  input: BoardPostInput,
  origin: string,
  now: Date,
): Promise<BoardPost> {
  await boardRow(db, accountId, boardId);
  await checkPostInput(db, accountId, input);
  const [row] = await db
    .insert(boardPosts)
    .values({
      accountId,
      boardId,
      ...postValues(input),
      publishedAt: nextPublishedAt(null, input.status, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return presentOnePost(db, row, origin);
}

/** Replaces the post; its published_at stays once set (a draft again is hidden, its reads kept). */
export async function updateBoardPost(
  db: Db,
  accountId: number,
  id: number,
  input: BoardPostInput,
  origin: string,
  now: Date,
): Promise<BoardPost> {
  const current = await boardPostRow(db, accountId, id);
  await checkPostInput(db, accountId, input);
  const [row] = await db
    .update(boardPosts)
    .set({
      ...postValues(input),
      publishedAt: nextPublishedAt(current.publishedAt, input.status, now),
      updatedAt: now,
    })
    .where(eq(boardPosts.id, id))
    .returning();
  if (!row) throw notFound();
  return presentOnePost(db, row, origin);
}

/** Deletes the post and its reads (cascade). */
export async function deleteBoardPost(db: Db, accountId: number, id: number): Promise<void> {
  await boardPostRow(db, accountId, id);
  await db.delete(boardPosts).where(eq(boardPosts.id, id));
}

export interface BoardPostReadItem {
  friend: { id: number; display_name: string };
  read_at: string;
}

/** The friends who read the post, newest read first; a friend since removed is left out. */
export async function listBoardPostReads(
  db: Db,
  accountId: number,
  postId: number,
): Promise<ListSource<BoardPostReadItem>> {
  await boardPostRow(db, accountId, postId);
  const from: SQL = sql`FROM board_post_reads r JOIN friends f ON f.id = r.friend_id AND f.account_id = ${accountId}
                        WHERE r.post_id = ${postId}`;
  const page = async (limit: number, offset: number) => {
    const found = await rows(
      db,
      sql`SELECT f.id, f.display_name, r.read_at ${from}
          ORDER BY r.read_at DESC, f.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      items: found.map((row) => ({
        friend: { id: Number(row.id), display_name: String(row.display_name) },
        read_at: new Date(row.read_at as string | Date).toISOString(),
      })),
      total: null,
    };
  };
  return {
    page,
    async count() {
      const [row] = await rows(db, sql`SELECT count(*) AS n ${from}`);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}
