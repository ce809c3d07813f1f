import type { RouteDef } from '../routes';

/**
 * The salon staff's screens (spec §2 names only `reserve/salon`; the other paths are ours, under
 * it). Every one needs RESERVE_WRITE: the screens change reservations and shifts, and a user
 * without the key is sent to /?forbidden=1 (spec §2 "Route guard").
 */
/** Where the OAuth callback sends the browser back: the salon's external calendar settings. */
export const GOOGLE_CONNECT_RETURN_PATH = '/line/reserve/salon/settings/calendars';

/** The episodes and follows screen (来店前後のメッセージ), also reached by spec §2's `/line/episode`. */
export const SALON_MESSAGES_PATH = '/line/reserve/salon/settings/messages';

export const SALON_ROUTES = [
  {
    name: 'SalonTimelinePage',
    path: '/line/reserve/salon',
    title: '予約表',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonCoursesPage',
    path: '/line/reserve/salon/settings/courses',
    title: 'コースの設定',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonResourcesPage',
    path: '/line/reserve/salon/settings/resources',
    title: 'スタッフ・設備の設定',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonMatrixPage',
    path: '/line/reserve/salon/settings/matrix',
    title: '担当できるコース',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonOpeningPage',
    path: '/line/reserve/salon/settings/opening',
    title: '営業時間',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonOnlinePage',
    path: '/line/reserve/salon/settings/online',
    title: 'オンライン予約の設定',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonMessagesPage',
    path: SALON_MESSAGES_PATH,
    title: '来店前後のメッセージ',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    // spec §2 `/line/episode`: the episode screen, which in this console is the salon's
    // 来店前後のメッセージ; it forwards there, so the side menu marks that entry.
    name: 'SalonEpisodeRedirect',
    path: '/line/episode',
    title: '来店前後のメッセージ',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'SalonCalendarsPage',
    path: GOOGLE_CONNECT_RETURN_PATH,
    title: '外部カレンダー',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
  {
    name: 'SalonConfigPage',
    path: '/line/reserve/salon/settings/config',
    title: '予約の設定',
    permissions: ['RESERVE_WRITE'],
    digitParams: [],
    menu: 'salon',
    shell: true,
  },
] as const satisfies readonly RouteDef[];

/** Query keys of the timeline page: the page kind and the date shown (shareable, reload-safe). */
export const SALON_TIMELINE_QUERY = { kind: 'kind', date: 'date' } as const;
