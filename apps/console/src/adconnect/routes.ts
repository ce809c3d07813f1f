import { ADCONNECT_ROUTES } from '@console/contract/adconnect';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { adConnectData } from './reads';

export const adConnectFeature: ConsoleFeature = {
  name: 'adconnect',
  routes: withScreens(ADCONNECT_ROUTES, {
    AdConnectPage: {
      screen: () => import('./AdConnectPage').then((module) => module.AdConnectPage),
      data: adConnectData,
    },
  }),
};
