import type { PermissionKey } from './permissions';

/**
 * The console's route table as data (spec §2 "Route table"). Only routes whose screens exist are
 * listed; each feature adds its own. `params` names the path parameters that accept digits only.
 */
export interface RouteDef {
  /** Stable name used by navigation code (spec: "named route TelListPage"). */
  name: string;
  /** react-router path pattern, e.g. `/line/tel/list/:id`. */
  path: string;
  /** Japanese page title; empty means the document title is the app name alone. */
  title: string;
  /** Every key must be held (spec §2 "Route guard"). */
  permissions: readonly PermissionKey[];
  /** Path parameters that accept digits only. */
  digitParams: readonly string[];
  /** Shown in the side menu (routes with parameters never are). */
  menu: boolean;
  /** Uses the side-menu shell; false for the login page. */
  shell: boolean;
}

export const ROUTES = [
  {
    name: 'LoginPage',
    path: '/account/login',
    title: 'ログインページ',
    permissions: [],
    digitParams: [],
    menu: false,
    shell: false,
  },
  { name: 'HomePage', path: '/', title: 'ホーム', permissions: [], digitParams: [], menu: true, shell: true },
  {
    name: 'ThemeSettingPage',
    path: '/line/setting/theme',
    title: 'テーマ設定',
    // No spec key fits; the server answers 403 to anyone but the owner, and the screen shows it.
    permissions: [],
    digitParams: [],
    menu: true,
    shell: true,
  },
  // Notification messages (spec §2 "Notification-message screens"): the spec gives them no key;
  // the server refuses writes without NOTIFICATION_WRITE and the screens show its message.
  {
    name: 'TelListPage',
    path: '/line/tel',
    title: '通知メッセージ',
    permissions: [],
    digitParams: [],
    menu: true,
    shell: true,
  },
  {
    name: 'TelOrderDetailPage',
    path: '/line/tel/list/:id',
    title: '通知メッセージ発注内容',
    permissions: [],
    digitParams: ['id'],
    menu: false,
    shell: true,
  },
  {
    name: 'TelRegisterPage',
    path: '/line/tel/register',
    title: '通知メッセージ個別登録',
    permissions: [],
    digitParams: [],
    menu: false,
    shell: true,
  },
  {
    name: 'TelUploadPage',
    path: '/line/tel/upload',
    title: '通知メッセージファイルアップロード',
    permissions: [],
    digitParams: [],
    menu: false,
    shell: true,
  },
  {
    name: 'TelTemplateListPage',
    path: '/line/tel/template',
    title: '通知メッセージテンプレート',
    permissions: [],
    digitParams: [],
    menu: false,
    shell: true,
  },
  {
    name: 'TelTemplateRegisterPage',
    path: '/line/tel/template/register',
    title: '通知メッセージテンプレート登録',
    permissions: [],
    digitParams: [],
    menu: false,
    shell: true,
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export function routeByName(name: string): RouteDef | undefined {
  return (ROUTES as readonly RouteDef[]).find((route) => route.name === name);
}

const DIGITS = /^\d+$/;

/** True when every digit-only parameter of `route` holds digits only. */
export function paramsAreValid(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return route.digitParams.every((key) => DIGITS.test(params[key] ?? ''));
}

/** spec §2: "{route title} - {app name}", or the app name alone without a title. */
export function documentTitle(routeTitle: string | undefined, appName: string): string {
  return routeTitle ? `${routeTitle} - ${appName}` : appName;
}

/** Where a guarded navigation goes when a key is missing. */
export const FORBIDDEN_REDIRECT = '/?forbidden=1';
