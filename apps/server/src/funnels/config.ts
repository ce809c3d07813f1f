import type { CoreConfig } from '../config';
import type { Env } from '../env';
import type { LineLoginConfig } from '../line-id-token';

/**
 * The funnels feature's slice of the configuration: LINE Login for entry sources (issue 32). The
 * settings themselves (LINE_LOGIN_MODE, LINE_LOGIN_BASE_URL, LINE_API_BASE_URL) are the core's
 * since the pages verify LIFF ID tokens with the same channel and mode (issue 33).
 */
export interface FunnelsConfig {
  lineLogin: LineLoginConfig;
}

export function loadFunnelsConfig(_env: Env, core: CoreConfig): FunnelsConfig {
  return { lineLogin: core.lineLogin };
}
