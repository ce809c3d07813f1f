import { createHash, randomBytes } from 'node:crypto';
import { fillPath } from '@console/contract';
import {
  MEDIA_IMAGEMAP_PATH,
  MEDIA_PUBLIC_PATH,
  MEDIA_VARIANTS,
  type Media,
  type MediaListItem,
  type MediaQuery,
  type MediaVariant,
} from '@console/contract/media';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import type { MediaUse } from '../feature';
import { HttpError } from '../http-error';
import { type ListSource, offsetBatches } from '../list-response';
import { containsPattern, foldName } from '../name-search';
import type { MediaStorage } from '../storage';
import { media, mediaVariants } from '../storage/schema';
import { messages } from './messages';
import { ImageRefused, makeVariants, type ResizedVariant } from './resize';

const notFound = () => new HttpError(404, messages.notFound);

/** 128 random bits, base64url: the image's public address, which nobody can guess. */
export const newToken = () => randomBytes(16).toString('base64url');

/** The strong ETag of a variant's bytes. */
export const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

export const variantUrl = (token: string, variant: MediaVariant) =>
  fillPath(MEDIA_PUBLIC_PATH, { token, variant });

/** The imagemap's baseUrl: MEDIA_IMAGEMAP_PATH without its `/{width}`, which LINE appends. */
export const imagemapBaseUrl = (token: string) =>
  fillPath(MEDIA_IMAGEMAP_PATH.replace(/\/\{width\}$/, ''), { token });

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');

const REFUSALS: Record<ImageRefused['reason'], { status: number; message: string }> = {
  type: { status: 422, message: messages.notImage },
  decode: { status: 422, message: messages.undecodable },
  pixels: { status: 422, message: messages.tooManyPixels },
  tooLarge: { status: 422, message: messages.cannotCompress },
};

const preview = alias(mediaVariants, 'preview');
const original = alias(mediaVariants, 'original');

const listColumns = {
  id: media.id,
  name: media.name,
  token: media.token,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
  width: original.width,
  height: original.height,
  bytes: original.bytes,
  contentType: original.contentType,
  previewWidth: preview.width,
  previewHeight: preview.height,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] };

function listItemOf(row: ListRow): MediaListItem {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    content_type: row.contentType as MediaListItem['content_type'],
    preview_url: variantUrl(row.token, 'preview'),
    preview_width: row.previewWidth,
    preview_height: row.previewHeight,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function listQuery(db: Db) {
  return db
    .select(listColumns)
    .from(media)
    .innerJoin(original, and(eq(original.mediaId, media.id), eq(original.variant, 'original')))
    .innerJoin(preview, and(eq(preview.mediaId, media.id), eq(preview.variant, 'preview')));
}

/** The account's images, newest first; `q` finds part of the name (folded as names are). */
export function mediaList(db: Db, accountId: number, query: MediaQuery): ListSource<MediaListItem> {
  const filters: SQL[] = [eq(media.accountId, accountId)];
  const words = foldName(query.q ?? '');
  if (words) filters.push(sql`${media.searchName} LIKE ${containsPattern(words)}`);
  const where = and(...filters);
  const page = async (limit: number, offset: number) => {
    const found = await listQuery(db)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(limit)
      .offset(offset);
    return { items: found.map(listItemOf), total: null };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(media).where(where);
      return row?.total ?? 0;
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

/** One image of the account with every variant's URL and size; 404 for another account's. */
export async function getMedia(db: Db, accountId: number, id: number): Promise<Media> {
  const [row] = await listQuery(db)
    .where(and(eq(media.accountId, accountId), eq(media.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const variants = await db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id));
  const order = (variant: string) => MEDIA_VARIANTS.indexOf(variant as MediaVariant);
  return {
    ...listItemOf(row),
    imagemap_base_url: imagemapBaseUrl(row.token),
    variants: variants
      .sort((a, b) => order(a.variant) - order(b.variant))
      .map((variant) => ({
        variant: variant.variant as MediaVariant,
        url: variantUrl(row.token, variant.variant as MediaVariant),
        content_type: variant.contentType as Media['content_type'],
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes,
      })),
  };
}

/** Every variant of the bytes, or the Japanese 422 saying why they are not a usable image. */
export async function resizeUpload(bytes: Buffer): Promise<ResizedVariant[]> {
  try {
    return await makeVariants(bytes);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const refusal = REFUSALS[error.reason];
    throw new HttpError(refusal.status, refusal.message, { file: [refusal.message] });
  }
}

/**
 * Stores an upload: every variant is written to the storage first, then the rows in one
 * transaction, so a row never names bytes that are not there. When the rows fail, the written
 * files are removed again.
 */
export async function createMedia(
  db: Db,
  storage: MediaStorage,
  accountId: number,
  name: string,
  variants: readonly ResizedVariant[],
): Promise<number> {
  const token = newToken();
  const stored = variants.map((variant) => ({
    ...variant,
    key: `${accountId}/${token}/${variant.variant}.${extensionOf(variant.contentType)}`,
    etag: etagOf(variant.bytes),
  }));
  try {
    await Promise.all(stored.map((variant) => storage.put(variant.key, variant.bytes, variant.contentType)));
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({ accountId, name, searchName: foldName(name), token })
        .returning({ id: media.id });
      if (!row) throw new Error('media insert returned no row');
      await tx.insert(mediaVariants).values(
        stored.map((variant) => ({
          mediaId: row.id,
          variant: variant.variant,
          contentType: variant.contentType,
          width: variant.width,
          height: variant.height,
          bytes: variant.bytes.length,
          key: variant.key,
          etag: variant.etag,
        })),
      );
      return row.id;
    });
  } catch (error) {
    await Promise.allSettled(stored.map((variant) => storage.delete(variant.key)));
    throw error;
  }
}

export async function renameMedia(db: Db, accountId: number, id: number, name: string): Promise<void> {
  const [row] = await db
    .update(media)
    .set({ name, searchName: foldName(name), updatedAt: new Date() })
    .where(and(eq(media.accountId, accountId), eq(media.id, id)))
    .returning({ id: media.id });
  if (!row) throw notFound();
}

/** 「リッチメニュー「春のメニュー」、…」: what a refused delete names (three, then ほかN件). */
export function usesText(uses: readonly MediaUse[]): string {
  const named = uses.slice(0, 3).map((use) => `${use.kind}「${use.name}」`);
  const rest = uses.length - named.length;
  return named.join('、') + (rest > 0 ? ` ほか${rest}件` : '');
}

/**
 * Deletes an image and its files; 409 while a feature reports a use (a rich menu showing it).
 * The rows go first: once they are gone the image is unreachable, and a file left behind by a
 * failed storage delete is only wasted space, never a broken image.
 */
export async function deleteMedia(
  db: Db,
  storage: MediaStorage,
  uses: (accountId: number, id: number) => Promise<MediaUse[]>,
  accountId: number,
  id: number,
): Promise<void> {
  const [own] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.accountId, accountId), eq(media.id, id)));
  if (!own) throw notFound();
  const using = await uses(accountId, id);
  if (using.length > 0) throw new HttpError(409, messages.inUse(usesText(using)));
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: mediaVariants.key })
      .from(mediaVariants)
      .where(inArray(mediaVariants.mediaId, [id]));
    await tx.delete(media).where(and(eq(media.accountId, accountId), eq(media.id, id)));
    return files.map((file) => file.key);
  });
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** A public variant by its token: the bytes with their type and ETag, or null (404). */
export async function publicVariant(
  db: Db,
  storage: MediaStorage,
  token: string,
  variant: MediaVariant,
): Promise<{ bytes: Buffer; contentType: string; etag: string } | null> {
  const [row] = await db
    .select({ key: mediaVariants.key, contentType: mediaVariants.contentType, etag: mediaVariants.etag })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.token, token), eq(mediaVariants.variant, variant)))
    .limit(1);
  if (!row) return null;
  const bytes = await storage.read(row.key);
  return bytes ? { bytes, contentType: row.contentType, etag: row.etag } : null;
}
