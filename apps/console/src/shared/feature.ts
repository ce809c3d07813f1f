import type { RouteDef } from '@console/contract';
import type { ComponentType } from 'react';
import type { Prefetch } from './fetcher';

/** Loads a screen's module on first visit (route-level code splitting). */
export type ScreenLoader = () => Promise<ComponentType>;

/** Where a navigation goes: the route's path parameters and the address's query. */
export interface RouteAt {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** Starts a GET the screen's hooks will make (a `Read`'s URL); its answer waits for them. */
  prefetch: Prefetch;
}

/**
 * Starts the screen's first reads together with its chunk (issue 27: no serial chain), from the
 * route's guard, before the session is known; a refused navigation drops them. It lives in the
 * entry with the route table: zod-free, it builds its URLs with the feature's `Read`s.
 */
export type RouteData = (at: RouteAt) => void;

/**
 * A count beside a route's side-menu entry (the chat's unread conversations). It loads with the
 * shell on every screen: a tiny component, zod-free, that draws nothing when there is nothing to say.
 */
export type MenuBadge = ComponentType;

/** A screen with the reads it starts with its chunk. */
export interface ScreenWithData {
  screen: ScreenLoader;
  data: RouteData;
  badge?: MenuBadge | undefined;
}

/** A route of the contract's table with the screen that draws it. */
export interface ConsoleRoute extends RouteDef {
  screen: ScreenLoader;
  data?: RouteData | undefined;
  /** Drawn after the route's title in the side menu. */
  badge?: MenuBadge | undefined;
}

/**
 * One feature of the console: its routes with lazily loaded screens. A feature folder exports one
 * of these from its `routes.ts`, and `app/features.ts` lists it in one line.
 */
export interface ConsoleFeature {
  name: string;
  routes: readonly ConsoleRoute[];
}

/**
 * Pairs each route of a contract table with its screen loader, and the reads it starts early where
 * it has them; a missing screen fails type checking.
 */
export function withScreens<const R extends readonly RouteDef[]>(
  routes: R,
  screens: Record<R[number]['name'], ScreenLoader | ScreenWithData>,
): ConsoleRoute[] {
  return routes.map((route): ConsoleRoute => {
    const entry: ScreenLoader | ScreenWithData = screens[route.name as R[number]['name']];
    return typeof entry === 'function' ? { ...route, screen: entry } : { ...route, ...entry };
  });
}
