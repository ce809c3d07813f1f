import { HTTPFetchError } from '@line/bot-sdk';
import { sql } from 'drizzle-orm';
import { type Db, rows } from './db';

/**
 * LINE's words for a refused call: its error body's message and, per failing property, the
 * details (`{ message, details: [{ property, message }] }`), joined for an operator to read; the
 * body as it came when it is not that JSON. Every feature that calls the Messaging API shows them.
 */
export function lineErrorReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      message?: string;
      details?: { message?: string; property?: string }[];
    };
    const details = (parsed.details ?? []).map((d) => [d.property, d.message].filter(Boolean).join(': '));
    return [parsed.message, ...details].filter(Boolean).join(' / ') || body;
  } catch {
    return body;
  }
}

/**
 * What a failed call to LINE means, in the terms every sender acts on:
 * - duplicate: 409 — for a send with X-Line-Retry-Key, LINE took a request with this key already
 *   (a retry after a crash), so it went once, which is success;
 * - rateLimited: 429 — LINE's rate limit or the month's quota (only the quota endpoints tell which);
 * - refused: any other 4xx — LINE will not take it, and a retry would not help;
 * - otherwise (5xx, the network) LINE could not be reached: worth another try with the same key.
 */
export interface LineFailure {
  status: number | null;
  duplicate: boolean;
  rateLimited: boolean;
  refused: boolean;
  /** Retry-After in milliseconds, when LINE sent one (seconds, as HTTP says). */
  retryAfterMs: number | null;
  /** The status and LINE's own words, for an operator to read. */
  reason: string;
}

/** A failure from its HTTP status, body and headers (the SDK's HTTPFetchError, or a plain fetch). */
export function lineFailureOf(status: number, body: string, headers?: Headers): LineFailure {
  const retryAfter = Number(headers?.get('retry-after'));
  return {
    status,
    duplicate: status === 409,
    rateLimited: status === 429,
    refused: status >= 400 && status < 500 && status !== 409 && status !== 429,
    retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
    reason: `${status} ${lineErrorReason(body)}`,
  };
}

/** A thrown error from @line/bot-sdk or fetch: an HTTP failure as above, anything else unreachable. */
export function lineFailure(error: unknown): LineFailure {
  if (error instanceof HTTPFetchError) return lineFailureOf(error.status, error.body, error.headers);
  return {
    status: null,
    duplicate: false,
    rateLimited: false,
    refused: false,
    retryAfterMs: null,
    reason: error instanceof Error ? error.message : String(error),
  };
}

/** The account's channel access token: null while no LINE channel is connected (the sandbox). */
export async function channelAccessToken(db: Db, accountId: number): Promise<string | null> {
  const [channel] = await rows<{ access_token: string | null }>(
    db,
    sql`SELECT access_token FROM line_channels WHERE account_id = ${accountId}`,
  );
  return channel?.access_token || null;
}
