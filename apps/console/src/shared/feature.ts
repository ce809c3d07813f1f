import type { RouteDef } from '@console/contract';
import type { ComponentType } from 'react';

/** Loads a screen's module on first visit (route-level code splitting). */
export type ScreenLoader = () => Promise<ComponentType>;

/** A route of the contract's table with the screen that draws it. */
export interface ConsoleRoute extends RouteDef {
  screen: ScreenLoader;
}

/**
 * One feature of the console: its routes with lazily loaded screens. A feature folder exports one
 * of these from its `routes.ts`, and `app/features.ts` lists it in one line.
 */
export interface ConsoleFeature {
  name: string;
  routes: readonly ConsoleRoute[];
}

/** Pairs each route of a contract table with its screen loader; a missing screen fails type checking. */
export function withScreens<const R extends readonly RouteDef[]>(
  routes: R,
  screens: Record<R[number]['name'], ScreenLoader>,
): ConsoleRoute[] {
  return routes.map((route) => ({ ...route, screen: screens[route.name as R[number]['name']] }));
}
