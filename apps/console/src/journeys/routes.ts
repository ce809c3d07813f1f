import { JOURNEYS_ROUTES } from '@console/contract/journeys';
import { type ConsoleFeature, withScreens } from '../shared/feature';

export const journeysFeature: ConsoleFeature = {
  name: 'journeys',
  routes: withScreens(JOURNEYS_ROUTES, {
    JourneyListPage: () => import('./JourneyListPage').then((module) => module.JourneyListPage),
    JourneyNewPage: () => import('./JourneyEditPage').then((module) => module.JourneyNewPage),
    JourneyEditPage: () => import('./JourneyEditPage').then((module) => module.JourneyEditPage),
    JourneyTagListPage: () => import('./JourneyTagPages').then((module) => module.JourneyTagListPage),
    JourneyTagNewPage: () => import('./JourneyTagPages').then((module) => module.JourneyTagNewPage),
    JourneyTagEditPage: () => import('./JourneyTagPages').then((module) => module.JourneyTagEditPage),
    TriggerListPage: () => import('./TriggerPages').then((module) => module.TriggerListPage),
    TriggerEditPage: () => import('./TriggerPages').then((module) => module.TriggerEditPage),
  }),
};
