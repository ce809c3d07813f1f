import { homeSummarySchema } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, seedDemoData } from '../src/db/seed';
import { FEATURES } from '../src/features';
import { japanToday } from '../src/home/routes';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  sessionFor,
  type TestDatabase,
  testApp,
} from './helpers';

describe.each(DRIVERS)('home summary (GET /api/home/summary) on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let staff: string;
  let demoAccountId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // The demo's salon, journeys and orders: something to count.
    await seedDemoData(
      database.db,
      FEATURES.flatMap((feature) => (feature.seed ? [feature.seed] : [])),
    );
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    demoAccountId = (await app.inject({ url: '/api/me', headers: { cookie: owner } })).json().account_id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const summary = async (cookie: string) => {
    const response = await app.inject({ url: '/api/home/summary', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return homeSummarySchema.parse(response.json());
  };
  const counted = async (query: ReturnType<typeof sql>) => {
    const result = await database.db.execute(query);
    const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
    return Number(rows[0]?.n);
  };

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/home/summary' })).statusCode).toBe(401);
  });

  it("counts the owner's today in the menu's order, each equal to the tables' own count", async () => {
    const body = await summary(owner);
    const today = japanToday(new Date());
    expect(body.today).toBe(today);
    expect(body.items.map((item) => item.key)).toEqual([
      'reservationsToday',
      'pendingRequests',
      'sendsToday',
      'sendsFailed',
      'journeysRunning',
      'friendsToday',
    ]);
    const count = Object.fromEntries(body.items.map((item) => [item.key, item.count]));
    expect(count.reservationsToday).toBe(
      await counted(sql`select count(*) as n from salon_reservations r join salons s on s.id = r.salon_id
        where s.account_id = ${demoAccountId} and r.date = ${today} and r.status <> 'cancelled'`),
    );
    expect(count.pendingRequests).toBe(
      await counted(sql`select count(*) as n from salon_reservation_requests q
        join salon_reservations r on r.id = q.reservation_id join salons s on s.id = r.salon_id
        where s.account_id = ${demoAccountId} and q.status = 'pending'`),
    );
    // The demo holds pending requests (issue 28 counts seven): a count that can be wrong.
    expect(count.pendingRequests).toBeGreaterThan(0);
    const dayStart = new Date(`${today}T00:00:00+09:00`);
    const dayEnd = new Date(dayStart.getTime() + 86_400_000);
    expect(count.sendsToday).toBe(
      await counted(sql`select count(*) as n from tel_order_lines l join tel_orders o on o.id = l.order_id
        where l.account_id = ${demoAccountId} and l.status = 1 and o.status in (1, 2)
        and l.scheduled_at >= ${dayStart.toISOString()} and l.scheduled_at < ${dayEnd.toISOString()}`),
    );
    const running = await counted(
      sql`select count(*) as n from journeys where account_id = ${demoAccountId} and status = 'active'`,
    );
    // The demo has running journeys, so the other account's zero below says something.
    expect(running).toBeGreaterThan(0);
    expect(count.journeysRunning).toBe(running);
    expect(count.sendsFailed).toBe(
      await counted(sql`select count(*) as n from tel_order_lines where account_id = ${demoAccountId}
        and status = -2 and scheduled_at >= ${new Date(dayStart.getTime() - 6 * 86_400_000).toISOString()}
        and scheduled_at < ${dayEnd.toISOString()}`),
    );
    expect(count.friendsToday).toBe(
      await counted(sql`select count(*) as n from friends where account_id = ${demoAccountId}
        and status = 'following' and followed_at >= ${dayStart.toISOString()}`),
    );
  });

  it('counts a friend who followed today and a send that failed this week, not older ones', async () => {
    const before = Object.fromEntries((await summary(owner)).items.map((item) => [item.key, item.count]));
    const today = japanToday(new Date());
    const dayStart = new Date(`${today}T00:00:00+09:00`);
    const eightDaysAgo = new Date(dayStart.getTime() - 8 * 86_400_000).toISOString();
    const now = new Date().toISOString();
    // Two friends: one followed now (counted), one who followed now but blocked since (not counted);
    // one followed 8 days ago (not counted).
    await database.db.execute(sql`insert into friends (account_id, line_user_id, display_name, name_search, status, followed_at)
      values (${demoAccountId}, 'Uhome-today', 'ホーム 今日', 'ほーむ きょう', 'following', ${now}),
             (${demoAccountId}, 'Uhome-blocked', 'ホーム ブロック', 'ほーむ ぶろっく', 'blocked', ${now}),
             (${demoAccountId}, 'Uhome-old', 'ホーム 以前', 'ほーむ いぜん', 'following', ${eightDaysAgo})`);
    // Two failed lines of an existing order: one scheduled an hour ago (counted), one 8 days ago.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await database.db.execute(sql`insert into tel_order_lines (order_id, account_id, status, scheduled_at, tel, template_id)
      select o.id, o.account_id, -2, v.at::timestamptz, '+819000000000', 1
      from (select id, account_id from tel_orders where account_id = ${demoAccountId} order by id limit 1) o,
           (values (${hourAgo}), (${eightDaysAgo})) as v(at)`);
    const after = Object.fromEntries((await summary(owner)).items.map((item) => [item.key, item.count]));
    expect(after.friendsToday).toBe((before.friendsToday ?? 0) + 1);
    expect(after.sendsFailed).toBe((before.sendsFailed ?? 0) + 1);
  });

  it('leaves the salon items out for an operator without RESERVE_WRITE (the salon screens refuse them)', async () => {
    const body = await summary(staff);
    expect(body.items.map((item) => item.key)).toEqual([
      'sendsToday',
      'sendsFailed',
      'journeysRunning',
      'friendsToday',
    ]);
  });

  it("never counts another account's data", async () => {
    const other = await createAccount(database);
    const body = await summary(await sessionFor(database, other.emails.owner));
    for (const item of body.items) expect(item.count, item.key).toBe(0);
    expect(body.items.map((item) => item.key)).toContain('journeysRunning');
  });
});
