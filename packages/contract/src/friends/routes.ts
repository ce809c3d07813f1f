import type { RouteDef } from '../routes';

/**
 * Friends and their data (spec §2: `var`, `tag`, `tag/setting/{id}` under /vue3-dev/line;
 * `common_var`, `common_var/edit/{id}`, `common_var/new` under /line). The friends list, a friend's
 * page and the segments are ours (spec §1 names the areas, not their paths).
 */
export const FRIENDS_ROUTES = [
  {
    name: 'FriendListPage',
    path: '/line/friends',
    title: '友だち',
    permissions: [],
    digitParams: [],
    menu: 'customers',
    shell: true,
  },
  {
    name: 'FriendDetailPage',
    path: '/line/friends/:id',
    title: '友だちの詳細',
    permissions: [],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'VarListPage',
    path: '/vue3-dev/line/var',
    title: '友だち情報',
    permissions: [],
    digitParams: [],
    menu: 'customers',
    shell: true,
  },
  {
    name: 'TagListPage',
    path: '/vue3-dev/line/tag',
    title: 'タグ管理',
    permissions: ['TAG_WRITE'],
    digitParams: [],
    menu: 'customers',
    shell: true,
  },
  {
    name: 'TagSettingPage',
    path: '/vue3-dev/line/tag/setting/:id',
    title: 'タグの設定',
    permissions: ['TAG_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'MemberQueryPage',
    path: '/line/member_query',
    title: 'セグメント',
    permissions: [],
    digitParams: [],
    menu: 'customers',
    shell: true,
  },
  {
    name: 'CommonVarListPage',
    path: '/line/common_var',
    title: '共通変数',
    permissions: ['COMMON_VAR_WRITE'],
    digitParams: [],
    menu: 'customers',
    shell: true,
  },
  {
    name: 'CommonVarEditPage',
    path: '/line/common_var/edit/:id',
    title: '共通変数の編集',
    permissions: ['COMMON_VAR_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'CommonVarNewPage',
    path: '/line/common_var/new',
    title: '共通変数の登録',
    permissions: ['COMMON_VAR_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'LineChannelPage',
    path: '/line/setting/line',
    title: 'LINE 公式アカウント',
    permissions: [],
    digitParams: [],
    menu: 'settings',
    shell: true,
  },
] as const satisfies readonly RouteDef[];

/** The query parameter of common_var/new that names the item to copy (spec §2). */
export const COMMON_VAR_COPY_QUERY = 'copy';
/** The query parameter of tag/setting/{id} with the tag's group (spec §2). */
export const TAG_GROUP_QUERY = 'group';
