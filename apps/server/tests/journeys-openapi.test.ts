import { JOURNEYS_OPS, TRIGGERS_OPS } from '@console/contract/journeys';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testApp } from './helpers';

type Operation = {
  operationId?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

/** Issue 26: every journeys and triggers operation is declared once and documented from its declaration. */
describe('the OpenAPI document of the journeys and open-API trigger operations', () => {
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

  it('shows each of the 37 operations under its name, with a description, its success answer and its body', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const table = { ...JOURNEYS_OPS, ...TRIGGERS_OPS };
    expect(Object.keys(table)).toHaveLength(37);
    for (const [name, op] of Object.entries(table)) {
      const path = op.path;
      const documented = doc.paths[path]?.[op.method.toLowerCase()];
      expect(documented, `${name}: ${op.method} ${path} is missing`).toBeDefined();
      expect(documented?.operationId).toBe(name);
      expect(documented?.description).toBe(op.description);
      for (const status of Object.keys(op.responses)) expect(documented?.responses[status]).toBeDefined();
      if ('body' in op) expect(documented?.requestBody, `${name} has no body`).toBeDefined();
    }
    // The inbound call is made with an API key, not a session.
    expect(doc.paths[TRIGGERS_OPS.fireTrigger.path]?.post?.security).toEqual([{ apiKey: [] }]);
  });
});
