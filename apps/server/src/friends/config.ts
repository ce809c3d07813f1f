import type { CoreConfig } from '../config';
import { booleanEnv, type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv, truthy } from '../env';

/** The friends feature's slice of the configuration. */
export interface FriendsConfig {
  friendsLine: {
    /** The Messaging API's root (the same LINE_API_BASE_URL as the tel sender's); tests point it at a local fake. */
    apiBaseUrl: string;
    /** Process webhook events inside the API process (embedded mode); otherwise dist/worker.js. */
    embeddedWorker: boolean;
    /** How often an idle worker looks for events another process stored. */
    pollIntervalMs: number;
  };
}

const FRIENDS_ENV = {
  shape: {
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    FRIENDS_WORKER: booleanEnv,
  },
  messages: {
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message,
    FRIENDS_WORKER: 'FRIENDS_WORKER は true または false で指定してください',
  },
};

export function loadFriendsConfig(env: Env, core: CoreConfig): FriendsConfig {
  const values = readEnv(env, FRIENDS_ENV);
  return {
    friendsLine: {
      apiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL),
      embeddedWorker: values.FRIENDS_WORKER === undefined ? !core.databaseUrl : truthy(values.FRIENDS_WORKER),
      pollIntervalMs: 500,
    },
  };
}
