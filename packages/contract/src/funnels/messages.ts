import type { FriendEventKind } from './constants';
import {
  ENTRY_SOURCE_NAME_MAX_LENGTH,
  FUNNEL_MAX_RANGE_DAYS,
  FUNNEL_MAX_STEPS,
  FUNNEL_MAX_WINDOW_DAYS,
  FUNNEL_MIN_STEPS,
  FUNNEL_MIN_WINDOW_DAYS,
  FUNNEL_NAME_MAX_LENGTH,
} from './constants';

/*
 * Every Japanese string of funnels and entry sources (issue 32): the event kinds' labels, rule
 * failures, the server's refusals and the pages an entry source's URL shows.
 */

/** What a friend did, in the operator's words (a funnel step's label, the chart's axis). */
export const FRIEND_EVENT_KIND_LABELS: Readonly<Record<FriendEventKind, string>> = {
  follow: '友だち追加',
  unfollow: 'ブロック',
  tracker_click: 'リンクのクリック',
  form_answer: 'フォームの回答',
  booking_made: '予約',
  booking_visited: '来店',
  delivery_opened: '配信の開封',
  purchase: '購入',
};

export const FUNNEL_MESSAGES = {
  // The fields.
  name: `ファネル名は1〜${FUNNEL_NAME_MAX_LENGTH}文字で入力してください。`,
  steps: `ステップは${FUNNEL_MIN_STEPS}〜${FUNNEL_MAX_STEPS}個にしてください。`,
  kind: '友だちの行動を選んでください。',
  windowDays: `期間は${FUNNEL_MIN_WINDOW_DAYS}〜${FUNNEL_MAX_WINDOW_DAYS}日の整数で入力してください。`,
  refNotAllowed: 'この行動ではリンクや配信を絞り込めません。',
  sourceNotAllowed: '流入経路で絞り込めるのは「友だち追加」だけです。',
  day: '日付を YYYY-MM-DD で入力してください。',
  range: '終了日は開始日以降にしてください。',
  rangeLength: `集計期間は${FUNNEL_MAX_RANGE_DAYS}日以内にしてください。`,
  sourceName: `流入経路名は1〜${ENTRY_SOURCE_NAME_MAX_LENGTH}文字で入力してください。`,
  // The server's refusals.
  notFound: '見つかりません。',
  unknownSource: 'このアカウントの流入経路を選んでください。',
  noStep: 'このファネルにそのステップはありません。',
  noFriends: 'このステップに達した友だちがいないため、セグメントを作れません。',
  // The pages of an entry source's URL.
  sourceNotFoundTitle: 'ページが見つかりません',
  sourceNotFound: 'この QR コード・URL は無効か、削除されました。お店にお問い合わせください。',
  noBasicIdTitle: '友だち追加の準備中です',
  noBasicId:
    'この LINE 公式アカウントの友だち追加ページはまだ設定されていません。お手数ですが、お店にお問い合わせください。',
  // The pages of LINE Login's way back (/e/callback).
  loginExpiredTitle: 'ページの有効期限が切れました',
  loginExpired:
    'このページは有効期限が切れたか、すでに使われています。下のボタンから友だち追加できます。QR コードをもう一度読み取っても大丈夫です。',
  loginFailedTitle: 'LINE ログインを完了できませんでした',
  loginFailed:
    'LINE との通信がうまくいきませんでした。下のボタンから友だち追加できます。時間をおいて QR コードをもう一度読み取っても大丈夫です。',
  addFriend: 'LINE で友だち追加する',
} as const;

/** The labels of the funnel chart and the entry sources' list. */
export const FUNNEL_LABELS = {
  friends: '人数',
  fromPrevious: '前のステップから',
  fromFirst: '最初のステップから',
  windowDays: '期間（日）',
  source: '流入経路',
  allSources: 'すべての流入経路',
  visits: '読み取り・アクセス数',
  follows: '友だち追加',
  qr: 'QR コード',
  url: 'URL',
} as const;

/**
 * The name of the tag and the segment made from a step's friends: the funnel, the step and the
 * range, so the tag list says where it came from (the time makes a second one a new name).
 */
export const funnelSegmentName = (
  funnel: string,
  step: number,
  kind: FriendEventKind,
  from: string,
  to: string,
  madeAt: string,
) => `${funnel} ${step}.${FRIEND_EVENT_KIND_LABELS[kind]}（${from}〜${to}）${madeAt}`;
