/**
 * Tracker redirect benchmark (issue 31): a real server process on the embedded default (PGlite),
 * or PostgreSQL with BENCH_DATABASE_URL, answers GET /t/{code} at a fixed 200 requests a second
 * (lib/fixed-rate.ts: evenly spaced, open loop) with a phone's User-Agent, so every answer is also
 * a click written after it. The codes are the common links of 20 trackers made through the API.
 *
 * Goal: p99 < 10 ms at 200 requests/s.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_SECONDS=5 tsx bench/trackers.bench.ts
 */
import { operationUrl } from '@console/contract';
import { TRACKERS_OPS } from '@console/contract/trackers';
import { fixedRate } from './lib/fixed-rate';
import { login, startServer, stopServer, xhr } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 200;
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const GOAL_P99_MS = 10;
const TRACKERS = 20;
const IPHONE_LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.1';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const { child, base } = await startServer(databaseUrl ? ['pg', databaseUrl] : ['pglite']);
try {
  const cookie = await login(base);
  const links: string[] = [];
  for (let i = 0; i < TRACKERS; i += 1) {
    const response = await fetch(`${base}${operationUrl(TRACKERS_OPS.createTracker, {})}`, {
      method: 'POST',
      headers: { ...xhr, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `ベンチ ${i}`,
        url: `https://example.jp/landing/${i}`,
        group_id: null,
        actions: { tag_ids: [], values: [], journey_id: null },
      }),
    });
    if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
    links.push(`${base}${((await response.json()) as { link: string }).link}`);
  }
  // Warm-up: the first compiled queries, and the embedded jobs' first rounds after start-up (on
  // PGlite they share the one connection: GET /api/health's p99 was 1.4 s in the first 10 s).
  await fixedRate(links, { rate: RATE, seconds: WARM_UP_SECONDS, headers: { 'user-agent': IPHONE_LINE } });
  const result = await fixedRate(links, {
    rate: RATE,
    seconds: SECONDS,
    headers: { 'user-agent': IPHONE_LINE },
  });
  const verdict = result.p99 < GOAL_P99_MS ? 'meets' : 'MISSES';
  console.log(
    `tracker redirect (${databaseUrl ? 'PostgreSQL' : 'PGlite'}) at ${RATE} req/s for ${SECONDS} s: ` +
      `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ` +
      `errors ${result.errors} — ${verdict} p99 < ${GOAL_P99_MS} ms`,
  );
} finally {
  await stopServer(child);
}
