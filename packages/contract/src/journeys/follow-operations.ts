import { operation } from '../operations';
import { followSettingsInputSchema, followSettingsSchema } from './follow';
import { JOURNEYS_PATHS } from './paths';

/*
 * Greeting and follow settings (issue 30): read by any operator, changed with FOLLOW_WRITE (it
 * decides what every new friend receives).
 */

const tag = 'follow-settings';

export const followSettings = operation({
  method: 'GET',
  path: JOURNEYS_PATHS.followSettings,
  access: 'session',
  tag,
  summary: 'あいさつメッセージ・友だち追加時設定の取得',
  description:
    '友だち追加（フォロー）のときに送るあいさつメッセージ、付けるタグ、設定する友だち情報、開始するジャーニー、再フォローのときの動作を返します。まだ保存していないアカウントには、何もしない初期値を返します。削除されたタグ・友だち情報の項目は含みません。',
  responses: { 200: followSettingsSchema },
});

export const updateFollowSettings = operation({
  method: 'PUT',
  path: JOURNEYS_PATHS.followSettings,
  access: { keys: ['FOLLOW_WRITE'] },
  tag,
  summary: 'あいさつメッセージ・友だち追加時設定の保存',
  description:
    'あいさつはテンプレート（配信可能なもの）か、ここで作るテキストメッセージ1〜5件（LINE の上限、挿入変数を使えます）です。タグ・友だち情報は各20件まで、ジャーニーはこのアカウントのものです。ほかのアカウントのものや配信可能でないテンプレートは 422 で、項目ごとの日本語の理由を返します。以後のフォローから適用します。',
  body: followSettingsInputSchema,
  responses: { 200: followSettingsSchema },
});
