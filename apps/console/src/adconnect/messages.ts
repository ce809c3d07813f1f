import {
  AD_CONNECT_MESSAGES,
  AD_SEND_MAX_ATTEMPTS,
  ADCONNECT_ROUTES,
  type AdPlatform,
} from '@console/contract/adconnect';
import { LIB_MESSAGES } from '../shared/messages';

/**
 * The Japanese words of 広告連携 (issue 32). The labels of platforms, kinds and statuses, the rule
 * failures and the server's refusals are the contract's (AD_PLATFORM_LABELS, AD_EVENT_KIND_LABELS,
 * AD_SEND_STATUS_LABELS, AD_CONNECT_MESSAGES), so the server's 422 and the screen say the same words.
 */
export const ADCONNECT_TEXT = {
  title: ADCONNECT_ROUTES[0].title,
  loading: '読み込み中...',
  unknownError: LIB_MESSAGES.unknownError,
  none: '—',
  cancel: 'キャンセル',
  close: '閉じる',
  readOnly: '広告連携を変更するには「広告連携の編集」の権限が必要です。',

  // The ad accounts
  accounts: '広告アカウント',
  accountsNote:
    '友だちの行動（友だち追加・フォームの回答・予約など）を、広告媒体のコンバージョン API に送ります。送るのは接続した後の行動だけです。',
  accountsEmpty: '広告アカウントはまだありません。「広告アカウントを追加」から接続してください。',
  accountsEmptyReadOnly: '広告アカウントはまだありません。',
  add: '広告アカウントを追加',
  name: '名前',
  platform: '広告媒体',
  /** The list's column: the platform's short name (the form and the detail say the whole label). */
  platformShort: { line: 'LINE 広告', meta: 'Meta 広告' } as const,
  destinationId: '送信先 ID',
  destinationLabel: { line: 'LINE Tag ID', meta: 'ピクセル ID' } satisfies Record<AdPlatform, string>,
  token: 'アクセストークン',
  tokenShown: (last4: string | null) => (last4 === null ? '未設定' : `••••${last4}`),
  state: '状態',
  enabledOn: '有効',
  enabledOff: '無効',
  sandbox: 'サンドボックス',
  live: '本番送信',
  sandboxNote: `${AD_CONNECT_MESSAGES.sandbox}。このサーバーは送る内容を送信ログに記録するだけで、広告媒体には何も送りません。`,
  actions: '操作',
  select: '選択',
  selectOf: (name: string, selected: boolean) => `${selected ? '選択中' : '選択'}（${name}）`,
  selected: '選択中',
  edit: '編集',
  editOf: (name: string) => `編集（${name}）`,

  // The account's form
  addTitle: '広告アカウントの追加',
  editTitle: '広告アカウントの編集',
  platformFixed: '広告媒体は接続した後は変えられません。',
  lineChannelId: 'LINE チャネル ID（任意）',
  lineChannelIdHelp:
    '公式アカウントのチャネル ID を入れると、友だちの LINE ユーザー ID もイベントと一緒に送り、広告の成果と結び付けやすくなります。',
  tokenHelpNew: '広告媒体の管理画面で発行したアクセストークンを入力してください。',
  tokenHelpEdit: '変更するときだけ入力してください。',
  enabled: '有効にする',
  enabledHelp: '無効にすると、それ以後の友だちの行動は送りません。',
  save: '保存',
  create: '追加',
  created: '広告アカウントを追加しました',
  saved: '保存しました',
  problems: (count: number) => `入力内容に誤りが${count}件あります。`,
  delete: '削除',
  deleteConfirm: (name: string) => `「${name}」を削除しますか？`,
  deleteMessage:
    'アクセストークン・イベントの対応・送信ログも消え、送信待ちのイベントも送りません。この操作は元に戻せません。',
  deleted: '削除しました',

  // The event mapping
  mapping: 'イベントの対応',
  mappingOf: (name: string) => `イベントの対応（${name}）`,
  mappingNote: '友だちの行動ごとに、広告媒体に送るイベント名を決めます。チェックのない行動は送りません。',
  mappingProposed: 'まだ対応が保存されていません。広告媒体のおすすめを表示しています。',
  kind: '友だちの行動',
  send: '送信する',
  sendOf: (kind: string) => `「${kind}」を送信する`,
  eventName: 'イベント名',
  eventNameOf: (kind: string) => `「${kind}」のイベント名`,
  eventNameHelp: {
    line: '「Conversion」・「PageView」か、LINE Tag で作ったカスタムコンバージョンの名前です。',
    meta: '標準イベント（Lead・Purchase など）を選ぶか、カスタムイベントの名前を入力してください。',
  } satisfies Record<AdPlatform, string>,
  mappingSave: '対応を保存',
  mappingSaved: 'イベントの対応を保存しました',
  mappingError: 'イベントの対応を読み込めませんでした。',
  noAccount: '広告アカウントを追加すると、イベントの対応と送信ログがここに表示されます。',

  // The test send
  test: 'テスト送信',
  testKind: 'テストする行動',
  testNone: '送信する行動がありません。イベントの対応を保存してください。',
  testSandbox: 'テスト送信を記録しました（サンドボックス: 外部には送信していません）',
  testDone: (status: string) => `テスト送信しました（${status}）`,

  // The send log
  log: '送信ログ',
  logOf: (name: string) => `送信ログ（${name}）`,
  logEmpty: '送信ログはまだありません。',
  logFilteredEmpty: 'この状態の送信はありません。',
  statusFilter: '状態',
  all: 'すべて',
  at: '日時',
  kindColumn: '行動',
  testKindLabel: 'テスト',
  eventNameColumn: 'イベント名',
  status: '状態',
  httpStatus: 'HTTP',
  attempts: '試行回数',
  attemptsOf: (count: number) => `${count} / ${AD_SEND_MAX_ATTEMPTS}`,
  detail: '詳細',
  detailOf: (at: string) => `${at} の送信の詳細`,
  detailTitle: '送信の詳細',
  eventId: '重複排除キー',
  eventAt: '行動の日時',
  nextAttempt: '次の試行',
  sentAt: '送信した日時',
  sandboxed: AD_CONNECT_MESSAGES.sandbox,
  tries: '試行',
  tryOf: (index: number) => `${index}回目`,
  noAnswer: '応答なし',
  payload: '送信内容',
  answer: '広告媒体の応答',
} as const;
