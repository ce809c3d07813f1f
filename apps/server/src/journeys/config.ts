import type { CoreConfig } from '../config';
import { booleanEnv, type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv, truthy } from '../env';

/** The journeys feature's slice of the configuration. */
export interface JourneysConfig {
  journeys: {
    /** The Messaging API's root (the same LINE_API_BASE_URL as the other LINE calls); tests point it at a local fake. */
    apiBaseUrl: string;
    /** Run the scheduler inside the API process (embedded mode); otherwise dist/worker.js. */
    embeddedWorker: boolean;
    /** How often an idle scheduler looks for due friends. */
    pollIntervalMs: number;
    /** How long a claimed friend stays with its worker before another may take it over. */
    leaseMs: number;
  };
}

const JOURNEYS_ENV = {
  shape: {
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    JOURNEYS_WORKER: booleanEnv,
  },
  messages: {
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message,
    JOURNEYS_WORKER: 'JOURNEYS_WORKER は true または false で指定してください',
  },
};

export function loadJourneysConfig(env: Env, core: CoreConfig): JourneysConfig {
  const values = readEnv(env, JOURNEYS_ENV);
  return {
    journeys: {
      apiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL),
      embeddedWorker:
        values.JOURNEYS_WORKER === undefined ? !core.databaseUrl : truthy(values.JOURNEYS_WORKER),
      pollIntervalMs: 1000,
      leaseMs: 60_000,
    },
  };
}
