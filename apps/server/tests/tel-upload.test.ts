import { TEL_UPLOAD_MAX_BYTES, telOrderLinesSchema } from '@console/contract/tel';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from '../src/db/seed';
import { telOrderLines, telOrders } from '../src/tel/schema';
import { createAccount, DRIVERS, openTestApp, sessionFor, type TestDatabase, XHR } from './helpers';
import { cp932, cp932Csv, csvRow, csvText, flexBody, multipartBody } from './tel-fixtures';

const HEADER = '宛先電話番号,送信日,送信時刻,テンプレート番号';

describe.each(DRIVERS)('tel CSV upload on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: string;
  let templateId: number;

  const upload = (
    cookie: string | undefined,
    content: Buffer | null,
    fields: Record<string, string> = {},
  ) => {
    const body = multipartBody(fields, content ? { content } : undefined);
    return app.inject({
      method: 'POST',
      url: '/api/tel/upload',
      headers: { ...XHR, ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const stored = async () => {
    const [orders] = await database.db.select({ n: sql<number>`count(*)::int` }).from(telOrders);
    const [lines] = await database.db.select({ n: sql<number>`count(*)::int` }).from(telOrderLines);
    return { orders: orders?.n, lines: lines?.n };
  };
  const expectRejected = async (
    content: Buffer | null,
    status: number,
    fields: Record<string, string> = {},
  ) => {
    const before = await stored();
    const response = await upload(owner, content, fields);
    expect(response.statusCode).toBe(status);
    expect(await stored()).toEqual(before);
    return response.json();
  };

  beforeAll(async () => {
    ({ database, app, close } = await openTestApp(driver));
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tel/template/register',
      headers: { ...XHR, cookie: owner },
      payload: { name: '予約完了', body: flexBody() },
    });
    templateId = response.json().id;
  });
  afterAll(async () => {
    await close?.();
  });

  it('stores a 1,000-row CP932 file as a draft order of 1,000 lines to check before ordering', async () => {
    const response = await upload(owner, cp932Csv(1000, templateId), { description: ' 10月の新規会員 ' });
    expect(response.statusCode).toBe(200);
    const { id, count } = response.json();
    expect(count).toBe(1000);
    const list = (await app.inject({ url: '/api/tel/list', headers: { cookie: owner } })).json();
    expect(list[0]).toMatchObject({
      id,
      status: 0,
      description: '10月の新規会員',
      count_all: 1000,
      count_success: 0,
      count_failed: 0,
    });
    const paged = await app.inject({
      url: `/api/tel/list/${id}?page=10&per_page=100`,
      headers: { cookie: owner },
    });
    const detail = telOrderLinesSchema.parse(paged.json());
    expect(paged.headers['x-total-count']).toBe('1000');
    expect(detail).toHaveLength(100);
    expect(detail[99]).toMatchObject({
      tel: '090-1000-0999',
      datetime: '2030-12-01T01:00:00.000Z',
      status: 1,
      template_id: templateId,
      params: { param_1: '山田 太郎999', param_2: '①㈱ｶﾅ～999', param_3: '"予約, 番号" 999' },
    });
    const lines = await database.db
      .select({ status: telOrderLines.status, n: sql<number>`count(*)::int` })
      .from(telOrderLines)
      .where(eq(telOrderLines.orderId, id))
      .groupBy(telOrderLines.status);
    expect(lines).toEqual([{ status: 1, n: 1000 }]);
  });

  it('takes the memo also when it comes after the file, and reads UTF-8 with a BOM', async () => {
    const body = multipartBody(
      { description: '後ろのメモ' },
      { content: Buffer.from(`\uFEFF${csvText([csvRow(1, templateId)])}`) },
      { fileFirst: true },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/tel/upload',
      headers: { ...XHR, ...body.headers, cookie: owner },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [order] = await database.db.select().from(telOrders).where(eq(telOrders.id, response.json().id));
    expect(order?.description).toBe('後ろのメモ');
  });

  it('refuses a file with wrong rows whole, naming the rows, and stores nothing', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => csvRow(i, templateId));
    rows[4] = ['090-1234', ...(rows[4]?.slice(1) ?? [])];
    rows[10] = [rows[10]?.[0] ?? '', '2030/13/01', '10:00', String(templateId), 'a', 'b', 'c'];
    const body = await expectRejected(cp932(csvText(rows)), 422);
    expect(body).toEqual({
      message: '誤りのある行が2行あるため、登録しませんでした。',
      errors: {
        file: ['6行目: 宛先電話番号が正しくありません', '12行目: 送信日が正しくありません（例: 2023/10/01）'],
      },
    });
  });

  it('refuses rows naming a template of another account', async () => {
    const other = await createAccount(database);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/tel/template/register',
      headers: { ...XHR, cookie: await sessionFor(database, other.emails.owner) },
      payload: { name: 'よその', body: flexBody() },
    });
    const body = await expectRejected(cp932(csvText([csvRow(1, theirs.json().id)])), 422);
    expect(body.errors.file).toEqual(['2行目: テンプレート番号のテンプレートが登録されていません']);
  });

  it('answers an empty file, a header alone, a wrong header and no file with their own messages', async () => {
    expect((await expectRejected(Buffer.alloc(0), 422)).errors).toEqual({ file: ['ファイルが空です。'] });
    expect((await expectRejected(cp932(`${HEADER}\r\n`), 422)).message).toBe(
      'データの行がありません。2行目から送信内容を書いてください。',
    );
    expect((await expectRejected(cp932('電話,日付\r\n1,2\r\n'), 422)).message).toMatch(
      /^1行目の見出しが正しくありません。/,
    );
    expect(await expectRejected(null, 422, { description: 'メモだけ' })).toEqual({
      message: 'ファイルを選択してください。',
      errors: { file: ['ファイルを選択してください。'] },
    });
  });

  it('refuses a memo over 200 characters', async () => {
    const body = await expectRejected(cp932Csv(1, templateId), 422, { description: 'あ'.repeat(201) });
    expect(body.errors).toEqual({ description: ['内容メモは200文字以内で入力してください。'] });
  });

  it('answers a body that is not multipart with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tel/upload',
      headers: { ...XHR, cookie: owner },
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers a file over 20 MB with 413 and stores nothing', async () => {
    // Long (but valid) merge values keep the row count under the row limit.
    const long = 'あ'.repeat(450);
    const row = `090-1234-5678,2030/12/01,10:00,${templateId},${long},${long},${long}\r\n`;
    const rows = Math.ceil((TEL_UPLOAD_MAX_BYTES + 1024) / Buffer.byteLength(row));
    const content = Buffer.from(`${HEADER},param_1,param_2,param_3\r\n${row.repeat(rows)}`);
    expect(content.length).toBeGreaterThan(TEL_UPLOAD_MAX_BYTES);
    const body = await expectRejected(content, 413);
    expect(body).toEqual({
      message: 'ファイルが大きすぎます。20MBまでのファイルを選択してください。',
      errors: { file: ['ファイルが大きすぎます。20MBまでのファイルを選択してください。'] },
    });
  });

  it('needs a session and NOTIFICATION_WRITE', async () => {
    expect((await upload(undefined, cp932Csv(1, templateId))).statusCode).toBe(401);
    const staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    const before = await stored();
    expect((await upload(staff, cp932Csv(1, templateId))).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
