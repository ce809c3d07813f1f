import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, pgliteDirFor } from '../src/db';
import { accounts } from '../src/db/schema';
import { DEMO_OWNER_EMAIL, seedIfEmpty } from '../src/db/seed';
import { login, testConfig, XHR } from './helpers';

describe('the embedded database folder', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps data across a restart, and seeds only the first time', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-data-'));
    const config = testConfig({ dataDir });

    const first = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
    await first.migrate();
    expect(await seedIfEmpty(first.db)).toBe(true);
    const app = await buildApp(config, { db: first.db });
    const cookie = await login(app, DEMO_OWNER_EMAIL);
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { ...XHR, cookie },
      payload: { name: '再起動テスト', oem_code: 'yuzu' },
    });
    expect(patch.statusCode).toBe(200);
    await app.close();
    await first.close();

    const second = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
    await second.migrate();
    expect(await seedIfEmpty(second.db)).toBe(false);
    const [count] = await second.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    expect(count?.n).toBe(1);
    const reopened = await buildApp(config, { db: second.db });
    // The session made before the restart is still valid.
    const account = await reopened.inject({ url: '/api/account', headers: { cookie } });
    expect(account.json()).toMatchObject({ name: '再起動テスト', oem_code: 'yuzu' });
    await reopened.close();
    await second.close();
  });

  it('lets the app open the configured folder itself when no database is handed in', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-data-'));
    try {
      const app = await buildApp(testConfig({ dataDir: dir }));
      const health = await app.inject({ url: '/api/health' });
      await app.close();
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ ok: true });
      expect((await fs.readdir(pgliteDirFor(dir))).length).toBeGreaterThan(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
