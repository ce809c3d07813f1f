import { senderMessages } from './messages';

/**
 * What happened to one request to LINE. `phase` tells whether a network error struck before any
 * byte of the request was written (LINE cannot have it) or after (LINE may have accepted it).
 */
export type SendResult =
  | {
      kind: 'http';
      status: number;
      requestId?: string | null;
      /** LINE's error message from the response body, for the operator. */
      detail?: string;
      /** From a Retry-After header. */
      retryAfterMs?: number;
    }
  | { kind: 'network'; phase: 'before-send' | 'after-send'; code?: string };

export type Outcome =
  | { type: 'sent' }
  | { type: 'retry'; afterMs: number }
  | { type: 'failed'; reason: string }
  | { type: 'cannot-send'; reason: string };

export interface RetryPolicy {
  /** Requests per line at most, counting the first. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Five requests, waits of about 0.5, 1, 2 and 4 s between them (each between half and all of
 * that): 7.5 s at most in total, well inside a lease, and enough for LINE's per-second rate limit
 * (2,000 requests/s) to recover.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 };

/** Exponential backoff with "equal jitter": half the step fixed, half random, so workers spread out. */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * The rule that keeps a line from reaching a phone twice: LINE's notification-message API has no
 * retry key, so a request is repeated only when LINE certainly did not accept it (429, 5xx, or a
 * connection that failed before the request was written). A timeout or reset after the request
 * went out is never repeated; the operator is told to check.
 *
 * @param attempt 1 for the first request of this line, 2 for the first retry, …
 */
export function decideOutcome(
  result: SendResult,
  attempt: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): Outcome {
  const retry = (label: string, hintMs = 0): Outcome =>
    attempt < policy.maxAttempts
      ? {
          type: 'retry',
          afterMs: Math.min(policy.maxDelayMs, Math.max(hintMs, backoffMs(attempt, policy, random))),
        }
      : { type: 'failed', reason: senderMessages.retriesExhausted(label, attempt) };

  if (result.kind === 'network') {
    if (result.phase === 'after-send') return { type: 'failed', reason: senderMessages.outcomeUnknown };
    return retry(result.code ? `接続エラー ${result.code}` : '接続エラー');
  }
  const { status } = result;
  const detail = (result.detail ?? '').slice(0, 200);
  if (status >= 200 && status < 300) return { type: 'sent' };
  if (status === 422) return { type: 'cannot-send', reason: senderMessages.cannotReceive };
  if (status === 429) return retry('429', result.retryAfterMs);
  if (status >= 500) return retry(String(status));
  if (status === 400) return { type: 'failed', reason: senderMessages.badRequest(detail) };
  if (status === 401 || status === 403)
    return { type: 'failed', reason: senderMessages.unauthorized(status) };
  return { type: 'failed', reason: senderMessages.rejected(status, detail) };
}
