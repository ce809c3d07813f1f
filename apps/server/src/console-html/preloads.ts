import {
  AUTH_ROUTES,
  DEFAULT_OEM_CODE,
  FORBIDDEN_REDIRECT,
  type OemCode,
  type PermissionKey,
  paramsAreValid,
  type RouteDef,
} from '@console/contract';
import { CONSOLE_ROUTES } from '@console/contract/consoleRoutes';
import { escapeHtml } from './html';

/**
 * The console build's dist/preloads.json (apps/console/build/preloads.ts): per route name and per
 * partner brand, the files of a first load beyond what index.html names. Named in the page, the
 * browser fetches them with the entry instead of after the router has started the screen's lazy
 * import (issue 27: no chain of round trips).
 */
export interface Files {
  js: readonly string[];
  css: readonly string[];
}

export interface Preloads {
  routes: Readonly<Record<string, Files>>;
  themes: Readonly<Record<string, Files>>;
}

const segments = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/**
 * The route a path draws, as react-router matches it: whole segments, `:name` for one segment,
 * letters' case ignored, a trailing slash allowed; of several matches the one with the most fixed
 * segments (react-router ranks a fixed segment above a parameter). With its parameters.
 */
export function matchRoute(
  pathname: string,
  routes: readonly RouteDef[] = CONSOLE_ROUTES,
): { route: RouteDef; params: Record<string, string> } | null {
  let parts: string[];
  try {
    parts = segments(pathname).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  let best: { route: RouteDef; params: Record<string, string>; fixed: number } | null = null;
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let fixed = 0;
    const matches = pattern.every((segment, index) => {
      const part = parts[index] as string;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = part;
        return true;
      }
      fixed += 1;
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (matches && (best === null || fixed > best.fixed)) best = { route, params, fixed };
  }
  return best && { route: best.route, params: best.params };
}

/** Who asks for the page: nothing without a session. */
export interface PageSession {
  oemCode: OemCode;
  permissions: readonly PermissionKey[];
}

const LOGIN_ROUTE = AUTH_ROUTES[0];
const FORBIDDEN_PATH = FORBIDDEN_REDIRECT.split('?')[0] as string;

/**
 * The routes whose screens the console loads first for this path and session. react-router starts
 * a route's lazy screen beside its guard (app/routes.tsx), so the matched screen's files are
 * fetched even when the guard then sends the browser on: a shell route without a session goes on
 * to the login screen, one whose keys the session lacks to the home screen, whose files come next.
 * A path no route draws shows the not-found screen (nothing to preload).
 */
export function firstScreens(
  pathname: string,
  session: PageSession | null,
  routes: readonly RouteDef[] = CONSOLE_ROUTES,
): RouteDef[] {
  const match = matchRoute(pathname, routes);
  if (!match) return [];
  const { route } = match;
  if (!route.shell || !paramsAreValid(route, match.params)) return [route];
  if (!session) return [route, LOGIN_ROUTE];
  if (!route.permissions.every((key) => session.permissions.includes(key))) {
    const home = matchRoute(FORBIDDEN_PATH, routes)?.route;
    return home ? [route, home] : [route];
  }
  return [route];
}

/**
 * The title of the screen the console will show for this path and session (the last of
 * firstScreens: the login screen for a shell route without a session, the home screen for one the
 * session may not open); empty for a path no route draws (the not-found screen: the app name alone).
 */
export function pageTitle(
  pathname: string,
  session: PageSession | null,
  routes: readonly RouteDef[] = CONSOLE_ROUTES,
): string {
  return firstScreens(pathname, session, routes).at(-1)?.title ?? '';
}

/** The files to name in the page: the first screen's, and the account's brand when a partner's. */
export function pagePreloads(
  preloads: Preloads | null,
  pathname: string,
  session: PageSession | null,
  routes: readonly RouteDef[] = CONSOLE_ROUTES,
): Files {
  const js = new Set<string>();
  const css = new Set<string>();
  const add = (files: Files | undefined) => {
    for (const file of files?.js ?? []) js.add(file);
    for (const file of files?.css ?? []) css.add(file);
  };
  if (!preloads) return { js: [], css: [] };
  // The brand first: main.tsx waits for it before the first render of any screen.
  if (session && session.oemCode !== DEFAULT_OEM_CODE) add(preloads.themes[session.oemCode]);
  for (const route of firstScreens(pathname, session, routes)) add(preloads.routes[route.name]);
  return { js: [...js], css: [...css] };
}

/** Only built asset paths are written into the page (a broken preloads.json cannot inject markup). */
const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

/**
 * The page's tags for the files: module preloads with `crossorigin` as Vite writes its module
 * scripts (a preload fetched in another mode is not reused: the module would load twice), and the
 * screen's styles as preloads, not stylesheets: a stylesheet in the head holds the first paint
 * until it arrives (the salon's first paint came 0.7 s later on Lighthouse's phone), while Vite's
 * loader adds the stylesheet with the screen's chunk and finds it downloaded (crossorigin as
 * Vite's loader sets it). Measured on Lighthouse's phone, alternating without and with, two rounds:
 * LCP friends 3.45/3.25 → 3.11/2.95 s, tags 3.10/3.20 → 2.71/2.63 s, login 2.83/2.26 → 1.82/1.89 s.
 */
export function renderPreloadTags(files: Files): string {
  return [
    ...files.js
      .filter((file) => ASSET.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
    ...files.css
      .filter((file) => ASSET.test(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
  ].join('\n    ');
}

/** dist/preloads.json's text as Preloads; null for anything else (an old build, a broken file). */
export function parsePreloads(text: string | null): Preloads | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<Preloads> | null;
    if (!value || typeof value.routes !== 'object' || typeof value.themes !== 'object') return null;
    return value as Preloads;
  } catch {
    return null;
  }
}
