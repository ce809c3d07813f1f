import type { RouteDef } from '../routes';

/**
 * Rich menus (issue 30). Spec §2 gives `/line/richmenu/mode_select` (and `/line/richmenu`, which
 * redirects there); the list and the editor's paths are ours (spec §2: "route paths … not shown").
 * The editor writes, so it asks RICHMENU_WRITE; the list and mode_select only read.
 */
export const RICHMENU_MODE_SELECT_PATH = '/line/richmenu/mode_select';
/** The editor's query on /line/richmenu/new: full | half | free (RICHMENU_MODES). */
export const RICHMENU_MODE_QUERY = 'mode';
/** The editor's query on /line/richmenu/new: a standard layout's id (RICHMENU_LAYOUTS). */
export const RICHMENU_LAYOUT_QUERY = 'layout';

export const RICHMENUS_ROUTES = [
  {
    // spec §2: `/line/richmenu` redirects to mode_select.
    name: 'RichMenuRedirect',
    path: '/line/richmenu',
    title: 'リッチメニュー',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'RichMenuModeSelectPage',
    path: RICHMENU_MODE_SELECT_PATH,
    title: 'リッチメニュー',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'RichMenuNewPage',
    path: '/line/richmenu/new',
    title: 'リッチメニューの作成',
    permissions: ['RICHMENU_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'RichMenuEditPage',
    path: '/line/richmenu/:id',
    title: 'リッチメニューの編集',
    permissions: ['RICHMENU_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];
