import { PAGES_ROUTES } from '@console/contract/pages';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { boardListData, boardPostsData } from './boards/reads';
import { answersData, pageEditData, pageListData } from './reads';
import { siteListData, sitePageEditData, siteSettingsData } from './sites/reads';

/*
 * The two families share their screens: each screen module exports one component per kind. Each
 * import is written out in place: the build's preload map (build/preloadsPlugin.ts) reads a route's
 * module from its own `import('…')`.
 */
/** ランディングページ and フォーム・アンケート (issue 33): the lists, the editor and the answers. */
export const pagesFeature: ConsoleFeature = {
  name: 'pages',
  routes: withScreens(PAGES_ROUTES, {
    LandingListPage: {
      screen: () => import('./PageListPage').then((module) => module.LandingListPage),
      data: pageListData('landing'),
    },
    LandingNewPage: () => import('./editor/PageEditorPage').then((module) => module.LandingNewPage),
    LandingEditPage: {
      screen: () => import('./editor/PageEditorPage').then((module) => module.LandingEditPage),
      data: pageEditData('landing'),
    },
    LandingAnswersPage: {
      screen: () => import('./AnswersPage').then((module) => module.LandingAnswersPage),
      data: answersData('landing'),
    },
    FormListPage: {
      screen: () => import('./PageListPage').then((module) => module.FormListPage),
      data: pageListData('form'),
    },
    FormNewPage: () => import('./editor/PageEditorPage').then((module) => module.FormNewPage),
    FormEditPage: {
      screen: () => import('./editor/PageEditorPage').then((module) => module.FormEditPage),
      data: pageEditData('form'),
    },
    FormAnswersPage: {
      screen: () => import('./AnswersPage').then((module) => module.FormAnswersPage),
      data: answersData('form'),
    },
    SiteListPage: {
      screen: () => import('./sites/SiteListPage').then((module) => module.SiteListPage),
      data: siteListData,
    },
    SiteSettingsPage: {
      screen: () => import('./sites/SiteSettingsPage').then((module) => module.SiteSettingsPage),
      data: siteSettingsData,
    },
    SitePageEditPage: {
      screen: () => import('./editor/PageEditorPage').then((module) => module.SitePageEditPage),
      data: sitePageEditData,
    },
    BoardListPage: {
      screen: () => import('./boards/BoardListPage').then((module) => module.BoardListPage),
      data: boardListData,
    },
    BoardPostsPage: {
      screen: () => import('./boards/BoardPostsPage').then((module) => module.BoardPostsPage),
      data: boardPostsData,
    },
  }),
};
