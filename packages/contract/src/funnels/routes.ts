import type { RouteDef } from '../routes';

/**
 * Funnels (issue 32; spec §2 `/line/funnel`, FUNNEL_WRITE); its sibling `/line/ad-connect` is the ad
 * connection's (../adconnect/routes.ts). The funnel screen sits under 配信 beside the deliveries and
 * trackers whose results it measures.
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
