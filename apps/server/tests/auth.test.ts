import { meSchema } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWaitMs } from '../src/auth/limits';
import { hashPassword, needsRehash, verifyPassword } from '../src/auth/password';
import { hashToken } from '../src/auth/service';
import { sessions, users } from '../src/db/schema';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from '../src/db/seed';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  login,
  sessionFor,
  type TestDatabase,
  testApp,
  UNAUTHENTICATED,
  XHR,
} from './helpers';

const WRONG = 'メールアドレスまたはパスワードが正しくありません。';

describe.each(DRIVERS)('auth on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const post = (url: string, payload?: unknown, headers: Record<string, string> = XHR) =>
    app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('logs in with the demo owner: 204 and an httpOnly SameSite=Lax session cookie', async () => {
    const response = await post('/api/auth/login', { email: DEMO_OWNER_EMAIL, password: 'console-demo' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'console_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie?.value ?? '')));
    expect(row).toBeDefined();
  });

  it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
    const secureApp = await testApp(database, { cookieSecure: true });
    const response = await secureApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email: DEMO_STAFF_EMAIL, password: 'console-demo' },
    });
    await secureApp.close();
    expect(response.cookies.find((c) => c.name === 'console_session')?.secure).toBe(true);
  });

  it('marks the cookie Secure behind a TLS proxy (TRUST_PROXY) without COOKIE_SECURE, and not over plain HTTP', async () => {
    const proxied = await testApp(database, { trustProxy: true });
    const login = (headers: Record<string, string>) =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...XHR, ...headers },
        payload: { email: DEMO_STAFF_EMAIL, password: 'console-demo' },
      });
    const overTls = await login({ 'x-forwarded-proto': 'https' });
    const plain = await login({});
    await proxied.close();
    expect(overTls.cookies.find((c) => c.name === 'console_session')?.secure).toBe(true);
    expect(plain.cookies.find((c) => c.name === 'console_session')?.secure).toBeUndefined();
  });

  it('accepts the e-mail address in any case and with surrounding spaces', async () => {
    const response = await post('/api/auth/login', {
      email: '  Owner@Example.JP ',
      password: 'console-demo',
    });
    expect(response.statusCode).toBe(204);
  });

  it('upgrades a hash made with weaker settings at the next successful login', async () => {
    const { emails, ownerUserId } = await createAccount(database);
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const weak = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64'),
      scryptSync('console-demo', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    await database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, ownerUserId));
    expect((await login(app, emails.owner)).startsWith('console_session=')).toBe(true);
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, ownerUserId));
    expect(row?.hash.split('$')[1]).toBe(String(2 ** 17));
    expect(await verifyPassword('console-demo', row?.hash ?? '')).toBe(true);
  });

  it('answers a wrong password and an unknown address with the same 422 message', async () => {
    const wrongPassword = await post('/api/auth/login', { email: DEMO_OWNER_EMAIL, password: 'nope' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.jp', password: 'console-demo' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual({ message: WRONG });
    expect(unknown.json()).toEqual({ message: WRONG });
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('answers a login without fields with 422 and a field map', async () => {
    const response = await post('/api/auth/login', { email: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.email).toEqual(['入力してください。']);
    expect(body.errors.password).toEqual(['入力してください。']);
  });

  it('returns the caller on /api/me', async () => {
    const cookie = await sessionFor(database, DEMO_OWNER_EMAIL);
    const response = await app.inject({ url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me).toMatchObject({
      oem_code: 'console',
      app_name: 'Console',
      account_name: 'デモサロン',
      salon_id: null,
      role_name: 'オーナー',
    });
    expect(me.permissions).toContain('TEMPLATE_WRITE');
    // The ten keys of spec §6, the five issue 26 added, the three of issue 30, issue 32's
    // AD_CONNECT_WRITE and issue 33's FORM_WRITE (§6 names no key for them).
    expect(me.permissions).toHaveLength(20);
    expect(me.permissions).toContain('AD_CONNECT_WRITE');
    expect(me.permissions).toContain('FORM_WRITE');
    expect(me.permissions).toContain('JOURNEY_WRITE');
  });

  it('gives staff no permission keys', async () => {
    const cookie = await sessionFor(database, DEMO_STAFF_EMAIL);
    const response = await app.inject({ url: '/api/me', headers: { cookie } });
    expect(response.json().permissions).toEqual([]);
  });

  it('answers 401 with a JSON message without a session, and with an unknown token', async () => {
    for (const headers of [{}, { cookie: 'console_session=forged' }]) {
      const response = await app.inject({ url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    const stale = await app.inject({ url: '/api/me', headers: { cookie: 'console_session=forged' } });
    expect(stale.cookies.find((c) => c.name === 'console_session')?.value).toBe('');
  });

  it('refuses an expired session with 401 and deletes it', async () => {
    const cookie = await sessionFor(database, DEMO_OWNER_EMAIL);
    const tokenHash = hashToken(cookie.split('=')[1] ?? '');
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const response = await app.inject({ url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    const rows = await database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(rows).toHaveLength(0);
  });

  it('slides the expiry forward and re-issues the cookie once the session has been idle a while', async () => {
    const cookie = await sessionFor(database, DEMO_OWNER_EMAIL);
    const tokenHash = hashToken(cookie.split('=')[1] ?? '');
    const soon = new Date(Date.now() + 60_000);
    await database.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeen: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const response = await app.inject({ url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'console_session')).toBeDefined();
    const [row] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it('logs out: 204, the session row is gone, the cookie is cleared, and the old cookie no longer works', async () => {
    const cookie = await sessionFor(database, DEMO_OWNER_EMAIL);
    const response = await post('/api/auth/logout', undefined, { ...XHR, cookie });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'console_session');
    expect(cleared?.value).toBe('');
    const tokenHash = hashToken(cookie.split('=')[1] ?? '');
    expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(
      0,
    );
    expect((await app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses unsafe requests without X-Requested-With with 403, login included, before authentication', async () => {
    const loginResponse = await post(
      '/api/auth/login',
      { email: DEMO_OWNER_EMAIL, password: 'console-demo' },
      {},
    );
    expect(loginResponse.statusCode).toBe(403);
    expect(loginResponse.json().message).toMatch(/不正なリクエスト/);
    expect(loginResponse.cookies).toHaveLength(0);
    const anonymousLogout = await post('/api/auth/logout', undefined, { 'x-requested-with': 'fetch' });
    expect(anonymousLogout.statusCode).toBe(403);
    const cookie = await sessionFor(database, DEMO_OWNER_EMAIL);
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { name: 'x' },
    });
    expect(patch.statusCode).toBe(403);
  });

  it('shows another account’s user their own account on /api/me', async () => {
    const other = await createAccount(database);
    const cookie = await sessionFor(database, other.emails.staff);
    const me = (await app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(me).toMatchObject({
      account_id: other.accountId,
      oem_code: 'sakura',
      account_name: 'よそのサロン',
    });
  });

  describe('rate limits', () => {
    let limited: FastifyInstance;
    const limits = {
      freeFailures: 3,
      baseDelayMs: 60_000,
      maxDelayMs: 15 * 60_000,
      failureWindowMs: 30 * 60_000,
      attemptsPerIp: 12,
      ipWindowMs: 60_000,
    };

    beforeAll(async () => {
      limited = await testApp(database, { loginLimits: limits });
    });
    afterAll(() => limited?.close());

    const attempt = (email: string, password: string, remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: XHR,
        remoteAddress,
        payload: { email, password },
      });

    it('makes an address that keeps failing wait before trying that account again, the right password included', async () => {
      const { emails } = await createAccount(database);
      for (let i = 0; i < limits.freeFailures; i += 1) {
        expect((await attempt(emails.owner, 'wrong', '10.1.0.1')).statusCode).toBe(422);
      }
      const blocked = await attempt(emails.owner, 'console-demo', '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(
        'ログインの失敗が続いたため、一時的にログインできません。1分待ってから、もう一度お試しください。',
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    it('never locks the operator out: the right password from their own address still gets in', async () => {
      const { emails } = await createAccount(database);
      // A stranger who knows the address fails many times from elsewhere.
      for (let i = 0; i < limits.freeFailures + 3; i += 1) await attempt(emails.owner, 'wrong', '10.9.9.9');
      expect((await attempt(emails.owner, 'console-demo', '10.9.9.9')).statusCode).toBe(429);
      expect((await attempt(emails.owner, 'console-demo', '10.2.0.7')).statusCode).toBe(204);
    });

    it('forgets an address’s failures after it logs in successfully', async () => {
      const { emails } = await createAccount(database);
      for (let i = 0; i < limits.freeFailures - 1; i += 1) await attempt(emails.owner, 'wrong', '10.2.0.1');
      expect((await attempt(emails.owner, 'console-demo', '10.2.0.1')).statusCode).toBe(204);
      for (let i = 0; i < limits.freeFailures; i += 1)
        expect((await attempt(emails.owner, 'wrong', '10.2.0.1')).statusCode).toBe(422);
      expect((await attempt(emails.owner, 'console-demo', '10.2.0.1')).statusCode).toBe(429);
    });

    it('answers 429 after too many attempts from one IP, with a Japanese JSON message', async () => {
      const ip = '10.3.0.1';
      for (let i = 0; i < limits.attemptsPerIp; i += 1) {
        expect((await attempt(`ip-${i}@example.jp`, 'x', ip)).statusCode).toBe(422);
      }
      const blocked = await attempt(DEMO_OWNER_EMAIL, 'console-demo', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'ログインの試行が多すぎます。しばらく待ってから、もう一度お試しください。',
      });
      expect((await attempt(DEMO_OWNER_EMAIL, 'console-demo', '10.3.0.2')).statusCode).toBe(204);
    });
  });
});

describe('loginWaitMs', () => {
  const limits = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
  it.each([
    [0, null, 0],
    [4, 0, 0],
    [5, 0, 1000],
    [6, 0, 2000],
    [7, 0, 4000],
    [15, 0, 15 * 60_000], // 2^10 s is past the cap
    [1000, 0, 15 * 60_000],
  ])('%i failures, the last at %s: wait %i ms from then', (failures, last, wait) => {
    expect(loginWaitMs(failures, last, 0, limits)).toBe(wait);
  });

  it('counts the wait from the last failure', () => {
    expect(loginWaitMs(6, 10_000, 11_500, limits)).toBe(500);
    expect(loginWaitMs(6, 10_000, 12_000, limits)).toBe(0);
  });
});

describe('password hashes', () => {
  it('hash with OWASP scrypt settings and verify', async () => {
    const stored = await hashPassword('合言葉 secret');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('合言葉 secret', stored)).toBe(true);
    expect(await verifyPassword('合言葉 secreT', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('flags hashes made with weaker settings for an upgrade', () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(needsRehash('bcrypt$x')).toBe(true);
  });
});
