import type { MediaContentType } from '@console/contract';

/**
 * Where the bytes of uploaded images live (issue 30): the data folder by default, an
 * S3-compatible bucket when configured. Keys are `/`-separated paths chosen by the server
 * (never by a client), e.g. `12/3f9c…/preview.jpg`.
 */
export interface MediaStorage {
  /** Which implementation: for the log line at start-up and the tests. */
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing any earlier ones; visible whole or not at all. */
  put(key: string, bytes: Buffer, contentType: MediaContentType): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Refuses a key that could leave the storage's root (`..`, an absolute path, a backslash): keys are
 * made by the server, so one of these is a bug to stop, not input to clean.
 */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`invalid media storage key: ${JSON.stringify(key)}`);
}
