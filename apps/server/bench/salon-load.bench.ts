/**
 * Salon benchmarks (issue 13), on a real server process with 10,000 reservations of March 2030
 * across 30 resources, on the embedded PGlite and, when TEST_DATABASE_URL names a PostgreSQL
 * server, on a scratch database there:
 *
 * 1. GET reservations at a fixed 100 requests/s for 10 s (autocannon): a month of one resource, as
 *    the timeline asks after a shift write (spec §4), each request for the next resource (about
 *    330 reservations, ~150 kB), plain and gzipped (as a browser asks); the whole salon's month
 *    (10,000, several MB) at 2 requests/s as a figure. The reference, in the same run: a route of
 *    the same server process answering the same bytes through the same hooks (session lookup
 *    included) with no salon work — on this 2-core machine autocannon alone keeps a no-op server's
 *    p99 near 45 ms for a 140 kB body. Goal: p99 < 50 ms at 100 req/s.
 * 2. Server-Sent Events fan-out: 200 clients on /api/salon/{sid}/events, 50 reservations written
 *    one every 100 ms; for each delivery, the time from the write's start to its arrival at the
 *    client. Goal: p99 < 200 ms.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_SECONDS=5 tsx bench/salon-load.bench.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HEALTH_API } from '@console/contract';
import { SALON_API, SALON_EVENT_NAME } from '@console/contract/salon';
import autocannon from 'autocannon';
import { withScratchDatabase } from '../tests/scratch-database';
import { fmt, login, median, xhr } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 200);
const WRITES = 50;
const SERVER = fileURLToPath(new URL('./lib/salon-server.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  base: string;
  sid: number;
  resources: number[];
}

async function start(args: string[]): Promise<Started> {
  const child = fork(SERVER, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<{ port: number; sid: number; resources: number[] }>((resolve, reject) => {
    child.once('message', (message) =>
      resolve(message as { port: number; sid: number; resources: number[] }),
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${info.port}`, sid: info.sid, resources: info.resources };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

async function fixedRate(
  url: string | string[],
  cookie: string,
  rate: number,
  seconds = SECONDS,
  extraHeaders: Record<string, string> = {},
) {
  const urls = Array.isArray(url) ? url : [url];
  let next = 0;
  const result = await autocannon({
    url: urls[0] as string,
    connections: 10,
    duration: seconds,
    overallRate: rate,
    headers: { cookie, ...extraHeaders },
    requests: [
      {
        setupRequest: (request) => {
          const path =
            new URL(urls[next % urls.length] as string).pathname +
            new URL(urls[next % urls.length] as string).search;
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.average,
  };
}

async function fanOut(server: Started, cookie: string) {
  const url = `${server.base}${SALON_API.path('events', { sid: server.sid })}`;
  // By the reservation's name, noted before the write: an event may arrive before the write's answer.
  const written = new Map<string, number>();
  const latencies: number[] = [];
  const controllers: AbortController[] = [];
  const readers = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
      if (!response.body) throw new Error(`events: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Wrapped in an object: an async function returning the loop's promise would adopt it, and
      // opening the streams would wait for them to end.
      const loop = (async () => {
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += value;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.includes(`event: ${SALON_EVENT_NAME}`)) {
                const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
                  member_display_name: string;
                };
                const at = written.get(data.member_display_name);
                if (at !== undefined) latencies.push(performance.now() - at);
              }
              end = buffer.indexOf('\n\n');
            }
          }
        } catch {
          // aborted
        }
      })();
      return { loop };
    }),
  );
  for (let i = 0; i < WRITES; i++) {
    written.set(`速報${i}`, performance.now());
    const response = await fetch(`${server.base}${SALON_API.path('reservations', { sid: server.sid })}`, {
      method: 'POST',
      headers: { ...xhr, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `速報${i}`,
        date: '2030-04-01',
        from: '10:00',
        to: '11:00',
        salon_resource_id: server.resources[0],
      }),
    });
    if (!response.ok) throw new Error(`write ${i}: ${response.status}`);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const controller of controllers) controller.abort();
  await Promise.all(readers.map((reader) => reader.loop));
  return latencies;
}

async function run(label: string, server: Started) {
  try {
    const cookie = await login(server.base);
    const month = '2030-03-01..2030-03-31';
    const perResource = server.resources.map(
      (rid) =>
        `${server.base}${SALON_API.path('reservations', { sid: server.sid }, { range_date: month, salon_resource_id: rid })}`,
    );
    const whole = `${server.base}${SALON_API.path('reservations', { sid: server.sid }, { range_date: month })}`;
    const sizes = await Promise.all(
      [perResource[0] as string, whole].map(async (u) => {
        // Plain, for the JSON's own size (fetch asks for gzip otherwise).
        const response = await fetch(u, { headers: { cookie, 'accept-encoding': 'identity' } });
        const list = (await response.json()) as unknown[];
        return { count: list.length, kb: Number(response.headers.get('content-length') ?? 0) / 1024 };
      }),
    );
    await fixedRate(perResource, cookie, 100, 3); // warm up
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const health = await fixedRate(`${server.base}${HEALTH_API.path('health')}`, cookie, 100);
    const reference = await fixedRate(`${server.base}/api/bench/reference`, cookie, 100);
    const one = await fixedRate(perResource, cookie, 100);
    const referenceGzip = await fixedRate(`${server.base}/api/bench/reference`, cookie, 100, SECONDS, gzip);
    const oneGzip = await fixedRate(perResource, cookie, 100, SECONDS, gzip);
    const all = await fixedRate(whole, cookie, 2);
    const verdict = (run: { p99: number }, ref: { p99: number }) =>
      `goal p99 < 50 ms: ${run.p99 < 50 ? 'met' : 'NOT met'}; ${(run.p99 / Math.max(1, ref.p99)).toFixed(1)}× the reference p99`;
    console.log(
      `salon ${label}: health at 100 req/s: p50 ${health.p50} ms, p99 ${health.p99} ms, ${health.errors} errors`,
    );
    console.log(
      `salon ${label}: reference (same process and hooks, the same ${fmt(sizes[0]?.kb ?? 0)} kB, no salon work) at 100 req/s: p50 ${reference.p50} ms, p99 ${reference.p99} ms; gzipped as a browser asks: p50 ${referenceGzip.p50} ms, p99 ${referenceGzip.p99} ms`,
    );
    console.log(
      `salon ${label}: GET reservations, one resource's month (${sizes[0]?.count} reservations, ${fmt(sizes[0]?.kb ?? 0)} kB) at 100 req/s: ${fmt(one.rps)} req/s, p50 ${one.p50} ms, p99 ${one.p99} ms, ${one.errors} errors (${verdict(one, reference)})`,
    );
    console.log(
      `salon ${label}: the same, gzipped as a browser asks (${fmt(oneGzip.bytes / Math.max(1, oneGzip.rps) / 1024)} kB each): ${fmt(oneGzip.rps)} req/s, p50 ${oneGzip.p50} ms, p99 ${oneGzip.p99} ms, ${oneGzip.errors} errors (${verdict(oneGzip, referenceGzip)})`,
    );
    console.log(
      `salon ${label}: GET reservations, the whole salon's month (${sizes[1]?.count} reservations, ${fmt(sizes[1]?.kb ?? 0)} kB) at 2 req/s: p50 ${all.p50} ms, p99 ${all.p99} ms, ${all.errors} errors`,
    );
    const latencies = await fanOut(server, cookie);
    const expected = CLIENTS * WRITES;
    console.log(
      `salon ${label}: SSE fan-out to ${CLIENTS} clients, ${WRITES} writes: ${latencies.length}/${expected} deliveries, median ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (goal p99 < 200 ms: ${percentile(latencies, 99) < 200 && latencies.length === expected ? 'met' : 'NOT met'})`,
    );
  } finally {
    await stop(server.child);
  }
}

await run('pglite', await start(['pglite']));
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  await withScratchDatabase(adminUrl, 'bench', async (url) => run('postgresql', await start(['pg', url])));
} else {
  console.log('salon postgresql: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
}
