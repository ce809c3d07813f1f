import { ROUTES, type RouteDef } from '@console/contract';
import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, Outlet, type RouteObject, redirect } from 'react-router-dom';
import { loginUrl } from '../lib/fetcher';
import { guardNavigation } from '../lib/guard';
import type { LoadMe } from '../lib/me';
import { DocumentTitle, type RouteHandle } from './DocumentTitle';
import { APP_MESSAGES } from './messages';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { Shell } from './Shell';
import { SCREENS } from './screens';

export interface AppRoutesOptions {
  /** The session probe: the logged-in user, or null without a session. */
  loadMe: LoadMe;
  /** The route table (tests add fixture routes). */
  routes?: readonly RouteDef[];
  /** The screen of each route name. */
  screens?: Readonly<Record<string, ComponentType>>;
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
  routes = ROUTES,
  screens = SCREENS,
}: AppRoutesOptions): RouteObject[] {
  const toRouteObject = (route: RouteDef): RouteObject => {
    const Screen = screens[route.name];
    if (!Screen) throw new Error(`No screen for route ${route.name}`);
    return {
      path: route.path,
      element: <Screen />,
      handle: { title: route.title } satisfies RouteHandle,
      errorElement: route.shell ? <RouteError /> : undefined,
      loader: route.shell
        ? async ({ params, request }: LoaderFunctionArgs) => {
            const decision = guardNavigation(route, params, await loadMe(), pathOf(request));
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
      children: [
        ...routes.filter((route) => !route.shell).map(toRouteObject),
        {
          id: 'shell',
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
