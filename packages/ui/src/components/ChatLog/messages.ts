import { formatChatDate } from './chatLogRows';

/** ChatLog's Japanese text in one place (exported as `chatLogMessages`; each can be overridden). */
export const chatLogMessages = {
  /** 一覧（role="log"）の既定の名前。 */
  label: 'トークの履歴',
  loadingOlder: '以前のメッセージを読み込み中…',
  newMessages: '新しいメッセージ',
  queued: '送信中',
  failed: '送信できませんでした',
  /** 新しく届いたメッセージの読み上げの前置き。 */
  received: '新しいメッセージ',
  image: '画像',
  sticker: 'スタンプ',
  template: 'テンプレートメッセージ',
  other: 'このメッセージは表示できません',
  empty: 'メッセージはまだありません',
  /** 日付の区切り（`yyyy-MM-dd` を受け取り、`2026年11月29日（日）` を返す）。 */
  date: formatChatDate as (date: string) => string,
};

/** ChatLog の文言。 */
export type ChatLogMessages = typeof chatLogMessages;
