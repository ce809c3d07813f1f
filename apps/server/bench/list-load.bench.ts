/**
 * Order-list load benchmark (issue 11 §6): a real server process on the embedded default (PGlite)
 * with 170 orders answers GET /api/tel/list at a fixed 200 requests/s (autocannon), as the console
 * asks for it (one page of 100) and as a spec client does (the whole list), then with 50
 * connections as fast as it can. Reference in the same run: GET /api/health (session check and one
 * `select 1`), the floor of any authenticated read. One line per figure.
 *
 * Goal: p99 < 50 ms at 200 requests/s.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_SECONDS=5 tsx bench/list-load.bench.ts
 */
import { AUTH_OPS, operationUrl } from '@console/contract';
import { TEL_OPS } from '@console/contract/tel';
import autocannon from 'autocannon';
import { createTemplate, fmt, login, startServer, stopServer, xhr } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = 170;
const GOAL_P99_MS = 50;

interface Load {
  rate?: number;
  connections: number;
}

async function load(url: string, cookie: string, { rate, connections }: Load) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { cookie },
    ...(rate ? { overallRate: rate } : {}),
  });
  const errors = result.errors + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
  };
}

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
    const figures = await load(`${base}${path}`, cookie, options);
    const fixed = options.rate !== undefined;
    const verdict =
      fixed && !label.startsWith('health') ? (figures.p99 < GOAL_P99_MS ? ' OK' : ' ABOVE GOAL') : '';
    console.log(
      `list load pglite: ${label}: ${fmt(figures.rps)} req/s${fixed ? ` (target ${options.rate})` : ''}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, ${figures.errors} errors${fixed && !label.startsWith('health') ? ` (goal p99 < ${GOAL_P99_MS} ms)` : ''}${verdict}`,
    );
  }
} finally {
  await stopServer(child);
}
