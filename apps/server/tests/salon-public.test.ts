import { PUBLIC_SALON_OPS } from '@console/contract/salon';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { DEMO_OWNER_EMAIL } from '../src/db/seed';
import { publicSlots } from '../src/salon/public-booking';
import { salons } from '../src/salon/schema';
import {
  createTestDatabase,
  DRIVERS,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

/**
 * The public booking page's reads (issue 15): no session, only what a customer may see, and any
 * malformed input a 4xx.
 */
describe.each(DRIVERS)('public salon reads on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let sid: number;
  let accountId: number;
  const ids = { sato: 0, suzuki: 0, room: 0, away: 0, cut: 0, color: 0, secret: 0 };
  const slug = 'aozora-test';

  const ok = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: { ...XHR, cookie: owner }, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  /** A customer's request: no cookie at all. */
  const visit = (url: string) => app.inject({ method: 'GET', url });
  const base = `/api/salon`;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    accountId = (await app.inject({ method: 'GET', url: '/api/account', headers: { cookie: owner } })).json()
      .id as number;
    const [row] = await database.db
      .insert(salons)
      .values({ accountId, name: '本店' })
      .returning({ id: salons.id });
    sid = row?.id ?? 0;
    const resource = async (name: string, kind: string, more: object = {}) =>
      (await ok('POST', `${base}/${sid}/resources`, { name, kind, ...more })).id as number;
    ids.sato = await resource('佐藤', 'staff');
    ids.suzuki = await resource('鈴木', 'staff');
    ids.room = await resource('個室', 'facility');
    ids.away = await resource('休職中', 'staff', { is_active: false });
    const course = async (name: string, more: object = {}) =>
      (await ok('POST', `${base}/${sid}/courses`, { name, duration: 60, price: 5500, ...more })).id as number;
    ids.cut = await course('カット', { buffer_after: 0 });
    ids.color = await course('カラー', { duration: 90 });
    ids.secret = await course('スタッフ用', { is_online: false });
    // 鈴木 does not do colour.
    await ok('PUT', `${base}/${sid}/resource_course_unlinks`, {
      data: [{ salon_resource_id: ids.suzuki, salon_course_id: ids.color }],
    });
    // Both work 10:00–13:00 on Monday 2031-03-03; 佐藤 has a customer 11:00–12:00 with a memo.
    for (const rid of [ids.sato, ids.suzuki]) {
      await ok('POST', `${base}/${sid}/resources/${rid}/time_shifts`, {
        start_date: '2031-03-03',
        repeat: 'none',
        from: '10:00',
        to: '13:00',
      });
    }
    await ok('POST', `${base}/${sid}/reservations`, {
      name: '山田 花子',
      date: '2031-03-03',
      from: '11:00',
      to: '12:00',
      salon_resource_id: ids.sato,
      memo: '常連・アレルギーあり',
    });
    await ok('POST', `${base}/${sid}/salon_urls`, { label: 'テスト', slug });
    await ok('PATCH', `${base}/${sid}/configs?attr=enable_online`, { value: true });
    // Open every day 10:00–20:00 (the default closes on Tuesdays; 2031-03-03 is a Monday).
    await ok('PUT', `${base}/${sid}/configs/opening`, {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '20:00' })),
      closed_dates: [],
      open_on_holidays: true,
    });
    await ok('PUT', `${base}/${sid}/configs/reservation`, {
      slot_step: 30,
      lead_time_minutes: 0,
      horizon_days: 365,
      cancel_deadline_hours: 24,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers the shop without a session, and only the fields a customer may see', async () => {
    const response = await visit(`/api/public/salon/${slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'accepting',
        'allow_cancel',
        'allow_change',
        'customer_info',
        'name',
        'oem',
        'rules',
        'shop_info',
      ].sort(),
    );
    expect(Object.keys(body.shop_info).sort()).toEqual(['access', 'address', 'description', 'name', 'tel']);
    expect(Object.keys(body.rules).sort()).toEqual(['cancel_deadline_hours', 'horizon_days', 'slot_step']);
    expect(body).toMatchObject({ name: '本店', oem: 'console', accepting: true, rules: { slot_step: 30 } });
    // Not the operator's: no salon id, no episode, no account.
    expect(JSON.stringify(body)).not.toMatch(/"(id|salon_id|account_id|episode_id|follow_id)":\s*\d/);
  });

  it('lists online courses and the staff who can serve one, nothing else', async () => {
    const courses = (await visit(`/api/public/salon/${slug}/courses`)).json();
    expect(courses).toEqual([
      { id: ids.cut, name: 'カット', duration: 60, price: 5500 },
      { id: ids.color, name: 'カラー', duration: 90, price: 5500 },
    ]);
    expect((await visit(`/api/public/salon/${slug}/staff?course=${ids.cut}`)).json()).toEqual([
      { id: ids.sato, name: '佐藤' },
      { id: ids.suzuki, name: '鈴木' },
    ]);
    // Unlinked from colour; the room and the inactive one never listed.
    expect((await visit(`/api/public/salon/${slug}/staff?course=${ids.color}`)).json()).toEqual([
      { id: ids.sato, name: '佐藤' },
    ]);
    // A course not bookable online is not a course here.
    expect((await visit(`/api/public/salon/${slug}/staff?course=${ids.secret}`)).statusCode).toBe(422);
  });

  it('answers the free starts of a month: no customer names, no resources, taken times left out', async () => {
    const now = new Date('2031-03-01T00:00:00Z');
    const slots = await publicSlots(
      database.db,
      slug,
      { course: String(ids.cut), month: '2031-03', staff: 'any' },
      now,
    );
    expect(slots.slots.filter((s) => s.date === '2031-03-03').map((s) => s.from)).toEqual([
      '10:00',
      '10:30',
      '11:00', // 鈴木 is free
      '11:30',
      '12:00',
    ]);
    const sato = await publicSlots(
      database.db,
      slug,
      { course: String(ids.cut), month: '2031-03', staff: String(ids.sato) },
      now,
    );
    expect(sato.slots.filter((s) => s.date === '2031-03-03').map((s) => s.from)).toEqual(['10:00', '12:00']);
    for (const slot of slots.slots) expect(Object.keys(slot).sort()).toEqual(['date', 'from', 'to']);

    // Over HTTP the same shape, and nothing of the reservation in it.
    const response = await visit(`/api/public/salon/${slug}/slots?course=${ids.cut}&month=2031-03`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('山田');
    expect(response.body).not.toContain('アレルギー');
    expect(Object.keys(response.json()).sort()).toEqual(['month', 'slots']);
  });

  it('"any staff" means staff: a room bookable online is never what a customer is given', async () => {
    // Only the room works on Tuesday 2031-03-04.
    await ok('POST', `${base}/${sid}/resources/${ids.room}/time_shifts`, {
      start_date: '2031-03-04',
      repeat: 'none',
      from: '10:00',
      to: '13:00',
    });
    const now = new Date('2031-03-01T00:00:00Z');
    const slots = await publicSlots(database.db, slug, { course: String(ids.cut), month: '2031-03' }, now);
    expect(slots.slots.filter((s) => s.date === '2031-03-04')).toEqual([]);
  });

  it('offers nothing while the salon does not take online bookings', async () => {
    await ok('PATCH', `${base}/${sid}/configs?attr=enable_online`, { value: false });
    try {
      const now = new Date('2031-03-01T00:00:00Z');
      expect(
        (await publicSlots(database.db, slug, { course: String(ids.cut), month: '2031-03' }, now)).slots,
      ).toEqual([]);
      expect((await visit(`/api/public/salon/${slug}`)).json().accepting).toBe(false);
    } finally {
      await ok('PATCH', `${base}/${sid}/configs?attr=enable_online`, { value: true });
    }
  });

  it('serves the booking page at the public URL in the salon’s theme, and a Japanese page for an unknown one', async () => {
    await database.db.update(accounts).set({ oemCode: 'sakura' }).where(eq(accounts.id, accountId));
    try {
      const page = await visit(`/r/${slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>オンライン予約</title>');
      expect(page.body).toMatch(/<meta name="console:oem-code" content="sakura">/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      const unknown = await visit('/r/no-such-salon');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<title>オンライン予約</title>');
      expect((await visit('/r/b/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).statusCode).toBe(404);
    } finally {
      await database.db.update(accounts).set({ oemCode: 'console' }).where(eq(accounts.id, accountId));
    }
  });

  it('registers every public operation once, open to anyone, documented under public-booking', async () => {
    const names = Object.keys(PUBLIC_SALON_OPS);
    expect(names).toHaveLength(10);
    const doc = (await visit('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const name of names) {
      const op = PUBLIC_SALON_OPS[name as keyof typeof PUBLIC_SALON_OPS];
      expect(app.operations.get(name), name).toBe(op);
      expect(op.access).toBe('public');
      const documented = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(documented?.operationId, name).toBe(name);
      expect(documented?.tags).toEqual(['public-booking']);
      // No session; a write from a browser names the X-Requested-With header.
      expect(documented?.security).toEqual(op.method === 'GET' ? [] : [{ requestedWith: [] }]);
    }
    const booking = doc.paths[PUBLIC_SALON_OPS.createPublicBooking.path]?.post as {
      parameters: { in: string; name: string }[];
    };
    expect(booking.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
  });

  it('refuses clearly: unknown slug 404, a bad course, month or staff 422 in Japanese', async () => {
    expect((await visit('/api/public/salon/no-such-salon')).json()).toEqual(NOT_FOUND);
    expect((await visit('/api/public/salon/no-such-salon/courses')).statusCode).toBe(404);
    const bad = async (query: string, field: string) => {
      const response = await visit(`/api/public/salon/${slug}/slots?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[field][0], query).toMatch(/[ぁ-んァ-ン一-龥]/);
    };
    await bad(`course=${ids.cut}&month=2031-13`, 'month');
    await bad(`course=abc&month=2031-03`, 'course');
    await bad(`course=${ids.color}&month=2031-03&staff=${ids.suzuki}`, 'staff');
    await bad(`course=${ids.cut}&month=2031-03&staff=${ids.room}`, 'staff');
  });

  it('answers malformed input with a 4xx, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '0', '-1', '999999999999', '1e3', '../', '%00', 'any', '2031-02', 'ａｎｙ', '１'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', '/courses', '/staff', '/slots'),
        fc.oneof(fc.constant(slug), text),
        text,
        text,
        text,
        async (path, slugText, course, month, staff) => {
          const query = new URLSearchParams({ course, month, staff }).toString();
          const url = `/api/public/salon/${encodeURIComponent(slugText)}${path}?${query}`;
          const response = await visit(url);
          expect(response.statusCode, url).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().message, url).toEqual(expect.any(String));
        },
      ),
      { numRuns: 60 },
    );
  });
});
