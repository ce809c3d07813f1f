/**
 * kill -9 benchmark (issue 11 §6): the built server (`node dist/index.js`, embedded PGlite, the
 * `line` sender against the fake LINE API in its own process) sends an ordered 20,000-line upload;
 * when about a tenth has gone out the server is killed with SIGKILL and started again on the same
 * data folder, and the order is followed until it is done. Measured: lines LINE got twice (must be
 * 0), lines left without a final status (must be 0), lines recorded "unknown" (goal ≤ the sender's
 * concurrency), and how long recovery took (the lease, 60 s, bounds it).
 *
 *   pnpm --filter @console/server build && tsx bench/crash.bench.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { operationUrl } from '@console/contract';
import { TEL_OPS } from '@console/contract/tel';
import { forkFake } from './lib/fake';
import { createTemplate, fmt, generateFile, login, xhr } from './lib/server';

const LINES = Number(process.env.BENCH_LINES ?? 20_000);
const CONCURRENCY = 20;
const SERVER = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const PORT = 3480;
const base = `http://127.0.0.1:${PORT}`;

const built = await fs.stat(SERVER).then(
  () => true,
  () => false,
);
if (!built) {
  console.log('kill -9: skipped (build the server first: pnpm --filter @console/server build)');
  process.exit(0);
}

const fake = await forkFake();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-crash-'));

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEL_SENDER: 'line',
      LINE_API_BASE_URL: fake.url,
      LINE_CHANNEL_ACCESS_TOKEN: fake.token,
      TEL_SEND_CONCURRENCY: String(CONCURRENCY),
      TEL_LEASE_SECONDS: '60',
      TEL_POLL_INTERVAL_MS: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    if (i > 300) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server = await start();
try {
  let cookie = await login(base);
  const templateId = await createTemplate(base, cookie);
  const form = new FormData();
  // Dated in the past: every line is due at once.
  const file = generateFile(LINES, templateId).toString('latin1').replaceAll('2030/12/01', '2020/01/01');
  form.append('file', new Blob([Buffer.from(file, 'latin1')], { type: 'text/csv' }), 'crash.csv');
  const upload = await fetch(`${base}${TEL_OPS.uploadTel.path}`, {
    method: 'POST',
    headers: { ...xhr, cookie },
    body: form,
  });
  const { id } = (await upload.json()) as { id: number };
  const ordered = await fetch(`${base}${operationUrl(TEL_OPS.telOrderStatus, { id })}`, {
    method: 'POST',
    headers: { ...xhr, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 1 }),
  });
  if (!ordered.ok) throw new Error(`order: ${ordered.status}`);
  while ((await fake.stats()).requests < LINES / 10) await sleep(20);
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));
  const atKill = await fake.stats();

  const restarted = Date.now();
  server = await start();
  cookie = await login(base);
  const status = async () =>
    (
      (await (
        await fetch(`${base}${operationUrl(TEL_OPS.telOrderStatus, { id })}`, { headers: { cookie } })
      ).json()) as {
        status: number;
      }
    ).status;
  while ((await status()) !== 3) {
    if (Date.now() - restarted > 180_000) throw new Error('the order did not finish within 3 minutes');
    await sleep(500);
  }
  const recoveredMs = Date.now() - restarted;
  const lines = (await (
    await fetch(`${base}${operationUrl(TEL_OPS.telOrder, { id })}`, { headers: { cookie } })
  ).json()) as {
    status: number;
    outcome_unknown: boolean;
  }[];
  const final = await fake.stats();
  const sentTwice = final.requests - final.distinctTags;
  const unfinished = lines.filter((line) => line.status === 1 || line.status === 2).length;
  const unknown = lines.filter((line) => line.outcome_unknown).length;
  const sent = lines.filter((line) => line.status === 3).length;
  console.log(
    `kill -9 pglite: killed after ${fmt(atKill.requests)} of ${fmt(LINES)} requests; afterwards ${fmt(sent)} sent, ${unknown} unknown (goal ≤ concurrency ${CONCURRENCY}) ${unknown <= CONCURRENCY ? 'OK' : 'ABOVE GOAL'}`,
  );
  console.log(
    `kill -9 pglite: sent twice ${sentTwice}, left without a final status ${unfinished} (goal 0 and 0) ${sentTwice === 0 && unfinished === 0 ? 'OK' : 'FAILED'}`,
  );
  console.log(
    `kill -9 pglite: order done ${(recoveredMs / 1000).toFixed(1)} s after the restart (the lease is 60 s)`,
  );
} finally {
  server.kill('SIGTERM');
  fake.close();
  await sleep(500);
  await fs.rm(dataDir, { recursive: true, force: true });
}
