/**
 * The API server of the upload benchmark, in its own process so its RSS is its own:
 * `tsx bench/lib/upload-server.ts pglite|pg [databaseUrl]`. Listens on 127.0.0.1 (a free port),
 * reports `{port}` over IPC, answers 'cpu' with its `process.cpuUsage()`, and stops on 'stop'.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db';
import { seedIfEmpty } from '../../src/db/seed';

const [driver, databaseUrl] = process.argv.slice(2);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-bench-'));
const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), host: '127.0.0.1', port: 0 };
const database = await openDatabase(
  driver === 'pg' ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
);
await database.migrate();
await seedIfEmpty(database.db);
const app = await buildApp(config, { db: database.db });
await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', async (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message !== 'stop') return;
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
