import type { RouteDef } from '../routes';

export * as AUTH_OPS from './operations';
export * from './paths';
export * from './schemas';

export const AUTH_ROUTES = [
  {
    name: 'LoginPage',
    path: '/account/login',
    title: 'ログインページ',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: false,
  },
] as const satisfies readonly RouteDef[];
