/**
 * Login throttling. Constants rather than environment variables: operators have no reason to
 * tune them, and tests pass smaller numbers through `buildApp`.
 */
export interface LoginLimits {
  /** Failed logins allowed per e-mail address within `emailWindowMs`. */
  failuresPerEmail: number;
  emailWindowMs: number;
  /** Login attempts (successful or not) allowed per client IP within `ipWindowMs`. */
  attemptsPerIp: number;
  ipWindowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  failuresPerEmail: 10,
  emailWindowMs: 15 * 60_000,
  attemptsPerIp: 30,
  ipWindowMs: 60_000,
};

/** Sliding session lifetime; the expiry moves forward while the operator keeps working. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
