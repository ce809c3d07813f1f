import { accountFeature } from './account';
import { adConnectFeature } from './adconnect';
import { chatFeature } from './chat';
import { databaseMaintenanceFeature } from './db/maintenance';
import { deliveriesFeature } from './deliveries';
import type { ServerFeature } from './feature';
import { friendsFeature } from './friends';
import { funnelsFeature } from './funnels';
import { healthFeature } from './health';
import { journeysFeature } from './journeys';
import { mediaFeature } from './media';
import { pagesFeature } from './pages';
import { richMenusFeature } from './richmenus';
import { salonFeature } from './salon';
import { telFeature } from './tel';
import { templatesFeature } from './templates';
import { trackersFeature } from './trackers';

/**
 * Every feature of the server, one line each: its plugin is registered, its config slice read,
 * its jobs run and its demo data seeded from this list. A feature folder imports only shared code
 * (plugins/, db/, auth/, the root helpers) and never another feature (`pnpm lint` checks it).
 */
export const FEATURES = [
  healthFeature,
  databaseMaintenanceFeature,
  accountFeature,
  telFeature,
  salonFeature,
  friendsFeature,
  templatesFeature,
  journeysFeature,
  mediaFeature,
  richMenusFeature,
  deliveriesFeature,
  trackersFeature,
  chatFeature,
  funnelsFeature,
  adConnectFeature,
  pagesFeature,
] as const satisfies readonly ServerFeature<
  // biome-ignore lint/suspicious/noExplicitAny: each feature has its own slice type
  any
>[];

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type SliceOf<F> = F extends ServerFeature<infer S> ? S : never;

/** The config slices of every listed feature, merged. */
export type FeatureConfig = UnionToIntersection<SliceOf<(typeof FEATURES)[number]>>;

/**
 * The same list as the app sees it: each feature is handed the whole configuration, which holds
 * every slice (a union of differently typed plugins cannot be called with one argument).
 */
export const APP_FEATURES = FEATURES as unknown as readonly ServerFeature<FeatureConfig>[];
