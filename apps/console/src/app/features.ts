import { adConnectFeature } from '../adconnect/routes';
import { authFeature } from '../auth/routes';
import { chatFeature } from '../chat/routes';
import { deliveriesFeature } from '../deliveries/routes';
import { friendsFeature } from '../friends/routes';
import { funnelsFeature } from '../funnels/routes';
import { homeFeature } from '../home/routes';
import { journeysFeature } from '../journeys/routes';
import { mediaFeature } from '../media/routes';
import { pagesFeature } from '../pages/routes';
import { richMenusFeature } from '../richmenus/routes';
import { salonFeature } from '../salon/routes';
import { settingFeature } from '../setting/routes';
import type { ConsoleRoute } from '../shared/feature';
import { telFeature } from '../tel/routes';
import { templatesFeature } from '../templates/routes';
import { trackersFeature } from '../trackers/routes';

/**
 * Every feature of the console, one line each; the router, the guard and the side menu are built
 * from this list. A feature folder imports only `shared/`, `@console/contract` and `@console/ui`
 * (`pnpm lint` checks it).
 */
export const FEATURES = [
  authFeature,
  homeFeature,
  settingFeature,
  telFeature,
  templatesFeature,
  trackersFeature,
  mediaFeature,
  journeysFeature,
  friendsFeature,
  chatFeature,
  richMenusFeature,
  deliveriesFeature,
  funnelsFeature,
  salonFeature,
  adConnectFeature,
  pagesFeature,
];

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = FEATURES.flatMap((feature) => feature.routes);
