import type { RouteName } from '@console/contract';
import type { ComponentType } from 'react';
import { LoginPage } from '../auth/LoginPage';
import { HomePage } from '../home/HomePage';
import { ThemeSettingPage } from '../setting/ThemeSettingPage';
import { TelListPage } from '../tel/TelListPage';
import { TelOrderDetailPage } from '../tel/TelOrderDetailPage';
import { TelRegisterPage } from '../tel/TelRegisterPage';
import { TelTemplateListPage } from '../tel/TelTemplateListPage';
import { TelTemplateRegisterPage } from '../tel/TelTemplateRegisterPage';
import { TelUploadPage } from '../tel/TelUploadPage';

/** The screen of each route in the table; a feature adds its screens here. */
export const SCREENS: Record<RouteName, ComponentType> = {
  LoginPage,
  HomePage,
  ThemeSettingPage,
  TelListPage,
  TelOrderDetailPage,
  TelRegisterPage,
  TelUploadPage,
  TelTemplateListPage,
  TelTemplateRegisterPage,
};
