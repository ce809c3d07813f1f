/**
 * The rows of a chat's history: its messages in order, with a day separator before the first
 * message of each Japan-time day. Dates and times are Japan's whatever the machine's time zone:
 * the operators and the friends are in Japan.
 */

/** 吹き出しの向き。`in` は友だちから、`out` はアカウントから。 */
export type ChatLogDirection = 'in' | 'out';

/** メッセージの種類。 */
export type ChatLogKind = 'text' | 'image' | 'sticker' | 'template' | 'other';

/** 送信の状態（アカウントから送るメッセージ）。 */
export type ChatLogStatus = 'queued' | 'sent' | 'failed';

/** トークの 1 件のメッセージ。 */
export interface ChatLogMessage {
  /** メッセージの id（一覧の中で一意）。 */
  id: string;
  /** 向き。`in` は友だちから（左）、`out` はアカウントから（右）。 */
  direction: ChatLogDirection;
  /** 種類。 */
  kind: ChatLogKind;
  /** 本文（テキスト）、またはテンプレート・その他の代わりの文。 */
  text?: string;
  /** 画像・スタンプの URL。 */
  imageUrl?: string;
  /** 画像・スタンプの代替テキスト。 */
  alt?: string;
  /** 送受信の日時（ISO 8601）。 */
  at: string;
  /** 送信の状態。省略時は送信済み。 */
  status?: ChatLogStatus;
  /** 送信できなかった理由（`status: 'failed'` のとき）。 */
  error?: string;
  /** 送り主の名前（友だちの表示名など）。 */
  senderName?: string;
}

/** 一覧の行: 日付の区切りかメッセージ。 */
export type ChatLogRow =
  | { type: 'day'; key: string; date: string }
  | { type: 'message'; key: string; message: ChatLogMessage };

const JAPAN = 'Asia/Tokyo';

// en-CA formats a date as yyyy-MM-dd; the formatter is built once, it is the costly part.
const dateKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: JAPAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JAPAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', weekday: 'short' });

/** 日本時間の日付（`yyyy-MM-dd`）。読めない日時は空文字。 */
export function japanDate(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? '' : dateKeyFormat.format(time);
}

/** 日本時間の時刻（`HH:mm`、24 時間制）。読めない日時は空文字。 */
export function japanTime(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? '' : timeFormat.format(time);
}

/** 日付の区切りの表示（`2026年11月29日（日）`）。`date` は `yyyy-MM-dd`。 */
export function formatChatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const weekday = weekdayFormat.format(Date.UTC(year, month - 1, day));
  return `${year}年${month}月${day}日（${weekday}）`;
}

/** メッセージの並び（古い順）を行にする。日本時間の日付が変わるたびに区切りを入れる。 */
export function chatLogRows(messages: readonly ChatLogMessage[]): ChatLogRow[] {
  const rows: ChatLogRow[] = [];
  let previous: string | undefined;
  for (const message of messages) {
    const date = japanDate(message.at);
    if (date !== previous && date !== '') {
      rows.push({ type: 'day', key: `day-${date}`, date });
      previous = date;
    }
    rows.push({ type: 'message', key: message.id, message });
  }
  return rows;
}
