import type { MediaVariant } from '@console/contract';
import type { Db } from '../db';
import type { MediaStorageConfig } from './config';
import { diskStorage } from './disk';
import { type MediaImage, readMediaVariant } from './reader';
import { s3Storage } from './s3';
import type { MediaStorage } from './storage';

export type { DiskStorageConfig, MediaStorageConfig, S3StorageConfig } from './config';
export { readMediaStorageConfig } from './config';
export { diskStorage } from './disk';
export { type MediaImage, readMediaVariant } from './reader';
export { s3Storage } from './s3';
export { assertStorageKey, type MediaStorage } from './storage';

/** The configured storage: the data folder's, or the S3 bucket's. */
export function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  return config.kind === 's3' ? s3Storage(config) : diskStorage(config.root);
}

/** What `app.media` offers every feature: the account's images, read by id and variant. */
export interface MediaReader {
  read(accountId: number, mediaId: number, variant: MediaVariant): Promise<MediaImage | null>;
}

export function mediaReader(db: Db, storage: MediaStorage): MediaReader {
  return {
    read: (accountId, mediaId, variant) => readMediaVariant(db, storage, accountId, mediaId, variant),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured image storage (the media feature writes through it). */
    mediaStorage: MediaStorage;
    /** `app.media.read(accountId, mediaId, variant)`: an image's bytes for another feature. */
    media: MediaReader;
  }
}
