import { operation } from '../operations';
import { DELIVERIES_PATHS } from './paths';
import {
  deliveryAudienceCountInputSchema,
  deliveryAudienceCountSchema,
  deliveryInputSchema,
  deliveryLineStatisticsSchema,
  deliveryListSchema,
  deliveryQuerySchema,
  deliveryQuotaSchema,
  deliverySandboxRequestListSchema,
  deliverySchema,
  deliveryTestInputSchema,
  deliveryTestResultSchema,
} from './schemas';

/*
 * Deliveries (issue 31; spec §1 "notifications", §2 `/line/notifications/…`): one message template
 * sent to many friends, now or at a time in Japan. Reads need a session of the account; every write
 * NOTIFICATION_WRITE (the audience count too: a POST, and only a delivery's author asks it). An id of another account is 404. A delivery moves only as the contract's
 * DELIVERY_TRANSITIONS allow; a move it does not allow is 409 with the words of
 * DELIVERY_MESSAGES.transition.
 */

const tag = 'deliveries';
const write = { keys: ['NOTIFICATION_WRITE'] } as const;

export const deliveries = operation({
  method: 'GET',
  path: DELIVERIES_PATHS.deliveries,
  access: 'session',
  tag,
  summary: '配信の一覧',
  description:
    '新しく作った順。?page=&per_page= でページ単位（X-Total-Count, Link）、なければ全件の配列です。',
  query: deliveryQuerySchema,
  responses: { 200: deliveryListSchema },
});

export const delivery = operation({
  method: 'GET',
  path: DELIVERIES_PATHS.delivery,
  access: 'session',
  tag,
  summary: '配信',
  description:
    'テンプレート・配信先・配信日時・配信速度・状態と、配信数・失敗数・クリック数・ブロック数を返します。',
  responses: { 200: deliverySchema },
});

export const createDelivery = operation({
  method: 'POST',
  path: DELIVERIES_PATHS.deliveries,
  access: write,
  tag,
  summary: '配信の作成',
  description:
    '下書きとして作ります。テンプレート・セグメント・タグがアカウントのものでなければ 422 です（テンプレートは下書きでも選べます。配信予約のときに配信可能かを確かめます）。',
  body: deliveryInputSchema,
  responses: { 201: deliverySchema },
});

export const updateDelivery = operation({
  method: 'PUT',
  path: DELIVERIES_PATHS.delivery,
  access: write,
  tag,
  summary: '配信の変更',
  description: '下書きの配信だけを変更できます。ほかの状態なら 409 です。',
  body: deliveryInputSchema,
  responses: { 200: deliverySchema },
  errors: [409],
});

export const deleteDelivery = operation({
  method: 'DELETE',
  path: DELIVERIES_PATHS.delivery,
  access: write,
  tag,
  summary: '配信の削除',
  description: '下書きかキャンセルした配信だけを削除できます。配信予約・配信中・配信済みなら 409 です。',
  responses: { 204: null },
  errors: [409],
});

export const scheduleDelivery = operation({
  method: 'POST',
  path: DELIVERIES_PATHS.schedule,
  access: write,
  tag,
  summary: '配信の予約',
  description:
    '下書きを配信予約にします。「今すぐ」なら今の時刻、「日時を指定」ならその日本時間の時刻で予約し、その時点の配信先の人数を recipient_count に記録します。テンプレートが配信可能でない・指定の日時が過ぎている・配信先の友だちがいないときは 422、下書きでなければ 409 です。',
  responses: { 200: deliverySchema },
  errors: [409],
});

export const cancelDelivery = operation({
  method: 'POST',
  path: DELIVERIES_PATHS.cancel,
  access: write,
  tag,
  summary: '配信のキャンセル',
  description:
    '配信予約か配信中の配信をキャンセルします（配信中なら、送り終えた分はそのまま）。下書き・配信済み・キャンセル済みなら 409 です。',
  responses: { 200: deliverySchema },
  errors: [409],
});

export const deliveryAudienceCount = operation({
  method: 'POST',
  path: DELIVERIES_PATHS.audienceCount,
  access: write,
  tag,
  summary: '配信先の人数',
  description:
    '配信を作る画面が送る前に示す数：配信先の条件に当てはまる、いまフォロー中（ブロックしていない）の友だちの数です。セグメント・タグがアカウントのものでなければ 422 です。',
  body: deliveryAudienceCountInputSchema,
  responses: { 200: deliveryAudienceCountSchema },
});

export const testDelivery = operation({
  method: 'POST',
  path: DELIVERIES_PATHS.test,
  access: write,
  tag,
  summary: 'テスト配信',
  description:
    '配信のテンプレートを、選んだ友だち（1〜5人）に差し込みを埋めて今すぐ送ります。配信の状態は変わらず、配信数にも数えません（LINE の月の配信数には数えられます）。下書きのテンプレートも送れます。友だちがアカウントのものでなければ 422 です。',
  body: deliveryTestInputSchema,
  responses: { 200: deliveryTestResultSchema },
});

export const deliveryQuota = operation({
  method: 'GET',
  path: DELIVERIES_PATHS.quota,
  access: 'session',
  tag,
  summary: '今月の配信数の上限',
  description:
    'LINE の今月のメッセージ配信数の上限（limit）・使った数（used）・残り（remaining）。上限のないプランとサンドボックスでは limit と remaining が null です。LINE に聞けなければ 502 です。',
  responses: { 200: deliveryQuotaSchema },
  errors: [502],
});

export const deliveryLineStatistics = operation({
  method: 'GET',
  path: DELIVERIES_PATHS.lineStatistics,
  access: 'session',
  tag,
  summary: '配信の LINE の集計',
  description:
    'LINE が数えた、配信を見た人数（unique_impression）・リンクをタップした人数（unique_click）・動画を再生した人数（unique_media_played）。送り始めた日から 30 日まで（日本時間、今日まで）。LINE が 20 人未満で出さない数は null です。サンドボックス・未送信・LINE に聞けないときは available が false で、reason がその理由です。',
  responses: { 200: deliveryLineStatisticsSchema },
});

export const deliverySandboxRequests = operation({
  method: 'GET',
  path: DELIVERIES_PATHS.sandboxRequests,
  access: 'session',
  tag,
  summary: 'サンドボックスが記録した配信の送信',
  description:
    'チャネルにアクセストークンがないとき、LINE に送る代わりに記録した、この配信の送信（マルチキャスト・プッシュ）を古い順に（最新1000件）。',
  responses: { 200: deliverySandboxRequestListSchema },
});
