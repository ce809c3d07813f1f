import type { AdEventKind, AdPlatform, AdSendStatus } from './constants';
import {
  AD_ACCESS_TOKEN_MAX_LENGTH,
  AD_ACCOUNT_NAME_MAX_LENGTH,
  AD_EVENT_NAME_MAX_LENGTH,
} from './constants';

/* Every Japanese string of ad connection (issue 32): labels, rule failures and the server's refusals. */

export const AD_PLATFORM_LABELS: Readonly<Record<AdPlatform, string>> = {
  line: 'LINE 広告（コンバージョン API）',
  meta: 'Meta 広告（コンバージョン API）',
};

/** Our friends' events in the operator's words (the same words as the funnels'). */
export const AD_EVENT_KIND_LABELS: Readonly<Record<AdEventKind, string>> = {
  follow: '友だち追加',
  form_answer: 'フォームの回答',
  booking_made: '予約',
  booking_visited: '来店',
  purchase: '購入',
};

export const AD_SEND_STATUS_LABELS: Readonly<Record<AdSendStatus, string>> = {
  waiting: '送信待ち',
  sending: '送信中',
  sent: '送信済み',
  failed: '失敗',
};

export const AD_CONNECT_MESSAGES = {
  // The fields.
  name: `名前は1〜${AD_ACCOUNT_NAME_MAX_LENGTH}文字で入力してください。`,
  platform: '広告媒体を選んでください。',
  destinationId: 'LINE Tag ID・ピクセル ID は半角英数字・「-」「_」の64文字以内で入力してください。',
  lineChannelId: 'チャネル ID は半角数字で入力してください。',
  accessToken: `アクセストークンは半角英数字・記号の1〜${AD_ACCESS_TOKEN_MAX_LENGTH}文字で入力してください。`,
  kind: '友だちの行動を選んでください。',
  eventName: `イベント名は1〜${AD_EVENT_NAME_MAX_LENGTH}文字で入力してください。`,
  duplicateKind: '同じ行動は1回だけ指定してください。',
  status: '送信状況を選んでください。',
  // The server's refusals.
  notFound: '見つかりません。',
  noMapping: 'この行動に対応するイベントが設定されていません。',
  // The log.
  sandbox: 'サンドボックス（外部には送信していません）',
  gaveUp: '再試行の上限に達しました。',
  network: '通信に失敗しました。',
} as const;
