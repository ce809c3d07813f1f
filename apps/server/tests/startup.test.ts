import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { accounts, users } from '../src/db/schema';
import { prepareDatabase } from '../src/db/startup';

const adminUrl = process.env.TEST_DATABASE_URL;

async function withFreshPostgres(run: (url: string) => Promise<void>) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

describe.skipIf(!adminUrl)('start-up on PostgreSQL (scale-out)', () => {
  it('lets processes that start together migrate and seed exactly once', async () => {
    await withFreshPostgres(async (url) => {
      const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
      try {
        const seeded = await Promise.all(processes.map((db) => prepareDatabase(db, { seedDemo: true })));
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const db = processes[0]?.db;
        const [accountCount] = (await db?.select({ n: sql<number>`count(*)::int` }).from(accounts)) ?? [];
        const [userCount] = (await db?.select({ n: sql<number>`count(*)::int` }).from(users)) ?? [];
        expect(accountCount?.n).toBe(1);
        expect(userCount?.n).toBe(2);
      } finally {
        await Promise.all(processes.map((db) => db.close()));
      }
    });
  });

  it('leaves a PostgreSQL database without demo logins unless asked', async () => {
    await withFreshPostgres(async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      try {
        expect(await prepareDatabase(database, { seedDemo: false })).toBe(false);
        const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
        expect(count?.n).toBe(0);
      } finally {
        await database.close();
      }
    });
  });
});
