import { operationUrl } from '@console/contract';
import {
  TEL_OPS,
  TEL_SAMPLE_CSV_PATH,
  telOrderLinesSchema,
  telOrderListSchema,
  telRegisterSchema,
  telTemplateListSchema,
  telTemplateSchema,
} from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from '../src/db/seed';
import { telOrderLines, telOrders } from '../src/tel/schema';
import { senderMessages } from '../src/tel/sender/messages';
import { createOrder } from '../src/tel/service';
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
import { flexBody } from './tel-fixtures';

describe.each(DRIVERS)('tel orders and templates on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let staff: string;
  let accountId: number;
  let templateId: number;

  const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string | undefined, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...XHR, ...(cookie ? { cookie } : {}) }, payload });

  const registerTemplate = async (cookie: string, name = '予約完了') => {
    const response = await post('/api/tel/template/register', cookie, { name, body: flexBody() });
    expect(response.statusCode).toBe(200);
    return response.json().id as number;
  };
  const single = (cookie: string, overrides: object = {}) =>
    post('/api/tel/register', cookie, {
      tel: '090-1234-5678',
      date: '2023/10/01',
      time: '10:00:00',
      template_id: templateId,
      params: { param_1: '山田 太郎', param_2: '' },
      ...overrides,
    });
  const draft = async () => {
    const response = await single(owner);
    expect(response.statusCode).toBe(200);
    return response.json().id as number;
  };
  const setStatus = (id: number, status: number) => post(`/api/tel/list/${id}/status`, owner, { status });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    accountId = (await get('/api/account', owner)).json().id;
    templateId = await registerTemplate(owner);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('needs a session for every tel call', async () => {
    for (const url of [
      '/api/tel/list',
      '/api/tel/list/1',
      '/api/tel/list/1/status',
      '/api/tel/template/list',
      '/api/tel/template/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    for (const url of ['/api/tel/register', '/api/tel/template/register', '/api/tel/list/1/status']) {
      expect((await post(url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('refuses writes without X-Requested-With with 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tel/template/register',
      headers: { cookie: owner },
      payload: { name: 'x', body: flexBody() },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets staff without NOTIFICATION_WRITE read but answers every write with 403, storing nothing', async () => {
    const id = await draft();
    expect((await get('/api/tel/list', staff)).statusCode).toBe(200);
    expect((await get(`/api/tel/list/${id}`, staff)).statusCode).toBe(200);
    expect((await get('/api/tel/template/list', staff)).statusCode).toBe(200);
    const before = (await get('/api/tel/template/list', owner)).json().length;
    for (const [url, payload] of [
      ['/api/tel/template/register', { name: 'スタッフ', body: flexBody() }],
      [
        '/api/tel/register',
        { tel: '090-1234-5678', date: '2023/10/01', time: '10:00', template_id: templateId },
      ],
      [`/api/tel/list/${id}/status`, { status: 1 }],
      ['/api/tel/upload', {}],
    ] as const) {
      const response = await post(url, staff, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await get('/api/tel/template/list', owner)).json()).toHaveLength(before);
    expect((await get(`/api/tel/list/${id}/status`, owner)).json()).toEqual({ status: 0 });
  });

  describe('templates', () => {
    it('registers a template and lists it newest first, with its body by id', async () => {
      const id = await registerTemplate(owner, '  リマインド  ');
      const list = telTemplateListSchema.parse((await get('/api/tel/template/list', owner)).json());
      expect(list[0]).toMatchObject({ id, name: 'リマインド' });
      expect(list.map((t) => t.id)).toContain(templateId);
      const one = await get(`/api/tel/template/${id}`, owner);
      expect(one.statusCode).toBe(200);
      expect(telTemplateSchema.parse(one.json())).toEqual({
        id,
        name: 'リマインド',
        body: flexBody(),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
    });

    it('answers every problem of name and body at once with 422 in Japanese', async () => {
      const response = await post('/api/tel/template/register', owner, {
        name: '',
        body: flexBody('[param_1] [param_11]'),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: '入力内容に誤りがあります。',
        errors: {
          name: ['入力してください。'],
          body: ['差し込み項目は [param_1]〜[param_10] だけが使えます（[param_11]）。'],
        },
      });
      const notJson = await post('/api/tel/template/register', owner, { name: 'x', body: '{' });
      expect(notJson.json().errors).toEqual({ body: ['JSON の形式が正しくありません。'] });
      const missing = await post('/api/tel/template/register', owner, { name: 'x' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ body: ['入力してください。'] });
    });

    it('answers another account’s, a missing and a non-digit template id with 404', async () => {
      const other = await createAccount(database);
      const theirs = await registerTemplate(await sessionFor(database, other.emails.owner), 'よその');
      for (const id of [theirs, 999_999, 'abc', '1e3']) {
        const response = await get(`/api/tel/template/${id}`, owner);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      const list = (await get('/api/tel/template/list', owner)).json();
      expect(list.map((t: { id: number }) => t.id)).not.toContain(theirs);
    });
  });

  describe('single registration', () => {
    it('creates a draft order of one line, shown in the list and the detail', async () => {
      const id = await draft();
      const list = telOrderListSchema.parse((await get('/api/tel/list', owner)).json());
      expect(list[0]).toEqual({
        id,
        created_at: expect.any(String),
        status: 0,
        description: '個別登録',
        count_all: 1,
        count_success: 0,
        count_failed: 0,
      });
      const detail = telOrderLinesSchema.parse((await get(`/api/tel/list/${id}`, owner)).json());
      expect(detail).toEqual([
        {
          id: expect.any(Number),
          datetime: '2023-10-01T01:00:00.000Z',
          status: 1,
          sent_at: null,
          tel: '090-1234-5678',
          template_id: templateId,
          params: { param_1: '山田 太郎' },
          error_message: null,
          outcome_unknown: false,
        },
      ]);
      const [stored] = await database.db.select().from(telOrderLines).where(eq(telOrderLines.orderId, id));
      expect(stored?.tel).toBe('+819012345678');
      expect(stored?.accountId).toBe(accountId);
    });

    it('says how many unsent lines would go at once (past) or at night if ordered now (issue 28)', async () => {
      // 2023/10/01 10:00 is past; 2099/01/01 22:00 and 07:59:59 Tokyo are night; 08:00 and 20:59:59 day.
      const times: [string, string][] = [
        ['2023/10/01', '10:00:00'],
        ['2099/01/01', '22:00:00'],
        ['2099/01/02', '07:59:59'],
        ['2099/01/02', '08:00:00'],
        ['2099/01/02', '20:59:59'],
      ];
      const ids: number[] = [];
      for (const [date, time] of times) {
        const response = await single(owner, { date, time });
        expect(response.statusCode).toBe(200);
        ids.push(response.json().id);
      }
      const schedules = await Promise.all(
        ids.map(async (id) => (await get(`/api/tel/list/${id}/schedule`, owner)).json()),
      );
      const hour = new Date().getUTCHours() + 9;
      const nowIsNight = hour % 24 >= 21 || hour % 24 < 8;
      expect(schedules).toEqual([
        { count: 1, past: 1, night: nowIsNight ? 1 : 0 },
        { count: 1, past: 0, night: 1 },
        { count: 1, past: 0, night: 1 },
        { count: 1, past: 0, night: 0 },
        { count: 1, past: 0, night: 0 },
      ]);
      // A line sent is no longer to come.
      await database.db
        .update(telOrderLines)
        .set({ status: 3 })
        .where(eq(telOrderLines.orderId, ids[1] as number));
      expect((await get(`/api/tel/list/${ids[1]}/schedule`, owner)).json()).toEqual({
        count: 0,
        past: 0,
        night: 0,
      });
    });

    it('accepts hh:mm, yyyy-m-d, full-width digits and a template id as a string', async () => {
      const response = await single(owner, {
        tel: '０８０ー２３４５ー６７８９',
        date: '2030-1-2',
        time: '9:30',
        template_id: String(templateId),
        params: undefined,
      });
      expect(response.statusCode).toBe(200);
      const detail = (await get(`/api/tel/list/${response.json().id}`, owner)).json();
      expect(detail[0]).toMatchObject({
        tel: '080-2345-6789',
        datetime: '2030-01-02T00:30:00.000Z',
        params: {},
      });
    });

    it('answers every wrong field with 422 and Japanese messages', async () => {
      const response = await single(owner, {
        tel: '090-1234',
        date: '2023/02/30',
        time: '25:00',
        template_id: 999_999,
        params: { param_2: 'あ'.repeat(501) },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: '入力内容に誤りがあります。',
        errors: {
          tel: ['宛先電話番号が正しくありません。'],
          date: ['送信日が正しくありません（例: 2023/10/01）。'],
          time: ['送信時刻が正しくありません（例: 10:00:00）。'],
          template_id: ['テンプレート番号のテンプレートが登録されていません。'],
          'params.param_2': ['param_2 は500文字以内で入力してください。'],
        },
      });
      const empty = await single(owner, { tel: '', date: '', time: '', template_id: '' });
      expect(empty.json().errors).toEqual({
        tel: ['宛先電話番号を入力してください。'],
        date: ['送信日を入力してください。'],
        time: ['送信時刻を入力してください。'],
        template_id: ['テンプレート番号を入力してください。'],
      });
      expect((await single(owner, { template_id: 1.5 })).json().errors).toEqual({
        template_id: ['テンプレート番号が正しくありません。'],
      });
      const unknown = await single(owner, { params: { param_11: 'x' } });
      expect(unknown.statusCode).toBe(422);
      expect((await single(owner, { tel: undefined })).json().errors).toEqual({
        tel: ['入力してください。'],
      });
    });

    it('answers a bad field with the very message the console form shows (the contract’s schema)', async () => {
      const bodies = [
        { tel: '090-1234' },
        { tel: '', date: '2023/13/01', time: '10:60' },
        { template_id: '' },
        { template_id: 'x5', params: { param_3: 'あ'.repeat(501) } },
      ];
      for (const overrides of bodies) {
        const payload = {
          tel: '090-1234-5678',
          date: '2023/10/01',
          time: '10:00:00',
          template_id: templateId,
          ...overrides,
        };
        const response = await post(operationUrl(TEL_OPS.registerTel), owner, payload);
        expect(response.statusCode).toBe(422);
        const form = fieldErrors(telRegisterSchema, payload);
        expect(form.ok).toBe(false);
        expect(response.json().errors).toEqual(form.ok ? null : form.errors);
      }
      // The sample field: 宛先電話番号.
      const bad = await single(owner, { tel: '090-1234' });
      expect(bad.json().errors.tel).toEqual(['宛先電話番号が正しくありません。']);
      const form = fieldErrors(telRegisterSchema, {
        ...bodies[0],
        date: '2023/10/01',
        time: '10:00',
        template_id: 1,
      });
      expect(form.ok ? [] : form.errors.tel).toEqual(['宛先電話番号が正しくありません。']);
    });

    it('answers a body that is not an object with one error for the whole body', async () => {
      const response = await post(TEL_OPS.registerTel.path, owner, []);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['_']);
    });

    it('refuses a number outside Japan’s numbering plan with the same message as a malformed one', async () => {
      // Shaped like a number (the form lets it through), but no such number exists.
      const response = await single(owner, { tel: '000-0000-0000' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ tel: ['宛先電話番号が正しくありません。'] });
    });

    it('refuses a template of another account as if it did not exist', async () => {
      const other = await createAccount(database);
      const theirs = await registerTemplate(await sessionFor(database, other.emails.owner), 'よその');
      const response = await single(owner, { template_id: theirs });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        template_id: ['テンプレート番号のテンプレートが登録されていません。'],
      });
    });
  });

  describe('order list and detail', () => {
    it('lists the account’s orders newest first, a page at a time, with the total', async () => {
      const other = await createAccount(database);
      const otherCookie = await sessionFor(database, other.emails.owner);
      const otherTemplate = await registerTemplate(otherCookie);
      await post('/api/tel/register', otherCookie, {
        tel: '090-1234-5678',
        date: '2023/10/01',
        time: '10:00',
        template_id: otherTemplate,
      });
      const ids = [await draft(), await draft(), await draft()];
      const all = telOrderListSchema.parse((await get('/api/tel/list', owner)).json());
      expect(all.slice(0, 3).map((o) => o.id)).toEqual([...ids].reverse());
      const response = await get('/api/tel/list?page=2&per_page=1', owner);
      const page = telOrderListSchema.parse(response.json());
      expect(page.map((o) => o.id)).toEqual([ids[1]]);
      expect(response.headers['x-total-count']).toBe(String(all.length));
      const last = all.length;
      expect(response.headers.link).toBe(
        [
          '</api/tel/list?page=1&per_page=1>; rel="first"',
          '</api/tel/list?page=1&per_page=1>; rel="prev"',
          '</api/tel/list?page=3&per_page=1>; rel="next"',
          `</api/tel/list?page=${last}&per_page=1>; rel="last"`,
        ].join(', '),
      );
      const theirs = telOrderListSchema.parse((await get('/api/tel/list', otherCookie)).json());
      expect(theirs).toHaveLength(1);
      expect(all.map((o) => o.id)).not.toContain(theirs[0]?.id);
    });

    it('answers bad paging values with 422', async () => {
      for (const query of ['page=0', 'per_page=1001', 'per_page=0', 'page=x']) {
        expect((await get(`/api/tel/list?${query}`, owner)).statusCode, query).toBe(422);
      }
    });

    it('pages through the lines of a large order in id order', async () => {
      const count = 250;
      const id = await createOrder(database.db, {
        accountId,
        userId: 1,
        description: '大量',
        lines: {
          count,
          tels: Array.from({ length: count }, (_, i) => `+8190${String(10_000_000 + i)}`),
          epochs: Array.from({ length: count }, (_, i) => 1_900_000_000 + i),
          templateIds: Array.from({ length: count }, () => templateId),
          params: Array.from({ length: count }, (_, i) => JSON.stringify({ param_1: `"引用" \\ ${i}` })),
        },
      });
      const response = await get(`/api/tel/list/${id}?page=3&per_page=100`, owner);
      const last = telOrderLinesSchema.parse(response.json());
      expect(response.headers['x-total-count']).toBe(String(count));
      expect(response.headers.link).not.toContain('rel="next"');
      expect(last).toHaveLength(50);
      expect(last[0]).toMatchObject({ tel: '090-1000-0200', params: { param_1: '"引用" \\ 200' } });
      const ids = last.map((line) => line.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const first = await get(`/api/tel/list/${id}?page=1`, owner);
      expect(telOrderLinesSchema.parse(first.json())).toHaveLength(100);
      expect(first.headers.link).toContain(`</api/tel/list/${id}?page=2&per_page=100>; rel="next"`);
      // Without paging the whole order comes back (streamed), as a client written to the spec expects.
      const whole = await get(`/api/tel/list/${id}`, owner);
      expect(whole.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(whole.headers['x-total-count']).toBeUndefined();
      const lines = telOrderLinesSchema.parse(whole.json());
      expect(lines).toHaveLength(count);
      expect(lines[0]?.datetime).toBe(new Date(1_900_000_000_000).toISOString());
      expect(lines.map((line) => line.id)).toEqual([...lines.map((line) => line.id)].sort((a, b) => a - b));
    });

    it('answers another account’s, a missing and a non-digit order id with 404', async () => {
      const other = await createAccount(database);
      const otherCookie = await sessionFor(database, other.emails.owner);
      const otherTemplate = await registerTemplate(otherCookie);
      const theirs = (
        await post('/api/tel/register', otherCookie, {
          tel: '090-1234-5678',
          date: '2023/10/01',
          time: '10:00',
          template_id: otherTemplate,
        })
      ).json().id;
      for (const id of [theirs, 999_999, 'abc', '-1']) {
        for (const url of [
          `/api/tel/list/${id}`,
          `/api/tel/list/${id}/status`,
          `/api/tel/list/${id}/schedule`,
        ]) {
          const response = await get(url, owner);
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
        const change = await setStatus(id as number, 1);
        expect(change.statusCode).toBe(404);
      }
      expect((await get(`/api/tel/list/${theirs}/status`, otherCookie)).json()).toEqual({ status: 0 });
    });
  });

  describe('status changes', () => {
    it('orders a draft once, then cancels it once, with 409 and a reason otherwise', async () => {
      const id = await draft();
      expect((await get(`/api/tel/list/${id}/status`, owner)).json()).toEqual({ status: 0 });
      const ordered = await setStatus(id, 1);
      expect(ordered.statusCode).toBe(200);
      expect(ordered.json()).toEqual({ status: 1 });
      const again = await setStatus(id, 1);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'この注文はすでに発注されています。' });
      expect((await setStatus(id, -1)).json()).toEqual({ status: -1 });
      expect((await setStatus(id, -1)).json()).toEqual({
        message: 'この注文はすでにキャンセルされています。',
      });
      expect((await setStatus(id, 1)).json()).toEqual({ message: 'キャンセル済みの注文は発注できません。' });
      expect((await get(`/api/tel/list/${id}/status`, owner)).json()).toEqual({ status: -1 });
      const [row] = await database.db.select().from(telOrders).where(eq(telOrders.id, id));
      expect(row?.orderedAt).toBeInstanceOf(Date);
      expect(row?.cancelledAt).toBeInstanceOf(Date);
      // Cancelling leaves the unsent line as it was: never sent, still counted as unsent.
      const [line] = await database.db.select().from(telOrderLines).where(eq(telOrderLines.orderId, id));
      expect(line?.status).toBe(1);
    });

    it('cancels a draft directly and an order in progress, but never a finished one', async () => {
      expect((await setStatus(await draft(), -1)).json()).toEqual({ status: -1 });
      const running = await draft();
      await database.db.update(telOrders).set({ status: 2 }).where(eq(telOrders.id, running));
      expect((await setStatus(running, 1)).statusCode).toBe(409);
      expect((await setStatus(running, -1)).json()).toEqual({ status: -1 });
      const done = await draft();
      await database.db.update(telOrders).set({ status: 3 }).where(eq(telOrders.id, done));
      const refused = await setStatus(done, -1);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: '送信が完了した注文は取り消せません。' });
      expect((await get(`/api/tel/list/${done}/status`, owner)).json()).toEqual({ status: 3 });
    });

    it('answers statuses other than 1 and -1 with 422', async () => {
      const id = await draft();
      for (const status of [0, 2, 3, '1', null]) {
        expect((await setStatus(id, status as number)).statusCode).toBe(422);
      }
      expect((await post(`/api/tel/list/${id}/status`, owner, {})).statusCode).toBe(422);
    });

    it('lets exactly one of several operators ordering the same draft at once succeed', async () => {
      for (let round = 0; round < 3; round += 1) {
        const id = await draft();
        const responses = await Promise.all(Array.from({ length: 4 }, () => setStatus(id, 1)));
        const codes = responses.map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, 409, 409, 409]);
        for (const response of responses.filter((r) => r.statusCode === 409)) {
          expect(response.json()).toEqual({ message: 'この注文はすでに発注されています。' });
        }
        const [row] = await database.db
          .select({ status: telOrders.status })
          .from(telOrders)
          .where(and(eq(telOrders.id, id), eq(telOrders.accountId, accountId)));
        expect(row?.status).toBe(1);
      }
    });
  });

  it('serves the CP932 sample CSV as an attachment without a session', async () => {
    const response = await app.inject({ url: TEL_SAMPLE_CSV_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tel_sample.csv"');
    const text = iconv.decode(response.rawPayload, 'cp932');
    expect(text.startsWith('宛先電話番号,送信日,送信時刻,テンプレート番号,param_1,')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(4);
  });

  it('documents the tel routes in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const path of [
      '/api/tel/list',
      '/api/tel/list/{id}',
      '/api/tel/list/{id}/status',
      '/api/tel/template/list',
      '/api/tel/template/{id}',
      '/api/tel/register',
      '/api/tel/template/register',
      '/api/tel/upload',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    for (const [name, op] of Object.entries(TEL_OPS)) {
      const documented = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(documented?.operationId, name).toBe(name);
      expect(documented?.tags, name).toEqual(['tel']);
    }
    expect(doc.paths[TEL_SAMPLE_CSV_PATH]).toBeUndefined();
  });

  describe('lines whose outcome is unknown', () => {
    /** A one-line order that the sender left "unknown" (its worker stopped mid-send), finished. */
    const unknownLine = async () => {
      const id = await draft();
      await database.db.update(telOrders).set({ status: 3, countFailed: 1 }).where(eq(telOrders.id, id));
      const [line] = await database.db
        .update(telOrderLines)
        .set({
          status: -2,
          errorMessage: senderMessages.interrupted,
          claimedAt: new Date('2030-01-01T00:00:00Z'),
        })
        .where(eq(telOrderLines.orderId, id))
        .returning({ id: telOrderLines.id });
      return { id, lineId: line?.id as number };
    };
    const resolve = (id: number, lineId: number, action: string, cookie = owner) =>
      post(`/api/tel/list/${id}/lines/${lineId}/resolve`, cookie, { action });

    it('shows them as unknown, and marks one sent: a success instead of a failure', async () => {
      const { id, lineId } = await unknownLine();
      const [shown] = telOrderLinesSchema.parse((await get(`/api/tel/list/${id}`, owner)).json());
      expect(shown?.outcome_unknown).toBe(true);
      const response = await resolve(id, lineId, 'sent');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: lineId,
        status: 3,
        sent_at: '2030-01-01T00:00:00.000Z',
        outcome_unknown: false,
        error_message: null,
      });
      const [order] = telOrderListSchema
        .parse((await get('/api/tel/list', owner)).json())
        .filter((o) => o.id === id);
      expect(order).toMatchObject({ status: 3, count_success: 1, count_failed: 0 });
    });

    it('sends one again: back in the queue, and the finished order is in progress again', async () => {
      const { id, lineId } = await unknownLine();
      const response = await resolve(id, lineId, 'resend');
      expect(response.json()).toMatchObject({ status: 1, outcome_unknown: false });
      const [row] = await database.db.select().from(telOrders).where(eq(telOrders.id, id));
      expect(row).toMatchObject({ status: 2, countFailed: 0, countSuccess: 0, completedAt: null });
      // Deciding twice is a conflict, not a double count.
      expect((await resolve(id, lineId, 'sent')).statusCode).toBe(409);
    });

    it('refuses lines that failed for a known reason, cancelled orders, staff and other accounts', async () => {
      const { id, lineId } = await unknownLine();
      expect((await resolve(id, lineId, 'sent', staff)).statusCode).toBe(403);
      const other = await createAccount(database);
      const otherCookie = await sessionFor(database, other.emails.owner);
      expect((await resolve(id, lineId, 'sent', otherCookie)).statusCode).toBe(404);
      expect((await resolve(id, lineId, 'delete')).statusCode).toBe(422);
      await database.db
        .update(telOrderLines)
        .set({ errorMessage: senderMessages.cannotReceive })
        .where(eq(telOrderLines.id, lineId));
      expect((await resolve(id, lineId, 'resend')).json()).toEqual({
        message: 'この行は送信結果が不明な行ではありません。',
      });
      await database.db
        .update(telOrderLines)
        .set({ errorMessage: senderMessages.interrupted })
        .where(eq(telOrderLines.id, lineId));
      await database.db.update(telOrders).set({ status: -1 }).where(eq(telOrders.id, id));
      const cancelled = await resolve(id, lineId, 'resend');
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({ message: 'キャンセル済みの注文の行は変更できません。' });
    });
  });
});
