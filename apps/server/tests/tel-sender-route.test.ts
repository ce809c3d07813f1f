import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { accounts } from '../src/db/schema';
import { DEMO_STAFF_EMAIL } from '../src/db/seed';
import { telOrderLines, telOrders, telTemplates } from '../src/tel/schema';
import { createTestDatabase, sessionFor, type TestDatabase, testApp } from './helpers';

describe('GET /api/tel/sender', () => {
  let database: TestDatabase;
  let sandbox: FastifyInstance;
  let line: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    sandbox = await testApp(database);
    const lineConfig = loadConfig({
      TEL_SENDER: 'line',
      LINE_CHANNEL_ACCESS_TOKEN: 'token',
      TEL_WORKER: 'false',
    });
    line = await testApp(database, { telSender: lineConfig.telSender });
    cookie = await sessionFor(database, DEMO_STAFF_EMAIL);
  });

  afterAll(async () => {
    await sandbox?.close();
    await line?.close();
    await database?.dispose();
  });

  it('tells the console that nothing is really sent in sandbox mode', async () => {
    const response = await sandbox.inject({ method: 'GET', url: '/api/tel/sender', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'sandbox' });
  });

  it('says line when the LINE sender is configured', async () => {
    const response = await line.inject({ method: 'GET', url: '/api/tel/sender', headers: { cookie } });
    expect(response.json()).toEqual({ mode: 'line' });
  });

  it('needs a session', async () => {
    const response = await sandbox.inject({ method: 'GET', url: '/api/tel/sender' });
    expect(response.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const response = await sandbox.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(response.json().paths)).toContain('/api/tel/sender');
  });
});

describe('embedded worker', () => {
  it('runs inside the app when asked and stops with it', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const { telSender } = loadConfig({});
      const app = await testApp(
        database,
        { telSender: { ...telSender, embeddedWorker: true, pollIntervalMs: 50 } },
        { jobs: true },
      );
      const [account] = await database.db.select({ id: accounts.id }).from(accounts).limit(1);
      const accountId = account?.id as number;
      const [template] = await database.db
        .insert(telTemplates)
        .values({ accountId, name: 't', body: '{"type":"text","text":"[param_1]"}' })
        .returning({ id: telTemplates.id });
      const [order] = await database.db
        .insert(telOrders)
        .values({ accountId, status: 1, countAll: 1 })
        .returning({ id: telOrders.id });
      await database.db.insert(telOrderLines).values({
        orderId: order?.id as number,
        accountId,
        tel: '+819012345678',
        scheduledAt: new Date(),
        templateId: template?.id as number,
        params: { param_1: 'こんにちは' },
      });
      const start = Date.now();
      let status = 0;
      while (status !== 3 && Date.now() - start < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const [row] = await database.db
          .select()
          .from(telOrders)
          .where(eq(telOrders.id, order?.id as number));
        status = row?.status ?? 0;
      }
      expect(status).toBe(3);
      await app.close();
    } finally {
      await database.dispose();
    }
  });
});
