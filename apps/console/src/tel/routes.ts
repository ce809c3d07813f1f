import { TEL_ROUTES } from '@console/contract/tel';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { telListData } from './reads';

export const telFeature: ConsoleFeature = {
  name: 'tel',
  routes: withScreens(TEL_ROUTES, {
    TelListPage: {
      screen: () => import('./TelListPage').then((module) => module.TelListPage),
      data: telListData,
    },
    TelOrderDetailPage: () => import('./TelOrderDetailPage').then((module) => module.TelOrderDetailPage),
    TelRegisterPage: () => import('./TelRegisterPage').then((module) => module.TelRegisterPage),
    TelUploadPage: () => import('./TelUploadPage').then((module) => module.TelUploadPage),
    TelTemplateListPage: () => import('./TelTemplateListPage').then((module) => module.TelTemplateListPage),
    TelTemplateRegisterPage: () =>
      import('./TelTemplateRegisterPage').then((module) => module.TelTemplateRegisterPage),
  }),
};
