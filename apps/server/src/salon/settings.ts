import { z } from 'zod';
import type { CoreConfig } from '../config';
import { booleanEnv, ConfigError, type Env, readEnv, truthy } from '../env';

/** Google Calendar linking (spec §7 "External calendars"). */
export interface SalonGoogleConfig {
  /** sandbox: a fake Google inside the process, nothing leaves the machine (default). */
  mode: 'sandbox' | 'google';
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** 32 bytes that encrypt the stored Google tokens (required with `google`). */
  tokenKey: Buffer | undefined;
  /** Google's API root (`https://www.googleapis.com/`); tests point it at a local fake. */
  apiBaseUrl: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Run the calendar sync inside the API process (embedded mode); otherwise dist/worker.js. */
  embeddedWorker: boolean;
  pollIntervalMs: number;
}

/** The salon feature's slice of the configuration. */
export interface SalonConfig {
  salonGoogle: SalonGoogleConfig;
}

const url = z
  .string()
  .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/)
  .optional();

const SALON_ENV = {
  shape: {
    GOOGLE_CALENDAR: z.enum(['sandbox', 'google']).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_TOKEN_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/)
      .optional(),
    GOOGLE_API_BASE_URL: url,
    GOOGLE_OAUTH_AUTH_URL: url,
    GOOGLE_OAUTH_TOKEN_URL: url,
    GOOGLE_OAUTH_REVOKE_URL: url,
    SALON_WORKER: booleanEnv,
  },
  messages: {
    GOOGLE_CALENDAR: 'GOOGLE_CALENDAR は sandbox または google で指定してください',
    GOOGLE_CLIENT_ID: 'GOOGLE_CLIENT_ID を空にはできません',
    GOOGLE_CLIENT_SECRET: 'GOOGLE_CLIENT_SECRET を空にはできません',
    GOOGLE_TOKEN_KEY:
      'GOOGLE_TOKEN_KEY は 32 バイトを base64 にした 44 文字で指定してください（例: openssl rand -base64 32）',
    GOOGLE_API_BASE_URL: 'GOOGLE_API_BASE_URL は http:// または https:// で始まるURLで指定してください',
    GOOGLE_OAUTH_AUTH_URL: 'GOOGLE_OAUTH_AUTH_URL は http:// または https:// で始まるURLで指定してください',
    GOOGLE_OAUTH_TOKEN_URL: 'GOOGLE_OAUTH_TOKEN_URL は http:// または https:// で始まるURLで指定してください',
    GOOGLE_OAUTH_REVOKE_URL:
      'GOOGLE_OAUTH_REVOKE_URL は http:// または https:// で始まるURLで指定してください',
    SALON_WORKER: 'SALON_WORKER は true または false で指定してください',
  },
  secret: new Set(['GOOGLE_CLIENT_SECRET', 'GOOGLE_TOKEN_KEY']),
};

export function loadSalonConfig(env: Env, core: CoreConfig): SalonConfig {
  const values = readEnv(env, SALON_ENV);
  const mode = values.GOOGLE_CALENDAR ?? 'sandbox';
  if (
    mode === 'google' &&
    (!values.GOOGLE_CLIENT_ID || !values.GOOGLE_CLIENT_SECRET || !values.GOOGLE_TOKEN_KEY)
  ) {
    throw new ConfigError(
      'GOOGLE_CALENDAR=google のときは GOOGLE_CLIENT_ID、GOOGLE_CLIENT_SECRET と GOOGLE_TOKEN_KEY を指定してください',
    );
  }
  return {
    salonGoogle: {
      mode,
      clientId: values.GOOGLE_CLIENT_ID,
      clientSecret: values.GOOGLE_CLIENT_SECRET,
      tokenKey: values.GOOGLE_TOKEN_KEY ? Buffer.from(values.GOOGLE_TOKEN_KEY, 'base64') : undefined,
      apiBaseUrl: values.GOOGLE_API_BASE_URL ?? 'https://www.googleapis.com/',
      authUrl: values.GOOGLE_OAUTH_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: values.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      revokeUrl: values.GOOGLE_OAUTH_REVOKE_URL ?? 'https://oauth2.googleapis.com/revoke',
      embeddedWorker: values.SALON_WORKER === undefined ? !core.databaseUrl : truthy(values.SALON_WORKER),
      pollIntervalMs: 2000,
    },
  };
}
