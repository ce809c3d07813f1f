import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { accounts, users } from '../src/db/schema';
import { prepareDatabase } from '../src/db/startup';
import { withScratchDatabase } from './scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;

/** An empty database (not migrated, not seeded): start-up itself is under test. */
const withFreshPostgres = (run: (url: string) => Promise<void>) =>
  withScratchDatabase(adminUrl ?? '', 'test', run);

describe.skipIf(!adminUrl)('start-up on PostgreSQL (scale-out)', () => {
  it('lets processes that start together migrate and seed exactly once', async () => {
    await withFreshPostgres(async (url) => {
      const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
      try {
        const seeded = await Promise.all(processes.map((db) => prepareDatabase(db, { seedDemo: true })));
        expect(seeded.filter((result) => result.seededAccount)).toHaveLength(1);
        expect(seeded.every((result) => result.demo)).toBe(true);
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
        expect(await prepareDatabase(database, { seedDemo: false })).toEqual({
          seededAccount: false,
          demo: false,
        });
        const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
        expect(count?.n).toBe(0);
      } finally {
        await database.close();
      }
    });
  });
});
