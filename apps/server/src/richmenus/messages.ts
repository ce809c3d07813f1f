import { RICHMENU_MESSAGES } from '@console/contract/richmenus';

/** Operator-facing messages of the rich menus API (Japanese; the contract's words). */
export const messages = {
  ...RICHMENU_MESSAGES,
  validation: '入力内容に誤りがあります。',
} as const;
