/**
 * Login throttling. Constants rather than environment variables, except the cap per address
 * (`LOGIN_ATTEMPTS_PER_MINUTE`); tests pass smaller numbers through `buildApp`.
 *
 * Failures are counted per account *and* client address, and past a few free tries each further
 * failure doubles the wait before that address may try that account again (as Django-axes does
 * with username + IP): someone guessing from one address slows down fast, while a stranger who
 * knows an operator's e-mail address cannot lock the operator out, who still gets in from their
 * own address with the right password.
 */
export interface LoginLimits {
  /** Failures of one account from one address that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** Failures older than this are forgotten (at least maxDelayMs). */
  failureWindowMs: number;
  /** Login attempts (successful or not) allowed per client address within `ipWindowMs`. */
  attemptsPerIp: number;
  ipWindowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  failureWindowMs: 30 * 60_000,
  attemptsPerIp: 30,
  ipWindowMs: 60_000,
};

/** Sliding session lifetime; the expiry moves forward while the operator keeps working. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * How long (ms) an address must still wait before trying an account again, after `failures`
 * recent failures of that pair, the last at `lastFailureAt`; 0 when it may try now.
 */
export function loginWaitMs(
  failures: number,
  lastFailureAt: number | null,
  now: number,
  limits: Pick<LoginLimits, 'freeFailures' | 'baseDelayMs' | 'maxDelayMs'>,
): number {
  if (failures < limits.freeFailures || lastFailureAt === null) return 0;
  const doublings = failures - limits.freeFailures;
  // 2 ** 40 ms is far past any cap; the exponent is bounded so the number stays finite.
  const delay = Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** Math.min(doublings, 40));
  return Math.max(0, lastFailureAt + delay - now);
}
