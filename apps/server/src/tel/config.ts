import { z } from 'zod';
import type { CoreConfig } from '../config';
import {
  booleanEnv,
  ConfigError,
  type Env,
  integerEnv,
  LINE_API_BASE_URL_ENV,
  lineApiBaseUrl,
  readEnv,
  truthy,
} from '../env';

/** The notification-message ("tel") sender worker; see ./sender/. */
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

/** The tel feature's slice of the configuration. */
export interface TelConfig {
  telSender: TelSenderConfig;
}

/** Not an environment variable: the lease (≥ 60 s) must stay well above it. */
export const TEL_REQUEST_TIMEOUT_MS = 30_000;

const TEL_ENV = {
  shape: {
    TEL_SENDER: z.enum(['sandbox', 'line']).optional(),
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    LINE_CHANNEL_ACCESS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]+$/)
      .optional(),
    TEL_SEND_CONCURRENCY: integerEnv(1, 2000),
    TEL_WORKER: booleanEnv,
    TEL_LEASE_SECONDS: integerEnv(60, 86400),
    TEL_POLL_INTERVAL_MS: integerEnv(50, 60000),
  },
  messages: {
    TEL_SENDER: 'TEL_SENDER は sandbox または line で指定してください',
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message,
    LINE_CHANNEL_ACCESS_TOKEN: 'LINE_CHANNEL_ACCESS_TOKEN に空白や全角文字は使えません',
    TEL_SEND_CONCURRENCY: 'TEL_SEND_CONCURRENCY は 1〜2000 の整数で指定してください',
    TEL_WORKER: 'TEL_WORKER は true または false で指定してください',
    TEL_LEASE_SECONDS: 'TEL_LEASE_SECONDS は 60〜86400 の整数（秒）で指定してください',
    TEL_POLL_INTERVAL_MS: 'TEL_POLL_INTERVAL_MS は 50〜60000 の整数（ミリ秒）で指定してください',
  },
  secret: new Set(['LINE_CHANNEL_ACCESS_TOKEN']),
};

export function loadTelConfig(env: Env, core: CoreConfig): TelConfig {
  const values = readEnv(env, TEL_ENV);
  if (values.TEL_SENDER === 'line' && !values.LINE_CHANNEL_ACCESS_TOKEN) {
    throw new ConfigError('TEL_SENDER=line のときは LINE_CHANNEL_ACCESS_TOKEN を指定してください');
  }
  return {
    telSender: {
      mode: values.TEL_SENDER ?? 'sandbox',
      lineApiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL),
      lineChannelAccessToken: values.LINE_CHANNEL_ACCESS_TOKEN,
      concurrency: values.TEL_SEND_CONCURRENCY ?? 20,
      // Embedded mode runs everything in one process; scale-out runs `node dist/worker.js` apart.
      embeddedWorker: values.TEL_WORKER === undefined ? !core.databaseUrl : truthy(values.TEL_WORKER),
      leaseMs: (values.TEL_LEASE_SECONDS ?? 300) * 1000,
      pollIntervalMs: values.TEL_POLL_INTERVAL_MS ?? 1000,
      requestTimeoutMs: TEL_REQUEST_TIMEOUT_MS,
    },
  };
}
