import type { RouteDef } from '../routes';

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
