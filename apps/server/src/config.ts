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
}

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
};

/** Values never echoed in an error message, since they may hold a password. */
const SECRET_KEYS: ReadonlySet<EnvKey> = new Set(['DATABASE_URL']);

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
  };
}
