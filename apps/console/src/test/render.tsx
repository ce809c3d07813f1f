import type { Me } from '@console/contract';
import { ConsoleUITestProvider } from '@console/ui/test';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CONSOLE_ROUTES } from '../app/features';
import { createAppRoutes } from '../app/routes';
import type { ConsoleRoute } from '../shared/feature';
import { DEFAULT_PAGE_META, type PageMeta, PageMetaProvider } from '../shared/meta';

export { ownerMe, staffMe } from './fixtures';

export interface RenderAppOptions {
  path: string;
  me: Me | null;
  routes?: readonly ConsoleRoute[];
  /** Screens drawn instead of a route's own (by route name). */
  screens?: Record<string, ComponentType>;
  meta?: Partial<PageMeta>;
}

/** The app's real routes in a memory router, with a stubbed session probe and an isolated SWR cache. */
export function renderApp({ path, me, routes = CONSOLE_ROUTES, screens = {}, meta }: RenderAppOptions) {
  const withOverrides = routes.map((route) => {
    const Screen = screens[route.name];
    return Screen ? { ...route, screen: async () => Screen } : route;
  });
  // The session's keys are known before the probe settles, as the page's `me` makes them known.
  const knownPermissions = () => me?.permissions;
  const router = createMemoryRouter(
    createAppRoutes({ loadMe: async () => me, knownPermissions, routes: withOverrides }),
    {
      initialEntries: [path],
    },
  );
  render(
    <PageMetaProvider meta={{ ...DEFAULT_PAGE_META, ...meta }}>
      <ConsoleUITestProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ConsoleUITestProvider>
    </PageMetaProvider>,
  );
  return { router };
}

/**
 * Finds a toast by its text. Toasts sit in the 「通知」 region; their text is also queued in react-aria's
 * LiveAnnouncer for screen readers, so a page-wide query would find it twice.
 */
export async function findToast(text: string | RegExp) {
  // The region is hidden while it holds no toast, so wait for it too.
  return within(await screen.findByRole('region', { name: '通知' })).findByText(text);
}
