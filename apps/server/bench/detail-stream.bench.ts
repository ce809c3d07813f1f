/**
 * Order-detail streaming benchmark (issue 11): GET /api/tel/list/{id} without paging answers the
 * whole order as one JSON array, streamed in batches of STREAM_BATCH_ROWS. A real server process
 * (PGlite) gets a 100,000-line order by upload; the client reads the whole array while the
 * server's RSS is watched. Reference in the same run: reading the same order a page at a time
 * (1,000 lines per request), what a client had to do before. Medians of 3 runs.
 *
 * Goal: server RSS growth < 100 MB while streaming 100,000 lines.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_ROWS=20000 BENCH_RUNS=1 tsx bench/detail-stream.bench.ts
 */
import { operationUrl, TOTAL_COUNT_HEADER } from '@console/contract';
import { TEL_OPS } from '@console/contract/tel';
import {
  createTemplate,
  fmt,
  generateFile,
  login,
  median,
  resetPeak,
  rssKb,
  startServer,
  stopServer,
  xhr,
} from './lib/server';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MB = 100;
const PAGE = 1000;

/** Samples the server's RSS every 5 ms (and its kernel peak where /proc allows resetting it). */
function watchRss(pid: number) {
  const baseline = rssKb(pid, 'VmRSS');
  const exact = resetPeak(pid);
  let polled = baseline;
  const timer = setInterval(() => {
    polled = Math.max(polled, rssKb(pid, 'VmRSS'));
  }, 5);
  return () => {
    clearInterval(timer);
    const peak = exact ? Math.max(rssKb(pid, 'VmHWM'), polled) : polled;
    return (peak - baseline) / 1024;
  };
}

const { child, base } = await startServer(['pglite']);
try {
  const cookie = await login(base);
  const templateId = await createTemplate(base, cookie);
  const form = new FormData();
  form.append('file', new Blob([generateFile(ROWS, templateId)], { type: 'text/csv' }), 'bench.csv');
  const upload = await fetch(`${base}${TEL_OPS.uploadTel.path}`, {
    method: 'POST',
    headers: { ...xhr, cookie },
    body: form,
  });
  const { id } = (await upload.json()) as { id: number };
  if (upload.status !== 200) throw new Error(`upload: ${upload.status}`);
  const url = `${base}${operationUrl(TEL_OPS.telOrder, { id })}`;

  const streamed: { seconds: number; growthMb: number; bytes: number }[] = [];
  const paged: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const stop = watchRss(child.pid as number);
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    let bytes = 0;
    let first = '';
    let last = '';
    // Read as a client on a slow line would: chunk by chunk, never holding the whole body.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const text = Buffer.from(chunk).toString('utf8');
      if (!first) first = text.slice(0, 1);
      last = text.slice(-1);
    }
    const seconds = (performance.now() - started) / 1000;
    const growthMb = stop();
    if (response.status !== 200 || first !== '[' || last !== ']')
      throw new Error(`stream: ${response.status} ${first}…${last}`);
    streamed.push({ seconds, growthMb, bytes });

    const pageStarted = performance.now();
    let total = Number.POSITIVE_INFINITY;
    let lines = 0;
    for (let page = 1; (page - 1) * PAGE < total; page += 1) {
      const one = await fetch(`${url}?page=${page}&per_page=${PAGE}`, { headers: { cookie } });
      total = Number(one.headers.get(TOTAL_COUNT_HEADER));
      lines += ((await one.json()) as unknown[]).length;
    }
    if (lines !== ROWS) throw new Error(`paged: ${lines} lines`);
    paged.push((performance.now() - pageStarted) / 1000);
  }
  const seconds = median(streamed.map((run) => run.seconds));
  const growth = median(streamed.map((run) => run.growthMb));
  const worst = Math.max(...streamed.map((run) => run.growthMb));
  const pagedSeconds = median(paged);
  console.log(
    `detail stream pglite: ${fmt(ROWS / seconds)} lines/s, ${fmt(ROWS)} lines (${((streamed[0]?.bytes ?? 0) / 1e6).toFixed(1)} MB JSON) in ${seconds.toFixed(2)} s`,
  );
  console.log(
    `detail stream pglite: reference ${fmt(ROWS / pagedSeconds)} lines/s reading the same order ${PAGE} lines a page (${(pagedSeconds / seconds).toFixed(2)}× the streamed time)`,
  );
  console.log(
    `detail stream pglite: server peak RSS growth ${growth.toFixed(0)} MB (worst run ${worst.toFixed(0)} MB; goal < ${GOAL_MB} MB) ${worst < GOAL_MB ? 'OK' : 'ABOVE GOAL'}`,
  );
} finally {
  await stopServer(child);
}
