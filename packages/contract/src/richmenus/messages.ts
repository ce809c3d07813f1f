import { LINE_LIMITS } from '../line/limits';

/*
 * Every Japanese string of the rich menus (issue 30): labels, rule failures, the server's errors.
 * The console's screens and the server read them from here, so both say the same words.
 */

const L = LINE_LIMITS;
const MB = L.RICH_MENU_IMAGE_MAX_BYTES / (1024 * 1024);

export const RICHMENU_MESSAGES = {
  // The image (LINE's #upload-rich-menu-image).
  imageType: '画像は JPEG か PNG にしてください。',
  imageTooNarrow: `画像の幅は${L.RICH_MENU_IMAGE_MIN_WIDTH}px以上にしてください。`,
  imageTooWide: `画像の幅は${L.RICH_MENU_IMAGE_MAX_WIDTH}px以下にしてください。`,
  imageTooLow: `画像の高さは${L.RICH_MENU_IMAGE_MIN_HEIGHT}px以上にしてください。`,
  imageAspect: `画像の横幅は高さの${L.RICH_MENU_IMAGE_MIN_ASPECT_RATIO}倍以上にしてください。`,
  imageLarge: `${MB}MBを超える画像は、LINE に送るときにサーバーで圧縮します。`,
  imageSize: (width: number, height: number) =>
    `画像の大きさ（${width}×${height}px）がメニューの大きさと違います。`,
  imageMissing: '画像を選んでください。',
  imageNotFound: '画像が見つかりません。メディアライブラリから選び直してください。',
  // The areas (#rich-menu-object, #area-object, #bounds-object).
  areaCount: `タップ領域は1〜${L.RICH_MENU_AREAS_MAX}個にしてください。`,
  areaInteger: '位置と大きさは整数（px）で指定してください。',
  areaEmpty: 'タップ領域の幅と高さは1px以上にしてください。',
  areaOutside: 'タップ領域が画像の外にはみ出しています。',
  sizeInvalid: `メニューの大きさは幅${L.RICH_MENU_IMAGE_MIN_WIDTH}〜${L.RICH_MENU_IMAGE_MAX_WIDTH}px・高さ${L.RICH_MENU_IMAGE_MIN_HEIGHT}px以上・横幅が高さの${L.RICH_MENU_IMAGE_MIN_ASPECT_RATIO}倍以上にしてください。`,
  // The menu's texts.
  chatBarText: `メニューバーのテキストは${L.RICH_MENU_CHAT_BAR_TEXT_MAX_LENGTH}文字以内で入力してください。`,
  name: `メニュー名は${L.RICH_MENU_NAME_MAX_LENGTH}文字以内で入力してください。`,
  aliasId: 'エイリアスIDは半角英小文字・数字・「_」「-」で32文字以内にしてください。',
  // The actions (#action-objects).
  uri: 'URL は http://、https://、tel:、line: のいずれかで始めてください。',
  uriLength: `URL は${L.URI_MAX_LENGTH}文字以内で入力してください。`,
  messageText: `メッセージは1〜${L.MESSAGE_ACTION_TEXT_MAX_LENGTH}文字で入力してください。`,
  postbackData: `ポストバックのデータは1〜${L.POSTBACK_DATA_MAX_LENGTH}文字で入力してください。`,
  displayText: `表示するテキストは${L.POSTBACK_DISPLAY_TEXT_MAX_LENGTH}文字以内で入力してください。`,
  label: `ラベルは${L.ACTION_LABEL_MAX_LENGTH}文字以内で入力してください。`,
  switchData: `切り替えのデータは${L.POSTBACK_DATA_MAX_LENGTH}文字以内で入力してください。`,
  // The server's refusals.
  notFound: '見つかりません。',
  unknownTemplate: 'テンプレートが見つかりません。',
  templateNotReady: '下書きのテンプレートは選べません。配信可能にしてから選んでください。',
  unknownSegment: 'セグメント（会員クエリ）が見つかりません。',
  unknownAlias: (alias: string) => `切り替え先のタブ（エイリアス「${alias}」）を持つメニューがありません。`,
  aliasTaken: (alias: string) => `エイリアス「${alias}」は別のメニューが使っています。`,
  notPublished: 'このメニューは公開されていません。',
  archived: '公開を停止したメニューは編集できません。複製してから編集してください。',
  lineRefused: (reason: string) => `LINE がリッチメニューを受け付けませんでした：${reason}`,
  lineUnreachable: 'LINE に接続できませんでした。しばらくしてからもう一度公開してください。',
  insightSandbox:
    'LINE に接続していない（サンドボックス）ため、エリアごとのタップ数はありません。チャネルのアクセストークンを設定すると表示できます。',
  insightNotPublished: '公開中のメニューだけ、LINE の集計（表示回数とエリアごとのタップ数）を表示できます。',
  insightBelowThreshold:
    'この期間はタップした人が少ないため、LINE は集計を返していません（LINE のプライバシーの基準）。',
  insightFailed: (reason: string) => `LINE から集計を取得できませんでした：${reason}`,
  copySuffix: '（コピー）',
} as const;

/** The states of a menu, for badges and filters. */
export const RICHMENU_STATUS_LABELS = {
  draft: '下書き',
  published: '公開中',
  archived: '公開停止',
} as const;

/** Who sees a menu. */
export const RICHMENU_AUDIENCE_LABELS = {
  default: 'すべての友だち（デフォルト）',
  segment: 'セグメントの友だち',
  none: '表示しない（タブの切り替え先）',
} as const;

/** The actions an area may take, in the editor's order. */
export const RICHMENU_ACTION_LABELS = {
  uri: 'リンク（URL）',
  message: 'テキストを送信',
  postback: 'ポストバック',
  template: 'テンプレートを送信',
  richmenuswitch: 'タブを切り替え',
} as const;

/** The publish log's steps, in words (the plan's step kinds). */
export const RICHMENU_STEP_LABELS = {
  validate: 'メニューの確認',
  create: 'メニューの作成',
  uploadImage: '画像のアップロード',
  createAlias: 'エイリアスの作成',
  updateAlias: 'エイリアスの付け替え',
  deleteAlias: 'エイリアスの削除',
  setDefault: 'デフォルトに設定',
  cancelDefault: 'デフォルトの解除',
  linkUsers: '友だちに表示',
  unlinkUsers: '友だちから外す',
  deleteMenu: '古いメニューの削除',
} as const;

/** Where a friend's current menu comes from (the friend page). */
export const RICHMENU_FRIEND_SOURCE_LABELS = {
  user: 'この友だち専用（セグメント）',
  default: 'デフォルト',
  none: 'なし',
} as const;

/** The size choices of mode_select. */
export const RICHMENU_MODE_LABELS = {
  full: '大（2500×1686）',
  half: '小（2500×843）',
  free: '自由レイアウト',
} as const;
