/*
 * The templates' vocabulary without zod (the console's entry and route reads import it; the
 * schemas in ./schemas.ts are built from it).
 */

export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const CONTENT_GROUP_NAME_MAX_LENGTH = 50;
/** Templates per page of the console's list. */
export const TEMPLATE_PAGE_SIZE = 50;
/** The longest search text of the list. */
export const TEMPLATE_QUERY_MAX_LENGTH = 100;
/** The characters of a message the list shows. */
export const TEMPLATE_PREVIEW_LENGTH = 60;

export const TEMPLATE_STATUSES = ['draft', 'ready'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_STATUS_LABELS: Readonly<Record<TemplateStatus, string>> = {
  draft: '下書き',
  ready: '配信可能',
};

/** What uses a template: a delete is refused while anything does. */
export const TEMPLATE_USE_KINDS = ['journey', 'trigger', 'delivery', 'greeting', 'richmenu'] as const;
export type TemplateUseKind = (typeof TEMPLATE_USE_KINDS)[number];
export const TEMPLATE_USE_LABELS: Readonly<Record<TemplateUseKind, string>> = {
  journey: 'ジャーニー',
  trigger: 'API トリガー',
  delivery: '配信',
  greeting: 'あいさつメッセージ',
  richmenu: 'リッチメニュー',
};

/** `?group=` a group id or `none` (the ungrouped templates); absent: every template. */
export const TEMPLATE_NO_GROUP = 'none';
