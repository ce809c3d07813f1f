import { INVALID_TEMPLATE_LABEL, TEL_MESSAGES } from '@console/contract/tel';

/** Japanese strings of the notification-message ("tel") screens (spec §2, §8). */
export const TEL_TEXT = {
  ...TEL_MESSAGES,
  invalidTemplate: INVALID_TEMPLATE_LABEL,
  /** What the server's 422 says above its field errors; a form checked before sending says the same. */
  invalidInput: '入力内容に誤りがあります。',
  sandbox: 'サンドボックスモードです。メッセージは実際には送信されません。',
  loading: '読み込み中…',
  dash: '-',
  backToList: '一覧に戻る',
  breadcrumbList: '通知メッセージ',

  // /line/tel
  listTitle: '通知メッセージ',
  uploadButton: 'ファイルアップロード',
  registerButton: '個別登録',
  templateButton: 'テンプレート設定',
  ordersHeading: '発注リスト',
  ordersEmpty: '発注はまだありません。',
  col: {
    createdAt: '注文登録日',
    status: 'ステータス',
    description: '内容メモ',
    unsent: '未送信',
    success: '送信成功',
    failed: '送信失敗',
    detail: '詳細',
  },
  detailLink: '詳細',
  detailLinkLabel: (id: number) => `注文番号${id}の詳細`,
  justRegistered: '登録した発注',
  prevPage: '前へ',
  nextPage: '次へ',
  pageStatus: (page: number, pages: number, total: number) =>
    `${total.toLocaleString('ja-JP')}件中 ${page} / ${pages} ページ`,
  paginationLabel: 'ページ送り',

  // /line/tel/list/{id}
  detailTitle: (id: number) => `発注内容（注文番号${id}）`,
  statusLabel: 'ステータス',
  orderButton: '下記内容で発注する',
  cancelButton: '取り消し',
  orderConfirmTitle: '発注の確認',
  orderConfirmMessage: '下記の内容で発注します。送信予定時刻になると順に送信されます。よろしいですか？',
  orderConfirmLabel: '発注する',
  /** The order confirmation with the lines' real timings (issue 28). */
  orderConfirm: {
    counting: '送信の予定を確認しています…',
    lines: (n: number) => `${n.toLocaleString('ja-JP')}件の送信を発注します。`,
    past: (n: number, all: boolean) =>
      `${all ? '' : `うち${n.toLocaleString('ja-JP')}件は`}過去の日時のため、すぐに送信されます。`,
    night: (n: number, all: boolean) =>
      `${all ? '' : `うち${n.toLocaleString('ja-JP')}件は`}夜間（21時〜8時）に送信されます。`,
    onTime: '送信予定時刻になると順に送信されます。',
    none: '送信する行はありません。',
    ask: 'よろしいですか？',
    label: (n: number) => `${n.toLocaleString('ja-JP')}件を発注する`,
  },
  /** When a line really goes, under its planned time (issue 28). */
  lineWhen: {
    afterOrder: '発注後すぐ',
    soon: 'まもなく送信',
    night: '夜間（21時〜8時）',
  },
  cancelConfirmTitle: '取り消しの確認',
  cancelConfirmMessage:
    'この発注を取り消します。まだ送信していないメッセージは送信されません。よろしいですか？',
  cancelConfirmLabel: '取り消す',
  closeLabel: '戻る',
  resolve: {
    sentTitle: '送信済みにする',
    sentMessage: (id: number) =>
      `注文番号 ${id} を送信済みとして記録します。LINE の配信結果で届いたことを確かめてから実行してください。`,
    resendTitle: '再送する',
    resendMessage: (id: number) =>
      `注文番号 ${id} をもう一度送信します。LINE の配信結果で届いていないことを確かめてから実行してください（届いていた場合は二重に送られます）。`,
    done: { sent: '送信済みにしました', resend: '再送の予約をしました' },
    failed: 'エラー：送信結果の記録に失敗しました',
  },
  linesHeading: '送信内容',
  linesEmpty: '送信内容がありません。',
  line: {
    id: '注文番号',
    datetime: '送信予定時刻',
    status: '送信状況',
    sentAt: '送信完了時刻',
    tel: '宛先電話番号',
    template: 'テンプレート番号',
    params: '差し込みデータ',
  },

  // /line/tel/register
  registerTitle: '通知メッセージ個別登録',
  registerIntro: '1件の送信を下書きとして登録します。登録後、発注リストから内容を確認して発注してください。',
  telLabel: '宛先電話番号',
  telPlaceholder: '000-0000-0000',
  /** spec §2's "default sample values", shown as examples, never sent unless typed (issue 28). */
  datePlaceholder: '例: 2023/10/01',
  timePlaceholder: '例: 10:00:00',
  templatePlaceholder: '選択してください（例: 5）',
  /** Under the send time when it will not go as planned in the daytime (issue 28). */
  timeNote: {
    past: '過去の日時です。発注するとすぐに送信されます。',
    night: '夜間（21時〜8時）に送信されます。',
    pastNight: '過去の日時です。発注するとすぐに送信されます（今は夜間（21時〜8時）です）。',
  },
  dateLabel: '送信日',
  timeLabel: '送信時刻',
  templateLabel: 'テンプレート',
  /** The spec's "id:name" choices, explained beside the field (issue 28). */
  templateHelp: '「番号:登録名」の形で表示します（番号はファイルアップロードのテンプレート番号と同じ）。',
  /** The spec's param_1 … param_10, explained beside the fields (issue 28). */
  paramsHelp:
    'param_1〜param_10 は、テンプレート本文の [param_1]〜[param_10] に入る値です。使わない欄は空のままにします。',
  paramLabel: (n: number) => `差し込みデータ param_${n}`,
  /** A merge value as the order detail shows it (param_1 → 差し込み1). */
  paramShort: (n: number) => `差し込み${n}`,
  submitRegister: '送信登録',
  submitting: '登録中…',

  // /line/tel/upload
  uploadTitle: '通知メッセージファイルアップロード',
  uploadIntro:
    'ファイルをアップロードすると、たくさんの送信をまとめて登録できます。登録した内容は下書きとして保存されるので、発注リストで内容を確認してから発注してください。',
  sampleLink: 'サンプルフォーマットをダウンロード',
  sampleNote: '（Shift-JIS の CSV ファイル）',
  fileLabel: 'アップロードするファイル（CSV）',
  descriptionLabel: '内容メモ（任意）',
  descriptionPlaceholder: '例: X月の新規会員',
  uploadSubmit: 'アップロード',
  uploading: 'アップロード中…',
  uploadProgress: 'アップロードの進み具合',
  rowErrorsHeading: 'ファイルの誤り',
  noFile: 'ファイルを選択してください。',

  // /line/tel/template
  templateListTitle: '通知メッセージテンプレート',
  templateNew: '新規登録',
  templatesEmpty: 'テンプレートはまだありません。',
  tcol: { id: 'ID', name: '登録名', createdAt: '登録日時' },

  // /line/tel/template/register
  templateRegisterTitle: 'テンプレート登録',
  templateNameLabel: '登録名(管理用)',
  templateBodyLabel: '本文',
  templateBodyNote:
    '差し込み項目は [param_1] 〜 [param_10] のように書きます（最大10個）。本文は LINE の Flex Message の JSON です。',
  templateSubmit: '登録する',
  /** The body as a friend's LINE shows it, beside the JSON. */
  templatePreviewTitle: 'LINE での見え方',
  templatePreviewNote: '差し込み項目（[param_1] など）は、送信のときに発注の値に置き換わります。',
  templatePreviewInvalid: '本文が Flex Message の JSON として読めるようになると、ここに表示します。',
} as const;
