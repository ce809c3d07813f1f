import type { OemCode } from '@console/contract';

/* Every Japanese word of the page editor (issue 33) that the contract's messages do not already say. */

export const EDITOR_TEXT = {
  // Defaults a new block or field starts with (the contract's defaults for the form's words).
  firstOption: '選択肢1',
  option: (n: number) => `選択肢${n}`,
  defaultSubmit: '送信する',
  defaultThanks: 'ご回答ありがとうございました。',
  untitled: '（タイトル未入力）',

  loading: '読み込み中...',
  save: '保存',
  saved: '保存しました。',
  publishOpen: '公開…',
  undo: '元に戻す',
  redo: 'やり直す',
  undoHint: 'Ctrl+Z（Mac は ⌘Z）で元に戻す、Ctrl+Shift+Z または Ctrl+Y でやり直します。',
  problems: (count: number) => `入力内容に誤りが${count}件あります。赤く示した項目を直してください。`,
  status: '状態',
  unpublishedChanges: '公開中の内容と異なる下書きがあります',
  scheduledAt: (at: string) => `${at} に公開予定`,
  publicUrl: '公開アドレス',
  liffUrl: 'LINE で開くアドレス',

  // Settings.
  settings: 'ページの設定',
  title: 'タイトル',
  description: '説明（検索結果や共有時に表示）',
  ogpImage: '共有時の画像（OGP）',
  ogpNone: '画像はありません',
  chooseImage: '画像を選ぶ',
  changeImage: '画像を変える',
  removeImage: '画像を外す',
  imageOf: (name: string) => `選んだ画像: ${name}`,
  imageUnknown: (id: number) => `画像 #${id}`,
  theme: 'テーマ',
  accountTheme: 'アカウントのテーマ',
  goal: 'ゴール（コンバージョンとして数えるもの）',
  noGoal: '設定しない',

  // Blocks.
  blocks: 'ブロック',
  blockList: 'ブロックの並び順',
  addBlock: 'ブロックを追加',
  addBlockTo: (column: number) => `${column}列目にブロックを追加`,
  noBlocks: 'ブロックがありません。「ブロックを追加」から置いてください。',
  oneFormOnly: 'フォームは1ページに1つまでです。',
  edit: '編集',
  editOf: (name: string) => `${name}を編集`,
  moveUp: '上へ',
  moveDown: '下へ',
  moveUpOf: (name: string) => `${name}を上へ`,
  moveDownOf: (name: string) => `${name}を下へ`,
  duplicate: '複製',
  duplicateOf: (name: string) => `${name}を複製`,
  remove: '削除',
  removeOf: (name: string) => `${name}を削除`,
  blockName: (n: number, label: string, summary: string) =>
    `${n}. ${label}${summary ? `「${summary}」` : ''}`,
  hasErrors: '要修正',
  inspector: 'ブロックの設定',
  inspectorOf: (label: string) => `${label}の設定`,
  noSelection: 'ブロックを選ぶと、ここで内容を編集できます。',
  backToColumns: '段組みに戻る',
  emptyBlock: '未入力',

  // Heading.
  headingText: '見出しの文字',
  headingLevel: '大きさ',
  headingLevels: { 1: '大', 2: '中', 3: '小' } as Record<1 | 2 | 3, string>,
  // Text.
  text: 'テキスト',
  insert: '友だち情報を差し込む',
  textHelp: '差し込んだ項目は、LINE から開いた友だちの値で表示されます（友だちが分からないときは空欄）。',
  // Image.
  image: '画像',
  alt: '代替テキスト（画像の説明）',
  linkUrl: 'タップしたときに開く URL（任意）',
  // Button.
  buttonLabel: 'ボタンの文字',
  buttonAction: '押したときの動作',
  url: 'URL',
  tracker: 'クリック測定',
  lineText: '送るメッセージ',
  buttonStyle: 'ボタンの見た目',
  buttonStyles: { primary: '目立つボタン', secondary: '控えめなボタン' },
  // Countdown.
  countdownDate: '終了日',
  countdownTime: '終了時刻',
  countdownLabel: '表示する文字（任意）',
  countdownHelp: '日時は日本時間です。',
  // Divider.
  dividerNote: '区切り線に設定はありません。',
  // Columns.
  columnCount: '列の数',
  columnCounts: (n: number) => `${n}列`,
  column: (n: number) => `${n}列目`,
  columnEmpty: 'この列にはブロックがありません。',
  columnFull: '1つの列に置けるブロックは10個までです。',

  // Form.
  fields: '質問',
  fieldList: '質問の並び順',
  addField: '質問を追加',
  fieldName: (n: number, label: string) => `質問${n}${label ? `「${label}」` : ''}`,
  fieldType: '質問の種類',
  fieldLabel: '質問文',
  fieldHelp: '補足（任意）',
  required: '必須にする',
  options: '選択肢',
  optionLabel: (n: number) => `選択肢${n}`,
  optionTag: (n: number) => `選択肢${n}を選んだ友だちにつけるタグ`,
  noTag: 'タグなし',
  addOption: '選択肢を追加',
  removeOption: (n: number) => `選択肢${n}を削除`,
  varOf: '回答を書き込む友だち情報',
  noVar: '書き込まない',
  varFileNote: 'ファイルの回答は友だち情報に書き込めません。',
  maxLength: '文字数の上限（任意）',
  submitLabel: '送信ボタンの文字',
  thanks: '送信後のメッセージ',
  formTags: '回答した友だちにつけるタグ',
  tagPicker: {
    add: 'タグを追加',
    remove: (name: string) => `${name}を外す`,
    none: 'タグはありません',
    unknown: '（削除されたタグ）',
  },
  oncePerFriend: '友だち1人1回まで',
  oncePerFriendHelp: 'LINE から開いた友だちは2回目の回答ができません（LINE の外からの回答は数えません）。',

  // Preview.
  preview: 'プレビュー',
  previewWidth: 'プレビューの幅',
  phone: 'スマホ',
  desktop: 'パソコン',
  previewError: 'プレビューを表示できませんでした。',
  previewNote: '入力が終わっていないブロックはプレビューに表示されません。',

  // Publishing.
  publishTitle: 'ページの公開',
  publishNow: '今すぐ公開',
  publishLater: '日時を指定して公開',
  publishWhen: '公開のしかた',
  publishDate: '公開日',
  publishTime: '公開時刻',
  publishHelp: '日時は日本時間です。保存していない変更は、先に保存してから公開します。',
  publishAtMissing: '公開する日付と時刻を入力してください。',
  publish: '公開する',
  schedule: '公開を予約する',
  unpublish: '公開を停止',
  unpublishNote: '公開を停止すると、公開アドレスは開けなくなります（回答は残ります）。',
  close: '閉じる',
  published: '公開しました。',
  scheduled: '公開を予約しました。',
  unpublished: '公開を停止しました。',
} as const;

/**
 * The OEM themes by the names operators know them (the same names as the theme setting's; a
 * feature does not import another feature's messages).
 */
export const THEME_LABELS: Readonly<Record<OemCode, string>> = {
  console: 'Console（標準）',
  sakura: 'さくら',
  aozora: 'あおぞら',
  wakaba: 'わかば',
  yuzu: 'ゆず',
  sumi: 'すみ',
};
