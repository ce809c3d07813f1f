/**
 * Journey benchmark (issue 17) on PostgreSQL (a scratch database on TEST_DATABASE_URL's server, or
 * BENCH_DATABASE_URL): one journey (message → tag) on a segment of 100,000 following friends.
 *
 * 1. Enrollment: the segment's friends put into the journey when it becomes active (one statement).
 * 2. Fan-out: the scheduler (runDue rounds of 500, 8 friends at a time, as the job runs it) until
 *    every friend is done; steps/s and the process's peak RSS growth over the run (memory must stay
 *    flat: a round holds 500 friends, not the 100,000). Goal: ≥ 2,000 steps/s to the sandbox.
 *    Afterwards it checks every friend got the message once and the tag.
 * Reference in the same run: the sandbox's pushes alone (10,000, 8 at a time), pushes/s.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test tsx bench/journeys.bench.ts
 */
import { sql } from 'drizzle-orm';
import { capabilitiesOf } from '../src/capabilities';
import { openDatabase } from '../src/db';
import { createAccountWithUsers } from '../src/db/seed';
import { APP_FEATURES } from '../src/features';
import { enrollMembers, runDue, saveVersion } from '../src/journeys/engine';
import { sandboxSender } from '../src/journeys/sender';
import { withScratchDatabase } from '../tests/scratch-database';
import { fmt } from './lib/server';

const FRIENDS = Number(process.env.BENCH_FRIENDS ?? 100_000);
const REFERENCE_PUSHES = 10_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Row = Record<string, unknown>;

async function main() {
  if (!adminUrl) {
    console.log(
      'journeys bench: skipped (no TEST_DATABASE_URL or BENCH_DATABASE_URL: it measures PostgreSQL)',
    );
    return;
  }
  await withScratchDatabase(adminUrl, 'benchjourneys', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    const db = database.db;
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0] ?? {};
    try {
      await database.migrate();
      const { accountId } = await createAccountWithUsers(db, {
        name: 'ベンチ',
        oemCode: 'sakura',
        appName: 'さくら',
        ownerEmail: 'bench-owner@example.com',
        staffEmail: 'bench-staff@example.com',
        password: 'x',
        passwordHash: 'x',
      });
      await db.execute(sql`
        INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at)
        SELECT ${accountId}, 'Ubench' || n, '友だち' || n, 'ともだち' || n, 'following', now()
        FROM generate_series(1, ${FRIENDS}) n`);
      const tag = await one(sql`
        INSERT INTO friend_tags (account_id, name, "order") VALUES (${accountId}, '配信済み', 1) RETURNING id`);
      const steps = [
        { type: 'message' as const, text: 'いつもありがとうございます。' },
        { type: 'add_tag' as const, tag_id: Number(tag.id) },
      ];
      const journey = await one(sql`
        INSERT INTO journeys (account_id, name, "order", status, entry, steps, activated_at)
        VALUES (${accountId}, 'ベンチ', 1, 'active', '{"type":"member_query"}'::jsonb,
                ${JSON.stringify(steps)}::jsonb, now()) RETURNING id, version`);
      const written = { id: Number(journey.id), accountId, version: Number(journey.version) };
      await saveVersion(db, written.id, written.version, steps);
      await db.execute(sql`ANALYZE`);

      // Reference: the sandbox's pushes alone, as many at a time as the scheduler runs friends.
      const sandbox = sandboxSender(db);
      let next = 0;
      const r0 = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < REFERENCE_PUSHES) {
            const i = next++;
            await sandbox.push({
              accountId,
              friendId: 0,
              lineUserId: 'Ureference',
              messages: [{ type: 'text', text: 'reference' }],
              retryKey: `reference-${i}`,
              source: 'reference',
            });
          }
        }),
      );
      const referenceRate = REFERENCE_PUSHES / ((performance.now() - r0) / 1000);

      const e0 = performance.now();
      const entered = await enrollMembers(db, written, { status: 'following' }, new Date());
      const enrollMs = performance.now() - e0;

      const rssStart = process.memoryUsage().rss;
      let rssPeak = rssStart;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 50);
      const t0 = performance.now();
      let stepsRun = 0;
      for (;;) {
        const round = await runDue(db, {
          now: new Date(),
          workerId: 'bench',
          senderFor: async () => sandbox,
          links: {
            personalLinks: capabilitiesOf(APP_FEATURES, db).personalLinks,
            origin: 'https://bench.example',
          },
          limit: 500,
          concurrency: 8,
        });
        stepsRun += round.steps;
        if (round.failed > 0) throw new Error(`${round.failed} friends failed`);
        if (round.claimed === 0) break;
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);

      const check = await one(sql`
        SELECT (SELECT count(DISTINCT friend_id) FROM line_outbox WHERE source = ${`journey:${written.id}:0`}) AS sent_friends,
               (SELECT count(*) FROM line_outbox WHERE source = ${`journey:${written.id}:0`}) AS sent,
               (SELECT count(*) FROM friend_tag_links WHERE tag_id = ${Number(tag.id)}) AS tagged,
               (SELECT count(*) FROM journey_enrollments WHERE journey_id = ${written.id} AND state = 2) AS done`);
      const all = [check.sent_friends, check.sent, check.tagged, check.done].every(
        (n) => Number(n) === FRIENDS,
      );
      const rate = stepsRun / seconds;
      console.log(
        `journeys: ${fmt(FRIENDS)} friends entered in ${enrollMs.toFixed(0)} ms (${fmt(entered)} rows)`,
      );
      console.log(
        `journeys: fan-out message + tag, ${fmt(stepsRun)} steps in ${seconds.toFixed(1)} s = ${fmt(Math.round(rate))} steps/s ` +
          `(${fmt(Math.round(FRIENDS / seconds))} friends/s; goal ≥ 2,000 steps/s: ${rate >= 2000 ? 'met' : 'NOT met'})`,
      );
      console.log(
        `journeys: reference, sandbox pushes alone: ${fmt(Math.round(referenceRate))} pushes/s; ` +
          `the scheduler's friends/s = ${(FRIENDS / seconds / referenceRate).toFixed(2)}× that`,
      );
      console.log(
        `journeys: peak RSS growth during the fan-out ${((rssPeak - rssStart) / 1024 / 1024).toFixed(1)} MB`,
      );
      console.log(
        `journeys: check — each friend sent once and tagged: ${all ? 'yes' : `NO (${JSON.stringify(check)})`}`,
      );
      if (!all) process.exitCode = 1;
    } finally {
      await database.close();
    }
  });
}

await main();
