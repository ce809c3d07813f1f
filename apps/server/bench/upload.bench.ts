/**
 * Upload benchmark (issue #5): a generated 100,000-row CP932 file posted to POST /api/tel/upload
 * of a real server process on 127.0.0.1, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; a throwaway database is created and dropped). Beside it, in the same run,
 * the raw decode + parse rate of the same bytes (iconv-lite + csv-parse, no checks, no database):
 * the ceiling. Medians of 3 runs; one line per figure.
 *
 * Goals (issue 11): ≥ 100,000 rows/s on PostgreSQL and there
 * ≥ 0.5× the raw parse rate, ≥ 30,000 rows/s on PGlite and there ≥ 0.3× (issue 5),
 * server RSS growth ≤ 200 MB.
 *
 *   pnpm --filter @console/server bench
 *   BENCH_ROWS=20000 BENCH_RUNS=1 tsx bench/upload.bench.ts
 */
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { withScratchDatabase } from '../tests/scratch-database';
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
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const GOALS = { pg: 100_000, pglite: 30_000, ratio: { pg: 0.5, pglite: 0.3 }, rssMb: 200 };

/** The ceiling: decode + parse the same bytes in 64 KB chunks, counting records. */
async function rawParse(file: Buffer): Promise<number> {
  const started = performance.now();
  const decoder = iconv.getDecoder('cp932');
  const parser = parse({ bom: true, relax_column_count: true });
  let records = 0;
  parser.on('data', () => {
    records += 1;
  });
  const done = new Promise((resolve, reject) => parser.on('end', resolve).on('error', reject));
  for (let i = 0; i < file.length; i += 64 * 1024)
    parser.write(decoder.write(file.subarray(i, i + 64 * 1024)));
  parser.end(decoder.end() ?? '');
  await done;
  if (records !== ROWS + 1) throw new Error(`parsed ${records} records`);
  return ROWS / ((performance.now() - started) / 1000);
}

interface UploadRun {
  rowsPerSecond: number;
  rssGrowthMb: number;
}

async function uploadOnce(base: string, cookie: string, file: Buffer, pid: number): Promise<UploadRun> {
  const form = new FormData();
  form.append('description', 'bench');
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const baseline = rssKb(pid, 'VmRSS');
  const exactPeak = resetPeak(pid);
  let polled = baseline;
  const poll = setInterval(() => {
    polled = Math.max(polled, rssKb(pid, 'VmRSS'));
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}/api/tel/upload`, {
    method: 'POST',
    headers: { ...xhr, cookie },
    body: form,
  });
  const answer = (await response.json()) as { id?: number; count?: number; message?: string };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(poll);
  if (response.status !== 200 || answer.count !== ROWS)
    throw new Error(`upload: ${response.status} ${JSON.stringify(answer)}`);
  const peak = exactPeak ? Math.max(rssKb(pid, 'VmHWM'), polled) : polled;
  return { rowsPerSecond: ROWS / seconds, rssGrowthMb: (peak - baseline) / 1024 };
}

async function benchServer(label: 'pglite' | 'pg', args: string[], raw: number): Promise<void> {
  const { child, base } = await startServer(args);
  try {
    const cookie = await login(base);
    const templateId = await createTemplate(base, cookie);
    const file = generateFile(ROWS, templateId);
    const runs: UploadRun[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await uploadOnce(base, cookie, file, child.pid as number));
    const rate = median(runs.map((r) => r.rowsPerSecond));
    const growth = median(runs.map((r) => r.rssGrowthMb));
    const worst = Math.max(...runs.map((r) => r.rssGrowthMb));
    const goal = label === 'pg' ? GOALS.pg : GOALS.pglite;
    console.log(
      `upload ${label}: ${fmt(rate)} rows/s over HTTP (${fmt(ROWS)} rows, ${(file.length / 1e6).toFixed(1)} MB CP932; goal ≥ ${fmt(goal)}) ${rate >= goal ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(
      `upload ${label}: ${(rate / raw).toFixed(2)}× the raw decode+parse rate (goal ≥ ${GOALS.ratio[label]}×) ${rate / raw >= GOALS.ratio[label] ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(
      `upload ${label}: server peak RSS growth ${growth.toFixed(0)} MB (worst run ${worst.toFixed(0)} MB; goal ≤ ${GOALS.rssMb} MB) ${worst <= GOALS.rssMb ? 'OK' : 'ABOVE GOAL'}`,
    );
  } finally {
    await stopServer(child);
  }
}

const sample = generateFile(ROWS, 1);
const rawRuns: number[] = [];
for (let run = 0; run < RUNS; run += 1) rawRuns.push(await rawParse(sample));
const raw = median(rawRuns);
console.log(
  `upload raw: ${fmt(raw)} rows/s decode+parse of the same file in process (iconv-lite cp932 + csv-parse; the ceiling)`,
);

await benchServer('pglite', ['pglite'], raw);
// An empty database: the server process migrates and seeds it, as in production.
if (PG_URL) await withScratchDatabase(PG_URL, 'bench', (url) => benchServer('pg', ['pg', url], raw));
else console.log('upload pg: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
