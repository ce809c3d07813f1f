import type { RouteDef } from '../routes';

/**
 * Funnels and advertising connection (issue 32; spec §2 under /line: `funnel` (FUNNEL_WRITE) and
 * `ad-connect`, no key). Declared for the screens to come and deliberately not listed in
 * consoleRoutes.ts yet: the end-to-end suite opens every listed route, and neither screen is built.
 * The funnel screen sits under 配信 beside the deliveries and trackers whose results it measures.
 */
export const FUNNELS_ROUTES = [
  {
    name: 'FunnelPage',
    path: '/line/funnel',
    title: 'ファネル分析',
    permissions: ['FUNNEL_WRITE'],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
] as const satisfies readonly RouteDef[];
