import type { RouteDef } from '../routes';

/**
 * Click trackers (issue 31). Spec §2 gives the editor under /vue3-dev/line: `tracker/edit/new` and
 * `tracker/edit/{id}`, both with the query `group` (the content group the operator came from) and
 * no permission key (the server still asks TEMPLATE_WRITE to save: see ./operations.ts); the id is
 * not said to be digits, so a non-number shows 見つかりません.
 *
 * Listed in consoleRoutes.ts and drawn by the console's trackers feature. No side-menu entry
 * (`menu: null`): the trackers of a group are listed on the template list's トラッカー tab.
 */
export const TRACKERS_ROUTES = [
  {
    name: 'TrackerNewPage',
    path: '/vue3-dev/line/tracker/edit/new',
    title: 'トラッカーの作成',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'TrackerEditPage',
    path: '/vue3-dev/line/tracker/edit/:id',
    title: 'トラッカーの編集',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];

/** The editor's query (spec §2): the content group the operator came from. */
export const TRACKER_GROUP_QUERY = 'group';
