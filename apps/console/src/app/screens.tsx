import type { RouteName } from '@console/contract';
import type { ComponentType } from 'react';
import { LoginPage } from '../auth/LoginPage';
import { HomePage } from '../home/HomePage';
import { ThemeSettingPage } from '../setting/ThemeSettingPage';

/** The screen of each route in the table; a feature adds its screens here. */
export const SCREENS: Record<RouteName, ComponentType> = {
  LoginPage,
  HomePage,
  ThemeSettingPage,
};
