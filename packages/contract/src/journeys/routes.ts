import type { RouteDef } from '../routes';

/**
 * Journeys and open-API triggers. Spec §2 gives the journey tag screens (`journey-tag`,
 * `journey-tag/new?group=`, `journey-tag/{id}/edit` with digits only, under /line); the journeys
 * list, the editor and the trigger screens are ours (spec §2: "route paths … not shown").
 */
export const JOURNEYS_ROUTES = [
  {
    name: 'JourneyListPage',
    path: '/line/journey',
    title: 'ジャーニー',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'JourneyNewPage',
    path: '/line/journey/new',
    title: 'ジャーニーの作成',
    permissions: ['JOURNEY_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'JourneyEditPage',
    path: '/line/journey/:id/edit',
    title: 'ジャーニーの編集',
    permissions: ['JOURNEY_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'JourneyTagListPage',
    path: '/line/journey-tag',
    title: 'ジャーニータグ',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'JourneyTagNewPage',
    path: '/line/journey-tag/new',
    title: 'ジャーニータグの作成',
    permissions: ['JOURNEY_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'JourneyTagEditPage',
    path: '/line/journey-tag/:id/edit',
    title: 'ジャーニータグの編集',
    permissions: ['JOURNEY_WRITE'],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'TriggerListPage',
    path: '/line/open_api/triggers',
    title: 'API トリガー',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'TriggerEditPage',
    path: '/line/open_api/triggers/:id',
    title: 'API トリガーの設定',
    permissions: [],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    // Spec §2 `setting/follow` (query tab, default basic): read by any operator, saved with
    // FOLLOW_WRITE (the page shows the settings read-only without it).
    name: 'FollowSettingPage',
    path: '/vue3-dev/line/setting/follow',
    title: 'あいさつメッセージ・友だち追加時設定',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
] as const satisfies readonly RouteDef[];

/** The query parameter of journey-tag/new (spec §2): the journey group the operator came from. */
export const JOURNEY_GROUP_QUERY = 'group';
