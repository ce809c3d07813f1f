import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { diskStorage, type MediaStorage, readMediaStorageConfig, s3Storage } from '../src/storage';
import { type FakeS3, startFakeS3 } from './fake-s3/server';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/** The same behaviour, whichever adapter: put, read, exists, replace, delete. */
function storageContract(name: string, make: () => MediaStorage) {
  describe(`${name} storage`, () => {
    it('reads back what it stored, and reports it as existing', async () => {
      const storage = make();
      await storage.put('1/abc/preview.png', PNG, 'image/png');
      expect(await storage.read('1/abc/preview.png')).toEqual(PNG);
      expect(await storage.exists('1/abc/preview.png')).toBe(true);
    });

    it('answers null and false for a key it never stored', async () => {
      const storage = make();
      expect(await storage.read('1/none/original.jpg')).toBeNull();
      expect(await storage.exists('1/none/original.jpg')).toBe(false);
    });

    it('replaces the bytes of a key written twice', async () => {
      const storage = make();
      await storage.put('2/x/original.png', Buffer.from('first'), 'image/png');
      await storage.put('2/x/original.png', Buffer.from('second'), 'image/png');
      expect((await storage.read('2/x/original.png'))?.toString()).toBe('second');
    });

    it('deletes a key, and deleting it again is no error', async () => {
      const storage = make();
      await storage.put('3/y/preview.jpg', PNG, 'image/jpeg');
      await storage.delete('3/y/preview.jpg');
      expect(await storage.exists('3/y/preview.jpg')).toBe(false);
      await expect(storage.delete('3/y/preview.jpg')).resolves.toBeUndefined();
    });

    it.each(['../etc/passwd', '/abs/key', '1/../../x', 'a\\b', ''])('refuses the key %j', async (key) => {
      await expect(make().put(key, PNG, 'image/png')).rejects.toThrow(/invalid media storage key/);
    });
  });
}

let root = '';
let fake: FakeS3;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-storage-'));
  fake = await startFakeS3();
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await fake.close();
});

storageContract('disk', () => diskStorage(root));
storageContract('S3', () =>
  s3Storage({
    kind: 's3',
    bucket: 'images',
    region: 'ap-northeast-1',
    endpoint: fake.url,
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    prefix: 'console/',
  }),
);

describe('disk storage files', () => {
  it('leaves no temporary file beside the image it wrote', async () => {
    await diskStorage(root).put('9/t/original.png', PNG, 'image/png');
    expect(await fs.readdir(path.join(root, '9', 't'))).toEqual(['original.png']);
  });

  it("removes an image's folder with its last file", async () => {
    const storage = diskStorage(root);
    await storage.put('8/gone/preview.jpg', PNG, 'image/jpeg');
    await storage.delete('8/gone/preview.jpg');
    await expect(fs.stat(path.join(root, '8', 'gone'))).rejects.toThrow();
  });
});

describe('S3 storage requests', () => {
  it('puts path-style under the prefix with the content type, signed', async () => {
    const storage = s3Storage({
      kind: 's3',
      bucket: 'pics',
      region: 'auto',
      endpoint: fake.url,
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: 'tenant/',
    });
    await storage.put('5/tok/richmenu-full.jpg', PNG, 'image/jpeg');
    expect(fake.objects.get('pics/tenant/5/tok/richmenu-full.jpg')).toEqual({
      body: PNG,
      contentType: 'image/jpeg',
    });
    expect(fake.calls).toContain('PUT /pics/tenant/5/tok/richmenu-full.jpg');
  });
});

describe('media storage configuration', () => {
  it('is the data folder by default', () => {
    expect(loadConfig({}, '/srv/app').mediaStorage).toEqual({ kind: 'disk', root: '/srv/app/.data/media' });
    expect(readMediaStorageConfig({}, '/data')).toEqual({ kind: 'disk', root: '/data/media' });
  });

  it('is S3 with a bucket and a region', () => {
    expect(
      readMediaStorageConfig(
        {
          MEDIA_S3_BUCKET: 'console-images',
          MEDIA_S3_REGION: 'ap-northeast-1',
          MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
          MEDIA_S3_ACCESS_KEY_ID: 'id',
          MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
          MEDIA_S3_FORCE_PATH_STYLE: 'true',
        },
        '/data',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'console-images',
      region: 'ap-northeast-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    });
  });

  it.each([
    [
      { MEDIA_S3_REGION: 'ap-northeast-1' },
      /MEDIA_S3_REGION が設定されていますが MEDIA_S3_BUCKET がありません/,
    ],
    [{ MEDIA_S3_BUCKET: 'console-images' }, /MEDIA_S3_REGION（例: ap-northeast-1）も指定してください/],
    [
      { MEDIA_S3_BUCKET: 'console-images', MEDIA_S3_REGION: 'auto', MEDIA_S3_ACCESS_KEY_ID: 'id' },
      /両方を指定するか、両方を外してください/,
    ],
    [{ MEDIA_S3_BUCKET: 'Bad_Bucket', MEDIA_S3_REGION: 'auto' }, /MEDIA_S3_BUCKET は S3 のバケット名/],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_REGION: 'auto', MEDIA_S3_ENDPOINT: 'minio:9000' },
      /MEDIA_S3_ENDPOINT は/,
    ],
  ])('refuses a half or wrong S3 setting %j in Japanese', (env, message) => {
    expect(() => readMediaStorageConfig(env, '/data')).toThrow(ConfigError);
    expect(() => readMediaStorageConfig(env, '/data')).toThrow(message);
  });

  it('never echoes the secret key in its message', () => {
    expect(() =>
      readMediaStorageConfig(
        { MEDIA_S3_ACCESS_KEY_ID: 'id', MEDIA_S3_SECRET_ACCESS_KEY: 'top-secret' },
        '/d',
      ),
    ).toThrow(/^(?!.*top-secret)/);
  });
});
