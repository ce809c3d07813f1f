import { FORBIDDEN_REDIRECT, hasAllPermissions, paramsAreValid, type RouteDef } from '@console/contract';
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
export function menuRoutes(routes: readonly RouteDef[], permissions: readonly string[]): RouteDef[] {
  return routes.filter(
    (route) => route.menu && route.shell && hasAllPermissions(permissions, route.permissions),
  );
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
