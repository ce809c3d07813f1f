import { TRACKERS_ROUTES } from '@console/contract/trackers';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { trackerData, trackerNewData } from './reads';

export const trackersFeature: ConsoleFeature = {
  name: 'trackers',
  routes: withScreens(TRACKERS_ROUTES, {
    TrackerNewPage: {
      screen: () => import('./TrackerPages').then((module) => module.TrackerNewPage),
      data: trackerNewData,
    },
    TrackerEditPage: {
      screen: () => import('./TrackerPages').then((module) => module.TrackerEditPage),
      data: trackerData,
    },
  }),
};
