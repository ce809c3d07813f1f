import type { CoreConfig } from '../config';
import { booleanEnv, type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv, truthy } from '../env';

/** The deliveries feature's slice of the configuration. */
export interface DeliveriesConfig {
  deliveries: {
    /** The Messaging API's root (the same LINE_API_BASE_URL as the other LINE calls); tests point it at a local fake. */
    apiBaseUrl: string;
    /** Run the sender inside the API process (embedded mode); otherwise dist/worker.js. */
    embeddedWorker: boolean;
    /** How often an idle sender looks for due deliveries. */
    pollIntervalMs: number;
    /** How long a claimed delivery stays with its worker after its last request before another may take it over. */
    leaseMs: number;
  };
}

const DELIVERIES_ENV = {
  shape: {
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    DELIVERIES_WORKER: booleanEnv,
  },
  messages: {
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message,
    DELIVERIES_WORKER: 'DELIVERIES_WORKER は true または false で指定してください',
  },
};

export function loadDeliveriesConfig(env: Env, core: CoreConfig): DeliveriesConfig {
  const values = readEnv(env, DELIVERIES_ENV);
  return {
    deliveries: {
      apiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL),
      embeddedWorker:
        values.DELIVERIES_WORKER === undefined ? !core.databaseUrl : truthy(values.DELIVERIES_WORKER),
      pollIntervalMs: 1000,
      leaseMs: 30_000,
    },
  };
}
