import { journeyInputSchema } from '@console/contract/journeys';
import { fieldErrors } from '@console/contract/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, soleDemoAccount } from '../src/db/seed';
import { seedFriendsDemo } from '../src/friends/seed';
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface J {
  id: number;
  name: string;
  group_id: number | null;
  order: number;
  favorite: boolean;
  favorite_order: number | null;
  status: string;
  version: number;
  steps: unknown[];
}

/** Journeys, groups and journey tags (issue 17, spec §7 "Journeys", §4 "Ordering", §8). */
describe.each(DRIVERS)('journeys API on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let stranger: string;
  let staff: string;

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object, cookie = owner) => {
    const response = await call(cookie, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const list = async (): Promise<J[]> => ok('GET', '/api/journeys');
  const inGroup = async (groupId: number | null) =>
    (await list()).filter((j) => j.group_id === groupId).map((j) => [j.name, j.order]);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    const demo = await soleDemoAccount(database.db);
    if (!demo) throw new Error('no demo account');
    await seedFriendsDemo(database.db, demo);
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    stranger = await sessionFor(database, (await createAccount(database)).emails.owner);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('makes journeys at the end of their group and lists grouped ones first, each in order', async () => {
    const a = await ok('POST', '/api/journey_groups', { name: '新規の方へ' });
    const b = await ok('POST', '/api/journey_groups', { name: '休眠の方へ' });
    for (const name of ['ようこそ', '2回目のご案内', '誕生月'])
      await ok('POST', '/api/journeys', { name, group_id: a.id });
    await ok('POST', '/api/journeys', { name: 'お試し', group_id: null });
    await ok('POST', '/api/journeys', { name: '再来店', group_id: b.id });
    expect((await list()).map((j) => [j.name, j.order])).toEqual([
      ['ようこそ', 1],
      ['2回目のご案内', 2],
      ['誕生月', 3],
      ['再来店', 1],
      ['お試し', 1],
    ]);
    const created = (await list())[0] as J;
    expect(created).toMatchObject({ status: 'draft', favorite: false, version: 1, steps: [] });
  });

  it('sorts a group renumbered from 1; a stale order (missing, extra or foreign id) is 409 and changes nothing', async () => {
    const groupId = ((await list())[0] as J).group_id;
    const ids = (await list()).filter((j) => j.group_id === groupId).map((j) => j.id);
    expect(
      await ok('POST', '/api/journeys/sort', { group_id: groupId, ids: [ids[2], ids[0], ids[1]] }),
    ).toEqual({ status: true });
    expect(await inGroup(groupId)).toEqual([
      ['誕生月', 1],
      ['ようこそ', 2],
      ['2回目のご案内', 3],
    ]);
    for (const stale of [ids.slice(0, 2), [...ids, 999_999], [ids[0], ids[0], ids[1]]]) {
      expect(
        (await call(owner, 'POST', '/api/journeys/sort', { group_id: groupId, ids: stale })).statusCode,
      ).toBe(409);
    }
    expect((await inGroup(groupId)).map(([name]) => name)).toEqual(['誕生月', 'ようこそ', '2回目のご案内']);
  });

  it('favourites: switched per journey, ordered in their own view', async () => {
    const [first, second] = (await list()) as [J, J];
    expect((await ok('PATCH', `/api/journeys/${first.id}/fav`, { favorite: true })).favorite_order).toBe(1);
    expect((await ok('PATCH', `/api/journeys/${second.id}/fav`, { favorite: true })).favorite_order).toBe(2);
    await ok('POST', '/api/journeys/sort/favorite', { ids: [second.id, first.id] });
    const favs = (await list())
      .filter((j) => j.favorite)
      .sort((x, y) => (x.favorite_order ?? 0) - (y.favorite_order ?? 0));
    expect(favs.map((j) => j.id)).toEqual([second.id, first.id]);
    expect((await call(owner, 'POST', '/api/journeys/sort/favorite', { ids: [first.id] })).statusCode).toBe(
      409,
    );
    expect(
      (await ok('PATCH', `/api/journeys/${second.id}/fav`, { favorite: false })).favorite_order,
    ).toBeNull();
  });

  it('moves journeys to the end of another group and renumbers the one they left', async () => {
    const all = await list();
    const groupId = (all[0] as J).group_id;
    const moving = all.filter((j) => j.group_id === groupId).slice(0, 2);
    await ok('POST', '/api/journeys/mv_group', { group_id: null, ids: moving.map((j) => j.id) });
    expect(await inGroup(groupId)).toEqual([['2回目のご案内', 1]]);
    expect(await inGroup(null)).toEqual([
      ['お試し', 1],
      ['誕生月', 2],
      ['ようこそ', 3],
    ]);
    expect(
      (await call(owner, 'POST', '/api/journeys/mv_group', { group_id: 999_999, ids: [moving[0]?.id] }))
        .statusCode,
    ).toBe(422);
  });

  it('copies a journey as a draft at the end of its group', async () => {
    const source = (await list()).find((j) => j.name === 'ようこそ') as J;
    const copy = await ok('POST', `/api/journeys/${source.id}/copy`);
    expect(copy).toMatchObject({
      name: 'ようこそ（コピー）',
      status: 'draft',
      group_id: source.group_id,
      order: 4,
    });
  });

  it('checks steps: each field in Japanese, ids of the account only; a change of steps raises the version', async () => {
    const tags = await ok('GET', '/api/tags');
    const varia = await ok('GET', '/api/v_resource/varia');
    const journeyTag = await ok('POST', '/api/journey_tags', { name: '2通目まで' });
    const strangerTag = await ok('POST', '/api/journey_tags', { name: 'よそ' }, stranger);
    const bad = await call(owner, 'POST', '/api/journeys', {
      name: '検査',
      steps: [
        { type: 'wait', minutes: -1 },
        { type: 'wait_until', weekday: 7, time: '25:00' },
        { type: 'message', text: ' ' },
        { type: 'add_tag', tag_id: 999_999 },
        { type: 'journey_tag', tag_id: strangerTag.id },
        { type: 'branch', tag_id: tags[0].id, else_step: 0 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        'steps.0.minutes',
        'steps.1.weekday',
        'steps.1.time',
        'steps.2.text',
        'steps.3.tag_id',
        'steps.4.tag_id',
        'steps.5.else_step',
      ].sort(),
    );
    const steps = [
      { type: 'wait', minutes: 0 },
      { type: 'message', text: '{{var:1}}さん、ご来店ありがとうございました。' },
      { type: 'branch', tag_id: tags[0].id, else_step: 4 },
      { type: 'journey_tag', tag_id: journeyTag.id },
      { type: 'set_var', var_id: varia.items[0].id, value: '2024-04-01' },
      { type: 'add_tag', tag_id: tags[1].id },
      { type: 'exit' },
    ];
    const made = await ok('POST', '/api/journeys', { name: 'お礼', steps });
    expect(made.steps).toEqual(steps);
    const renamed = await ok('PUT', `/api/journeys/${made.id}`, { name: 'お礼（来店後）', steps });
    expect(renamed.version).toBe(1);
    const changed = await ok('PUT', `/api/journeys/${made.id}`, {
      name: 'お礼（来店後）',
      steps: steps.slice(1),
    });
    expect(changed.version).toBe(2);
    // Active needs its segment.
    expect(
      (await call(owner, 'PUT', `/api/journeys/${made.id}`, { name: 'x', status: 'active' })).json().errors[
        'entry.member_query_id'
      ],
    ).toBeDefined();
    const [segment] = await ok('GET', '/api/member_queries');
    const active = await ok('PUT', `/api/journeys/${made.id}`, {
      name: 'お礼（来店後）',
      status: 'active',
      entry: { type: 'member_query', member_query_id: segment.id },
      steps: steps.slice(1),
    });
    expect(active).toMatchObject({ status: 'active', member_query_id: segment.id, version: 2 });
  });

  it('deletes a group: its journeys go to the end of the ungrouped list, in their order', async () => {
    const groups = await ok('GET', '/api/journey_groups');
    const target = groups.find((g: { name: string }) => g.name === '新規の方へ');
    const before = (await inGroup(null)).length;
    await ok('DELETE', `/api/journey_groups/${target.id}`);
    const ungrouped = await inGroup(null);
    // ようこそ and its copy had moved to the ungrouped list already.
    expect(ungrouped.slice(before)).toEqual([['2回目のご案内', before + 1]]);
    expect((await ok('GET', '/api/journey_groups')).map((g: { name: string }) => g.name)).toEqual([
      '休眠の方へ',
    ]);
  });

  it('groups: rename and sort (all groups, else 409)', async () => {
    const extra = await ok('POST', '/api/journey_groups', { name: 'キャンペーン' });
    const ids = (await ok('GET', '/api/journey_groups')).map((g: { id: number }) => g.id);
    await ok('POST', '/api/journey_groups/sort', { ids: [...ids].reverse() });
    expect(
      (await ok('GET', '/api/journey_groups')).map((g: { name: string; order: number }) => [g.name, g.order]),
    ).toEqual([
      ['キャンペーン', 1],
      ['休眠の方へ', 2],
    ]);
    expect((await call(owner, 'POST', '/api/journey_groups/sort', { ids: [extra.id] })).statusCode).toBe(409);
    expect(
      (await ok('PATCH', `/api/journey_groups/${extra.id}/rename`, { name: '年末キャンペーン' })).name,
    ).toBe('年末キャンペーン');
    expect(
      (await call(owner, 'PATCH', `/api/journey_groups/${extra.id}/rename`, { name: ' ' })).statusCode,
    ).toBe(422);
  });

  it('journey tags: sorted by order then id descending, renamed, deleted', async () => {
    await ok('POST', '/api/journey_tags', { name: '3通目まで' });
    const tags = await ok('GET', '/api/journey_tags');
    expect(tags.map((t: { name: string }) => t.name)).toEqual(['3通目まで', '2通目まで']);
    expect((await ok('PATCH', `/api/journey_tags/${tags[0].id}/rename`, { name: '3通目' })).name).toBe(
      '3通目',
    );
    expect(await ok('DELETE', `/api/journey_tags/${tags[0].id}`)).toEqual({ status: true });
    expect(
      (await call(owner, 'PATCH', `/api/journey_tags/${tags[0].id}/rename`, { name: 'x' })).json(),
    ).toEqual(NOT_FOUND);
  });

  it('bulk delete removes all or nothing (a foreign or missing id is 404) and renumbers', async () => {
    const ungrouped = (await list()).filter((j) => j.group_id === null);
    const foreign = await ok('POST', '/api/journeys', { name: 'よその' }, stranger);
    expect(
      (await call(owner, 'POST', '/api/journeys/bulk_delete', { ids: [ungrouped[0]?.id, foreign.id] }))
        .statusCode,
    ).toBe(404);
    expect((await list()).length).toBeGreaterThanOrEqual(ungrouped.length);
    await ok('POST', '/api/journeys/bulk_delete', { ids: [ungrouped[0]?.id, ungrouped[1]?.id] });
    const left = (await list()).filter((j) => j.group_id === null);
    expect(left.map((j) => j.order)).toEqual(left.map((_, i) => i + 1));
    expect((await call(owner, 'POST', '/api/journeys/bulk_delete', { ids: [] })).statusCode).toBe(422);
  });

  it('answers 404 for another account’s journey, group or tag on every id route', async () => {
    const journey = ((await list())[0] as J).id;
    const group = (await ok('GET', '/api/journey_groups'))[0].id;
    const tag = (await ok('GET', '/api/journey_tags'))[0].id;
    for (const [method, url, body] of [
      ['GET', `/api/journeys/${journey}`, undefined],
      ['PUT', `/api/journeys/${journey}`, { name: 'x' }],
      ['DELETE', `/api/journeys/${journey}`, undefined],
      ['PATCH', `/api/journeys/${journey}/fav`, { favorite: true }],
      ['POST', `/api/journeys/${journey}/copy`, undefined],
      ['POST', '/api/journeys/bulk_delete', { ids: [journey] }],
      ['POST', '/api/journeys/mv_group', { group_id: null, ids: [journey] }],
      ['PATCH', `/api/journey_groups/${group}/rename`, { name: 'x' }],
      ['DELETE', `/api/journey_groups/${group}`, undefined],
      ['PATCH', `/api/journey_tags/${tag}/rename`, { name: 'x' }],
      ['DELETE', `/api/journey_tags/${tag}`, undefined],
    ] as const) {
      const response = await call(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await call(stranger, 'POST', '/api/journeys', { name: 'x', group_id: group })).statusCode).toBe(
      422,
    );
    expect((await call(owner, 'GET', '/api/journeys/abc')).statusCode).toBe(404);
  });

  it('the read-only demo staff reads journeys but every write without JOURNEY_WRITE (or TRIGGER_WRITE) is 403 and changes nothing', async () => {
    const before = await list();
    const journey = (before[0] as J).id;
    const group = (await ok('GET', '/api/journey_groups'))[0].id;
    const tag = (await ok('GET', '/api/journey_tags'))[0].id;
    expect((await call(staff, 'GET', '/api/journeys')).statusCode).toBe(200);
    expect((await call(staff, 'GET', `/api/journeys/${journey}/counts`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/journeys/bulk_delete', { ids: [journey] }],
      ['POST', '/api/journeys', { name: 'x' }],
      ['PUT', `/api/journeys/${journey}`, { name: 'x', status: 'active' }],
      ['POST', `/api/journeys/${journey}/copy`, undefined],
      ['PATCH', `/api/journey_groups/${group}/rename`, { name: 'x' }],
      ['POST', '/api/journey_tags', { name: 'x' }],
      ['DELETE', `/api/journey_tags/${tag}`, undefined],
      // Open-API triggers send messages: TRIGGER_WRITE, which the demo staff does not hold either.
      ['POST', '/api/open_api/triggers', { name: 'x' }],
    ] as const) {
      const response = await call(staff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect(await list()).toEqual(before);
  });

  it("a step's field: the 422 gives the words the console's editor shows under it (one schema), with the account's problems beside them", async () => {
    const body = {
      name: '検査',
      steps: [
        { type: 'wait', minutes: -1 },
        { type: 'message', text: '' },
        { type: 'add_tag', tag_id: 99_999_999_999 },
        { type: 'branch', tag_id: 999_999, else_step: 1 },
      ],
    };
    const response = await call(owner, 'POST', '/api/journeys', body);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors['steps.0.minutes']).toEqual(['待つ時間は 0〜525,600 分（1年）の整数で入力してください。']);
    expect(errors['steps.1.text']).toEqual(['メッセージを入力してください（5,000文字まで）。']);
    const form = fieldErrors(journeyInputSchema, body);
    expect(form.ok).toBe(false);
    const shown = form.ok ? {} : form.errors;
    expect(errors['steps.0.minutes']).toEqual(shown['steps.0.minutes']);
    expect(errors['steps.1.text']).toEqual(shown['steps.1.text']);
    // What only the server knows (the account's tags, a branch only jumps ahead) in the same 422.
    expect(errors['steps.2.tag_id']).toEqual(['このアカウントのタグを選んでください。']);
    expect(errors['steps.3.tag_id']).toEqual(['このアカウントのタグを選んでください。']);
    expect(errors['steps.3.else_step']).toEqual([
      '条件に合わないときの行き先は、このステップより後のステップを選んでください。',
    ]);
    expect(Object.keys(errors).sort()).toEqual(
      ['steps.0.minutes', 'steps.1.text', 'steps.2.tag_id', 'steps.3.tag_id', 'steps.3.else_step'].sort(),
    );
    // The same on a change, and the step count on the array.
    const [journey] = await list();
    const update = await call(owner, 'PUT', `/api/journeys/${journey?.id}`, body);
    expect(update.json().errors).toEqual(errors);
    const many = await call(owner, 'POST', '/api/journeys', {
      name: '長い',
      steps: Array.from({ length: 51 }, () => ({ type: 'exit' })),
    });
    expect(many.json().errors).toEqual({ steps: ['ステップは50個までです。'] });
  });

  it('a blank or too long journey name: the 422 gives the words the console form shows (one schema)', async () => {
    for (const name of ['   ', 'あ'.repeat(101)]) {
      const response = await call(owner, 'POST', '/api/journeys', { name });
      expect(response.statusCode).toBe(422);
      const form = fieldErrors(journeyInputSchema, { name });
      expect(form.ok).toBe(false);
      expect(response.json().errors.name).toEqual(form.ok ? [] : form.errors.name);
    }
    expect((await call(owner, 'POST', '/api/journeys', { name: '   ' })).json().errors.name).toEqual([
      '入力してください。',
    ]);
    expect(
      (await call(owner, 'POST', '/api/journey_groups', { name: 'あ'.repeat(101) })).json().errors.name,
    ).toEqual(['100文字以内で入力してください。']);
    expect((await call(owner, 'POST', '/api/journeys/bulk_delete', { ids: [] })).json().errors.ids).toEqual([
      'id は1〜500個で指定してください。',
    ]);
  });
});
