import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { runDue } from '../src/journeys/engine';
import { sandboxSender } from '../src/journeys/sender';
import { callJson, DRIVERS, linkMakerFor, openAccountApp, rows, seedFriends, XHR } from './helpers';
import { deleteTracker, expectFriendsOwnLink, linkCodes, makeTracker } from './tracked-links';

const FRIENDS = 4;

/** A journey's message step that sends a message template (issue 29): filled per friend, never a draft. */
describe.each(DRIVERS)('journeys sending templates on %s', (driver) => {
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let db: Db;
  let cookie: string;
  let accountId: number;
  let varId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callJson(app, cookie, method, url, payload);
  const run = (now = new Date(Date.now() + 1000), links = linkMakerFor(db)) =>
    runDue(db, {
      now,
      workerId: 'test-worker',
      senderFor: async () => sandboxSender(db),
      links,
      limit: 100,
    });
  const segment = async () =>
    (
      await call('POST', '/api/member_queries', {
        name: `全員${Math.random()}`,
        filter: { status: 'following' },
      })
    ).id;

  beforeAll(async () => {
    ({ close, app, db, accountId, cookie } = await openAccountApp(driver, 'テンプレートの店'));
    await seedFriends(db, accountId, FRIENDS, 1);
    varId = (await call('POST', '/api/vars', { name: 'ニックネーム', type: 'text', group_id: null })).id;
    // Friends 1 and 3 have a nickname; 2 and 4 get the fallback.
    await db.execute(sql`
      INSERT INTO friend_var_values (var_id, friend_id, value)
      SELECT ${varId}, id, 'ニック' || id FROM friends WHERE account_id = ${accountId} AND id % 2 = 1`);
  });
  afterAll(async () => {
    await close?.();
  });

  it('sends a template’s text and Flex carousel with each friend’s values, the fallback where none', async () => {
    const bubble = (title: string) => ({
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: title }] },
    });
    const template = await call('POST', '/api/templates', {
      name: '冬のご案内',
      status: 'ready',
      messages: [
        { type: 'text', text: `{{var:${varId}|お客}}様、冬のおすすめです。` },
        {
          type: 'flex',
          altText: '{{var:' + varId + '|お客}}様へのおすすめ',
          contents: { type: 'carousel', contents: [bubble('トリートメント'), bubble('ヘッドスパ')] },
        },
      ],
    });
    const journey = await call('POST', '/api/journeys', {
      name: 'テンプレートを送る',
      status: 'active',
      entry: { type: 'member_query', member_query_id: await segment() },
      steps: [{ type: 'message', template_id: template.id }],
    });
    expect(journey.steps).toEqual([{ type: 'message', template_id: template.id }]);
    await run();
    const outbox = await call('GET', '/api/line/outbox');
    const sent = outbox.filter((item: { source: string }) => item.source === `journey:${journey.id}:0`);
    expect(sent).toHaveLength(FRIENDS);
    const byFriend = new Map(
      sent.map((item: { friend_id: number; messages: unknown[] }) => [item.friend_id, item.messages]),
    );
    const friends = await rows(
      db,
      sql`SELECT id FROM friends WHERE account_id = ${accountId} AND status = 'following' ORDER BY id`,
    );
    for (const { id } of friends) {
      const name = Number(id) % 2 === 1 ? `ニック${id}` : 'お客';
      expect(byFriend.get(Number(id))).toEqual([
        { type: 'text', text: `${name}様、冬のおすすめです。` },
        {
          type: 'flex',
          altText: `${name}様へのおすすめ`,
          contents: { type: 'carousel', contents: [bubble('トリートメント'), bubble('ヘッドスパ')] },
        },
      ]);
    }
    // The journey uses the template: its delete is refused, naming the journey.
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/templates/${template.id}`,
      headers: { ...XHR, cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('ジャーニー「テンプレートを送る」');
    expect(await call('GET', `/api/templates/${template.id}/uses`)).toEqual([
      { kind: 'journey', id: journey.id, name: 'テンプレートを送る' },
    ]);
  });

  it('refuses a draft or another account’s template in a step, and never sends one that became a draft', async () => {
    const draft = await call('POST', '/api/templates', {
      name: '下書き',
      status: 'draft',
      messages: [{ type: 'text', text: '' }],
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/journeys',
      headers: { ...XHR, cookie },
      payload: { name: '下書きを送る', steps: [{ type: 'message', template_id: draft.id }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'steps.0.template_id': ['このアカウントの配信可能なテンプレートを選んでください。'],
    });

    const ready = await call('POST', '/api/templates', {
      name: 'あとで下書き',
      status: 'ready',
      messages: [{ type: 'text', text: 'やあ' }],
    });
    const journey = await call('POST', '/api/journeys', {
      name: 'あとで下書きになる',
      status: 'active',
      entry: { type: 'member_query', member_query_id: await segment() },
      steps: [{ type: 'message', template_id: ready.id }],
    });
    await call('PUT', `/api/templates/${ready.id}`, {
      name: 'あとで下書き',
      status: 'draft',
      messages: [{ type: 'text', text: 'やあ' }],
    });
    const round = await run();
    expect(round.failed).toBe(FRIENDS);
    const [sentCount] = await rows(
      db,
      sql`SELECT count(*)::int AS n FROM line_outbox WHERE source = ${`journey:${journey.id}:0`}`,
    );
    expect(sentCount?.n).toBe(0);
    const [waiting] = await rows(
      db,
      sql`SELECT error FROM journey_enrollments WHERE journey_id = ${journey.id} LIMIT 1`,
    );
    expect(waiting?.error).toBe(`テンプレート ${ready.id} は配信可能ではありません`);
  });

  /**
   * Steps ending in a message that names a tracker: its own text, a ready template, and a text
   * after a wait already over (past where the batch makes its links ahead: made at the step); and
   * the friends each request for links is made for.
   */
  const trackedSteps = [
    ['its own text', async (text: string) => [{ type: 'message', text }], [FRIENDS]],
    [
      'a template',
      async (text: string) => [
        {
          type: 'message',
          template_id: (
            await call('POST', '/api/templates', {
              name: `計測つき${Math.random()}`,
              status: 'ready',
              messages: [{ type: 'text', text }],
            })
          ).id,
        },
      ],
      [FRIENDS],
    ],
    [
      'its own text after a wait already over',
      async (text: string) => [
        { type: 'wait', minutes: 0 },
        { type: 'message', text },
      ],
      Array.from({ length: FRIENDS }, () => 1),
    ],
  ] as const;
  /** The first message's text each friend got from the journey's last step. */
  const sentTexts = async (journey: { id: number; steps: unknown[] }) =>
    new Map(
      (
        await rows(
          db,
          sql`SELECT friend_id, messages->0->>'text' AS text FROM line_outbox
              WHERE source = ${`journey:${journey.id}:${journey.steps.length - 1}`}`,
        )
      ).map((row) => [Number(row.friend_id), String(row.text)]),
    );
  const followingFriends = async () =>
    (
      await rows(
        db,
        sql`SELECT id FROM friends WHERE account_id = ${accountId} AND status = 'following' ORDER BY id`,
      )
    ).map((row) => Number(row.id));

  it.each(trackedSteps)(
    'sends each friend their own tracked link in %s, made outside any delivery',
    async (_name, step, requests) => {
      const trackerId = await makeTracker(app, cookie, `冬の特集${Math.random()}`);
      const journey = await call('POST', '/api/journeys', {
        name: '計測リンクを送る',
        status: 'active',
        entry: { type: 'member_query', member_query_id: await segment() },
        steps: await step(`{{var:${varId}|お客}}様、冬の特集です {{tracker:${trackerId}}}`),
      });
      // The batch asks for its friends' links in one request, not one a friend.
      const asked: number[] = [];
      const links = linkMakerFor(db);
      await run(undefined, {
        ...links,
        personalLinks: async (request) => {
          asked.push(request.friendIds.length);
          return links.personalLinks(request);
        },
      });
      expect(asked).toEqual(requests);
      const texts = await sentTexts(journey);
      const friends = await followingFriends();
      expect([...texts.keys()].sort((a, b) => a - b)).toEqual(friends);
      const codes = new Set<string>();
      for (const friendId of friends) {
        const text = texts.get(friendId) ?? '';
        const name = friendId % 2 === 1 ? `ニック${friendId}` : 'お客';
        const [code = ''] = linkCodes(text);
        expect(text).toBe(`${name}様、冬の特集です https://line.example.jp/t/${code}`);
        await expectFriendsOwnLink(app, db, code, { trackerId, friendId });
        codes.add(code);
      }
      expect(codes.size).toBe(FRIENDS);
    },
  );

  it.each(trackedSteps)(
    'never sends %s whose tracker is gone: the friends retry, then fail with the reason',
    async (_name, step) => {
      const trackerId = await makeTracker(app, cookie, `消えるトラッカー${Math.random()}`);
      const journey = await call('POST', '/api/journeys', {
        name: '消えたトラッカー',
        status: 'active',
        entry: { type: 'member_query', member_query_id: await segment() },
        steps: await step(`冬の特集です {{tracker:${trackerId}}}`),
      });
      await deleteTracker(app, cookie, trackerId);
      const reason = `トラッカー ${trackerId} が見つからないため、メッセージを送りませんでした。トラッカーを作り直して、メッセージ（テンプレート）に入れ直してください。`;
      const states = async () =>
        rows(db, sql`SELECT DISTINCT state, error FROM journey_enrollments WHERE journey_id = ${journey.id}`);
      // Each try a few minutes after the last (a failed step waits a minute): five tries, then failed.
      const start = Date.now();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await run(new Date(start + attempt * 5 * 60_000));
        expect(await states()).toEqual([{ state: attempt < 5 ? 0 : -1, error: reason }]);
      }
      expect(await sentTexts(journey)).toEqual(new Map());
    },
  );
});
