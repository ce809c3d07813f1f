import * as z from 'zod/mini';
import { operation } from '../operations';
import { pageQuerySchema } from '../schemas';
import { TEL_PATHS } from './paths';
import { telRegisterSchema, telTemplateRegisterSchema } from './rules';
import {
  telCreatedSchema,
  telLineResolveSchema,
  telOrderLineSchema,
  telOrderLinesSchema,
  telOrderListSchema,
  telOrderScheduleSchema,
  telOrderStatusResponseSchema,
  telOrderStatusUpdateSchema,
  telSenderInfoSchema,
  telTemplateListSchema,
  telTemplateSchema,
  telUploadResponseSchema,
} from './schemas';

/*
 * Notification messages (spec §7 "Notification messages", plus the calls the spec leaves open).
 * Reads need a session, every write NOTIFICATION_WRITE. The sample CSV of the upload page is a
 * file, not an operation: TEL_SAMPLE_CSV_PATH.
 */

const write = { keys: ['NOTIFICATION_WRITE'] } as const;
const tag = 'tel';

/** A line id: longer than a route id (an order holds up to 100,000 lines, ids grow fast). */
const lineId = z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number));

export const telOrders = operation({
  method: 'GET',
  path: TEL_PATHS.telOrders,
  access: 'session',
  tag,
  summary: '発注リスト（新しい順）',
  description:
    'アカウントの発注を新しい順に返します。?page=&per_page= でページ単位になり、総数は X-Total-Count、前後のページは Link ヘッダーに入ります。',
  query: pageQuerySchema,
  responses: { 200: telOrderListSchema },
});

export const telOrder = operation({
  method: 'GET',
  path: '/api/tel/list/{id}',
  access: 'session',
  tag,
  summary: '発注の内容（送信ごとの行、id 順）',
  description:
    '発注の行を id 順に返します（最大 100,000 行。ページ指定なしでは順に流して返します）。?page=&per_page= でページ単位（X-Total-Count, Link）。ほかのアカウントの発注は 404 です。',
  query: pageQuerySchema,
  responses: { 200: telOrderLinesSchema },
});

export const telOrderStatus = operation({
  method: 'GET',
  path: '/api/tel/list/{id}/status',
  access: 'session',
  tag,
  summary: '発注のステータス',
  description:
    '発注のステータス（0 下書き、1 発注済み、2 処理中、3 完了、-1 キャンセル済み）。ほかのアカウントの発注は 404 です。',
  responses: { 200: telOrderStatusResponseSchema },
});

export const telOrderSchedule = operation({
  method: 'GET',
  path: '/api/tel/list/{id}/schedule',
  access: 'session',
  tag,
  summary: '発注したときの送信の予定',
  description:
    '未送信の行のうち、今発注したとき送信予定時刻を過ぎているためすぐに送信される行（past）と、日本時間の夜間（21時〜8時）に送信される行（night）の数です。発注の確認に使います。ほかのアカウントの発注は 404 です。',
  responses: { 200: telOrderScheduleSchema },
});

export const changeTelOrderStatus = operation({
  method: 'POST',
  path: '/api/tel/list/{id}/status',
  access: write,
  tag,
  summary: '発注（1）または取り消し（-1）',
  description:
    '下書きだけが発注でき、完了・キャンセル済みの発注は取り消せません（409）。同時に変更された場合も、後から届いたほうは 409 です。',
  body: telOrderStatusUpdateSchema,
  responses: { 200: telOrderStatusResponseSchema },
  errors: [409],
});

export const resolveTelLine = operation({
  method: 'POST',
  path: '/api/tel/list/{id}/lines/{lineId}/resolve',
  access: write,
  tag,
  summary: '送信結果が不明な行の扱いを決める',
  description:
    'sent は送信済みとして記録し、resend は同じ配信タグで送り直します。送信結果が不明な行以外と、キャンセル済みの発注の行は 409 です。',
  params: { lineId },
  body: telLineResolveSchema,
  responses: { 200: telOrderLineSchema },
  errors: [409],
});

export const telTemplates = operation({
  method: 'GET',
  path: '/api/tel/template/list',
  access: 'session',
  tag,
  summary: 'テンプレートの一覧（新しい順）',
  description: 'アカウントのテンプレートの id、登録名、登録日時を新しい順に返します（本文は含みません）。',
  responses: { 200: telTemplateListSchema },
});

export const telTemplate = operation({
  method: 'GET',
  path: '/api/tel/template/{id}',
  access: 'session',
  tag,
  summary: 'テンプレート（本文つき）',
  description:
    'テンプレート 1 件と、その本文（Flex Message の JSON）。ほかのアカウントのテンプレートは 404 です。',
  responses: { 200: telTemplateSchema },
});

export const registerTelTemplate = operation({
  method: 'POST',
  path: '/api/tel/template/register',
  access: write,
  tag,
  summary: 'テンプレートの登録',
  description:
    '本文は LINE の Flex Message（JSON）。形式、サイズ、差し込み項目 [param_1]〜[param_10] に誤りがあれば、項目ごとのメッセージとともに 422 です。',
  body: telTemplateRegisterSchema,
  responses: { 200: telCreatedSchema },
});

export const registerTel = operation({
  method: 'POST',
  path: '/api/tel/register',
  access: write,
  tag,
  summary: '個別登録: 1件の送信を下書きの発注として登録',
  description:
    '宛先電話番号、送信日、送信時刻、テンプレート番号、差し込み項目を検査し、誤りはすべて項目ごとに 422 で返します。テンプレートはアカウントに登録済みのものに限ります。',
  body: telRegisterSchema,
  responses: { 200: telCreatedSchema },
});

export const uploadTel = operation({
  method: 'POST',
  path: '/api/tel/upload',
  access: write,
  tag,
  summary: 'CSV ファイルで一括登録',
  description:
    'multipart/form-data の file（CSV: UTF-8 または CP932）と description（内容メモ）。誤りのある行が1行でもあれば何も登録せず、行番号つきのメッセージとともに 422。20MB を超えるファイルは 413 です。',
  consumes: ['multipart/form-data'],
  responses: { 200: telUploadResponseSchema },
  errors: [413, 415, 422],
});

export const telSender = operation({
  method: 'GET',
  path: '/api/tel/sender',
  access: 'session',
  tag,
  summary: '通知メッセージの送信方式',
  description:
    'sandbox は実際には送信せず記録だけを残します（コンソールはその旨を表示します）。line は LINE に送信します。',
  responses: { 200: telSenderInfoSchema },
});
