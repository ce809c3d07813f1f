/** Every Japanese string of the customers' booking page, in one place. */
export const BOOKING_TEXT = {
  title: 'オンライン予約',
  loading: '読み込み中...',
  notFound: 'このページは見つかりません。URL をお確かめください。',
  loadError: '読み込めませんでした。通信の状態をお確かめのうえ、もう一度お試しください。',
  retry: 'もう一度読み込む',
  unknownError: 'うまくいきませんでした。時間をおいてもう一度お試しください。',
  closed: '現在オンライン予約を受け付けていません。お電話でご予約ください。',
  steps: ['コース', '日時', '情報入力', '確認', '完了'] as const,
  chooseCourse: 'コースを選んでください',
  minutes: (n: number) => `${n}分`,
  yen: (n: number) => `${n.toLocaleString('ja-JP')}円`,
  staff: 'スタッフ',
  anyStaff: '指名なし',
  chooseDate: '日付を選んでください',
  chooseTime: '時間を選んでください',
  noSlots: 'この日は空きがありません。ほかの日をお選びください。',
  noSlotsMonth: 'この月は空きがありません。',
  previousMonth: '前の月',
  nextMonth: '次の月',
  monthLabel: (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`,
  timesOf: (date: string) => `${dateLabel(date)}の空き時間`,
  back: '戻る',
  next: '次へ',
  yourInfo: 'お客様の情報',
  required: '必須',
  confirm: '内容の確認',
  book: 'この内容で予約する',
  booking: '予約しています...',
  done: 'ご予約を承りました',
  keepLink: 'このページの URL で、予約の確認・変更・キャンセルができます。ブックマークしておいてください。',
  openBooking: '予約の確認ページを開く',
  course: 'コース',
  dateTime: '日時',
  shop: 'お店',
  tel: '電話番号',
  // The booking's own page
  yourBooking: 'ご予約の内容',
  status: { booked: '予約済み', visited: 'ご来店済み', cancelled: 'キャンセル済み' },
  requestStatus: {
    pending: 'お店の確認待ち',
    approved: '承認されました',
    denied: 'お受けできませんでした',
    withdrawn: '取り下げました',
  },
  changeRequest: (date: string, range: string) => `変更のリクエスト: ${dateLabel(date)} ${range}`,
  cancelRequest: 'キャンセルのリクエスト',
  askChange: '日時の変更をリクエスト',
  askCancel: 'キャンセルをリクエスト',
  cancelConfirm: 'キャンセルをリクエストしますか？',
  cancelConfirmText: 'お店が確認してからキャンセルになります。',
  withdraw: 'リクエストを取り下げる',
  requested: 'リクエストを送りました。お店からの返事をお待ちください。',
  withdrawn: 'リクエストを取り下げました。',
  deadline: (when: string) => `変更・キャンセルのリクエストは ${when} まで`,
  pastDeadline: '変更・キャンセルの受付期限を過ぎています。お店にお電話ください。',
} as const;

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** 2024-07-15 → 7月15日(月) */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}月${d}日(${weekday})`;
}
