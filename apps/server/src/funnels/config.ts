import { z } from 'zod';
import type { CoreConfig } from '../config';
import { type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv } from '../env';

/** The funnels feature's slice of the configuration: LINE Login for entry sources (issue 32). */
export interface FunnelsConfig {
  lineLogin: {
    /**
     * Go through LINE Login for real (LINE_LOGIN_MODE=live). Off by default, and in tests: the
     * sandbox sends the person straight back to /e/callback with a made-up code, and the callback
     * makes up a user id from it, so nothing leaves the machine. The deployment decides, as with
     * ad connect: a login channel always has its secret, so its settings cannot say "sandbox".
     */
    live: boolean;
    /** Where the browser is sent to log in (LINE_LOGIN_BASE_URL; `https://access.line.me`). */
    authorizeBaseUrl: string;
    /** The token and ID-token endpoints' root: LINE_API_BASE_URL, as every other call to LINE. */
    apiBaseUrl: string;
  };
}

const FUNNELS_ENV = {
  shape: {
    LINE_LOGIN_MODE: z.enum(['sandbox', 'live']).optional(),
    LINE_LOGIN_BASE_URL: LINE_API_BASE_URL_ENV.shape,
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape,
  },
  messages: {
    LINE_LOGIN_MODE: 'LINE_LOGIN_MODE は sandbox または live で指定してください',
    LINE_LOGIN_BASE_URL: 'LINE_LOGIN_BASE_URL は http:// または https:// で始まるURLで指定してください',
    LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message,
  },
};

export function loadFunnelsConfig(env: Env, _core: CoreConfig): FunnelsConfig {
  const values = readEnv(env, FUNNELS_ENV);
  return {
    lineLogin: {
      live: values.LINE_LOGIN_MODE === 'live',
      authorizeBaseUrl: (values.LINE_LOGIN_BASE_URL ?? 'https://access.line.me').replace(/\/$/, ''),
      apiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL),
    },
  };
}
