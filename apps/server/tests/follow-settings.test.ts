import { createHmac } from 'node:crypto';
import { FOLLOW_DEFAULTS, FOLLOW_MESSAGES } from '@console/contract/journeys';
import { LINE_MESSAGE_ERRORS } from '@console/contract/line';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { sandboxProfiles } from '../src/friends/line';
import { lineChannels } from '../src/friends/schema';
import { processBatch } from '../src/friends/webhook';
import {
  applyFollowEvents,
  greetingRetryKey,
  TEMPLATE_TAP_MAX_AGE_MS,
  templateTapRetryKey,
} from '../src/journeys/follow-job';
import { sandboxSender } from '../src/journeys/sender';
import {
  callJson,
  createAccount,
  DRIVERS,
  FORBIDDEN,
  linkMakerFor,
  openAccountApp,
  rows,
  sessionFor,
  type TestDatabase,
  XHR,
} from './helpers';
import { deleteTracker, expectFriendsOwnLink, linkCodes, makeTracker } from './tracked-links';

const SECRET = 'f'.repeat(32);
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('base64');

let counter = 0;
/** A follow event as LINE sends it; `id` is its webhookEventId (a redelivery repeats it). */
function follow(userId: string, options: { at?: number; isUnblocked?: boolean; id?: string } = {}) {
  counter += 1;
  return {
    type: 'follow',
    mode: 'active',
    timestamp: options.at ?? Date.now(),
    source: { type: 'user', userId },
    webhookEventId: options.id ?? `01FOLLOW${String(counter).padStart(18, '0')}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    follow: { isUnblocked: options.isUnblocked ?? false },
  };
}

/** A tap on a rich-menu area: a postback event with the area's data. */
function postback(userId: string, data: string, options: { at?: number; id?: string } = {}) {
  counter += 1;
  return {
    type: 'postback',
    mode: 'active',
    timestamp: options.at ?? Date.now(),
    source: { type: 'user', userId },
    webhookEventId: options.id ?? `01TAP${String(counter).padStart(21, '0')}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    postback: { data },
  };
}

/**
 * Greeting and follow settings (issue 30): the page's two operations (isolation, FOLLOW_WRITE,
 * Japanese field errors), and a signed follow through the real webhook and both workers: the
 * greeting in the sandbox outbox once, the tags, the values, the journey; re-follows per mode.
 */
describe.each(DRIVERS)('greeting and follow settings on %s', (driver) => {
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let db: Db;
  let cookie: string;
  let staff: string;
  let stranger: string;
  let accountId: number;
  let channelId: number;
  let ids: { tag: number; tag2: number; nickname: number; source: number; journey: number; template: number };
  let foreign: { tag: number; var: number; journey: number; template: number };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    callJson(app, as, method, url, payload);
  const raw = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
    app.inject({ method, url, headers: { ...XHR, cookie: as }, ...(payload ? { payload } : {}) });
  const settings = (overrides: object = {}) => ({
    greeting_enabled: true,
    greeting_type: 'messages',
    template_id: null,
    messages: [{ type: 'text', text: `{{var:${ids.nickname}|お客}}さま、友だち追加ありがとうございます！` }],
    tag_ids: [ids.tag, ids.tag2],
    values: [{ var_id: ids.source, value: 'LINE 友だち追加' }],
    journey_id: ids.journey,
    refollow: 'same_as_new',
    ...overrides,
  });
  const post = (events: object[]) => {
    const body = JSON.stringify({ destination: 'Ubot', events });
    return app.inject({
      method: 'POST',
      url: `/api/line/webhook/${channelId}`,
      headers: { 'content-type': 'application/json', 'x-line-signature': sign(body) },
      payload: body,
    });
  };
  /** Both workers until idle: the friends webhook worker, then the journeys feature's follow job. */
  const work = async (now = new Date()) => {
    while ((await processBatch(db, 'friends-test', async () => sandboxProfiles)).claimed > 0) {}
    while (
      (
        await applyFollowEvents(db, {
          now,
          workerId: 'follow-test',
          senderFor: async () => sandboxSender(db),
          links: linkMakerFor(db),
        })
      ).claimed > 0
    ) {}
  };
  const friendOf = async (userId: string) => {
    const [row] = await rows(
      db,
      sql`SELECT id FROM friends WHERE account_id = ${accountId} AND line_user_id = ${userId}`,
    );
    return Number(row?.id);
  };
  const greetings = async (friendId: number) =>
    rows(
      db,
      sql`SELECT messages, retry_key FROM line_outbox WHERE friend_id = ${friendId} AND source = 'follow:greeting'`,
    );
  const tagsOf = async (friendId: number) =>
    (
      await rows(db, sql`SELECT tag_id FROM friend_tag_links WHERE friend_id = ${friendId} ORDER BY tag_id`)
    ).map((row) => Number(row.tag_id));
  const friendValue = async (friendId: number, varId: number) =>
    (
      await rows(
        db,
        sql`SELECT value FROM friend_var_values WHERE friend_id = ${friendId} AND var_id = ${varId}`,
      )
    )[0]?.value;
  const inJourney = async (friendId: number, journeyId: number) =>
    (
      await rows(
        db,
        sql`SELECT 1 FROM journey_enrollments WHERE friend_id = ${friendId} AND journey_id = ${journeyId}`,
      )
    ).length > 0;

  beforeAll(async () => {
    let database: TestDatabase;
    ({ close, app, db, accountId, cookie, database } = await openAccountApp(driver, 'あいさつの店'));
    const account = await createAccount(database, 'よその店');
    stranger = await sessionFor(database, account.emails.owner);
    const mine = await rows(
      db,
      sql`SELECT email FROM users WHERE account_id = ${accountId} AND email LIKE 'staff-%'`,
    );
    staff = await sessionFor(database, String(mine[0]?.email));
    const journey = await call('POST', '/api/journeys', {
      name: '新しい友だちへ',
      status: 'active',
      entry: { type: 'trigger' },
      steps: [{ type: 'wait', minutes: 60 }],
    });
    const template = await call('POST', '/api/templates', {
      name: 'ようこそ',
      status: 'ready',
      messages: [{ type: 'text', text: '{{common:store}}へようこそ' }],
    });
    await call('POST', '/api/common_vars', { name: '店名', code: 'store', value: '渋谷店' });
    ids = {
      tag: (await call('POST', '/api/tags', { name: '友だち追加' })).id,
      tag2: (await call('POST', '/api/tags', { name: '新規' })).id,
      nickname: (await call('POST', '/api/vars', { name: 'ニックネーム', type: 'text', group_id: null })).id,
      source: (await call('POST', '/api/vars', { name: '流入経路', type: 'text', group_id: null })).id,
      journey: journey.id,
      template: template.id,
    };
    foreign = {
      tag: (await call('POST', '/api/tags', { name: 'よそ' }, stranger)).id,
      var: (await call('POST', '/api/vars', { name: 'よそ', type: 'text', group_id: null }, stranger)).id,
      journey: (
        await call('POST', '/api/journeys', { name: 'よそ', entry: { type: 'trigger' }, steps: [] }, stranger)
      ).id,
      template: (
        await call(
          'POST',
          '/api/templates',
          { name: 'よそ', status: 'ready', messages: [{ type: 'text', text: 'よそ' }] },
          stranger,
        )
      ).id,
    };
    const [channel] = await db
      .insert(lineChannels)
      .values({ accountId, name: 'あいさつ', lineChannelId: '2000000001', channelSecret: SECRET })
      .returning({ id: lineChannels.id });
    channelId = channel?.id ?? 0;
  });
  afterAll(async () => {
    await close?.();
  });

  describe('the settings', () => {
    it('answers the defaults (nothing on follow) before the first save, to any operator', async () => {
      expect(await call('GET', '/api/follow_settings', undefined, staff)).toEqual(FOLLOW_DEFAULTS);
    });

    it('saves and reads back the greeting, tags, values, journey and re-follow mode', async () => {
      const saved = await call('PUT', '/api/follow_settings', settings({ refollow: 'greeting_only' }));
      expect(saved).toMatchObject({
        ...settings({ refollow: 'greeting_only' }),
        updated_at: expect.any(String),
      });
      expect(await call('GET', '/api/follow_settings')).toEqual(saved);
      // Another account sees its own (the defaults), never this one's.
      expect(await call('GET', '/api/follow_settings', undefined, stranger)).toEqual(FOLLOW_DEFAULTS);
    });

    it('needs FOLLOW_WRITE to save (staff without it: 403, nothing changed)', async () => {
      const before = await call('GET', '/api/follow_settings');
      const refused = await raw('PUT', '/api/follow_settings', settings({ greeting_enabled: false }), staff);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect(await call('GET', '/api/follow_settings')).toEqual(before);
    });

    it.each([
      [
        'another account’s tag',
        () => ({ tag_ids: [ids.tag, foreign.tag] }),
        'tag_ids.1',
        FOLLOW_MESSAGES.tag,
      ],
      [
        'another account’s variable',
        () => ({ values: [{ var_id: foreign.var, value: 'x' }] }),
        'values.0.var_id',
        FOLLOW_MESSAGES.variable,
      ],
      [
        'another account’s journey',
        () => ({ journey_id: foreign.journey }),
        'journey_id',
        FOLLOW_MESSAGES.journey,
      ],
      [
        'another account’s template',
        () => ({ greeting_type: 'template', template_id: foreign.template }),
        'template_id',
        FOLLOW_MESSAGES.template,
      ],
      [
        'a template switched on without one chosen',
        () => ({ greeting_type: 'template', template_id: null }),
        'template_id',
        FOLLOW_MESSAGES.template,
      ],
      [
        'six messages (LINE sends five at most)',
        () => ({ messages: Array(6).fill({ type: 'text', text: 'x' }) }),
        'messages',
        LINE_MESSAGE_ERRORS.count,
      ],
      [
        'no message while the greeting is on',
        () => ({ messages: [] }),
        'messages',
        LINE_MESSAGE_ERRORS.count,
      ],
      [
        'an empty text',
        () => ({ messages: [{ type: 'text', text: '' }] }),
        'messages.0.text',
        LINE_MESSAGE_ERRORS.required,
      ],
      [
        'a text over 5,000 characters',
        () => ({ messages: [{ type: 'text', text: 'あ'.repeat(5001) }] }),
        'messages.0.text',
        LINE_MESSAGE_ERRORS.tooLong(5000),
      ],
      ['a tag twice', () => ({ tag_ids: [ids.tag, ids.tag] }), 'tag_ids', FOLLOW_MESSAGES.tagTwice],
      [
        'a value over 1,000 characters',
        () => ({ values: [{ var_id: ids.source, value: 'x'.repeat(1001) }] }),
        'values.0.value',
        FOLLOW_MESSAGES.value,
      ],
      ['an unknown re-follow mode', () => ({ refollow: 'twice' }), 'refollow', FOLLOW_MESSAGES.refollow],
    ])('refuses %s with 422 and the field’s Japanese message', async (_name, overrides, field, message) => {
      const before = await call('GET', '/api/follow_settings');
      const refused = await raw('PUT', '/api/follow_settings', settings(overrides()));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors[field]).toEqual([message]);
      expect(await call('GET', '/api/follow_settings')).toEqual(before);
    });

    it('refuses a draft template (only 配信可能 ones are sent)', async () => {
      const draft = await call('POST', '/api/templates', {
        name: '下書き',
        status: 'draft',
        messages: [{ type: 'text', text: 'x' }],
      });
      const refused = await raw(
        'PUT',
        '/api/follow_settings',
        settings({ greeting_type: 'template', template_id: draft.id }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.template_id).toEqual([FOLLOW_MESSAGES.template]);
    });

    it('keeps a switched-off greeting’s messages, empty ones included', async () => {
      const saved = await call(
        'PUT',
        '/api/follow_settings',
        settings({ greeting_enabled: false, messages: [] }),
      );
      expect(saved).toMatchObject({ greeting_enabled: false, messages: [] });
    });

    it('reports the greeting as a use of its template, so the template’s delete is refused', async () => {
      await call(
        'PUT',
        '/api/follow_settings',
        settings({ greeting_type: 'template', template_id: ids.template }),
      );
      expect(await call('GET', `/api/templates/${ids.template}/uses`)).toEqual([
        { kind: 'greeting', id: accountId, name: '友だち追加時設定のあいさつ' },
      ]);
      expect((await raw('DELETE', `/api/templates/${ids.template}`)).statusCode).toBe(409);
      // Written messages again: the template is free.
      await call('PUT', '/api/follow_settings', settings());
      expect(await call('GET', `/api/templates/${ids.template}/uses`)).toEqual([]);
    });

    it('leaves a deleted journey, tag or variable out (a journey deleted later becomes none)', async () => {
      const spare = await call('POST', '/api/journeys', {
        name: '消す',
        entry: { type: 'trigger' },
        steps: [],
      });
      const tag = (await call('POST', '/api/tags', { name: '消すタグ' })).id;
      const variable = (await call('POST', '/api/vars', { name: '消す項目', type: 'text', group_id: null }))
        .id;
      await call(
        'PUT',
        '/api/follow_settings',
        settings({
          journey_id: spare.id,
          tag_ids: [ids.tag, tag],
          values: [{ var_id: variable, value: 'x' }],
        }),
      );
      expect((await raw('DELETE', `/api/journeys/${spare.id}`)).statusCode).toBeLessThan(300);
      expect((await raw('DELETE', `/api/tags/${tag}`)).statusCode).toBeLessThan(300);
      expect((await raw('DELETE', `/api/vars/${variable}`)).statusCode).toBeLessThan(300);
      expect(await call('GET', '/api/follow_settings')).toMatchObject({
        journey_id: null,
        tag_ids: [ids.tag],
        values: [],
      });
      await call('PUT', '/api/follow_settings', settings());
    });
  });

  describe('a follow through the webhook', () => {
    beforeEach(async () => {
      await call('PUT', '/api/follow_settings', settings());
    });

    it('greets once (filled in), puts the tags on, sets the values and enters the journey, however often LINE redelivers', async () => {
      const event = follow('Unew');
      expect((await post([event])).statusCode).toBe(200);
      await work();
      const friendId = await friendOf('Unew');
      const sent = await greetings(friendId);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.retry_key).toBe(greetingRetryKey(accountId, event.webhookEventId));
      const texts = (
        typeof sent[0]?.messages === 'string' ? JSON.parse(sent[0].messages) : sent[0]?.messages
      ) as {
        text: string;
      }[];
      expect(texts.map((m) => m.text)).toEqual(['お客さま、友だち追加ありがとうございます！']);
      expect(await tagsOf(friendId)).toEqual([ids.tag, ids.tag2].sort((a, b) => a - b));
      expect(await friendValue(friendId, ids.source)).toBe('LINE 友だち追加');
      expect(await inJourney(friendId, ids.journey)).toBe(true);
      // LINE redelivers the same event; and a crash made the follow job apply it again.
      expect((await post([{ ...event, deliveryContext: { isRedelivery: true } }])).statusCode).toBe(200);
      await db.execute(sql`UPDATE line_follow_events SET status = 0 WHERE account_id = ${accountId}`);
      await work();
      expect(await greetings(friendId)).toHaveLength(1);
      expect(
        await rows(db, sql`SELECT 1 FROM line_follow_events WHERE friend_id = ${friendId}`),
      ).toHaveLength(1);
    });

    it('sends a template greeting with the values the follow set', async () => {
      await call(
        'PUT',
        '/api/follow_settings',
        settings({ greeting_type: 'template', template_id: ids.template }),
      );
      await post([follow('Utemplate')]);
      await work();
      const sent = await greetings(await friendOf('Utemplate'));
      expect(JSON.stringify(sent[0]?.messages)).toContain('渋谷店へようこそ');
    });

    it('does not greet a follow older than a day (a late redelivery) but still tags the friend', async () => {
      await post([follow('Uold', { at: Date.now() - 25 * 3_600_000 })]);
      await work();
      const friendId = await friendOf('Uold');
      expect(await greetings(friendId)).toHaveLength(0);
      expect(await tagsOf(friendId)).toHaveLength(2);
      const [event] = await rows(
        db,
        sql`SELECT outcome FROM line_follow_events WHERE friend_id = ${friendId}`,
      );
      expect(event?.outcome).toBe('too_old');
    });

    it('does nothing when the greeting is off and nothing else is set', async () => {
      await call('PUT', '/api/follow_settings', { ...FOLLOW_DEFAULTS, updated_at: undefined });
      await post([follow('Uquiet')]);
      await work();
      const friendId = await friendOf('Uquiet');
      expect(await greetings(friendId)).toHaveLength(0);
      expect(await tagsOf(friendId)).toEqual([]);
    });

    it.each([
      ['same_as_new', { greeted: 2, tagged: true }],
      ['greeting_only', { greeted: 2, tagged: false }],
      ['actions_only', { greeted: 1, tagged: true }],
      ['nothing', { greeted: 1, tagged: false }],
    ] as const)('a re-follow (isUnblocked) under %s', async (mode, expected) => {
      const user = `Urefollow${mode}`;
      await call('PUT', '/api/follow_settings', settings({ refollow: mode, journey_id: null }));
      await post([follow(user)]);
      await work();
      const friendId = await friendOf(user);
      // Taken off since, so a re-follow's tags show whether it applied them.
      await db.execute(sql`DELETE FROM friend_tag_links WHERE friend_id = ${friendId}`);
      await post([
        {
          type: 'unfollow',
          mode: 'active',
          timestamp: Date.now() - 1000,
          source: { type: 'user', userId: user },
          webhookEventId: `01UNF${mode}`,
          deliveryContext: { isRedelivery: false },
        },
      ]);
      await post([follow(user, { isUnblocked: true })]);
      await work();
      expect(await greetings(friendId)).toHaveLength(expected.greeted);
      expect((await tagsOf(friendId)).length > 0).toBe(expected.tagged);
    });

    it('puts the friend into the journey only while it is active (a paused one takes nobody)', async () => {
      const paused = await call('POST', '/api/journeys', {
        name: '止めてある',
        status: 'paused',
        entry: { type: 'trigger' },
        steps: [],
      });
      await call('PUT', '/api/follow_settings', settings({ journey_id: paused.id }));
      await post([follow('Upaused')]);
      await work();
      expect(await inJourney(await friendOf('Upaused'), paused.id)).toBe(false);
    });

    it('keeps another account’s follows apart: its own settings (none) apply', async () => {
      const [other] = await rows(db, sql`SELECT id FROM accounts WHERE name = 'よその店'`);
      const otherId = Number(other?.id);
      const [channel] = await db
        .insert(lineChannels)
        .values({ accountId: otherId, name: 'よそ', lineChannelId: '2000000002', channelSecret: SECRET })
        .returning({ id: lineChannels.id });
      const body = JSON.stringify({ destination: 'Ubot', events: [follow('Ustranger')] });
      await app.inject({
        method: 'POST',
        url: `/api/line/webhook/${channel?.id}`,
        headers: { 'content-type': 'application/json', 'x-line-signature': sign(body) },
        payload: body,
      });
      await work();
      const [friend] = await rows(
        db,
        sql`SELECT id FROM friends WHERE account_id = ${otherId} AND line_user_id = 'Ustranger'`,
      );
      expect(await greetings(Number(friend?.id))).toHaveLength(0);
      expect(await tagsOf(Number(friend?.id))).toEqual([]);
    });
  });

  describe('a rich-menu area that opens a template', () => {
    const taps = async (friendId: number) =>
      rows(
        db,
        sql`SELECT messages, retry_key, source FROM line_outbox
            WHERE friend_id = ${friendId} AND source LIKE 'richmenu:template:%'`,
      );
    const outcomeOf = async (friendId: number) =>
      (
        await rows(
          db,
          sql`SELECT outcome FROM line_follow_events WHERE friend_id = ${friendId} AND kind = 'template'`,
        )
      ).map((row) => row.outcome);
    /** A friend who follows with nothing set up on follow, so the outbox holds only the taps. */
    const friend = async (user: string) => {
      await call('PUT', '/api/follow_settings', { ...FOLLOW_DEFAULTS, updated_at: undefined });
      await post([follow(user)]);
      await work();
      return friendOf(user);
    };

    it('sends the template, filled in, once however often LINE redelivers the tap', async () => {
      const friendId = await friend('Utap');
      const tap = postback('Utap', `console:template:${ids.template}`);
      expect((await post([tap])).statusCode).toBe(200);
      await work();
      const sent = await taps(friendId);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.retry_key).toBe(templateTapRetryKey(accountId, tap.webhookEventId));
      expect(sent[0]?.source).toBe(`richmenu:template:${ids.template}`);
      expect(JSON.stringify(sent[0]?.messages)).toContain('渋谷店へようこそ');
      // A redelivery, and the follow job applying the tap again after a crash: still one.
      await post([{ ...tap, deliveryContext: { isRedelivery: true } }]);
      await db.execute(sql`UPDATE line_follow_events SET status = 0 WHERE friend_id = ${friendId}`);
      await work();
      expect(await taps(friendId)).toHaveLength(1);
      expect(await outcomeOf(friendId)).toEqual(['sent']);
      // A second tap is a second event: the friend asked again.
      await post([postback('Utap', `console:template:${ids.template}`)]);
      await work();
      expect(await taps(friendId)).toHaveLength(2);
    });

    it.each([
      ['a draft template', 'draft', 'template_not_ready'],
      ['another account’s template', 'foreign', 'template_not_ready'],
      ['a template that does not exist', 'missing', 'template_not_ready'],
    ] as const)('sends nothing for %s', async (_name, which, outcome) => {
      const user = `Utap${which}`;
      const friendId = await friend(user);
      const templateId =
        which === 'foreign'
          ? foreign.template
          : which === 'missing'
            ? 999_999
            : (
                await call('POST', '/api/templates', {
                  name: '下書き',
                  status: 'draft',
                  messages: [{ type: 'text', text: '下書き' }],
                })
              ).id;
      await post([postback(user, `console:template:${templateId}`)]);
      await work();
      expect(await taps(friendId)).toHaveLength(0);
      expect(await outcomeOf(friendId)).toEqual([outcome]);
    });

    it('leaves the operator’s own postback data alone (nothing sent, nothing handed over)', async () => {
      const friendId = await friend('Uowndata');
      await post([postback('Uowndata', 'info=hours')]);
      await work();
      expect(await taps(friendId)).toHaveLength(0);
      expect(await outcomeOf(friendId)).toEqual([]);
    });

    it('does not answer a tap older than an hour (a late redelivery)', async () => {
      const friendId = await friend('Ulatetap');
      await post([
        postback('Ulatetap', `console:template:${ids.template}`, {
          at: Date.now() - TEMPLATE_TAP_MAX_AGE_MS - 60_000,
        }),
      ]);
      await work();
      expect(await taps(friendId)).toHaveLength(0);
      expect(await outcomeOf(friendId)).toEqual(['too_old']);
    });
  });

  describe('tracked links in what a new friend receives', () => {
    const ready = (text: string) =>
      call('POST', '/api/templates', {
        name: `計測つき${Math.random()}`,
        status: 'ready',
        messages: [{ type: 'text', text }],
      });
    const greetingOnly = { tag_ids: [], values: [], journey_id: null };
    /**
     * What sends a message naming a tracker, set up with `text`: the event kind it comes from, the
     * outcome kept when it went, and what makes a new friend `user` receive it.
     */
    const senders = [
      [
        'the greeting’s own messages',
        'follow',
        'greeted',
        async (text: string) => {
          await call(
            'PUT',
            '/api/follow_settings',
            settings({ ...greetingOnly, messages: [{ type: 'text', text }] }),
          );
          return async (user: string) => post([follow(user)]);
        },
      ],
      [
        'the greeting template',
        'follow',
        'greeted',
        async (text: string) => {
          const template = await ready(text);
          await call(
            'PUT',
            '/api/follow_settings',
            settings({ ...greetingOnly, greeting_type: 'template', template_id: template.id }),
          );
          return async (user: string) => post([follow(user)]);
        },
      ],
      [
        'a rich-menu template tap',
        'template',
        'sent',
        async (text: string) => {
          const template = await ready(text);
          await call('PUT', '/api/follow_settings', { ...FOLLOW_DEFAULTS, updated_at: undefined });
          return async (user: string) => {
            await post([follow(user)]);
            await work();
            await post([postback(user, `console:template:${template.id}`)]);
          };
        },
      ],
    ] as const;
    const receivedTexts = async (friendId: number) =>
      (
        await rows(
          db,
          sql`SELECT messages->0->>'text' AS text FROM line_outbox WHERE friend_id = ${friendId}`,
        )
      ).map((row) => String(row.text));
    const outcomesOf = async (friendId: number, kind: string) =>
      (
        await rows(
          db,
          sql`SELECT outcome FROM line_follow_events WHERE friend_id = ${friendId} AND kind = ${kind}`,
        )
      ).map((row) => row.outcome);

    it.each(senders)(
      'sends %s with the friend’s own tracked link, made outside any delivery',
      async (name, kind, outcome, setUp) => {
        const trackerId = await makeTracker(app, cookie, `友だち特典${Math.random()}`);
        const receive = await setUp(
          `{{var:${ids.nickname}|お客}}さま、特典はこちら {{tracker:${trackerId}}}`,
        );
        const friendIds: number[] = [];
        for (const n of [1, 2]) {
          const user = `Ulink${senders.findIndex(([other]) => other === name)}${n}`;
          await receive(user);
          await work();
          const friendId = await friendOf(user);
          friendIds.push(friendId);
          expect(await outcomesOf(friendId, kind)).toEqual([outcome]);
          const texts = await receivedTexts(friendId);
          const [code = ''] = linkCodes(texts[0] ?? '');
          expect(texts).toEqual([`お客さま、特典はこちら https://line.example.jp/t/${code}`]);
          await expectFriendsOwnLink(app, db, code, { trackerId, friendId });
        }
        // Two friends, two links.
        const [first, second] = await Promise.all(friendIds.map(receivedTexts));
        expect(linkCodes(first?.[0] ?? '')).not.toEqual(linkCodes(second?.[0] ?? ''));
      },
    );

    it.each(senders)(
      'sends nothing for %s whose tracker is gone: the event keeps tracker_gone',
      async (name, kind, _outcome, setUp) => {
        const trackerId = await makeTracker(app, cookie, `消える特典${Math.random()}`);
        const receive = await setUp(`特典はこちら {{tracker:${trackerId}}}`);
        await deleteTracker(app, cookie, trackerId);
        const user = `Ugone${senders.findIndex(([other]) => other === name)}`;
        await receive(user);
        await work();
        const friendId = await friendOf(user);
        expect(await receivedTexts(friendId)).toEqual([]);
        // Done, not retried: the tracker will not come back.
        expect(
          await rows(
            db,
            sql`SELECT status, outcome FROM line_follow_events WHERE friend_id = ${friendId} AND kind = ${kind}`,
          ),
        ).toEqual([{ status: 2, outcome: 'tracker_gone' }]);
      },
    );
  });
});
