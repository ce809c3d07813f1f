import {
  ANSWER_CSV_ENCODING_LABELS,
  PAGE_STATUS_LABELS,
  PAGES_ROUTES,
  type PageFamilyKind,
} from '@console/contract/pages';

const n = (value: number) => value.toLocaleString('ja-JP');
const titleOf = (name: (typeof PAGES_ROUTES)[number]['name']) =>
  PAGES_ROUTES.find((route) => route.name === name)?.title ?? '';

/**
 * The Japanese words of the pages' lists, answers and settings (issue 33). The titles, statuses and
 * the CSV's encodings are the contract's (PAGES_ROUTES, PAGE_STATUS_LABELS,
 * ANSWER_CSV_ENCODING_LABELS); the LIFF id's rule comes from its schema (checkInput), so the
 * server's 422 and the screen say the same words.
 */
export const PAGES_TEXT = {
  listTitle: {
    landing: titleOf('LandingListPage'),
    form: titleOf('FormListPage'),
  } satisfies Record<PageFamilyKind, string>,
  answersTitle: {
    landing: titleOf('LandingAnswersPage'),
    form: titleOf('FormAnswersPage'),
  } satisfies Record<PageFamilyKind, string>,
  status: PAGE_STATUS_LABELS,
  none: '—',
  cancel: 'キャンセル',
  close: '閉じる',

  // The list
  create: '新規作成',
  settings: 'ページの設定',
  search: 'タイトルで検索',
  searchPlaceholder: 'タイトルの一部',
  searchButton: '検索',
  statusFilter: '状態',
  all: 'すべて',
  title: 'タイトル',
  statusColumn: '状態',
  views: '閲覧数',
  answers: '回答数',
  conversions: 'コンバージョン',
  cvr: 'CVR',
  updatedAt: '更新日時',
  actions: '操作',
  scheduledAt: (when: string) => `${when} に公開`,
  unpublishedChanges: '未公開の変更あり',
  count: (value: number) => n(value),
  editOf: (title: string) => `${title}を編集`,
  empty: {
    landing:
      'ランディングページはまだありません。「新規作成」から、見出し・画像・ボタンを並べて1つのゴールに向けたページを作れます。',
    form: 'フォーム・アンケートはまだありません。「新規作成」から質問を並べて、友だちや誰にでも答えてもらえるフォームを作れます。',
  } satisfies Record<PageFamilyKind, string>,
  emptyFiltered: '条件に合うページはありません。検索の言葉や状態を変えてみてください。',

  // The row menu
  edit: '編集',
  viewAnswers: '回答を見る',
  copyPublicUrl: '公開 URL をコピー',
  copyLiffUrl: 'LINE 用 URL をコピー',
  duplicate: '複製',
  unpublish: '公開を停止',
  remove: '削除',
  urlCopied: 'URL をコピーしました。',
  urlCopyFailed: 'コピーできませんでした。URL を選んでコピーしてください。',
  duplicated: (title: string) => `「${title}」を作りました。`,
  unpublishConfirm: (title: string) => `「${title}」の公開を停止しますか？`,
  unpublishMessage: '公開 URL は開けなくなり、公開予約も取り消されます。これまでの回答は残ります。',
  unpublished: '公開を停止しました。',
  removeConfirm: (title: string) => `「${title}」を削除しますか？`,
  removeMessage: '回答も削除されます。公開 URL は開けなくなります。この操作は取り消せません。',
  removed: '削除しました。',

  // The settings
  settingsTitle: 'ページの設定',
  liffId: 'LIFF ID',
  liffIdPlaceholder: '1234567890-AbCdEfGh',
  liffIdHelp:
    'LINE の中でページを開く LIFF アプリの ID です。LIFF アプリのエンドポイント URL にこのサーバーのアドレスを登録してください。空にすると LINE 用 URL を使いません。',
  settingsReadOnly: 'LIFF ID を変えるには、ランディングページとフォームの両方の権限が必要です。',
  save: '保存',
  saved: '保存しました。',

  // The answers
  answersTabs: '回答の表示の切り替え',
  answersTab: '回答一覧',
  summaryTab: '集計',
  who: '回答者',
  whoAll: 'すべて',
  whoFriends: '友だち',
  whoAnonymous: '匿名',
  answeredAt: '回答日時',
  friend: '友だち',
  anonymous: '匿名',
  answersOf: (title: string) => `「${title}」の回答`,
  answersEmpty: 'まだ回答はありません。',
  answersFilteredEmpty: '条件に合う回答はありません。',
  totalOf: (total: number) => `回答 ${n(total)}件`,
  csvCp932: `CSV（Excel 用 Shift_JIS）`,
  csvUtf8: `CSV（UTF-8）`,
  csvNote: `${ANSWER_CSV_ENCODING_LABELS.cp932}は Excel でそのまま開けます（表せない文字は「?」になります）。`,
  fileOf: (name: string) => `${name}をダウンロード`,
  noForm: 'このページにはフォームがありません。回答はフォームのブロックから集まります。',
  summaryEmpty: '集計する回答はまだありません。',
  option: '選択肢',
  optionCount: '回答数',
  people: (count: number) => `${n(count)}件`,
  answeredCount: (answered: number, total: number) => `回答 ${n(answered)}件（全${n(total)}件中）`,
  countsOf: (label: string) => `${label}の選択肢ごとの回答数`,
  chartOf: (label: string, bars: string) => `${label}のグラフ: ${bars}`,
  bar: (label: string, count: number) => `${label} ${n(count)}件`,
} as const;
