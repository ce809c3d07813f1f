import { PUBLIC_BOOKING_MESSAGES } from '@console/contract/salon';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../src/db/seed';
import { bookingMessages, requestPublicChange } from '../src/salon/public-booking';
import { addDays, tokyoToday } from '../src/salon/reservations';
import { salonBookingKeys, salonEvents, salonReservations, salons } from '../src/salon/schema';
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
 * Booking from the public page (issue 15): one booking per slot however many customers press at
 * once, a retried submit books once, the customer's link shows only their booking, and their
 * change and cancel requests reach the staff.
 */
describe.each(DRIVERS)('public booking on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let sid: number;
  const slug = 'aozora-book';
  const ids = { sato: 0, suzuki: 0, cut: 0 };
  /** Ten days ahead, so the lead time and the deadline never get in the way. */
  const day = addDays(tokyoToday(), 10);
  const later = addDays(day, 1);

  const staffCall = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: { ...XHR, cookie: owner }, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  /** A customer's submit; `ip` tells customers apart (the route is limited per address). */
  const book = (payload: object, key?: string, ip = '192.0.2.1') =>
    app.inject({
      method: 'POST',
      url: `/api/public/salon/${slug}/bookings`,
      headers: { ...XHR, ...(key ? { 'idempotency-key': key } : {}) },
      remoteAddress: ip,
      payload,
    });
  const customer = { name: '山田 花子', tel: '０９０－１２３４－５６７８', note: '' };
  const slot = (from: string, staff: number | 'any' = ids.sato, date = day) => ({
    course: ids.cut,
    staff,
    date,
    from,
    customer,
  });
  const countAt = async (date: string, from: string) =>
    (
      await database.db
        .select({ id: salonReservations.id })
        .from(salonReservations)
        .where(
          and(
            eq(salonReservations.salonId, sid),
            eq(salonReservations.date, date),
            eq(salonReservations.from, from),
          ),
        )
    ).length;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    const accountId = (
      await app.inject({ method: 'GET', url: '/api/account', headers: { cookie: owner } })
    ).json().id as number;
    const [row] = await database.db
      .insert(salons)
      .values({ accountId, name: '本店' })
      .returning({ id: salons.id });
    sid = row?.id ?? 0;
    const base = `/api/salon/${sid}`;
    ids.sato = (await staffCall('POST', `${base}/resources`, { name: '佐藤', kind: 'staff' })).id;
    ids.suzuki = (await staffCall('POST', `${base}/resources`, { name: '鈴木', kind: 'staff' })).id;
    ids.cut = (await staffCall('POST', `${base}/courses`, { name: 'カット', duration: 60, price: 5500 })).id;
    for (const rid of [ids.sato, ids.suzuki]) {
      for (const date of [day, later]) {
        await staffCall('POST', `${base}/resources/${rid}/time_shifts`, {
          start_date: date,
          repeat: 'none',
          from: '10:00',
          to: '18:00',
        });
      }
    }
    await staffCall('POST', `${base}/salon_urls`, { label: 'テスト', slug });
    await staffCall('PATCH', `${base}/configs?attr=enable_online`, { value: true });
    await staffCall('PUT', `${base}/configs/opening`, {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '20:00' })),
      closed_dates: [],
      open_on_holidays: true,
    });
    await staffCall('PUT', `${base}/configs/reservation`, {
      slot_step: 30,
      lead_time_minutes: 0,
      horizon_days: 60,
      cancel_deadline_hours: 24,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('books a free slot: 201, an unguessable link, the staff event, and only the customer’s view', async () => {
    const response = await book(slot('10:00'));
    expect(response.statusCode, response.body).toBe(201);
    const { token, booking } = response.json();
    // 24 random bytes: 192 bits, 32 base64url characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(booking).toMatchObject({
      course: { id: ids.cut, name: 'カット', duration: 60 },
      staff: { id: ids.sato, name: '佐藤' },
      date: day,
      from: '10:00',
      to: '11:00',
      status: 'booked',
      change_request: null,
      cancel_request: null,
      can_change: true,
      can_cancel: true,
    });
    expect(Object.keys(booking).sort()).toEqual(
      [
        'cancel_request',
        'can_cancel',
        'can_change',
        'change_request',
        'course',
        'date',
        'deadline',
        'from',
        'oem',
        'salon',
        'slug',
        'staff',
        'status',
        'tel',
        'thanks_message',
        'to',
      ].sort(),
    );
    // Stored for the staff with the name typed and the phone number in half width; announced as 新規予約.
    const [row] = await database.db
      .select()
      .from(salonReservations)
      .where(
        and(
          eq(salonReservations.salonId, sid),
          eq(salonReservations.date, day),
          eq(salonReservations.from, '10:00'),
        ),
      );
    expect(row).toMatchObject({
      name: '山田 花子',
      source: 'online',
      status: 'reserved',
      resourceId: ids.sato,
    });
    // Every answer with the field as the form asked it; the phone number in plain digits.
    expect(row?.customerInfo).toEqual([
      { id: 'name', label: 'お名前', type: 'text', value: '山田 花子' },
      { id: 'tel', label: '電話番号', type: 'tel', value: '09012345678' },
    ]);
    expect(row?.publicTokenHash).not.toContain(token);
    const events = await database.db
      .select()
      .from(salonEvents)
      .where(eq(salonEvents.reservationId, row?.id ?? 0));
    expect(events.map((e) => e.eventType)).toEqual(['create']);

    // The link shows it, without a session, and nothing of the salon's own fields.
    const seen = await app.inject({ method: 'GET', url: `/api/public/bookings/${token}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.json()).toEqual(booking);
    expect(seen.body).not.toMatch(/memo|meta_data|salon_resource_id|customer_info|"reserved"/);
  });

  it('every answer of the form reaches the staff: the phone number in contact_address and in the answers', async () => {
    const base = `/api/salon/${sid}`;
    const field = (item: object) =>
      staffCall('PATCH', `${base}/online_configs?attr=customer:upsert`, {
        item: { required: false, ...item },
      });
    await field({ id: 'kana', label: 'フリガナ', type: 'text' });
    await field({ id: 'mail', label: 'メールアドレス', type: 'email' });
    await field({ id: 'visit', label: 'ご来店', type: 'select', choices: ['初めて', '2回目以降'] });
    try {
      const response = await book({
        ...slot('17:00'),
        customer: {
          name: '山田 花子',
          kana: 'ヤマダ ハナコ',
          tel: '090-1234-5678',
          mail: 'hanako@example.jp',
          visit: '初めて',
          note: '前髪は短めに',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await database.db
        .select({ id: salonReservations.id })
        .from(salonReservations)
        .where(and(eq(salonReservations.salonId, sid), eq(salonReservations.from, '17:00')));
      const read = await app.inject({
        method: 'GET',
        url: `${base}/reservations?ids=${row?.id}`,
        headers: { cookie: owner },
      });
      expect(read.statusCode, read.body).toBe(200);
      const [reservation] = read.json();
      expect(reservation).toMatchObject({
        name: '山田 花子',
        comment: '前髪は短めに',
        contact_address: '09012345678',
        source: 'online',
      });
      // In the form's order, each under its label; the phone number also in the Japanese style.
      expect(reservation.customer_info).toEqual([
        { id: 'name', label: 'お名前', type: 'text', value: '山田 花子', display: '山田 花子' },
        { id: 'tel', label: '電話番号', type: 'tel', value: '09012345678', display: '090-1234-5678' },
        { id: 'note', label: 'ご要望', type: 'textarea', value: '前髪は短めに', display: '前髪は短めに' },
        { id: 'kana', label: 'フリガナ', type: 'text', value: 'ヤマダ ハナコ', display: 'ヤマダ ハナコ' },
        {
          id: 'mail',
          label: 'メールアドレス',
          type: 'email',
          value: 'hanako@example.jp',
          display: 'hanako@example.jp',
        },
        { id: 'visit', label: 'ご来店', type: 'select', value: '初めて', display: '初めて' },
      ]);
      // A field the salon removes later still shows what the customer answered, under its label.
      await staffCall('PATCH', `${base}/online_configs?attr=customer:remove`, { id: 'kana' });
      const again = await app.inject({
        method: 'GET',
        url: `${base}/reservations?ids=${row?.id}`,
        headers: { cookie: owner },
      });
      expect(again.json()[0].customer_info).toContainEqual(
        expect.objectContaining({ label: 'フリガナ', value: 'ヤマダ ハナコ' }),
      );
    } finally {
      for (const id of ['mail', 'visit']) {
        await staffCall('PATCH', `${base}/online_configs?attr=customer:remove`, { id });
      }
    }
  });

  it('refuses a taken slot with 409 in Japanese and stores nothing', async () => {
    const first = await book(slot('13:00'));
    expect(first.statusCode).toBe(201);
    const again = await book({ ...slot('13:30'), customer: { name: '別の人', tel: '09000000000' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: bookingMessages.taken });
    expect(await countAt(day, '13:30')).toBe(0);
  });

  it('"any staff" goes to a free staff member', async () => {
    const response = await book(slot('13:00', 'any'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().booking.staff).toEqual({ id: ids.suzuki, name: '鈴木' });
  });

  it('checks the customer’s answers against the salon’s fields, in Japanese', async () => {
    const response = await book({
      ...slot('15:00'),
      customer: { name: '', tel: '12345', extra: 'x' },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors['customer.name']).toEqual(['入力してください。']);
    // The booking form says the same words before sending (apps/console/src/booking/customerCheck.test.ts).
    expect(errors['customer.tel']).toEqual(['電話番号を正しく入力してください（例: 090-1234-5678）。']);
    expect(errors['customer.extra']).toEqual([PUBLIC_BOOKING_MESSAGES.unknownField]);
    expect((await book({ ...slot('15:00'), course: 999_999 })).json().errors.course).toEqual([
      PUBLIC_BOOKING_MESSAGES.course,
    ]);
    // A number of the right shape that no numbering plan knows: the server's own word, same message.
    const unplanned = await book({ ...slot('15:00'), customer: { ...customer, tel: '0000000000' } });
    expect(unplanned.json().errors['customer.tel']).toEqual([PUBLIC_BOOKING_MESSAGES.tel]);
    expect(await countAt(day, '15:00')).toBe(0);
  });

  it('refuses a malformed date, start or Idempotency-Key with the contract’s Japanese words', async () => {
    const response = await book({ ...slot('24:00'), date: '2031/03/03' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      date: [PUBLIC_BOOKING_MESSAGES.date],
      from: [PUBLIC_BOOKING_MESSAGES.time],
    });
    const longKey = await book(slot('15:00'), 'k'.repeat(101));
    expect(longKey.statusCode).toBe(422);
    expect(Object.values(longKey.json().errors)).toEqual([[PUBLIC_BOOKING_MESSAGES.key]]);
    expect(await countAt(day, '15:00')).toBe(0);
  });

  it('books once for a retried submit with the same Idempotency-Key', async () => {
    const first = await book(slot('16:00'), 'retry-key-1');
    const second = await book(slot('16:00'), 'retry-key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().token).toBe(first.json().token);
    expect(await countAt(day, '16:00')).toBe(1);
  });

  it('50 customers pressing at once for one slot: one booking, 49 clear refusals, nothing else stored', async () => {
    const keysBefore = (await database.db.select().from(salonBookingKeys)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, k) =>
        book(
          { ...slot('11:30', ids.suzuki), customer: { name: `客${k}`, tel: '09012345678' } },
          `race-${k}`,
          `198.51.100.${k + 1}`,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: bookingMessages.taken });
    }
    expect(await countAt(day, '11:30')).toBe(1);
    expect((await database.db.select().from(salonBookingKeys)).length).toBe(keysBefore + 1);
  });

  it('the customer asks to change; staff approve; the link shows the new time', async () => {
    const created = await book(slot('17:00', ids.sato, later), undefined, '192.0.2.2');
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json();
    const asked = await app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/change`,
      headers: XHR,
      payload: { date: later, from: '12:00' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      change_request: { date: later, from: '12:00', to: '13:00', status: 'pending' },
      can_change: false,
      can_cancel: false,
    });
    // A second request while one waits: 409.
    const twice = await app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/cancel`,
      headers: XHR,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: bookingMessages.pending });

    // Staff see it as the reservation's change_child and approve it.
    const listed = (
      await app.inject({
        method: 'GET',
        url: `/api/salon/${sid}/reservations?range_date=${later}..${later}`,
        headers: { cookie: owner },
      })
    ).json() as { id: number; change_child: { id: number } | null }[];
    const reservation = listed.find((r) => r.change_child);
    if (!reservation?.change_child) throw new Error('no change request');
    await staffCall(
      'POST',
      `/api/salon/${sid}/reservations/${reservation.id}/judge/${reservation.change_child.id}/edit`,
      {
        status: 'approved',
      },
    );
    const after = (await app.inject({ method: 'GET', url: `/api/public/bookings/${token}` })).json();
    expect(after).toMatchObject({
      from: '12:00',
      to: '13:00',
      change_request: { status: 'approved' },
      can_change: true,
    });
  });

  it('a cancel request, and no more requests once the deadline has passed', async () => {
    const created = await book(slot('14:00', ids.suzuki, later), undefined, '192.0.2.3');
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json();
    // 23 hours before the start: inside the 24-hour deadline.
    const start = Date.parse(`${later}T14:00:00+09:00`);
    const late = new Date(start - 23 * 3_600_000);
    await expect(requestPublicChange(database.db, token, 'cancel', null, late)).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.deadline,
    });
    const asked = await app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/cancel`,
      headers: XHR,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().cancel_request).toEqual({ status: 'pending' });
  });

  it('the customer withdraws a waiting request: staff are told, and it leaves their panel', async () => {
    const created = await book(slot('16:00', ids.suzuki, later), undefined, '192.0.2.4');
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json();
    const cancel = (method: 'POST' | 'DELETE') =>
      app.inject({
        method,
        url: `/api/public/bookings/${token}/cancel`,
        headers: XHR,
        remoteAddress: '192.0.2.4',
      });
    // Nothing to withdraw yet.
    expect((await cancel('DELETE')).json()).toEqual({ message: bookingMessages.noRequest });
    expect((await cancel('POST')).statusCode).toBe(200);
    const withdrawn = await cancel('DELETE');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ cancel_request: { status: 'withdrawn' }, can_cancel: true });
    const [row] = await database.db
      .select()
      .from(salonReservations)
      .where(
        and(
          eq(salonReservations.salonId, sid),
          eq(salonReservations.date, later),
          eq(salonReservations.from, '16:00'),
        ),
      );
    const events = await database.db
      .select()
      .from(salonEvents)
      .where(eq(salonEvents.reservationId, row?.id ?? 0));
    expect(events.map((e) => e.eventType)).toEqual(['create', 'cancel_request', 'delete_cancel_request']);
    const listed = (
      await app.inject({
        method: 'GET',
        url: `/api/salon/${sid}/reservations?ids=${row?.id}`,
        headers: { cookie: owner },
      })
    ).json() as { cancel_child: unknown }[];
    expect(listed[0]?.cancel_child).toBeNull();
  });

  it('slows one address down: past 20 submits a minute, 429 in Japanese', async () => {
    const codes: number[] = [];
    for (let k = 0; k < 20; k++) {
      // Invalid on purpose (nothing is booked); the limit counts every submit.
      codes.push((await book({ ...slot('19:30'), customer: {} }, undefined, '203.0.113.9')).statusCode);
    }
    expect(codes.every((code) => code === 422)).toBe(true);
    const limited = await book({ ...slot('19:30'), customer: {} }, undefined, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('an unknown or malformed link is 404 and says nothing more', async () => {
    for (const token of ['x'.repeat(32), 'short', '../../etc']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/public/bookings/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});
