import {
  DELIVERY_AUDIENCE_TAGS_MAX,
  DELIVERY_NAME_MAX_LENGTH,
  DELIVERY_PACING_MAX_PER_MINUTE,
  DELIVERY_PACING_MIN_PER_MINUTE,
  DELIVERY_TEST_FRIENDS_MAX,
  type DeliveryAudienceType,
  type DeliveryScheduleType,
  type DeliveryStatus,
} from './constants';

/*
 * Every Japanese string of the deliveries (issue 31): labels, rule failures, the server's
 * refusals. The console's screens and the server read them from here, so both say the same words.
 */

const n = (value: number) => value.toLocaleString('ja-JP');

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  draft: '下書き',
  scheduled: '配信予約',
  sending: '配信中',
  done: '配信済み',
  cancelled: 'キャンセル',
};

export const DELIVERY_AUDIENCE_LABELS: Readonly<Record<DeliveryAudienceType, string>> = {
  all: 'すべての友だち',
  segment: 'セグメント（会員クエリ）の友だち',
  tags: 'タグで絞り込んだ友だち',
};

export const DELIVERY_SCHEDULE_LABELS: Readonly<Record<DeliveryScheduleType, string>> = {
  now: '今すぐ配信',
  at: '日時を指定して配信',
};

export const DELIVERY_MESSAGES = {
  // The fields.
  name: `配信名は1〜${DELIVERY_NAME_MAX_LENGTH}文字で入力してください。`,
  template: 'このアカウントの配信可能なテンプレートを選んでください。',
  audienceType: '配信先は「すべての友だち」「セグメント」「タグ」のいずれかです。',
  segment: 'セグメント（会員クエリ）を選んでください。',
  tagsEmpty: '配信するタグか除外するタグを1つ以上選んでください。',
  tagsTooMany: `タグは${DELIVERY_AUDIENCE_TAGS_MAX}個まで選べます。`,
  tagsOverlap: '同じタグを配信対象と除外の両方に選ぶことはできません。',
  scheduleType: '配信日時は「今すぐ」か「日時を指定」のどちらかです。',
  scheduleAt: '配信日時を日本時間の正しい日付と時刻（YYYY-MM-DDTHH:mm）で入力してください。',
  pacing: `配信速度は1分あたり${n(DELIVERY_PACING_MIN_PER_MINUTE)}〜${n(DELIVERY_PACING_MAX_PER_MINUTE)}人の整数で指定してください。`,
  testFriends: `テスト配信する友だちを1〜${DELIVERY_TEST_FRIENDS_MAX}人選んでください。`,
  // The server's refusals.
  unknownTemplate: 'テンプレートが見つかりません。',
  templateNotReady: '下書きのテンプレートは配信できません。配信可能にしてから選んでください。',
  unknownSegment: 'セグメント（会員クエリ）が見つかりません。',
  unknownTags: 'このアカウントにないタグが含まれています。',
  editDraftOnly: '変更できるのは下書きの配信だけです。配信予約を取り消してから変更してください。',
  deleteDraftOrCancelled: '削除できるのは下書きかキャンセルした配信だけです。',
  scheduleInPast: '配信日時が過ぎています。これから先の日時を指定してください。',
  transition: (from: DeliveryStatus, to: DeliveryStatus) =>
    `「${DELIVERY_STATUS_LABELS[from]}」の配信は「${DELIVERY_STATUS_LABELS[to]}」にできません。`,
  noRecipients: '配信先の友だちがいません。配信先の条件を見直してください。',
  quotaExceeded: (recipients: number, remaining: number) =>
    `今月の残りの配信数（${n(remaining)}通）を${n(recipients - remaining)}通超えるため配信できません（配信先 ${n(recipients)}人）。配信先を絞り込むか、LINE公式アカウントのプランを見直してください。`,
  quotaExhausted:
    '今月の LINE の配信数の上限に達したため、配信を止めました。まだ送っていない友だちには届いていません。',
  unknownFriends: 'このアカウントにない友だちが含まれています。',
  testBlocked: 'この友だちはアカウントをブロックしているため送れません。',
  testFailed: (reason: string) => `LINE が受け付けませんでした（${reason}）。`,
  templateGone: 'テンプレートが削除されたため、配信を止めました。',
  trackerGone:
    'テンプレートのトラッカーが見つからないため、配信を止めました。トラッカーを作り直してテンプレートに入れ直してください。',
  unknownTracker: 'テンプレートにこのアカウントにないトラッカーが含まれています。',
  retryKeyExpired:
    '送信を試みてから23時間以上、LINE が受け取ったか確かめられませんでした。二重に届くのを避けるため、この友だちにはもう送りません。',
  quotaUnavailable: 'LINE の配信数の上限を確かめられませんでした。時間をおいてもう一度お試しください。',
  statisticsSandbox:
    'サンドボックスの配信には LINE の集計がありません（チャネルのアクセストークンを設定すると LINE に送り、集計されます）。',
  statisticsNotSent: 'まだ送っていない配信には LINE の集計がありません。',
  statisticsUnavailable: 'LINE の集計を取得できませんでした。時間をおいてもう一度お試しください。',
} as const;
