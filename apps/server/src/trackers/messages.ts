import { TRACKER_MESSAGES } from '@console/contract/trackers';

/** Operator-facing messages of the trackers API (Japanese; the contract's words). */
export const messages = {
  ...TRACKER_MESSAGES,
  validation: '入力内容に誤りがあります。',
} as const;
