import { SALON_ROUTES } from '@console/contract/salon';
import { type ConsoleFeature, withScreens } from '../shared/feature';

export const salonFeature: ConsoleFeature = {
  name: 'salon',
  routes: withScreens(SALON_ROUTES, {
    SalonTimelinePage: () => import('./SalonTimelinePage').then((module) => module.SalonTimelinePage),
    SalonCoursesPage: () => import('./SalonSettingsPages').then((module) => module.SalonCoursesPage),
    SalonResourcesPage: () => import('./SalonSettingsPages').then((module) => module.SalonResourcesPage),
    SalonConfigPage: () => import('./SalonConfigPage').then((module) => module.SalonConfigPage),
    SalonMatrixPage: () => import('./SalonMatrixPage').then((module) => module.SalonMatrixPage),
    SalonOpeningPage: () => import('./SalonOpeningPage').then((module) => module.SalonOpeningPage),
    SalonOnlinePage: () => import('./SalonOnlinePage').then((module) => module.SalonOnlinePage),
    SalonMessagesPage: () => import('./SalonMessagesPage').then((module) => module.SalonMessagesPage),
    SalonEpisodeRedirect: () =>
      import('./SalonEpisodeRedirect').then((module) => module.SalonEpisodeRedirect),
    SalonCalendarsPage: () => import('./SalonCalendarsPage').then((module) => module.SalonCalendarsPage),
  }),
};
