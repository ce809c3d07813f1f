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
    TemplateNewPage: () => import('./TemplateEditPage').then((module) => module.TemplateNewPage),
    TemplateEditPage: () => import('./TemplateEditPage').then((module) => module.TemplateEditPage),
    FlexEditorNewPage: () => import('./flex/FlexEditorPage').then((module) => module.FlexEditorNewPage),
    FlexEditorPage: () => import('./flex/FlexEditorPage').then((module) => module.FlexEditorPage),
    ContentGroupNewPage: () => import('./TemplateListPage').then((module) => module.ContentGroupNewPage),
  }),
};
