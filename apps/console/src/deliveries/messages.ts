import { DELIVERIES_ROUTES, DELIVERY_TEST_FRIENDS_MAX } from '@console/contract/deliveries';
import { LIB_MESSAGES } from '../shared/messages';

type Name = (typeof DELIVERIES_ROUTES)[number]['name'];
const titles = Object.fromEntries(DELIVERIES_ROUTES.map((route) => [route.name, route.title])) as Record<
  Name,
  string
>;

const n = (value: number) => value.toLocaleString('ja-JP');

/**
 * The Japanese words of the deliveries screens (issue 31). The statuses, the audiences, the
 * schedules and the rule failures are the contract's (DELIVERY_MESSAGES and its label tables), so
 * the server's 422 and the screen say the same words; these are the screens' own.
 */
export const DELIVERIES_TEXT = {
  titles,
  loading: '読み込み中...',
  notFound: '配信が見つかりません。',
  unknownError: LIB_MESSAGES.unknownError,
  cancel: 'キャンセル',
  close: '閉じる',

  // The list
  newDelivery: '新しい配信',
  empty: 'まだ配信はありません。「新しい配信」から作れます。',
  emptyReadOnly: 'まだ配信はありません。',
  name: '配信名',
  status: '状態',
  scheduledAt: '配信日時',
  recipients: '配信先',
  results: '配信数・失敗・クリック',
  people: (count: number) => `${n(count)}人`,
  resultsOf: (sent: number, failed: number, clicked: number) =>
    `${n(sent)}通・失敗 ${n(failed)}・クリック ${n(clicked)}`,
  openOf: (name: string) => `「${name}」を開く`,
  none: '—',

  // The compose form
  basics: '配信の内容',
  template: 'テンプレート',
  templateNone: 'テンプレートを選択',
  templateHint: '配信可能なテンプレートから選べます。',
  audienceHeading: '配信先',
  segment: 'セグメント（会員クエリ）',
  segmentNone: 'セグメントを選択',
  includeTags: '配信するタグ',
  excludeTags: '除外するタグ',
  tagAdd: (legend: string) => `${legend}を追加`,
  tagRemove: (name: string) => `「${name}」を外す`,
  tagNone: 'なし',
  includeAllNote:
    '配信するタグのいずれかが付いた友だちに、除外するタグが付いた友だちを除いて送ります。配信するタグがないときは、除外するタグのない友だち全員に送ります。',
  unknownTag: '（削除されたタグ）',
  audienceCount: (count: number) => `配信先: ${n(count)}人`,
  audienceCounting: '配信先を数えています…',
  audienceUnknown: '配信先の条件を選ぶと人数を表示します。',
  quotaRemaining: (count: number) => `今月の残り配信数: ${n(count)}通`,
  quotaUnlimited: '今月の残り配信数: 上限なし',
  quotaUsed: (count: number) => `（今月 ${n(count)}通配信済み）`,
  quotaOver: (recipients: number, remaining: number) =>
    `配信先（${n(recipients)}人）が今月の残り配信数（${n(remaining)}通）を超えています。`,
  sandbox:
    'このアカウントは LINE のチャネルのアクセストークンが未設定のため、サンドボックスで配信します（LINE には送らず、送る内容を記録します）。',
  scheduleHeading: '配信日時',
  date: '配信日（日本時間）',
  time: '時刻（日本時間）',
  pacingHeading: '配信速度',
  paced: '配信速度を指定する',
  perMinute: '1分あたりの配信数（人）',
  pacingHint: '指定しないときは、できるだけ速く送ります。',
  saveDraft: '下書き保存',
  scheduleButton: '配信予約',
  testButton: 'テスト配信',
  saved: '下書きを保存しました',
  scheduled: '配信を予約しました',
  problems: (count: number) => `入力内容に誤りが${count}件あります。`,
  scheduleConfirm: (name: string) => `「${name}」を配信予約しますか？`,
  scheduleWhat: (count: number | null, when: string) =>
    count === null ? `${when}に配信します。` : `${when}に${n(count)}人へ配信します。`,
  nowWhen: '今すぐ',
  atWhen: (at: string) => `${at}（日本時間）`,
  scheduleApply: '配信予約する',

  // The test send
  testTitle: 'テスト配信',
  testNote: `選んだ友だち（${DELIVERY_TEST_FRIENDS_MAX}人まで）に、このテンプレートを今すぐ送ります。配信数には数えません（LINE の今月の配信数には数えられます）。`,
  friendSearch: '友だちの名前',
  friendSearchButton: '検索',
  friendNone: '該当する友だちはいません。',
  friendChosen: (count: number) => `選択中 ${count}/${DELIVERY_TEST_FRIENDS_MAX}人`,
  testSend: '送信する',
  testSent: '送信しました',
  testFailed: '失敗',
  testResults: 'テスト配信の結果',
  testSandbox: 'サンドボックスのため、LINE には送らず記録しました。',

  // A delivery's page
  summary: '配信の概要',
  audience: '配信先',
  schedule: '配信日時',
  pacing: '配信速度',
  pacingNone: '指定なし（できるだけ速く）',
  pacingOf: (count: number) => `1分あたり${n(count)}人`,
  startedAt: '開始',
  finishedAt: '終了',
  stats: '配信の結果',
  recipientCount: '配信先の人数',
  sent: '配信数',
  failed: '失敗',
  clicked: 'クリック',
  blockedSince: '配信後のブロック',
  progress: '配信の進み具合',
  progressOf: (done: number, total: number) => `${n(done)} / ${n(total)}人`,
  sandboxSent: 'サンドボックスで配信しました（LINE には送らず、記録しました）。',
  tagsSummary: (include: string, exclude: string) =>
    `配信するタグ: ${include || 'なし（全員）'}／除外するタグ: ${exclude || 'なし'}`,
  cancelButton: 'キャンセル',
  cancelConfirm: (name: string) => `「${name}」の配信をキャンセルしますか？`,
  cancelScheduled: '予約を取り消し、この配信は送られません。',
  cancelSending: '送り終えた分はそのままで、残りの友だちには送りません。',
  cancelApply: '配信をキャンセル',
  cancelled: '配信をキャンセルしました',
  lineStats: 'LINE の集計',
  lineStatsPeriod: (from: string, to: string) =>
    `LINE が数えた人数です（${from.replaceAll('-', '/')}〜${to.replaceAll('-', '/')}、日本時間）。20人未満のときは LINE が数を出しません。`,
  uniqueImpression: 'メッセージを見た人',
  uniqueClick: 'リンクをタップした人',
  uniqueMediaPlayed: '動画を再生した人',
  underTwenty: '20人未満',

  // Deleting a draft or a cancelled delivery
  deleteButton: '削除',
  deleteConfirm: (name: string) => `「${name}」を削除しますか？`,
  deleteMessage: '削除した配信は元に戻せません。配信の結果も見られなくなります。',
  deleteApply: '削除する',
  deleted: '配信を削除しました',
} as const;
