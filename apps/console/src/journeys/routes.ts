import { JOURNEYS_ROUTES } from '@console/contract/journeys';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { followSettingData, journeyListData } from './reads';

export const journeysFeature: ConsoleFeature = {
  name: 'journeys',
  routes: withScreens(JOURNEYS_ROUTES, {
    JourneyListPage: {
      screen: () => import('./JourneyListPage').then((module) => module.JourneyListPage),
      data: journeyListData,
    },
    JourneyNewPage: () => import('./JourneyEditPage').then((module) => module.JourneyNewPage),
    JourneyEditPage: () => import('./JourneyEditPage').then((module) => module.JourneyEditPage),
    JourneyTagListPage: () => import('./JourneyTagPages').then((module) => module.JourneyTagListPage),
    JourneyTagNewPage: () => import('./JourneyTagPages').then((module) => module.JourneyTagNewPage),
    JourneyTagEditPage: () => import('./JourneyTagPages').then((module) => module.JourneyTagEditPage),
    TriggerListPage: () => import('./TriggerPages').then((module) => module.TriggerListPage),
    TriggerEditPage: () => import('./TriggerPages').then((module) => module.TriggerEditPage),
    FollowSettingPage: {
      screen: () => import('./FollowSettingPage').then((module) => module.FollowSettingPage),
      data: followSettingData,
    },
  }),
};
