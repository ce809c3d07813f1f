import { TEL_LINE_STATUS, TEL_ORDER_STATUS } from '@console/contract/tel';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { FEATURES } from '../src/features';
import { telOrderLines, telOrders, telTemplates } from '../src/tel/schema';
import { createAccount, createTestDatabase, DRIVERS, type TestDatabase } from './helpers';

const seeds = FEATURES.flatMap((feature) => (feature.seed ? [feature.seed] : []));
const count = async (database: TestDatabase, table: typeof telOrders | typeof telTemplates) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe.each(DRIVERS)('demo data on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('gives the demo account an order in every status and a line in every line status, once', async () => {
    expect(await seedDemoData(database.db, seeds)).toBe(true);
    const orders = await database.db.select().from(telOrders);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(Object.values(TEL_ORDER_STATUS)));
    const lines = await database.db.select().from(telOrderLines);
    expect(new Set(lines.map((line) => line.status))).toEqual(new Set(Object.values(TEL_LINE_STATUS)));
    // The counters agree with the lines, as the sender keeps them.
    for (const order of orders) {
      const mine = lines.filter((line) => line.orderId === order.id);
      expect(order.countAll).toBe(mine.length);
      expect(order.countSuccess).toBe(mine.filter((line) => line.status === TEL_LINE_STATUS.SENT).length);
      expect(order.countFailed).toBe(mine.filter((line) => line.status < 0).length);
    }
    // Idempotent: a second start adds nothing.
    const before = [await count(database, telOrders), await count(database, telTemplates)];
    expect(await seedDemoData(database.db, seeds)).toBe(true);
    expect([await count(database, telOrders), await count(database, telTemplates)]).toEqual(before);
  });

  it('never writes demo data into a database that holds another account', async () => {
    await createAccount(database);
    await database.db.delete(telOrders);
    await database.db.delete(telTemplates);
    expect(await seedDemoData(database.db, seeds)).toBe(false);
    expect(await count(database, telOrders)).toBe(0);
    expect(await count(database, telTemplates)).toBe(0);
  });
});
