import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, soleDemoAccount } from '../src/db/seed';
import { seedSalonDemo } from '../src/salon/seed';
import { createTestDatabase, DRIVERS, sessionFor, type TestDatabase, testApp, XHR } from './helpers';

/*
 * Bad input is never a 500 (issue 11 §6). Every operation of the OpenAPI document gets bodies and
 * queries shaped like its schema but with hostile values (NUL, lone surrogates, wrong types, huge
 * numbers, missing and extra fields), and the upload gets malformed multipart bodies.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

/** Strings that broke the database before: NUL and lone surrogates, among ordinary Japanese text. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '山田\u0000太郎', '', ' ', '090-1234-5678'),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Values for a JSON schema: usually of its shape, sometimes anything at all. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return anyValue;
  const shaped = (() => {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => valueFor(option, depth + 1)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object' || schema.properties) {
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, valueFor(child, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [] });
    }
    if (type === 'array') return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
    if (type === 'string') return hostileString;
    if (type === 'integer' || type === 'number')
      return fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53), fc.constant(-1), hostileString);
    if (type === 'boolean') return fc.oneof(fc.boolean(), hostileString);
    return anyValue;
  })();
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyValue });
}

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  /** The statuses the document lists for it. */
  responses: string[];
}

function operations(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      found.push({
        method: method.toUpperCase(),
        path,
        body: content?.['application/json']?.schema,
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        responses: Object.keys((operation.responses ?? {}) as object),
      });
    }
  }
  return found;
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

describe.each(DRIVERS)('fuzzed requests on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    cookie = await sessionFor(database, DEMO_OWNER_EMAIL);
    // The demo salon, so that the salon routes' `/1/` ids exist and their handlers (not only the 404
    // of the salon check) see the hostile input.
    const demo = await soleDemoAccount(database.db);
    if (demo) await seedSalonDemo(database.db, demo);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers every operation of the OpenAPI document below 500 and as documented, whatever the body and query', async () => {
    const list = operations((await app.inject({ url: '/api/openapi.json' })).json());
    expect(list.length).toBeGreaterThan(15);
    for (const operation of list) {
      // Logout takes no input and would end the session the other operations use.
      if (operation.path === '/api/auth/logout') continue;
      // The salon's event stream never ends by itself; salon-events.test.ts checks its refusals.
      if (operation.path.endsWith('/events')) continue;
      // Path ids: a real-looking one, so the handler (not only the 404 of the id check) runs.
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      await fc.assert(
        fc.asyncProperty(
          operation.body ? valueFor(operation.body) : fc.constant(undefined),
          fc.record(
            Object.fromEntries(
              Object.entries(operation.query).map(([key, schema]) => [key, valueFor(schema)]),
            ),
            { requiredKeys: [] },
          ),
          async (body, query) => {
            const search = new URLSearchParams(
              Object.entries(query).map(([key, value]): [string, string] => [
                key,
                typeof value === 'string' ? value : JSON.stringify(value),
              ]),
            );
            const response = await app.inject({
              method: operation.method as 'GET',
              url: search.size > 0 ? `${url}?${search}` : url,
              headers: { cookie, ...XHR },
              ...(body === undefined
                ? {}
                : {
                    payload: JSON.stringify(body),
                    headers: { cookie, ...XHR, 'content-type': 'application/json' },
                  }),
            });
            if (response.statusCode >= 500) {
              throw new Error(`${operation.method} ${url} → ${response.statusCode} ${response.body}`);
            }
            // Never the default Fastify error shape: always { message } (and a trace id).
            if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
            // Every answer is one the document lists, so a generated client knows it.
            if (!operation.responses.includes(String(response.statusCode))) {
              throw new Error(
                `${operation.method} ${operation.path} answered ${response.statusCode}, not documented`,
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 180_000); // one property per operation (about 60 now, 60 runs each): a bound, not a goal

  it('documents the platform’s own answers: a broken JSON body (400), an unknown content type (415), an oversized body (413)', async () => {
    const list = operations((await app.inject({ url: '/api/openapi.json' })).json()).filter(
      (operation) => operation.body !== undefined && operation.path !== '/api/auth/logout',
    );
    expect(list.length).toBeGreaterThan(5);
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    let client = 0;
    for (const operation of list) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      for (const [contentType, payload, expected] of [
        ['application/json', '{"name": ', 400],
        ['application/xml', '<x/>', 415],
        ['application/json', huge, 413],
      ] as const) {
        const response = await app.inject({
          method: operation.method as 'POST',
          url,
          headers: { cookie, ...XHR, 'content-type': contentType },
          payload,
          // A fresh address each time: the fuzzing above used up the login attempts of the default one.
          remoteAddress: `10.77.${Math.floor(client / 250)}.${client % 250}`,
        });
        client += 1;
        expect(response.statusCode, `${operation.method} ${url} ${contentType}`).toBe(expected);
        expect(operation.responses, `${operation.method} ${operation.path}`).toContain(String(expected));
      }
    }
  });

  it('answers NUL and lone surrogates in any text field with 422 naming the field', async () => {
    for (const [url, payload, field] of [
      ['/api/tel/template/register', { name: 'a\u0000b', body: '{}' }, 'name'],
      [
        '/api/tel/register',
        {
          tel: '090-1234-5678',
          date: '2030/1/1',
          time: '10:00',
          template_id: 1,
          params: { param_1: '\uD800' },
        },
        'params.param_1',
      ],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: { cookie, ...XHR }, payload });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors[field]).toEqual([
        '使用できない文字（NUL 文字や壊れた文字）が含まれています。',
      ]);
    }
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie, ...XHR },
      payload: { name: 'デモ\u0000サロン' },
    });
    expect(patch.statusCode).toBe(422);
    expect(Object.keys(patch.json().errors)).toEqual(['name']);
  });

  // The CSV upload of the notifications and the media library's image upload (issue 30).
  it.each(['/api/tel/upload', '/api/media'])(
    'answers malformed multipart bodies to %s with 4xx, never 500',
    async (url) => {
      const bodies = fc.oneof(
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        fc.string({ unit: 'binary', maxLength: 200 }).map((text) => Buffer.from(text)),
        fc.constant(
          Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc'),
        ),
        fc.constant(
          Buffer.from(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
          ),
        ),
      );
      const boundaries = fc.constantFrom('', 'x', '"', ';', 'a'.repeat(80));
      await fc.assert(
        fc.asyncProperty(bodies, boundaries, async (body, boundary) => {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { cookie, ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload: body,
          });
          if (response.statusCode >= 500) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
          expect([400, 413, 415, 422]).toContain(response.statusCode);
        }),
        { numRuns: RUNS * 2 },
      );
      const empty = await app.inject({
        method: 'POST',
        url,
        headers: { cookie, ...XHR, 'content-type': 'multipart/form-data; boundary=' },
        payload: 'garbage',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(
        'ファイルの送信内容を読み取れませんでした（multipart/form-data の形式が正しくありません）。',
      );
    },
  );
});
