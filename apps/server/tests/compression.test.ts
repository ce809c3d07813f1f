import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { operation } from '@console/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_OWNER_EMAIL } from '../src/db/seed';
import { HttpError } from '../src/http-error';
import { type ListSource, STREAM_BATCH_ROWS, sendList } from '../src/list-response';
import { registerOperation } from '../src/operations';
import {
  createTestDatabase,
  DRIVERS,
  FIXTURE_DIST,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

/** Hex digests compress poorly, so a list of them stays over 1 KB even gzipped. */
const digest = (i: number) => createHash('sha256').update(String(i)).digest('hex');
const items = (n: number) => Array.from({ length: n }, (_, id) => ({ id, name: `山田 花子 ${digest(id)}` }));

/** The body as the client reads it after undoing the answer's one Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe.each(DRIVERS)('compressed answers on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let dist: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // A page the size of the real build's index.html (the fixture's is under the threshold).
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
    await fs.cp(FIXTURE_DIST, dist, { recursive: true });
    const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
    const preloads = Array.from(
      { length: 30 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${digest(i).slice(0, 8)}.js">`,
    ).join('\n    ');
    await fs.writeFile(path.join(dist, 'index.html'), template.replace('</head>', `${preloads}\n</head>`));
    app = await testApp(
      database,
      { consoleDist: dist },
      {
        extend: (scope) => {
          const probe = {
            access: 'session',
            tag: 'test',
            summary: 'テスト',
            description: 'テスト用',
          } as const;
          const list = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });
          registerOperation(
            scope,
            'probeList',
            operation({
              ...probe,
              method: 'GET',
              path: '/api/test/list',
              query: z.object({ n: z.coerce.number() }),
              responses: { 200: list },
            }),
            async (request) => ({ items: items(request.query.n) }),
          );
          // As the reservation list does: bytes gzipped once and kept, sent with their encoding.
          const pregzipped = gzipSync(JSON.stringify({ items: items(100) }));
          registerOperation(
            scope,
            'probePregzipped',
            operation({ ...probe, method: 'GET', path: '/api/test/pregzipped', responses: { 200: list } }),
            async (_request, reply) =>
              reply
                .type('application/json; charset=utf-8')
                .header('content-encoding', 'gzip')
                .send(pregzipped as never),
          );
          // A whole list in batches, as the tel and friends lists answer without ?page=.
          const source = (n: number): ListSource<{ id: number; name: string }> => ({
            page: async () => ({ items: [], total: 0 }),
            count: async () => n,
            async *batches(batchRows) {
              for (let offset = 0; offset < n; offset += batchRows)
                yield items(Math.min(n, offset + batchRows)).slice(offset);
            },
          });
          registerOperation(
            scope,
            'probeWholeList',
            operation({
              ...probe,
              method: 'GET',
              path: '/api/test/whole',
              query: z.object({ n: z.coerce.number() }),
              responses: { 200: list.shape.items },
            }),
            async (request, reply) => sendList(request as never, reply, source(request.query.n)),
          );
          registerOperation(
            scope,
            'probeInvalid',
            operation({ ...probe, method: 'GET', path: '/api/test/invalid', responses: { 200: null } }),
            async () => {
              const errors = Object.fromEntries(
                items(40).map(({ id }) => [`field${id}`, ['入力してください。']]),
              );
              throw new HttpError(422, '入力内容を確認してください。', errors);
            },
          );
        },
      },
    );
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dist) await fs.rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: {
        cookie: owner,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('answers JSON over 1 KB in brotli or gzip as the client accepts, the same JSON, varying by Accept-Encoding', async () => {
    const plain = await get('/api/test/list?n=50');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const response = await get('/api/test/list?n=50', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response))).toEqual({ items: items(50) });
    }
  });

  it('answers JSON under 1 KB, and any answer to a client that takes no encoding, plain', async () => {
    const small = await get('/api/test/list?n=2', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ items: items(2) });
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const response = await get('/api/test/list?n=50', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ items: items(50) });
    }
  });

  it('compresses the console page for a browser, which still decodes to the filled page', async () => {
    const plain = await get('/line/tel/list');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await get('/line/tel/list', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    const page = decoded(response);
    expect(page).toContain('<meta name="console:oem-code" content="console">');
    expect(page).toContain('<script type="application/json" id="console-me">');
  });

  it('sends built assets as vite compressed them, never compressing them again', async () => {
    const response = await get('/assets/app.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("console.log('fixture')");
  });

  it('sends an answer encoded by its route (the reservation cache’s gzip) once, not compressed twice', async () => {
    for (const accept of ['br, gzip', 'gzip, deflate, br, zstd']) {
      const response = await get('/api/test/pregzipped', accept);
      expect(response.rawPayload.length).toBeGreaterThan(1024);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual({ items: items(100) });
    }
  });

  it('sends a whole list of one batch buffered (compressed over 1 KB only), a longer one as a stream', async () => {
    for (const [n, streamed, encoding] of [
      [0, false, undefined],
      [3, false, undefined],
      [50, false, 'br'],
      [STREAM_BATCH_ROWS * 2 + 7, true, 'br'],
    ] as const) {
      const response = await get(`/api/test/whole?n=${n}`, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      // A buffered answer says its length; a stream is chunked.
      expect(response.headers['transfer-encoding'] === 'chunked').toBe(streamed);
      expect(JSON.parse(decoded(response))).toEqual(items(n));
    }
  });

  it('answers errors in the API’s JSON shape, compressed or not', async () => {
    const invalid = await get('/api/test/invalid', 'br, gzip');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(invalid))).toMatchObject({
      message: '入力内容を確認してください。',
      errors: { field0: ['入力してください。'] },
    });
    const missing = await app.inject({
      url: '/api/nope',
      headers: { ...XHR, cookie: owner, 'accept-encoding': 'br, gzip' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual(NOT_FOUND);
  });
});
