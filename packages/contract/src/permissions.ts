/**
 * spec §6: the route permission keys, then our additions (issue 26) for the writes §6 names no key
 * for, so that every write needs a key. Write keys gate both routes (client) and writes (server).
 * The additions go to the owner's role (migration 0013); the demo's read-only staff has none.
 */
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
  // Additions to §6 (issue 26):
  /** Friend-information variables and their groups (deleting one clears every friend's value). */
  'FRIEND_VAR_WRITE',
  /** A friend's own data: values, memo, tags on a friend, blocking. */
  'FRIEND_WRITE',
  /** Segments (saved friend queries). */
  'SEGMENT_WRITE',
  /** Journeys, their groups and journey tags (starting a journey sends messages). */
  'JOURNEY_WRITE',
  /** Open-API triggers and their actions (they send messages when called). */
  'TRIGGER_WRITE',
  // Additions to §6 (issue 30):
  /** The account's image library (uploads, deletes; pictures templates and menus use). */
  'MEDIA_WRITE',
  /** Rich menus, their aliases and publishing them to LINE (every friend's menu changes). */
  'RICHMENU_WRITE',
  /** What a new friend receives: the greeting, tags and values set on follow, the journey entered. */
  'FOLLOW_WRITE',
  // Addition to §6 (issue 32):
  /**
   * Ad connection: the ad accounts and their access tokens, which of our events they report, a
   * test send (spec §2 names no key for `/line/ad-connect`; reporting friends' actions to an ad
   * platform is a decision of its own, so it is not folded into FUNNEL_WRITE).
   */
  'AD_CONNECT_WRITE',
  // Addition to §6 (issue 33):
  /**
   * Forms and surveys (spec §1 names them, §2 shows no path or key): a form's answers write
   * friend-information values and add tags, so making one is a decision of its own, as
   * LANDING_WRITE is for landing pages.
   */
  'FORM_WRITE',
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
  FRIEND_VAR_WRITE: '友だち情報の項目の編集',
  FRIEND_WRITE: '友だちの編集',
  SEGMENT_WRITE: 'セグメントの編集',
  JOURNEY_WRITE: 'ジャーニーの編集',
  TRIGGER_WRITE: 'API トリガーの編集',
  MEDIA_WRITE: '画像ライブラリの編集',
  RICHMENU_WRITE: 'リッチメニューの編集・公開',
  FOLLOW_WRITE: 'あいさつメッセージ・友だち追加時設定の編集',
  AD_CONNECT_WRITE: '広告連携の編集',
  FORM_WRITE: 'フォーム・アンケートの編集',
};
