import { gunzipSync } from 'node:zlib';
import {
  SALON_STATUSES,
  salonConfigSchema,
  salonCourseListSchema,
  salonOnlineConfigListSchema,
  salonOpeningYearSchema,
  salonReservationListSchema,
  salonReservationSavedSchema,
  salonResourceListSchema,
  salonResourceSchema,
  timeShiftListSchema,
  timeShiftMasterSchema,
} from '@console/contract/salon';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, soleDemoAccount } from '../src/db/seed';
import { addDays } from '../src/salon/reservations';
import { salonReservationRequests, salonReservations, salons } from '../src/salon/schema';
import { seedSalonDemo } from '../src/salon/seed';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  UNAUTHENTICATED,
  XHR,
} from './helpers';

describe.each(DRIVERS)('salon API on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let staff: string;
  let sid: number;
  /** Another account's salon, with a resource, a course and a shift of its own. */
  let other: { owner: string; sid: number; resource: number; course: number; shift: number };

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : XHR), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, cookie = owner) => request('GET', url, cookie);
  const ok = async (method: Parameters<typeof request>[0], url: string, payload?: object, cookie = owner) => {
    const response = await request(method, url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const base = (id = sid) => `/api/salon/${id}`;
  const resource = async (name: string, cookie = owner, salon = sid) =>
    (await ok('POST', `${base(salon)}/resources`, { name, kind: 'staff' }, cookie)).id as number;
  const course = async (name: string, cookie = owner, salon = sid) =>
    (await ok('POST', `${base(salon)}/courses`, { name, duration: 60 }, cookie)).id as number;
  const weekly = { start_date: '2024-01-01', repeat: 'weekly', from: '10:00', to: '19:00' };
  const shifts = async (rid: number, range: string) =>
    timeShiftListSchema.parse(
      (await get(`${base()}/time_shifts?range_date=${range}&salon_resource_id=${rid}`)).json(),
    );
  const shownDates = async (rid: number, range: string) =>
    (await shifts(rid, range)).map((s) => (s.dirty_date ? `${s.dirty_date}<-${s._date}` : s._date));

  const newSalon = async (accountId: number, name: string) => {
    const [row] = await database.db.insert(salons).values({ accountId, name }).returning({ id: salons.id });
    if (!row) throw new Error('no salon');
    return row.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    const accountId = (await get('/api/account')).json().id;
    sid = await newSalon(accountId, '本店');
    const account = await createAccount(database);
    const otherOwner = await sessionFor(database, account.emails.owner);
    const otherSid = await newSalon(account.accountId, 'よその店');
    const otherResource = await resource('よその人', otherOwner, otherSid);
    other = {
      owner: otherOwner,
      sid: otherSid,
      resource: otherResource,
      course: await course('よそのコース', otherOwner, otherSid),
      shift: (
        await ok('POST', `${base(otherSid)}/resources/${otherResource}/time_shifts`, weekly, otherOwner)
      ).id,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('needs a session for every salon call', async () => {
    for (const url of ['/api/salon', '/api/salon/resources', '/api/salon/courses', '/api/salon/statuses']) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    for (const [method, path] of [
      ['GET', '/resources/all'],
      ['POST', '/resources'],
      ['GET', '/courses/all'],
      ['GET', '/time_shifts?range_date=2024-01-01..2024-01-31'],
      ['PUT', '/resource_course_unlinks'],
    ] as const) {
      expect((await request(method, `${base()}${path}`, undefined, {})).statusCode, path).toBe(401);
    }
  });

  it('answers the shared data of the account: its salons, resources, courses and the statuses', async () => {
    expect((await get('/api/salon')).json()).toEqual([
      { id: sid, name: '本店', episode_id: null, follow_id: null },
    ]);
    expect((await get('/api/salon/statuses')).json()).toEqual(SALON_STATUSES);
    const id = await resource('共有の人');
    expect(
      salonResourceListSchema.parse((await get('/api/salon/resources')).json()).map((r) => r.id),
    ).toContain(id);
    expect(salonCourseListSchema.parse((await get('/api/salon/courses')).json())).toEqual(
      (await get(`${base()}/courses/all`)).json(),
    );
    // An account without a salon gets empty lists, not an error.
    const lonely = await createAccount(database, '店のない会社');
    const cookie = await sessionFor(database, lonely.emails.owner);
    expect((await get('/api/salon/resources', cookie)).json()).toEqual([]);
    expect((await get('/api/salon', cookie)).json()).toEqual([]);
  });

  it("answers 404 for another account's salon and for another salon's ids, changing nothing", async () => {
    const o = other;
    const foreignSalon: Array<[Parameters<typeof request>[0], string, object?]> = [
      ['GET', '/resources/all'],
      ['POST', '/resources', { name: '侵入', kind: 'staff' }],
      ['GET', '/courses/all'],
      ['POST', '/courses', { name: '侵入', duration: 30 }],
      ['POST', '/resources/order', { ids: [o.resource] }],
      ['POST', '/courses/order', { ids: [o.course] }],
      ['GET', '/resource_course_unlinks'],
      ['PUT', '/resource_course_unlinks', { data: [] }],
      ['GET', '/time_shifts?range_date=2024-01-01..2024-01-31'],
      ['PUT', `/resources/${o.resource}`, { name: '侵入', kind: 'staff' }],
      ['PATCH', `/resources/${o.resource}?attr=name`, { value: '侵入' }],
      ['DELETE', `/resources/${o.resource}`],
      ['DELETE', `/courses/${o.course}`],
      ['POST', `/resources/${o.resource}/time_shifts`, weekly],
      ['PUT', `/resources/${o.resource}/time_shifts/${o.shift}`, { patch_type: 'all', ...weekly }],
      ['DELETE', `/resources/${o.resource}/time_shifts/${o.shift}/permanently`],
    ];
    for (const [method, path, payload] of foreignSalon) {
      const response = await request(method, `${base(o.sid)}${path}`, owner, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // The other salon's ids under our own salon.
    const mine = await resource('自分の人');
    for (const [method, path, payload] of [
      ['PUT', `/resources/${o.resource}`, { name: '侵入', kind: 'staff' }],
      ['PATCH', `/courses/${o.course}?attr=name`, { value: '侵入' }],
      ['DELETE', `/resources/${o.resource}`],
      ['POST', `/resources/${o.resource}/time_shifts`, weekly],
      ['PUT', `/resources/${mine}/time_shifts/${o.shift}`, { patch_type: 'all', ...weekly }],
      ['DELETE', `/resources/${o.resource}/time_shifts/${o.shift}/permanently`],
      ['GET', `/time_shifts?range_date=2024-01-01..2024-01-31&salon_resource_id=${o.resource}`],
    ] as const) {
      const response = await request(method, `${base()}${path}`, owner, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // Nothing of theirs changed.
    const theirs = (await get(`${base(o.sid)}/resources/all`, o.owner)).json();
    expect(theirs).toEqual([expect.objectContaining({ id: o.resource, name: 'よその人' })]);
    expect(
      (await get(`${base(o.sid)}/time_shifts?range_date=2024-01-01..2024-01-08`, o.owner)).json(),
    ).toHaveLength(2);
  });

  it('lets staff without RESERVE_WRITE read but refuses every write with 403', async () => {
    expect((await get(`${base()}/resources/all`, staff)).statusCode).toBe(200);
    const rid = await resource('スタッフが見る人');
    for (const [method, path, payload] of [
      ['POST', '/resources', { name: 'x', kind: 'staff' }],
      ['PUT', `/resources/${rid}`, { name: 'x', kind: 'staff' }],
      ['PATCH', `/resources/${rid}?attr=name`, { value: 'x' }],
      ['DELETE', `/resources/${rid}`],
      ['POST', '/courses', { name: 'x', duration: 30 }],
      ['POST', '/resources/order', { ids: [] }],
      ['PUT', '/resource_course_unlinks', { data: [] }],
      ['POST', `/resources/${rid}/time_shifts`, weekly],
    ] as const) {
      const response = await request(method, `${base()}${path}`, staff, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await get(`${base()}/resources/all`)).json().find((r: { id: number }) => r.id === rid).name).toBe(
      'スタッフが見る人',
    );
  });

  describe('resources and courses', () => {
    it('creates at the end of the order, updates, patches one attribute and deletes', async () => {
      const before = (await get(`${base()}/resources/all`)).json().length;
      const created = salonResourceSchema.parse(
        await ok('POST', `${base()}/resources`, { name: '  山本 花子  ', kind: 'staff', color: '#AABBCC' }),
      );
      expect(created).toMatchObject({
        name: '山本 花子',
        color: '#aabbcc',
        order: before + 1,
        is_online: true,
      });
      const updated = await ok('PUT', `${base()}/resources/${created.id}`, {
        name: '山本 花子',
        kind: 'facility',
        is_online: false,
      });
      expect(updated).toMatchObject({ kind: 'facility', is_online: false, color: '#aabbcc' });
      expect(
        await ok('PATCH', `${base()}/resources/${created.id}?attr=is_active`, { value: false }),
      ).toMatchObject({
        is_active: false,
        name: '山本 花子',
      });
      expect(await ok('DELETE', `${base()}/resources/${created.id}`)).toBeNull();
      expect((await request('DELETE', `${base()}/resources/${created.id}`, owner)).statusCode).toBe(404);
    });

    it('answers 422 with a Japanese message per field, storing nothing', async () => {
      const before = (await get(`${base()}/courses/all`)).json();
      const response = await request('POST', `${base()}/courses`, owner, {
        name: ' ',
        duration: 3,
        price: -1,
        buffer_before: 1.5,
        color: 'red',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: '入力内容に誤りがあります。',
        errors: {
          name: ['入力してください。'],
          duration: ['5〜1440分の整数で入力してください。'],
          price: ['0 以上の整数（円）で入力してください。'],
          buffer_before: ['0〜240分の整数で入力してください。'],
          color: ['色は #rrggbb の形で指定してください。'],
        },
      });
      const kind = await request('POST', `${base()}/resources`, owner, { name: 'x', kind: 'robot' });
      expect(kind.json().errors).toEqual({ kind: ['スタッフか設備を選んでください。'] });
      expect((await get(`${base()}/courses/all`)).json()).toEqual(before);
    });

    // The console's forms run the same contract schema and show these words (SalonSettingsPages.test.ts).
    it("answers the same words the console's forms show: a course name too long, a colour not #rrggbb", async () => {
      const long = await request('POST', `${base()}/courses`, owner, {
        name: 'あ'.repeat(101),
        duration: 60,
      });
      expect(long.statusCode).toBe(422);
      expect(long.json()).toEqual({
        message: '入力内容に誤りがあります。',
        errors: { name: ['100文字以内で入力してください。'] },
      });
      const red = await request('POST', `${base()}/resources`, owner, {
        name: '山本',
        kind: 'staff',
        color: 'red',
      });
      expect(red.statusCode).toBe(422);
      expect(red.json().errors).toEqual({ color: ['色は #rrggbb の形で指定してください。'] });
      // One attribute through ?attr= is read by the same schema, with the same words.
      const rid = await resource('色の人');
      const patched = await request('PATCH', `${base()}/resources/${rid}?attr=color`, owner, {
        value: 'red',
      });
      expect(patched.statusCode).toBe(422);
      expect(patched.json().errors).toEqual({ color: ['色は #rrggbb の形で指定してください。'] });
    });

    it('patches only the whitelisted attributes (any other key is 422)', async () => {
      const id = await course('カット');
      for (const attr of ['order', 'id', 'salon_id', '']) {
        const response = await request('PATCH', `${base()}/courses/${id}?attr=${attr}`, owner, { value: 1 });
        expect(response.statusCode, attr).toBe(422);
        expect(response.json().errors.attr[0]).toMatch(/^変更できる項目は name・duration/);
      }
      expect(await ok('PATCH', `${base()}/courses/${id}?attr=price`, { value: 4400 })).toMatchObject({
        price: 4400,
      });
      const wrong = await request('PATCH', `${base()}/courses/${id}?attr=duration`, owner, { value: 'long' });
      expect(wrong.statusCode).toBe(422);
    });
  });

  describe('ordering', () => {
    let ids: number[];
    const order = () => get(`${base()}/courses/all`).then((r) => r.json().map((c: { id: number }) => c.id));

    beforeAll(async () => {
      await course('並べ1');
      await course('並べ2');
      ids = await order();
    });

    it('applies a complete list and renumbers from 1', async () => {
      const reversed = [...ids].reverse();
      expect(await ok('POST', `${base()}/courses/order`, { ids: reversed })).toEqual({ ids: reversed });
      const list = (await get(`${base()}/courses/all`)).json();
      expect(list.map((c: { id: number }) => c.id)).toEqual(reversed);
      expect(list.map((c: { order: number }) => c.order)).toEqual(reversed.map((_, i) => i + 1));
      ids = reversed;
    });

    it('answers 409 to a stale, partial, duplicated or foreign list and changes nothing', async () => {
      const before = await order();
      const cases = [
        { name: 'partial', ids: before.slice(1) },
        { name: 'duplicate', ids: [...before.slice(1), before[1]] },
        { name: 'foreign', ids: [...before.slice(1), other.course] },
        { name: 'stale (an id deleted since)', ids: [...before, 999_999] },
        { name: 'empty', ids: [] },
      ];
      for (const c of cases) {
        const response = await request('POST', `${base()}/courses/order`, owner, { ids: c.ids });
        expect(response.statusCode, c.name).toBe(409);
        expect(response.json().message).toMatch(/並び順が最新ではありません|このサロンにない id/);
      }
      // A course added by someone else makes the console's list stale.
      const added = await course('あとから');
      const stale = await request('POST', `${base()}/courses/order`, owner, { ids: before });
      expect(stale.statusCode).toBe(409);
      expect(await order()).toEqual([...before, added]);
    });

    it('serialises two concurrent orders: each is applied whole', async () => {
      const current = await order();
      const a = [...current].reverse();
      const b = [...current.slice(1), current[0]];
      const [ra, rb] = await Promise.all([
        request('POST', `${base()}/courses/order`, owner, { ids: a }),
        request('POST', `${base()}/courses/order`, owner, { ids: b }),
      ]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      expect([a, b]).toContainEqual(await order());
    });
  });

  it('replaces the resource-course unlink matrix; pairs outside the salon are 422', async () => {
    const rid = await resource('ヘッドスパ担当');
    const cid = await course('ヘッドスパ');
    const data = [{ salon_resource_id: rid, salon_course_id: cid }];
    expect(await ok('PUT', `${base()}/resource_course_unlinks`, { data: [...data, ...data] })).toEqual({
      data,
    });
    expect((await get(`${base()}/resource_course_unlinks`)).json()).toEqual({ data });
    const foreign = await request('PUT', `${base()}/resource_course_unlinks`, owner, {
      data: [{ salon_resource_id: other.resource, salon_course_id: cid }],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await get(`${base()}/resource_course_unlinks`)).json()).toEqual({ data });
    // Deleting the course removes its pairs.
    await ok('DELETE', `${base()}/courses/${cid}`);
    expect((await get(`${base()}/resource_course_unlinks`)).json()).toEqual({ data: [] });
  });

  describe('time shifts', () => {
    let rid: number;
    let master: number;

    beforeAll(async () => {
      rid = await resource('シフトの人');
    });

    it('creates a weekly series and expands it over a range', async () => {
      const created = timeShiftMasterSchema.parse(
        await ok('POST', `${base()}/resources/${rid}/time_shifts`, { ...weekly, description: '通常勤務' }),
      );
      master = created.id;
      expect(created).toMatchObject({ salon_resource_id: rid, repeat: 'weekly', expired_at: null });
      const list = await shifts(rid, '2024-01-01..2024-01-31');
      expect(list.map((s) => s._date)).toEqual([
        '2024-01-01',
        '2024-01-08',
        '2024-01-15',
        '2024-01-22',
        '2024-01-29',
      ]);
      expect(list[0]).toEqual({
        master_id: master,
        self_id: null,
        salon_resource_id: rid,
        start_date: '2024-01-01',
        _date: '2024-01-01',
        dirty_date: null,
        repeat: 'weekly',
        from: '10:00',
        to: '19:00',
        description: '通常勤務',
        expired_at: null,
      });
    });

    it('edits this date only, moving it; then deletes another date only', async () => {
      await ok('PUT', `${base()}/resources/${rid}/time_shifts/${master}`, {
        patch_type: 'only',
        _date: '2024-01-08',
        dirty_date: '2024-01-10',
        from: '13:00',
        to: '18:00',
      });
      await ok('DELETE', `${base()}/resources/${rid}/time_shifts/${master}/only?date=2024-01-15`);
      expect(await shownDates(rid, '2024-01-01..2024-01-21')).toEqual([
        '2024-01-01',
        '2024-01-10<-2024-01-08',
      ]);
      const moved = (await shifts(rid, '2024-01-10..2024-01-10'))[0];
      expect(moved).toMatchObject({ from: '13:00', to: '18:00', self_id: expect.any(Number) });
    });

    it('edits this and following: the old series ends the day before, a new one starts', async () => {
      const next = timeShiftMasterSchema.parse(
        await ok('PUT', `${base()}/resources/${rid}/time_shifts/${master}`, {
          patch_type: 'after',
          _date: '2024-01-22',
          repeat: 'weekly',
          from: '12:00',
          to: '20:00',
        }),
      );
      expect(next).toMatchObject({ start_date: '2024-01-22', from: '12:00' });
      const list = await shifts(rid, '2024-01-01..2024-02-05');
      expect(
        list.map((s) => `${s.dirty_date ?? s._date} ${s.from} ${s.master_id === master ? 'old' : 'new'}`),
      ).toEqual([
        '2024-01-01 10:00 old',
        '2024-01-10 13:00 old',
        '2024-01-22 12:00 new',
        '2024-01-29 12:00 new',
        '2024-02-05 12:00 new',
      ]);
      expect(list[0]?.expired_at).toBe('2024-01-21');
      master = next.id;
    });

    it('edits all: the series changes, its per-date changes stay', async () => {
      await ok('PUT', `${base()}/resources/${rid}/time_shifts/${master}`, {
        patch_type: 'only',
        _date: '2024-01-29',
        from: '09:00',
        to: '12:00',
      });
      await ok('PUT', `${base()}/resources/${rid}/time_shifts/${master}`, {
        patch_type: 'all',
        repeat: 'weekly',
        from: '11:00',
        to: '21:00',
        description: '遅番',
      });
      const list = await shifts(rid, '2024-01-22..2024-02-05');
      expect(list.map((s) => `${s._date} ${s.from}-${s.to}`)).toEqual([
        '2024-01-22 11:00-21:00',
        '2024-01-29 09:00-12:00',
        '2024-02-05 11:00-21:00',
      ]);
    });

    it('deletes this and following, then permanently', async () => {
      await ok('DELETE', `${base()}/resources/${rid}/time_shifts/${master}/after?date=2024-02-05`);
      expect((await shifts(rid, '2024-01-22..2024-03-31')).map((s) => s._date)).toEqual([
        '2024-01-22',
        '2024-01-29',
      ]);
      // permanently takes no date.
      const withDate = await request(
        'DELETE',
        `${base()}/resources/${rid}/time_shifts/${master}/permanently?date=2024-01-22`,
        owner,
      );
      expect(withDate.statusCode).toBe(422);
      await ok('DELETE', `${base()}/resources/${rid}/time_shifts/${master}/permanently`);
      expect(await shifts(rid, '2024-01-22..2024-03-31')).toEqual([]);
      expect(
        (await request('DELETE', `${base()}/resources/${rid}/time_shifts/${master}/permanently`, owner))
          .statusCode,
      ).toBe(404);
    });

    it('answers 422 in Japanese for bad ranges, rules, times and dates that are not occurrences', async () => {
      const { id } = await ok('POST', `${base()}/resources/${rid}/time_shifts`, weekly);
      const cases: Array<[Parameters<typeof request>[0], string, object | undefined, string]> = [
        ['GET', '/time_shifts?range_date=2024-01-01..2024-06-01', undefined, 'range_date'],
        ['GET', '/time_shifts?range_date=2024-02-30..2024-03-01', undefined, 'range_date'],
        ['GET', '/time_shifts?range_date=2024-01-31..2024-01-01', undefined, 'range_date'],
        ['POST', `/resources/${rid}/time_shifts`, { ...weekly, repeat: 'yearly' }, 'repeat'],
        ['POST', `/resources/${rid}/time_shifts`, { ...weekly, from: '19:00', to: '10:00' }, 'to'],
        ['POST', `/resources/${rid}/time_shifts`, { ...weekly, from: '9:00' }, 'from'],
        ['POST', `/resources/${rid}/time_shifts`, { ...weekly, start_date: '2023-02-29' }, 'start_date'],
        ['POST', `/resources/${rid}/time_shifts`, { ...weekly, expired_at: '2023-12-31' }, 'expired_at'],
        ['PUT', `/resources/${rid}/time_shifts/${id}`, { ...weekly, patch_type: 'some' }, 'patch_type'],
        [
          'PUT',
          `/resources/${rid}/time_shifts/${id}`,
          { ...weekly, patch_type: 'only', _date: '2024-01-02' },
          '_date',
        ],
        ['DELETE', `/resources/${rid}/time_shifts/${id}/only?date=2024-01-03`, undefined, 'date'],
        ['DELETE', `/resources/${rid}/time_shifts/${id}/sometimes?date=2024-01-01`, undefined, 'type'],
      ];
      for (const [method, path, payload, field] of cases) {
        const response = await request(method, `${base()}${path}`, owner, payload);
        expect(response.statusCode, `${method} ${path}`).toBe(422);
        expect(Object.keys(response.json().errors ?? {}), `${method} ${path}`).toContain(field);
      }
    });

    it('deleting a resource removes its shifts', async () => {
      const gone = await resource('辞める人');
      await ok('POST', `${base()}/resources/${gone}/time_shifts`, { ...weekly, repeat: 'daily' });
      expect(
        (await get(`${base()}/time_shifts?range_date=2024-01-01..2024-01-07`))
          .json()
          .filter((s: { salon_resource_id: number }) => s.salon_resource_id === gone),
      ).toHaveLength(7);
      await ok('DELETE', `${base()}/resources/${gone}`);
      expect(
        (await get(`${base()}/time_shifts?range_date=2024-01-01..2024-01-07`))
          .json()
          .filter((s: { salon_resource_id: number }) => s.salon_resource_id === gone),
      ).toHaveLength(0);
    });
  });

  describe('reservations and block times', () => {
    let rid: number;
    let rid2: number;
    let cid: number;
    const day = '2030-05-01';
    const booking = (over: object = {}) => ({
      name: '山田 花子',
      date: day,
      from: '10:00',
      to: '11:00',
      salon_resource_id: rid,
      course: cid,
      contact_address: '090-1234-5678',
      memo: 'カラーは前回と同じ',
      ...over,
    });
    const create = async (over: object = {}) =>
      salonReservationSavedSchema.parse(await ok('POST', `${base()}/reservations`, booking(over)));

    beforeAll(async () => {
      rid = await resource('予約の人');
      rid2 = await resource('サブの人');
      cid = await course('予約のコース');
    });

    it('creates a reservation: contact_address never stored, resource null when not positive', async () => {
      const { reservation, overlaps } = await create();
      expect(overlaps).toEqual([]);
      expect(reservation).toMatchObject({
        name: '山田 花子',
        contact_address: '',
        course: cid,
        date: day,
        from: '10:00',
        to: '11:00',
        salon_resource_id: rid,
        sub_resource_ids: [],
        meta_data: { memo: 'カラーは前回と同じ' },
        status: 'reserved',
        change_child: null,
        cancel_child: null,
        salon_resource: { id: rid, name: '予約の人', color: expect.any(String) },
      });
      const stored = await database.db
        .select()
        .from(salonReservations)
        .where(eq(salonReservations.id, reservation.id));
      expect(JSON.stringify(stored)).not.toContain('090-1234-5678');
      for (const value of [0, -1, null]) {
        const { reservation: r } = await create({ salon_resource_id: value, date: '2030-05-02' });
        expect(r.salon_resource_id).toBeNull();
        expect(r.salon_resource).toBeNull();
      }
    });

    it('says which reservations overlap (start inclusive, end exclusive), main or sub resource', async () => {
      const first = (await create({ date: '2030-05-03', from: '10:00', to: '11:00' })).reservation.id;
      expect((await create({ date: '2030-05-03', from: '11:00', to: '12:00' })).overlaps).toEqual([]);
      expect((await create({ date: '2030-05-03', from: '09:00', to: '10:00' })).overlaps).toEqual([]);
      const overlapping = await create({ date: '2030-05-03', from: '10:30', to: '11:30' });
      expect(overlapping.overlaps).toEqual([first, expect.any(Number)]);
      // Through a sub resource.
      const sub = await create({
        date: '2030-05-03',
        from: '10:45',
        to: '10:50',
        salon_resource_id: rid2,
        sub_resource_ids: [rid],
      });
      expect(sub.overlaps).toContain(first);
      // A cancelled one does not count.
      await ok('PATCH', `${base()}/reservations/${first}`, { status: 'cancelled' });
      expect((await create({ date: '2030-05-03', from: '10:00', to: '10:15' })).overlaps).not.toContain(
        first,
      );
    });

    it("refuses a course the resource cannot serve, other salons' ids and bad times with 422", async () => {
      await ok('PUT', `${base()}/resource_course_unlinks`, {
        data: [{ salon_resource_id: rid2, salon_course_id: cid }],
      });
      const cases: Array<[object, string]> = [
        [{ salon_resource_id: rid2 }, 'salon_resource_id'],
        [{ salon_resource_id: other.resource }, 'salon_resource_id'],
        [{ course: other.course }, 'course'],
        [{ sub_resource_ids: [other.resource] }, 'sub_resource_ids'],
        [{ from: '11:00', to: '11:00' }, 'to'],
        [{ from: '12:00', to: '11:00' }, 'to'],
        [{ date: '2030-02-29' }, 'date'],
        [{ name: '' }, 'name'],
        [{ status: 'lost' }, 'status'],
      ];
      for (const [over, field] of cases) {
        const response = await request('POST', `${base()}/reservations`, owner, booking(over));
        expect(response.statusCode, JSON.stringify(over)).toBe(422);
        expect(Object.keys(response.json().errors), JSON.stringify(over)).toContain(field);
      }
      await ok('PUT', `${base()}/resource_course_unlinks`, { data: [] });
    });

    it('patches only status, memo, checked_at, visit_status and is_attended', async () => {
      const { reservation } = await create({ date: '2030-05-04' });
      const patched = await ok('PATCH', `${base()}/reservations/${reservation.id}`, {
        status: 'visited',
        memo: '次回はパーマ',
        checked_at: '2030-05-04T01:02:03.000Z',
        visit_status: 'in_service',
        is_attended: true,
      });
      expect(patched).toMatchObject({
        status: 'visited',
        meta_data: { memo: '次回はパーマ' },
        checked_at: '2030-05-04T01:02:03.000Z',
        visit_status: 'in_service',
        is_attended: true,
      });
      for (const body of [
        { name: '別人' },
        { status: 'visited', date: '2030-01-01' },
        {},
        { from: '09:00' },
      ]) {
        const response = await request('PATCH', `${base()}/reservations/${reservation.id}`, owner, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(
        (await request('PATCH', `${base()}/reservations/${reservation.id}`, owner, { visit_status: 'x' }))
          .statusCode,
      ).toBe(422);
      const after = (await get(`${base()}/reservations?ids=${reservation.id}`)).json()[0];
      expect(after).toMatchObject({ name: '山田 花子', date: '2030-05-04', status: 'visited' });
      // The range read (rows as one JSON value) answers exactly what the read by ids does.
      const inRange = (
        await get(`${base()}/reservations?range_date=2030-05-04..2030-05-04&salon_resource_id=${rid}`)
      ).json();
      expect(inRange.find((r: { id: number }) => r.id === reservation.id)).toEqual(after);
      expect(after.checked_at).toBe('2030-05-04T01:02:03.000Z');
    });

    it('takes the id in the body as spec §7 writes them: PUT reservations and PATCH reservations?attr=', async () => {
      const { reservation } = await create({ date: '2030-05-06' });
      const put = salonReservationSavedSchema.parse(
        await ok('PUT', `${base()}/reservations`, { id: reservation.id, ...booking({ date: '2030-05-07' }) }),
      );
      expect(put.reservation).toMatchObject({ id: reservation.id, date: '2030-05-07', name: '山田 花子' });
      const patched = await ok('PATCH', `${base()}/reservations?attr=memo`, {
        id: reservation.id,
        value: '指名',
      });
      expect(patched).toMatchObject({ id: reservation.id, meta_data: { memo: '指名' } });
      await ok('PATCH', `${base()}/reservations?attr=status`, { id: reservation.id, value: 'visited' });
      const after = (await get(`${base()}/reservations?ids=${reservation.id}`)).json()[0];
      expect(after).toMatchObject({ date: '2030-05-07', status: 'visited', meta_data: { memo: '指名' } });

      // Only the keys the /{id} form patches; the value is checked as there.
      const badAttr = await request('PATCH', `${base()}/reservations?attr=name`, owner, {
        id: reservation.id,
        value: '別人',
      });
      expect(badAttr.statusCode).toBe(422);
      expect(badAttr.json().errors.attr).toEqual([
        '変更できる項目は status・memo・checked_at・visit_status・is_attended です。',
      ]);
      const badValue = await request('PATCH', `${base()}/reservations?attr=visit_status`, owner, {
        id: reservation.id,
        value: 'x',
      });
      expect(badValue.statusCode).toBe(422);

      // No id in the body: 422 under id, nothing changed.
      const noIdPut = await request('PUT', `${base()}/reservations`, owner, booking({ date: '2030-05-08' }));
      expect(noIdPut.statusCode).toBe(422);
      expect(noIdPut.json().errors).toHaveProperty('id');
      const noIdPatch = await request('PATCH', `${base()}/reservations?attr=memo`, owner, { value: 'x' });
      expect(noIdPatch.statusCode).toBe(422);
      expect(noIdPatch.json().errors).toHaveProperty('id');

      // Another account's reservation, through our salon or theirs: 404.
      const theirs = salonReservationSavedSchema.parse(
        await ok(
          'POST',
          `${base(other.sid)}/reservations`,
          // A Wednesday, outside that staff member's Monday shifts: past the shift warning.
          {
            name: 'よその客',
            date: day,
            from: '10:00',
            to: '11:00',
            salon_resource_id: other.resource,
            confirm: true,
          },
          other.owner,
        ),
      ).reservation.id;
      expect(
        (await request('PUT', `${base()}/reservations`, owner, { id: theirs, ...booking() })).json(),
      ).toEqual(NOT_FOUND);
      expect(
        (await request('PATCH', `${base()}/reservations?attr=memo`, owner, { id: theirs, value: 'x' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await request('PUT', `${base(other.sid)}/reservations`, owner, { id: theirs, ...booking() }))
          .statusCode,
      ).toBe(404);

      // Staff without RESERVE_WRITE: 403, and the reservation is as it was.
      const staffPut = await request('PUT', `${base()}/reservations`, staff, {
        id: reservation.id,
        ...booking(),
      });
      expect(staffPut.statusCode).toBe(403);
      expect(staffPut.json()).toEqual(FORBIDDEN);
      const staffPatch = await request('PATCH', `${base()}/reservations?attr=memo`, staff, {
        id: reservation.id,
        value: 'x',
      });
      expect(staffPatch.statusCode).toBe(403);
      expect((await get(`${base()}/reservations?ids=${reservation.id}`)).json()[0]).toEqual(after);
    });

    it('reads by ids (in that order) and by date range and resource; updates and deletes', async () => {
      const a = (await create({ date: '2030-06-01' })).reservation.id;
      const b = (await create({ date: '2030-06-02', salon_resource_id: rid2, sub_resource_ids: [rid] }))
        .reservation.id;
      const c = (await create({ date: '2030-06-03', salon_resource_id: rid2 })).reservation.id;
      const theirs = (
        await ok(
          'POST',
          `${base(other.sid)}/reservations`,
          { name: 'よその客', date: '2030-06-01', from: '10:00', to: '11:00' },
          other.owner,
        )
      ).reservation.id;
      const byIds = salonReservationListSchema.parse(
        (await get(`${base()}/reservations?ids=${c},${a},${theirs}`)).json(),
      );
      expect(byIds.map((r) => r.id)).toEqual([c, a]);
      const range = (
        await get(`${base()}/reservations?range_date=2030-06-01..2030-06-03&salon_resource_id=${rid}`)
      ).json();
      expect(range.map((r: { id: number }) => r.id)).toEqual([a, b]);
      expect(range[1]).toEqual(
        salonReservationListSchema.parse((await get(`${base()}/reservations?ids=${b}`)).json())[0],
      );
      expect(range[1].sub_resource_ids).toEqual([rid]);
      const updated = await ok(
        'PUT',
        `${base()}/reservations/${a}`,
        booking({ date: '2030-06-02', from: '15:00', to: '16:00' }),
      );
      expect(updated.reservation).toMatchObject({
        date: '2030-06-02',
        from: '15:00',
        meta_data: { memo: 'カラーは前回と同じ' },
      });
      expect(await ok('DELETE', `${base()}/reservations/${a}`)).toBeNull();
      expect((await get(`${base()}/reservations?ids=${a}`)).json()).toEqual([]);
      expect((await request('GET', `${base()}/reservations?ids=1,x`, owner)).statusCode).toBe(422);
      expect((await request('GET', `${base()}/reservations`, owner)).statusCode).toBe(422);
    });

    it('answers a range from its cache only while nothing it shows changed, whoever wrote; revalidates by ETag', async () => {
      const month = `${base()}/reservations?range_date=2030-09-01..2030-09-30&salon_resource_id=${rid}`;
      const list = async () => salonReservationListSchema.parse((await get(month)).json());
      const version = async () =>
        (
          await database.db.select({ v: salons.reservationsVersion }).from(salons).where(eq(salons.id, sid))
        )[0]?.v;
      const a = (await create({ date: '2030-09-01' })).reservation.id;
      const first = await get(month);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      expect((await get(month)).body).toBe(first.body);
      const again = await app.inject({
        method: 'GET',
        url: month,
        headers: { cookie: owner, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Gzipped for a client that takes it, the same JSON.
      const zipped = await app.inject({
        method: 'GET',
        url: month,
        headers: { cookie: owner, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
      const refused = await app.inject({
        method: 'GET',
        url: month,
        headers: { cookie: owner, 'accept-encoding': 'gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(first.body);
      // Through the API.
      const b = (await create({ date: '2030-09-02' })).reservation.id;
      expect((await list()).map((r) => r.id)).toEqual([a, b]);
      const stale = await app.inject({
        method: 'GET',
        url: month,
        headers: { cookie: owner, 'if-none-match': etag },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers.etag).not.toBe(etag);
      // Behind the API's back, as another process would: a request row, a reservation, a resource name.
      await list();
      await database.db.insert(salonReservationRequests).values({ reservationId: a, kind: 'cancel' });
      expect((await list())[0]?.cancel_child).toMatchObject({ status: 'pending' });
      await database.db
        .update(salonReservations)
        .set({ name: '裏口 太郎' })
        .where(eq(salonReservations.id, b));
      expect((await list())[1]?.name).toBe('裏口 太郎');
      await ok('PATCH', `${base()}/resources/${rid}?attr=name`, { value: '改名した人' });
      expect((await list())[0]?.salon_resource?.name).toBe('改名した人');
      await ok('PATCH', `${base()}/resources/${rid}?attr=name`, { value: '予約の人' });
      await database.db.delete(salonReservations).where(eq(salonReservations.id, b));
      expect((await list()).map((r) => r.id)).toEqual([a]);
      // A write to another salon leaves this one's number alone; a bulk insert raises it once.
      const before = await version();
      await ok(
        'POST',
        `${base(other.sid)}/reservations`,
        { name: 'よその客', date: '2030-09-01', from: '10:00', to: '11:00' },
        other.owner,
      );
      expect(await version()).toBe(before);
      await database.db.insert(salonReservations).values(
        ['10:00', '11:00', '12:00'].map((from, i) => ({
          salonId: sid,
          name: `一括${i}`,
          date: '2030-09-03',
          from,
          to: `${Number(from.slice(0, 2)) + 1}:00`,
          resourceId: rid,
        })),
      );
      expect(await version()).toBe((before ?? 0) + 1);
      expect((await list()).map((r) => r.name).slice(1)).toEqual(['一括0', '一括1', '一括2']);
      // Lists by ids and a malformed resource are answered as before, without the cache.
      expect((await get(`${base()}/reservations?ids=${a}`)).headers.etag).toBeUndefined();
      expect(
        (
          await request(
            'GET',
            `${base()}/reservations?range_date=2030-09-01..2030-09-30&salon_resource_id=x`,
            owner,
          )
        ).statusCode,
      ).toBe(422);
      expect(
        (
          await request(
            'GET',
            `${base()}/reservations?range_date=2030-09-01..2030-09-30&salon_resource_id=${other.resource}`,
            owner,
          )
        ).statusCode,
      ).toBe(404);
      // Another account's salon is 404 before any cache is looked at.
      expect(
        (await request('GET', `${base(other.sid)}/reservations?range_date=2030-09-01..2030-09-30`, owner))
          .statusCode,
      ).toBe(404);
    });

    it("keeps one resource's cached month while only other resources' reservations change", async () => {
      const [a, b, c] = [await resource('版の人A'), await resource('版の人B'), await resource('版の人C')];
      const month = (id?: number) =>
        `${base()}/reservations?range_date=2030-10-01..2030-10-31${id === undefined ? '' : `&salon_resource_id=${id}`}`;
      const lists = { a: month(a), b: month(b), c: month(c), all: month() };
      let seen: Record<string, string> = {};
      /** Which lists answer a new ETag since the last call (each answer checked to be fresh below). */
      const changed = async () => {
        const now: Record<string, string> = {};
        for (const [name, url] of Object.entries(lists)) now[name] = String((await get(url)).headers.etag);
        const names = Object.keys(now).filter((name) => now[name] !== seen[name]);
        seen = now;
        return names;
      };
      const ids = async (id: number) =>
        salonReservationListSchema.parse((await get(month(id))).json()).map((r) => r.id);
      await changed();
      const first = (await create({ date: '2030-10-01', salon_resource_id: a })).reservation.id;
      expect(await changed()).toEqual(['a', 'all']);
      expect(await changed()).toEqual([]);
      // Moved to another resource: the list it left and the list it joined.
      await ok(
        'PUT',
        `${base()}/reservations/${first}`,
        booking({ date: '2030-10-01', salon_resource_id: b }),
      );
      expect(await changed()).toEqual(['a', 'b', 'all']);
      expect([await ids(a), await ids(b)]).toEqual([[], [first]]);
      // A sub-resource's list too.
      await ok(
        'PUT',
        `${base()}/reservations/${first}`,
        booking({ date: '2030-10-01', salon_resource_id: b, sub_resource_ids: [c] }),
      );
      expect(await changed()).toEqual(['b', 'c', 'all']);
      expect(await ids(c)).toEqual([first]);
      // A request row and a patch, behind the API's back and through it.
      await database.db.insert(salonReservationRequests).values({ reservationId: first, kind: 'cancel' });
      expect(await changed()).toEqual(['b', 'c', 'all']);
      const shown = salonReservationListSchema.parse((await get(lists.c)).json());
      expect(shown[0]?.cancel_child).toMatchObject({ status: 'pending' });
      await ok('PATCH', `${base()}/reservations/${first}`, { memo: '版のメモ' });
      expect(await changed()).toEqual(['b', 'c', 'all']);
      // A resource's name is shown in every list: all of them.
      await ok('PATCH', `${base()}/resources/${b}?attr=name`, { value: '版の人B改' });
      expect(await changed()).toEqual(['a', 'b', 'c', 'all']);
      expect(salonReservationListSchema.parse((await get(lists.c)).json())[0]?.salon_resource?.name).toBe(
        '版の人B改',
      );
      // Another salon's writes change none; a delete, the lists that held it.
      await ok(
        'POST',
        `${base(other.sid)}/reservations`,
        {
          name: 'よその客',
          date: '2030-10-01',
          from: '10:00',
          to: '11:00',
          salon_resource_id: other.resource,
          confirm: true,
        },
        other.owner,
      );
      expect(await changed()).toEqual([]);
      await ok('DELETE', `${base()}/reservations/${first}`);
      expect(await changed()).toEqual(['b', 'c', 'all']);
      expect([await ids(b), await ids(c)]).toEqual([[], []]);
    });

    it('deletes a salon with its resources, reservations and requests (the version triggers follow the cascade)', async () => {
      const accountId = (await get('/api/account')).json().id;
      const gone = await newSalon(accountId, '閉店する店');
      const person = await resource('閉店の人', owner, gone);
      const saved = await ok('POST', `${base(gone)}/reservations`, {
        name: '最後の客',
        date: '2030-09-01',
        from: '10:00',
        to: '11:00',
        salon_resource_id: person,
      });
      await database.db
        .insert(salonReservationRequests)
        .values({ reservationId: saved.reservation.id, kind: 'change' });
      await database.db.delete(salons).where(eq(salons.id, gone));
      expect(
        await database.db.select().from(salonReservations).where(eq(salonReservations.salonId, gone)),
      ).toEqual([]);
      expect(
        (await request('GET', `${base(gone)}/reservations?range_date=2030-09-01..2030-09-30`, owner))
          .statusCode,
      ).toBe(404);
    });

    it('judges change and cancel requests; a second judgement is 409, also when two judge at once', async () => {
      const { reservation } = await create({ date: '2030-07-01' });
      const [change] = await database.db
        .insert(salonReservationRequests)
        .values({
          reservationId: reservation.id,
          kind: 'change',
          date: '2030-07-02',
          from: '14:00',
          to: '15:00',
        })
        .returning();
      const [cancel] = await database.db
        .insert(salonReservationRequests)
        .values({ reservationId: reservation.id, kind: 'cancel' })
        .returning();
      if (!change || !cancel) throw new Error('no requests');
      const listed = (await get(`${base()}/reservations?ids=${reservation.id}`)).json()[0];
      expect(listed.change_child).toMatchObject({ id: change.id, status: 'pending', date: '2030-07-02' });
      expect(listed.cancel_child).toMatchObject({ id: cancel.id, status: 'pending' });

      // Two operators approve the change at the same moment: exactly one wins.
      const judge = () =>
        request('POST', `${base()}/reservations/${reservation.id}/judge/${change.id}/edit`, owner, {
          status: 'approved',
        });
      const results = await Promise.all([judge(), judge()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
        'このリクエストはすでに処理されています。',
      );
      const moved = (await get(`${base()}/reservations?ids=${reservation.id}`)).json()[0];
      expect(moved).toMatchObject({ date: '2030-07-02', from: '14:00', to: '15:00', change_child: null });

      // The cancel request through the wrong kind is 404; denied leaves the reservation as it is.
      expect(
        (
          await request('POST', `${base()}/reservations/${reservation.id}/judge/${cancel.id}/edit`, owner, {
            status: 'denied',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await request('POST', `${base()}/reservations/${reservation.id}/judge/${cancel.id}/cancel`, owner, {
            status: 'maybe',
          })
        ).statusCode,
      ).toBe(422);
      const denied = await ok('POST', `${base()}/reservations/${reservation.id}/judge/${cancel.id}/cancel`, {
        status: 'denied',
      });
      expect(denied).toMatchObject({ status: 'reserved', cancel_child: null });
      expect(
        (
          await request('POST', `${base()}/reservations/${reservation.id}/judge/${cancel.id}/cancel`, owner, {
            status: 'approved',
          })
        ).statusCode,
      ).toBe(409);
      // Approving a cancel request cancels.
      const [again] = await database.db
        .insert(salonReservationRequests)
        .values({ reservationId: reservation.id, kind: 'cancel' })
        .returning();
      const cancelled = await ok(
        'POST',
        `${base()}/reservations/${reservation.id}/judge/${again?.id}/cancel`,
        { status: 'approved' },
      );
      expect(cancelled.status).toBe('cancelled');
    });

    it('deleting a resource with reservations from today on is 422 naming them, unless ?force=1', async () => {
      const busy = await resource('予約のある人');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
      const future = (await create({ date: today, salon_resource_id: busy, from: '23:00', to: '23:30' }))
        .reservation.id;
      await create({ date: '2020-01-01', salon_resource_id: busy });
      const refused = await request('DELETE', `${base()}/resources/${busy}`, owner);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'このリソースには今日以降の予約が1件あります。削除すると予約の担当が空になります。',
      );
      expect(refused.json().errors.reservations).toEqual([`${today} 23:00 山田 花子（#${future}）`]);
      expect((await get(`${base()}/resources/all`)).json().map((r: { id: number }) => r.id)).toContain(busy);
      await ok('DELETE', `${base()}/resources/${busy}?force=1`);
      expect((await get(`${base()}/reservations?ids=${future}`)).json()[0]).toMatchObject({
        salon_resource_id: null,
        salon_resource: null,
      });
    });

    it('creates, lists, updates and deletes block times', async () => {
      const block = await ok('POST', `${base()}/block_times`, {
        date: '2030-08-01',
        from: '12:00',
        to: '13:00',
        salon_resource_id: rid,
      });
      expect(block).toMatchObject({ date: '2030-08-01', is_confirmed: true, salon_resource_id: rid });
      expect((await get(`${base()}/block_times?range_date=2030-08-01..2030-08-31`)).json()).toEqual([block]);
      const moved = await ok('PUT', `${base()}/block_times/${block.id}`, {
        date: '2030-08-02',
        from: '12:00',
        to: '12:30',
        salon_resource_id: rid2,
        is_confirmed: false,
      });
      expect(moved).toMatchObject({
        date: '2030-08-02',
        to: '12:30',
        salon_resource_id: rid2,
        is_confirmed: false,
      });
      // The times' order is the contract schema's rule, answered before the salon's rows are read;
      // another salon's resource is the service's.
      const bad = await request('POST', `${base()}/block_times`, owner, {
        date: '2030-08-01',
        from: '13:00',
        to: '12:00',
        salon_resource_id: rid,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ to: ['終了時刻は開始時刻より後にしてください。'] });
      const foreign = await request('POST', `${base()}/block_times`, owner, {
        date: '2030-08-01',
        from: '12:00',
        to: '13:00',
        salon_resource_id: other.resource,
      });
      expect(foreign.statusCode).toBe(422);
      expect(Object.keys(foreign.json().errors)).toEqual(['salon_resource_id']);
      expect(await ok('DELETE', `${base()}/block_times/${block.id}`)).toBeNull();
      expect((await request('DELETE', `${base()}/block_times/${block.id}`, owner)).statusCode).toBe(404);
      expect((await request('DELETE', `${base(other.sid)}/block_times/1`, owner)).statusCode).toBe(404);
    });
  });

  describe('configuration', () => {
    it('answers defaults, takes the three switches, and patches only those keys', async () => {
      const config = salonConfigSchema.parse(await ok('POST', `${base()}/configs`));
      expect(config).toMatchObject({ enable_online: false, sync_shift: false, push_notification: true });
      expect(config.reservation).toEqual({
        slot_step: 30,
        lead_time_minutes: 60,
        horizon_days: 60,
        cancel_deadline_hours: 24,
      });
      expect(
        await ok('PUT', `${base()}/configs`, {
          enable_online: true,
          sync_shift: false,
          push_notification: false,
        }),
      ).toMatchObject({
        enable_online: true,
        push_notification: false,
      });
      expect(await ok('PATCH', `${base()}/configs?attr=push_notification`, { value: true })).toMatchObject({
        push_notification: true,
      });
      for (const attr of ['opening', 'name', 'enable_online2', '']) {
        const response = await request('PATCH', `${base()}/configs?attr=${attr}`, owner, { value: true });
        expect(response.statusCode, attr).toBe(422);
        expect(response.json().errors.attr[0]).toBe(
          '変更できる項目は enable_online・sync_shift・push_notification です。',
        );
      }
      expect(
        (await request('PATCH', `${base()}/configs?attr=sync_shift`, owner, { value: 'yes' })).statusCode,
      ).toBe(422);
      expect((await get(`${base()}/configs`)).json()).toMatchObject({
        enable_online: true,
        sync_shift: false,
        push_notification: true,
      });
    });

    it('keeps opening hours and answers a year of open days with closed days and public holidays', async () => {
      const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        weekday === 1
          ? { weekday, open: null, close: null }
          : { weekday, open: '10:00', close: weekday === 6 ? '18:00' : '20:00' },
      );
      await ok('PUT', `${base()}/configs/opening`, {
        weekly,
        closed_dates: ['2024-12-31', '2024-12-30'],
        open_on_holidays: false,
      });
      const year = salonOpeningYearSchema.parse((await get(`${base()}/configs?attr=opening&y=2024`)).json());
      expect(year.days).toHaveLength(366);
      const day = (date: string) => year.days.find((d) => d.date === date);
      expect(day('2024-01-01')).toEqual({
        date: '2024-01-01',
        open: false,
        from: null,
        to: null,
        holiday: '元日',
        closed_reason: 'holiday',
      });
      // 2024-07-15 is 海の日, a Monday: closed both ways; the holiday is named.
      expect(day('2024-07-15')).toMatchObject({ open: false, holiday: '海の日' });
      expect(day('2024-07-16')).toMatchObject({
        open: true,
        from: '10:00',
        to: '20:00',
        holiday: null,
        closed_reason: null,
      });
      expect(day('2024-07-20')).toMatchObject({ open: true, to: '18:00' }); // Saturday
      expect(day('2024-07-22')).toMatchObject({ open: false, closed_reason: 'weekly' }); // Monday
      expect(day('2024-12-30')).toMatchObject({ open: false, closed_reason: 'closed_date' });
      // 振替休日 2024-02-12 (建国記念の日 fell on a Sunday).
      expect(day('2024-02-12')).toMatchObject({ holiday: '建国記念の日 振替休日', closed_reason: 'holiday' });
      expect((await get(`${base()}/configs`)).json().opening.closed_dates).toEqual([
        '2024-12-30',
        '2024-12-31',
      ]);
      for (const [path, field] of [
        ['/configs?attr=opening&y=24', 'y'],
        ['/configs?attr=opening', 'y'],
        ['/configs?attr=online', 'attr'],
      ] as const) {
        const response = await request('GET', `${base()}${path}`, owner);
        expect(response.statusCode, path).toBe(422);
        expect(Object.keys(response.json().errors), path).toContain(field);
      }
      const bad = await request('PUT', `${base()}/configs/opening`, owner, {
        weekly: weekly.slice(0, 6),
        closed_dates: ['2024-02-30'],
        open_on_holidays: 'no',
      });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['closed_dates.0', 'open_on_holidays', 'weekly']);
      expect((await request('PUT', `${base()}/configs/colors`, owner, {})).statusCode).toBe(404);
      const rules = await request('PUT', `${base()}/configs/reservation`, owner, {
        slot_step: 7,
        lead_time_minutes: -1,
        horizon_days: 30,
        cancel_deadline_hours: 24,
      });
      expect(Object.keys(rules.json().errors).sort()).toEqual(['lead_time_minutes', 'slot_step']);
    });

    // The console's settings forms run the same contract schemas and show these words
    // (apps/console/src/salon/settings.test.ts, "the settings forms say what the server would").
    it("answers the same words the console's settings forms show: closing before opening, a slot step", async () => {
      const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        weekday === 1
          ? { weekday, open: '19:00', close: '10:00' }
          : { weekday, open: '10:00', close: '19:00' },
      );
      const hours = await request('PUT', `${base()}/configs/opening`, owner, {
        weekly,
        closed_dates: [],
        open_on_holidays: true,
      });
      expect(hours.statusCode).toBe(422);
      expect(hours.json()).toEqual({
        message: '入力内容に誤りがあります。',
        errors: { 'weekly.1.close': ['終了時刻は開始時刻より後にしてください。'] },
      });
      const rules = await request('PUT', `${base()}/configs/reservation`, owner, {
        slot_step: 7,
        lead_time_minutes: 60,
        horizon_days: 60,
        cancel_deadline_hours: 24,
      });
      expect(rules.json().errors).toEqual({
        slot_step: ['5・10・15・20・30・60のいずれかを指定してください。'],
      });
      const attended = await request('PATCH', `${base()}/reservations/999999`, owner, { is_attended: 'yes' });
      expect(attended.json().errors).toEqual({ is_attended: ['true か false を指定してください。'] });
    });

    it('keeps the online configuration: shop, customer fields (upsert, remove, sort), actions', async () => {
      const [config] = salonOnlineConfigListSchema.parse((await get(`${base()}/online_configs`)).json());
      if (!config) throw new Error('no online config');
      expect(config.shop_info.name).toBe('本店');
      expect(config.customer_info.map((f) => f.id)).toEqual(['name', 'tel', 'note']);
      const added = await ok('PATCH', `${base()}/online_configs?attr=customer:upsert`, {
        item: {
          id: 'visit',
          label: 'ご来店',
          type: 'select',
          required: true,
          choices: ['初めて', '2回目以降'],
        },
      });
      expect(added.customer_info.map((f: { id: string }) => f.id)).toEqual(['name', 'tel', 'note', 'visit']);
      const sorted = await ok('PATCH', `${base()}/online_configs?attr=customer:sort`, {
        sorted_ids: ['visit', 'name', 'tel', 'note'],
      });
      expect(sorted.customer_info.map((f: { id: string }) => f.id)).toEqual(['visit', 'name', 'tel', 'note']);
      const stale = await request('PATCH', `${base()}/online_configs?attr=customer:sort`, owner, {
        sorted_ids: ['name', 'tel'],
      });
      expect(stale.statusCode).toBe(409);
      await ok('PATCH', `${base()}/online_configs?attr=customer:remove`, { id: 'note' });
      expect(
        (await request('PATCH', `${base()}/online_configs?attr=customer:remove`, owner, { id: 'note' }))
          .statusCode,
      ).toBe(404);
      const select = await request('PATCH', `${base()}/online_configs?attr=customer:upsert`, owner, {
        item: { id: 'Bad Id', label: '', type: 'select', choices: [] },
      });
      expect(Object.keys(select.json().errors).sort()).toEqual(['item.choices', 'item.id', 'item.label']);
      expect((await request('PATCH', `${base()}/online_configs?attr=customers`, owner, {})).statusCode).toBe(
        422,
      );
      const shop = await ok('PATCH', `${base()}/online_configs?attr=shop`, {
        shop_info: { name: 'ヘアサロン 本店', address: '東京都渋谷区神宮前1-1-1', tel: '03-1234-5678' },
      });
      expect(shop.shop_info).toEqual({
        name: 'ヘアサロン 本店',
        address: '東京都渋谷区神宮前1-1-1',
        tel: '03-1234-5678',
        access: '',
        description: '',
      });
      const actions = await ok('PUT', `${base()}/online_configs/${config.id}/actions`, {
        thanks_message: 'またのご来店をお待ちしております。',
        allow_change: false,
        allow_cancel: true,
      });
      expect(actions.actions).toEqual({
        thanks_message: 'またのご来店をお待ちしております。',
        allow_change: false,
        allow_cancel: true,
      });
      const put = await ok('PUT', `${base()}/online_configs/${config.id}`, {
        shop_info: { name: '本店' },
        customer_info: [{ id: 'name', label: 'お名前', type: 'text', required: true }],
      });
      expect(put.customer_info).toEqual([
        { id: 'name', label: 'お名前', type: 'text', required: true, choices: [] },
      ]);
      // Another salon's config id under ours.
      const [theirs] = (await get(`${base(other.sid)}/online_configs`, other.owner)).json();
      expect(
        (await request('PUT', `${base()}/online_configs/${theirs.id}/actions`, owner, {})).statusCode,
      ).toBe(404);
    });

    it('adds public URLs (unique slugs) and answers the online URL when booking is on', async () => {
      const named = await ok('POST', `${base()}/salon_urls`, { label: 'Instagram 用', slug: 'Omotesando' });
      expect(named).toMatchObject({
        slug: 'omotesando',
        label: 'Instagram 用',
        url: 'http://localhost:80/r/omotesando',
      });
      const random = await ok('POST', `${base()}/salon_urls`, { label: 'LINE 用' });
      expect(random.slug).toMatch(/^[a-z0-9]{12}$/);
      const taken = await request('POST', `${base(other.sid)}/salon_urls`, other.owner, {
        label: 'x',
        slug: 'omotesando',
      });
      expect(taken.json().errors).toEqual({ slug: ['この URL の名前はすでに使われています。'] });
      const badSlug = await request('POST', `${base()}/salon_urls`, owner, { label: 'x', slug: '-a' });
      expect(badSlug.statusCode).toBe(422);
      expect((await get(`${base()}/salon_urls`)).json().map((u: { slug: string }) => u.slug)).toEqual([
        'omotesando',
        random.slug,
      ]);
      await ok('PATCH', `${base()}/configs?attr=enable_online`, { value: true });
      expect((await get(`${base()}/online_url`)).json()).toEqual({
        online_url: 'http://localhost:80/r/omotesando',
      });
      await ok('PATCH', `${base()}/configs?attr=enable_online`, { value: false });
      expect((await get(`${base()}/online_url`)).json()).toEqual({ online_url: null });
      await ok('DELETE', `${base()}/salon_urls/${named.id}`);
      expect((await request('DELETE', `${base()}/salon_urls/${named.id}`, owner)).statusCode).toBe(404);
    });
  });

  it('keeps episodes and follows: steps, link to the salon by type, delete sets hid_at and unlinks', async () => {
    const episode = await ok('POST', '/api/episodes', { type: 10, name: '来店前のリマインド' });
    const follow = await ok('POST', '/api/episodes', { type: 20, name: '来店のお礼' });
    expect(episode).toMatchObject({ type: 10, steps: [], hid_at: null });
    const steps = [
      { timing: 'before_start', offset_minutes: 1440, message: '明日のご予約をお待ちしております。' },
      { timing: 'before_start', offset_minutes: 60, message: 'まもなくご予約の時間です。' },
    ];
    expect((await ok('POST', `/api/episodes/${episode.id}/steps`, { steps })).steps).toEqual(steps);
    const bad = await request('POST', `/api/episodes/${episode.id}/steps`, owner, {
      steps: [{ timing: 'later', offset_minutes: -5, message: '' }],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'steps.0.message',
      'steps.0.offset_minutes',
      'steps.0.timing',
    ]);
    const linkUrl = (attr: string) => `/api/line/slot_groups/${sid}/salon?attr=${attr}`;
    expect(await ok('PATCH', linkUrl('episode_id'), { value: episode.id })).toMatchObject({
      id: sid,
      episode_id: episode.id,
    });
    expect(await ok('PATCH', linkUrl('follow_id'), { value: follow.id })).toMatchObject({
      follow_id: follow.id,
    });
    // The wrong kind, another account's, an unknown attr.
    expect((await request('PATCH', linkUrl('episode_id'), owner, { value: follow.id })).statusCode).toBe(422);
    const theirs = await ok('POST', '/api/episodes', { type: 10 }, other.owner);
    expect((await request('PATCH', linkUrl('episode_id'), owner, { value: theirs.id })).statusCode).toBe(422);
    expect((await request('PATCH', linkUrl('name'), owner, { value: null })).statusCode).toBe(422);
    expect(
      (
        await request('PATCH', `/api/line/slot_groups/${other.sid}/salon?attr=episode_id`, owner, {
          value: null,
        })
      ).statusCode,
    ).toBe(404);
    expect((await request('GET', `/api/episodes/${theirs.id}`, owner)).statusCode).toBe(404);
    // Delete: hid_at set, unlinked, no longer listed or editable.
    expect(await ok('DELETE', `/api/episodes/${episode.id}`)).toBeNull();
    expect((await get(`/api/episodes/${episode.id}`)).json().hid_at).toEqual(expect.any(String));
    expect((await get('/api/salon')).json()[0]).toMatchObject({ episode_id: null, follow_id: follow.id });
    expect((await get('/api/episodes')).json().map((e: { id: number }) => e.id)).toEqual([follow.id]);
    expect((await request('POST', `/api/episodes/${episode.id}/steps`, owner, { steps })).statusCode).toBe(
      404,
    );
    expect((await request('PATCH', linkUrl('episode_id'), owner, { value: episode.id })).statusCode).toBe(
      422,
    );
  });

  it('serves a resource calendar feed (ICS) at a secret address; a new address revokes the old', async () => {
    const rid = await resource('カレンダーの人');
    expect((await get(`${base()}/resources/${rid}/ics`)).json()).toEqual({ url: null });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    await ok('POST', `${base()}/reservations`, {
      name: '高橋 由美',
      date: today,
      from: '10:00',
      to: '11:30',
      salon_resource_id: rid,
      memo: '前回と同じ',
    });
    await ok('POST', `${base()}/reservations`, {
      name: '取消 太郎',
      date: today,
      from: '12:00',
      to: '13:00',
      salon_resource_id: rid,
      status: 'cancelled',
    });
    await ok('POST', `${base()}/block_times`, {
      date: today,
      from: '13:00',
      to: '14:00',
      salon_resource_id: rid,
    });
    const { url } = await ok('POST', `${base()}/resources/${rid}/ics`);
    expect(url).toMatch(/^http:\/\/localhost:80\/ics\/salon\/[A-Za-z0-9_-]{22}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await app.inject({ url: path }); // no session
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = feed.body.replace(/\r\n /g, '');
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('SUMMARY:高橋 由美様');
    expect(body).toContain(`DTSTART:${today.replaceAll('-', '')}T010000Z`); // 10:00 in Tokyo
    expect(body).toContain('SUMMARY:予約不可');
    expect(body).not.toContain('取消 太郎');
    // A new address: the old one is gone.
    const renewed = await ok('POST', `${base()}/resources/${rid}/ics`);
    expect(renewed.url).not.toBe(url);
    expect((await app.inject({ url: path })).statusCode).toBe(404);
    expect((await app.inject({ url: '/ics/salon/short.ics' })).statusCode).toBe(404);
    expect((await request('POST', `${base()}/resources/${rid}/ics`, staff)).statusCode).toBe(403);
    expect(
      (await request('GET', `${base(other.sid)}/resources/${other.resource}/ics`, owner)).statusCode,
    ).toBe(404);
  });

  it('seeds the demo salon once, visible through the API', async () => {
    // The demo account already has a salon in this file; the seed runs on a database of its own.
    const fresh = await createTestDatabase(driver);
    try {
      const demo = await soleDemoAccount(fresh.db);
      if (!demo) throw new Error('no demo account');
      await seedSalonDemo(fresh.db, demo);
      await seedSalonDemo(fresh.db, demo);
      const freshApp = await testApp(fresh);
      try {
        const cookie = await sessionFor(fresh, DEMO_OWNER_EMAIL);
        const list = (await freshApp.inject({ url: '/api/salon', headers: { cookie } })).json();
        expect(list).toHaveLength(1);
        const resources = (
          await freshApp.inject({ url: '/api/salon/resources', headers: { cookie } })
        ).json();
        expect(resources.filter((r: { kind: string }) => r.kind === 'staff')).toHaveLength(6);
        expect(resources.filter((r: { kind: string }) => r.kind === 'facility')).toHaveLength(2);
        expect(
          (await freshApp.inject({ url: '/api/salon/courses', headers: { cookie } })).json(),
        ).toHaveLength(8);
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
        const week = await freshApp.inject({
          url: `/api/salon/${list[0].id}/time_shifts?range_date=${today}..${today}`,
          headers: { cookie },
        });
        // Every staff member works five days of seven; the rooms every day.
        expect(week.json().length).toBeGreaterThanOrEqual(2);
        // About a month of reservations around today, some with pending requests to judge.
        const from = addDays(today, -14);
        const month = (
          await freshApp.inject({
            url: `/api/salon/${list[0].id}/reservations?range_date=${from}..${addDays(today, 16)}`,
            headers: { cookie },
          })
        ).json();
        expect(month.length).toBeGreaterThan(300);
        expect(month.length).toBeLessThan(500);
        expect(month.filter((r: { change_child: unknown }) => r.change_child).length).toBe(4);
        expect(month.filter((r: { cancel_child: unknown }) => r.cancel_child).length).toBe(3);
        const rows = await fresh.db.select().from(salons).where(eq(salons.accountId, demo.accountId));
        expect(rows).toHaveLength(1);
      } finally {
        await freshApp.close();
      }
    } finally {
      await fresh.dispose();
    }
  });
});
