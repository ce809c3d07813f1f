import type { RouteDef } from '../routes';

/**
 * Notification-message screens (spec §2). The lists and an order's detail are for every operator
 * (the server refuses their writes without NOTIFICATION_WRITE and the screen shows its message);
 * the screens that exist only to write (個別登録, upload, template register) need the key, so an
 * operator without it is sent away instead of meeting a 403 on save.
 */
export const TEL_ROUTES = [
  {
    name: 'TelListPage',
    path: '/line/tel',
    title: '通知メッセージ',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
  {
    name: 'TelOrderDetailPage',
    path: '/line/tel/list/:id',
    title: '通知メッセージ発注内容',
    permissions: [],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
  {
    name: 'TelRegisterPage',
    path: '/line/tel/register',
    title: '通知メッセージ個別登録',
    permissions: ['NOTIFICATION_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'TelUploadPage',
    path: '/line/tel/upload',
    title: '通知メッセージファイルアップロード',
    permissions: ['NOTIFICATION_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'TelTemplateListPage',
    path: '/line/tel/template',
    title: '通知メッセージテンプレート',
    permissions: [],
    digitParams: [],
    menu: null,
    shell: true,
  },
  {
    name: 'TelTemplateRegisterPage',
    path: '/line/tel/template/register',
    title: '通知メッセージテンプレート登録',
    permissions: ['NOTIFICATION_WRITE'],
    digitParams: [],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];
