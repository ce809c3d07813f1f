/**
 * Order-list load benchmark (issue 11 §6): a real server process on the embedded default (PGlite)
 * with 170 orders answers GET /api/tel/list at a fixed 200 requests/s (autocannon), as the console
 * asks for it (one page of 100) and as a spec client does (the whole list), then with 50
 * connections as fast as it can. Reference in the same run: GET /api/health (session check and one
 * `select 1`), the floor of any authenticated read. One line per figure.
 *
 * Every request says `Accept-Encoding: br, gzip` as a browser does; each list load runs twice on
 * the same server, compressed (brotli quality 4, plugins/compression.ts) and plain (the request
 * adds `x-no-compression`, which the compression plugin honours), and reports latency, bytes and
 * the server process's CPU time per request (its own `process.cpuUsage()`) side by side, with the
 * ratio compressed/plain (issue 27: the CPU cost of compressing dynamic answers). The two alternate
 * over BENCH_ROUNDS rounds (which goes first alternates too) and each figure is the rounds' median,
 * so a neighbour's load on a shared machine falls on both.
 *
 * Goal: p99 < 50 ms at 200 requests/s.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_SECONDS=5 BENCH_ROUNDS=3 tsx bench/list-load.bench.ts
 */
import { AUTH_OPS, operationUrl } from '@console/contract';
import { TEL_OPS } from '@console/contract/tel';
import autocannon from 'autocannon';
import {
  createTemplate,
  fmt,
  login,
  median,
  serverCpuMicros,
  startServer,
  stopServer,
  xhr,
} from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ORDERS = 170;
const GOAL_P99_MS = 50;
/** What Chromium sends; the server prefers brotli. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

interface Load {
  rate?: number;
  connections: number;
  /** Ask the server not to compress (the compression plugin's `x-no-compression`). */
  plain?: boolean;
}

async function load(url: string, cookie: string, { rate, connections, plain }: Load) {
  const cpuBefore = await serverCpuMicros(child);
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { cookie, ...BROWSER_ENCODINGS, ...(plain ? { 'x-no-compression': '1' } : {}) },
    ...(rate ? { overallRate: rate } : {}),
  });
  const cpu = (await serverCpuMicros(child)) - cpuBefore;
  const errors = result.errors + result.non2xx;
  const requests = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
    cpuPerRequest: cpu / requests,
    bytesPerRequest: result.throughput.total / requests,
  };
}
type Figures = Awaited<ReturnType<typeof load>>;

/** Each figure's median over the rounds. */
function medians(rounds: Figures[]): Figures {
  const of = (key: keyof Figures) => median(rounds.map((figures) => figures[key]));
  return {
    rps: of('rps'),
    p50: of('p50'),
    p99: of('p99'),
    max: of('max'),
    errors: rounds.reduce((sum, figures) => sum + figures.errors, 0),
    cpuPerRequest: of('cpuPerRequest'),
    bytesPerRequest: of('bytesPerRequest'),
  };
}

const describe = (f: Figures) =>
  `${fmt(f.rps)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms, CPU ${fmt(f.cpuPerRequest)} µs/req, ${fmt(f.bytesPerRequest)} B/req, ${f.errors} errors`;
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

const { child, base } = await startServer(['pglite']);
try {
  const cookie = await login(base);
  const templateId = await createTemplate(base, cookie);
  for (let i = 0; i < ORDERS; i += 1) {
    const response = await fetch(`${base}${TEL_OPS.registerTel.path}`, {
      method: 'POST',
      headers: { ...xhr, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        tel: '090-1234-5678',
        date: '2030/12/01',
        time: '10:00',
        template_id: templateId,
      }),
    });
    if (response.status !== 200) throw new Error(`register: ${response.status}`);
  }
  // Warm up (JIT, PGlite caches) before measuring.
  await load(`${base}${operationUrl(TEL_OPS.telOrders, undefined, { page: 1, per_page: 100 })}`, cookie, {
    connections: 10,
    rate: 100,
  });

  const runs: [string, string, Load][] = [
    ['health (reference)', AUTH_OPS.health.path, { rate: 200, connections: 10 }],
    [
      'list page of 100 (console)',
      operationUrl(TEL_OPS.telOrders, undefined, { page: 1, per_page: 100 }),
      { rate: 200, connections: 10 },
    ],
    ['whole list (spec client)', TEL_OPS.telOrders.path, { rate: 200, connections: 10 }],
    [
      'list page of 100, 50 connections, flat out',
      operationUrl(TEL_OPS.telOrders, undefined, { page: 1, per_page: 100 }),
      { connections: 50 },
    ],
  ];
  for (const [label, path, options] of runs) {
    const url = `${base}${path}`;
    const fixed = options.rate !== undefined;
    const goal = fixed && !label.startsWith('health');
    const verdict = (f: Figures) =>
      goal ? ` (goal p99 < ${GOAL_P99_MS} ms)${f.p99 < GOAL_P99_MS ? ' OK' : ' ABOVE GOAL'}` : '';
    const target = fixed ? ` (target ${options.rate})` : '';
    if (label.startsWith('health')) {
      const figures = await load(url, cookie, options);
      console.log(`list load pglite: ${label}: ${describe(figures)}${target}`);
      continue;
    }
    const plainRounds: Figures[] = [];
    const compressedRounds: Figures[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const plainFirst = round % 2 === 0;
      if (plainFirst) plainRounds.push(await load(url, cookie, { ...options, plain: true }));
      compressedRounds.push(await load(url, cookie, options));
      if (!plainFirst) plainRounds.push(await load(url, cookie, { ...options, plain: true }));
    }
    const plain = medians(plainRounds);
    const compressed = medians(compressedRounds);
    console.log(`list load pglite: ${label}, plain: ${describe(plain)}${target}${verdict(plain)}`);
    console.log(`list load pglite: ${label}, br: ${describe(compressed)}${target}${verdict(compressed)}`);
    console.log(
      `list load pglite: ${label}, br/plain: CPU ×${ratio(compressed.cpuPerRequest, plain.cpuPerRequest)} (+${fmt(compressed.cpuPerRequest - plain.cpuPerRequest)} µs/req), p99 ×${ratio(compressed.p99, plain.p99)}, bytes ×${ratio(compressed.bytesPerRequest, plain.bytesPerRequest)}`,
    );
  }
} finally {
  await stopServer(child);
}
