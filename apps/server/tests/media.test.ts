import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  IMAGEMAP_WIDTHS,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_SMALL_MAX_BYTES,
  MEDIA_VARIANTS,
  type Media,
  RICHMENU_SIZES,
} from '@console/contract/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, soleDemoAccount } from '../src/db/seed';
import type { ServerFeature } from '../src/feature';
import { APP_FEATURES } from '../src/features';
import { seedMediaDemo } from '../src/media/seed';
import { usesText } from '../src/media/service';
import { nameFromFile } from '../src/media/upload';
import { diskStorage, readMediaVariant } from '../src/storage';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';
import { multipartBody } from './tel-fixtures';

/** A photo-like JPEG (gradient and grain) of the given size. */
async function photo(
  width: number,
  height: number,
  options: { quality?: number; orientation?: number } = {},
) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i % 251) ^ ((i * 2654435761) >>> 26);
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: options.quality ?? 90 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

const png = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: { r: 10, g: 120, b: 200, alpha: alpha ? 0.5 : 1 },
    },
  })
    .png()
    .toBuffer();

/** The media library (issue 30): upload, list, details, rename, delete, the public files. */
describe.each(DRIVERS)('media API on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  let owner: string;
  let staff: string;
  let stranger: string;
  let accountId: number;

  const upload = (
    file: Buffer,
    filename = 'photo.jpg',
    fields: Record<string, string> = {},
    cookie = owner,
  ) => {
    const body = multipartBody(fields, { content: file, filename, type: 'application/octet-stream' });
    return app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...XHR, cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = async (file: Buffer, filename?: string, fields?: Record<string, string>) => {
    const response = await upload(file, filename, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Media;
  };
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie = owner, payload?: object) =>
    app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const files = async () =>
    (await fs.readdir(root, { recursive: true })).filter((f) => /\.(jpg|png)$/.test(f));

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-api-'));
    database = await createTestDatabase(driver);
    app = await testApp(database, {}, { mediaStorage: diskStorage(root) });
    const demo = await soleDemoAccount(database.db);
    if (!demo) throw new Error('no demo account');
    accountId = demo.accountId;
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    stranger = await sessionFor(database, (await createAccount(database)).emails.owner);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('makes every variant at its size and within its byte limit from a large photo', async () => {
    const created = await uploaded(await photo(3000, 2000), 'IMG_0001.jpg');
    expect(created).toMatchObject({
      name: 'IMG_0001',
      width: 3000,
      height: 2000,
      content_type: 'image/jpeg',
    });
    expect(created.variants.map((v) => v.variant)).toEqual([...MEDIA_VARIANTS]);
    const byName = Object.fromEntries(created.variants.map((v) => [v.variant, v]));
    expect(byName.preview).toMatchObject({ width: 240, height: 160 });
    for (const width of IMAGEMAP_WIDTHS)
      expect(byName[`imagemap-${width}`]).toMatchObject({ width, height: Math.round((width * 2) / 3) });
    for (const [variant, size] of Object.entries(RICHMENU_SIZES))
      expect(byName[variant]).toMatchObject({ ...size, content_type: 'image/jpeg' });
    for (const variant of created.variants) {
      const response = await app.inject({ method: 'GET', url: variant.url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(variant.bytes);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height], variant.variant).toEqual([variant.width, variant.height]);
      const limit = ['preview', 'richmenu-full', 'richmenu-half'].includes(variant.variant)
        ? MEDIA_SMALL_MAX_BYTES
        : MEDIA_MAX_BYTES;
      expect(variant.bytes, variant.variant).toBeLessThanOrEqual(limit);
    }
  });

  it('compresses a rich-menu image that would pass 1 MB by stepping the quality down', async () => {
    // Grain at full quality: a 2,500 × 1,686 JPEG of it is several MB at quality 85.
    const created = await uploaded(await photo(2500, 1686, { quality: 100 }), 'noise.jpg');
    const full = created.variants.find((v) => v.variant === 'richmenu-full');
    expect(full?.bytes).toBeLessThanOrEqual(MEDIA_SMALL_MAX_BYTES);
    expect(full?.bytes).toBeGreaterThan(MEDIA_SMALL_MAX_BYTES / 4);
  });

  it('serves a variant publicly with a year of immutable caching, its type and an ETag (304 on match)', async () => {
    const created = await uploaded(await png(800, 600), 'logo.png');
    const original = created.variants.find((v) => v.variant === 'original');
    if (!original) throw new Error('no original');
    const response = await app.inject({ method: 'GET', url: original.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const again = await app.inject({ method: 'GET', url: original.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The image-map base URL LINE appends a width to.
    const token = original.url.split('/')[2];
    expect(created.imagemap_base_url).toBe(`/media/${token}/imagemap`);
    const imagemap = await app.inject({ method: 'GET', url: `${created.imagemap_base_url}/700` });
    expect(imagemap.statusCode).toBe(200);
    expect((await sharp(imagemap.rawPayload).metadata()).width).toBe(700);
  });

  it('puts an unguessable token of at least 96 bits in every URL', async () => {
    const created = await uploaded(await png(300, 300), 'a.png');
    const token = created.preview_url.split('/')[2] ?? '';
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(96);
    expect((await app.inject({ method: 'GET', url: `/media/${'A'.repeat(22)}/preview` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/media/${token}/huge` })).statusCode).toBe(404);
  });

  it('judges the type by the bytes: a PNG named .jpg is taken, a text file named .png is refused', async () => {
    const taken = await uploaded(await png(400, 300), 'really-a-png.jpg');
    expect(taken.content_type).toBe('image/png');
    const refused = await upload(Buffer.from('hello, not an image'), 'note.png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: MEDIA_MESSAGES.notImage });
  });

  it('refuses a broken image, an enormous pixel count and a file over 10 MB', async () => {
    const broken = Buffer.concat([(await photo(200, 200)).subarray(0, 300)]);
    const undecodable = await upload(broken, 'broken.jpg');
    expect(undecodable.statusCode).toBe(422);
    expect(undecodable.json().message).toBe(MEDIA_MESSAGES.undecodable);
    // 10,000 × 5,000: a small file (one colour) of 50 megapixels.
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await upload(huge, 'huge.png');
    expect(pixels.statusCode).toBe(422);
    expect(pixels.json().message).toBe(MEDIA_MESSAGES.tooManyPixels);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const tooLarge = await upload(big, 'big.png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(MEDIA_MESSAGES.tooLarge);
  });

  it('answers 422 without a file and 415 for a body that is not multipart', async () => {
    const body = multipartBody({ name: 'x' });
    const none = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...XHR, cookie: owner, ...body.headers },
      payload: body.payload,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MEDIA_MESSAGES.noFile);
    const json = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...XHR, cookie: owner },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('turns an image upright by its EXIF orientation and strips the metadata', async () => {
    // Orientation 6: shot turned a quarter; the pixels are 400 × 200, shown 200 × 400.
    const created = await uploaded(await photo(400, 200, { orientation: 6 }), 'turned.jpg');
    expect([created.width, created.height]).toEqual([200, 400]);
    const original = await app.inject({ method: 'GET', url: created.variants[0]?.url ?? '' });
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('names an upload by the name field, else by its file name', async () => {
    expect((await uploaded(await png(50, 50), 'x.png', { name: '春のキャンペーン' })).name).toBe(
      '春のキャンペーン',
    );
    expect((await uploaded(await png(50, 50), 'バナー 01.png')).name).toBe('バナー 01');
  });

  it('lists newest first, pages, and searches by name (kana and width folded)', async () => {
    const first = await uploaded(await png(60, 60), 'ウィンター.png');
    const second = await uploaded(await png(60, 60), 'サマー.png');
    const list = (await call('GET', '/api/media')).json();
    expect(list[0].id).toBe(second.id);
    expect(list[1].id).toBe(first.id);
    const found = (await call('GET', `/api/media?q=${encodeURIComponent('うぃんたー')}`)).json();
    expect(found.map((item: { id: number }) => item.id)).toEqual([first.id]);
    const page = await call('GET', '/api/media?page=1&per_page=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('renames an image, keeping its URLs', async () => {
    const created = await uploaded(await png(60, 60), 'old.png');
    const renamed = await call('PATCH', `/api/media/${created.id}`, owner, { name: '  新しい名前  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: '新しい名前', preview_url: created.preview_url });
    const empty = await call('PATCH', `/api/media/${created.id}`, owner, { name: ' ' });
    expect(empty.statusCode).toBe(422);
  });

  it('deletes an image with every stored file and its URLs', async () => {
    const created = await uploaded(await png(300, 200), 'gone.png');
    const token = created.preview_url.split('/')[2] ?? '';
    expect((await files()).filter((file) => file.includes(token))).toHaveLength(MEDIA_VARIANTS.length);
    expect((await call('DELETE', `/api/media/${created.id}`)).statusCode).toBe(204);
    expect((await files()).filter((file) => file.includes(token))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: created.preview_url })).statusCode).toBe(404);
    expect((await call('GET', `/api/media/${created.id}`)).statusCode).toBe(404);
  });

  it("keeps accounts apart: another account's image is 404 for every call", async () => {
    const mine = await uploaded(await png(60, 60), 'mine.png');
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      const response = await call(method, `/api/media/${mine.id}`, stranger, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const theirs = (await call('GET', '/api/media', stranger)).json();
    expect(theirs).toEqual([]);
    expect(await app.media.read(accountId + 1_000, mine.id, 'preview')).toBeNull();
  });

  it('asks MEDIA_WRITE to upload, rename and delete; the read-only staff may look', async () => {
    const mine = await uploaded(await png(60, 60), 'staff.png');
    expect((await upload(await png(60, 60), 'x.png', {}, staff)).json()).toEqual(FORBIDDEN);
    expect((await call('PATCH', `/api/media/${mine.id}`, staff, { name: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/media/${mine.id}`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/media/${mine.id}`, staff)).statusCode).toBe(200);
  });

  it('gives other features the bytes through app.media.read and readMediaVariant', async () => {
    const created = await uploaded(await photo(1200, 800), 'menu.jpg');
    const image = await app.media.read(accountId, created.id, 'richmenu-half');
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 2500, height: 843 });
    expect((await sharp(image?.bytes).metadata()).height).toBe(843);
    const viaJob = await readMediaVariant(database.db, diskStorage(root), accountId, created.id, 'original');
    expect(viaJob).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 800 });
  });

  it('seeds demo images once, through the storage', async () => {
    const fresh = await createAccount(database, 'デモ画像');
    const demo = { ...fresh, ownerId: 0, staffId: 0 } as Parameters<typeof seedMediaDemo>[1];
    await seedMediaDemo(database.db, demo, diskStorage(root));
    await seedMediaDemo(database.db, demo, diskStorage(root));
    const cookie = await sessionFor(database, fresh.emails.owner);
    const list = (await call('GET', '/api/media', cookie)).json();
    expect(list.length).toBe(3);
    const detail = (await call('GET', `/api/media/${list[0].id}`, cookie)).json() as Media;
    expect(detail.variants).toHaveLength(MEDIA_VARIANTS.length);
  });
});

describe('media in use', () => {
  const using: ServerFeature = {
    name: 'media-user',
    plugin: async () => {},
    mediaUses: async (_db, _accountId, mediaId) =>
      mediaId % 2 === 0 ? [{ kind: 'リッチメニュー', id: 7, name: '春のメニュー' }] : [],
  };
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;

  beforeAll(async () => {
    // A feature that declares mediaUses, as the rich menus will; the app asks every listed feature.
    (APP_FEATURES as ServerFeature[]).push(using);
    database = await createTestDatabase('pglite');
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
  });
  afterAll(async () => {
    (APP_FEATURES as ServerFeature[]).splice((APP_FEATURES as ServerFeature[]).indexOf(using), 1);
    await app?.close();
    await database?.dispose();
  });

  it('refuses to delete an image a feature reports using, naming the user (409)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const body = multipartBody(
        {},
        { content: await png(40, 40), filename: `u${i}.png`, type: 'image/png' },
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...XHR, cookie: owner, ...body.headers },
        payload: body.payload,
      });
      ids.push(response.json().id);
    }
    const usedId = ids.find((id) => id % 2 === 0) as number;
    const freeId = ids.find((id) => id % 2 === 1) as number;
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/media/${usedId}`,
      headers: { ...XHR, cookie: owner },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: '使われている画像は削除できません（リッチメニュー「春のメニュー」）。',
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/media/${freeId}`,
      headers: { ...XHR, cookie: owner },
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe('media pure helpers', () => {
  it.each([
    ['IMG_0001.JPG', 'IMG_0001'],
    ['C:\\Users\\me\\写真.png', '写真'],
    ['   .png', '画像'],
    [undefined, '画像'],
    ['archive.tar.gz', 'archive.tar'],
    [`${'あ'.repeat(120)}.jpg`, 'あ'.repeat(100)],
  ])('names %j as %j', (filename, name) => {
    expect(nameFromFile(filename)).toBe(name);
  });

  it.each([
    [[], ''],
    [[{ kind: 'リッチメニュー', id: 1, name: 'A' }], 'リッチメニュー「A」'],
    [
      [1, 2, 3, 4, 5].map((id) => ({ kind: 'リッチメニュー', id, name: `M${id}` })),
      'リッチメニュー「M1」、リッチメニュー「M2」、リッチメニュー「M3」 ほか2件',
    ],
  ])('names the users of an image: %j', (uses, text) => {
    expect(usesText(uses)).toBe(text);
  });
});
