import type { RouteDef } from '../routes';

/**
 * Ad connection (issue 32; spec §2 under /line: `ad-connect`, no key named): one screen for the
 * ad accounts, their event mapping and the send log. Reading needs a session; the screen's writes
 * ask AD_CONNECT_WRITE (see ./operations.ts). Listed in consoleRoutes.ts and drawn by the console's
 * adconnect feature; under 設定 in the side menu, beside the account's other connections.
 */
export const ADCONNECT_ROUTES = [
  {
    name: 'AdConnectPage',
    path: '/line/ad-connect',
    title: '広告連携',
    permissions: [],
    digitParams: [],
    menu: 'settings',
    shell: true,
  },
] as const satisfies readonly RouteDef[];
