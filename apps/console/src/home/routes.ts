import { HOME_ROUTES } from '@console/contract';
import { type ConsoleFeature, withScreens } from '../shared/feature';

export const homeFeature: ConsoleFeature = {
  name: 'home',
  routes: withScreens(HOME_ROUTES, {
    HomePage: () => import('./HomePage').then((module) => module.HomePage),
  }),
};
