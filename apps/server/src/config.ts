import path from 'node:path';
import { z } from 'zod';
import { LOGIN_LIMITS, type LoginLimits } from './auth/limits';
import { CAPTCHA_PROVIDERS, type CaptchaConfig } from './captcha';
import {
  booleanEnv,
  ConfigError,
  type Env,
  integerEnv,
  LINE_API_BASE_URL_ENV,
  lineApiBaseUrl,
  readEnv,
  truthy,
} from './env';
import { FEATURES, type FeatureConfig } from './features';
import type { LineLoginConfig } from './line-id-token';
import { DEFAULT_CONSOLE_DIST } from './paths';
import { type MediaStorageConfig, readMediaStorageConfig } from './storage/config';

export { LOGIN_LIMITS, type LoginLimits, SESSION_TTL_MS } from './auth/limits';
export { ConfigError };

/** JSON bodies above this size are refused with 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** The settings every part of the server shares; a feature's own settings are its config slice. */
export interface CoreConfig {
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
  /** Where uploaded images are stored: `DATA_DIR/media`, or an S3 bucket (MEDIA_S3_*). */
  mediaStorage: MediaStorageConfig;
  /**
   * The origin friends reach this server at from their phones (`https://console.example.jp`):
   * links sent in LINE messages (a tracker's `/t/{code}`) start with it. PUBLIC_ORIGIN; by default
   * this machine's own address, which only a phone on the same machine could open.
   */
  publicOrigin: string;
  /**
   * LINE Login of the deployment: entry sources' logins (issue 32) and LIFF pages' ID tokens
   * (issue 33) go through it; the sandbox (the default) asks LINE nothing.
   */
  lineLogin: LineLoginConfig;
  /** The captcha public forms ask for (CAPTCHA_PROVIDER, off by default). */
  captcha: CaptchaConfig;
}

/** The core settings and every feature's slice (src/features.ts). */
export type Config = CoreConfig & FeatureConfig;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const CORE_ENV = {
  shape: {
    PORT: integerEnv(1, 65535),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
    CONSOLE_DIST: z.string().min(1).optional(),
    COOKIE_SECURE: booleanEnv,
    TRUST_PROXY: booleanEnv,
    LOGIN_ATTEMPTS_PER_MINUTE: integerEnv(1, 10_000),
    CAPTCHA_SITE_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    APP_NAME: z.string().min(1).max(100).optional(),
    SEED_DEMO: booleanEnv,
    PUBLIC_ORIGIN: z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+\/?$/)
      .optional(),
    LINE_LOGIN_MODE: z.enum(['sandbox', 'live']).optional(),
    LINE_LOGIN_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).optional(),
    CAPTCHA_SECRET_KEY: z.string().optional(),
    CAPTCHA_VERIFY_URL: LINE_API_BASE_URL_ENV.shape,
  },
  messages: {
    PORT: 'PORT は 1〜65535 の整数で指定してください',
    HOST: 'HOST を空にはできません',
    DATA_DIR: 'DATA_DIR を空にはできません',
    DATABASE_URL: 'DATABASE_URL は postgres:// で始まる接続文字列で指定してください',
    CONSOLE_DIST: 'CONSOLE_DIST を空にはできません',
    COOKIE_SECURE: 'COOKIE_SECURE は true または false で指定してください',
    TRUST_PROXY: 'TRUST_PROXY は true または false で指定してください',
    LOGIN_ATTEMPTS_PER_MINUTE: 'LOGIN_ATTEMPTS_PER_MINUTE は 1〜10000 の整数で指定してください',
    CAPTCHA_SITE_KEY: 'CAPTCHA_SITE_KEY の値が正しくありません',
    LOG_LEVEL: `LOG_LEVEL は ${LOG_LEVELS.join(', ')} のいずれかで指定してください`,
    APP_NAME: 'APP_NAME は 1〜100 文字で指定してください',
    SEED_DEMO: 'SEED_DEMO は true または false で指定してください',
    PUBLIC_ORIGIN:
      'PUBLIC_ORIGIN は https://example.jp のように、パスのない http:// か https:// の URL で指定してください',
    LINE_LOGIN_MODE: 'LINE_LOGIN_MODE は sandbox または live で指定してください',
    LINE_LOGIN_BASE_URL: 'LINE_LOGIN_BASE_URL は http:// または https:// で始まるURLで指定してください',
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message,
    CAPTCHA_PROVIDER: `CAPTCHA_PROVIDER は ${CAPTCHA_PROVIDERS.join(', ')} のいずれかで指定してください`,
    CAPTCHA_SECRET_KEY: 'CAPTCHA_SECRET_KEY の値が正しくありません',
    CAPTCHA_VERIFY_URL: 'CAPTCHA_VERIFY_URL は http:// または https:// で始まるURLで指定してください',
  },
  secret: new Set(['DATABASE_URL', 'CAPTCHA_SECRET_KEY']),
};

/** The core settings alone (a feature's slice reads its own variables on top of them). */
export function loadCoreConfig(env: Env = process.env, cwd: string = process.cwd()): CoreConfig {
  const values = readEnv(env, CORE_ENV);
  // A captcha turned on without its keys would refuse every answer: refuse to start instead.
  if (values.CAPTCHA_PROVIDER && values.CAPTCHA_PROVIDER !== 'off') {
    if (!values.CAPTCHA_SECRET_KEY)
      throw new ConfigError('CAPTCHA_PROVIDER を使うには CAPTCHA_SECRET_KEY を指定してください');
    if (!values.CAPTCHA_SITE_KEY)
      throw new ConfigError('CAPTCHA_PROVIDER を使うには CAPTCHA_SITE_KEY を指定してください');
  }
  const dataDir = path.resolve(cwd, values.DATA_DIR ?? '.data');
  return {
    port: values.PORT ?? 3000,
    host: values.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: values.DATABASE_URL,
    consoleDist: values.CONSOLE_DIST ? path.resolve(cwd, values.CONSOLE_DIST) : DEFAULT_CONSOLE_DIST,
    cookieSecure: truthy(values.COOKIE_SECURE),
    trustProxy: truthy(values.TRUST_PROXY),
    seedDemo: values.SEED_DEMO === undefined ? !values.DATABASE_URL : truthy(values.SEED_DEMO),
    captchaSiteKey: values.CAPTCHA_SITE_KEY ?? '',
    logLevel: values.LOG_LEVEL ?? 'info',
    appName: values.APP_NAME ?? 'Console',
    // The per-address cap is the one limit a deployment may tune: many operators behind one office
    // address, or a test run that logs in before every test, need more than the default.
    loginLimits: values.LOGIN_ATTEMPTS_PER_MINUTE
      ? { ...LOGIN_LIMITS, attemptsPerIp: values.LOGIN_ATTEMPTS_PER_MINUTE, ipWindowMs: 60_000 }
      : LOGIN_LIMITS,
    mediaStorage: readMediaStorageConfig(env, dataDir),
    publicOrigin: values.PUBLIC_ORIGIN
      ? values.PUBLIC_ORIGIN.replace(/\/$/, '')
      : `http://${values.HOST && values.HOST !== '0.0.0.0' ? values.HOST : '127.0.0.1'}:${values.PORT ?? 3000}`,
    lineLogin: {
      live: values.LINE_LOGIN_MODE === 'live',
      authorizeBaseUrl: (values.LINE_LOGIN_BASE_URL ?? 'https://access.line.me').replace(/\/$/, ''),
      apiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL),
    },
    captcha: {
      provider: values.CAPTCHA_PROVIDER ?? 'off',
      siteKey: values.CAPTCHA_SITE_KEY ?? null,
      secret: values.CAPTCHA_SECRET_KEY ?? null,
      verifyUrl: values.CAPTCHA_VERIFY_URL ?? null,
    },
  };
}

/**
 * Reads the environment once: the core settings, then each feature's slice. A bad value throws a
 * `ConfigError` whose message is one line naming the variable.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const core = loadCoreConfig(env, cwd);
  let config = core as Config;
  for (const feature of FEATURES) {
    if (feature.config) config = { ...config, ...feature.config(env, core) };
  }
  return config;
}
