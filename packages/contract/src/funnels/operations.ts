import { operation } from '../operations';
import { FUNNELS_PATHS } from './paths';
import {
  entrySourceInputSchema,
  entrySourceListSchema,
  entrySourceQrQuerySchema,
  entrySourceSchema,
  funnelCountsQuerySchema,
  funnelCountsSchema,
  funnelInputSchema,
  funnelListSchema,
  funnelSchema,
  funnelSegmentSchema,
  funnelStepParamSchema,
} from './schemas';

/*
 * Funnels and entry sources (issue 32; spec §2 `/line/funnel` needs FUNNEL_WRITE). Reads need a
 * session of the account; writes FUNNEL_WRITE. Spec §6 names no key for entry sources: they exist
 * to be measured by the funnels (流入経路分析), so whoever edits the funnels edits them. Making a
 * step's friends into a segment also writes a tag and a saved query, so it asks for TAG_WRITE and
 * SEGMENT_WRITE too. An id of another account is 404.
 *
 * An entry source's own URL, GET /e/{code}, is a page, not an operation: it answers anyone with a
 * redirect to LINE's add-friend page or an HTML page (server funnels/entry.ts).
 */

const tag = 'funnels';
const write = { keys: ['FUNNEL_WRITE'] } as const;

export const entrySources = operation({
  method: 'GET',
  path: FUNNELS_PATHS.entrySources,
  access: 'session',
  tag,
  summary: '流入経路の一覧',
  description: '新しく作った順に、URL・アクセス数・その経路から友だち追加した友だちの数とともに返します。',
  responses: { 200: entrySourceListSchema },
});

export const entrySource = operation({
  method: 'GET',
  path: FUNNELS_PATHS.entrySource,
  access: 'session',
  tag,
  summary: '流入経路',
  description: '名前・コード・URL（{PUBLIC_ORIGIN}/e/{code}）・アクセス数・友だち追加の数を返します。',
  responses: { 200: entrySourceSchema },
});

export const createEntrySource = operation({
  method: 'POST',
  path: FUNNELS_PATHS.entrySources,
  access: write,
  tag,
  summary: '流入経路の作成',
  description:
    '推測できないコード（12文字）を作り、その URL を返します。URL は LINE の友だち追加ページに転送します（アカウントの LINE ベーシック ID が必要です）。',
  body: entrySourceInputSchema,
  responses: { 201: entrySourceSchema },
});

export const updateEntrySource = operation({
  method: 'PUT',
  path: FUNNELS_PATHS.entrySource,
  access: write,
  tag,
  summary: '流入経路の変更',
  description: '名前だけを変えます。コードと URL は変わらないので、印刷した QR コードはそのまま使えます。',
  body: entrySourceInputSchema,
  responses: { 200: entrySourceSchema },
});

export const deleteEntrySource = operation({
  method: 'DELETE',
  path: FUNNELS_PATHS.entrySource,
  access: write,
  tag,
  summary: '流入経路の削除',
  description:
    'URL と QR コードは「ページが見つかりません」になり、アクセスの記録も消えます。友だち追加の記録は残り、その経路で絞り込んだファネルは誰も数えなくなります。',
  responses: { 204: null },
});

export const entrySourceQr = operation({
  method: 'GET',
  path: FUNNELS_PATHS.entrySourceQr,
  access: 'session',
  tag,
  summary: '流入経路の QR コード',
  description:
    'URL の QR コードです。format=png（既定、1024px 四方、印刷向け）か svg。誤り訂正レベルは M（15%）で、ファイル名つきのダウンロードとして返します。',
  query: entrySourceQrQuerySchema,
  responses: { 200: null },
  produces: ['image/png', 'image/svg+xml'],
});

export const funnels = operation({
  method: 'GET',
  path: FUNNELS_PATHS.funnels,
  access: 'session',
  tag,
  summary: 'ファネルの一覧',
  description: '新しく作った順に、ステップと期間とともに返します。',
  responses: { 200: funnelListSchema },
});

export const funnel = operation({
  method: 'GET',
  path: FUNNELS_PATHS.funnel,
  access: 'session',
  tag,
  summary: 'ファネル',
  description: '名前・ステップ（友だちの行動と絞り込み）・期間（日）を返します。',
  responses: { 200: funnelSchema },
});

export const createFunnel = operation({
  method: 'POST',
  path: FUNNELS_PATHS.funnels,
  access: write,
  tag,
  summary: 'ファネルの作成',
  description:
    'ステップは2〜8個、期間は1〜90日です。リンクのクリックと配信の開封はトラッカー・配信（ref_id）で、友だち追加は流入経路（source_id）で絞り込めます。流入経路がアカウントのものでなければ 422 です。',
  body: funnelInputSchema,
  responses: { 201: funnelSchema },
});

export const updateFunnel = operation({
  method: 'PUT',
  path: FUNNELS_PATHS.funnel,
  access: write,
  tag,
  summary: 'ファネルの変更',
  description: '次の集計から新しいステップと期間で数えます。確認は作成と同じです。',
  body: funnelInputSchema,
  responses: { 200: funnelSchema },
});

export const deleteFunnel = operation({
  method: 'DELETE',
  path: FUNNELS_PATHS.funnel,
  access: write,
  tag,
  summary: 'ファネルの削除',
  description: 'ファネルだけを消します。友だちの行動の記録と、作ったセグメント・タグは残ります。',
  responses: { 204: null },
});

export const funnelCounts = operation({
  method: 'GET',
  path: FUNNELS_PATHS.counts,
  access: 'session',
  tag,
  summary: 'ファネルの集計',
  description:
    'ステップごとに、そこまで順に進んだ友だちの数と、前のステップから・最初のステップからの割合を返します。from〜to（日本時間の日付、両端を含む、366日まで）に最初のステップをした友だちを、その最初の時刻から期間内に、各ステップを前のステップより後に行ったときに数えます。同じ行動を何度しても1人です。source_id を付けると、その流入経路から友だち追加した友だちだけを数えます。',
  query: funnelCountsQuerySchema,
  responses: { 200: funnelCountsSchema },
});

export const funnelSegment = operation({
  method: 'POST',
  path: FUNNELS_PATHS.segment,
  access: { keys: ['FUNNEL_WRITE', 'TAG_WRITE', 'SEGMENT_WRITE'] },
  tag,
  summary: 'ステップの友だちをセグメントにする',
  description:
    '集計と同じクエリ（from・to・source_id）で、ステップ n（1〜）に達した友だちに新しいタグを付け、そのタグのセグメントを作ります。タグなので、あとで行動が増えても顔ぶれは作った時のままです。ステップがなければ 404、達した友だちがいなければ 422 です。',
  params: { n: funnelStepParamSchema },
  query: funnelCountsQuerySchema,
  responses: { 201: funnelSegmentSchema },
});
