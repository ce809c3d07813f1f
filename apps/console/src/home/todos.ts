import type { HomeSummary, HomeSummaryKey, RouteDef } from '@console/contract';
import { menuRoutes } from '../shared/guard';
import { HOME_MESSAGES } from './messages';

/** Where each count of the home summary leads: the screen that shows those items. */
const SCREEN_OF: Readonly<Record<HomeSummaryKey, string>> = {
  reservationsToday: 'SalonTimelinePage',
  pendingRequests: 'SalonTimelinePage',
  sendsToday: 'TelListPage',
  sendsFailed: 'TelListPage',
  journeysRunning: 'JourneyListPage',
  friendsToday: 'FriendListPage',
};

export interface HomeTodo {
  key: HomeSummaryKey;
  label: string;
  count: number;
  path: string;
}

/**
 * The summary's counts as links, each to its screen; a count whose screen does not exist or the
 * operator may not open is left out (the server already leaves out what it refuses).
 */
export function homeTodos(
  summary: HomeSummary | undefined,
  routes: readonly RouteDef[],
  permissions: readonly string[],
): HomeTodo[] {
  const open = new Map(menuRoutes(routes, permissions).map((route) => [route.name, route.path]));
  return (summary?.items ?? []).flatMap((item) => {
    const path = open.get(SCREEN_OF[item.key]);
    return path ? [{ key: item.key, label: HOME_MESSAGES.todo[item.key], count: item.count, path }] : [];
  });
}

/** 「できること」: the menu's screens the operator may open, home itself left out. */
export function screensFor(routes: readonly RouteDef[], permissions: readonly string[]): RouteDef[] {
  return menuRoutes(routes, permissions).filter((route) => route.path !== '/');
}

/**
 * How many counts the home page will show, known before the summary arrives (the screens the
 * operator may open): the loading placeholders take their place, so nothing below moves.
 */
export function expectedTodoCount(routes: readonly RouteDef[], permissions: readonly string[]): number {
  const open = new Set(menuRoutes(routes, permissions).map((route) => route.name));
  return (Object.keys(SCREEN_OF) as HomeSummaryKey[]).filter((key) => open.has(SCREEN_OF[key])).length;
}
