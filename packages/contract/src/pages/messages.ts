import type {
  AnswerCsvEncoding,
  BlockType,
  BoardPostStatus,
  ButtonActionKind,
  FormFieldType,
  LandingGoal,
  PageKind,
  PageStatus,
  SiteAccess,
} from './constants';
import {
  ANSWER_TEXT_MAX_LENGTH,
  BOARD_DESCRIPTION_MAX_LENGTH,
  BOARD_POST_BODY_MAX_LENGTH,
  BOARD_POST_MAX_IMAGES,
  BOARD_POST_TITLE_MAX_LENGTH,
  BOARD_TITLE_MAX_LENGTH,
  BUTTON_LABEL_MAX_LENGTH,
  COLUMN_MAX_BLOCKS,
  FORM_FIELD_HELP_MAX_LENGTH,
  FORM_FIELD_LABEL_MAX_LENGTH,
  FORM_MAX_FIELDS,
  FORM_MAX_OPTIONS,
  FORM_MAX_TAGS,
  FORM_OPTION_MAX_LENGTH,
  FORM_SUBMIT_LABEL_MAX_LENGTH,
  FORM_THANKS_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_MAX_BLOCKS,
  PAGE_TITLE_MAX_LENGTH,
  SITE_MAX_PAGES,
  SITE_MENU_LABEL_MAX_LENGTH,
  SITE_MENU_MAX_ITEMS,
  SITE_NAME_MAX_LENGTH,
  SITE_OGP_TITLE_MAX_LENGTH,
  SITE_PASSWORD_MAX_LENGTH,
  SITE_PASSWORD_MIN_LENGTH,
  TEXT_BLOCK_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants';

/* Every Japanese string of the pages (issue 33): labels, rule failures, the server's refusals, and
 * what the public page says to the person answering. */

export const PAGE_KIND_LABELS: Readonly<Record<PageKind, string>> = {
  landing: 'ランディングページ',
  form: 'フォーム',
  site: 'サイトのページ',
};

export const PAGE_STATUS_LABELS: Readonly<Record<PageStatus, string>> = {
  draft: '下書き',
  scheduled: '公開予約',
  published: '公開中',
};

export const LANDING_GOAL_LABELS: Readonly<Record<LandingGoal, string>> = {
  form: 'フォームの回答',
  follow: '友だち追加',
  booking: '予約',
};

export const BLOCK_TYPE_LABELS: Readonly<Record<BlockType, string>> = {
  heading: '見出し',
  text: 'テキスト',
  image: '画像',
  button: 'ボタン',
  form: 'フォーム',
  countdown: 'カウントダウン',
  divider: '区切り線',
  columns: '段組み',
};

export const BUTTON_ACTION_LABELS: Readonly<Record<ButtonActionKind, string>> = {
  url: 'URL を開く',
  tracker: 'URL を開く（クリック測定）',
  booking: '予約ページを開く',
  line_follow: 'LINE で友だち追加',
  line_message: 'LINE でメッセージを送る',
};

export const FORM_FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: '1行テキスト',
  textarea: '複数行テキスト',
  email: 'メールアドレス',
  tel: '電話番号',
  radio: 'ラジオボタン（1つ選ぶ）',
  checkbox: 'チェックボックス（複数選ぶ）',
  select: 'プルダウン（1つ選ぶ）',
  date: '日付',
  time: '時刻',
  file: 'ファイル',
};

export const ANSWER_CSV_ENCODING_LABELS: Readonly<Record<AnswerCsvEncoding, string>> = {
  utf8: 'UTF-8（BOM 付き）',
  cp932: 'Shift_JIS（Excel 用）',
};

export const PAGES_MESSAGES = {
  // The page.
  title: `タイトルは1〜${PAGE_TITLE_MAX_LENGTH}文字で入力してください。`,
  description: `説明は${PAGE_DESCRIPTION_MAX_LENGTH}文字以内で入力してください。`,
  goal: 'ゴールを選んでください。',
  goalForm: 'ゴールが「フォームの回答」のときは、フォームのブロックを置いてください。',
  blocks: `ブロックは${PAGE_MAX_BLOCKS}個までです。`,
  blockId: 'ブロックの ID が正しくありません。',
  duplicateBlockId: '同じ ID のブロックがあります。',
  blockType: 'ブロックの種類を選んでください。',
  heading: `見出しは1〜${HEADING_MAX_LENGTH}文字で入力してください。`,
  headingLevel: '見出しの大きさを選んでください。',
  text: `テキストは1〜${TEXT_BLOCK_MAX_LENGTH}文字で入力してください。`,
  image: '画像ライブラリから画像を選んでください。',
  alt: `代替テキストは${IMAGE_ALT_MAX_LENGTH}文字以内で入力してください。`,
  buttonLabel: `ボタンの文字は1〜${BUTTON_LABEL_MAX_LENGTH}文字で入力してください。`,
  buttonAction: 'ボタンを押したときの動作を選んでください。',
  url: `URL は http:// または https:// で始まる${URL_MAX_LENGTH}文字以内で入力してください。`,
  tracker: 'クリック測定を選んでください。',
  lineText: `送るメッセージは1〜${FORM_THANKS_MAX_LENGTH}文字で入力してください。`,
  countdownUntil: '終了日時を入力してください。',
  countdownLabel: `表示する文字は${HEADING_MAX_LENGTH}文字以内で入力してください。`,
  columns: '段組みは2列か3列です。',
  columnBlocks: `1つの列に置けるブロックは${COLUMN_MAX_BLOCKS}個までです（段組み・フォームは置けません）。`,
  oneForm: 'フォームのブロックは1ページに1つまでです。',
  // The form.
  fields: `質問は1〜${FORM_MAX_FIELDS}個です。`,
  fieldId: '質問の ID が正しくありません。',
  duplicateFieldId: '同じ ID の質問があります。',
  fieldType: '質問の種類を選んでください。',
  fieldLabel: `質問文は1〜${FORM_FIELD_LABEL_MAX_LENGTH}文字で入力してください。`,
  fieldHelp: `補足は${FORM_FIELD_HELP_MAX_LENGTH}文字以内で入力してください。`,
  options: `選択肢は1〜${FORM_MAX_OPTIONS}個です。`,
  option: `選択肢は1〜${FORM_OPTION_MAX_LENGTH}文字で入力してください。`,
  duplicateOption: '同じ選択肢があります。',
  maxLength: `文字数の上限は1〜${ANSWER_TEXT_MAX_LENGTH}です。`,
  varNotForType: 'ファイルの質問は友だち情報に書き込めません。',
  submitLabel: `送信ボタンの文字は1〜${FORM_SUBMIT_LABEL_MAX_LENGTH}文字で入力してください。`,
  thanks: `送信後のメッセージは1〜${FORM_THANKS_MAX_LENGTH}文字で入力してください。`,
  tags: `回答した友だちにつけるタグは${FORM_MAX_TAGS}個までです。`,
  // Publishing.
  publishAt: '公開日時は今より後の日時を入力してください。',
  liffId: 'LIFF ID は「1234567890-AbCdEfGh」の形で入力してください。',
  encoding: '文字コードを選んでください。',
  // The server's refusals.
  notFound: '見つかりません。',
  unknownMedia: '画像ライブラリにない画像です。',
  unknownTracker: 'クリック測定が見つかりません。',
  unknownVar: '友だち情報の項目が見つかりません。',
  unknownTag: 'タグが見つかりません。',
  noBasicId: 'LINE のボタンを使うには、LINE チャネルの設定でベーシック ID を登録してください。',
  noBooking: '予約ページのボタンを使うには、オンライン予約を設定してください。',
  nothingToPublish: '公開する内容がありません。ブロックを置いてください。',
} as const;

/** What the public page says to the person answering (rendered by the server, read by the form's script). */
export const PUBLIC_PAGE_MESSAGES = {
  required: 'この項目は必須です。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  email: 'メールアドレスの形式で入力してください（例: hanako@example.jp）。',
  tel: '電話番号は数字とハイフンで入力してください（例: 090-1234-5678）。',
  choice: '選択肢から選んでください。',
  date: '日付を正しく入力してください。',
  time: '時刻を正しく入力してください。',
  fileType: 'アップロードできるのは画像（JPEG・PNG・WebP・GIF・HEIC）と PDF です。',
  fileSize: 'ファイルは10MBまでです。',
  fileMissing: 'ファイルをもう一度選んでください。',
  unknownField: 'フォームが更新されました。ページを読み込み直してください。',
  invalid: '入力内容を確認してください。',
  captcha: '「ロボットではありません」の確認をしてください。',
  idToken: 'LINE の確認ができませんでした。LINE でページを開き直してください。',
  tooMany: '送信が続いたため、しばらく受け付けを止めています。少し待ってからもう一度お試しください。',
  alreadyAnswered: 'このフォームにはすでに回答いただいています。',
  notFound: 'このページは公開されていないか、削除されました。',
  network: '送信できませんでした。通信の状態を確かめて、もう一度お試しください。',
  sending: '送信中…',
  uploading: 'アップロード中…',
  countdownEnded: '終了しました',
} as const;

export const SITE_ACCESS_LABELS: Readonly<Record<SiteAccess, string>> = {
  public: '公開（だれでも見られます）',
  password: 'パスワードを知っている人だけ',
  friends: '友だちだけ（LINE で確認）',
};

export const BOARD_POST_STATUS_LABELS: Readonly<Record<BoardPostStatus, string>> = {
  draft: '下書き',
  published: '掲載中',
};

/** Sites: the egg settings' and the server's words. */
export const SITES_MESSAGES = {
  name: `サイト名は1〜${SITE_NAME_MAX_LENGTH}文字で入力してください。`,
  slug: 'サイトのアドレスは半角の英小文字・数字・ハイフンで2〜40文字にしてください（先頭と末尾はハイフン以外）。',
  slugTaken: 'このアドレスはほかのサイトで使われています。',
  path: 'ページのアドレスは半角の英小文字・数字・ハイフンで40文字以内にしてください（トップページは空にします）。',
  pathTaken: 'このサイトに同じアドレスのページがあります。',
  ogpTitle: `OGP のタイトルは${SITE_OGP_TITLE_MAX_LENGTH}文字以内で入力してください。`,
  ga4: 'Google アナリティクスの測定 ID は「G-」で始まる形で入力してください（例: G-AB12CD34EF）。',
  metaPixel: 'Meta ピクセル ID は10〜20桁の数字で入力してください。',
  access: '公開範囲を選んでください。',
  password: `パスワードは${SITE_PASSWORD_MIN_LENGTH}〜${SITE_PASSWORD_MAX_LENGTH}文字で入力してください。`,
  passwordNeeded: '「パスワードを知っている人だけ」にするには、パスワードを入力してください。',
  friendsNeedLiff: '「友だちだけ」にするには、ページの設定で LIFF ID を登録してください。',
  menu: `メニューは${SITE_MENU_MAX_ITEMS}項目までです。`,
  menuLabel: `メニューの文字は1〜${SITE_MENU_LABEL_MAX_LENGTH}文字で入力してください。`,
  menuPage: 'メニューにはこのサイトのページを選んでください。',
  homePage: 'トップページにはこのサイトのページを選んでください。',
  pages: `1つのサイトのページは${SITE_MAX_PAGES}ページまでです。`,
  noFormInSite:
    'サイトのページにはフォームを置けません。フォーム・アンケートで作り、ボタンでつないでください。',
  lastPage: 'サイトの最後のページは削除できません。サイトごと削除してください。',
  homePageDelete: 'トップページは削除できません。先に別のページをトップページにしてください。',
  /** What uses an image, in the library's refusal to delete it (a site's OGP image). */
  mediaUseKind: 'サイト',
} as const;

/** What a site's or a board's visitor reads (drawn by the server, read by the gate's script). */
export const PUBLIC_ACCESS_MESSAGES = {
  passwordTitle: 'パスワードを入力してください',
  passwordLabel: 'パスワード',
  passwordSubmit: '表示する',
  passwordWrong: 'パスワードが違います。',
  friendsTitle: '友だち限定のページです',
  friendsLead: 'LINE で友だちかどうかを確認しています…',
  friendsOpenInLine: 'このページは LINE の友だちだけが見られます。LINE で開いてください。',
  friendsOpenButton: 'LINE で開く',
  friendsNotFriend: 'このページは友だち限定です。友だち追加してから、もう一度開いてください。',
  friendsAddButton: '友だち追加',
  friendsFailed: 'LINE の確認ができませんでした。LINE でページを開き直してください。',
  menu: 'メニュー',
  boardEmpty: 'まだお知らせはありません。',
  boardPinned: 'ピン留め',
  boardUnread: '未読',
  boardBack: 'お知らせ一覧へ',
} as const;

/** Boards: the console's and the server's words. */
export const BOARDS_MESSAGES = {
  title: `ボード名は1〜${BOARD_TITLE_MAX_LENGTH}文字で入力してください。`,
  description: `説明は${BOARD_DESCRIPTION_MAX_LENGTH}文字以内で入力してください。`,
  postTitle: `タイトルは1〜${BOARD_POST_TITLE_MAX_LENGTH}文字で入力してください。`,
  postBody: `本文は1〜${BOARD_POST_BODY_MAX_LENGTH}文字で入力してください。`,
  postImages: `画像は${BOARD_POST_MAX_IMAGES}枚までです。`,
  postStatus: '状態を選んでください。',
  boardNeedsLiff: 'ボードは友だち限定です。ページの設定で LIFF ID を登録すると、LINE の中で開けます。',
  /** What uses an image, in the image library's refusal to delete it. */
  postMediaUse: 'ボードの投稿',
} as const;
