import { ACCOUNT_ROUTES } from './account/index';
import { ADCONNECT_ROUTES } from './adconnect/routes';
import { AUTH_ROUTES } from './auth/index';
import { CHAT_ROUTES } from './chat/routes';
import { DELIVERIES_ROUTES } from './deliveries/routes';
import { FRIENDS_ROUTES } from './friends/routes';
import { FUNNELS_ROUTES } from './funnels/routes';
import { HOME_ROUTES } from './home/index';
import { JOURNEYS_ROUTES } from './journeys/routes';
import { MEDIA_ROUTES } from './media/routes';
import { PAGES_ROUTES } from './pages/routes';
import { RICHMENUS_ROUTES } from './richmenus/routes';
import type { RouteDef } from './routes';
import { SALON_ROUTES } from './salon/routes';
import { TEL_ROUTES } from './tel/routes';
import { TEMPLATES_ROUTES } from './templates/routes';
import { TRACKERS_ROUTES } from './trackers/routes';

/**
 * Every console route of the features' route tables, in one list: the server names each route's
 * files in the page (console-html/preloads.ts), the console's build writes them per route
 * (build/preloadsPlugin.ts), and the e2e tests open every route (e2e/routes.ts). A feature with
 * screens adds its table here once. Imported by path (`@console/contract/consoleRoutes`), not
 * from the root, so that a screen importing the contract's vocabulary does not pull every
 * feature's routes.
 */
export const CONSOLE_ROUTES: readonly RouteDef[] = [
  ...AUTH_ROUTES,
  ...HOME_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ADCONNECT_ROUTES,
  ...TEL_ROUTES,
  ...FRIENDS_ROUTES,
  ...TEMPLATES_ROUTES,
  ...TRACKERS_ROUTES,
  ...MEDIA_ROUTES,
  ...JOURNEYS_ROUTES,
  ...RICHMENUS_ROUTES,
  ...DELIVERIES_ROUTES,
  ...FUNNELS_ROUTES,
  ...PAGES_ROUTES,
  ...CHAT_ROUTES,
  ...SALON_ROUTES,
];
