import { AUTH_ROUTES } from '@console/contract';
import { type ConsoleFeature, withScreens } from '../shared/feature';

export const authFeature: ConsoleFeature = {
  name: 'auth',
  routes: withScreens(AUTH_ROUTES, {
    LoginPage: () => import('./LoginPage').then((module) => module.LoginPage),
  }),
};
