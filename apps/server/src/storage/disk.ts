import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type MediaStorage } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under one folder (`DATA_DIR/media` by default). A write goes to a temporary file in the
 * same folder and is renamed into place, so a reader (or a crash) never sees half an image: rename
 * within one file system is atomic.
 */
export function diskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      // An image's folder goes with its last file; a folder still holding others stays.
      await fs.rmdir(path.dirname(file)).catch(() => undefined);
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
