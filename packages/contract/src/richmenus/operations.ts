import { operation } from '../operations';
import { RICHMENUS_PATHS } from './paths';
import {
  friendRichMenuSchema,
  richMenuInputSchema,
  richMenuInsightSchema,
  richMenuListSchema,
  richMenuPublishLogListSchema,
  richMenuQuerySchema,
  richMenuSandboxCallListSchema,
  richMenuSchema,
} from './schemas';

/*
 * Rich menus (issue 30; spec §1 "rich menus", §2 `/line/richmenu/mode_select`). Reads need a
 * session; every write needs RICHMENU_WRITE. Every id must be the caller's account's (any other is
 * 404). Publishing goes to LINE through the account's channel (the sandbox records the calls when
 * the channel has no access token).
 */

const tag = 'richmenus';
const write = { keys: ['RICHMENU_WRITE'] } as const;
const done = null;
/*
 * The writes that talk to LINE answer 409 while another one on the same menu is under way, 422
 * with LINE's words when LINE refuses, 502 when LINE cannot be reached.
 */

export const richMenus = operation({
  method: 'GET',
  path: RICHMENUS_PATHS.richMenus,
  access: 'session',
  tag,
  summary: 'リッチメニューの一覧',
  description: 'タブのグループ、名前の順。status で下書き・公開中・公開停止に絞れます。',
  query: richMenuQuerySchema,
  responses: { 200: richMenuListSchema },
});

export const richMenu = operation({
  method: 'GET',
  path: RICHMENUS_PATHS.richMenu,
  access: 'session',
  tag,
  summary: 'リッチメニュー',
  description: '画像・タップ領域とそのアクション・表示する友だち・公開の状態を返します。',
  responses: { 200: richMenuSchema },
});

export const createRichMenu = operation({
  method: 'POST',
  path: RICHMENUS_PATHS.richMenus,
  access: write,
  tag,
  summary: 'リッチメニューの作成',
  description:
    '下書きとして作ります。LINE の規則（大きさ・タップ領域1〜20個・メニューバーのテキスト14文字以内・エイリアスIDの形）に反すると 422。画像・テンプレート・セグメントがアカウントのものでなければ 422、エイリアスが使われていれば 409 です。',
  body: richMenuInputSchema,
  responses: { 201: richMenuSchema },
  errors: [409],
});

export const updateRichMenu = operation({
  method: 'PUT',
  path: RICHMENUS_PATHS.richMenu,
  access: write,
  tag,
  summary: 'リッチメニューの変更',
  description:
    '公開中のメニューは保存しただけでは LINE に届きません。もう一度公開すると新しいメニューに置き換わります（LINE は公開済みの画像を替えられないため）。公開停止のメニューは 409。',
  body: richMenuInputSchema,
  responses: { 200: richMenuSchema },
  errors: [409],
});

export const deleteRichMenu = operation({
  method: 'DELETE',
  path: RICHMENUS_PATHS.richMenu,
  access: write,
  tag,
  summary: 'リッチメニューの削除',
  description:
    '公開中なら先に LINE から外します（デフォルトの解除・友だちとの紐付けの解除・エイリアスとメニューの削除）。',
  responses: { 204: done },
  errors: [409, 422, 502],
});

export const duplicateRichMenu = operation({
  method: 'POST',
  path: '/api/richmenus/{id}/copy',
  access: write,
  tag,
  summary: 'リッチメニューの複製',
  description: '「…（コピー）」の名前で下書きとして作ります。エイリアスと表示する友だちは引き継ぎません。',
  responses: { 201: richMenuSchema },
});

export const publishRichMenu = operation({
  method: 'POST',
  path: '/api/richmenus/{id}/publish',
  access: write,
  tag,
  summary: 'リッチメニューの公開',
  description:
    'LINE の順に送ります：確認 → 作成 → 画像のアップロード → エイリアス → デフォルトに設定、またはセグメントの友だちに500人ずつ紐付け。公開中のメニューを公開し直すと、新しいメニューを作って、デフォルト・エイリアス・紐付いた友だちを移してから古いメニューを消します（メニューのない友だちは出ません）。画像がない・切り替え先のエイリアスがないと 409、LINE が受け付けないと 422、LINE に届かないと 502 です。',
  responses: { 200: richMenuSchema },
  errors: [409, 422, 502],
});

export const unpublishRichMenu = operation({
  method: 'POST',
  path: '/api/richmenus/{id}/unpublish',
  access: write,
  tag,
  summary: 'リッチメニューの公開停止',
  description:
    'デフォルトを解除し、友だちとの紐付け・エイリアス・LINE のメニューを消します。公開していなければ 409。',
  responses: { 200: richMenuSchema },
  errors: [409, 422, 502],
});

export const setDefaultRichMenu = operation({
  method: 'POST',
  path: '/api/richmenus/{id}/default',
  access: write,
  tag,
  summary: 'デフォルトのリッチメニューにする',
  description:
    'すべての友だちに表示するメニューにします（ほかのデフォルトは「表示しない」に）。公開中ならすぐに LINE のデフォルトを切り替えます。',
  responses: { 200: richMenuSchema },
  errors: [409, 422, 502],
});

export const richMenuInsight = operation({
  method: 'GET',
  path: '/api/richmenus/{id}/insight',
  access: 'session',
  tag,
  summary: 'エリアごとのタップ数',
  description:
    '公開中のメニューについて、LINE のリッチメニューの統計（過去 30 日、前日まで、日本時間）から表示回数とエリアごとのタップ数・タップした人数を返します。LINE から得られないとき（サンドボックス、未公開、取得の失敗）は available: false とその理由を、人数が LINE の基準に満たないときは available: true で件数を null にして返します。',
  responses: { 200: richMenuInsightSchema },
});

export const richMenuPublishLog = operation({
  method: 'GET',
  path: RICHMENUS_PATHS.publishLog,
  access: 'session',
  tag,
  summary: 'リッチメニューの公開の記録',
  description:
    '新しい順に100件。公開・公開し直し・公開停止・デフォルトの切り替えで LINE に送った手順と結果です。',
  responses: { 200: richMenuPublishLogListSchema },
});

export const richMenuSandboxCalls = operation({
  method: 'GET',
  path: '/api/richmenu_sandbox_calls',
  access: 'session',
  tag,
  summary: 'サンドボックスが記録した LINE への呼び出し',
  description:
    'チャネルにアクセストークンがないとき、LINE に送る代わりに記録した呼び出しを古い順に（最新1000件）。',
  responses: { 200: richMenuSandboxCallListSchema },
});

export const friendRichMenu = operation({
  method: 'GET',
  path: RICHMENUS_PATHS.friendRichMenu,
  access: 'session',
  tag,
  summary: '友だちに表示されているリッチメニュー',
  description: 'この友だち専用（セグメント）のメニュー、なければデフォルト、どちらもなければ none。',
  responses: { 200: friendRichMenuSchema },
});
