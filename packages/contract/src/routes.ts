import type { PermissionKey } from './permissions';

/**
 * Side-menu groups, in menu order, as an operator thinks of the work (配信, 顧客, サロン, 設定).
 * `home` is the single entry above the groups.
 */
export const MENU_GROUPS = {
  home: '',
  delivery: '配信',
  customers: '顧客',
  salon: 'サロン',
  settings: '設定',
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

/**
 * A console route as data (spec §2 "Route table"). Each feature folder of contract declares its
 * own routes; the console's feature list joins them. `digitParams` names the path parameters
 * that accept digits only.
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
  /** The side-menu group it is listed under; null for screens reached from another screen. */
  menu: MenuGroup | null;
  /** Uses the side-menu shell; false for the login page. */
  shell: boolean;
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
