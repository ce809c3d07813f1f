/**
 * A fixed request rate as a goal like "p99 < 50 ms at 100 req/s" means it: one request every
 * 1000/rate ms, each on a free keep-alive connection (a new one when all are busy), timed from its
 * start (loadtest's `requestsPerSecond`, an open loop).
 *
 * Not autocannon's `overallRate`: autocannon gives each connection `rate / connections` requests
 * a second and lets it send them back to back at the top of every second (its httpClient's
 * 1-second interval), so "100 req/s" over 10 connections is 100 requests within ~20 ms and then
 * nothing; and its coordinated-omission correction records every answer with an expected interval
 * of `ceil(1 / rate)` = 1 ms, adding a made-up sample for every millisecond an answer took. Both
 * were measured on the salon route (issue 13 note): p99 50 ms under autocannon, 32 ms with the
 * correction off, 10 ms with requests evenly spaced — same server, same minute.
 */
import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import { loadTest } from 'loadtest';

export interface FixedRateResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Mean answer size in bytes (content-length as sent: gzipped when asked for gzip). */
  bytes: number;
}

interface LoadtestResult {
  effectiveRps: number;
  percentiles: Record<string, number | false>;
  maxLatencyMs: number;
  totalErrors: number;
  totalRequests: number;
}

type RequestFn = (options: RequestOptions, callback: (response: IncomingMessage) => void) => ClientRequest;

/** GETs `urls` in turn (all of one origin) at `rate` requests a second for `seconds`. */
export async function fixedRate(
  urls: string[],
  { rate, seconds, headers = {} }: { rate: number; seconds: number; headers?: Record<string, string> },
): Promise<FixedRateResult> {
  const paths = urls.map((url) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  });
  let next = 0;
  let bytes = 0;
  let answers = 0;
  // loadtest's typings describe its version 5 callback API; the promise API is the one it has now.
  const run = loadTest as unknown as (options: Record<string, unknown>) => Promise<LoadtestResult>;
  const result = await run({
    url: urls[0],
    requestsPerSecond: rate,
    maxSeconds: seconds,
    agentKeepAlive: true,
    quiet: true,
    headers,
    requestGenerator: (
      _options: unknown,
      params: RequestOptions,
      request: RequestFn,
      callback: (response: IncomingMessage) => void,
    ) => request({ ...params, path: paths[next++ % paths.length] }, callback),
    // Called with each answer (loadtest 8 drops its documented contentInspector option).
    statusCallback: (_error: unknown, answer?: { headers?: Record<string, string | undefined> }) => {
      if (!answer?.headers) return;
      bytes += Number(answer.headers['content-length'] ?? 0);
      answers += 1;
    },
  });
  const percentile = (p: number) => Number(result.percentiles[String(p)] || 0);
  return {
    rps: result.effectiveRps,
    p50: percentile(50),
    p99: percentile(99),
    max: result.maxLatencyMs,
    errors: result.totalErrors,
    bytes: answers ? bytes / answers : 0,
  };
}
