import type { RouteDef } from '../routes';

export * as ACCOUNT_OPS from './operations';
export * from './schemas';

export const ACCOUNT_ROUTES = [
  {
    name: 'ThemeSettingPage',
    path: '/line/setting/theme',
    title: 'テーマ設定',
    // No spec key fits; the server answers 403 to anyone but the owner, and the screen shows it.
    permissions: [],
    digitParams: [],
    menu: 'settings',
    shell: true,
  },
] as const satisfies readonly RouteDef[];
