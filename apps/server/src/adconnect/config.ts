import { z } from 'zod';
import type { CoreConfig } from '../config';
import { booleanEnv, type Env, readEnv, truthy } from '../env';

/** Ad connection's slice of the configuration. */
export interface AdConnectConfig {
  adconnect: {
    /**
     * Send to the platforms (AD_CONNECT_SEND=live). Off by default, and in tests: the sandbox
     * records what it would send and nothing leaves the machine. An ad account always has a token,
     * so (unlike LINE's channels, which are sandboxed while they have none) the deployment decides.
     */
    live: boolean;
    /** LINE's Conversion API root (tests point it at a local fake). */
    lineBaseUrl: string;
    /** Meta's Graph API root, with the version the requests are written for. */
    metaBaseUrl: string;
    /** Run the sender inside the API process (embedded database); otherwise dist/worker.js. */
    embeddedWorker: boolean;
    /** The pause between two rounds of the sender. */
    pollIntervalMs: number;
    /** How long a worker holds a send it took before another may take it over. */
    leaseMs: number;
    /** How long a read range of the event list stays open for a transaction that commits late. */
    settleMs: number;
  };
}

const url = z
  .string()
  .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/)
  .optional();

const ADCONNECT_ENV = {
  shape: {
    AD_CONNECT_SEND: z.enum(['sandbox', 'live']).optional(),
    AD_CONNECT_LINE_BASE_URL: url,
    AD_CONNECT_META_BASE_URL: url,
    AD_CONNECT_WORKER: booleanEnv,
  },
  messages: {
    AD_CONNECT_SEND: 'AD_CONNECT_SEND は sandbox または live で指定してください',
    AD_CONNECT_LINE_BASE_URL:
      'AD_CONNECT_LINE_BASE_URL は http:// または https:// で始まるURLで指定してください',
    AD_CONNECT_META_BASE_URL:
      'AD_CONNECT_META_BASE_URL は http:// または https:// で始まるURLで指定してください',
    AD_CONNECT_WORKER: 'AD_CONNECT_WORKER は true または false で指定してください',
  },
};

/** The Graph API version the Meta requests are written for. */
export const META_GRAPH_VERSION = 'v25.0';

export function loadAdConnectConfig(env: Env, core: CoreConfig): AdConnectConfig {
  const values = readEnv(env, ADCONNECT_ENV);
  return {
    adconnect: {
      live: values.AD_CONNECT_SEND === 'live',
      lineBaseUrl: (values.AD_CONNECT_LINE_BASE_URL ?? 'https://conversion-api.tr.line.me').replace(
        /\/$/,
        '',
      ),
      metaBaseUrl: (
        values.AD_CONNECT_META_BASE_URL ?? `https://graph.facebook.com/${META_GRAPH_VERSION}`
      ).replace(/\/$/, ''),
      embeddedWorker:
        values.AD_CONNECT_WORKER === undefined ? !core.databaseUrl : truthy(values.AD_CONNECT_WORKER),
      pollIntervalMs: 2000,
      leaseMs: 60_000,
      settleMs: 60_000,
    },
  };
}
