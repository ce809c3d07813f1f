import type { RouteDef } from '../routes';

/**
 * Funnels and advertising connection (issue 32; spec §2 under /line: `funnel` (FUNNEL_WRITE) and
 * `ad-connect`, no key). The funnel screen is built and listed in consoleRoutes.ts (through
 * FUNNELS_BUILT_ROUTES); `ad-connect` is declared for the screen to come and deliberately not
 * listed yet: the end-to-end suite opens every listed route, and that screen is not built.
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

/** The routes whose screens exist (consoleRoutes.ts lists these): the funnel screen, not ad-connect yet. */
export const FUNNELS_BUILT_ROUTES = [FUNNELS_ROUTES[0]] as const satisfies readonly RouteDef[];
