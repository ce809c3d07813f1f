import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { AccountFixture } from '../db/seed';
import { createEntrySource, createFunnel } from './service';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small deterministic generator (mulberry32): the demo is the same on every fresh start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rows an INSERT takes at a time (one JSON parameter each). */
const CHUNK = 2000;

/**
 * The demo account's funnel data (issue 32): three entry sources (店頭POP, Instagram, チラシ) with
 * their scans, what 1,500 of its friends did over the last 90 days — a follow (most through a
 * source), then for some a click on the first tracker, a booking, a visit, each a few days after
 * the one before and fewer at each step, the sources converting differently — and one 4-step
 * funnel over them, so the chart says something. Does nothing when the account has an entry source.
 */
export async function seedFunnelsDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await rows(
    db,
    sql`SELECT 1 AS ok FROM entry_sources WHERE account_id = ${accountId} LIMIT 1`,
  );
  if (existing) return;
  const sources = [
    await createEntrySource(db, accountId, { name: '店頭POP' }, ''),
    await createEntrySource(db, accountId, { name: 'Instagram' }, ''),
    await createEntrySource(db, accountId, { name: 'チラシ' }, ''),
  ];
  // How well each source's friends go on: the shop's POP reaches people already in the shop.
  const onward = [0.7, 0.45, 0.3];
  const [tracker] = await rows(
    db,
    sql`SELECT id FROM trackers WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );
  const trackerId = tracker ? Number(tracker.id) : null;
  const friends = (
    await rows(db, sql`SELECT id FROM friends WHERE account_id = ${accountId} ORDER BY id LIMIT 1500`)
  ).map((row) => Number(row.id));
  const next = random(accountId * 7919 + 32);
  const events: { f: number; k: string; t: string; s: number | null; r: number | null }[] = [];
  const visits: { s: number; t: string }[] = [];
  for (const friendId of friends) {
    const pick = next();
    // One friend in ten came some other way (a search, a friend's share): no known source.
    const sourceIndex = pick < 0.1 ? null : pick < 0.5 ? 0 : pick < 0.8 ? 1 : 2;
    const source = sourceIndex === null ? null : (sources[sourceIndex]?.id ?? null);
    const rate = sourceIndex === null ? 0.4 : (onward[sourceIndex] ?? 0.4);
    let at = seededAt.getTime() - next() * 90 * DAY;
    if (source !== null) visits.push({ s: source, t: new Date(at - next() * HOUR).toISOString() });
    events.push({ f: friendId, k: 'follow', t: new Date(at).toISOString(), s: source, r: null });
    const steps = [
      { kind: 'tracker_click', ref: trackerId, days: 5 },
      { kind: 'booking_made', ref: null, days: 7 },
      { kind: 'booking_visited', ref: null, days: 10 },
    ];
    for (const step of steps) {
      if (next() > rate) break;
      at += (0.1 + next() * step.days) * DAY;
      if (at > seededAt.getTime()) break;
      events.push({ f: friendId, k: step.kind, t: new Date(at).toISOString(), s: null, r: step.ref });
      // Some click twice: a funnel counts them once.
      if (step.kind === 'tracker_click' && next() < 0.3)
        events.push({
          f: friendId,
          k: step.kind,
          t: new Date(at + HOUR).toISOString(),
          s: null,
          r: step.ref,
        });
    }
  }
  for (let start = 0; start < events.length; start += CHUNK) {
    const chunk = events.slice(start, start + CHUNK);
    await db.execute(sql`
      INSERT INTO friend_events (account_id, friend_id, kind, at, source_id, ref_id)
      SELECT ${accountId}::int, x.f, x.k, x.t, x.s, x.r
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(f int, k text, t timestamptz, s int, r int)`);
  }
  for (let start = 0; start < visits.length; start += CHUNK) {
    const chunk = visits.slice(start, start + CHUNK);
    await db.execute(sql`
      INSERT INTO entry_source_visits (source_id, at)
      SELECT x.s, x.t FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(s int, t timestamptz)`);
  }
  await createFunnel(db, accountId, {
    name: '友だち追加から来店まで',
    window_days: 30,
    steps: [
      { kind: 'follow', ref_id: null, source_id: null },
      { kind: 'tracker_click', ref_id: trackerId, source_id: null },
      { kind: 'booking_made', ref_id: null, source_id: null },
      { kind: 'booking_visited', ref_id: null, source_id: null },
    ],
  });
}
