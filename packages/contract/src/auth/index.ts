import { defineApi } from '../api';
import type { RouteDef } from '../routes';

export * from './schemas';

export const AUTH_API = defineApi({
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/me',
});

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
