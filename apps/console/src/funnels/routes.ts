import { FUNNELS_ROUTES } from '@console/contract/funnels';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { funnelData } from './reads';

/** ファネル分析 (issue 32); the contract's ad-connect route has no screen yet. */
export const funnelsFeature: ConsoleFeature = {
  name: 'funnels',
  routes: withScreens(FUNNELS_ROUTES, {
    FunnelPage: {
      screen: () => import('./FunnelPage').then((module) => module.FunnelPage),
      data: funnelData,
    },
  }),
};
