import { MEDIA_MESSAGES } from '@console/contract/media';

/** Operator-facing messages of the media library: the contract's, which the console shows too. */
export const messages = {
  ...MEDIA_MESSAGES,
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  /** The default name of an upload whose file has no usable name. */
  defaultName: '画像',
} as const;
