import * as z from 'zod/mini';

/*
 * Notification messages ("tel"): spec §2 "Notification-message screens", §3 entities, §4 statuses,
 * §7 calls, §8 messages. Instants travel as ISO 8601 strings in UTC (`toISOString()`); the console
 * shows them in Asia/Tokyo. Phone numbers are stored as E.164 and travel in national format
 * (`090-1234-5678`).
 */

// ---------------------------------------------------------------------------------------------
// Statuses (spec §4)

/** Order status: 0 draft, 1 ordered, 2 in progress, 3 done, -1 cancelled. */
export const TEL_ORDER_STATUS = {
  DRAFT: 0,
  ORDERED: 1,
  IN_PROGRESS: 2,
  DONE: 3,
  CANCELLED: -1,
} as const;
export type TelOrderStatus = (typeof TEL_ORDER_STATUS)[keyof typeof TEL_ORDER_STATUS];
export const telOrderStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(-1),
]);

/** Order status text on the detail page (spec §4: 2 is 処理中 there). */
export const TEL_ORDER_STATUS_LABELS: Readonly<Record<TelOrderStatus, string>> = {
  0: '下書き',
  1: '発注済み',
  2: '処理中',
  3: '完了',
  [-1]: 'キャンセル済み',
};

/** Order status text on the order list (spec §4: 2 is 進行中 there). */
export const TEL_ORDER_STATUS_LIST_LABELS: Readonly<Record<TelOrderStatus, string>> = {
  ...TEL_ORDER_STATUS_LABELS,
  2: '進行中',
};

/** Line status: 1 before sending, 2 processing, 3 sent, -2 failed, -3 cannot send. */
export const TEL_LINE_STATUS = {
  PENDING: 1,
  PROCESSING: 2,
  SENT: 3,
  FAILED: -2,
  UNSENDABLE: -3,
} as const;
export type TelLineStatus = (typeof TEL_LINE_STATUS)[keyof typeof TEL_LINE_STATUS];
export const telLineStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(-2),
  z.literal(-3),
]);

export const TEL_LINE_STATUS_LABELS: Readonly<Record<TelLineStatus, string>> = {
  1: '送信前',
  2: '処理中',
  3: '送信完了',
  [-2]: '送信失敗',
  [-3]: '送信不可',
};

/** spec §2: template number 0 on a detail line is shown as this. */
export const INVALID_TEMPLATE_LABEL = '[不正なテンプレート番号]';

// ---------------------------------------------------------------------------------------------
// Limits and fixed names

/** spec §9: at most 10 merge values, param_1 … param_10. */
export const TEL_MAX_PARAMS = 10;
export const TEL_PARAM_KEYS = [
  'param_1',
  'param_2',
  'param_3',
  'param_4',
  'param_5',
  'param_6',
  'param_7',
  'param_8',
  'param_9',
  'param_10',
] as const;
export type TelParamKey = (typeof TEL_PARAM_KEYS)[number];
/** Longest merge value, in characters (code points). */
export const TEL_PARAM_MAX_LENGTH = 500;
export const TEL_TEMPLATE_NAME_MAX_LENGTH = 100;
/** Longest content memo of an upload (内容メモ), in characters. */
export const TEL_DESCRIPTION_MAX_LENGTH = 200;

/** Upload limits: bigger files are answered 413, more rows 422. */
export const TEL_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const TEL_UPLOAD_MAX_ROWS = 100_000;
/** At most this many row errors come back for a rejected file. */
export const TEL_UPLOAD_MAX_ERRORS = 100;

/**
 * The upload CSV header (ARCHITECTURE.md): these four columns, then optionally param_1 … param_N
 * in order (N ≤ 10). Header cells are compared after NFKC and trimming.
 */
export const TEL_CSV_REQUIRED_HEADER = ['宛先電話番号', '送信日', '送信時刻', 'テンプレート番号'] as const;
export const TEL_CSV_HEADER = [...TEL_CSV_REQUIRED_HEADER, ...TEL_PARAM_KEYS] as const;

/** The sample CSV (CP932) of the upload page: a file, not an API operation; served without a session. */
export const TEL_SAMPLE_CSV_PATH = '/files/tel/sample.csv';
export const TEL_SAMPLE_CSV_FILENAME = 'tel_sample.csv';

/** spec §9: the two session-storage keys of the tel screens. */
export const TEL_SESSION_KEYS = {
  /** Success message shown once by the order list ("登録しました"). */
  flashMessage: 'console.tel.flashMessage',
  /** Id of the order just registered; the order list highlights it once. */
  lastOrderId: 'console.tel.lastOrderId',
} as const;

/** spec §8 messages shown by the console. */
export const TEL_MESSAGES = {
  ordered: '発注しました',
  cancelled: 'キャンセルしました',
  statusChangeFailed: 'エラー：ステータス変更に失敗しました',
  registered: '登録しました',
  uploadFailed: '送信失敗',
  genericError: 'エラーが発生しました',
} as const;

const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-11-22T01:00:00.000Z'));

// ---------------------------------------------------------------------------------------------
// Orders

/** An item of GET /api/tel/list (spec §3 "Tel order"). */
export const telOrderSchema = z.object({
  id: z.int(),
  created_at: isoInstant,
  status: telOrderStatusSchema,
  description: z.string(),
  count_all: z.int(),
  count_success: z.int(),
  /** Lines that failed (-2) or could not be sent (-3). */
  count_failed: z.int(),
});
export type TelOrder = z.infer<typeof telOrderSchema>;

/** GET /api/tel/list: the account's orders, newest first (spec §7: a JSON array). */
export const telOrderListSchema = z.array(telOrderSchema);
export type TelOrderList = z.infer<typeof telOrderListSchema>;

export const telParamsSchema = z.partialRecord(z.enum(TEL_PARAM_KEYS), z.string());
export type TelParams = z.infer<typeof telParamsSchema>;

/** A line of GET /api/tel/list/{id} (spec §3 "Tel order detail line"). */
export const telOrderLineSchema = z.object({
  id: z.int(),
  /** 送信予定時刻. */
  datetime: isoInstant,
  status: telLineStatusSchema,
  /** 送信完了時刻; set once the line is sent (3). */
  sent_at: z.nullable(isoInstant),
  /** National format, e.g. 090-1234-5678. */
  tel: z.string(),
  /** 0 is shown as INVALID_TEMPLATE_LABEL. */
  template_id: z.int(),
  /** Only the merge values given (empty ones are not stored). */
  params: telParamsSchema,
  /** Why the line failed or could not be sent (Japanese), else null. */
  error_message: z.nullable(z.string()),
  /**
   * True for a failed line whose outcome is unknown (its worker stopped, or LINE never answered):
   * the operator checks LINE's delivery results, then marks it sent or sends it again.
   */
  outcome_unknown: z.boolean(),
});
export type TelOrderLine = z.infer<typeof telOrderLineSchema>;

/**
 * GET /api/tel/list/{id}: the order's lines in id order (spec §7: a JSON array). An order holds up
 * to 100,000; without paging the server streams them.
 */
export const telOrderLinesSchema = z.array(telOrderLineSchema);
export type TelOrderLines = z.infer<typeof telOrderLinesSchema>;

/** GET /api/tel/list/{id}/status, and the answer of POST. */
export const telOrderStatusResponseSchema = z.object({ status: telOrderStatusSchema });
export type TelOrderStatusResponse = z.infer<typeof telOrderStatusResponseSchema>;

/**
 * An order's unsent lines if it were ordered now (issue 28): all of them, those whose time is past
 * (they go at once) and those that go at night (TEL_NIGHT, Tokyo time).
 */
export const telOrderScheduleSchema = z.object({ count: z.int(), past: z.int(), night: z.int() });
export type TelOrderSchedule = z.infer<typeof telOrderScheduleSchema>;

/** POST /api/tel/list/{id}/status: 1 orders a draft, -1 cancels. Other changes are 409. */
export const telOrderStatusUpdateSchema = z.strictObject({ status: z.union([z.literal(1), z.literal(-1)]) });
export type TelOrderStatusUpdate = z.infer<typeof telOrderStatusUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Templates

/** An item of GET /api/tel/template/list. */
export const telTemplateSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  created_at: isoInstant,
});
export type TelTemplateSummary = z.infer<typeof telTemplateSummarySchema>;

/** GET /api/tel/template/list: the account's templates, newest first (spec §7: a JSON array). */
export const telTemplateListSchema = z.array(telTemplateSummarySchema);
export type TelTemplateList = z.infer<typeof telTemplateListSchema>;

/** GET /api/tel/template/{id}. */
export const telTemplateSchema = z.extend(telTemplateSummarySchema, {
  /** A LINE flex message object as JSON text, with [param_1] … [param_10] placeholders. */
  body: z.string(),
});
export type TelTemplate = z.infer<typeof telTemplateSchema>;

/** Answer of POST /api/tel/template/register, /api/tel/register and /api/tel/upload. */
export const telCreatedSchema = z.object({ id: z.int() });
export type TelCreated = z.infer<typeof telCreatedSchema>;

// ---------------------------------------------------------------------------------------------
// Upload

/**
 * POST /api/tel/upload: multipart/form-data with `file` (CSV, UTF-8 with or without BOM, or CP932)
 * and `description` (content memo, optional). A file with any invalid row is rejected whole with
 * 422 and `errors.file` = up to 100 messages "N行目: …", where N counts CSV records and the header
 * is row 1 (a blank row counts too, so N is the row Excel shows). Over 20 MB: 413.
 * Answers the new draft order's id and its number of lines.
 */
export const telUploadResponseSchema = z.object({ id: z.int(), count: z.int() });
export type TelUploadResponse = z.infer<typeof telUploadResponseSchema>;

/**
 * POST /api/tel/list/{id}/lines/{lineId}/resolve for a line whose outcome is unknown: `sent` records
 * it as sent (LINE's results show it arrived); `resend` puts it back in the queue, sent again with
 * the same delivery tag. 409 for any other line or a cancelled order. Answers the line.
 */
export const telLineResolveSchema = z.strictObject({ action: z.enum(['sent', 'resend']) });
export type TelLineResolve = z.infer<typeof telLineResolveSchema>;

/** What the console shows for the two decisions. */
export const TEL_LINE_RESOLVE_LABELS: Readonly<Record<TelLineResolve['action'], string>> = {
  sent: '送信済みにする',
  resend: '再送する',
};

// ---------------------------------------------------------------------------------------------
// Sender

/** GET /api/tel/sender. sandbox: nothing is really sent (the console shows a banner); line: LINE. */
export const telSenderInfoSchema = z.object({ mode: z.enum(['sandbox', 'line']) });
export type TelSenderInfo = z.infer<typeof telSenderInfoSchema>;
