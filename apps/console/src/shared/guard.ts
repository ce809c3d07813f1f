import {
  FORBIDDEN_REDIRECT,
  hasAllPermissions,
  MENU_GROUPS,
  type MenuGroup,
  paramsAreValid,
  type RouteDef,
} from '@console/contract';
import { loginUrl } from './fetcher';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * spec §2 "Route guard": what a navigation to `route` may do. Routes inside the shell need a
 * session; digit-only parameters that fail are "not found"; a missing permission key sends the
 * browser to /?forbidden=1.
 */
export function guardNavigation(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
  me: { readonly permissions: readonly string[] } | null,
  currentPath = '/',
): GuardDecision {
  if (!route.shell) return { kind: 'allow' };
  if (!me) return { kind: 'redirect', to: loginUrl(currentPath) };
  if (!paramsAreValid(route, params)) return { kind: 'notFound' };
  if (!hasAllPermissions(me.permissions, route.permissions))
    return { kind: 'redirect', to: FORBIDDEN_REDIRECT };
  return { kind: 'allow' };
}

/** spec §2: the side menu lists the menu routes whose keys are all held. */
export function menuRoutes<R extends RouteDef>(routes: readonly R[], permissions: readonly string[]): R[] {
  return routes.filter(
    (route) => route.menu !== null && route.shell && hasAllPermissions(permissions, route.permissions),
  );
}

export interface MenuSection<R extends RouteDef> {
  group: MenuGroup;
  /** Heading of the group (配信, 顧客, サロン, 設定); empty for the home entry. */
  label: string;
  routes: R[];
}

/** The menu routes grouped as an operator thinks of the work, in MENU_GROUPS order; empty groups are left out. */
export function menuSections<R extends RouteDef>(
  routes: readonly R[],
  permissions: readonly string[],
): MenuSection<R>[] {
  const visible = menuRoutes(routes, permissions);
  return (Object.keys(MENU_GROUPS) as MenuGroup[])
    .map((group) => ({
      group,
      label: MENU_GROUPS[group],
      routes: visible.filter((route) => route.menu === group),
    }))
    .filter((section) => section.routes.length > 0);
}

/** A `?next=` target is followed only when it is a path on this origin. */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const base = 'http://console.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
