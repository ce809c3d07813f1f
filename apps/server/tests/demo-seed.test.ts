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

  it('gives the demo account journeys in every state and a trigger that starts one, without sending anything', async () => {
    // Seeded by the first test's seedDemoData (all features, friends before journeys).
    const journeys = (await database.db.execute(
      sql`SELECT name, status, entry->>'type' AS entry, jsonb_array_length(steps) AS steps FROM journeys ORDER BY id`,
    )) as unknown as { rows: { name: string; status: string; entry: string; steps: number }[] };
    expect(journeys.rows.map((j) => [j.name, j.status, j.entry])).toEqual([
      ['ようこそメッセージ', 'active', 'follow'],
      ['2回目のご来店のご案内', 'draft', 'member_query'],
      ['3か月ぶりのお客様へ', 'paused', 'member_query'],
      ['会員登録のお礼', 'active', 'trigger'],
    ]);
    expect(journeys.rows.every((j) => j.steps >= 2)).toBe(true);
    const actions = (await database.db.execute(
      sql`SELECT t.name AS trigger, a.type, a.state FROM open_api_trigger_actions a
          JOIN open_api_triggers t ON t.id = a.trigger_id ORDER BY a.id`,
    )) as unknown as { rows: { trigger: string; type: string; state: number }[] };
    expect(actions.rows).toEqual([
      { trigger: '会員登録', type: 'start_journey', state: 1 },
      { trigger: '会員登録', type: 'remove_tag', state: 0 },
    ]);
    // Nobody entered a journey on a fresh start, so nothing is sent.
    const entered = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM journey_enrollments`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(entered.rows[0]?.n).toBe(0);
    expect(await seedDemoData(database.db, seeds)).toBe(true);
    const again = (await database.db.execute(sql`SELECT count(*)::int AS n FROM journeys`)) as unknown as {
      rows: { n: number }[];
    };
    expect(again.rows[0]?.n).toBe(4);
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
