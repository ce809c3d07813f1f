import { CHAT_PAGE_MAX, CHAT_TEXT_MAX_LENGTH } from './constants';

/*
 * Every Japanese string of the one-to-one chat (issue 31): rule failures, the server's refusals
 * and the reasons a reply failed. The console and the server read them from here.
 */

const n = (value: number) => value.toLocaleString('ja-JP');

export const CHAT_MESSAGES = {
  // The fields.
  text: `メッセージは1〜${n(CHAT_TEXT_MAX_LENGTH)}文字で入力してください。`,
  oneContent: '送るもの（type）は text・template・image のどれかです。',
  filter: '絞り込みは all・unread・mine・unassigned・done のどれかです。',
  limit: `一度に読めるメッセージは1〜${CHAT_PAGE_MAX}件です。`,
  status: '状態は open か done です。',
  search: '検索語は100文字以内で入力してください。',
  // The server's refusals.
  notFound: '見つかりません。',
  unknownTemplate: '配信できるこのアカウントのテンプレートを選んでください。',
  unknownMedia: 'このアカウントの画像を選んでください。',
  unknownOperator: 'このアカウントのオペレーターを選んでください。',
  notRetryable: '送信に失敗したメッセージだけ再送できます。',
  retryTooLate:
    '最初の送信から23時間以上たったため再送できません（LINE が受け取っていた場合、二重に届くおそれがあります）。必要なら新しいメッセージとして送ってください。',
  blocked: 'この友だちはブロックしているため送れません。',
  notEventStream: 'Accept: text/event-stream で接続してください。',
  // Why a reply failed (stored on the message).
  lineRefused: (reason: string) => `LINE が送信を受け付けませんでした（${reason}）。`,
  lineUnreachable: 'LINE に接続できませんでした。しばらくしてから再送してください。',
} as const;

/** Previews of messages that are not text (the thread list's last message). */
export const CHAT_KIND_LABELS = {
  text: 'テキスト',
  image: '[画像]',
  sticker: '[スタンプ]',
  template: '[テンプレート]',
  other: '[メッセージ]',
} as const;
