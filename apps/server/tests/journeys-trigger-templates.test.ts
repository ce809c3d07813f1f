import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import {
  callJson,
  createAccount,
  DRIVERS,
  openAccountApp,
  rows,
  sessionFor,
  type TestDatabase,
  XHR,
} from './helpers';
import { deleteTracker, expectFriendsOwnLink, linkCodes, makeTracker } from './tracked-links';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An open-API trigger's message action that sends a message template (issue 29), as a journey's
 * message step does: filled per friend, only a ready template of the account, listed among the
 * template's uses so its delete is refused.
 */
describe.each(DRIVERS)('trigger actions sending templates on %s', (driver) => {
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let db: Db;
  let cookie: string;
  let stranger: string;
  let accountId: number;
  let varId: number;
  let key: string;
  let friends: { id: number; nickname: string | null }[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callJson(app, cookie, method, url, payload);
  const raw = (method: Method, url: string, payload?: object, as = cookie) =>
    app.inject({ method, url, headers: { ...XHR, cookie: as }, ...(payload ? { payload } : {}) });
  const fire = (triggerId: number, body: object, idempotencyKey?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/open_api/v1/triggers/${triggerId}/fire`,
      headers: {
        authorization: `Bearer ${key}`,
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      payload: body,
    });
  const template = (name: string, status: 'ready' | 'draft', messages: object[]) =>
    call('POST', '/api/templates', { name, status, messages });
  const sentBy = async (source: string) =>
    rows(
      db,
      sql`SELECT friend_id, messages, retry_key FROM line_outbox WHERE source = ${source} ORDER BY id`,
    );

  beforeAll(async () => {
    let database: TestDatabase;
    ({ close, app, db, accountId, cookie, database } = await openAccountApp(
      driver,
      'トリガーのテンプレートの店',
    ));
    stranger = await sessionFor(database, (await createAccount(database, 'よその店')).emails.owner);
    varId = (await call('POST', '/api/vars', { name: 'ニックネーム', type: 'text', group_id: null })).id;
    await call('POST', '/api/common_vars', { name: '店名', code: 'store', value: '渋谷店' });
    const inserted = await rows(
      db,
      sql`INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
          SELECT ${accountId}, 'Utpl' || n, '友だち' || n, 'ともだち' || n, 'following', now()
          FROM generate_series(1, 2) n RETURNING id`,
    );
    const ids = inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
    // The first friend has a nickname; the second gets the token's fallback.
    await db.execute(
      sql`INSERT INTO friend_var_values (var_id, friend_id, value) VALUES (${varId}, ${ids[0]}, 'はなちゃん')`,
    );
    friends = [
      { id: ids[0] as number, nickname: 'はなちゃん' },
      { id: ids[1] as number, nickname: null },
    ];
    key = (await call('POST', '/api/open_api/keys', { name: 'EC サイト' })).key;
  });
  afterAll(async () => {
    await close?.();
  });

  it('fires a template’s text and Flex message filled with each friend’s values, through the sandbox outbox once per retry key', async () => {
    const bubble = (text: string) => ({
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text }] },
    });
    const ready = await template('会員登録のお礼', 'ready', [
      { type: 'text', text: `{{var:${varId}|お客}}様、{{common:store}}へのご登録ありがとうございます。` },
      {
        type: 'flex',
        altText: `{{var:${varId}|お客}}様へのクーポン`,
        contents: bubble('{{common:store}}で使える10%オフ'),
      },
    ]);
    const trigger = await call('POST', '/api/open_api/triggers', { name: '会員登録' });
    const action = await call('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'お礼',
      type: 'message',
      template_id: ready.id,
    });
    expect(action).toMatchObject({ type: 'message', template_id: ready.id, text: '', action_id: null });
    // The list answers the template with the action.
    const listed = (await call('GET', '/api/open_api/triggers')).find(
      (t: { id: number }) => t.id === trigger.id,
    );
    expect(listed.open_api_trigger_actions).toEqual([expect.objectContaining({ template_id: ready.id })]);

    for (const friend of friends) {
      const fired = await fire(trigger.id, { friend_id: friend.id }, `signup-${friend.id}`);
      expect(fired.statusCode, fired.body).toBe(200);
      expect(fired.json().actions).toEqual([{ id: action.id, type: 'message', result: 'done' }]);
    }
    // A retried call with the same key sends nothing more.
    const first = friends[0] as { id: number };
    expect((await fire(trigger.id, { friend_id: first.id }, `signup-${first.id}`)).json().replayed).toBe(
      true,
    );

    const sent = await sentBy(`trigger:${trigger.id}:${action.id}`);
    expect(sent).toHaveLength(friends.length);
    for (const friend of friends) {
      const name = friend.nickname ?? 'お客';
      const row = sent.find((item) => Number(item.friend_id) === friend.id);
      const messages = typeof row?.messages === 'string' ? JSON.parse(row.messages) : row?.messages;
      expect(messages).toEqual([
        { type: 'text', text: `${name}様、渋谷店へのご登録ありがとうございます。` },
        { type: 'flex', altText: `${name}様へのクーポン`, contents: bubble('渋谷店で使える10%オフ') },
      ]);
    }
    // The retry keys are the text message's rule (one per fire and action): two fires, two keys.
    expect(new Set(sent.map((row) => row.retry_key)).size).toBe(friends.length);
    // The console's outbox shows the first message's words.
    const outbox = await call('GET', `/api/line/outbox?friend_id=${first.id}`);
    expect(outbox[0]).toMatchObject({
      source: `trigger:${trigger.id}:${action.id}`,
      text: 'はなちゃん様、渋谷店へのご登録ありがとうございます。',
    });
  });

  it('refuses a draft or another account’s template with 422 on template_id, and keeps a text action as before', async () => {
    const trigger = await call('POST', '/api/open_api/triggers', { name: '予約完了' });
    const actions = `/api/open_api/triggers/${trigger.id}/trigger_actions`;
    const draft = await template('下書きのお知らせ', 'draft', [{ type: 'text', text: '' }]);
    const foreign = (
      await raw(
        'POST',
        '/api/templates',
        { name: 'よそのテンプレート', status: 'ready', messages: [{ type: 'text', text: 'よそ' }] },
        stranger,
      )
    ).json();
    expect(foreign.id).toEqual(expect.any(Number));
    for (const templateId of [draft.id, foreign.id, 999_999]) {
      const refused = await raw('POST', actions, {
        name: 'お知らせ',
        type: 'message',
        template_id: templateId,
      });
      expect(refused.statusCode, `template ${templateId}`).toBe(422);
      expect(refused.json()).toEqual({
        message: '入力内容に誤りがあります。',
        errors: { template_id: ['このアカウントの配信可能なテンプレートを選んでください。'] },
      });
    }
    // A body without template_id (a caller from before templates) keeps its text; null is the same.
    const text = await call('POST', actions, { name: '文章', type: 'message', text: 'ご予約を承りました' });
    expect(text).toMatchObject({ text: 'ご予約を承りました', template_id: null });
    const ready = await template('予約のお礼', 'ready', [{ type: 'text', text: 'ありがとうございます' }]);
    // Changed to a template, the text is dropped; changed back, the template is.
    expect(
      await call('PUT', `${actions}/${text.id}`, {
        name: '文章',
        type: 'message',
        text: 'ご予約を承りました',
        template_id: ready.id,
      }),
    ).toMatchObject({ text: '', template_id: ready.id });
    expect(
      await call('PUT', `${actions}/${text.id}`, { name: '文章', type: 'message', text: '承りました' }),
    ).toMatchObject({ text: '承りました', template_id: null });
    // Another type keeps no template.
    const tag = (await call('POST', '/api/tags', { name: '予約' })).id;
    expect(
      await call('POST', actions, { name: 'タグ', type: 'add_tag', action_id: tag, template_id: ready.id }),
    ).toMatchObject({ template_id: null, action_id: tag });
  });

  it('lists the action among the template’s uses and refuses its delete (409), naming the trigger and action', async () => {
    const ready = await template('使われるテンプレート', 'ready', [{ type: 'text', text: 'こんにちは' }]);
    const trigger = await call('POST', '/api/open_api/triggers', { name: 'ポイント付与' });
    const action = await call('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'お知らせ',
      type: 'message',
      template_id: ready.id,
      is_active: false,
    });
    // Switched off, it still uses the template: switched on it would send it.
    expect(await call('GET', `/api/templates/${ready.id}/uses`)).toEqual([
      { kind: 'trigger', id: action.id, name: 'ポイント付与の動作『お知らせ』' },
    ]);
    const refused = await raw('DELETE', `/api/templates/${ready.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('API トリガー「ポイント付与の動作『お知らせ』」');
    // Once the action sends a text instead, the template can go.
    await call('PUT', `/api/open_api/triggers/${trigger.id}/trigger_actions/${action.id}`, {
      name: 'お知らせ',
      type: 'message',
      text: 'ポイントを付与しました',
    });
    expect(await call('GET', `/api/templates/${ready.id}/uses`)).toEqual([]);
    expect((await raw('DELETE', `/api/templates/${ready.id}`)).statusCode).toBe(204);
  });

  it('sends nothing for a template that became a draft: the action answers template_not_ready', async () => {
    const ready = await template('あとで下書き', 'ready', [{ type: 'text', text: 'やあ' }]);
    const trigger = await call('POST', '/api/open_api/triggers', { name: '来店' });
    const action = await call('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
      name: 'あいさつ',
      type: 'message',
      template_id: ready.id,
    });
    await call('PUT', `/api/templates/${ready.id}`, {
      name: 'あとで下書き',
      status: 'draft',
      messages: [{ type: 'text', text: 'やあ' }],
    });
    const fired = await fire(trigger.id, { friend_id: friends[0]?.id });
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json().actions).toEqual([{ id: action.id, type: 'message', result: 'template_not_ready' }]);
    expect(await sentBy(`trigger:${trigger.id}:${action.id}`)).toEqual([]);
  });

  /** A message action of its own text, or one sending a ready template, that names a tracker. */
  const trackedActions = [
    ['its own text', async (text: string) => ({ text })],
    [
      'a template',
      async (text: string) => ({
        template_id: (await template(`計測つき${Math.random()}`, 'ready', [{ type: 'text', text }])).id,
      }),
    ],
  ] as const;
  const firstTexts = async (source: string) =>
    (await sentBy(source)).map((row) => {
      const messages = (typeof row.messages === 'string' ? JSON.parse(row.messages) : row.messages) as {
        text: string;
      }[];
      return { friendId: Number(row.friend_id), text: messages[0]?.text ?? '' };
    });

  it.each(trackedActions)(
    'fires %s with each friend’s own tracked link, made outside any delivery',
    async (_name, message) => {
      const trackerId = await makeTracker(app, cookie, `会員特典${Math.random()}`);
      const trigger = await call('POST', '/api/open_api/triggers', { name: '会員登録（計測）' });
      const action = await call('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
        name: '特典のお知らせ',
        type: 'message',
        ...(await message(`{{var:${varId}|お客}}様の特典はこちら {{tracker:${trackerId}}}`)),
      });
      for (const friend of friends) {
        const fired = await fire(trigger.id, { friend_id: friend.id });
        expect(fired.json().actions).toEqual([{ id: action.id, type: 'message', result: 'done' }]);
      }
      const sent = await firstTexts(`trigger:${trigger.id}:${action.id}`);
      expect(sent.map((row) => row.friendId)).toEqual(friends.map((friend) => friend.id));
      for (const friend of friends) {
        const text = sent.find((row) => row.friendId === friend.id)?.text ?? '';
        const [code = ''] = linkCodes(text);
        expect(text).toBe(`${friend.nickname ?? 'お客'}様の特典はこちら https://line.example.jp/t/${code}`);
        await expectFriendsOwnLink(app, db, code, { trackerId, friendId: friend.id });
      }
      expect(new Set(sent.map((row) => linkCodes(row.text)[0])).size).toBe(friends.length);
      // Fired again for the same friend, the message carries the same link: one per friend outside deliveries.
      const first = friends[0] as { id: number };
      await fire(trigger.id, { friend_id: first.id });
      const again = await firstTexts(`trigger:${trigger.id}:${action.id}`);
      expect(again).toHaveLength(friends.length + 1);
      expect(linkCodes(again.at(-1)?.text ?? '')).toEqual(linkCodes(sent[0]?.text ?? ''));
    },
  );

  it.each(trackedActions)(
    'sends nothing for %s whose tracker is gone: the action answers tracker_gone',
    async (_name, message) => {
      const trackerId = await makeTracker(app, cookie, `消える特典${Math.random()}`);
      const trigger = await call('POST', '/api/open_api/triggers', { name: '来店（計測）' });
      const action = await call('POST', `/api/open_api/triggers/${trigger.id}/trigger_actions`, {
        name: '特典のお知らせ',
        type: 'message',
        ...(await message(`特典はこちら {{tracker:${trackerId}}}`)),
      });
      await deleteTracker(app, cookie, trackerId);
      const fired = await fire(trigger.id, { friend_id: friends[0]?.id }, `gone-${trigger.id}`);
      expect(fired.statusCode, fired.body).toBe(200);
      expect(fired.json().actions).toEqual([{ id: action.id, type: 'message', result: 'tracker_gone' }]);
      expect(await sentBy(`trigger:${trigger.id}:${action.id}`)).toEqual([]);
      // The answer is final (the call is done): the same key replays it, and still sends nothing.
      const replayed = await fire(trigger.id, { friend_id: friends[0]?.id }, `gone-${trigger.id}`);
      expect(replayed.json()).toMatchObject({ replayed: true, actions: [{ result: 'tracker_gone' }] });
      expect(await sentBy(`trigger:${trigger.id}:${action.id}`)).toEqual([]);
    },
  );
});
