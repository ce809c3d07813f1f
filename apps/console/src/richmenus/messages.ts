import { LINE_LIMITS } from '@console/contract/line';
import { RICHMENUS_ROUTES } from '@console/contract/richmenus';
import { LIB_MESSAGES } from '../shared/messages';

type Name = (typeof RICHMENUS_ROUTES)[number]['name'];
const titles = Object.fromEntries(RICHMENUS_ROUTES.map((route) => [route.name, route.title])) as Record<
  Name,
  string
>;

/**
 * The Japanese words of the rich-menu screens (issue 30). The rule failures, the states, the
 * audiences and the action kinds are the contract's (RICHMENU_MESSAGES and its label tables), so
 * the server's 422 and the screen say the same words; these are the screens' own.
 */
export const RICHMENUS_TEXT = {
  titles,
  loading: '読み込み中...',
  unknownError: LIB_MESSAGES.unknownError,
  // mode_select: the menus
  menus: '作成したリッチメニュー',
  empty: 'まだリッチメニューがありません。下のレイアウトから作成してください。',
  name: 'メニュー名',
  status: '状態',
  audience: '表示する友だち',
  period: '公開・更新',
  thumbnail: '画像',
  noImage: '画像なし',
  actions: '操作',
  areaCount: (count: number) => `タップ領域 ${count}個`,
  tab: (alias: string) => `タブ: ${alias}`,
  tabGroup: (group: string) => `タブのグループ: ${group}`,
  changed: '公開後に変更あり',
  publishedAt: (at: string) => `公開 ${at}`,
  updatedAt: (at: string) => `更新 ${at}`,
  editOf: (name: string) => `「${name}」を編集`,
  edit: '編集',
  duplicate: '複製',
  publish: '公開',
  republish: '公開し直す',
  unpublish: '公開を停止',
  setDefault: 'デフォルトにする',
  delete: '削除',
  deleteConfirm: (name: string) => `「${name}」を削除しますか？`,
  deleteMessage:
    '公開中なら、先に LINE から外します（友だちのトーク画面からこのメニューが消えます）。この操作は取り消せません。',
  unpublishConfirm: (name: string) => `「${name}」の公開を停止しますか？`,
  unpublishMessage:
    'デフォルトを解除し、友だちとの紐付けとエイリアスを外して、LINE からメニューを消します。友だちのトーク画面からこのメニューが消えます。',
  setDefaultConfirm: (name: string) => `「${name}」をデフォルトにしますか？`,
  setDefaultMessage:
    '自分専用（セグメント）のメニューがない友だち全員に、このメニューが表示されます。いまのデフォルトは「表示しない」になります。',
  copied: (name: string) => `「${name}」を作りました（下書き）`,
  deleted: '削除しました',
  published: '公開しました',
  unpublished: '公開を停止しました',
  defaultSet: 'デフォルトにしました',
  // mode_select: the new menu's layout
  create: '新しいリッチメニュー',
  createHint:
    'メニューの大きさとレイアウトを選んでください。レイアウトに合わせてタップ領域ができます（あとから動かせます）。',
  sizeGroup: (label: string) => `${label}のテンプレート`,
  free: '自由レイアウト',
  freeHint: '画像の大きさに合わせて、タップ領域を自由に描きます。',
  noWrite: 'リッチメニューを作成・変更する権限がありません。',
  // The editor
  basics: '基本の設定',
  chatBarText: 'メニューバーのテキスト',
  chatBarHelp: `トーク画面の下に出る文字です（${LINE_LIMITS.RICH_MENU_CHAT_BAR_TEXT_MAX_LENGTH}文字まで）。`,
  selected: 'トーク画面を開いたときにメニューを開いて表示する',
  image: '画像',
  chooseImage: 'メディアライブラリから選ぶ',
  changeImage: '画像を変更',
  imageOf: (name: string, width: number, height: number) => `${name}（${width}×${height}px）`,
  imageUsed: (width: number, height: number) => `メニューには ${width}×${height}px の画像を使います。`,
  imageNone: '画像を選ぶと、その上にタップ領域を描けます。',
  areas: 'タップ領域',
  areasHelp:
    '画像の上をドラッグして描くか、「エリアを追加」で追加します。選んだエリアのアクションを右（狭い画面では下）で設定します。',
  areaAction: (name: string) => `${name}のアクション`,
  selectArea: 'エリアを選ぶと、タップしたときのアクションを設定できます。',
  actionType: 'アクションの種類',
  actionLabel: 'ラベル（読み上げ・通知に使われます）',
  uri: 'URL',
  messageText: '送信するテキスト',
  postbackData: 'ポストバックのデータ',
  displayText: 'トーク画面に表示するテキスト',
  template: '送信するテンプレート',
  templateNone: '選んでください',
  templateHint: '配信可能なテンプレートから選べます。タップした友だちに送ります。',
  knownAliases: (list: string) => `ほかのメニューのタブ: ${list}`,
  switchAlias: '切り替え先のタブ（エイリアスID）',
  switchData: '切り替えのときに送るデータ',
  audienceHeading: '表示する友だち',
  segment: 'セグメント',
  segmentNone: '選んでください',
  segmentRequired: 'セグメントを選んでください。',
  tabs: 'タブ（メニューの切り替え）',
  aliasId: 'エイリアスID',
  aliasHelp:
    'ほかのメニューの「タブを切り替え」から、このIDでこのメニューに切り替えます。半角英小文字・数字・「_」「-」で32文字以内。',
  tabGroupLabel: 'タブのグループ名',
  saveDraft: '下書き保存',
  publishButton: '公開する',
  saved: '保存しました',
  cancel: 'キャンセル',
  problems: (count: number) => `LINE の規則に合わない箇所が${count}件あります。`,
  publishConfirm: (name: string) => `「${name}」を公開しますか？`,
  publishApply: '保存して公開',
  publishWhat: {
    default: 'セグメントのメニューがない友だち全員のトーク画面に、このメニューが表示されます（デフォルト）。',
    segment: (segment: string) => `セグメント「${segment}」の友だちに、このメニューが表示されます。`,
    none: '友だちには直接表示しません。ほかのメニューのタブからこのメニューに切り替わります。',
    replace:
      'いま公開中のメニューを新しいメニューに置き換えます。デフォルト・エイリアス・紐付いた友だちを新しいメニューに移してから古いメニューを消すので、メニューが消える友だちはいません。',
    alias: (alias: string) => `エイリアス「${alias}」で切り替えられるようになります。`,
  },
  insight: 'タップ数（LINE の集計）',
  insightPeriod: (from: string, to: string) =>
    `${from.replaceAll('-', '/')} 〜 ${to.replaceAll('-', '/')}（日本時間、前日までの 30 日間）`,
  insightImpressions: (count: string) => `メニューの表示回数: ${count} 回`,
  insightArea: 'エリア',
  insightClicks: 'タップ数',
  insightUsers: 'タップした人',
  log: '公開の記録',
  logEmpty: 'まだ公開の記録はありません。',
  logOk: '成功',
  logFailed: '失敗',
  logActions: {
    publish: '公開',
    republish: '公開し直し',
    unpublish: '公開停止',
    default: 'デフォルトの切り替え',
    sync: 'セグメントの友だちの反映',
  },
} as const;
