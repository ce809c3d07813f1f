import {
  CHAT_KIND_LABELS,
  CHAT_MESSAGES,
  CHAT_TEXT_MAX_LENGTH,
  type ChatFilter,
} from '@console/contract/chat';
import { LIB_MESSAGES } from '../shared/messages';
import { CHAT_BADGE_TEXT } from './badgeMessages';

const n = (value: number) => value.toLocaleString('ja-JP');

/**
 * The Japanese words of the one-to-one chat (issue 31). The server's refusals and the non-text
 * previews are the contract's (CHAT_MESSAGES, CHAT_KIND_LABELS), so the 409/422 and the screen say
 * the same words.
 */
export const CHAT_TEXT = {
  title: 'チャット',
  loading: '読み込み中...',
  loadError: LIB_MESSAGES.loadError,
  unknownError: LIB_MESSAGES.unknownError,
  notFound: '会話が見つかりません。',
  kinds: CHAT_KIND_LABELS,
  server: CHAT_MESSAGES,

  // The thread list
  threads: '会話の一覧',
  filterLabel: '絞り込み',
  filters: {
    all: 'すべて',
    unread: '未読',
    mine: '自分の担当',
    unassigned: '担当なし',
    done: '対応済み',
  } satisfies Record<ChatFilter, string>,
  search: '名前で検索',
  empty: {
    all: 'まだ会話はありません。友だちからメッセージが届くとここに並びます。',
    unread: '未読の会話はありません。',
    mine: 'あなたが担当している未対応の会話はありません。',
    unassigned: '担当者のいない未対応の会話はありません。',
    done: '対応済みの会話はありません。',
  } satisfies Record<ChatFilter, string>,
  emptySearch: (q: string) => `「${q}」に一致する会話はありません。`,
  unread: CHAT_BADGE_TEXT.unread,
  assignee: (name: string) => `担当: ${name}`,
  blocked: 'ブロック中',
  noMessage: 'メッセージはまだありません',
  you: 'あなた: ',
  choose: '会話を選んでください',
  back: '一覧へ戻る',

  // Relative times (Japan time)
  justNow: 'たった今',
  minutesAgo: (minutes: number) => `${minutes}分前`,
  hoursAgo: (hours: number) => `${hours}時間前`,
  yesterday: '昨日',

  // The conversation
  talk: (name: string) => `${name}さんとのトーク`,
  assigneeLabel: '担当者',
  unassigned: '担当なし',
  markDone: '対応済みにする',
  reopen: '未対応に戻す',
  doneBadge: '対応済み',
  assigned: (name: string | null) => (name ? `担当者を${name}さんにしました。` : '担当者を外しました。'),
  markedDone: '対応済みにしました。',
  reopened: '未対応に戻しました。',
  blockedNote: 'この友だちはブロックしているため、返信できません。',

  // The reply box
  reply: '返信',
  readOnly: '返信するには友だちの編集権限が必要です',
  mode: '送るもの',
  modes: { text: 'テキスト', template: 'テンプレート', image: '画像' },
  message: 'メッセージ',
  count: (count: number) => `${n(count)} / ${n(CHAT_TEXT_MAX_LENGTH)}文字`,
  shortcut: 'Ctrl+Enter（Mac は ⌘+Enter）で送信、Enter で改行',
  template: 'テンプレート',
  templatesEmpty: '配信できるテンプレートがありません。',
  templateRequired: 'テンプレートを選んでください。',
  image: '画像',
  chooseImage: '画像を選ぶ',
  changeImage: '画像を変える',
  imageRequired: '画像を選んでください。',
  noImage: '画像が選ばれていません。',
  send: '送信',
  sending: '送信中...',
  sent: '送信しました。',
  failedNote: '送信できなかったメッセージ',
  retry: '再送',
  retrying: '再送中...',
} as const;
