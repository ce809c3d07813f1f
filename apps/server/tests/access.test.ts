/// <reference types="vite/client" />
import { type Access, type OperationDef, PERMISSION_KEYS, pathParamNames } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, soleDemoAccount } from '../src/db/seed';
import { APP_FEATURES } from '../src/features';
import { addMissingRows, crossAccountParams, validBody, validQuery } from './access-fixtures';
import { createAccount, DRIVERS, openTestApp, sessionFor, type TestDatabase, testApp, XHR } from './helpers';

/*
 * Access proven over the operation table (issue 26 §2): every operation × anonymous, the demo's
 * read-only staff, an operator holding one key, the owner, and another account's owner. It fails
 * when an operation is missing from the server or has no valid access rule, when a refused caller
 * gets anything but 401/403, when an allowed caller is refused, and when another account's ids
 * answer anything but 404.
 */

/** Every operation declared in a contract feature folder (each `*_OPS` namespace of its index). */
const contractModules = import.meta.glob<Record<string, unknown>>(
  '../../../packages/contract/src/*/index.ts',
  {
    eager: true,
  },
);

function isOperation(value: unknown): value is OperationDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'access' in value &&
    'responses' in value
  );
}

function declaredOperations(): Map<string, OperationDef> {
  const found = new Map<string, OperationDef>();
  for (const module of Object.values(contractModules)) {
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('_OPS') || typeof value !== 'object' || value === null) continue;
      for (const [name, op] of Object.entries(value as Record<string, unknown>)) {
        if (isOperation(op)) found.set(name, op);
      }
    }
  }
  return found;
}

function validAccess(access: Access): boolean {
  if (typeof access === 'string') return ['public', 'session', 'owner', 'bearer', 'signed'].includes(access);
  return (
    Array.isArray(access.keys) &&
    access.keys.length > 0 &&
    access.keys.every((key) => (PERMISSION_KEYS as readonly string[]).includes(key))
  );
}

/**
 * POSTs open to anyone logged in: logging out changes only the caller's own session; the page
 * preview draws a posted draft as HTML and stores nothing.
 */
const OWN_SESSION_WRITES = new Set(['logout', 'pagePreview']);

/** Who a caller is, as the access rules see it. */
interface Who {
  keys: readonly string[];
  owner: boolean;
}

/**
 * The answer each rule must give, written here on its own rather than read from the server's
 * `refusal`, so that a wrong rule in the server shows. Another system's call (an API key, LINE's
 * signature) carries no credential of its kind here, so it is 401 for everyone.
 */
function expectedFor(access: Access, who: Who | null): 401 | 403 | null {
  if (access === 'bearer' || access === 'signed') return 401;
  if (access === 'public') return null;
  if (!who) return 401;
  if (access === 'session') return null;
  if (access === 'owner') return who.owner ? null : 403;
  return access.keys.every((key) => who.keys.includes(key)) ? null : 403;
}

interface Caller {
  name: string;
  cookie: string | undefined;
  /** What the access rule makes of this caller (null: allowed), by the server's own rule. */
  expected(access: Access): 401 | 403 | null;
}

/** The id used where an allowed caller must not change anything: no row has it. */
const MISSING_ID = '999999999';

interface PathParameter {
  name: string;
  in: string;
  schema?: { enum?: unknown[]; pattern?: string; type?: string };
}

describe.each(DRIVERS)('access of every operation on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let callers: Caller[];
  let otherOwner: string;
  let demoAccountId: number;
  let documentPaths: Record<string, Record<string, { parameters?: PathParameter[]; requestBody?: unknown }>>;

  beforeAll(async () => {
    ({ database, app, close } = await openTestApp(driver));
    const demo = await soleDemoAccount(database.db);
    if (!demo) throw new Error('no demo account');
    demoAccountId = demo.accountId;
    // Every feature's demo data, so another account's ids exist for every kind of row.
    for (const feature of APP_FEATURES) await feature.seed?.(database.db, demo);
    await addMissingRows(database.db, demo.accountId);
    const [oneKeyRole] = await database.db
      .insert(roles)
      .values({ accountId: demo.accountId, name: '予約係', permissions: ['RESERVE_WRITE'] })
      .returning({ id: roles.id });
    const oneKeyEmail = `one-key-${Date.now()}@example.jp`;
    await database.db.insert(users).values({
      accountId: demo.accountId,
      email: oneKeyEmail,
      passwordHash: 'not-used',
      displayName: '予約係',
      roleId: oneKeyRole?.id ?? 0,
      isOwner: false,
    });
    const other = await createAccount(database);
    otherOwner = await sessionFor(database, other.emails.owner);
    callers = [
      { name: 'anonymous', cookie: undefined, expected: (access) => expectedFor(access, null) },
      {
        name: 'staff (no write key)',
        cookie: await sessionFor(database, DEMO_STAFF_EMAIL),
        expected: (access) => expectedFor(access, { keys: [], owner: false }),
      },
      {
        name: 'one key (RESERVE_WRITE)',
        cookie: await sessionFor(database, oneKeyEmail),
        expected: (access) => expectedFor(access, { keys: ['RESERVE_WRITE'], owner: false }),
      },
      {
        name: 'owner',
        cookie: await sessionFor(database, DEMO_OWNER_EMAIL),
        expected: (access) => expectedFor(access, { keys: PERMISSION_KEYS, owner: true }),
      },
    ];
    documentPaths = (await app.inject({ url: '/api/openapi.json' })).json().paths;
  });
  afterAll(async () => {
    await close?.();
  });

  /** A URL of the operation with values no row has (or the first allowed value of a choice). */
  function harmlessUrl(op: OperationDef): string {
    const parameters = documentPaths[op.path]?.[op.method.toLowerCase()]?.parameters ?? [];
    return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const schema = parameters.find(
        (parameter) => parameter.in === 'path' && parameter.name === name,
      )?.schema;
      if (schema?.enum?.length) return encodeURIComponent(String(schema.enum[0]));
      return MISSING_ID;
    });
  }

  async function call(op: OperationDef, url: string, cookie: string | undefined, body?: unknown) {
    const headers: Record<string, string> = { ...XHR };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return app.inject({
      method: op.method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  it('registers every operation the contract declares, each with a valid access rule', () => {
    const declared = declaredOperations();
    const registered = app.operations;
    console.info(`access test (${driver}): ${registered.size} operations registered`);
    expect([...declared.keys()].sort()).toEqual([...registered.keys()].sort());
    for (const [name, op] of registered) {
      expect(declared.get(name), name).toBe(op);
      expect(validAccess(op.access), `${name}: access ${JSON.stringify(op.access)}`).toBe(true);
      // Every write needs a key or the owner (issue 26 §2), but a write of the caller's own session.
      if (op.method !== 'GET' && !OWN_SESSION_WRITES.has(name))
        expect(op.access, `${name} is a write open to any session`).not.toBe('session');
    }
  });

  it('refuses to start with an /api route outside the operation table (it would have no access rule)', async () => {
    await expect(
      testApp(
        database,
        {},
        {
          extend: (scope) => {
            scope.get('/api/outside', async () => ({ ok: true }));
          },
        },
      ),
    ).rejects.toThrow(/outside the operation table/);
  });

  it('refuses each caller exactly as the operation’s rule says, before reading the body', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [name, op] of app.operations) {
      // Logout ends the session the other checks use; it is a `session` operation like /api/me.
      if (name === 'logout') continue;
      const url = harmlessUrl(op);
      for (const caller of callers) {
        const expected = caller.expected(op.access);
        const response = await call(op, url, caller.cookie);
        checked += 1;
        const status = response.statusCode;
        if (expected !== null && status !== expected) {
          failures.push(
            `${op.method} ${op.path} (${name}) as ${caller.name}: ${status}, expected ${expected}`,
          );
        }
        // An allowed caller (with ids no row has, and no body) is never refused.
        if (expected === null && (status === 401 || status === 403)) {
          failures.push(`${op.method} ${op.path} (${name}) as ${caller.name}: refused with ${status}`);
        }
        if (status >= 500) failures.push(`${op.method} ${op.path} (${name}) as ${caller.name}: ${status}`);
      }
    }
    console.info(`access test (${driver}): ${checked} calls checked`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers 404 to another account’s owner for this account’s ids, whatever the operation', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [name, op] of app.operations) {
      if (pathParamNames(op.path).length === 0) continue;
      if (op.access === 'public' || op.access === 'bearer' || op.access === 'signed') continue;
      const params = await crossAccountParams(database.db, demoAccountId, op);
      if (typeof params === 'string') {
        failures.push(`${op.method} ${op.path} (${name}): ${params}`);
        continue;
      }
      const url =
        op.path.replace(/\{([^}]+)\}/g, (_match, key: string) => encodeURIComponent(String(params[key]))) +
        validQuery(op);
      const body = op.body ? validBody(op) : undefined;
      if (op.body && body === undefined) {
        failures.push(`${op.method} ${op.path} (${name}): no valid example body`);
        continue;
      }
      const response = await call(op, url, otherOwner, body);
      checked += 1;
      if (response.statusCode !== 404) {
        failures.push(`${op.method} ${url} (${name}) as another account's owner: ${response.statusCode}`);
      }
    }
    console.info(`access test (${driver}): ${checked} operations with ids checked across accounts`);
    expect(failures).toEqual([]);
  }, 120_000);
});
