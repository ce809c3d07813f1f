import type { RouteDef } from '../routes';

/**
 * Deliveries (issue 31). Spec §2 gives the compose screen and a delivery's screen under
 * /vue3-dev/line (`notifications/new` and `notifications/{id}`, both NOTIFICATION_WRITE; the id is
 * not said to be digits, so a non-number shows 見つかりません); the list's path is ours (spec §2:
 * "route paths … not shown").
 */
export const DELIVERIES_ROUTES = [
  {
    name: 'DeliveryListPage',
    path: '/line/notifications',
    title: '一斉配信',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'DeliveryNewPage',
    path: '/vue3-dev/line/notifications/new',
    title: '配信の作成',
    permissions: ['NOTIFICATION_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'DeliveryPage',
    path: '/vue3-dev/line/notifications/:id',
    title: '配信',
    permissions: ['NOTIFICATION_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];
