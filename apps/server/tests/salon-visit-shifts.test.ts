import {
  canMoveVisit,
  SALON_CONFIRM_KEY,
  SALON_VISIT_STAGES,
  type SalonVisitStage,
  salonReservationSavedSchema,
  salonReservationSchema,
  type TimeShift,
  visitFieldsFor,
  visitStageOf,
} from '@console/contract/salon';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from '../src/db/seed';
import { salonEvents, salons } from '../src/salon/schema';
import { type BookedTime, coveredByShifts } from '../src/salon/shift-cover';
import {
  createTestDatabase,
  DRIVERS,
  FORBIDDEN,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

// Issue 28: the 来店 state model and the shift warnings.

describe('来店 transitions (SALON_VISIT_TRANSITIONS)', () => {
  // Every pair of stages: the moves a salon makes are allowed, and nothing else.
  const allowed: Record<SalonVisitStage, SalonVisitStage[]> = {
    reserved: ['visited', 'cancelled', 'no_show'],
    visited: ['paid', 'reserved'],
    paid: ['visited'],
    cancelled: ['reserved'],
    no_show: ['reserved'],
  };
  const pairs = SALON_VISIT_STAGES.flatMap((from) =>
    SALON_VISIT_STAGES.map((to) => [from, to, allowed[from].includes(to)] as const),
  );
  it.each(pairs)('%s → %s allowed: %s', (from, to, expected) => {
    expect(canMoveVisit(from, to)).toBe(expected);
  });

  const base = { status: 'reserved', checked_at: null, visit_status: null, is_attended: false } as const;
  it.each([
    [{ ...base }, 'reserved'],
    [{ ...base, status: 'confirmed' }, 'reserved'],
    [{ ...base, status: 'visited' }, 'visited'],
    [{ ...base, checked_at: '2030-06-03T06:02:00.000Z' }, 'visited'],
    [{ ...base, status: 'visited', visit_status: 'paid' }, 'paid'],
    // 会計済み without a visit is read as 予約: paying needs a check-in first.
    [{ ...base, visit_status: 'paid' }, 'reserved'],
    [{ ...base, status: 'cancelled', checked_at: '2030-06-03T06:02:00.000Z' }, 'cancelled'],
    [{ ...base, status: 'no_show' }, 'no_show'],
  ] as const)('reads %o as %s', (fields, stage) => {
    expect(visitStageOf(fields)).toBe(stage);
  });

  it('checks in at the time given, keeps it going back from 会計済み, clears it going back to 予約', () => {
    const now = new Date('2030-06-03T06:02:00.000Z');
    const visited = visitFieldsFor(base, 'visited', now);
    expect(visited).toEqual({
      status: 'visited',
      checked_at: '2030-06-03T06:02:00.000Z',
      visit_status: 'in_service',
      is_attended: true,
    });
    const paid = visitFieldsFor(visited, 'paid', new Date('2030-06-03T07:00:00.000Z'));
    expect(paid.checked_at).toBe('2030-06-03T06:02:00.000Z');
    expect(visitFieldsFor(paid, 'visited', new Date()).checked_at).toBe('2030-06-03T06:02:00.000Z');
    expect(visitFieldsFor(visited, 'reserved', now)).toEqual(base);
    expect(visitFieldsFor(base, 'no_show', now).status).toBe('no_show');
  });
});

describe('coveredByShifts', () => {
  const shift = (from: string, to: string, date = '2030-06-03', rid = 1): TimeShift => ({
    master_id: 1,
    self_id: null,
    salon_resource_id: rid,
    start_date: date,
    _date: date,
    dirty_date: null,
    repeat: 'none',
    from,
    to,
    description: '',
    expired_at: null,
  });
  const booked = (from: string, to: string): BookedTime => ({
    id: 1,
    name: '山田',
    date: '2030-06-03',
    from,
    to,
    resourceId: 1,
  });
  it.each([
    ['inside one shift', [shift('10:00', '19:00')], '10:00', '11:00', true],
    ['ending at the shift end', [shift('10:00', '19:00')], '18:00', '19:00', true],
    ['running past the end', [shift('10:00', '19:00')], '18:30', '19:30', false],
    ['starting before the start', [shift('10:00', '19:00')], '09:30', '10:30', false],
    [
      'across back-to-back shifts',
      [shift('13:00', '19:00'), shift('10:00', '13:00')],
      '12:00',
      '14:00',
      true,
    ],
    ['across a gap', [shift('10:00', '12:00'), shift('13:00', '19:00')], '11:30', '13:30', false],
    ['another day', [shift('10:00', '19:00', '2030-06-04')], '10:00', '11:00', false],
    ['another staff member', [shift('10:00', '19:00', '2030-06-03', 2)], '10:00', '11:00', false],
    ['no shift', [], '10:00', '11:00', false],
  ] as const)('%s', (_, shifts, from, to, expected) => {
    expect(coveredByShifts(booked(from, to), shifts)).toBe(expected);
  });
});

describe.each(DRIVERS)('shift warnings and 来店 on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let staff: string;
  let sid: number;
  let rid: number;
  let shiftId: number;
  const day = '2030-06-03';

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = owner,
  ) => app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const base = () => `/api/salon/${sid}`;
  const booking = (over: object = {}) => ({
    name: '山田 花子',
    date: day,
    from: '10:00',
    to: '11:00',
    salon_resource_id: rid,
    ...over,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    const accountId = (await request('GET', '/api/account')).json().id;
    const [row] = await database.db.insert(salons).values({ accountId, name: '本店' }).returning();
    sid = row?.id ?? 0;
    rid = (await request('POST', `${base()}/resources`, { name: '佐藤', kind: 'staff' })).json().id;
    const shift = await request('POST', `${base()}/resources/${rid}/time_shifts`, {
      start_date: day,
      repeat: 'weekly',
      from: '10:00',
      to: '19:00',
    });
    shiftId = shift.json().id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('saves a reservation inside the shift without asking', async () => {
    expect((await request('POST', `${base()}/reservations`, booking())).statusCode).toBe(200);
  });

  it('asks before booking a staff member outside their shift, naming the staff and the booking', async () => {
    const refused = await request('POST', `${base()}/reservations`, booking({ from: '19:00', to: '20:00' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('佐藤 さんはこの時間に勤務がありません');
    expect(refused.json().errors[SALON_CONFIRM_KEY]).toEqual(['6/3 19:00–20:00 山田 花子 様']);
    const saved = await request(
      'POST',
      `${base()}/reservations`,
      booking({ from: '19:00', to: '20:00', name: '夜の客', confirm: true }),
    );
    expect(saved.statusCode).toBe(200);
    // Editing the memo of that booking does not ask again; moving it elsewhere outside does.
    const id = salonReservationSavedSchema.parse(saved.json()).reservation.id;
    const memo = await request(
      'PUT',
      `${base()}/reservations/${id}`,
      booking({ from: '19:00', to: '20:00', name: '夜の客', memo: '遅め' }),
    );
    expect(memo.statusCode).toBe(200);
    const moved = await request(
      'PUT',
      `${base()}/reservations/${id}`,
      booking({ date: '2030-06-04', name: '夜の客' }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors[SALON_CONFIRM_KEY]).toEqual(['6/4 10:00–11:00 夜の客 様']);
    await request('DELETE', `${base()}/reservations/${id}`);
  });

  it('does not ask for a facility, a staff member with no shifts, or a cancelled booking', async () => {
    const room = (await request('POST', `${base()}/resources`, { name: '個室', kind: 'facility' })).json().id;
    const newcomer = (await request('POST', `${base()}/resources`, { name: '新人', kind: 'staff' })).json()
      .id;
    for (const over of [
      { salon_resource_id: room, from: '21:00', to: '22:00' },
      { salon_resource_id: newcomer, from: '21:00', to: '22:00' },
      { from: '21:00', to: '22:00', status: 'cancelled' },
    ]) {
      const response = await request('POST', `${base()}/reservations`, booking(over));
      expect(response.statusCode, JSON.stringify(over)).toBe(200);
    }
  });

  it('asks before shortening a shift under a reservation, and changes nothing until confirmed', async () => {
    const shorter = { patch_type: 'all', from: '10:00', to: '10:30', repeat: 'weekly', start_date: day };
    const refused = await request('PUT', `${base()}/resources/${rid}/time_shifts/${shiftId}`, shorter);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('予約1件が勤務の時間の外');
    expect(refused.json().errors[SALON_CONFIRM_KEY]).toEqual(['6/3 10:00–11:00 山田 花子 様']);
    const unchanged = await request(
      'GET',
      `${base()}/time_shifts?range_date=${day}..${day}&salon_resource_id=${rid}`,
    );
    expect(unchanged.json()[0].to).toBe('19:00');
    const done = await request('PUT', `${base()}/resources/${rid}/time_shifts/${shiftId}`, {
      ...shorter,
      confirm: true,
    });
    expect(done.statusCode).toBe(200);
    // Lengthening it again puts nothing outside: no question.
    const back = await request('PUT', `${base()}/resources/${rid}/time_shifts/${shiftId}`, {
      ...shorter,
      to: '19:00',
    });
    expect(back.statusCode).toBe(200);
  });

  it('asks before removing a shift with reservations, then removes it with ?confirm=1', async () => {
    const url = `${base()}/resources/${rid}/time_shifts/${shiftId}/only?date=${day}`;
    const refused = await request('DELETE', url);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[SALON_CONFIRM_KEY]).toHaveLength(1);
    expect((await request('DELETE', `${url}&confirm=1`)).statusCode).toBe(204);
  });

  it('moves 来店 along the table, records the check-in time, tells open timelines, refuses a jump', async () => {
    const { reservation } = salonReservationSavedSchema.parse(
      (await request('POST', `${base()}/reservations`, booking({ name: '来店 太郎', confirm: true }))).json(),
    );
    const url = `${base()}/reservations/${reservation.id}/visit`;
    const jump = await request('POST', url, { stage: 'paid' });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().errors.stage).toEqual(['「予約」から「会計済み」には変えられません。']);

    const before = Date.now();
    const visited = salonReservationSchema.parse((await request('POST', url, { stage: 'visited' })).json());
    expect(visited.status).toBe('visited');
    expect(Date.parse(visited.checked_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const events = await database.db
      .select()
      .from(salonEvents)
      .where(and(eq(salonEvents.salonId, sid), eq(salonEvents.reservationId, reservation.id)));
    expect(events.map((e) => e.eventType)).toEqual(['manager_create', 'manager_update']);

    const paid = salonReservationSchema.parse((await request('POST', url, { stage: 'paid' })).json());
    expect(paid.visit_status).toBe('paid');
    expect(paid.checked_at).toBe(visited.checked_at);
    expect((await request('POST', url, { stage: 'cancelled' })).statusCode).toBe(422);
    salonReservationSchema.parse((await request('POST', url, { stage: 'visited' })).json());
    const undone = salonReservationSchema.parse((await request('POST', url, { stage: 'reserved' })).json());
    expect(undone).toMatchObject({
      status: 'reserved',
      checked_at: null,
      visit_status: null,
      is_attended: false,
    });
    const noShow = salonReservationSchema.parse((await request('POST', url, { stage: 'no_show' })).json());
    expect(noShow.status).toBe('no_show');
  });

  it('refuses 来店 to staff without RESERVE_WRITE and an unknown stage with 422', async () => {
    const { reservation } = salonReservationSavedSchema.parse(
      (await request('POST', `${base()}/reservations`, booking({ confirm: true }))).json(),
    );
    const url = `${base()}/reservations/${reservation.id}/visit`;
    const forbidden = await request('POST', url, { stage: 'visited' }, staff);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    const wrong = await request('POST', url, { stage: 'arrived' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.stage).toEqual(['来店の状態が正しくありません。']);
  });
});
