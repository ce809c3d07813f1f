import type { FunnelStep } from '@console/contract/funnels';
import { TEL_LINE_STATUS, TEL_ORDER_STATUS } from '@console/contract/tel';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { FEATURES } from '../src/features';
import { countFunnel } from '../src/funnels/counting';
import { telOrderLines, telOrders, telTemplates } from '../src/tel/schema';
import {
  type BookingRow,
  busyCustomers,
  type ColumnLatest,
  crowdedNames,
  datesAfterToday,
  overlappingBookings,
  PLANNED_COLUMNS,
} from './demo-data-checks';
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

  it('gives the demo account deliveries in every status, the sent ones really sent to the sandbox', async () => {
    const found = (await database.db.execute(sql`
      SELECT d.name, d.status, d.recipient_count, d.sent, d.failed, d.sandbox,
             (SELECT count(*)::int FROM delivery_recipients r WHERE r.delivery_id = d.id AND r.state = 'sent') AS recorded,
             (SELECT count(*)::int FROM delivery_sandbox_requests q WHERE q.delivery_id = d.id) AS requests
      FROM deliveries d ORDER BY d.id`)) as unknown as {
      rows: {
        name: string;
        status: string;
        recipient_count: number | null;
        sent: number;
        failed: number;
        sandbox: boolean | null;
        recorded: number;
        requests: number;
      }[];
    };
    expect(new Set(found.rows.map((row) => row.status))).toEqual(
      new Set(['done', 'scheduled', 'cancelled', 'draft']),
    );
    const sent = found.rows.filter((row) => row.status === 'done');
    expect(sent).toHaveLength(2);
    for (const row of sent) {
      // Sent by the sender: every recipient recorded, multicasts of at most 500 to the sandbox.
      expect(row.sent, row.name).toBeGreaterThan(0);
      expect([row.recorded, row.recipient_count, row.failed, row.sandbox]).toEqual([
        row.sent,
        row.sent,
        0,
        true,
      ]);
      // Paced at 6,000 a minute, the tagged one goes as each second's 100 friends.
      const perRequest = row.name.includes('タグ') ? 100 : 500;
      expect(row.requests, row.name).toBe(Math.ceil(row.sent / perRequest));
    }
  });

  it('gives the demo account trackers with people’s clicks over past days, and the tag on those who clicked', async () => {
    const found = (await database.db.execute(sql`
      SELECT t.name, count(c.id)::int AS clicks, count(DISTINCT c.friend_id)::int AS friends,
             count(DISTINCT (c.at AT TIME ZONE 'Asia/Tokyo')::date)::int AS days,
             count(DISTINCT c.device)::int AS devices, jsonb_array_length(t.tag_ids) AS tags
      FROM trackers t LEFT JOIN tracker_clicks c ON c.tracker_id = t.id AND NOT c.is_bot
      GROUP BY t.id ORDER BY t.id`)) as unknown as {
      rows: { name: string; clicks: number; friends: number; days: number; devices: number; tags: number }[];
    };
    expect(found.rows).toHaveLength(3);
    for (const row of found.rows) {
      expect(row.clicks, row.name).toBeGreaterThan(row.friends);
      expect(row.friends, row.name).toBeGreaterThan(0);
      expect(row.days, row.name).toBeGreaterThan(3);
      expect(row.devices, row.name).toBeGreaterThan(1);
    }
    // The campaign's click tags the friend: everyone who clicked its personal link has the tag.
    const campaign = (
      (await database.db.execute(sql`
      SELECT count(DISTINCT c.friend_id)::int AS clicked,
             count(DISTINCT l.friend_id)::int AS tagged
      FROM trackers t JOIN tracker_clicks c ON c.tracker_id = t.id AND c.friend_id IS NOT NULL
      LEFT JOIN friend_tag_links l ON l.friend_id = c.friend_id AND l.tag_id = (t.tag_ids->>0)::int
      WHERE t.name = '冬のキャンペーンページ'`)) as unknown as {
        rows: { clicked: number; tagged: number }[];
      }
    ).rows[0];
    expect(campaign?.clicked).toBeGreaterThan(0);
    expect(campaign?.tagged).toBe(campaign?.clicked);
  });

  it('looks real: nothing happened after today, no one booked twice at once or thrice a day, varied names', async () => {
    // Seeded by the first test, on the day it ran: the demo's now is the moment it was seeded.
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
    const rows = async <T>(query: SQL) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    // Every date and timestamp column of every table, from the catalogue: a new one is checked too.
    const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(sql`
      SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND data_type IN ('date', 'timestamp with time zone', 'timestamp without time zone')
      ORDER BY table_name, column_name`);
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining([
        'friends.last_active_at',
        'salon_reservations.date',
        'tel_order_lines.sent_at',
      ]),
    );
    const latest: ColumnLatest[] = [];
    for (const c of columns) {
      const [row] = await rows<{ latest: string | null }>(
        sql`SELECT to_json(max(${sql.identifier(c.column_name)})) #>> '{}' AS latest FROM ${sql.identifier(c.table_name)}`,
      );
      latest.push({
        table: c.table_name,
        column: c.column_name,
        kind: c.data_type === 'date' ? 'date' : 'timestamp',
        latest: row?.latest ?? null,
      });
    }
    // The seed wrote something in the columns that matter (a check over empty tables proves nothing).
    const filled = new Set(latest.filter((c) => c.latest !== null).map((c) => `${c.table}.${c.column}`));
    for (const name of [
      'friends.last_active_at',
      'friends.followed_at',
      'tel_orders.completed_at',
      'salon_reservations.date',
    ]) {
      expect(filled, name).toContain(name);
    }
    expect(datesAfterToday(latest, today, now)).toEqual([]);
    // The plans allowed after today are real columns (a renamed one would otherwise go unchecked).
    for (const name of PLANNED_COLUMNS.keys()) expect(filled, name).toContain(name);

    const bookings = await rows<BookingRow & { member_id: number | null }>(sql`
      SELECT id, name, member_id, date::text AS date, "from", "to", status FROM salon_reservations`);
    expect(bookings.length).toBeGreaterThan(100);
    const rowsOf = bookings.map((b) => ({ ...b, memberId: b.member_id }));
    expect(overlappingBookings(rowsOf)).toEqual([]);
    expect(busyCustomers(rowsOf)).toEqual([]);

    const friends = await rows<{ display_name: string }>(sql`SELECT display_name FROM friends`);
    expect(friends.length).toBeGreaterThanOrEqual(1000);
    expect(crowdedNames(friends.map((f) => f.display_name))).toEqual([]);
    // Varied: a few hundred names at least, family and given names.
    expect(new Set(friends.map((f) => f.display_name)).size).toBeGreaterThan(300);
  });

  it('gives the demo funnel something to say: friends at every step, fewer at each, a source apart, once', async () => {
    // Seeded by the first test; a second seed must add no entry source, event or funnel.
    const rows = async <T>(query: SQL) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const totals = async () =>
      (
        await rows<{ sources: number; events: number; funnels: number }>(
          sql`SELECT (SELECT count(*)::int FROM entry_sources) AS sources,
                     (SELECT count(*)::int FROM friend_events) AS events,
                     (SELECT count(*)::int FROM funnels) AS funnels`,
        )
      )[0];
    const before = await totals();
    await seedDemoData(database.db, seeds);
    expect(await totals()).toEqual(before);
    expect(before?.sources).toBe(3);
    const [funnel] = await rows<{ id: number; account_id: number; steps: FunnelStep[]; window_days: number }>(
      sql`SELECT id, account_id, steps, window_days FROM funnels`,
    );
    if (!funnel) throw new Error('no demo funnel');
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 9 * 3_600_000 - 90 * 86_400_000).toISOString().slice(0, 10);
    const counts = await countFunnel(database.db, funnel.account_id, funnel.steps, funnel.window_days, {
      from,
      to: today,
      sourceId: null,
    });
    expect(counts).toHaveLength(4);
    expect(counts[3]).toBeGreaterThan(0);
    for (let step = 1; step < counts.length; step += 1)
      expect(counts[step]).toBeLessThan(counts[step - 1] ?? 0);
    const [pop] = await rows<{ id: number }>(sql`SELECT id FROM entry_sources WHERE name = '店頭POP'`);
    const [flyer] = await rows<{ id: number }>(sql`SELECT id FROM entry_sources WHERE name = 'チラシ'`);
    const bySource = async (sourceId: number) =>
      countFunnel(database.db, funnel.account_id, funnel.steps, funnel.window_days, {
        from,
        to: today,
        sourceId,
      });
    const [popCounts, flyerCounts] = [await bySource(Number(pop?.id)), await bySource(Number(flyer?.id))];
    // The shop's POP reaches people already in the shop: it converts better than the flyer.
    expect((popCounts[3] ?? 0) / (popCounts[0] ?? 1)).toBeGreaterThan(
      (flyerCounts[3] ?? 0) / (flyerCounts[0] ?? 1),
    );
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
