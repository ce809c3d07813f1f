/**
 * The API server of the salon benchmarks, in its own process: `tsx bench/lib/salon-server.ts
 * pglite|pg [databaseUrl]`. Before listening it gives the demo account a salon with 30 resources,
 * 8 courses and RESERVATIONS reservations spread over March 2030 (bulk inserted), then reports
 * `{port, sid, resources}` over IPC and stops on 'stop'.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { operation } from '@console/contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db';
import { seedIfEmpty, soleDemoAccount } from '../../src/db/seed';
import { registerOperation } from '../../src/operations';
import { acceptsGzip } from '../../src/salon/reservation-cache';
import { buildBenchSalon } from './salon-data';
import { login } from './server';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 10_000);

const [driver, databaseUrl] = process.argv.slice(2);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-bench-'));
const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), host: '127.0.0.1', port: 0 };
const database = await openDatabase(
  driver === 'pg' ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
);
await database.migrate();
await seedIfEmpty(database.db);
const demo = await soleDemoAccount(database.db);
if (!demo) throw new Error('no demo account');
const { salon, resources } = await buildBenchSalon(database.db, demo.accountId, RESERVATIONS);

// The reference of the reservations benchmark: the same process, hooks (session and all) and
// bytes, with none of the salon's work; filled below with the first resource's month.
const reference: { body: string; gzip: Buffer } = { body: '[]', gzip: gzipSync('[]') };
const app = await buildApp(config, {
  db: database.db,
  extend: (scope) => {
    // An operation like any other /api route (the app refuses one outside the table), with a
    // session like the reservations route, so the reference goes through the same hooks.
    const reference$ = operation({
      method: 'GET',
      path: '/api/bench/reference',
      access: 'session',
      tag: 'bench',
      summary: 'ベンチマークの基準',
      description: '予約一覧と同じバイト数を、サロンの処理なしで返します。',
      responses: { 200: null },
    });
    registerOperation(scope, 'benchReference', reference$, async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      return acceptsGzip(request.headers['accept-encoding'])
        ? reply.header('content-encoding', 'gzip').send(reference.gzip)
        : reply.send(reference.body);
    });
  },
});
await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const month = await fetch(
  `${base}/api/salon/${salon.id}/reservations?range_date=2030-03-01..2030-03-31&salon_resource_id=${resources[0]?.id}`,
  { headers: { cookie: await login(base) } },
);
reference.body = await month.text();
reference.gzip = gzipSync(reference.body);
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  sid: salon.id,
  resources: resources.map((r) => r.id),
});

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
