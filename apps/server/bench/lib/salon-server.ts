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
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db';
import { seedIfEmpty, soleDemoAccount } from '../../src/db/seed';
import { acceptsGzip } from '../../src/salon/reservation-cache';
import { salonCourses, salonReservations, salonResources, salons } from '../../src/salon/schema';
import { login } from './server';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 10_000);
const RESOURCES = 30;

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
const [salon] = await database.db
  .insert(salons)
  .values({ accountId: demo.accountId, name: 'ベンチ店' })
  .returning();
if (!salon) throw new Error('no salon');
const resources = await database.db
  .insert(salonResources)
  .values(
    Array.from({ length: RESOURCES }, (_, i) => ({
      salonId: salon.id,
      name: `スタッフ${i + 1}`,
      kind: 'staff',
      color: '#1f6feb',
      order: i + 1,
    })),
  )
  .returning({ id: salonResources.id });
const courses = await database.db
  .insert(salonCourses)
  .values(
    Array.from({ length: 8 }, (_, i) => ({
      salonId: salon.id,
      name: `コース${i + 1}`,
      duration: 30 + 15 * i,
      color: '#1a7f37',
      order: i + 1,
    })),
  )
  .returning({ id: salonCourses.id });
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const rows = Array.from({ length: RESERVATIONS }, (_, i) => {
  const resource = resources[i % RESOURCES]?.id ?? null;
  const day = 1 + (Math.floor(i / RESOURCES) % 31);
  const slot = Math.floor(i / (RESOURCES * 31)) % 11; // up to 11 an-hour slots a day per resource
  const start = 9 * 60 + slot * 60;
  return {
    salonId: salon.id,
    name: `お客様${i}`,
    courseId: courses[i % courses.length]?.id ?? null,
    date: `2030-03-${String(day).padStart(2, '0')}`,
    from: hhmm(start),
    to: hhmm(start + 45),
    resourceId: resource,
    memo: i % 7 === 0 ? '前回と同じ仕上がりを希望' : '',
  };
});
for (let i = 0; i < rows.length; i += 1000) {
  await database.db.insert(salonReservations).values(rows.slice(i, i + 1000));
}

// The reference of the reservations benchmark: the same process, hooks (session and all) and
// bytes, with none of the salon's work; filled below with the first resource's month.
const reference: { body: string; gzip: Buffer } = { body: '[]', gzip: gzipSync('[]') };
const app = await buildApp(config, {
  db: database.db,
  extend: (scope) => {
    scope.get('/api/bench/reference', async (request, reply) => {
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
