import {
  ENTRY_SOURCE_CODE_PATTERN,
  type FriendEventKind,
  type FunnelStep,
  FUNNEL_MESSAGES as M,
} from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProfiles } from '../src/friends/line';
import { eventsOf, processBatch, storeEvents } from '../src/friends/webhook';
import { countFunnel } from '../src/funnels/counting';
import { salons } from '../src/salon/schema';
import { clicksWritten } from '../src/trackers/redirect';
import {
  createAccount,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  openTestApp,
  rows,
  seedFriends,
  sessionFor,
  sessionWithKeys,
  TEST_ORIGIN,
  type TestDatabase,
  UNAUTHENTICATED,
  XHR,
} from './helpers';

/*
 * Funnels and entry sources (issue 32): the counting rule table-driven (order, repeats, windows,
 * Japan's days, per source, step filters, other accounts), every operation (isolation 404,
 * permission keys 403, Japanese 422), the public /e/{code} page, the segment of a step's friends,
 * and the writers of the event list (the webhook worker, the trackers' redirect, the salon).
 */

const VALIDATION = '入力内容に誤りがあります。';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-06-01 00:00 in Japan: day 0 of the table's events. */
const DAY0 = Date.parse('2026-06-01T00:00:00+09:00');
const at = (days: number, hours = 0) => new Date(DAY0 + days * DAY + hours * HOUR);

const step = (kind: FriendEventKind, filter: Partial<FunnelStep> = {}): FunnelStep => ({
  kind,
  ref_id: null,
  source_id: null,
  ...filter,
});
const FOLLOW_CLICK_BOOK = [step('follow'), step('tracker_click'), step('booking_made')];

/** One event of a case: friend number (1 …), kind, time, and its source and reference. */
type Ev = [friend: number, kind: FriendEventKind, when: Date, extra?: { source?: number; ref?: number }];

interface Case {
  name: string;
  events: Ev[];
  steps?: FunnelStep[];
  window?: number;
  from?: string;
  to?: string;
  source?: number | null;
  expected: number[];
}

const CASES: Case[] = [
  {
    name: 'friends go down the steps in order',
    events: [
      [1, 'follow', at(0)],
      [1, 'tracker_click', at(1)],
      [1, 'booking_made', at(2)],
      [2, 'follow', at(0)],
      [2, 'tracker_click', at(1)],
      [3, 'follow', at(0)],
    ],
    expected: [3, 2, 1],
  },
  {
    name: 'a step done before the step before it does not count',
    events: [
      [1, 'tracker_click', at(0)],
      [1, 'follow', at(1)],
      [1, 'booking_made', at(2)],
      [2, 'follow', at(0)],
      [2, 'booking_made', at(1)],
      [2, 'tracker_click', at(2)],
    ],
    expected: [2, 1, 0],
  },
  {
    name: 'repeats count a friend once per step',
    events: [
      [1, 'follow', at(0)],
      [1, 'follow', at(3)],
      [1, 'tracker_click', at(1)],
      [1, 'tracker_click', at(2)],
      [1, 'tracker_click', at(4)],
      [1, 'booking_made', at(5)],
      [1, 'booking_made', at(6)],
    ],
    expected: [1, 1, 1],
  },
  {
    name: 'the window runs from the first step and its last moment still counts',
    window: 7,
    events: [
      [1, 'follow', at(0)],
      [1, 'tracker_click', at(3)],
      [1, 'booking_made', at(7)],
      [2, 'follow', at(0)],
      [2, 'tracker_click', at(3)],
      [2, 'booking_made', at(7, 1)],
      [3, 'follow', at(0)],
      [3, 'tracker_click', at(8)],
    ],
    expected: [3, 2, 1],
  },
  {
    name: 'a friend enters at their first step-1 event in the range (a later one does not restart)',
    window: 7,
    events: [
      [1, 'follow', at(0)],
      [1, 'follow', at(8)],
      [1, 'tracker_click', at(9)],
    ],
    expected: [1, 0, 0],
  },
  {
    name: 'step 1 must be in the range; later steps may fall after its end, within the window',
    from: '2026-06-02',
    to: '2026-06-02',
    events: [
      [1, 'follow', at(0)],
      [1, 'tracker_click', at(1, 2)],
      [2, 'follow', at(1, 3)],
      [2, 'tracker_click', at(4)],
      [2, 'booking_made', at(6)],
      [3, 'follow', at(2)],
    ],
    expected: [1, 1, 1],
  },
  {
    name: 'the range is of Japan’s days',
    from: '2026-06-01',
    to: '2026-06-01',
    events: [
      [1, 'follow', at(0, 0.5)],
      [2, 'follow', at(0, -0.5)],
      [3, 'follow', at(0, 23.5)],
      [4, 'follow', at(1, 0)],
    ],
    expected: [2, 0, 0],
  },
  {
    name: 'one event never stands for two steps of the same kind',
    steps: [step('tracker_click'), step('tracker_click')],
    events: [
      [1, 'tracker_click', at(0)],
      [2, 'tracker_click', at(0)],
      [2, 'tracker_click', at(0, 1)],
    ],
    expected: [2, 1],
  },
  {
    name: 'per source: only friends whose follow came through it',
    source: 101,
    steps: [step('follow'), step('tracker_click')],
    events: [
      [1, 'follow', at(0), { source: 101 }],
      [1, 'tracker_click', at(1)],
      [2, 'follow', at(0), { source: 102 }],
      [2, 'tracker_click', at(1)],
      [3, 'follow', at(0)],
      [3, 'tracker_click', at(1)],
      [4, 'follow', at(0), { source: 101 }],
    ],
    expected: [2, 1],
  },
  {
    name: 'per source applies to funnels that do not start with the follow',
    source: 102,
    steps: [step('tracker_click'), step('booking_made')],
    events: [
      [1, 'follow', at(-30), { source: 101 }],
      [1, 'tracker_click', at(1)],
      [1, 'booking_made', at(2)],
      [2, 'follow', at(-30), { source: 102 }],
      [2, 'tracker_click', at(1)],
      [2, 'booking_made', at(2)],
    ],
    expected: [1, 1],
  },
  {
    name: 'a step narrowed to a tracker or a source counts only those events',
    steps: [step('follow', { source_id: 101 }), step('tracker_click', { ref_id: 5 })],
    events: [
      [1, 'follow', at(0), { source: 101 }],
      [1, 'tracker_click', at(1), { ref: 6 }],
      [1, 'tracker_click', at(2), { ref: 5 }],
      [2, 'follow', at(0), { source: 101 }],
      [2, 'tracker_click', at(1), { ref: 6 }],
      [3, 'follow', at(0), { source: 102 }],
      [3, 'tracker_click', at(1), { ref: 5 }],
    ],
    expected: [2, 1],
  },
  {
    name: 'nobody at step 1 is nobody at every step',
    events: [[1, 'tracker_click', at(1)]],
    expected: [0, 0, 0],
  },
];

/**
 * The counting rule written plainly, friend by friend (the reference the SQL is checked against):
 * entry at the first step-1 event in the range, then each step's first event strictly after the
 * step before and no later than the entry plus the window.
 */
function modelCounts(
  events: readonly Ev[],
  steps: readonly FunnelStep[],
  windowDays: number,
  from: string,
  to: string,
  sourceId: number | null,
): number[] {
  const start = Date.parse(`${from}T00:00:00+09:00`);
  const end = Date.parse(`${to}T00:00:00+09:00`) + DAY;
  const counts = steps.map(() => 0);
  const matches = (event: Ev, wanted: FunnelStep) =>
    event[1] === wanted.kind &&
    (wanted.ref_id === null || event[3]?.ref === wanted.ref_id) &&
    (wanted.source_id === null || event[3]?.source === wanted.source_id);
  for (const friend of new Set(events.map((event) => event[0]))) {
    const own = events.filter((event) => event[0] === friend);
    if (sourceId !== null && !own.some((event) => event[1] === 'follow' && event[3]?.source === sourceId))
      continue;
    const first = steps[0];
    if (!first) continue;
    const entries = own
      .filter((event) => matches(event, first) && event[2].getTime() >= start && event[2].getTime() < end)
      .map((event) => event[2].getTime());
    if (entries.length === 0) continue;
    const t0 = Math.min(...entries);
    counts[0] = (counts[0] ?? 0) + 1;
    let previous = t0;
    for (let index = 1; index < steps.length; index += 1) {
      const wanted = steps[index] as FunnelStep;
      const next = own
        .filter(
          (event) =>
            matches(event, wanted) &&
            event[2].getTime() > previous &&
            event[2].getTime() <= t0 + windowDays * DAY,
        )
        .map((event) => event[2].getTime());
      if (next.length === 0) break;
      previous = Math.min(...next);
      counts[index] = (counts[index] ?? 0) + 1;
    }
  }
  return counts;
}

const KINDS = ['follow', 'tracker_click', 'booking_made'] as const;
const arbitraryStep = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    ref: fc.constantFrom(null, 5, 6),
    source: fc.constantFrom(null, 101, 102),
  })
  .map(
    ({ kind, ref, source }): FunnelStep => ({
      kind,
      ref_id: kind === 'tracker_click' ? ref : null,
      source_id: kind === 'follow' ? source : null,
    }),
  );
const arbitraryEvent = fc
  .record({
    friend: fc.integer({ min: 1, max: 5 }),
    kind: fc.constantFrom(...KINDS),
    // Whole hours over three weeks, so ties and window edges (whole days) happen.
    hour: fc.integer({ min: -24, max: 21 * 24 }),
    source: fc.constantFrom(undefined, 101, 102),
    ref: fc.constantFrom(undefined, 5, 6),
  })
  .map(
    ({ friend, kind, hour, source, ref }): Ev => [
      friend,
      kind,
      at(0, hour),
      { ...(source === undefined ? {} : { source }), ...(ref === undefined ? {} : { ref }) },
    ],
  );
const arbitraryCase = fc.record({
  events: fc.array(arbitraryEvent, { maxLength: 30 }),
  steps: fc.array(arbitraryStep, { minLength: 2, maxLength: 4 }),
  window: fc.integer({ min: 1, max: 10 }),
  fromDay: fc.integer({ min: 0, max: 6 }),
  length: fc.integer({ min: 0, max: 10 }),
  source: fc.constantFrom(null, 101, 102),
});
const dayOf = (offset: number) => new Date(DAY0 + offset * DAY + 9 * HOUR).toISOString().slice(0, 10);

describe.each(DRIVERS)('funnels on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let accountId: number;
  let otherAccountId: number;
  let owner: string;
  let staff: string;
  let otherOwner: string;
  let friendIds: number[];
  let otherFriendIds: number[];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    /** The caller's session cookie; empty for nobody. */
    cookie = owner,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  const addEvents = async (account: number, friends: number[], events: Ev[]) => {
    if (events.length === 0) return;
    const values = events.map(
      ([friend, kind, when, extra]) =>
        sql`(${account}::int, ${friends[friend - 1]}::int, ${kind}, ${when.toISOString()}::timestamptz,
             ${extra?.source ?? null}::int, ${extra?.ref ?? null}::int)`,
    );
    await database.db.execute(sql`
      INSERT INTO friend_events (account_id, friend_id, kind, at, source_id, ref_id)
      VALUES ${sql.join(values, sql`, `)}`);
  };
  const clearEvents = () => database.db.execute(sql`DELETE FROM friend_events`);

  beforeAll(async () => {
    ({ database, app, close } = await openTestApp(driver));
    const mine = await createAccount(database, 'ファネルのサロン');
    const other = await createAccount(database, 'よそのサロン');
    accountId = mine.accountId;
    otherAccountId = other.accountId;
    owner = await sessionFor(database, mine.emails.owner);
    staff = await sessionFor(database, mine.emails.staff);
    otherOwner = await sessionFor(database, other.emails.owner);
    await seedFriends(database.db, accountId, 10, 0);
    await database.db.execute(sql`
      INSERT INTO friends (account_id, line_user_id, display_name, name_search, status)
      SELECT ${otherAccountId}, 'V' || n, 'よその友だち' || n, 'よそのともだち' || n, 'following'
      FROM generate_series(1, 10) AS n`);
    const ids = async (account: number) =>
      (await rows(database.db, sql`SELECT id FROM friends WHERE account_id = ${account} ORDER BY id`)).map(
        (row) => Number(row.id),
      );
    friendIds = await ids(accountId);
    otherFriendIds = await ids(otherAccountId);
  });
  afterAll(async () => {
    await close?.();
  });

  describe('counting', () => {
    it.each(CASES)('$name', async (testCase) => {
      await clearEvents();
      await addEvents(accountId, friendIds, testCase.events);
      const steps = testCase.steps ?? FOLLOW_CLICK_BOOK;
      const counts = await countFunnel(database.db, accountId, steps, testCase.window ?? 30, {
        from: testCase.from ?? '2026-06-01',
        to: testCase.to ?? '2026-06-10',
        sourceId: testCase.source ?? null,
      });
      expect(counts).toEqual(testCase.expected);
    });

    it('agrees with the rule written plainly, friend by friend, on random events and funnels', async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryCase, async (testCase) => {
          await clearEvents();
          await addEvents(accountId, friendIds, testCase.events);
          const from = dayOf(testCase.fromDay);
          const to = dayOf(testCase.fromDay + testCase.length);
          const counts = await countFunnel(database.db, accountId, testCase.steps, testCase.window, {
            from,
            to,
            sourceId: testCase.source,
          });
          expect(counts).toEqual(
            modelCounts(testCase.events, testCase.steps, testCase.window, from, to, testCase.source),
          );
        }),
        { numRuns: 150 },
      );
    }, 120_000);

    it('never counts another account’s events', async () => {
      await clearEvents();
      await addEvents(otherAccountId, otherFriendIds, [
        [1, 'follow', at(0)],
        [1, 'tracker_click', at(1)],
      ]);
      const range = { from: '2026-06-01', to: '2026-06-10', sourceId: null };
      expect(await countFunnel(database.db, accountId, FOLLOW_CLICK_BOOK, 30, range)).toEqual([0, 0, 0]);
      expect(await countFunnel(database.db, otherAccountId, FOLLOW_CLICK_BOOK, 30, range)).toEqual([1, 1, 0]);
    });
  });

  describe('entry sources', () => {
    it('needs a session to read and FUNNEL_WRITE to write, in Japanese', async () => {
      expect((await call('GET', '/api/entry_sources', '')).json()).toEqual(UNAUTHENTICATED);
      expect((await call('GET', '/api/entry_sources', staff)).statusCode).toBe(200);
      const refused = await call('POST', '/api/entry_sources', staff, { name: '店頭POP' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
    });

    it('makes, lists, renames and deletes a source with a random URL-safe code and its public URL', async () => {
      const made = await call('POST', '/api/entry_sources', owner, { name: ' 店頭POP ' });
      expect(made.statusCode).toBe(201);
      const source = made.json();
      expect(source).toMatchObject({ name: '店頭POP', visits: 0, follows: 0 });
      expect(source.code).toMatch(ENTRY_SOURCE_CODE_PATTERN);
      expect(source.url).toBe(`${TEST_ORIGIN}/e/${source.code}`);
      const second = (await call('POST', '/api/entry_sources', owner, { name: 'Instagram' })).json();
      expect(second.code).not.toBe(source.code);
      const list = (await call('GET', '/api/entry_sources')).json();
      expect(list.map((item: { id: number }) => item.id)).toEqual([second.id, source.id]);
      const renamed = await call('PUT', `/api/entry_sources/${source.id}`, owner, { name: 'レジ横POP' });
      expect(renamed.json()).toMatchObject({ name: 'レジ横POP', code: source.code });
      expect((await call('DELETE', `/api/entry_sources/${second.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/entry_sources/${second.id}`)).json()).toEqual(NOT_FOUND);
    });

    it('refuses an empty or long name in Japanese under the field', async () => {
      for (const name of ['', '   ', 'あ'.repeat(101)]) {
        const response = await call('POST', '/api/entry_sources', owner, { name });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: VALIDATION, errors: { name: [M.sourceName] } });
      }
    });

    it('answers 404 for another account’s source, whatever the call', async () => {
      const source = (await call('POST', '/api/entry_sources', owner, { name: '秘密のPOP' })).json();
      for (const [method, url, body] of [
        ['GET', `/api/entry_sources/${source.id}`],
        ['PUT', `/api/entry_sources/${source.id}`, { name: 'x' }],
        ['DELETE', `/api/entry_sources/${source.id}`],
        ['GET', `/api/entry_sources/${source.id}/qr`],
      ] as const) {
        const response = await call(method, url, otherOwner, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect((await call('GET', `/api/entry_sources/${source.id}`)).statusCode).toBe(200);
    });

    it('draws the URL as a QR code in PNG and SVG', async () => {
      const source = (await call('POST', '/api/entry_sources', owner, { name: 'チラシ' })).json();
      const png = await call('GET', `/api/entry_sources/${source.id}/qr`, staff);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(png.headers['content-disposition']).toContain(`${source.code}.png`);
      const svg = await call('GET', `/api/entry_sources/${source.id}/qr?format=svg`, staff);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.body).toContain('<svg');
      const bad = await call('GET', `/api/entry_sources/${source.id}/qr?format=gif`, staff);
      expect(bad.statusCode).toBe(422);
    });

    it('/e/{code} records the visit and sends people to LINE’s add-friend page, or says it is not set up', async () => {
      const source = (await call('POST', '/api/entry_sources', owner, { name: '看板' })).json();
      const path = `/e/${source.code}`;
      const iphone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.1';
      const first = await app.inject({ url: path, headers: { 'user-agent': iphone } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.body).toContain(M.noBasicId);
      await database.db.execute(sql`
        INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret, basic_id)
        VALUES (${accountId}, 'テスト', '1234567890', ${'0'.repeat(32)}, '@abc1234')`);
      const redirected = await app.inject({ url: path, headers: { 'user-agent': iphone } });
      expect(redirected.statusCode).toBe(302);
      expect(redirected.headers.location).toBe('https://line.me/R/ti/p/%40abc1234');
      expect(redirected.headers['cache-control']).toBe('no-store');
      // LINE's link preview fetches the URL too: kept, never counted.
      await app.inject({ url: path, headers: { 'user-agent': 'facebookexternalhit/1.1;line-poker/1.0' } });
      expect((await call('GET', `/api/entry_sources/${source.id}`)).json().visits).toBe(2);
      for (const unknown of ['/e/AAAAAAAAAAAA', '/e/short', '/e/%00']) {
        const response = await app.inject({ url: unknown });
        expect(response.statusCode, unknown).toBe(404);
        expect(response.body).toContain(M.sourceNotFound);
      }
    });

    it('counts the different friends whose follow came through a source', async () => {
      await clearEvents();
      const source = (await call('POST', '/api/entry_sources', owner, { name: 'ポスター' })).json();
      await addEvents(accountId, friendIds, [
        [1, 'follow', at(0), { source: source.id }],
        [1, 'follow', at(5), { source: source.id }],
        [2, 'follow', at(0), { source: source.id }],
        [3, 'follow', at(0)],
      ]);
      expect((await call('GET', `/api/entry_sources/${source.id}`)).json().follows).toBe(2);
    });
  });

  describe('funnels', () => {
    const body = (over: object = {}) => ({
      name: '追加から予約まで',
      window_days: 14,
      steps: [{ kind: 'follow' }, { kind: 'tracker_click', ref_id: 5 }, { kind: 'booking_made' }],
      ...over,
    });

    it('makes, reads, changes and deletes a funnel; reads need a session, writes FUNNEL_WRITE', async () => {
      expect((await call('POST', '/api/funnels', staff, body())).json()).toEqual(FORBIDDEN);
      expect((await call('GET', '/api/funnels', '')).statusCode).toBe(401);
      const made = await call('POST', '/api/funnels', owner, body());
      expect(made.statusCode).toBe(201);
      const funnel = made.json();
      expect(funnel).toMatchObject({
        name: '追加から予約まで',
        window_days: 14,
        steps: [
          { kind: 'follow', ref_id: null, source_id: null },
          { kind: 'tracker_click', ref_id: 5, source_id: null },
          { kind: 'booking_made', ref_id: null, source_id: null },
        ],
      });
      expect((await call('GET', `/api/funnels/${funnel.id}`, staff)).json()).toEqual(funnel);
      expect((await call('GET', '/api/funnels', staff)).json()[0]).toEqual(funnel);
      const changed = await call('PUT', `/api/funnels/${funnel.id}`, owner, body({ window_days: 3 }));
      expect(changed.json().window_days).toBe(3);
      expect((await call('PUT', `/api/funnels/${funnel.id}`, staff, body())).statusCode).toBe(403);
      expect((await call('DELETE', `/api/funnels/${funnel.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/funnels/${funnel.id}`)).json()).toEqual(NOT_FOUND);
    });

    it.each([
      ['one step', { steps: [{ kind: 'follow' }] }, 'steps', M.steps],
      ['nine steps', { steps: Array.from({ length: 9 }, () => ({ kind: 'follow' })) }, 'steps', M.steps],
      ['an unknown kind', { steps: [{ kind: 'dance' }, { kind: 'follow' }] }, 'steps.0.kind', M.kind],
      ['a window of 0 days', { window_days: 0 }, 'window_days', M.windowDays],
      ['a window of 91 days', { window_days: 91 }, 'window_days', M.windowDays],
      [
        'a tracker on a follow',
        { steps: [{ kind: 'follow', ref_id: 1 }, { kind: 'purchase' }] },
        'steps.0.ref_id',
        M.refNotAllowed,
      ],
      [
        'a source on a click',
        { steps: [{ kind: 'follow' }, { kind: 'tracker_click', source_id: 1 }] },
        'steps.1.source_id',
        M.sourceNotAllowed,
      ],
      ['an empty name', { name: ' ' }, 'name', M.name],
    ])('refuses %s in Japanese under the field', async (_name, over, field, message) => {
      const response = await call('POST', '/api/funnels', owner, body(over));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(VALIDATION);
      expect(response.json().errors[field]).toEqual([message]);
    });

    it('refuses another account’s entry source in a step', async () => {
      const theirs = (await call('POST', '/api/entry_sources', otherOwner, { name: 'よそのPOP' })).json();
      const response = await call(
        'POST',
        '/api/funnels',
        owner,
        body({ steps: [{ kind: 'follow', source_id: theirs.id }, { kind: 'booking_made' }] }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['steps.0.source_id']).toEqual([M.unknownSource]);
    });

    it('answers 404 for another account’s funnel, whatever the call', async () => {
      const funnel = (await call('POST', '/api/funnels', owner, body())).json();
      const range = '?from=2026-06-01&to=2026-06-10';
      for (const [method, url, payload] of [
        ['GET', `/api/funnels/${funnel.id}`],
        ['PUT', `/api/funnels/${funnel.id}`, body()],
        ['DELETE', `/api/funnels/${funnel.id}`],
        ['GET', `/api/funnels/${funnel.id}/counts${range}`],
        ['POST', `/api/funnels/${funnel.id}/steps/1/segment${range}`],
      ] as const) {
        const response = await call(method, url, otherOwner, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it('counts per step with the conversion from the step before and from the first', async () => {
      await clearEvents();
      await addEvents(accountId, friendIds, [
        [1, 'follow', at(0)],
        [1, 'tracker_click', at(1), { ref: 5 }],
        [1, 'booking_made', at(2)],
        [2, 'follow', at(0)],
        [2, 'tracker_click', at(1), { ref: 5 }],
        [3, 'follow', at(0)],
        [4, 'follow', at(0)],
      ]);
      const funnel = (await call('POST', '/api/funnels', owner, body())).json();
      const counts = await call(
        'GET',
        `/api/funnels/${funnel.id}/counts?from=2026-06-01&to=2026-06-10`,
        staff,
      );
      expect(counts.statusCode).toBe(200);
      expect(counts.json()).toEqual({
        funnel_id: funnel.id,
        from: '2026-06-01',
        to: '2026-06-10',
        source_id: null,
        window_days: 14,
        steps: [
          { step: 1, kind: 'follow', friends: 4, from_previous: null, from_first: 1 },
          { step: 2, kind: 'tracker_click', friends: 2, from_previous: 0.5, from_first: 0.5 },
          { step: 3, kind: 'booking_made', friends: 1, from_previous: 0.5, from_first: 0.25 },
        ],
      });
      const empty = await call('GET', `/api/funnels/${funnel.id}/counts?from=2027-01-01&to=2027-01-01`);
      expect(empty.json().steps.map((s: { from_first: unknown }) => s.from_first)).toEqual([
        null,
        null,
        null,
      ]);
    });

    it.each([
      ['from=2026-06-10&to=2026-06-01', 'to', M.range],
      ['from=2026-02-30&to=2026-03-01', 'from', M.day],
      ['from=2025-01-01&to=2026-01-02', 'to', M.rangeLength],
      ['from=2026-06-01', 'to', null],
    ])('refuses the range %s in Japanese', async (query, field, message) => {
      const funnel = (await call('POST', '/api/funnels', owner, body())).json();
      const response = await call('GET', `/api/funnels/${funnel.id}/counts?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(VALIDATION);
      expect(response.json().errors[field]).toHaveLength(1);
      if (message) expect(response.json().errors[field]).toEqual([message]);
    });

    it('makes the friends at a step a tag and a segment of it, once asked with every key it writes with', async () => {
      await clearEvents();
      await addEvents(accountId, friendIds, [
        [1, 'follow', at(0)],
        [1, 'tracker_click', at(1), { ref: 5 }],
        [2, 'follow', at(0)],
        [2, 'tracker_click', at(1), { ref: 5 }],
        [2, 'tracker_click', at(2), { ref: 5 }],
        [3, 'follow', at(0)],
      ]);
      const funnel = (await call('POST', '/api/funnels', owner, body())).json();
      const url = (n: number | string) =>
        `/api/funnels/${funnel.id}/steps/${n}/segment?from=2026-06-01&to=2026-06-10`;
      const funnelOnly = await sessionWithKeys(database, accountId, ['FUNNEL_WRITE']);
      expect((await call('POST', url(2), funnelOnly)).json()).toEqual(FORBIDDEN);
      const made = await call('POST', url(2));
      expect(made.statusCode).toBe(201);
      const segment = made.json();
      expect(segment.friends).toBe(2);
      expect(segment.name).toMatch(
        /^追加から予約まで 2\.リンクのクリック（2026-06-01〜2026-06-10）\d{4}\/\d{2}\/\d{2} /,
      );
      const tagged = await rows(
        database.db,
        sql`SELECT friend_id FROM friend_tag_links WHERE tag_id = ${segment.tag_id} ORDER BY friend_id`,
      );
      expect(tagged.map((row) => Number(row.friend_id))).toEqual([friendIds[0], friendIds[1]]);
      const query = (await call('GET', '/api/member_queries'))
        .json()
        .find((item: { id: number }) => item.id === segment.member_query_id);
      expect(query).toMatchObject({
        name: segment.name,
        filter: { tags_any: [segment.tag_id], status: 'all' },
      });
      const tag = (await call('GET', `/api/tags/${segment.tag_id}`)).json();
      expect(tag.name).toBe(segment.name);

      const nobody = await call('POST', url(3));
      expect(nobody.statusCode).toBe(422);
      expect(nobody.json().errors.step).toEqual([M.noFriends]);
      const missing = await call('POST', url(4));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.noStep);
      expect((await call('POST', url(9))).statusCode).toBe(404);
    });
  });

  describe('the writers of the event list', () => {
    const events = async (kind: string) =>
      rows(
        database.db,
        sql`SELECT friend_id, ref_id, source_id, key FROM friend_events
            WHERE account_id = ${accountId} AND kind = ${kind} ORDER BY id`,
      );

    it('the webhook worker records each follow and unfollow once, however often the batch runs', async () => {
      await clearEvents();
      await database.db.execute(sql`
        INSERT INTO line_channels (account_id, name, line_channel_id, channel_secret)
        VALUES (${accountId}, 'テスト', '1234567890', ${'0'.repeat(32)}) ON CONFLICT DO NOTHING`);
      const [channel] = await rows(
        database.db,
        sql`SELECT id FROM line_channels WHERE account_id = ${accountId}`,
      );
      const target = { id: Number(channel?.id), accountId };
      const body = {
        events: [
          {
            type: 'follow',
            webhookEventId: 'EV-FOLLOW-1',
            timestamp: Date.parse('2026-06-01T01:00:00Z'),
            source: { type: 'user', userId: 'Unew1' },
          },
          {
            type: 'unfollow',
            webhookEventId: 'EV-UNFOLLOW-1',
            timestamp: Date.parse('2026-06-02T01:00:00Z'),
            source: { type: 'user', userId: 'Unew1' },
          },
          {
            type: 'message',
            webhookEventId: 'EV-MESSAGE-1',
            timestamp: Date.parse('2026-06-01T02:00:00Z'),
            source: { type: 'user', userId: 'Unew1' },
            message: { id: '1', type: 'text', text: 'こんにちは' },
          },
        ],
      };
      await storeEvents(database.db, target, eventsOf(body) ?? []);
      const recordEvents = app.capabilities.friendEvents;
      const drain = async (worker: string) => {
        while (
          (await processBatch(database.db, worker, async () => sandboxProfiles, { recordEvents })).claimed > 0
        );
      };
      await drain('w1');
      // LINE redelivers the same events, and a worker replays them: nothing more is recorded.
      await storeEvents(database.db, target, eventsOf(body) ?? []);
      await database.db.execute(
        sql`UPDATE line_webhook_events SET status = 0 WHERE channel_id = ${target.id}`,
      );
      await drain('w2');
      const [friend] = await rows(
        database.db,
        sql`SELECT id FROM friends WHERE account_id = ${accountId} AND line_user_id = 'Unew1'`,
      );
      expect(await events('follow')).toEqual([
        { friend_id: friend?.id, ref_id: null, source_id: null, key: 'line:EV-FOLLOW-1' },
      ]);
      expect((await events('unfollow')).map((row) => row.key)).toEqual(['line:EV-UNFOLLOW-1']);
      expect(await events('tracker_click')).toEqual([]);
    });

    it('the trackers record a person’s click on a friend’s own link, not a bot’s', async () => {
      await clearEvents();
      const tracker = (
        await call('POST', '/api/trackers', owner, {
          name: 'キャンペーン',
          url: 'https://example.jp/',
          group_id: null,
          actions: { tag_ids: [], values: [], journey_id: null },
        })
      ).json();
      const friendId = friendIds[4] as number;
      const links = await app.capabilities.personalLinks({
        accountId,
        trackerId: tracker.id,
        friendIds: [friendId],
        deliveryId: null,
        origin: '',
      });
      const path = links?.get(friendId) ?? '';
      await app.inject({ url: path, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Line/14.3.1' } });
      await app.inject({ url: path, headers: { 'user-agent': 'facebookexternalhit/1.1;line-poker/1.0' } });
      await app.inject({ url: tracker.link, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Line/14.3.1' } });
      await clicksWritten(database.db);
      const clicks = await events('tracker_click');
      expect(clicks).toHaveLength(1);
      expect(clicks[0]).toMatchObject({ friend_id: friendId, ref_id: tracker.id });
      expect(String(clicks[0]?.key)).toMatch(/^click:\d+$/);
    });

    it('the salon records a booking of a known friend and its visit, each once', async () => {
      await clearEvents();
      const [salon] = await database.db
        .insert(salons)
        .values({ accountId, name: '本店' })
        .returning({ id: salons.id });
      const base = `/api/salon/${salon?.id}/reservations`;
      const friendId = friendIds[5] as number;
      const booking = { name: '山田 花子', date: '2026-06-10', from: '10:00', to: '11:00', confirm: true };
      const known = (await call('POST', base, owner, { ...booking, member_id: friendId })).json().reservation;
      await call('POST', base, owner, booking);
      // A member id that is not a friend of the account records nothing.
      await call('POST', base, owner, { ...booking, member_id: otherFriendIds[0] });
      expect(await events('booking_made')).toEqual([
        { friend_id: friendId, ref_id: known.id, source_id: null, key: `booking:${known.id}` },
      ]);
      const visit = (stage: string) => call('POST', `${base}/${known.id}/visit`, owner, { stage });
      expect((await visit('visited')).statusCode).toBe(200);
      expect((await visit('reserved')).statusCode).toBe(200);
      expect((await visit('visited')).statusCode).toBe(200);
      expect(await events('booking_visited')).toEqual([
        { friend_id: friendId, ref_id: known.id, source_id: null, key: `visit:${known.id}` },
      ]);
    });
  });
});
