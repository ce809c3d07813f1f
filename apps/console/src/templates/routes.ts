import { TEMPLATES_ROUTES } from '@console/contract/templates';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { templateListData } from './reads';

export const templatesFeature: ConsoleFeature = {
  name: 'templates',
  routes: withScreens(TEMPLATES_ROUTES, {
    TemplateListPage: {
      screen: () => import('./TemplateListPage').then((module) => module.TemplateListPage),
      data: templateListData,
    },
    TemplateNewPage: () => import('./editors').then((module) => module.TemplateNewPage),
    TemplateEditPage: () => import('./editors').then((module) => module.TemplateEditPage),
    FlexEditorNewPage: () => import('./editors').then((module) => module.FlexEditorNewPage),
    FlexEditorPage: () => import('./editors').then((module) => module.FlexEditorPage),
    ContentGroupNewPage: () => import('./TemplateListPage').then((module) => module.ContentGroupNewPage),
  }),
};
