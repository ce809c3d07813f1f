import { TEMPLATE_MESSAGES } from '@console/contract/templates';

/** Operator-facing messages of the templates API (Japanese). */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  unknownGroup: TEMPLATE_MESSAGES.unknownGroup,
  groupOrder: TEMPLATE_MESSAGES.groupSort,
  inUse: TEMPLATE_MESSAGES.inUse,
  lineRefused: TEMPLATE_MESSAGES.lineRefused,
  lineUnreachable:
    'LINE に確認できませんでした。しばらくしてからもう一度保存するか、下書きとして保存してください。',
  copySuffix: '（コピー）',
} as const;
