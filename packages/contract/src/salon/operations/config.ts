import * as z from 'zod/mini';
import { operation } from '../../operations';
import { SALON_PATHS } from '../paths';
import {
  salonAttrQuerySchema,
  salonConfigQuerySchema,
  salonConfigSchema,
  salonConfigSwitchesInputSchema,
  salonConfigSwitchPatchSchema,
  salonFeedSchema,
  salonOnlineActionsInputSchema,
  salonOnlineConfigInputSchema,
  salonOnlineConfigListSchema,
  salonOnlineConfigSchema,
  salonOnlinePatchSchema,
  salonOnlineUrlSchema,
  salonOpeningYearSchema,
  salonTypedConfigInputSchema,
  salonUrlInputSchema,
  salonUrlListSchema,
  salonUrlSchema,
} from '../schemas';

/* The salon's configuration, online booking settings, public URLs and calendar feeds (spec §7). */

const tag = 'salon';
const write = { keys: ['RESERVE_WRITE'] } as const;

export const configs = operation({
  method: 'GET',
  path: SALON_PATHS.configs,
  access: 'session',
  tag,
  summary: 'サロンの設定。?attr=opening&y=2024 ならその年の営業日（定休日・臨時休業・祝日）',
  description: 'attr は opening だけで、ほかの値は 422 です。y を省くと今年です。',
  query: salonConfigQuerySchema,
  responses: { 200: z.union([salonConfigSchema, salonOpeningYearSchema]) },
});

export const createConfig = operation({
  method: 'POST',
  path: SALON_PATHS.configs,
  access: write,
  tag,
  summary: '設定を既定値で作る',
  description: 'すでに設定があれば何もせず、今の設定を返します。',
  responses: { 200: salonConfigSchema },
  errors: [422],
});

export const updateConfigs = operation({
  method: 'PUT',
  path: SALON_PATHS.configs,
  access: write,
  tag,
  summary: '設定のスイッチ（enable_online・sync_shift・push_notification）をまとめて',
  description: '値は true か false です。ほかの値は 422 です。',
  body: salonConfigSwitchesInputSchema,
  responses: { 200: salonConfigSchema },
});

export const patchConfigs = operation({
  method: 'PATCH',
  path: SALON_PATHS.configs,
  access: write,
  tag,
  summary: '設定のスイッチを 1 つ（?attr=enable_online|sync_shift|push_notification、本文 {value}）',
  description: 'attr がそれ以外、または value が true・false でないときは 422 です。',
  query: salonAttrQuerySchema,
  body: salonConfigSwitchPatchSchema,
  responses: { 200: salonConfigSchema },
});

export const updateConfig = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/configs/{type}',
  access: write,
  tag,
  summary: '種類ごとの設定: opening（営業時間・臨時休業日・祝日）、reservation（オンライン予約の決まり）',
  description: 'type がそれ以外のときと、項目の誤りは 422 です。',
  params: { type: z.string() },
  body: salonTypedConfigInputSchema,
  responses: { 200: salonConfigSchema },
});

export const onlineUrl = operation({
  method: 'GET',
  path: '/api/salon/{sid}/online_url',
  access: 'session',
  tag,
  summary: 'オンライン予約のページの URL',
  description: 'オンライン予約を受け付けていて公開 URL があるときだけ URL、ほかは null です。',
  responses: { 200: salonOnlineUrlSchema },
  errors: [422],
});

// Online configuration --------------------------------------------------------------------------

export const onlineConfigs = operation({
  method: 'GET',
  path: '/api/salon/{sid}/online_configs',
  access: 'session',
  tag,
  summary: 'オンライン予約の設定（店舗情報・お客様に入力いただく項目・予約後の動き）',
  description: 'まだ設定がなければ既定値で作って返します。',
  responses: { 200: salonOnlineConfigListSchema },
  errors: [422],
});

export const updateOnlineConfig = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/online_configs/{id}',
  access: write,
  tag,
  summary: 'オンライン予約の設定（店舗情報とお客様の項目を丸ごと）',
  description: 'お客様の項目は 30 個まで、id は重ならないようにします。誤りは 422 です。',
  body: salonOnlineConfigInputSchema,
  responses: { 200: salonOnlineConfigSchema },
});

export const onlineConfigActions = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/online_configs/{id}/actions',
  access: write,
  tag,
  summary: '予約後の動き（お礼の文、お客様からの変更・キャンセルの可否）',
  description: '項目の誤りは 422 です。ほかのサロンの設定は 404 です。',
  body: salonOnlineActionsInputSchema,
  responses: { 200: salonOnlineConfigSchema },
});

export const patchOnlineConfigs = operation({
  method: 'PATCH',
  path: '/api/salon/{sid}/online_configs',
  access: write,
  tag,
  summary: 'オンライン予約の設定の一部（?attr=customer:upsert・customer:remove・customer:sort・shop）',
  description:
    'customer:upsert {item}、customer:remove {id}、customer:sort {sorted_ids}（全 id、違えば 409）、shop {shop_info}。',
  query: salonAttrQuerySchema,
  body: salonOnlinePatchSchema,
  responses: { 200: salonOnlineConfigSchema },
  errors: [409],
});

// Salon URLs --------------------------------------------------------------------------------------

export const salonUrls = operation({
  method: 'GET',
  path: '/api/salon/{sid}/salon_urls',
  access: 'session',
  tag,
  summary: 'サロンの公開 URL（/r/{slug}）',
  description: 'お客様の予約ページの URL の一覧です。',
  responses: { 200: salonUrlListSchema },
  errors: [422],
});

export const createSalonUrl = operation({
  method: 'POST',
  path: '/api/salon/{sid}/salon_urls',
  access: write,
  tag,
  summary: '公開 URL の追加',
  description: 'slug を省くと推測できない名前になります。使われている名前・形の違う名前は 422 です。',
  body: salonUrlInputSchema,
  responses: { 200: salonUrlSchema },
});

export const deleteSalonUrl = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/salon_urls/{id}',
  access: write,
  tag,
  summary: '公開 URL の削除',
  description: 'その URL の予約ページは見られなくなります。',
  responses: { 204: null },
  errors: [422],
});

// Calendar feed (ICS) -----------------------------------------------------------------------------

export const resourceFeed = operation({
  method: 'GET',
  path: '/api/salon/{sid}/resources/{id}/ics',
  access: 'session',
  tag,
  summary: 'リソースのカレンダー（ICS）の購読用 URL',
  description: 'まだ作っていなければ url は null です。ほかのサロンのリソースは 404 です。',
  responses: { 200: salonFeedSchema },
  errors: [422],
});

export const renewResourceFeed = operation({
  method: 'POST',
  path: '/api/salon/{sid}/resources/{id}/ics',
  access: write,
  tag,
  summary: '購読用 URL を新しくする',
  description: '前の URL は使えなくなります。',
  responses: { 200: salonFeedSchema },
  errors: [422],
});
