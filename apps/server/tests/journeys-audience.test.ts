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
  seedFriends,
  sessionFor,
  type TestDatabase,
} from './helpers';

/*
 * The audience a send confirmation names (issue 28): GET /api/journeys/audience must count exactly
 * the friends the scheduler then enrols when the journey starts, for an unsaved draft and for a
 * saved journey, and the friends a resume sends on.
 */
describe.each(DRIVERS)('journey audience on %s', (driver) => {
  let database: TestDatabase;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let db: Db;
  let cookie: string;
  let accountId: number;
  let tagId: number;
  let segmentId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callJson(app, cookie, method, url, payload);
  const enrolled = async (journeyId: number) =>
    Number(
      (
        await rows(
          db,
          sql`SELECT count(*)::int AS n FROM journey_enrollments WHERE journey_id = ${journeyId}`,
        )
      )[0]?.n,
    );
  const tagFriends = (from: number, to: number) =>
    db.execute(sql`
      INSERT INTO friend_tag_links (friend_id, tag_id)
      SELECT id, ${tagId} FROM friends
      WHERE account_id = ${accountId} AND display_name IN (
        SELECT '友だち' || n FROM generate_series(${from}::int, ${to}::int) AS n)
      ON CONFLICT DO NOTHING`);

  beforeAll(async () => {
    ({ database, close, app, db, accountId, cookie } = await openAccountApp(driver, '対象人数の店'));
    // 100 friends: 1–90 following, 91–100 blocked.
    await seedFriends(db, accountId, 90, 10);
    tagId = (await call('POST', '/api/tags', { name: '対象' })).id;
    // The segment asks for every status: a journey still takes only following friends.
    segmentId = (
      await call('POST', '/api/member_queries', {
        name: '対象タグ',
        filter: { status: 'all', tags_any: [tagId] },
      })
    ).id;
    // Tagged: 61–100, of whom 61–90 follow (30) and 91–100 blocked (10).
    await tagFriends(61, 100);
  });
  afterAll(async () => {
    await close?.();
  });

  it('counts for an unsaved draft exactly the friends the scheduler enrols when it starts', async () => {
    const draft = await call('GET', `/api/journeys/audience?entry=member_query&member_query_id=${segmentId}`);
    expect(draft).toEqual({ entering: 30, waiting: 0 });
    const journey = await call('POST', '/api/journeys', {
      name: '開始',
      status: 'active',
      entry: { type: 'member_query', member_query_id: segmentId },
      steps: [
        { type: 'wait', minutes: 60 },
        { type: 'message', text: 'こんにちは' },
      ],
    });
    expect(await enrolled(journey.id)).toBe(draft.entering);
    // Everyone is in: starting it again would take nobody new; all 30 still wait.
    expect(
      await call(
        'GET',
        `/api/journeys/audience?entry=member_query&member_query_id=${segmentId}&journey_id=${journey.id}`,
      ),
    ).toEqual({ entering: 0, waiting: 30 });

    // Paused, then 5 more friends come into the segment: a resume takes the 5 and sends the 30 on.
    await call('PUT', `/api/journeys/${journey.id}`, { ...journey, status: 'paused' });
    await tagFriends(56, 60);
    const resume = await call(
      'GET',
      `/api/journeys/audience?entry=member_query&member_query_id=${segmentId}&journey_id=${journey.id}`,
    );
    expect(resume).toEqual({ entering: 5, waiting: 30 });
    await call('PUT', `/api/journeys/${journey.id}`, { ...journey, status: 'active' });
    expect(await enrolled(journey.id)).toBe(30 + resume.entering);
  });

  it('counts nobody at the start of a follow or trigger journey, or with no segment chosen', async () => {
    for (const query of [
      'entry=follow',
      'entry=trigger',
      'entry=member_query',
      `entry=follow&member_query_id=${segmentId}`,
    ]) {
      expect(await call('GET', `/api/journeys/audience?${query}`), query).toEqual({
        entering: 0,
        waiting: 0,
      });
    }
  });

  it('answers 404 for another account’s segment or journey', async () => {
    const journey = await call('POST', '/api/journeys', { name: '下書き', status: 'draft' });
    const other = await createAccount(database, 'よその店');
    const stranger = await sessionFor(database, other.emails.owner);
    for (const url of [
      `/api/journeys/audience?member_query_id=${segmentId}`,
      `/api/journeys/audience?journey_id=${journey.id}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: stranger } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
