import { operation } from '../operations';
import { journeyDoneSchema } from './schemas';
import {
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeyListSchema,
  apiKeySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  TRIGGER_FIRE_PER_MINUTE,
  triggerActionInputSchema,
  triggerActionSchema,
  triggerActionStateSchema,
  triggerFireHeadersSchema,
  triggerFireResultSchema,
  triggerFireSchema,
  triggerInputSchema,
  triggerListSchema,
  triggerSchema,
} from './triggers';

/*
 * Open-API triggers (spec §7 "Open API triggers"): triggers and their actions (writes need
 * TRIGGER_WRITE, issue 26: a trigger sends messages), the account's API keys (owner only: a key
 * acts for the whole account) and the inbound call another system makes with a key (bearer).
 */

const tag = 'open-api-triggers';
const write = { keys: ['TRIGGER_WRITE'] } as const;

export const triggers = operation({
  method: 'GET',
  path: '/api/open_api/triggers',
  access: 'session',
  tag,
  summary: 'トリガーの一覧',
  description: 'アカウントのトリガーを、その動作と実行回数・最後に実行した日時とともに返します。',
  responses: { 200: triggerListSchema },
});

export const createTrigger = operation({
  method: 'POST',
  path: '/api/open_api/triggers',
  access: write,
  tag,
  summary: 'トリガーの作成',
  description: '名前は必須で100文字まで、説明は1,000文字までです。動作は作成後に追加します。',
  body: triggerInputSchema,
  responses: { 201: triggerSchema },
  errors: [404],
});

export const updateTrigger = operation({
  method: 'PUT',
  path: '/api/open_api/triggers/{id}',
  access: write,
  tag,
  summary: 'トリガーの名前と説明の変更',
  description: '入力の規則は作成と同じです。ほかのアカウントのトリガーは 404 です。',
  body: triggerInputSchema,
  responses: { 200: triggerSchema },
});

export const deleteTrigger = operation({
  method: 'DELETE',
  path: '/api/open_api/triggers/{id}',
  access: write,
  tag,
  summary: 'トリガーの削除',
  description: 'トリガーとその動作を消します。以後このトリガーの呼び出しは 404 です。',
  responses: { 200: journeyDoneSchema },
  errors: [422],
});

export const createTriggerAction = operation({
  method: 'POST',
  path: '/api/open_api/triggers/{tid}/trigger_actions',
  access: write,
  tag,
  summary: 'トリガーの動作の追加',
  description:
    'ジャーニーを開始・タグを付ける・タグを外す・メッセージを送るのいずれか。メッセージは text の文章か、template_id の配信可能なテンプレート（1〜5通、差し込みは友だちごとの値）を送ります。セグメントで対象の友だちを絞れます。ほかのアカウントのジャーニー・タグ・セグメント・テンプレートや下書きのテンプレートを指すと 422 です。',
  body: triggerActionInputSchema,
  responses: { 201: triggerActionSchema },
});

export const updateTriggerAction = operation({
  method: 'PUT',
  path: '/api/open_api/triggers/{tid}/trigger_actions/{id}',
  access: write,
  tag,
  summary: 'トリガーの動作の変更',
  description: '入力の規則は追加と同じです。動作がそのトリガーのものでなければ 404 です。',
  body: triggerActionInputSchema,
  responses: { 200: triggerActionSchema },
});

export const deleteTriggerAction = operation({
  method: 'DELETE',
  path: '/api/open_api/triggers/{tid}/trigger_actions/{id}',
  access: write,
  tag,
  summary: 'トリガーの動作の削除',
  description: '動作がそのトリガーのものでなければ 404 です。',
  responses: { 200: journeyDoneSchema },
  errors: [422],
});

export const triggerActionState = operation({
  method: 'PATCH',
  path: '/api/open_api/triggers/{tid}/trigger_actions/{id}/state',
  access: write,
  tag,
  summary: 'トリガーの動作の有効・停止の切り替え',
  description: 'state は 1（有効）か 0（停止）。停止中の動作はトリガーが呼ばれても実行されません。',
  body: triggerActionStateSchema,
  responses: { 200: triggerActionSchema },
});

export const apiKeys = operation({
  method: 'GET',
  path: '/api/open_api/keys',
  access: 'owner',
  tag,
  summary: 'API キーの一覧（オーナーのみ）',
  description: 'キーそのものは返さず、見分けるための先頭の文字と使用・無効化の日時を返します。',
  responses: { 200: apiKeyListSchema },
});

export const createApiKey = operation({
  method: 'POST',
  path: '/api/open_api/keys',
  access: 'owner',
  tag,
  summary: 'API キーの発行（オーナーのみ）',
  description:
    'キーはこの答えにだけ含まれます（サーバーはハッシュだけを保存します）。名前は必須で100文字までです。',
  body: apiKeyInputSchema,
  responses: { 201: apiKeyCreatedSchema },
  errors: [404],
});

export const deleteApiKey = operation({
  method: 'DELETE',
  path: '/api/open_api/keys/{id}',
  access: 'owner',
  tag,
  summary: 'API キーの無効化（オーナーのみ）',
  description: '以後そのキーでの呼び出しは 401 です。無効化したキーは一覧に残ります。',
  responses: { 200: apiKeySchema },
  errors: [422],
});

export const fireTrigger = operation({
  method: 'POST',
  path: '/api/open_api/v1/triggers/{id}/fire',
  access: 'bearer',
  tag,
  summary: 'トリガーを友だち 1 人に対して実行',
  description: `Authorization: Bearer に API キー。友だちは line_user_id か friend_id の一方で指定します。${IDEMPOTENCY_KEY_HEADER} を付けると ${IDEMPOTENCY_KEY_HOURS} 時間は再送しても 1 回だけ実行します（処理中は 409、送信の失敗は 502）。キーごとに 1 分 ${TRIGGER_FIRE_PER_MINUTE} 回まで（超えると 429）。`,
  headers: triggerFireHeadersSchema,
  body: triggerFireSchema,
  responses: { 200: triggerFireResultSchema },
  errors: [404, 409, 429, 502],
});
