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
  // Sites (spec §2): the list, a page's block editor ("pure"), the site's settings ("egg"). Neither
  // id is marked digits in the spec: the screens answer 見つかりません for an id that is not one.
  // The settings route names no key in the spec: anyone of the account may read them; saving
  // needs SITE_WRITE on the server.
  {
    name: 'SiteListPage',
    path: '/line/site',
    title: 'サイト',
    permissions: ['SITE_WRITE'],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'SitePageEditPage',
    path: '/vue3-dev/line/site/pure/edit/:id',
    title: 'サイトのページの編集',
    permissions: ['SITE_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'SiteSettingsPage',
    path: '/vue3-dev/line/site/egg/setting/:id',
    title: 'サイトの設定',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: true,
  },
  // Boards (spec §2 `/line/board`); a board's posts on a screen of their own (our addition).
  {
    name: 'BoardListPage',
    path: '/line/board',
    title: 'ボード',
    permissions: ['BOARD_WRITE'],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'BoardPostsPage',
    path: '/line/board/:id',
    title: 'ボードの投稿',
    permissions: ['BOARD_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];
