import type { CoreConfig } from '../config';
import { type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv } from '../env';

/** The rich menus' slice of the configuration. */
export interface RichMenusConfig {
  richmenus: {
    /** The Messaging API's root (tests point it at a local fake). */
    lineApiBaseUrl: string;
    /**
     * LINE's api-data root, where rich-menu images go: LINE's own by default, the same root as
     * LINE_API_BASE_URL when that is set (a fake serves both).
     */
    lineDataApiBaseUrl: string;
    /** How often published segment menus are brought in step with their segments. */
    segmentSyncMs: number;
    /** Run that job inside the API process (embedded database); otherwise dist/worker.js. */
    embeddedWorker: boolean;
  };
}

const RICHMENUS_ENV = {
  shape: { LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape },
  messages: { LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message },
};

export function loadRichMenusConfig(env: Env, core: CoreConfig): RichMenusConfig {
  const values = readEnv(env, RICHMENUS_ENV);
  const base = lineApiBaseUrl(values.LINE_API_BASE_URL);
  return {
    richmenus: {
      lineApiBaseUrl: base,
      lineDataApiBaseUrl: values.LINE_API_BASE_URL ? base : 'https://api-data.line.me',
      segmentSyncMs: 5 * 60_000,
      embeddedWorker: !core.databaseUrl,
    },
  };
}
