import { DELIVERY_MESSAGES } from '@console/contract/deliveries';

/** Operator-facing messages of the deliveries API (Japanese; the contract's words). */
export const messages = {
  ...DELIVERY_MESSAGES,
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
} as const;
