import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { operation } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_OWNER_EMAIL } from '../src/db/seed';
import { registerOperation } from '../src/operations';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

const META = (name: string, content: string) => `<meta name="console:${name}" content="${content}">`;

/** The page's me block as the console reads it: the element's text, parsed as JSON. */
function meBlock(page: string): unknown {
  const text = /<script type="application\/json" id="console-me">([^<]*)<\/script>/.exec(page)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe.each(DRIVERS)('HTTP contract on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(
      database,
      { captchaSiteKey: 'key"<&>' },
      {
        extend: (scope) => {
          // Probe operations (outside the contract's tables, so not in the OpenAPI checks below).
          const probe = {
            access: 'session',
            tag: 'test',
            summary: 'テスト',
            description: 'テスト用',
          } as const;
          registerOperation(
            scope,
            'probeBoom',
            operation({ ...probe, method: 'GET', path: '/api/test/boom', responses: { 200: null } }),
            async () => {
              throw new Error('secret internal detail at /srv/db.ts');
            },
          );
          registerOperation(
            scope,
            'probeEcho',
            operation({
              ...probe,
              access: { keys: ['TEMPLATE_WRITE'] },
              method: 'POST',
              path: '/api/test/echo',
              responses: { 200: z.object({ received: z.unknown() }) },
            }),
            async (request) => ({ received: request.body }),
          );
        },
      },
    );
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  describe('errors', () => {
    it('answers malformed JSON with 400 and the fixed message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...XHR, 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'リクエストの形式が正しくありません。' });
    });

    it('answers a JSON body over 1 MiB with 413 and a Japanese message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...XHR, cookie: owner, 'content-type': 'application/json' },
        payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 1) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'リクエストのサイズが大きすぎます。' });
    });

    it('answers an unexpected failure with 500 and no internals', async () => {
      const response = await app.inject({ url: '/api/test/boom', headers: { cookie: owner } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'サーバーでエラーが発生しました。' });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('at ');
    });

    it('answers an unknown /api route with a JSON 404, for GET and POST', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url: '/api/nope', headers: { ...XHR, cookie: owner } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it('answers an unsupported content type with 415 and a Japanese message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...XHR, cookie: owner, 'content-type': 'application/x-whatever' },
        payload: 'a',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/対応していません/);
    });
  });

  describe('headers', () => {
    it('sends the console CSP and the other helmet headers', async () => {
      const response = await app.inject({ url: '/account/login' });
      const csp = response.headers['content-security-policy'];
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('gives each console page a fresh style nonce, in the policy and in the page', async () => {
      const nonces = [];
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({ url: '/line/tel' });
        const csp = String(response.headers['content-security-policy']);
        const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1];
        expect(nonce, csp).toBeDefined();
        expect(response.body).toContain(`<meta name="console:csp-nonce" content="${nonce}">`);
        // Only <style> elements get it: scripts stay 'self' only.
        expect(csp).toContain("script-src 'self';");
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    });

    it('marks authenticated API answers no-store, and only those', async () => {
      const me = await app.inject({ url: '/api/me', headers: { cookie: owner } });
      expect(me.headers['cache-control']).toBe('no-store');
      const health = await app.inject({ url: '/api/health' });
      expect(health.headers['cache-control']).toBeUndefined();
    });

    it('answers a malformed URL in the API error shape with a trace id, not Fastify’s default', async () => {
      for (const url of ['/api/tel/list/%', '/api/%E0%A4%A', '/%zz']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ message: 'リクエストの形式が正しくありません。' });
        expect(response.headers['x-trace-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('sends a fresh X-Trace-Id on every response', async () => {
      const first = await app.inject({ url: '/api/me', headers: { cookie: owner } });
      const second = await app.inject({ url: '/api/me', headers: { cookie: owner } });
      expect(first.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers['x-trace-id']).not.toBe(second.headers['x-trace-id']);
    });
  });

  describe('console HTML', () => {
    it('serves the login page to a logged-out visitor with default meta tags, escaped', async () => {
      const response = await app.inject({ url: '/account/login' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain('<!--console-meta-->');
      expect(response.body).toContain(META('user-id', ''));
      expect(response.body).toContain(META('account-id', ''));
      expect(response.body).toContain(META('oem-code', 'console'));
      expect(response.body).toContain(META('app-name', 'Console'));
      expect(response.body).toContain(META('captcha-site-key', 'key&quot;&lt;&amp;&gt;'));
      expect(response.body).toContain(META('trace-id', String(response.headers['x-trace-id'])));
    });

    it('shows the demo logins on the login page only in demo mode, and never to a logged-in operator', async () => {
      expect((await app.inject({ url: '/account/login' })).body).toContain(META('demo-logins', ''));
      const demo = await testApp(database, {}, { demo: true });
      try {
        const page = await demo.inject({ url: '/account/login' });
        expect(page.body).toContain(
          META('demo-logins', 'owner@example.jp/console-demo staff@example.jp/console-demo'),
        );
        const loggedIn = await demo.inject({ url: '/', headers: { cookie: owner } });
        expect(loggedIn.body).toContain(META('demo-logins', ''));
      } finally {
        await demo.close();
      }
    });

    it('fills the logged-in operator’s ids, OEM code and app name, escaping HTML', async () => {
      const other = await createAccount(database, 'サロン');
      const { eq } = await import('drizzle-orm');
      const { accounts } = await import('../src/db/schema');
      await database.db
        .update(accounts)
        .set({ appName: '<b>"A&B"</b>' })
        .where(eq(accounts.id, other.accountId));
      const cookie = await sessionFor(database, other.emails.owner);
      const response = await app.inject({ url: '/line/tel/list', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(META('user-id', String(other.ownerUserId)));
      expect(response.body).toContain(META('account-id', String(other.accountId)));
      expect(response.body).toContain(META('oem-code', 'sakura'));
      expect(response.body).toContain(META('app-name', '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'));
      expect(response.body).not.toContain('<b>"A&B"</b>');
    });

    it('carries a session’s me as GET /api/me answers it, in a JSON block; none without a session', async () => {
      const page = await app.inject({ url: '/line/tel/list', headers: { cookie: owner } });
      const me = await app.inject({ url: '/api/me', headers: { cookie: owner } });
      expect(me.statusCode).toBe(200);
      expect(meBlock(page.body)).toEqual(me.json());
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const loggedOut = await app.inject({ url: '/line/tel/list' });
      expect(loggedOut.statusCode).toBe(200);
      expect(loggedOut.body).not.toContain('console-me');
      const expired = await app.inject({ url: '/', headers: { cookie: 'console_session=gone' } });
      expect(expired.body).not.toContain('console-me');
    });

    it('escapes names in the me block so no </script> or line separator ends it early', async () => {
      const other = await createAccount(database, '</script><script>alert(1)</script>\u2028<!--');
      const cookie = await sessionFor(database, other.emails.owner);
      const page = await app.inject({ url: '/', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toContain('\u2028');
      // The block is one element, and it reads back as the exact name.
      const ends = (body: string) => body.match(/<\/script>/g)?.length ?? 0;
      expect(ends(page.body)).toBe(ends((await app.inject({ url: '/' })).body) + 1);
      expect(meBlock(page.body)).toMatchObject({
        account_id: other.accountId,
        account_name: '</script><script>alert(1)</script>\u2028<!--',
      });
    });

    it('gives each page request its own trace id', async () => {
      const traceOf = (body: string) => /console:trace-id" content="([^"]+)"/.exec(body)?.[1];
      const first = traceOf((await app.inject({ url: '/' })).body);
      const second = traceOf((await app.inject({ url: '/' })).body);
      expect(first).toBeTruthy();
      expect(first).not.toBe(second);
    });

    it('sends the brotli or gzip file built beside an asset, as the browser accepts', async () => {
      const plain = await app.inject({ url: '/assets/app.js' });
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': accept } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(response.headers['cache-control']).toContain('immutable');
        const body =
          encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
        expect(body.toString()).toBe(plain.body);
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('serves built assets as files, cacheable', async () => {
      const response = await app.inject({ url: '/assets/app.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("console.log('fixture')");
      expect(response.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    });

    it('answers a missing asset with 404 rather than the page, and never escapes the build folder', async () => {
      expect((await app.inject({ url: '/assets/old-1234.js' })).statusCode).toBe(404);
      const traversal = await app.inject({ url: '/..%2F..%2Fpackage.json' });
      expect(traversal.body).not.toContain('"name"');
    });

    it('answers 503 with a Japanese hint when the console is not built', async () => {
      const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
      const unbuilt = await testApp(database, { consoleDist: empty });
      const response = await unbuilt.inject({ url: '/account/login' });
      await unbuilt.close();
      await fs.rm(empty, { recursive: true });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('pnpm build');
    });
  });

  describe('API documentation', () => {
    it('publishes the OpenAPI document without a session, generated from the route schemas', async () => {
      const response = await app.inject({ url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/login',
          '/api/auth/logout',
          '/api/me',
          '/api/account',
          '/api/operator_roles',
          '/api/operator_roles/{id}',
        ]),
      );
      const loginBody = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
      expect(loginBody.required).toEqual(['email', 'password']);
      expect(
        doc.paths['/api/account'].patch.requestBody.content['application/json'].schema.properties.oem_code
          .enum,
      ).toContain('sumi');
      // What a client generator needs: a unique operationId everywhere, and the security of each call.
      // (The probe routes this file adds under /api/test have no schema and are left out.)
      const operations = Object.entries(doc.paths)
        .filter(([path]) => !path.startsWith('/api/test/'))
        .flatMap(([, methods]) =>
          Object.values(methods as Record<string, { operationId?: string; security?: unknown }>),
        );
      const ids = operations.map((operation) => operation.operationId);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      // Login needs no session, but a browser's write must carry X-Requested-With: a generated
      // client reads that from the security scheme and sends it.
      expect(doc.paths['/api/auth/login'].post.security).toEqual([{ requestedWith: [] }]);
      expect(doc.paths['/api/auth/login'].post.operationId).toBe('login');
      expect(doc.paths['/api/health'].get.security).toEqual([]);
      // 204 has no body, so no JSON content type either.
      expect(doc.paths['/api/auth/login'].post.responses['204'].content).toBeUndefined();
      expect(doc.paths['/api/auth/logout'].post.responses['204'].content).toBeUndefined();
      expect(doc.paths['/api/me'].get.security).toEqual([{ session: [] }]);
      expect(doc.paths['/api/account'].patch.security).toEqual([{ session: [], requestedWith: [] }]);
      expect(doc.components.securitySchemes.requestedWith).toMatchObject({
        in: 'header',
        name: 'X-Requested-With',
      });
    });

    it('serves the reference page with its own CSP that lets swagger-ui run', async () => {
      const response = await app.inject({ url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('upgrade-insecure-requests');
      const script = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
      expect(script.statusCode).toBe(200);
    });
  });
});
