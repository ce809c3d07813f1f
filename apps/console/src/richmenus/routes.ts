import { RICHMENUS_ROUTES } from '@console/contract/richmenus';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { editData, modeSelectData } from './reads';

export const richMenusFeature: ConsoleFeature = {
  name: 'richmenus',
  routes: withScreens(RICHMENUS_ROUTES, {
    RichMenuRedirect: () => import('./RichMenuRedirect').then((module) => module.RichMenuRedirect),
    RichMenuModeSelectPage: {
      screen: () => import('./RichMenuModeSelectPage').then((module) => module.RichMenuModeSelectPage),
      data: modeSelectData,
    },
    RichMenuNewPage: () => import('./RichMenuEditPage').then((module) => module.RichMenuNewPage),
    RichMenuEditPage: {
      screen: () => import('./RichMenuEditPage').then((module) => module.RichMenuEditPage),
      data: editData,
    },
  }),
};
