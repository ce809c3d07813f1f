/** spec §6: the route permission keys. Write keys gate both routes (client) and writes (server). */
export const PERMISSION_KEYS = [
  'TEMPLATE_WRITE',
  'TAG_WRITE',
  'SITE_WRITE',
  'NOTIFICATION_WRITE',
  'USER_CAN_USE_LFLEX',
  'FUNNEL_WRITE',
  'BOARD_WRITE',
  'LANDING_WRITE',
  'COMMON_VAR_WRITE',
  'RESERVE_WRITE',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** True when every key in `required` is held. */
export function hasAllPermissions(held: readonly string[], required: readonly PermissionKey[]): boolean {
  return required.every((key) => held.includes(key));
}

/** What each key allows, in the operator's words (the console never shows the raw keys). */
export const PERMISSION_LABELS: Readonly<Record<PermissionKey, string>> = {
  TEMPLATE_WRITE: 'テンプレートの編集',
  TAG_WRITE: 'タグの編集',
  SITE_WRITE: 'サイトの編集',
  NOTIFICATION_WRITE: '通知メッセージの登録・発注',
  USER_CAN_USE_LFLEX: 'L-Flex の利用',
  FUNNEL_WRITE: 'ファネルの編集',
  BOARD_WRITE: 'ボードの編集',
  LANDING_WRITE: 'ランディングページの編集',
  COMMON_VAR_WRITE: '共通変数の編集',
  RESERVE_WRITE: '予約の編集',
};
