import { TRACKER_CODE_PATTERN } from '@console/contract/trackers';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db';
import { clicksWritten } from '../src/trackers/redirect';
import { rows, TEST_ORIGIN, XHR } from './helpers';

/*
 * Friends' tracked links in what a sender outside deliveries sends (journeys, triggers, follow
 * settings): each friend's own `/t/{code}`, made with no delivery, whose tap is the friend's click.
 */

/** Where a tracker's links send a friend (the tests' trackers all go here). */
export const TRACKER_URL = 'https://example.jp/winter';

/** LINE's in-app browser on an iPhone: a person, whose tap is counted. */
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Line/14.0.0';

/** A tracker of the cookie's account made through the API, as the console makes one; its id. */
export async function makeTracker(app: FastifyInstance, cookie: string, name: string): Promise<number> {
  const made = await app.inject({
    method: 'POST',
    url: '/api/trackers',
    headers: { ...XHR, cookie },
    payload: {
      name,
      url: TRACKER_URL,
      group_id: null,
      actions: { tag_ids: [], values: [], journey_id: null },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

export async function deleteTracker(app: FastifyInstance, cookie: string, trackerId: number) {
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/trackers/${trackerId}`,
    headers: { ...XHR, cookie },
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
}

/** The codes of the tracked links in a sent text, in order (`{PUBLIC_ORIGIN}/t/{code}`). */
export function linkCodes(text: string): string[] {
  const prefix = `${TEST_ORIGIN}/t/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${prefix}(\\S+)`, 'g'))].map((match) => match[1] ?? '');
}

/**
 * Checks that `code` is the friend's own link of the tracker outside any delivery: a code of 96
 * random bits at least, a person's tap redirects to the tracker's URL, and the click written is the
 * friend's, with no delivery. Taps the link once.
 */
export async function expectFriendsOwnLink(
  app: FastifyInstance,
  db: Db,
  code: string,
  owner: { trackerId: number; friendId: number },
) {
  expect(code).toMatch(TRACKER_CODE_PATTERN);
  // base64url: 6 bits a character.
  expect(code.length * 6).toBeGreaterThanOrEqual(96);
  const links = await rows(
    db,
    sql`SELECT id, tracker_id, friend_id, delivery_id FROM tracker_links WHERE code = ${code}`,
  );
  expect(links.map((link) => [Number(link.tracker_id), Number(link.friend_id), link.delivery_id])).toEqual([
    [owner.trackerId, owner.friendId, null],
  ]);
  const tapped = await app.inject({ method: 'GET', url: `/t/${code}`, headers: { 'user-agent': IPHONE } });
  expect(tapped.statusCode).toBe(302);
  expect(tapped.headers.location).toBe(TRACKER_URL);
  await clicksWritten(db);
  const clicks = await rows(
    db,
    sql`SELECT friend_id, delivery_id, is_bot FROM tracker_clicks WHERE link_id = ${links[0]?.id}`,
  );
  expect(clicks.map((click) => [Number(click.friend_id), click.delivery_id, click.is_bot])).toEqual([
    [owner.friendId, null, false],
  ]);
}
