import { operation } from '../operations';
import { ADCONNECT_PATHS } from './paths';
import {
  adAccountCreateSchema,
  adAccountListSchema,
  adAccountSchema,
  adAccountUpdateSchema,
  adEventMappingSchema,
  adSendListSchema,
  adSendQuerySchema,
  adSendSchema,
  adTestInputSchema,
} from './schemas';

/*
 * Ad connection (issue 32; spec §2 `/line/ad-connect`, no key named). Reads need a session of the
 * account; writes AD_CONNECT_WRITE (our addition to §6: an ad account holds the advertiser's access
 * token and sends what friends do to an ad platform). An id of another account is 404.
 */

const tag = 'adconnect';
const write = { keys: ['AD_CONNECT_WRITE'] } as const;

export const adAccounts = operation({
  method: 'GET',
  path: ADCONNECT_PATHS.adAccounts,
  access: 'session',
  tag,
  summary: '広告アカウントの一覧',
  description:
    '新しく作った順です。アクセストークンは返さず、設定済みかどうかと末尾4文字だけを返します。mode が sandbox のサーバーは外部に送信せず、送る内容を記録します。',
  responses: { 200: adAccountListSchema },
});

export const adAccount = operation({
  method: 'GET',
  path: ADCONNECT_PATHS.adAccount,
  access: 'session',
  tag,
  summary: '広告アカウント',
  description:
    '広告媒体・LINE Tag ID またはピクセル ID・有効かどうかを返します（アクセストークンは返しません）。',
  responses: { 200: adAccountSchema },
});

export const createAdAccount = operation({
  method: 'POST',
  path: ADCONNECT_PATHS.adAccounts,
  access: write,
  tag,
  summary: '広告アカウントの接続',
  description:
    'LINE（コンバージョン API：LINE Tag ID とアクセストークン）か Meta（コンバージョン API：ピクセル ID とアクセストークン）を接続します。送信するのは接続した後の友だちの行動だけで、行動とイベントの対応は媒体のおすすめで始まります。',
  body: adAccountCreateSchema,
  responses: { 201: adAccountSchema },
});

export const updateAdAccount = operation({
  method: 'PUT',
  path: ADCONNECT_PATHS.adAccount,
  access: write,
  tag,
  summary: '広告アカウントの変更',
  description:
    '広告媒体は変えられません。access_token を省くか null にすると、保存済みのアクセストークンをそのまま使います。無効にすると、それ以後の行動は送信しません。',
  body: adAccountUpdateSchema,
  responses: { 200: adAccountSchema },
});

export const deleteAdAccount = operation({
  method: 'DELETE',
  path: ADCONNECT_PATHS.adAccount,
  access: write,
  tag,
  summary: '広告アカウントの削除',
  description: 'アクセストークン・イベントの対応・送信ログを消し、送信待ちのイベントも送りません。',
  responses: { 204: null },
});

export const adEventMapping = operation({
  method: 'GET',
  path: ADCONNECT_PATHS.mapping,
  access: 'session',
  tag,
  summary: 'イベントの対応',
  description:
    '友だちの行動（kind）ごとに、媒体に送るイベント名（event_name）を返します。ない行動は送りません。',
  responses: { 200: adEventMappingSchema },
});

export const putAdEventMapping = operation({
  method: 'PUT',
  path: ADCONNECT_PATHS.mapping,
  access: write,
  tag,
  summary: 'イベントの対応の保存',
  description:
    '対応をまとめて置き換えます。同じ行動は1回だけです。Meta は標準イベント（Lead, CompleteRegistration, Schedule, Purchase など）かカスタムイベント名、LINE は Conversion・PageView かカスタムコンバージョン名です。',
  body: adEventMappingSchema,
  responses: { 200: adEventMappingSchema },
});

export const adSends = operation({
  method: 'GET',
  path: ADCONNECT_PATHS.sends,
  access: 'session',
  tag,
  summary: '送信ログ',
  description:
    '新しい順です。?status= で送信状況（waiting, sending, sent, failed）を絞り込み、?page=&per_page= でページ単位（X-Total-Count, Link）になります。試行ごとの HTTP ステータスと媒体の応答（先頭1000文字）を含みます。5xx・429・通信の失敗は間隔をあけて5回まで再試行し、4xx はその場で失敗です。',
  query: adSendQuerySchema,
  responses: { 200: adSendListSchema },
});

export const testAdAccount = operation({
  method: 'POST',
  path: ADCONNECT_PATHS.test,
  access: write,
  tag,
  summary: 'テスト送信',
  description:
    '見本のイベントを1件すぐに送り、その送信ログを返します（kind を省くと対応のある最初の行動）。サンドボックスでは外部に送らず記録だけします。',
  body: adTestInputSchema,
  responses: { 201: adSendSchema },
});
