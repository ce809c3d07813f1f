import type { MediaContentType, MediaVariant } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { media, mediaVariants } from './schema';
import type { MediaStorage } from './storage';

/** One stored size of an image, as another feature receives it (to upload to LINE, to draw on). */
export interface MediaImage {
  bytes: Buffer;
  contentType: MediaContentType;
  width: number;
  height: number;
}

/**
 * The bytes of one variant of an account's image, or null when the image is not the account's,
 * does not exist, or its bytes are gone from the storage. For jobs, which hold a db and a storage
 * but no app; routes call `app.media.read`.
 */
export async function readMediaVariant(
  db: Db,
  storage: MediaStorage,
  accountId: number,
  mediaId: number,
  variant: MediaVariant,
): Promise<MediaImage | null> {
  const [row] = await db
    .select({
      key: mediaVariants.key,
      contentType: mediaVariants.contentType,
      width: mediaVariants.width,
      height: mediaVariants.height,
    })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.accountId, accountId), eq(media.id, mediaId), eq(mediaVariants.variant, variant)))
    .limit(1);
  if (!row) return null;
  const bytes = await storage.read(row.key);
  if (!bytes) return null;
  return { bytes, contentType: row.contentType as MediaContentType, width: row.width, height: row.height };
}
