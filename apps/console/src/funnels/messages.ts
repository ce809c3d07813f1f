import {
  ENTRY_SOURCE_NAME_MAX_LENGTH,
  FUNNEL_LABELS,
  FUNNEL_MAX_STEPS,
  FUNNEL_MAX_WINDOW_DAYS,
  FUNNEL_MIN_WINDOW_DAYS,
  FUNNELS_ROUTES,
} from '@console/contract/funnels';
import { LIB_MESSAGES } from '../shared/messages';

const n = (value: number) => value.toLocaleString('ja-JP');
const slashed = (day: string) => day.replaceAll('-', '/');

/**
 * The Japanese words of the funnel screen (issue 32). The event kinds, the rule failures and the
 * server's refusals are the contract's (FRIEND_EVENT_KIND_LABELS, FUNNEL_MESSAGES), the table's
 * headings its FUNNEL_LABELS, so the server's 422 and the screen say the same words.
 */
export const FUNNELS_TEXT = {
  title: FUNNELS_ROUTES[0].title,
  tabs: 'ファネル分析の切り替え',
  funnelTab: 'ファネル',
  sourcesTab: '流入経路',
  loading: '読み込み中...',
  none: '—',
  cancel: 'キャンセル',
  unknownError: LIB_MESSAGES.unknownError,

  // The funnels
  funnel: 'ファネル',
  newFunnel: '新規作成',
  edit: '編集',
  empty:
    'ファネルはまだありません。友だち追加からクリック・予約・来店までを順に数えるには、新規作成から作ってください。',
  emptyReadOnly: 'ファネルはまだありません。',
  windowOf: (days: number) => `期間 ${days}日`,
  stepsOf: (count: number) => `${count}ステップ`,

  // The counts
  from: '開始日',
  to: '終了日',
  source: FUNNEL_LABELS.source,
  allSources: FUNNEL_LABELS.allSources,
  counts: '集計',
  rangeOf: (from: string, to: string) => `${slashed(from)}〜${slashed(to)}（日本時間）`,
  countsNote: (days: number) =>
    `期間内に最初のステップをした友だちが、そこから${days}日以内に順に進んだ人数です。同じ行動を何度しても1人と数えます。`,
  chartLabel: (summary: string) => `ファネルのグラフ: ${summary}`,
  chartStep: (step: number, label: string, friends: number) => `${step}. ${label} ${n(friends)}人`,
  table: 'ステップごとの人数',
  step: 'ステップ',
  friends: FUNNEL_LABELS.friends,
  fromPrevious: FUNNEL_LABELS.fromPrevious,
  fromFirst: FUNNEL_LABELS.fromFirst,
  people: (count: number) => `${n(count)}人`,
  stepLabel: (step: number, label: string) => `${step}. ${label}`,
  noData: 'この期間に最初のステップをした友だちはいません。期間や流入経路を変えてみてください。',
  countsError: '集計を読み込めませんでした。',
  actions: '操作',
  toSegment: 'この友だちをセグメントにする',
  toSegmentOf: (step: number) => `この友だちをセグメントにする（ステップ${step}）`,
  segmentMade: (name: string, friends: number) =>
    `セグメント「${name}」を作りました（${n(friends)}人にタグを付けました）。`,
  openSegments: 'セグメントを開く',

  // The editor
  newTitle: 'ファネルの作成',
  editTitle: 'ファネルの編集',
  name: 'ファネル名',
  steps: 'ステップ',
  stepsNote: `友だちの行動を順に${FUNNEL_MAX_STEPS}個まで並べます。`,
  kind: '友だちの行動',
  trackerFilter: 'リンク（トラッカー）',
  deliveryFilter: '配信',
  sourceFilter: FUNNEL_LABELS.source,
  anyTracker: 'すべてのリンク',
  anyDelivery: 'すべての配信',
  anySource: 'すべての流入経路',
  addStep: 'ステップを追加',
  moveUp: (step: number) => `ステップ${step}を上へ`,
  moveDown: (step: number) => `ステップ${step}を下へ`,
  removeStep: (step: number) => `ステップ${step}を削除`,
  stepHeading: (step: number) => `ステップ${step}`,
  windowDays: FUNNEL_LABELS.windowDays,
  windowNote: `最初のステップから何日以内に最後まで進んだ友だちを数えるか（${FUNNEL_MIN_WINDOW_DAYS}〜${FUNNEL_MAX_WINDOW_DAYS}日）。`,
  save: '保存',
  create: '作成',
  saved: '保存しました',
  created: 'ファネルを作成しました',
  problems: (count: number) => `入力内容に誤りが${count}件あります。`,
  delete: '削除',
  deleteConfirm: (name: string) => `「${name}」を削除しますか？`,
  deleteMessage: 'ファネルだけを削除します。友だちの行動の記録と、作ったセグメント・タグは残ります。',
  deleted: '削除しました',

  // The entry sources
  sources: '流入経路',
  sourcesNote:
    '店頭の POP・チラシ・Instagram など、経路ごとに QR コードと URL を作ります。そこから友だち追加した人数がわかり、ファネルを経路ごとに絞り込めます。',
  newSource: '流入経路を作成',
  sourceName: '流入経路名',
  sourceNameMax: ENTRY_SOURCE_NAME_MAX_LENGTH,
  sourceCreated: '流入経路を作成しました',
  sourcesEmpty: '流入経路はまだありません。',
  url: FUNNEL_LABELS.url,
  visits: FUNNEL_LABELS.visits,
  follows: FUNNEL_LABELS.follows,
  qr: FUNNEL_LABELS.qr,
  count: (value: number) => n(value),
  copy: 'コピー',
  copyOf: (name: string) => `「${name}」の URL をコピー`,
  copied: 'URL をコピーしました',
  copyFailed: 'コピーできませんでした。URL を選んでコピーしてください。',
  qrOf: (name: string) => `「${name}」の QR コード`,
  downloadPng: 'PNG',
  downloadSvg: 'SVG',
  downloadOf: (name: string, format: string) => `「${name}」の QR コードを ${format} でダウンロード`,
  rename: '名前を変更',
  renameOf: (name: string) => `「${name}」の名前を変更`,
  renamed: '名前を変更しました',
  renameNote: 'URL と QR コードは変わりません。印刷した QR コードはそのまま使えます。',
  sourceDeleteOf: (name: string) => `「${name}」を削除`,
  sourceDeleteMessage:
    'この流入経路の URL と QR コードは使えなくなり、印刷・配布した QR コードを読み取っても「ページが見つかりません」になります。アクセスの記録も消えます（友だち追加の記録は残ります）。この操作は元に戻せません。',
  noBasicId:
    'LINE 公式アカウントのベーシック ID が設定されていないため、流入経路の URL と QR コードから友だち追加できません。LINE 公式アカウントの設定でベーシック ID を入力してください。',
  channelSettings: 'LINE 公式アカウントの設定を開く',
  readOnly: 'ファネルと流入経路を変更するには、ファネル分析の権限が必要です。',
} as const;
