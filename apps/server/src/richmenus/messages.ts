import { RICHMENU_MESSAGES } from '@console/contract/richmenus';

/** Operator-facing messages of the rich menus API (Japanese; the contract's words). */
export const messages = {
  ...RICHMENU_MESSAGES,
  validation: '入力内容に誤りがあります。',
  busy: 'このメニューはいま LINE に送っているところです。終わってからもう一度お試しください。',
  /** What the media library names in its 409 (「リッチメニュー『…』が使っています」). */
  mediaUseKind: 'リッチメニュー',
} as const;
