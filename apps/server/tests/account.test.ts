import {
  type Access,
  accountSchema,
  operation,
  operatorRoleListSchema,
  PERMISSION_KEYS,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from '../src/db/seed';
import { registerOperation } from '../src/operations';
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

describe.each(DRIVERS)('account and operator roles on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(
      database,
      {},
      {
        extend: (scope) => {
          // Probe operations: one key, and two keys that must both be held.
          const probe = (path: `/${string}`, access: Access) =>
            operation({
              method: 'POST',
              path,
              access,
              tag: 'test',
              summary: 'テスト',
              description: 'テスト用',
              responses: { 200: z.object({ ok: z.boolean() }) },
            });
          registerOperation(
            scope,
            'probeTemplateWrite',
            probe('/api/test/template-write', { keys: ['TEMPLATE_WRITE'] }),
            async () => ({ ok: true }),
          );
          registerOperation(
            scope,
            'probeTwoKeys',
            probe('/api/test/two-keys', { keys: ['TAG_WRITE', 'USER_CAN_USE_LFLEX'] }),
            async () => ({ ok: true }),
          );
        },
      },
    );
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const patch = (cookie: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/account', headers: { ...XHR, cookie }, payload });

  it('shows the caller their account', async () => {
    const response = await app.inject({ url: '/api/account', headers: { cookie: staff } });
    expect(response.statusCode).toBe(200);
    expect(accountSchema.parse(response.json())).toMatchObject({
      name: 'デモサロン',
      oem_code: 'console',
      app_name: 'Console',
    });
  });

  it('needs a session for the account', async () => {
    expect((await app.inject({ url: '/api/account' })).statusCode).toBe(401);
  });

  it('refuses PATCH /api/account to staff with 403 and changes nothing', async () => {
    const response = await patch(staff, { name: '乗っ取り' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect((await app.inject({ url: '/api/account', headers: { cookie: owner } })).json().name).toBe(
      'デモサロン',
    );
  });

  it('lets the owner change name, app name and OEM code; /api/me and the page meta follow', async () => {
    const other = await createAccount(database);
    const cookie = await sessionFor(database, other.emails.owner);
    const response = await patch(cookie, { name: ' 新しい名前 ', app_name: 'あおぞら', oem_code: 'aozora' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: other.accountId,
      name: '新しい名前',
      app_name: 'あおぞら',
      oem_code: 'aozora',
    });
    const me = (await app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(me).toMatchObject({ oem_code: 'aozora', app_name: 'あおぞら', account_name: '新しい名前' });
    const page = await app.inject({ url: '/', headers: { cookie } });
    expect(page.body).toContain('<meta name="console:oem-code" content="aozora">');
  });

  it('answers invalid account values with 422 and Japanese messages per field', async () => {
    const response = await patch(owner, { name: '', oem_code: 'pink', app_name: 'x'.repeat(101) });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('入力内容に誤りがあります。');
    expect(body.errors).toEqual({
      name: ['入力してください。'],
      oem_code: ['選択肢の中から選んでください。'],
      app_name: ['100文字以内で入力してください。'],
    });
  });

  it('answers unknown fields with 422', async () => {
    const response = await patch(owner, { id: 99 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toBeDefined();
  });

  it('lists the roles of the caller’s account only', async () => {
    const other = await createAccount(database);
    const response = await app.inject({ url: '/api/operator_roles', headers: { cookie: owner } });
    expect(response.statusCode).toBe(200);
    const { roles } = operatorRoleListSchema.parse(response.json());
    expect(roles.map((role) => role.name)).toEqual(['オーナー', 'スタッフ']);
    expect(roles[0]?.permissions).toEqual([...PERMISSION_KEYS]);
    expect(roles[1]?.permissions).toEqual([]);
    expect(roles.map((role) => role.id)).not.toContain(other.ownerRoleId);
  });

  it('shows one role of the caller’s account', async () => {
    const { roles } = (await app.inject({ url: '/api/operator_roles', headers: { cookie: staff } })).json();
    const response = await app.inject({
      url: `/api/operator_roles/${roles[1].id}`,
      headers: { cookie: staff },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: roles[1].id, name: 'スタッフ', permissions: [] });
  });

  it('answers another account’s role id with 404, like a missing one', async () => {
    const other = await createAccount(database);
    for (const id of [other.ownerRoleId, 999999]) {
      const response = await app.inject({ url: `/api/operator_roles/${id}`, headers: { cookie: owner } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers a non-digit role id with 404', async () => {
    for (const id of ['abc', '1e3', '-1']) {
      const response = await app.inject({ url: `/api/operator_roles/${id}`, headers: { cookie: owner } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('keeps another account’s user out of the demo data', async () => {
    const other = await createAccount(database);
    const cookie = await sessionFor(database, other.emails.owner);
    const account = (await app.inject({ url: '/api/account', headers: { cookie } })).json();
    expect(account.id).toBe(other.accountId);
    expect(account.name).not.toBe('デモサロン');
    const { roles } = (await app.inject({ url: '/api/operator_roles', headers: { cookie } })).json();
    expect(roles.map((role: { id: number }) => role.id).sort()).toEqual(
      [other.ownerRoleId, other.staffRoleId].sort(),
    );
    const demoRoles = (await app.inject({ url: '/api/operator_roles', headers: { cookie: owner } })).json()
      .roles;
    const demoRole = await app.inject({ url: `/api/operator_roles/${demoRoles[0].id}`, headers: { cookie } });
    expect(demoRole.statusCode).toBe(404);
  });

  describe('access rules with permission keys', () => {
    it('lets a holder of the key through', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/template-write',
        headers: { ...XHR, cookie: owner },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });

    it('refuses a user without the key with 403 and a Japanese message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/template-write',
        headers: { ...XHR, cookie: staff },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    });

    it('needs every key when given several', async () => {
      const other = await createAccount(database);
      const { eq } = await import('drizzle-orm');
      const { roles } = await import('../src/db/schema');
      await database.db
        .update(roles)
        .set({ permissions: ['TAG_WRITE'] })
        .where(eq(roles.id, other.staffRoleId));
      const cookie = await sessionFor(database, other.emails.staff);
      const one = await app.inject({
        method: 'POST',
        url: '/api/test/two-keys',
        headers: { ...XHR, cookie },
      });
      expect(one.statusCode).toBe(403);
      await database.db
        .update(roles)
        .set({ permissions: ['TAG_WRITE', 'USER_CAN_USE_LFLEX'] })
        .where(eq(roles.id, other.staffRoleId));
      const both = await app.inject({
        method: 'POST',
        url: '/api/test/two-keys',
        headers: { ...XHR, cookie },
      });
      expect(both.statusCode).toBe(200);
    });

    it('answers 401 before 403 without a session', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/test/template-write', headers: XHR });
      expect(response.statusCode).toBe(401);
    });
  });
});
