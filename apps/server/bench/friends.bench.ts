/**
 * Friends benchmarks (issue 16), on PostgreSQL (a scratch database on TEST_DATABASE_URL's server)
 * and on the embedded PGlite for comparison:
 *
 * 1. The friends list query (one page of 100 and the whole count, as GET /api/friends runs them)
 *    over 100,000 friends of one account, with filters: none, name search, tags any, tags all +
 *    a variable, none-of-a-tag + followed date range. 200 runs each; p50 and p99. Goal: p99 < 50 ms
 *    on PostgreSQL. Reference in the same run: a page of 100 by primary key with no count.
 * 2. A segment's live count (tags any/all/none + a variable condition) over the same friends.
 *    Goal: < 100 ms (p99 reported).
 * 3. Webhook intake over HTTP (a listening server in this process, 20 concurrent senders): 10,000
 *    events in deliveries of 10, signed; events/s accepted; then the worker drains the queue and
 *    the bench checks every event was applied once (attempts = 1, status done) and the friends
 *    count. Goal: ≥ 2,000 events/s accepted.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test tsx bench/friends.bench.ts
 */
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import { seedIfEmpty, soleDemoAccount } from '../src/db/seed';
import { sandboxProfiles } from '../src/friends/line';
import { lineChannels } from '../src/friends/schema';
import { countMembers, listFriends } from '../src/friends/service';
import { processBatch } from '../src/friends/webhook';
import { withScratchDatabase } from '../tests/scratch-database';
import { fmt } from './lib/server';

const FRIENDS = Number(process.env.BENCH_FRIENDS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => n.toFixed(2);

async function timed(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** 100,000 friends with 8 tags (about 18 % each) and two variables, made in SQL. */
async function fill(database: Database, accountId: number) {
  const db = database.db;
  await db.execute(sql`SELECT setseed(0.16)`);
  const tags = (await db.execute(sql`
    INSERT INTO friend_tags (account_id, name, "order")
    SELECT ${accountId}, 'タグ' || n, n FROM generate_series(1, 8) n RETURNING id`)) as unknown as {
    rows: { id: number }[];
  };
  const rank = (await db.execute(sql`
    INSERT INTO vars (account_id, kind, name, type, "order") VALUES (${accountId}, 'var', '会員ランク', 'choice', 1) RETURNING id`)) as unknown as {
    rows: { id: number }[];
  };
  const rankId = Number(rank.rows[0]?.id);
  await db.execute(sql`
    INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at, status_at, last_active_at)
    SELECT ${accountId}, 'Ubench' || n,
           (ARRAY['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村'])[1 + n % 8] || ' ' ||
           (ARRAY['花子','太郎','さくら','ゆい','蓮','あおい','美咲','健太','ゆうき','みな'])[1 + (n / 8) % 10],
           (ARRAY['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村'])[1 + n % 8] ||
           (ARRAY['花子','太郎','さくら','ゆい','蓮','あおい','美咲','健太','ゆうき','みな'])[1 + (n / 8) % 10],
           CASE WHEN random() < 0.08 THEN 'blocked' ELSE 'following' END,
           now() - random() * interval '730 days', now(), now() - random() * interval '90 days'
    FROM generate_series(1, ${FRIENDS}) n`);
  for (const tag of tags.rows) {
    await db.execute(sql`
      INSERT INTO friend_tag_links (tag_id, friend_id)
      SELECT ${Number(tag.id)}, id FROM friends WHERE account_id = ${accountId} AND random() < 0.18`);
  }
  await db.execute(sql`
    INSERT INTO friend_var_values (var_id, friend_id, value)
    SELECT ${rankId}, id, (ARRAY['一般','一般','一般','シルバー','ゴールド'])[1 + floor(random() * 5)::int]
    FROM friends WHERE account_id = ${accountId}`);
  await db.execute(sql`ANALYZE`);
  return { tagIds: tags.rows.map((row) => Number(row.id)), rankId };
}

async function run(name: string, database: Database) {
  await database.migrate();
  await seedIfEmpty(database.db);
  const demo = await soleDemoAccount(database.db);
  if (!demo) throw new Error('no demo account');
  const t0 = performance.now();
  const { tagIds, rankId } = await fill(database, demo.accountId);
  console.log(`friends ${name}: ${fmt(FRIENDS)} friends made in ${fmt(performance.now() - t0)} ms`);
  const [a, b, c] = tagIds as [number, number, number];
  const page = { limit: 100, offset: 0 };
  const reference = await timed(RUNS, () =>
    database.db.execute(
      sql`SELECT id, display_name FROM friends WHERE account_id = ${demo.accountId} ORDER BY id LIMIT 100`,
    ),
  );
  console.log(
    `friends ${name}: reference (page of 100 by id, no count) p50 ${ms(reference.p50)} ms, p99 ${ms(reference.p99)} ms`,
  );
  const cases: [string, Parameters<typeof listFriends>[2]][] = [
    ['no filter, newest first', {}],
    ['name search (さくら)', { q: 'サクラ' }],
    ['tags any of 2, following', { tags: `${a},${b}`, status: 'following' }],
    [
      'tags all of 2 + variable = ゴールド',
      { tags: `${a},${b}`, tag_mode: 'all', var_id: String(rankId), var_value: 'ゴールド' },
    ],
    [
      'none of a tag + followed in 2025',
      { tags: `${c}`, tag_mode: 'none', followed_from: '2025-01-01', followed_to: '2025-12-31' },
    ],
    ['sorted by name, page 50', { sort: 'display_name', order: 'asc' }],
  ];
  for (const [label, query] of cases) {
    const offset = label.includes('page 50') ? 4900 : 0;
    let total = 0;
    const result = await timed(RUNS, async () => {
      total = (await listFriends(database.db, demo.accountId, query, { ...page, offset })).total;
    });
    console.log(
      `friends ${name}: list ${label} (${fmt(total)} match) p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms (goal p99 < 50 ms on PostgreSQL)`,
    );
  }
  const segment = {
    tags_any: [a, b],
    tags_none: [c],
    vars: [{ var_id: rankId, op: 'ne' as const, value: '一般' }],
    status: 'following' as const,
  };
  let count = 0;
  const counted = await timed(RUNS, async () => {
    count = await countMembers(database.db, demo.accountId, segment);
  });
  console.log(
    `friends ${name}: segment count (${fmt(count)} of ${fmt(FRIENDS)}) p50 ${ms(counted.p50)} ms, p99 ${ms(counted.p99)} ms (goal < 100 ms)`,
  );

  // Webhook intake over HTTP.
  const secret = 'c'.repeat(32);
  const [channel] = await database.db
    .insert(lineChannels)
    .values({ accountId: demo.accountId, name: 'bench', lineChannelId: '1', channelSecret: secret })
    .returning({ id: lineChannels.id });
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    consoleDist: fileURLToPath(new URL('../tests/fixtures/console-dist', import.meta.url)),
    // Only this bench's worker drains the queue (timed apart from intake).
    friendsLine: { ...base.friendsLine, embeddedWorker: false },
    telSender: { ...base.telSender, embeddedWorker: false },
    salonGoogle: { ...base.salonGoogle, embeddedWorker: false },
  };
  const app = await buildApp(config, { db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/line/webhook/${channel?.id}`;
  const bodies: string[] = [];
  for (let i = 0; i < EVENTS; i += 10) {
    const events = Array.from({ length: 10 }, (_, j) => {
      const n = i + j;
      return {
        type: n % 3 === 0 ? 'follow' : 'message',
        mode: 'active',
        timestamp: 1_700_000_000_000 + n,
        source: { type: 'user', userId: `Uhook${n % 2000}` },
        webhookEventId: `01BENCH${String(n).padStart(19, '0')}`,
        deliveryContext: { isRedelivery: false },
        ...(n % 3 === 0 ? {} : { message: { id: String(n), type: 'text', text: 'こんにちは' } }),
      };
    });
    bodies.push(JSON.stringify({ destination: 'Ubot', events }));
  }
  let next = 0;
  let refused = 0;
  const t1 = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++] as string;
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-line-signature': createHmac('sha256', secret).update(body).digest('base64'),
          },
          body,
        });
        if (response.status !== 200) refused += 1;
        await response.arrayBuffer();
      }
    }),
  );
  const intakeMs = performance.now() - t1;
  console.log(
    `friends ${name}: webhook intake ${fmt(EVENTS)} events in ${fmt(bodies.length)} signed deliveries: ${fmt((EVENTS / intakeMs) * 1000)} events/s accepted (goal ≥ 2,000), ${refused} refused`,
  );
  const t2 = performance.now();
  for (;;) {
    const round = await processBatch(database.db, 'bench', async () => sandboxProfiles);
    if (round.claimed === 0) break;
  }
  const processMs = performance.now() - t2;
  const [check] = (
    (await database.db.execute(sql`
    SELECT count(*)::int AS events, count(*) FILTER (WHERE status = 2 AND attempts = 1)::int AS once,
           (SELECT count(*)::int FROM friends WHERE line_user_id LIKE 'Uhook%') AS friends
    FROM line_webhook_events WHERE channel_id = ${channel?.id}`)) as unknown as {
      rows: { events: number; once: number; friends: number }[];
    }
  ).rows;
  console.log(
    `friends ${name}: webhook processing ${fmt((EVENTS / processMs) * 1000)} events/s; ${fmt(check?.once ?? 0)} of ${fmt(check?.events ?? 0)} applied exactly once, ${fmt(check?.friends ?? 0)} friends (expected 2,000)`,
  );
  await app.close();
  await database.close();
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  await withScratchDatabase(adminUrl, 'bench', async (url) =>
    run('postgresql', await openDatabase({ databaseUrl: url })),
  );
} else {
  console.log('friends postgresql: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
}
await run('pglite', await openDatabase({}));
