import { TRACKER_LABELS, TRACKER_STATS_DAYS, TRACKERS_ROUTES } from '@console/contract/trackers';
import { LIB_MESSAGES } from '../shared/messages';

type Name = (typeof TRACKERS_ROUTES)[number]['name'];
const titles = Object.fromEntries(TRACKERS_ROUTES.map((route) => [route.name, route.title])) as Record<
  Name,
  string
>;

const n = (value: number) => value.toLocaleString('ja-JP');

/**
 * The Japanese words of the tracker editor (issue 31). The rule failures, the server's refusals,
 * the device kinds and the counts' names are the contract's (TRACKER_MESSAGES, TRACKER_LABELS,
 * TRACKER_DEVICE_LABELS), so the server's 422 and the screen say the same words.
 */
export const TRACKERS_TEXT = {
  titles,
  loading: '読み込み中...',
  notFound: 'トラッカーが見つかりません。',
  unknownError: LIB_MESSAGES.unknownError,
  trackers: 'トラッカー',
  cancel: 'キャンセル',
  none: '—',

  // The form
  basics: 'トラッカーの内容',
  name: 'トラッカー名',
  url: '転送先の URL',
  urlHint: 'クリックした人をこの URL へ転送します（http:// か https://）。',
  group: 'グループ',
  noGroup: 'グループなし',
  actions: TRACKER_LABELS.actions,
  actionsNote: '友だちが配信のメッセージの自分のリンクをクリックしたときに、1回ごとに行います。',
  tags: TRACKER_LABELS.tags,
  tagAdd: 'タグを追加',
  tagRemove: (name: string) => `「${name}」を外す`,
  tagNone: 'なし',
  unknownTag: '（削除されたタグ）',
  values: TRACKER_LABELS.values,
  variable: '友だち情報の項目',
  variableNone: '項目を選択',
  value: '値',
  valueAdd: '友だち情報を追加',
  valueRemove: (index: number) => `${index + 1}行目を削除`,
  journey: TRACKER_LABELS.journey,
  journeyNone: '開始しない',
  save: '保存',
  create: '作成',
  saved: '保存しました',
  created: 'トラッカーを作成しました',
  problems: (count: number) => `入力内容に誤りが${count}件あります。`,
  readOnly: 'トラッカーを変更するには、テンプレートを編集する権限が必要です。',

  // An existing tracker
  linkHeading: 'リンク',
  link: TRACKER_LABELS.link,
  linkNote: 'クリック数は数えますが、誰のクリックかはわからず、クリックしたときの動作も行いません。',
  copyLink: 'リンクをコピー',
  linkCopied: 'リンクをコピーしました',
  linkCopyFailed: 'コピーできませんでした。リンクを選んでコピーしてください。',
  token: 'テンプレートに入れるコード',
  tokenNote:
    'このコードをメッセージテンプレートの本文に入れると、一斉配信では友だち一人ひとりに、その人専用のリンクがここに入ります。',
  copyToken: 'コードをコピー',
  tokenCopied: 'コードをコピーしました',
  tokenCopyFailed: 'コピーできませんでした。コードを選んでコピーしてください。',
  counts: 'クリックの集計',
  clicks: TRACKER_LABELS.clicks,
  friends: TRACKER_LABELS.friends,
  count: (value: number) => n(value),
  byDay: `日ごと（直近${TRACKER_STATS_DAYS}日・日本時間）`,
  byDayNote: 'クリックのあった日だけを、新しい日から表示します。',
  byDayEmpty: `直近${TRACKER_STATS_DAYS}日のクリックはありません。`,
  date: '日付',
  byDelivery: '配信ごと',
  byDeliveryEmpty: '配信のリンクからのクリックはまだありません。',
  delivery: '配信',
  deliveryOf: (id: number) => `配信 #${id}`,
  byDevice: '端末の種類ごと',
  byDeviceEmpty: 'クリックはまだありません。',
  device: '端末',
  statsError: 'クリックの集計を読み込めませんでした。',
  delete: '削除',
  deleteConfirm: (name: string) => `「${name}」を削除しますか？`,
  deleteMessage:
    'リンクとクリックの記録も消えます。送ったメッセージのリンクは「リンクが見つかりません」になります。この操作は元に戻せません。',
  deleted: '削除しました',
} as const;
