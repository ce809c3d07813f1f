import { PAGES_ROUTES } from '@console/contract/pages';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { answersData, pageEditData, pageListData } from './reads';

/* The two families share their screens: each screen module exports one component per kind. */
const lists = () => import('./PageListPage');
const answers = () => import('./AnswersPage');
const editor = () => import('./editor/PageEditorPage');

/** ランディングページ and フォーム・アンケート (issue 33): the lists, the editor and the answers. */
export const pagesFeature: ConsoleFeature = {
  name: 'pages',
  routes: withScreens(PAGES_ROUTES, {
    LandingListPage: {
      screen: () => lists().then((module) => module.LandingListPage),
      data: pageListData('landing'),
    },
    LandingNewPage: () => editor().then((module) => module.LandingNewPage),
    LandingEditPage: {
      screen: () => editor().then((module) => module.LandingEditPage),
      data: pageEditData('landing'),
    },
    LandingAnswersPage: {
      screen: () => answers().then((module) => module.LandingAnswersPage),
      data: answersData('landing'),
    },
    FormListPage: {
      screen: () => lists().then((module) => module.FormListPage),
      data: pageListData('form'),
    },
    FormNewPage: () => editor().then((module) => module.FormNewPage),
    FormEditPage: {
      screen: () => editor().then((module) => module.FormEditPage),
      data: pageEditData('form'),
    },
    FormAnswersPage: {
      screen: () => answers().then((module) => module.FormAnswersPage),
      data: answersData('form'),
    },
  }),
};
