import type { RouteDef } from '../routes';
import * as operations from './summary';

export * from './summary';
/** The home page's reads. */
export const HOME_OPS = { homeSummary: operations.homeSummary } as const;

export const HOME_ROUTES = [
  {
    name: 'HomePage',
    path: '/',
    title: 'ホーム',
    permissions: [],
    digitParams: [],
    menu: 'home',
    shell: true,
  },
] as const satisfies readonly RouteDef[];
