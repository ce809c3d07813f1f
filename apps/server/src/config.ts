import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONSOLE_DIST } from './paths';

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
/** JSON bodies above this size are refused with 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface Config {
  port: number;
  /** 127.0.0.1 by default so a laptop start never exposes the demo logins to the network. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  consoleDist: string;
  cookieSecure: boolean;
  captchaSiteKey: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  appName: string;
  trustProxy: boolean;
  /**
   * Seed the demo account into an empty database. On by default only for the embedded database:
   * known passwords must never appear in a shared PostgreSQL unless someone asks for them.
   */
  seedDemo: boolean;
  loginLimits: LoginLimits;
  telSender: TelSenderConfig;
}

/** The notification-message ("tel") sender worker; see src/tel/sender/. */
export interface TelSenderConfig {
  /** sandbox: nothing leaves the machine (default). line: LINE notification messages API. */
  mode: 'sandbox' | 'line';
  lineApiBaseUrl: string;
  /** Required when mode is line. */
  lineChannelAccessToken: string | undefined;
  /** Requests to LINE in flight at most, per worker process (LINE allows 2,000 requests/s). */
  concurrency: number;
  /** Run the worker inside the API process (embedded mode). */
  embeddedWorker: boolean;
  /** How long a claimed line is held before the reaper declares its worker dead. */
  leaseMs: number;
  pollIntervalMs: number;
  /** A request to LINE without an answer for this long has an unknown outcome (never resent). */
  requestTimeoutMs: number;
}

/** Not an environment variable: the lease (≥ 60 s) must stay well above it. */
export const TEL_REQUEST_TIMEOUT_MS = 30_000;

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const BOOLEAN_VALUES = ['true', 'false', '1', '0', ''] as const;

const envSchema = z.object({
  PORT: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65535)).optional(),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  CONSOLE_DIST: z.string().min(1).optional(),
  COOKIE_SECURE: z.enum(BOOLEAN_VALUES).optional(),
  TRUST_PROXY: z.enum(BOOLEAN_VALUES).optional(),
  CAPTCHA_SITE_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  APP_NAME: z.string().min(1).max(100).optional(),
  SEED_DEMO: z.enum(BOOLEAN_VALUES).optional(),
  TEL_SENDER: z.enum(['sandbox', 'line']).optional(),
  LINE_API_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/)
    .optional(),
  LINE_CHANNEL_ACCESS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
  TEL_SEND_CONCURRENCY: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2000))
    .optional(),
  TEL_WORKER: z.enum(BOOLEAN_VALUES).optional(),
  TEL_LEASE_SECONDS: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(60).max(86400))
    .optional(),
  TEL_POLL_INTERVAL_MS: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(50).max(60000))
    .optional(),
});

type EnvKey = keyof z.infer<typeof envSchema>;

const ENV_MESSAGES: Record<EnvKey, string> = {
  PORT: 'PORT は 1〜65535 の整数で指定してください',
  HOST: 'HOST を空にはできません',
  DATA_DIR: 'DATA_DIR を空にはできません',
  DATABASE_URL: 'DATABASE_URL は postgres:// で始まる接続文字列で指定してください',
  CONSOLE_DIST: 'CONSOLE_DIST を空にはできません',
  COOKIE_SECURE: 'COOKIE_SECURE は true または false で指定してください',
  TRUST_PROXY: 'TRUST_PROXY は true または false で指定してください',
  CAPTCHA_SITE_KEY: 'CAPTCHA_SITE_KEY の値が正しくありません',
  LOG_LEVEL: `LOG_LEVEL は ${LOG_LEVELS.join(', ')} のいずれかで指定してください`,
  APP_NAME: 'APP_NAME は 1〜100 文字で指定してください',
  SEED_DEMO: 'SEED_DEMO は true または false で指定してください',
  TEL_SENDER: 'TEL_SENDER は sandbox または line で指定してください',
  LINE_API_BASE_URL: 'LINE_API_BASE_URL は http:// または https:// で始まるURLで指定してください',
  LINE_CHANNEL_ACCESS_TOKEN: 'LINE_CHANNEL_ACCESS_TOKEN に空白や全角文字は使えません',
  TEL_SEND_CONCURRENCY: 'TEL_SEND_CONCURRENCY は 1〜2000 の整数で指定してください',
  TEL_WORKER: 'TEL_WORKER は true または false で指定してください',
  TEL_LEASE_SECONDS: 'TEL_LEASE_SECONDS は 60〜86400 の整数（秒）で指定してください',
  TEL_POLL_INTERVAL_MS: 'TEL_POLL_INTERVAL_MS は 50〜60000 の整数（ミリ秒）で指定してください',
};

/** Values never echoed in an error message, since they may hold a password. */
const SECRET_KEYS: ReadonlySet<EnvKey> = new Set(['DATABASE_URL', 'LINE_CHANNEL_ACCESS_TOKEN']);

const truthy = (value: string | undefined) => value === 'true' || value === '1';

/**
 * Reads the environment once. Empty strings count as unset so `PORT= pnpm start` behaves like
 * no PORT at all. A bad value throws a `ConfigError` whose message is one line naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0] as EnvKey;
    const shown = SECRET_KEYS.has(key) ? '…' : (raw[key] ?? '');
    throw new ConfigError(`${ENV_MESSAGES[key]} (${key}=${shown})`);
  }
  const values = parsed.data;
  if (values.TEL_SENDER === 'line' && !values.LINE_CHANNEL_ACCESS_TOKEN) {
    throw new ConfigError('TEL_SENDER=line のときは LINE_CHANNEL_ACCESS_TOKEN を指定してください');
  }
  return {
    port: values.PORT ?? 3000,
    host: values.HOST ?? '127.0.0.1',
    dataDir: path.resolve(cwd, values.DATA_DIR ?? '.data'),
    databaseUrl: values.DATABASE_URL,
    consoleDist: values.CONSOLE_DIST ? path.resolve(cwd, values.CONSOLE_DIST) : DEFAULT_CONSOLE_DIST,
    cookieSecure: truthy(values.COOKIE_SECURE),
    trustProxy: truthy(values.TRUST_PROXY),
    seedDemo: values.SEED_DEMO === undefined ? !values.DATABASE_URL : truthy(values.SEED_DEMO),
    captchaSiteKey: values.CAPTCHA_SITE_KEY ?? '',
    logLevel: values.LOG_LEVEL ?? 'info',
    appName: values.APP_NAME ?? 'Console',
    loginLimits: LOGIN_LIMITS,
    telSender: {
      mode: values.TEL_SENDER ?? 'sandbox',
      lineApiBaseUrl: values.LINE_API_BASE_URL ?? 'https://api.line.me',
      lineChannelAccessToken: values.LINE_CHANNEL_ACCESS_TOKEN,
      concurrency: values.TEL_SEND_CONCURRENCY ?? 20,
      // Embedded mode runs everything in one process; scale-out runs `node dist/worker.js` apart.
      embeddedWorker: values.TEL_WORKER === undefined ? !values.DATABASE_URL : truthy(values.TEL_WORKER),
      leaseMs: (values.TEL_LEASE_SECONDS ?? 300) * 1000,
      pollIntervalMs: values.TEL_POLL_INTERVAL_MS ?? 1000,
      requestTimeoutMs: TEL_REQUEST_TIMEOUT_MS,
    },
  };
}
