import { SALON_ROUTES } from '@console/contract/salon';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { salonOpeningData, salonTimelineData } from './reads';

export const salonFeature: ConsoleFeature = {
  name: 'salon',
  routes: withScreens(SALON_ROUTES, {
    SalonTimelinePage: {
      screen: () => import('./SalonTimelinePage').then((module) => module.SalonTimelinePage),
      data: salonTimelineData,
    },
    SalonCoursesPage: () => import('./SalonSettingsPages').then((module) => module.SalonCoursesPage),
    SalonResourcesPage: () => import('./SalonSettingsPages').then((module) => module.SalonResourcesPage),
    SalonConfigPage: () => import('./SalonConfigPage').then((module) => module.SalonConfigPage),
    SalonMatrixPage: () => import('./SalonMatrixPage').then((module) => module.SalonMatrixPage),
    SalonOpeningPage: {
      screen: () => import('./SalonOpeningPage').then((module) => module.SalonOpeningPage),
      data: salonOpeningData,
    },
    SalonOnlinePage: () => import('./SalonOnlinePage').then((module) => module.SalonOnlinePage),
    SalonMessagesPage: () => import('./SalonMessagesPage').then((module) => module.SalonMessagesPage),
    SalonEpisodeRedirect: () =>
      import('./SalonEpisodeRedirect').then((module) => module.SalonEpisodeRedirect),
    SalonCalendarsPage: () => import('./SalonCalendarsPage').then((module) => module.SalonCalendarsPage),
  }),
};
