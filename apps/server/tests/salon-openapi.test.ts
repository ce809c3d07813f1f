import { SALON_OPS } from '@console/contract/salon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testApp } from './helpers';

/** Operations that answer no JSON: the OAuth callback is a browser redirect (302). */
const REDIRECTS = new Set(['googleCallback']);

type Operation = {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};

describe('the OpenAPI document of the salon API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('shows every salon path, each call with its success schema and, for writes with a body, the body schema', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const expected = Object.entries(SALON_OPS)
      .filter(([name]) => !REDIRECTS.has(name))
      .map(([name, op]) => [name, op.path] as const);
    expect(expected.length).toBeGreaterThan(60);
    for (const [name, path] of expected) {
      const methods = doc.paths[path];
      expect(methods, `${name} ${path} is missing from the document`).toBeDefined();
      for (const [method, operation] of Object.entries(methods ?? {})) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${path} has no success response`).toBeGreaterThan(0);
        for (const [status, response] of success) {
          if (status === '204') continue;
          if (path.endsWith('/events')) continue; // a text/event-stream, described in prose
          expect(response.content?.['application/json']?.schema, `${method} ${path} ${status}`).toBeDefined();
        }
        if (operation.requestBody) {
          expect(
            operation.requestBody.content['application/json']?.schema,
            `${method} ${path} body`,
          ).toBeDefined();
        }
      }
    }
    // The OAuth callback is documented as the redirect it is.
    expect(Object.keys(doc.paths[SALON_OPS.googleCallback.path]?.get?.responses ?? {})).toContain('302');
    // The Google Calendar calls of spec §7 by their methods.
    expect(Object.keys(doc.paths[SALON_OPS.googleCalendars.path] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[SALON_OPS.googleCalendarLink.path] ?? {})).toEqual(['delete']);
    expect(Object.keys(doc.paths[SALON_OPS.googleCalendarResync.path] ?? {})).toEqual(['post']);
    expect(doc.paths[SALON_OPS.googleCalendars.path]?.post?.requestBody).toBeDefined();
  });
});
