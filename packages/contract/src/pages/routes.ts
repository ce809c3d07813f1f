import type { RouteDef } from '../routes';

/**
 * Pages friends open (issue 33; spec §2 `/line/landing` and `/line/landing/edit/{id?}`,
 * LANDING_WRITE: the editor's optional id is two routes, new and digits). Forms and surveys have no path shown in the spec: `/line/form…` beside them, with
 * FORM_WRITE (our addition to §6). Both lists sit under 配信: they are what deliveries link to.
 */
export const PAGES_ROUTES = [
  {
    name: 'LandingListPage',
    path: '/line/landing',
    title: 'ランディングページ',
    permissions: ['LANDING_WRITE'],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'LandingNewPage',
    path: '/line/landing/edit',
    title: 'ランディングページの作成',
    permissions: ['LANDING_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'LandingEditPage',
    path: '/line/landing/edit/:id',
    title: 'ランディングページの編集',
    permissions: ['LANDING_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'LandingAnswersPage',
    path: '/line/landing/:id/answers',
    title: 'ランディングページの回答',
    permissions: ['LANDING_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'FormListPage',
    path: '/line/form',
    title: 'フォーム・アンケート',
    permissions: ['FORM_WRITE'],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'FormNewPage',
    path: '/line/form/edit',
    title: 'フォームの作成',
    permissions: ['FORM_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'FormEditPage',
    path: '/line/form/edit/:id',
    title: 'フォームの編集',
    permissions: ['FORM_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'FormAnswersPage',
    path: '/line/form/:id/answers',
    title: 'フォームの回答',
    permissions: ['FORM_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];
