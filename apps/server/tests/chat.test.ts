import { createHmac } from 'node:crypto';
import { CHAT_EVENT_NAME, type ChatEvent, CHAT_MESSAGES as M } from '@console/contract/chat';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMessageEvent } from '../src/chat/ingest';
import { friendsFeature } from '../src/friends';
import { sandboxProfiles } from '../src/friends/line';
import { processBatch } from '../src/friends/webhook';
import { type FakeMessagingLine, startFakeMessagingLine } from './fake-line/messaging';
import {
  createAccount,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  openTestApp,
  rows,
  seedFriends,
  sessionFor,
  testConfig,
  UNAUTHENTICATED,
  XHR,
} from './helpers';
import { EventClient } from './sse';

/*
 * The one-to-one chat (issue 31): LINE message events become messages exactly once (a redelivered
 * webhook, a batch replayed after a crash), every operation, isolation between accounts,
 * FRIEND_WRITE for replying/assigning/done, replies through the fake LINE API with their retry key
 * (409 is success, a failure is stored in Japanese and retried with the same key), the unread
 * totals, and the SSE stream announcing a new incoming message.
 */

const SECRET = 's'.repeat(32);
const userId = (n: number) => `U${String(n).padStart(32, '0')}`;
let counter = 0;

/** A LINE message event from friend n (LINE's webhook.Event shape). */
function messageEvent(n: number, text: string, messageId = `m${++counter}`, at = Date.now()) {
  counter += 1;
  return {
    type: 'message',
    mode: 'active',
    timestamp: at,
    source: { type: 'user', userId: userId(n) },
    webhookEventId: `01CHAT${String(counter).padStart(20, '0')}`,
    deliveryContext: { isRedelivery: false },
    replyToken: 'r',
    message: { id: messageId, type: 'text', text, quoteToken: 'q' },
  };
}

describe('parsing a LINE message event', () => {
  const base = { accountId: 1, lineUserId: 'U1', webhookEventId: 'w', eventAt: new Date(0) };
  it.each([
    [
      { id: '1', type: 'text', text: 'やあ' },
      { k: 'text', t: 'やあ', c: null },
    ],
    [
      { id: '2', type: 'sticker', packageId: '446', stickerId: '1988' },
      { k: 'sticker', t: null, c: '446/1988' },
    ],
    [
      { id: '3', type: 'image', contentProvider: { type: 'line' } },
      { k: 'image', t: null, c: null },
    ],
    [
      { id: '4', type: 'location', title: '駅' },
      { k: 'other', t: null, c: 'location' },
    ],
  ])('%o is stored as %o', (message, expected) => {
    expect(parseMessageEvent({ ...base, message })).toMatchObject(expected);
  });
  it('skips a message without an id', () => {
    expect(parseMessageEvent({ ...base, message: { type: 'text', text: 'x' } })).toBeNull();
    expect(parseMessageEvent({ ...base, message: null })).toBeNull();
  });
});

describe.each(DRIVERS)('chat (%s)', (driver) => {
  let opened: Awaited<ReturnType<typeof openTestApp>>;
  let fake: FakeMessagingLine;
  let accountId: number;
  let channelId: number;
  let owner: string;
  let staff: string;
  let staffId: number;
  let ownerId: number;
  let other: string;
  let otherAccountId: number;
  /** Friend ids by their number n (friends 1–3 follow, 4 blocked). */
  const friend = new Map<number, number>();

  const app = () => opened.app;
  const db = () => opened.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    app().inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });

  /** Posts a signed webhook delivery and drains the queue as the friends worker does. */
  const deliver = async (events: object[]) => {
    const body = JSON.stringify({ destination: 'Ubot', events });
    const response = await app().inject({
      method: 'POST',
      url: `/api/line/webhook/${channelId}`,
      headers: {
        'content-type': 'application/json',
        'x-line-signature': createHmac('sha256', SECRET).update(body).digest('base64'),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    await drain();
  };
  const drain = async () => {
    while (
      (
        await processBatch(db(), 'chat-test', async () => sandboxProfiles, {
          takeMessages: app().capabilities.lineMessages,
        })
      ).claimed > 0
    ) {}
  };
  const messageCount = async (friendId: number) =>
    Number(
      (await rows(db(), sql`SELECT count(*)::int AS n FROM chat_messages WHERE friend_id = ${friendId}`))[0]
        ?.n,
    );

  beforeAll(async () => {
    fake = await startFakeMessagingLine();
    opened = await openTestApp(driver, { chat: { apiBaseUrl: fake.url } });
    const account = await createAccount(opened.database, 'チャットの店');
    accountId = account.accountId;
    ownerId = account.ownerUserId;
    staffId = account.staffUserId;
    owner = await sessionFor(opened.database, account.emails.owner);
    staff = await sessionFor(opened.database, account.emails.staff);
    const otherAccount = await createAccount(opened.database, 'よその店');
    otherAccountId = otherAccount.accountId;
    other = await sessionFor(opened.database, otherAccount.emails.owner);
    const [channel] = await rows(
      db(),
      sql`INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, access_token)
          VALUES (${accountId}, 'テスト', '1234567890', ${SECRET}, ${fake.token}) RETURNING id`,
    );
    channelId = Number(channel?.id);
    await seedFriends(db(), accountId, 3, 1);
    await seedFriends(db(), otherAccountId, 1, 0);
    for (const row of await rows(
      db(),
      sql`SELECT id, line_user_id FROM friends WHERE account_id = ${accountId}`,
    ))
      friend.set(Number(String(row.line_user_id).slice(1)), Number(row.id));
  });
  afterAll(async () => {
    await opened?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('turns a LINE message into a chat message once, however often it is delivered or replayed', async () => {
    const f1 = friend.get(1) as number;
    const event = messageEvent(1, 'こんにちは、予約できますか？');
    await deliver([event]);
    // LINE redelivers the same event (same webhookEventId): stored once.
    await deliver([{ ...event, deliveryContext: { isRedelivery: true } }]);
    // A new event id carrying a message already taken, and a batch replayed after a crash.
    await deliver([{ ...event, webhookEventId: `${event.webhookEventId}X` }]);
    await db().execute(sql`UPDATE line_webhook_events SET status = 0 WHERE account_id = ${accountId}`);
    await drain();
    expect(await messageCount(f1)).toBe(1);
    const thread = (await call('GET', `/api/chat/threads/${f1}`, owner)).json();
    expect(thread).toMatchObject({
      id: f1,
      friend_name: '友だち1',
      unread: 1,
      status: 'open',
      last_message: 'こんにちは、予約できますか？',
      last_direction: 'in',
    });
  });

  it('lists threads newest first with filters, name search and paging', async () => {
    await deliver([messageEvent(2, 'クーポンについて'), messageEvent(3, '営業時間は？')]);
    const all = await call('GET', '/api/chat/threads?page=1&per_page=2', owner);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json()).toHaveLength(2);
    const names = (await call('GET', '/api/chat/threads', owner))
      .json()
      .map((t: { friend_name: string }) => t.friend_name);
    expect(new Set(names)).toEqual(new Set(['友だち1', '友だち2', '友だち3']));
    const found = (await call('GET', `/api/chat/threads?q=${encodeURIComponent('ともだち2')}`, owner)).json();
    expect(found.map((t: { id: number }) => t.id)).toEqual([friend.get(2)]);
    expect((await call('GET', '/api/chat/threads?filter=unread', owner)).json()).toHaveLength(3);
    expect((await call('GET', '/api/chat/threads?filter=done', owner)).json()).toEqual([]);
    expect((await call('GET', '/api/chat/threads?filter=unassigned', owner)).json()).toHaveLength(3);
    expect((await call('GET', '/api/chat/threads?filter=bad', owner)).statusCode).toBe(422);
  });

  it('counts unread for the side menu and marks a thread read', async () => {
    const before = (await call('GET', '/api/chat/unread', owner)).json();
    expect(before.threads).toBeGreaterThanOrEqual(1);
    const f3 = friend.get(3) as number;
    const read = await call('POST', `/api/chat/threads/${f3}/read`, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(0);
    const after = (await call('GET', '/api/chat/unread', owner)).json();
    expect(after.threads).toBe(before.threads - 1);
    expect(after.messages).toBe(before.messages - 1);
  });

  it('assigns, marks done and reopens; a new message reopens a done thread and raises unread', async () => {
    const f2 = friend.get(2) as number;
    const assigned = await call('PUT', `/api/chat/threads/${f2}/assignee`, owner, { operator_id: staffId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ assignee_id: staffId });
    expect(
      (await call('GET', '/api/chat/threads?filter=mine', staff)).json().map((t: { id: number }) => t.id),
    ).toEqual([f2]);
    expect((await call('GET', '/api/chat/unread', staff)).json().mine).toBe(1);
    // The assignee's choices are this account's operators, the staff member among them.
    const choices = (await call('GET', '/api/chat/operators', owner)).json() as {
      id: number;
      name: string;
    }[];
    expect(choices.map((choice) => choice.id)).toContain(staffId);
    expect(choices.every((choice) => typeof choice.name === 'string' && choice.name !== '')).toBe(true);
    const foreign = await call('PUT', `/api/chat/threads/${f2}/assignee`, owner, { operator_id: 999_999 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(M.unknownOperator);
    await call('POST', `/api/chat/threads/${f2}/read`, owner);
    const done = await call('PUT', `/api/chat/threads/${f2}/status`, owner, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', unread: 0 });
    expect(
      (await call('GET', '/api/chat/threads?filter=done', owner)).json().map((t: { id: number }) => t.id),
    ).toEqual([f2]);
    await deliver([messageEvent(2, 'もうひとつ質問です')]);
    expect((await call('GET', `/api/chat/threads/${f2}`, owner)).json()).toMatchObject({
      status: 'open',
      unread: 1,
    });
    await call('PUT', `/api/chat/threads/${f2}/status`, owner, { status: 'done' });
    const reopened = await call('PUT', `/api/chat/threads/${f2}/status`, owner, { status: 'open' });
    expect(reopened.json().status).toBe('open');
    const unassigned = await call('PUT', `/api/chat/threads/${f2}/assignee`, owner, { operator_id: null });
    expect(unassigned.json().assignee_id).toBeNull();
  });

  it('replies through LINE with a retry key stored on the message', async () => {
    const f1 = friend.get(1) as number;
    const response = await call('POST', `/api/chat/threads/${f1}/messages`, owner, {
      type: 'text',
      text: 'ご予約承りました。',
    });
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      direction: 'out',
      kind: 'text',
      status: 'sent',
      sent_by: ownerId,
      error: null,
    });
    const [stored] = await rows(db(), sql`SELECT retry_key FROM chat_messages WHERE id = ${message.id}`);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      kind: 'push',
      to: [userId(1)],
      retryKey: stored?.retry_key,
      status: 200,
    });
    expect(fake.messagesOf(userId(1))).toEqual([[{ type: 'text', text: 'ご予約承りました。' }]]);
    // Replying reads the thread; the preview is the reply.
    expect((await call('GET', `/api/chat/threads/${f1}`, owner)).json()).toMatchObject({
      unread: 0,
      last_message: 'ご予約承りました。',
      last_direction: 'out',
    });
  });

  it('stores a failed send in Japanese and a retry uses the same key; 409 from LINE counts as sent', async () => {
    const f3 = friend.get(3) as number;
    fake.script({ status: 500 });
    const failed = (
      await call('POST', `/api/chat/threads/${f3}/messages`, owner, {
        type: 'text',
        text: '少々お待ちください。',
      })
    ).json();
    expect(failed).toMatchObject({ status: 'failed', error: M.lineUnreachable });
    const retried = await call('POST', `/api/chat/threads/${f3}/messages/${failed.id}/retry`, owner);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe('sent');
    expect(new Set(fake.requests.map((request) => request.retryKey)).size).toBe(1);
    // LINE took it but the answer was lost: the message looks failed; the retry gets 409 = sent, once.
    await db().execute(sql`UPDATE chat_messages SET status = 'failed' WHERE id = ${failed.id}`);
    const again = await call('POST', `/api/chat/threads/${f3}/messages/${failed.id}/retry`, owner);
    expect(again.json().status).toBe('sent');
    expect(fake.requests.at(-1)?.status).toBe(409);
    expect(fake.deliveredTo(userId(3))).toBe(1);
    expect(fake.duplicates()).toEqual([]);
    // A sent message is not sent again.
    const sent = await call('POST', `/api/chat/threads/${f3}/messages/${failed.id}/retry`, owner);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(M.notRetryable);
    // A day later the key no longer stops a repeat: the retry is refused and LINE is not asked.
    await db().execute(
      sql`UPDATE chat_messages SET status = 'failed', created_at = now() - interval '24 hours' WHERE id = ${failed.id}`,
    );
    const asked = fake.requests.length;
    const late = await call('POST', `/api/chat/threads/${f3}/messages/${failed.id}/retry`, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.retryTooLate);
    expect(fake.requests.length).toBe(asked);
  });

  it('stores LINE refusing a reply with its reason', async () => {
    fake.script({ status: 400 });
    const f1 = friend.get(1) as number;
    const failed = (
      await call('POST', `/api/chat/threads/${f1}/messages`, owner, { type: 'text', text: 'テスト' })
    ).json();
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^LINE が送信を受け付けませんでした（400 /);
  });

  it('checks a reply: one content, text within 5,000 characters, the account’s template and image', async () => {
    const url = `/api/chat/threads/${friend.get(1)}/messages`;
    const long = await call('POST', url, owner, { type: 'text', text: 'あ'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toContain(M.text);
    expect((await call('POST', url, owner, { type: 'text', text: 'あ'.repeat(5000) })).statusCode).toBe(201);
    const untyped = await call('POST', url, owner, { text: 'x' });
    expect(untyped.statusCode).toBe(422);
    expect(JSON.stringify(untyped.json())).toContain(M.oneContent);
    expect((await call('POST', url, owner, {})).statusCode).toBe(422);
    expect((await call('POST', url, owner, { type: 'text', text: '   ' })).statusCode).toBe(422);
    expect((await call('POST', url, owner, { type: 'template' })).statusCode).toBe(422);
    const template = await call('POST', url, owner, { type: 'template', template_id: 999_999 });
    expect(template.statusCode).toBe(422);
    expect(template.json().message).toBe(M.unknownTemplate);
    const media = await call('POST', url, owner, { type: 'image', media_id: 999_999 });
    expect(media.json().message).toBe(M.unknownMedia);
    const blocked = await call('POST', `/api/chat/threads/${friend.get(4)}/messages`, owner, {
      type: 'text',
      text: 'x',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(M.blocked);
  });

  it('reads a 10,000-message history in pages of up to 200, newest first', async () => {
    const f4 = friend.get(4) as number;
    await db().execute(sql`
      INSERT INTO chat_messages (account_id, friend_id, direction, kind, text, line_message_id, created_at)
      SELECT ${accountId}, ${f4}, 'in', 'text', 'メッセージ' || n, 'bulk-' || n, now() - (10000 - n) * interval '1 second'
      FROM generate_series(1, 10000) AS n`);
    let before: number | null = null;
    let seen = 0;
    let pages = 0;
    let last = Number.POSITIVE_INFINITY;
    do {
      const query: string = before === null ? '?limit=200' : `?limit=200&before=${before}`;
      const page = (await call('GET', `/api/chat/threads/${f4}/messages${query}`, owner)).json();
      for (const message of page.messages) {
        expect(message.id).toBeLessThan(last);
        last = message.id;
      }
      seen += page.messages.length;
      pages += 1;
      before = page.next_before;
    } while (before !== null);
    expect(seen).toBe(10_000);
    expect(pages).toBe(50);
    expect((await call('GET', `/api/chat/threads/${f4}/messages?limit=201`, owner)).statusCode).toBe(422);
    const first = (await call('GET', `/api/chat/threads/${f4}/messages`, owner)).json();
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0].text).toBe('メッセージ10000');
  });

  it('sends a ready template filled in for the friend, and an image of the media library', async () => {
    const f1 = friend.get(1) as number;
    const [template] = await rows(
      db(),
      sql`INSERT INTO message_templates (account_id, name, status, messages)
          VALUES (${accountId}, '予約の確認', 'ready', ${JSON.stringify([{ type: 'text', text: 'ご来店お待ちしております' }])}::jsonb)
          RETURNING id`,
    );
    const sent = await call('POST', `/api/chat/threads/${f1}/messages`, owner, {
      type: 'template',
      template_id: Number(template?.id),
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      kind: 'template',
      template_id: Number(template?.id),
      status: 'sent',
    });
    expect(fake.messagesOf(userId(1)).at(-1)).toEqual([{ type: 'text', text: 'ご来店お待ちしております' }]);
    const [media] = await rows(
      db(),
      sql`INSERT INTO media (account_id, name, token) VALUES (${accountId}, '店内', 'chat-test-token-000000') RETURNING id`,
    );
    const image = await call('POST', `/api/chat/threads/${f1}/messages`, owner, {
      type: 'image',
      media_id: Number(media?.id),
    });
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({ kind: 'image', status: 'sent' });
    expect(fake.messagesOf(userId(1)).at(-1)).toEqual([
      {
        type: 'image',
        originalContentUrl: 'https://line.example.jp/media/chat-test-token-000000/original',
        previewImageUrl: 'https://line.example.jp/media/chat-test-token-000000/preview',
      },
    ]);
    // Another account's template is refused.
    const [foreign] = await rows(
      db(),
      sql`INSERT INTO message_templates (account_id, name, status, messages)
          VALUES (${otherAccountId}, 'よそ', 'ready', '[{"type":"text","text":"x"}]'::jsonb) RETURNING id`,
    );
    const refused = await call('POST', `/api/chat/threads/${f1}/messages`, owner, {
      type: 'template',
      template_id: Number(foreign?.id),
    });
    expect(refused.statusCode).toBe(422);
  });

  it('the friends feature’s webhook job hands message events to the chat (the capability is wired)', async () => {
    const f3 = friend.get(3) as number;
    const before = await messageCount(f3);
    const jobs = friendsFeature.jobs?.({
      db: db(),
      config: { ...testConfig(), friendsLine: { ...testConfig().friendsLine, pollIntervalMs: 20 } },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      soleUser: true,
      capabilities: app().capabilities,
    });
    const [job] = jobs?.create() ?? [];
    if (!job) throw new Error('the friends feature has no webhook job');
    job.start();
    try {
      const body = JSON.stringify({ destination: 'Ubot', events: [messageEvent(3, 'ジョブ経由です')] });
      await app().inject({
        method: 'POST',
        url: `/api/line/webhook/${channelId}`,
        headers: {
          'content-type': 'application/json',
          'x-line-signature': createHmac('sha256', SECRET).update(body).digest('base64'),
        },
        payload: body,
      });
      const deadline = Date.now() + 5000;
      while ((await messageCount(f3)) === before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await job.stop();
    }
    expect(await messageCount(f3)).toBe(before + 1);
  });

  it('needs FRIEND_WRITE to reply, mark read, assign and mark done; reading needs only a session', async () => {
    const f1 = friend.get(1);
    for (const [method, url, payload] of [
      ['POST', `/api/chat/threads/${f1}/messages`, { type: 'text', text: 'x' }],
      ['POST', `/api/chat/threads/${f1}/messages/1/retry`, undefined],
      ['POST', `/api/chat/threads/${f1}/read`, undefined],
      ['PUT', `/api/chat/threads/${f1}/assignee`, { operator_id: null }],
      ['PUT', `/api/chat/threads/${f1}/status`, { status: 'done' }],
    ] as const) {
      const response = await call(method, url, staff, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    for (const url of [
      '/api/chat/threads',
      `/api/chat/threads/${f1}`,
      `/api/chat/threads/${f1}/messages`,
      '/api/chat/unread',
      '/api/chat/operators',
    ])
      expect((await call('GET', url, staff)).statusCode, url).toBe(200);
    const anonymous = await app().inject({ method: 'GET', url: '/api/chat/threads', headers: XHR });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHENTICATED);
    expect(app().operations.get('chatReply')?.access).toEqual({ keys: ['FRIEND_WRITE'] });
    expect(app().operations.get('chatAssign')?.access).toEqual({ keys: ['FRIEND_WRITE'] });
    expect(app().operations.get('chatStatus')?.access).toEqual({ keys: ['FRIEND_WRITE'] });
    expect(app().operations.get('chatRead')?.access).toEqual({ keys: ['FRIEND_WRITE'] });
    // The event stream answers at once to a client that does not ask for one.
    const plain = await call('GET', '/api/chat/events', staff);
    expect(plain.statusCode).toBe(406);
    expect(plain.json().message).toBe(M.notEventStream);
  });

  it('keeps accounts apart: another account’s thread is 404 and its lists are its own', async () => {
    const f1 = friend.get(1);
    for (const [method, url, payload] of [
      ['GET', `/api/chat/threads/${f1}`, undefined],
      ['GET', `/api/chat/threads/${f1}/messages`, undefined],
      ['POST', `/api/chat/threads/${f1}/read`, undefined],
      ['POST', `/api/chat/threads/${f1}/messages`, { type: 'text', text: 'x' }],
      ['POST', `/api/chat/threads/${f1}/messages/1/retry`, undefined],
      ['PUT', `/api/chat/threads/${f1}/assignee`, { operator_id: null }],
      ['PUT', `/api/chat/threads/${f1}/status`, { status: 'done' }],
    ] as const) {
      const response = await call(method, url, other, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await call('GET', '/api/chat/threads', other)).json()).toEqual([]);
    const theirs = (await call('GET', '/api/chat/operators', other)).json() as { id: number }[];
    const ours = (await call('GET', '/api/chat/operators', owner)).json() as { id: number }[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((choice) => ours.some((mine) => mine.id === choice.id))).toBe(false);
    expect((await call('GET', '/api/chat/unread', other)).json()).toEqual({
      threads: 0,
      messages: 0,
      mine: 0,
    });
    // Assigning another account's operator is refused.
    const otherOwner = (
      await rows(db(), sql`SELECT id FROM users WHERE account_id = ${otherAccountId} LIMIT 1`)
    )[0];
    const response = await call('PUT', `/api/chat/threads/${f1}/assignee`, owner, {
      operator_id: Number(otherOwner?.id),
    });
    expect(response.statusCode).toBe(422);
    // Ids past the range are 404 (path) and 422 (query), never 500.
    expect((await call('GET', '/api/chat/threads/99999999999', owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/chat/threads/${f1}/messages?before=99999999999`, owner)).statusCode).toBe(
      422,
    );
  });

  it('announces a new incoming message on the account’s event stream, not on another’s, and replays it after Last-Event-ID', async () => {
    const base = await app().listen({ port: 0, host: '127.0.0.1' });
    const open = async (cookie: string, lastId?: number) => {
      const client = await new EventClient<ChatEvent>(CHAT_EVENT_NAME).open(
        `${base}/api/chat/events`,
        cookie,
        lastId,
      );
      expect(client.status).toBe(200);
      expect(client.contentType).toContain('text/event-stream');
      return client;
    };
    const mine = await open(owner);
    const theirs = await open(other);
    try {
      const f2 = friend.get(2) as number;
      await deliver([messageEvent(2, 'リアルタイムで届きますか？')]);
      const [added] = await rows(
        db(),
        sql`SELECT id FROM chat_messages WHERE friend_id = ${f2} ORDER BY id DESC LIMIT 1`,
      );
      await mine.waitFor((event) => event.type === 'message' && event.thread_id === f2, 5000);
      expect(mine.events).toContainEqual(
        expect.objectContaining({ type: 'message', thread_id: f2, message_id: Number(added?.id) }),
      );
      expect(theirs.events).toEqual([]);
      // A client that reconnects with Last-Event-ID gets what it missed, once.
      const announced = mine.events.find(
        (event) => event.type === 'message' && event.thread_id === f2,
      ) as ChatEvent;
      const resumed = await open(owner, announced.id - 1);
      try {
        await resumed.waitFor((event) => event.id === announced.id, 5000);
        expect(resumed.events.filter((event) => event.id === announced.id)).toHaveLength(1);
      } finally {
        await resumed.close();
      }
    } finally {
      await mine.close();
      await theirs.close();
    }
  });
});
