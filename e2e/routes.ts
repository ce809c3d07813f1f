import { type APIRequestContext, expect } from '@playwright/test';
import { CONSOLE_ROUTES } from '../packages/contract/src/consoleRoutes';
import type { RouteDef } from '../packages/contract/src/routes';

/** Every console route (the phone and first-load tests open them all). */
export const ALL_ROUTES: readonly RouteDef[] = CONSOLE_ROUTES;

/**
 * Where each route with an id finds the demo's first one: a list operation of the API, or hops of
 * them, each after the first given the id the one before found as its `{id}` (a site's page is
 * found in the first site's pages: no list holds every site's pages).
 */
export const ID_SOURCES: Record<string, string | readonly [string, ...string[]]> = {
  TelOrderDetailPage: '/api/tel/list',
  FriendDetailPage: '/api/friends',
  TagSettingPage: '/api/tags',
  CommonVarEditPage: '/api/v_resource/common_vars',
  JourneyEditPage: '/api/journeys',
  JourneyTagEditPage: '/api/journey_tags',
  TriggerEditPage: '/api/open_api/triggers',
  TemplateEditPage: '/api/templates',
  FlexEditorPage: '/api/templates',
  RichMenuEditPage: '/api/richmenus',
  DeliveryPage: '/api/deliveries',
  TrackerEditPage: '/api/trackers',
  ChatPage: '/api/chat/threads',
  LandingEditPage: '/api/landing_pages',
  LandingAnswersPage: '/api/landing_pages',
  FormEditPage: '/api/forms',
  FormAnswersPage: '/api/forms',
  SiteSettingsPage: '/api/sites',
  SitePageEditPage: ['/api/sites', '/api/sites/{id}/pages'],
  BoardPostsPage: '/api/boards',
};

/** The smallest `id` in a list answer (an array, or an object holding one). */
function firstId(body: unknown): number | undefined {
  const seen: number[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'number')
          seen.push((item as { id: number }).id);
        else walk(item, depth + 1);
      }
      return;
    }
    for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(body, 0);
  return seen.length > 0 ? Math.min(...seen) : undefined;
}

/** The route's path with the demo's first id for each parameter. */
export async function concretePath(request: APIRequestContext, route: RouteDef): Promise<string> {
  if (!route.path.includes(':')) return route.path;
  const source = ID_SOURCES[route.name];
  if (!source) throw new Error(`${route.name} (${route.path}): no demo id source in ID_SOURCES`);
  let id: number | undefined;
  for (const hop of typeof source === 'string' ? [source] : source) {
    const url = hop.replace('{id}', String(id));
    const answer = await request.get(url);
    expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true);
    id = firstId(await answer.json());
    if (id === undefined) throw new Error(`${url}: the demo has no row for ${route.name}`);
  }
  return route.path.replace(/:\w+/g, String(id));
}
