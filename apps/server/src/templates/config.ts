import type { CoreConfig } from '../config';
import { type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv } from '../env';

/** The templates feature's slice of the configuration. */
export interface TemplatesConfig {
  templates: {
    /** The Messaging API's root, for the validate call (tests point it at a local fake). */
    lineApiBaseUrl: string;
  };
}

const TEMPLATES_ENV = {
  shape: { LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape },
  messages: { LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message },
};

export function loadTemplatesConfig(env: Env, _core: CoreConfig): TemplatesConfig {
  const values = readEnv(env, TEMPLATES_ENV);
  return { templates: { lineApiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL) } };
}
