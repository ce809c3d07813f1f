import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { createSession } from '../src/auth/service';
import { capabilitiesOf } from '../src/capabilities';
import { type Config, LOGIN_LIMITS, loadConfig } from '../src/config';
import { type Database, type Db, openDatabase } from '../src/db';
import { roles, users } from '../src/db/schema';
import { type AccountFixture, createAccountWithUsers, DEMO_PASSWORD, seedIfEmpty } from '../src/db/seed';
import { APP_FEATURES } from '../src/features';
import type { LinkMaker } from '../src/personal-messages';
import { type DisposableDatabase, openScratchDatabase } from './scratch-database';

export type Driver = 'pglite' | 'pg';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export const FIXTURE_DIST = fileURLToPath(new URL('./fixtures/console-dist', import.meta.url));

export const XHR = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };

/**
 * Fixed error bodies several test files expect. Written out rather than imported from
 * src/plugins/messages.ts on purpose: the operator-facing text is part of the spec, and a test
 * that reads it from the code under test would not notice it changing.
 */
export const UNAUTHENTICATED = { message: 'ログインしてください。' };
export const FORBIDDEN = { message: 'この操作を行う権限がありません。' };
export const NOT_FOUND = { message: '見つかりません。' };

/** testConfig's PUBLIC_ORIGIN: where friends' tracked links (`/t/{code}`) point. */
export const TEST_ORIGIN = 'https://line.example.jp';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    consoleDist: FIXTURE_DIST,
    cookieSecure: false,
    trustProxy: false,
    captchaSiteKey: 'site-key',
    publicOrigin: TEST_ORIGIN,
    logLevel: 'silent',
    appName: 'Console',
    seedDemo: true,
    loginLimits: LOGIN_LIMITS,
    captcha: loadConfig({}).captcha,
    // One scratch folder per test process; a test that looks at the files hands in its own.
    mediaStorage: { kind: 'disk', root: path.join(os.tmpdir(), `console-test-media-${process.pid}`) },
    // Sandbox sender; no worker inside test apps (tel-sender tests drive workers themselves).
    telSender: { ...loadConfig({}).telSender, embeddedWorker: false },
    // Sandbox Google; the calendar sync is driven by its tests, not a job.
    salonGoogle: { ...loadConfig({}).salonGoogle, embeddedWorker: false },
    // The webhook queue is drained by its tests (processBatch), not a job.
    friendsLine: { ...loadConfig({}).friendsLine, embeddedWorker: false },
    // The journey scheduler is driven by its tests on a fake clock (runDue), not a job.
    journeys: { ...loadConfig({}).journeys, embeddedWorker: false },
    templates: loadConfig({}).templates,
    richmenus: loadConfig({}).richmenus,
    // No sender in tests unless one asks: deliveries are sent by runDueDeliveries on a fake clock.
    deliveries: { ...loadConfig({}).deliveries, embeddedWorker: false },
    chat: loadConfig({}).chat,
    // The ad connection's sender is driven by its tests (queueEvents, sendDue), not a job; sandbox.
    adconnect: { ...loadConfig({}).adconnect, embeddedWorker: false },
    // Entry sources' LINE Login in the sandbox; its tests hand in live mode and a fake's URLs.
    lineLogin: loadConfig({}).lineLogin,
    ...overrides,
  };
}

/** Friends' tracked links as the app's senders make them (the trackers feature's capability). */
export const linkMakerFor = (db: Db): LinkMaker => ({
  personalLinks: capabilitiesOf(APP_FEATURES, db).personalLinks,
  origin: TEST_ORIGIN,
});

export type TestDatabase = DisposableDatabase;

/**
 * One migrated, seeded database per test file: in-memory PGlite, or a throwaway database created
 * on the TEST_DATABASE_URL server and dropped afterwards.
 */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ pgliteSnapshot: snapshot });
    await database.migrate();
    await seedIfEmpty(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openScratchDatabase(adminUrl, { prefix: 'test', seed: true });
}

export function testApp(database: Database, overrides: Partial<Config> = {}, options: BuildOptions = {}) {
  return buildApp(testConfig(overrides), { db: database.db, ...options });
}

/** Logs in and returns the Cookie header value to send on later requests. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: XHR,
    payload: { email, password },
  });
  if (response.statusCode !== 204) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'console_session');
  if (!cookie) throw new Error('no session cookie');
  return `console_session=${cookie.value}`;
}

/**
 * A session cookie for a user, made directly in the database: scrypt costs ~150 ms here, so only
 * the tests about login itself go through POST /api/auth/login.
 */
export async function sessionFor(database: Database, email: string): Promise<string> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const { token } = await createSession(database.db, user.id);
  return `console_session=${token}`;
}

let counter = 0;
let demoHash: Promise<string> | undefined;

function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** A second (third, …) account with its own owner and staff, under unique e-mail addresses. */
export async function createAccount(database: Database, name = 'よそのサロン') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const emails = { owner: `owner-${tag}@example.com`, staff: `staff-${tag}@example.com` };
  const fixture: AccountFixture = await createAccountWithUsers(database.db, {
    name,
    oemCode: 'sakura',
    appName: 'さくら',
    ownerEmail: emails.owner,
    staffEmail: emails.staff,
    password: DEMO_PASSWORD,
    passwordHash: await demoPasswordHash(),
  });
  return { ...fixture, emails };
}

/** A test file's app on its own database; `close` in afterAll (safe when beforeAll failed half-way). */
export async function openTestApp(driver: Driver, overrides: Partial<Config> = {}) {
  const database = await createTestDatabase(driver);
  const app = await testApp(database, overrides);
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** openTestApp with a new account of its own (no demo rows) and its owner's session cookie. */
export async function openAccountApp(driver: Driver, name: string) {
  const opened = await openTestApp(driver);
  const account = await createAccount(opened.database, name);
  const cookie = await sessionFor(opened.database, account.emails.owner);
  return { ...opened, db: opened.database.db, accountId: account.accountId, cookie };
}

/** A JSON call as a logged-in user; any answer from 300 up fails the test, naming the call and body. */
export async function callJson(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...XHR, cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

export type Row = Record<string, unknown>;

/** A raw query's rows (both drivers answer `{ rows }`). */
export async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Friends 1 … following + blocked of an account, named 友だち<n> (the scheduler's tests pick them by
 * name): the first `following` follow it, the rest blocked it; all followed a day ago.
 */
export async function seedFriends(db: Db, accountId: number, following: number, blocked: number) {
  await db.execute(sql`
    INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
    SELECT ${accountId}, 'U' || lpad(n::text, 32, '0'), '友だち' || n, 'ともだち' || n,
           CASE WHEN n > ${following} THEN 'blocked' ELSE 'following' END, now() - interval '1 day'
    FROM generate_series(1, ${following + blocked}) AS n`);
}

/**
 * A session of a new non-owner user of the account whose role holds exactly `keys`: what a test of
 * an operation's permission keys logs in as.
 */
export async function sessionWithKeys(database: Database, accountId: number, keys: string[]) {
  const [role] = await database.db
    .insert(roles)
    .values({ accountId, name: keys.join('+'), permissions: keys })
    .returning({ id: roles.id });
  const email = `keys-${keys.join('-').toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;
  await database.db.insert(users).values({
    accountId,
    email,
    passwordHash: 'not-used',
    displayName: keys.join('+'),
    roleId: role?.id ?? 0,
    isOwner: false,
  });
  return sessionFor(database, email);
}
