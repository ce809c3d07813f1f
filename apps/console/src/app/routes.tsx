import { hasAllPermissions } from '@console/contract';
import { data, type LoaderFunctionArgs, Outlet, type RouteObject, redirect } from 'react-router-dom';
import type { ConsoleRoute } from '../shared/feature';
import {
  dropPrefetched as dropBrowserPrefetched,
  loginUrl,
  type Prefetch,
  prefetcher,
} from '../shared/fetcher';
import { guardNavigation } from '../shared/guard';
import type { KnownPermissions, LoadMe } from '../shared/me';
import { DocumentTitle, type RouteHandle } from './DocumentTitle';
import { CONSOLE_ROUTES } from './features';
import { APP_MESSAGES } from './messages';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

export interface AppRoutesOptions {
  /** The session probe: the logged-in user, or null without a session. */
  loadMe: LoadMe;
  /**
   * The session's permission keys when already known (the page's `me`, a previous answer): a
   * route the user may not open starts no early read, which its screen would never take.
   */
  knownPermissions?: KnownPermissions;
  /** Starts a navigation's early reads (tests pass their own client's). */
  prefetch?: () => Prefetch;
  /** Drops them when the guard refuses the navigation. */
  dropPrefetched?: () => void;
  /** The routes of every feature, with their screens (tests add fixture routes). */
  routes?: readonly ConsoleRoute[];
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** Builds the router's route objects from the route table (spec §2), each guarded by its data. */
export function createAppRoutes({
  loadMe,
  knownPermissions = () => undefined,
  routes = CONSOLE_ROUTES,
  prefetch = prefetcher,
  dropPrefetched = dropBrowserPrefetched,
}: AppRoutesOptions): RouteObject[] {
  const toRouteObject = (route: ConsoleRoute): RouteObject => {
    return {
      path: route.path,
      // The screen's module loads with the route's guard, on first visit only.
      lazy: async () => ({ Component: await route.screen() }),
      handle: { title: route.title } satisfies RouteHandle,
      errorElement: <RouteError />,
      loader: route.shell
        ? async ({ params, request }: LoaderFunctionArgs) => {
            // The screen's first reads start now, beside its chunk and the session probe; the
            // screen's hooks take their answers (fetcher.ts). Not awaited: the screen shows its
            // skeleton while they come.
            // Every navigation starts a new generation, with reads or without: what the previous
            // one started and no screen read is dropped.
            const started = prefetch();
            const held = knownPermissions();
            if (!held || hasAllPermissions(held, route.permissions))
              route.data?.({ params, search: new URL(request.url).searchParams, prefetch: started });
            const decision = guardNavigation(route, params, await loadMe(), pathOf(request));
            if (decision.kind !== 'allow') dropPrefetched();
            if (decision.kind === 'redirect') throw redirect(decision.to);
            if (decision.kind === 'notFound') throw data(null, { status: 404 });
            return null;
          }
        : undefined,
    };
  };

  return [
    {
      element: <Root />,
      // Anything the routes below do not catch themselves still ends on the Japanese error screen.
      errorElement: <RouteError />,
      children: [
        ...routes.filter((route) => !route.shell).map(toRouteObject),
        {
          id: 'shell',
          // The menu layout comes with the app's first files (issue 27): lazily imported, it was a
          // file of its own (0.9 kB gzip) every screen inside it waited for.
          element: <Shell routes={routes} />,
          errorElement: <RouteError />,
          loader: async ({ request }: LoaderFunctionArgs) => {
            const me = await loadMe();
            if (!me) throw redirect(loginUrl(pathOf(request)));
            return me;
          },
          children: [
            ...routes.filter((route) => route.shell).map(toRouteObject),
            {
              path: '*',
              element: <NotFoundPage />,
              handle: { title: APP_MESSAGES.notFoundTitle } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
