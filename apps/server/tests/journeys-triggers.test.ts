import { triggerInputSchema } from '@console/contract/journeys';
import { fieldErrors } from '@console/contract/validation';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDue } from '../src/journeys/engine';
import { sandboxSender } from '../src/journeys/sender';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  FORBIDDEN,
  linkMakerFor,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  XHR,
} from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = Record<string, unknown>;

/** Open-API triggers (issue 17, spec §7 "Open API triggers"): the console's calls, API keys, the inbound call. */
describe.each(DRIVERS)('open-API triggers on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let staff: string;
  let stranger: string;
  let strangerTrigger: number;
  let tagId: number;
  let friendIds: number[];

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object, cookie = owner) => {
    const response = await call(cookie, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  /** The inbound call as an outside system makes it: no cookie, no X-Requested-With. */
  const fire = (triggerId: number, body: object, key?: string, idempotencyKey?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/open_api/v1/triggers/${triggerId}/fire`,
      headers: {
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      payload: body,
    });
  const one = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows[0] ?? {};
  const outbox = async (source: string) =>
    Number((await one(sql`SELECT count(*)::int AS n FROM line_outbox WHERE source = ${source}`)).n);
  const hasTag = async (friendId: number) =>
    Number(
      (
        await one(
          sql`SELECT count(*)::int AS n FROM friend_tag_links WHERE tag_id = ${tagId} AND friend_id = ${friendId}`,
        )
      ).n,
    ) === 1;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await testApp(database);
    const account = await createAccount(database, 'トリガーの店');
    const accountId = account.accountId;
    owner = await sessionFor(database, account.emails.owner);
    staff = await sessionFor(database, account.emails.staff);
    const other = await createAccount(database, 'よその店');
    stranger = await sessionFor(database, other.emails.owner);
    const inserted = (await database.db.execute(sql`
      INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
      SELECT ${accountId}, 'Utrigger' || n, '友だち' || n, 'ともだち' || n,
             CASE WHEN n = 3 THEN 'blocked' ELSE 'following' END, now()
      FROM generate_series(1, 3) n RETURNING id`)) as unknown as { rows: Row[] };
    friendIds = inserted.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    tagId = (await ok('POST', '/api/tags', { name: 'API から' })).id;
    strangerTrigger = (await ok('POST', '/api/open_api/triggers', { name: 'よその' }, stranger)).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('keeps triggers with their actions; checks fields in Japanese; another account’s ids are 404', async () => {
    const trigger = await ok('POST', '/api/open_api/triggers', {
      name: '  購入完了  ',
      description: 'EC サイトから',
    });
    expect(trigger).toMatchObject({ name: '購入完了', open_api_trigger_actions: [], fired_count: 0 });
    const action = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: '購入タグ',
      type: 'add_tag',
      action_id: tagId,
    });
    expect(action).toMatchObject({
      trigger_id: trigger.id,
      type: 'add_tag',
      action_id: tagId,
      is_active: true,
      state: 1,
    });

    const bad = await call(owner, 'POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: '',
      type: 'explode',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'type']);
    const foreignTag = (await ok('POST', '/api/tags', { name: 'よそのタグ' }, stranger)).id;
    const foreign = await call(owner, 'POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'よそ',
      type: 'add_tag',
      action_id: foreignTag,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.action_id).toEqual(['このアカウントのタグを選んでください。']);
    const emptyMessage = await call(owner, 'POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: '空',
      type: 'message',
      text: '  ',
    });
    expect(emptyMessage.statusCode).toBe(422);
    expect(emptyMessage.json().errors).toEqual({ text: ['メッセージを入力してください（5,000文字まで）。'] });

    const isolation: Array<[Method, string, string]> = [
      ['PUT', `/api/open_api/triggers/${strangerTrigger}`, owner],
      ['DELETE', `/api/open_api/triggers/${strangerTrigger}`, owner],
      ['POST', `/api/open_api/triggers/${strangerTrigger}/trigger_actions`, owner],
      ['PUT', `/api/open_api/triggers/${strangerTrigger}/trigger_actions/${action.id}`, owner],
      ['PUT', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}`, stranger],
      ['PATCH', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}/state`, stranger],
      ['DELETE', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}`, stranger],
    ];
    for (const [method, url, cookie] of isolation) {
      const response = await call(cookie, method, url, {
        name: 'x',
        type: 'add_tag',
        action_id: tagId,
        state: 0,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // Nothing of the other account's shows in the list, and nothing was changed by the attempts.
    expect((await ok('GET', '/api/open_api/triggers')).map((t: { id: number }) => t.id)).not.toContain(
      strangerTrigger,
    );
    expect(
      (await ok('GET', '/api/open_api/triggers')).find((t: { id: number }) => t.id === trigger.id),
    ).toMatchObject({ open_api_trigger_actions: [{ id: action.id, name: '購入タグ', state: 1 }] });

    // PUT changes an action (checked as on create).
    expect(
      await ok('PUT', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}`, {
        name: '購入のお礼',
        type: 'message',
        text: 'ご購入ありがとうございます',
      }),
    ).toMatchObject({
      id: action.id,
      name: '購入のお礼',
      type: 'message',
      action_id: null,
      text: 'ご購入ありがとうございます',
    });
    expect(
      (
        await call(owner, 'PUT', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}`, {
          name: '購入のお礼',
          type: 'start_journey',
        })
      ).json().errors,
    ).toEqual({ action_id: ['このアカウントのジャーニーを選んでください。'] });

    // PUT renames the trigger; DELETE of an action removes it from the trigger.
    expect(
      await ok('PUT', `/api/open_api/triggers/${trigger.id}`, { name: '購入完了（EC）', description: '' }),
    ).toMatchObject({
      name: '購入完了（EC）',
      description: '',
    });
    expect((await call(owner, 'PUT', `/api/open_api/triggers/${trigger.id}`, { name: ' ' })).statusCode).toBe(
      422,
    );
    const extra = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: '一時的',
      type: 'remove_tag',
      action_id: tagId,
    });
    expect(await ok('DELETE', `/api/open_api/triggers/${trigger.id}/trigger_actions/${extra.id}`)).toEqual({
      status: true,
    });
    expect(
      (await ok('GET', '/api/open_api/triggers'))
        .find((t: { id: number }) => t.id === trigger.id)
        .open_api_trigger_actions.map((a: { id: number }) => a.id),
    ).toEqual([action.id]);

    // PATCH …/state switches it; only 0 and 1.
    expect(
      await ok('PATCH', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}/state`, {
        state: 0,
      }),
    ).toMatchObject({ state: 0, is_active: false });
    expect(
      (
        await call(
          owner,
          'PATCH',
          `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}/state`,
          { state: 2 },
        )
      ).statusCode,
    ).toBe(422);
  });

  it('a staff member without TRIGGER_WRITE reads triggers but cannot change them (403, nothing changes)', async () => {
    const trigger = await ok('POST', '/api/open_api/triggers', { name: '会員登録' });
    const action = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'タグ',
      type: 'add_tag',
      action_id: tagId,
    });
    expect((await call(staff, 'GET', '/api/open_api/triggers')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/open_api/triggers', { name: 'x' }],
      ['PUT', `/api/open_api/triggers/${trigger.id}`, { name: 'x' }],
      ['DELETE', `/api/open_api/triggers/${trigger.id}`, undefined],
      ['PATCH', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}/state`, { state: 0 }],
      ['DELETE', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}`, undefined],
    ] as const) {
      const response = await call(staff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const [after] = (await ok('GET', '/api/open_api/triggers')).filter(
      (t: { id: number }) => t.id === trigger.id,
    );
    expect(after).toMatchObject({
      name: '会員登録',
      open_api_trigger_actions: [{ id: action.id, state: 1 }],
    });
  });

  it('a blank trigger name: the 422 gives the words the console form shows (one schema)', async () => {
    const response = await call(owner, 'POST', '/api/open_api/triggers', { name: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['入力してください。']);
    const form = fieldErrors(triggerInputSchema, { name: '  ' });
    expect(form.ok ? [] : form.errors.name).toEqual(['入力してください。']);
  });

  it('gives API keys to the owner only, shows a key once and keeps only its hash', async () => {
    expect((await call(staff, 'POST', '/api/open_api/keys', { name: '連携' })).json()).toEqual(FORBIDDEN);
    expect((await call(staff, 'GET', '/api/open_api/keys')).statusCode).toBe(403);
    const created = await ok('POST', '/api/open_api/keys', { name: 'EC サイト' });
    expect(created.key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = await ok('GET', '/api/open_api/keys');
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const stored = await one(sql`SELECT key_hash FROM open_api_keys WHERE id = ${created.id}`);
    expect(String(stored.key_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(stored.key_hash)).not.toContain(created.key.slice(3));
    expect((await call(stranger, 'DELETE', `/api/open_api/keys/${created.id}`)).statusCode).toBe(404);
  });

  it('fires a trigger for a friend: wrong or revoked key 401, another account’s trigger 404, inactive actions do not run', async () => {
    const { key, id: keyId } = await ok('POST', '/api/open_api/keys', { name: '発火' });
    const trigger = await ok('POST', '/api/open_api/triggers', { name: '会員登録' });
    const addTag = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'タグ',
      type: 'add_tag',
      action_id: tagId,
    });
    const message = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'お礼',
      type: 'message',
      text: 'ご登録ありがとうございます',
      is_active: false,
    });
    const [friend] = friendIds as [number];

    for (const wrong of [undefined, 'ck_not-a-key', `${key}x`, 'Bearer']) {
      const response = await fire(trigger.id, { friend_id: friend }, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('API キー');
    }
    expect(await hasTag(friend)).toBe(false);
    expect((await fire(strangerTrigger, { friend_id: friend }, key)).statusCode).toBe(404);
    expect((await fire(trigger.id, { friend_id: 999_999 }, key)).statusCode).toBe(404);
    expect((await fire(trigger.id, {}, key)).statusCode).toBe(422);
    expect((await fire(trigger.id, {}, key)).json().errors).toEqual({
      line_user_id: ['友だちは line_user_id か friend_id のどちらか一方で指定してください。'],
    });
    expect(
      (await fire(trigger.id, { friend_id: friendIds[0], values: { rank: 'x' } }, key)).json().errors,
    ).toEqual({ values: ['values は友だち情報の項目 id をキーに、100 項目まで指定してください。'] });
    expect(
      (await fire(trigger.id, { friend_id: friendIds[0], values: { '1': 'あ'.repeat(1001) } }, key)).json()
        .errors,
    ).toEqual({ values: ['値は1,000文字以内で入力してください。'] });

    const fired = await fire(trigger.id, { line_user_id: 'Utrigger1' }, key);
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json()).toEqual({
      trigger_id: trigger.id,
      friend_id: friend,
      replayed: false,
      actions: [
        { id: addTag.id, type: 'add_tag', result: 'done' },
        { id: message.id, type: 'message', result: 'skipped_inactive' },
      ],
    });
    expect(await hasTag(friend)).toBe(true);
    expect(await outbox(`trigger:${trigger.id}:${message.id}`)).toBe(0);
    expect(
      (await ok('GET', '/api/open_api/keys')).find((k: { id: number }) => k.id === keyId).last_used_at,
    ).not.toBeNull();
    expect(
      (await ok('GET', '/api/open_api/triggers')).find((t: { id: number }) => t.id === trigger.id)
        .fired_count,
    ).toBe(1);

    await ok('DELETE', `/api/open_api/keys/${keyId}`);
    expect((await fire(trigger.id, { friend_id: friend }, key)).statusCode).toBe(401);
  });

  it('fires once for a retried call with the same Idempotency-Key, also when the retries come at once', async () => {
    const { key } = await ok('POST', '/api/open_api/keys', { name: '再送' });
    const trigger = await ok('POST', '/api/open_api/triggers', { name: '予約完了' });
    const message = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'お知らせ',
      type: 'message',
      text: 'ご予約ありがとうございます',
    });
    const friend = friendIds[1] as number;
    const first = await fire(trigger.id, { friend_id: friend }, key, 'order-1001');
    expect(first.statusCode).toBe(200);
    const again = await fire(trigger.id, { friend_id: friend }, key, 'order-1001');
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    expect(await outbox(`trigger:${trigger.id}:${message.id}`)).toBe(1);
    // The same key for another call is refused; without a key each call fires.
    expect(
      (await fire(trigger.id, { friend_id: friendIds[0] as number }, key, 'order-1001')).statusCode,
    ).toBe(422);
    await fire(trigger.id, { friend_id: friend }, key);
    expect(await outbox(`trigger:${trigger.id}:${message.id}`)).toBe(2);

    const burst = await Promise.all(
      Array.from({ length: 6 }, () => fire(trigger.id, { friend_id: friend }, key, 'order-1002')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(burst.filter((response) => response.statusCode === 200 && !response.json().replayed)).toHaveLength(
      1,
    );
    expect(await outbox(`trigger:${trigger.id}:${message.id}`)).toBe(3);

    // What the sandbox recorded, newest first, for the account only; ?friend_id= narrows it.
    const recorded = await ok('GET', `/api/line/outbox?friend_id=${friend}`);
    expect(
      recorded.slice(0, 3).map((item: { text: string; source: string }) => [item.text, item.source]),
    ).toEqual(
      Array.from({ length: 3 }, () => ['ご予約ありがとうございます', `trigger:${trigger.id}:${message.id}`]),
    );
    expect(recorded[0].display_name).toBe('友だち2');
    expect(await ok('GET', '/api/line/outbox', undefined, stranger)).toEqual([]);
    expect((await call(owner, 'GET', '/api/line/outbox?friend_id=x')).statusCode).toBe(422);
  });

  it('starts a journey for the friend (once), sets values first, keeps to an action’s segment and skips blocked friends’ messages', async () => {
    const { key } = await ok('POST', '/api/open_api/keys', { name: 'ジャーニー' });
    const rank = await ok('POST', '/api/vars', { name: '会員ランク', type: 'text', group_id: null });
    const gold = await ok('POST', '/api/member_queries', {
      name: 'ゴールド',
      filter: { status: 'all', vars: [{ var_id: rank.id, op: 'eq', value: 'ゴールド' }] },
    });
    const journey = await ok('POST', '/api/journeys', {
      name: 'API で開始',
      status: 'active',
      entry: { type: 'trigger' },
      steps: [{ type: 'message', text: `{{var:${rank.id}}}会員さま、ようこそ` }],
    });
    const draft = await ok('POST', '/api/journeys', {
      name: '下書き',
      entry: { type: 'trigger' },
      steps: [],
    });
    const trigger = await ok('POST', '/api/open_api/triggers', { name: 'ランクアップ' });
    const start = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: '開始',
      type: 'start_journey',
      action_id: journey.id,
      member_query_id: gold.id,
    });
    const startDraft = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: '下書きを開始',
      type: 'start_journey',
      action_id: draft.id,
    });
    const thanks = await ok('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'お礼',
      type: 'message',
      text: `{{var:${rank.id}}}会員さま、ありがとうございます`,
    });
    const [friend, , blocked] = friendIds as [number, number, number];

    const silver = await fire(trigger.id, { friend_id: friend, values: { [rank.id]: 'シルバー' } }, key);
    expect(silver.json().actions.map((a: { result: string }) => a.result)).toEqual([
      'skipped_segment',
      'journey_not_active',
      'done',
    ]);
    const goldFire = await fire(trigger.id, { friend_id: friend, values: { [rank.id]: 'ゴールド' } }, key);
    expect(goldFire.json().actions.map((a: { id: number; result: string }) => [a.id, a.result])).toEqual([
      [start.id, 'done'],
      [startDraft.id, 'journey_not_active'],
      [thanks.id, 'done'],
    ]);
    const twice = await fire(trigger.id, { friend_id: friend }, key);
    expect(twice.json().actions[0].result).toBe('already_in_journey');
    const blockedFire = await fire(
      trigger.id,
      { friend_id: blocked, values: { [rank.id]: 'ゴールド' } },
      key,
    );
    expect(blockedFire.json().actions.map((a: { result: string }) => a.result)).toEqual([
      'done',
      'journey_not_active',
      'skipped_blocked',
    ]);
    // Values must be the account's friend-info variables.
    expect((await fire(trigger.id, { friend_id: friend, values: { '999999': 'x' } }, key)).statusCode).toBe(
      422,
    );

    // The journey runs for the friend: the message with the value the call set.
    await runDue(database.db, {
      now: new Date(Date.now() + 1000),
      workerId: 'test',
      senderFor: async () => sandboxSender(database.db),
      links: linkMakerFor(database.db),
    });
    const sent = await one(
      sql`SELECT messages->0->>'text' AS text FROM line_outbox WHERE source = ${`journey:${journey.id}:0`} AND friend_id = ${friend}`,
    );
    expect(sent.text).toBe('ゴールド会員さま、ようこそ');
    expect(await outbox(`trigger:${trigger.id}:${thanks.id}`)).toBe(3);
    // The trigger's own message, with the value as each call left it.
    const thanked = await database.db.execute(
      sql`SELECT messages->0->>'text' AS text FROM line_outbox WHERE source = ${`trigger:${trigger.id}:${thanks.id}`} ORDER BY id`,
    );
    expect((thanked as unknown as { rows: { text: string }[] }).rows.map((row) => row.text)).toEqual([
      'シルバー会員さま、ありがとうございます',
      'ゴールド会員さま、ありがとうございます',
      'ゴールド会員さま、ありがとうございます',
    ]);
  });
});
