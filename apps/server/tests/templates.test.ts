import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LINE_MESSAGE_ERRORS } from '@console/contract/line';
import { TEMPLATE_MESSAGES } from '@console/contract/templates';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendableTemplate } from '../src/content';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, soleDemoAccount } from '../src/db/seed';
import { seedFriendsDemo } from '../src/friends/seed';
import { seedTemplatesDemo } from '../src/templates/seed';
import { usesText } from '../src/templates/service';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const text = (value: string) => ({ type: 'text', text: value });
const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'ご予約ありがとうございます',
  status: 'ready',
  messages: [text('{{var:1}}様、ご予約ありがとうございます。')],
  ...overrides,
});

/**
 * A local fake of LINE's validate endpoint (POST /v2/bot/message/validate/push): a message whose
 * text says 「LINE不可」 is refused with LINE's 400 body; 「LINE障害」 gets a 500.
 */
async function startFakeValidate() {
  const received: { auth: string | undefined; body: { messages: { text?: string }[] } }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      received.push({ auth: req.headers.authorization, body });
      const words = JSON.stringify(body);
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/v2/bot/message/validate/push') {
        res.writeHead(404).end('{}');
      } else if (words.includes('LINE不可')) {
        res.writeHead(400).end(
          JSON.stringify({
            message: 'The request body has 1 error(s)',
            details: [{ message: 'invalid sticker', property: 'messages[0].stickerId' }],
          }),
        );
      } else if (words.includes('LINE障害')) {
        res.writeHead(500).end('{}');
      } else {
        res.writeHead(200).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Message templates and content groups (issue 29). */
describe.each(DRIVERS)('templates API on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: Awaited<ReturnType<typeof startFakeValidate>>;
  let owner: string;
  let stranger: string;
  let staff: string;
  let accountId: number;
  let demo: NonNullable<Awaited<ReturnType<typeof soleDemoAccount>>>;

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object, cookie = owner) => {
    const response = await call(cookie, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };

  beforeAll(async () => {
    fake = await startFakeValidate();
    database = await createTestDatabase(driver);
    app = await testApp(database, { templates: { lineApiBaseUrl: fake.url } });
    const found = await soleDemoAccount(database.db);
    if (!found) throw new Error('no demo account');
    demo = found;
    accountId = demo.accountId;
    await seedFriendsDemo(database.db, demo);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    stranger = await sessionFor(database, (await createAccount(database)).emails.owner);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await fake?.close();
  });

  it('saves a ready template, reads it back with no problems, and lists it with its preview', async () => {
    const created = await ok('POST', '/api/templates', template());
    expect(created).toMatchObject({
      name: 'ご予約ありがとうございます',
      status: 'ready',
      group_id: null,
      problems: [],
    });
    expect(await ok('GET', `/api/templates/${created.id}`)).toEqual(created);
    const [item] = await ok('GET', '/api/templates?q=ご予約');
    expect(item).toMatchObject({
      id: created.id,
      types: ['text'],
      preview: '{{var:1}}様、ご予約ありがとうございます。',
      problem_count: 0,
    });
  });

  it('refuses a ready template over LINE’s limits field by field, and keeps it as a draft', async () => {
    const long = [
      text('あ'.repeat(5001)),
      { type: 'template', altText: 'x', template: { type: 'confirm', text: 'はい？', actions: [] } },
    ];
    const refused = await call(owner, 'POST', '/api/templates', template({ messages: long }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'messages.0.text': [LINE_MESSAGE_ERRORS.tooLong(5000)],
      'messages.1.template.actions': [LINE_MESSAGE_ERRORS.actions(2, 2)],
    });
    const draft = await ok('POST', '/api/templates', template({ status: 'draft', messages: long }));
    expect(draft.problems.map((p: { field: string }) => p.field)).toEqual([
      'messages.0.text',
      'messages.1.template.actions',
    ]);
    const [item] = await ok('GET', `/api/templates?status=draft`);
    expect(item).toMatchObject({ id: draft.id, problem_count: 2 });
    // A draft is never sent.
    expect(await sendableTemplate(database.db, accountId, draft.id)).toBeNull();
  });

  it('finds templates by words in any kana and filters by group', async () => {
    const group = await ok('POST', '/api/content_groups', { name: 'キャンペーン' });
    const spa = await ok(
      'POST',
      '/api/templates',
      template({
        name: 'ヘッドスパのご案内',
        group_id: group.id,
        messages: [text('ぐっすり眠れるヘッドスパ')],
      }),
    );
    const names = async (query: string) =>
      (await ok('GET', `/api/templates${query}`)).map((t: { name: string }) => t.name);
    expect(await names('?q=へっどすぱ')).toEqual(['ヘッドスパのご案内']);
    expect(await names('?q=ぐっすり')).toEqual(['ヘッドスパのご案内']);
    expect(await names(`?group=${group.id}`)).toEqual(['ヘッドスパのご案内']);
    expect(await names('?group=none')).not.toContain('ヘッドスパのご案内');
    expect(await names('?q=%25')).toEqual([]);
    const page = await call(owner, 'GET', '/api/templates?page=1&per_page=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    const groups = await ok('GET', '/api/content_groups');
    expect(groups).toContainEqual({ id: group.id, name: 'キャンペーン', order: 1, template_count: 1 });
    // Deleting the group keeps its template, ungrouped.
    await ok('DELETE', `/api/content_groups/${group.id}`);
    expect((await ok('GET', `/api/templates/${spa.id}`)).group_id).toBeNull();
  });

  it('orders groups by drag, refuses a stale order with 409, and renames', async () => {
    const before = await ok('GET', '/api/content_groups');
    const a = await ok('POST', '/api/content_groups', { name: '予約' });
    const b = await ok('POST', '/api/content_groups', { name: '来店後' });
    const ids = [...before.map((g: { id: number }) => g.id), a.id, b.id];
    await ok('POST', '/api/content_groups/sort', { ids: [b.id, a.id, ...ids.slice(0, -2)] });
    expect(
      (await ok('GET', '/api/content_groups'))
        .map((g: { name: string; order: number }) => [g.name, g.order])
        .slice(0, 2),
    ).toEqual([
      ['来店後', 1],
      ['予約', 2],
    ]);
    const stale = await call(owner, 'POST', '/api/content_groups/sort', { ids: [a.id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TEMPLATE_MESSAGES.groupSort);
    expect(await ok('PUT', `/api/content_groups/${a.id}`, { name: 'ご予約' })).toMatchObject({
      id: a.id,
      name: 'ご予約',
    });
    const blank = await call(owner, 'PUT', `/api/content_groups/${a.id}`, { name: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['入力してください。'] });
  });

  it('copies a template as a draft in the same group', async () => {
    const group = await ok('POST', '/api/content_groups', { name: 'コピー元' });
    const source = await ok(
      'POST',
      '/api/templates',
      template({ name: 'あ'.repeat(100), group_id: group.id }),
    );
    const copy = await ok('POST', `/api/templates/${source.id}/copy`);
    expect(copy).toMatchObject({ status: 'draft', group_id: group.id, messages: source.messages });
    expect([...copy.name]).toHaveLength(100);
    expect(copy.name.endsWith('（コピー）')).toBe(true);
  });

  it('refuses a delete while something uses the template, naming what', async () => {
    const used = await ok('POST', '/api/templates', template({ name: '使われている' }));
    const uses = [
      { kind: 'journey', id: 1, name: '春の来店' },
      { kind: 'delivery', id: 2, name: '12月のお知らせ' },
    ] as const;
    const original = app.templateUses;
    app.templateUses = async (account, id) => (account === accountId && id === used.id ? [...uses] : []);
    try {
      expect(await ok('GET', `/api/templates/${used.id}/uses`)).toEqual(uses);
      const refused = await call(owner, 'DELETE', `/api/templates/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        TEMPLATE_MESSAGES.inUse('ジャーニー「春の来店」、配信「12月のお知らせ」'),
      );
      expect((await call(owner, 'GET', `/api/templates/${used.id}`)).statusCode).toBe(200);
    } finally {
      app.templateUses = original;
    }
    await ok('DELETE', `/api/templates/${used.id}`);
    expect((await call(owner, 'GET', `/api/templates/${used.id}`)).statusCode).toBe(404);
  });

  it('names three uses and counts the rest', () => {
    const uses = ['a', 'b', 'c', 'd', 'e'].map((name, index) => ({
      kind: 'journey' as const,
      id: index + 1,
      name,
    }));
    expect(usesText(uses)).toBe('ジャーニー「a」、ジャーニー「b」、ジャーニー「c」 ほか2件');
  });

  it('asks LINE’s validate endpoint before a template becomes ready, when the channel has a token', async () => {
    await database.db.execute(
      sql`UPDATE line_channels SET access_token = 'test-token' WHERE account_id = ${accountId}`,
    );
    try {
      fake.received.length = 0;
      await ok('POST', '/api/templates', template({ messages: [text('LINE可')] }));
      expect(fake.received).toEqual([{ auth: 'Bearer test-token', body: { messages: [text('LINE可')] } }]);
      const refused = await call(owner, 'POST', '/api/templates', template({ messages: [text('LINE不可')] }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.messages).toEqual([
        TEMPLATE_MESSAGES.lineRefused(
          'The request body has 1 error(s) / messages[0].stickerId: invalid sticker',
        ),
      ]);
      const down = await call(owner, 'POST', '/api/templates', template({ messages: [text('LINE障害')] }));
      expect(down.statusCode).toBe(422);
      // A draft is not LINE's business: it saves whatever LINE would say.
      fake.received.length = 0;
      await ok('POST', '/api/templates', template({ status: 'draft', messages: [text('LINE不可')] }));
      expect(fake.received).toEqual([]);
    } finally {
      await database.db.execute(
        sql`UPDATE line_channels SET access_token = NULL WHERE account_id = ${accountId}`,
      );
    }
  });

  it('answers 404 for another account’s template or group, and 422 for its group id', async () => {
    const mine = await ok('POST', '/api/templates', template());
    const group = await ok('POST', '/api/content_groups', { name: '他人には見えない' });
    for (const [method, url, body] of [
      ['GET', `/api/templates/${mine.id}`, undefined],
      ['PUT', `/api/templates/${mine.id}`, template()],
      ['DELETE', `/api/templates/${mine.id}`, undefined],
      ['POST', `/api/templates/${mine.id}/copy`, undefined],
      ['GET', `/api/templates/${mine.id}/uses`, undefined],
      ['PUT', `/api/content_groups/${group.id}`, { name: 'x' }],
      ['DELETE', `/api/content_groups/${group.id}`, undefined],
    ] as const) {
      const response = await call(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const foreignGroup = await call(stranger, 'POST', '/api/templates', template({ group_id: group.id }));
    expect(foreignGroup.statusCode).toBe(422);
    expect(foreignGroup.json().errors).toEqual({ group_id: [TEMPLATE_MESSAGES.unknownGroup] });
    expect(await ok('GET', '/api/templates', undefined, stranger)).toEqual([]);
    expect(await ok('GET', '/api/content_groups', undefined, stranger)).toEqual([]);
  });

  it('lets staff without TEMPLATE_WRITE read but not write', async () => {
    const mine = await ok('POST', '/api/templates', template());
    expect((await call(staff, 'GET', '/api/templates')).statusCode).toBe(200);
    expect((await call(staff, 'GET', `/api/templates/${mine.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/templates', template()],
      ['PUT', `/api/templates/${mine.id}`, template({ name: '変更' })],
      ['DELETE', `/api/templates/${mine.id}`, undefined],
      ['POST', `/api/templates/${mine.id}/copy`, undefined],
      ['POST', '/api/content_groups', { name: 'x' }],
    ] as const) {
      const response = await call(staff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await ok('GET', `/api/templates/${mine.id}`)).name).toBe('ご予約ありがとうございます');
  });

  it('seeds a template of every kind that passes LINE’s limits, and a draft with its problem', async () => {
    await database.db.execute(sql`DELETE FROM message_templates WHERE account_id = ${accountId}`);
    await database.db.execute(sql`DELETE FROM content_groups WHERE account_id = ${accountId}`);
    await seedTemplatesDemo(database.db, demo);
    await seedTemplatesDemo(database.db, demo);
    const all: { status: string; types: string[]; problem_count: number }[] = await ok(
      'GET',
      '/api/templates',
    );
    expect(all).toHaveLength(7);
    expect(new Set(all.flatMap((t) => t.types))).toEqual(
      new Set(['text', 'sticker', 'template', 'image', 'imagemap', 'flex']),
    );
    expect(all.filter((t) => t.status === 'ready').every((t) => t.problem_count === 0)).toBe(true);
    expect(all.filter((t) => t.status === 'draft').map((t) => t.problem_count)).toEqual([1]);
    expect((await ok('GET', '/api/content_groups')).map((g: { name: string }) => g.name)).toEqual([
      '予約・来店',
      'キャンペーン',
    ]);
  });
});
