import { defineApi } from '../api';
import type { RouteDef } from '../routes';

/** Liveness of the server (no session needed). */
export const HEALTH_API = defineApi({ health: '/api/health' });

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
