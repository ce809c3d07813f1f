import { ACCOUNT_ROUTES } from '@console/contract';
import { type ConsoleFeature, withScreens } from '../shared/feature';

export const settingFeature: ConsoleFeature = {
  name: 'setting',
  routes: withScreens(ACCOUNT_ROUTES, {
    ThemeSettingPage: () => import('./ThemeSettingPage').then((module) => module.ThemeSettingPage),
  }),
};
