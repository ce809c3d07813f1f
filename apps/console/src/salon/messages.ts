import { SALON_ROUTES, type SalonCustomerEventType } from '@console/contract/salon';

/** A salon screen's title, as the route table gives it (one source for the menu, tab and heading). */
const titleOf = (name: (typeof SALON_ROUTES)[number]['name']) =>
  SALON_ROUTES.find((route) => route.name === name)?.title ?? '';

/**
 * The live notices' labels (spec §4 real-time events). A customer's request reads 「依頼」 as the
 * timeline card's badge does (変更依頼 / キャンセル依頼), so staff see one word for one thing; the
 * customer's own booking page keeps 「リクエスト」.
 */
export const SALON_EVENT_LABELS: Readonly<Record<SalonCustomerEventType, string>> = {
  create: '新規予約',
  update: '予約変更',
  create_request: '新規予約の依頼',
  update_request: '変更依頼',
  cancel: '予約キャンセル',
  cancel_request: 'キャンセル依頼',
  delete_cancel_request: 'キャンセル依頼の取り下げ',
  delete_update_request: '変更依頼の取り下げ',
};

/** Every Japanese string of the salon screens (spec §2, §4, §8), in one place. */
export const SALON_TEXT = {
  timelineTitle: titleOf('SalonTimelinePage'),
  kindLabel: '表示',
  previous: { day: '前日', week: '前の週' },
  next: { day: '翌日', week: '次の週' },
  today: '今日',
  dateLabel: '表示する日',
  noSalon: 'サロンがまだ登録されていません。',
  noResources: 'スタッフ・設備がまだ登録されていません。',
  // spec §8 "Shared data loading"
  sharedLoadError: '読み込み中にエラーが発生しました。',
  // spec §8 "Salon calls"
  unknownError: '不明なエラーが発生しました。',
  loading: '読み込み中...',
  statusesLabel: '表示する状態',
  displayLabel: '表示',
  displayOptions: '表示の設定',
  showReservations: '予約を表示',
  showShifts: '勤務の帯を表示',
  resourcesLabel: '表示するスタッフ・設備',
  // Reservation panels
  newReservation: '予約の登録',
  editReservation: '予約の変更',
  reservationDetail: '予約の詳細',
  name: 'お客様名',
  course: 'コース',
  resource: '担当',
  subResources: '追加のスタッフ・設備',
  date: '日付',
  from: '開始',
  to: '終了',
  memo: 'メモ',
  comment: 'お客様からのコメント',
  /** The answers of the online booking form, read-only: the customer typed them, not staff. */
  customerAnswers: 'お客様がオンライン予約で入力した内容',
  onlineBooking: 'オンライン予約',
  /** A phone number as a link that dials it, named for screen readers. */
  callCustomer: (phone: string) => `${phone} に電話する`,
  status: '状態',
  visitStatus: '来店の状況',
  attended: '施術した',
  feeCharged: '指名料あり',
  save: '保存',
  edit: '日時・担当を変更',
  editItem: '編集',
  /** A list row's button named for screen readers: 「カットを編集」. */
  actionOn: (name: string, action: string) => `${name}を${action}`,
  saved: '保存しました。',
  delete: '削除',
  deleteConfirm: 'この予約を削除しますか？',
  deleted: '削除しました。',
  noCourse: 'なし',
  noResource: '担当なし',
  overlapWarning: (names: string) => `同じ担当の予約と時間が重なっています: ${names}`,
  savedWithOverlap: '保存しました（時間が重なる予約があります）。',
  changeRequest: '変更依頼',
  cancelRequest: 'キャンセル依頼',
  requestedTime: (date: string, range: string) => `希望: ${date} ${range}`,
  approve: '承認',
  deny: '却下',
  approved: '承認しました。',
  denied: '却下しました。',
  // Shifts and block times (spec §3 "Time shift", "Block time")
  shiftForm: '勤務（シフト）',
  newShift: '勤務の登録',
  editShift: '勤務の変更',
  blockForm: '予定ブロック',
  newBlock: '予定ブロックの登録',
  editBlock: '予定ブロックの変更',
  addBlock: '予定ブロックを追加',
  addShift: '勤務を追加',
  addReservation: '予約を追加',
  blockLabel: '予定ブロック',
  startDate: '開始日',
  repeat: '繰り返し',
  description: '説明',
  expiredAt: '終了日（この日まで）',
  scope: '変更する範囲',
  deleteScope: '削除する範囲',
  deleteShiftConfirm: 'この勤務を削除しますか？',
  deleteBlockConfirm: 'この予定ブロックを削除しますか？',
  blockConfirmed: '確定',
  // Drag (with the form as the keyboard alternative)
  moveTitle: '予約の移動',
  move: '変更する',
  /** The drag-move question's other answer: the card goes back (「キャンセル」 read as cancelling the reservation). */
  moveBack: '移動しない',
  moved: '予約を変更しました。',
  moveFailed: '予約を変更できませんでした。元に戻しました。',
  // The phone's day agenda (issue 27)
  agenda: '予約の一覧',
  agendaStaff: 'スタッフ',
  agendaAllStaff: '全員',
  agendaShift: (range: string, description: string) => `勤務 ${range}${description ? ` ${description}` : ''}`,
  agendaNoShift: '勤務なし',
  agendaEmpty: 'この日の予約はありません。',
  agendaGap: (range: string) => `空き ${range}`,
  agendaGapAction: '予約を追加',
  agendaBreak: (range: string) => `休憩 ${range}`,
  agendaBlock: (range: string) => `予定ブロック ${range}`,
  agendaSub: 'サブ',
  agendaOverlap: '時間が重なっています',
  // Not 「メニュー」: the shell's drawer button is named that on a phone.
  agendaMenuLabel: '予約表の操作',
  agendaDate: (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    const weekday = '日月火水木金土'[new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()];
    return `${m}月${d}日(${weekday})`;
  },
  // Live notifications (spec §4)
  notifications: 'お知らせ',
  configTitle: titleOf('SalonConfigPage'),
  notificationsSection: '予約の通知',
  pushNotification: 'お客様からの予約・変更・キャンセルを通知する',
  pushNotificationHelp:
    '予約表の「お知らせ」とトーストで知らせます。オンにするとき、予約表を開いていない間も知らせるためにブラウザの通知の許可を求めます。',
  permissionDenied:
    'ブラウザの通知が許可されていません。予約表の「お知らせ」とトーストでのみ知らせます（許可はブラウザのサイトの設定から変えられます）。',
  permissionUnsupported: 'このブラウザは通知に対応していません。予約表の「お知らせ」とトーストで知らせます。',
  permissionGranted: 'ブラウザの通知が許可されています。予約表を開いていない間も知らせます。',
  notificationsEmpty: 'お知らせはありません。',
  notificationText: (label: string, name: string | null) => (name ? `${label}: ${name} 様` : label),
  // Settings: courses and resources (spec §4 "Ordering", §7 "Courses and resources")
  coursesTitle: titleOf('SalonCoursesPage'),
  resourcesTitle: titleOf('SalonResourcesPage'),
  coursesOrder: 'コースの並び順',
  resourcesOrder: 'スタッフ・設備の並び順',
  addCourse: 'コースを追加',
  addResource: 'スタッフ・設備を追加',
  newCourse: 'コースの登録',
  editCourse: 'コースの編集',
  newResource: 'スタッフ・設備の登録',
  editResource: 'スタッフ・設備の編集',
  courseName: 'コース名',
  duration: '所要時間（分）',
  price: '料金（円・税込）',
  bufferBefore: '前の準備時間（分）',
  bufferAfter: '後の片付け時間（分）',
  resourceName: '名前',
  kind: '種類',
  online: 'オンライン予約で選べる',
  active: '予約表に表示する',
  orderSaved: '並び順を保存しました。',
  orderFailed: '並び順を保存できませんでした。元の並びに戻しました。',
  listEmpty: 'まだ登録されていません。',
  deleteCourseConfirm: 'このコースを削除しますか？',
  deleteResourceConfirm: 'このスタッフ・設備を削除しますか？',
  deleteResourceWithReservations:
    'このスタッフ・設備には今後の予約があります。削除すると予約の担当が空になります。それでも削除しますか？',
  deleteAnyway: '予約があっても削除する',
  numberInvalid: '半角または全角の数字で入力してください。',
  minutes: (n: number) => `${n}分`,
  yen: (n: number) => `${n.toLocaleString('ja-JP')}円`,
  // Issue 28, the salon day: the forms' close button, shift warnings, 来店
  /** A form's button that closes the panel without saving (not "cancel the reservation"). */
  close: '閉じる',
  shiftWarningTitle: '勤務の時間の外になる予約があります',
  shiftWarningGoOn: 'このまま保存する',
  shiftWarningBack: '戻って直す',
  visitStage: '来店の状態',
  /** 来店 15:02: the stage with its check-in time. */
  visitStageAt: (stage: string, time: string) => `${stage} ${time}`,
  visitMoved: (stage: string) => `「${stage}」にしました。`,
  visitDetails: '来店の詳細（状況・施術・状態）',
  // ---- The salon day at a glance (issue 28): request marks, legend, drag confirmation ----
  /** A card's mark for a customer's pending request (text, not colour alone). */
  requestBadge: { change: '変更依頼', cancel: 'キャンセル依頼' },
  /** The request badge on a card too narrow for the words above (a 30-minute card). */
  requestBadgeShort: '依頼',
  /** The toolbar's count of the shown day's pending requests; pressed, only they are shown. */
  requestsCount: (n: number) => `依頼 ${n}件`,
  requestsHelp: 'この日の変更・キャンセルの依頼だけを表示します（もう一度押すとすべて表示）。',
  /** The notice area while requests wait: it must not say there is nothing. */
  requestsPending: (n: number) =>
    `確認待ちの変更・キャンセルの依頼が ${n}件あります。カードを押して承認・却下してください。`,
  legendLabel: '凡例',
  legendRequest: '依頼あり（破線）',
  legendShift: '勤務',
  legendBlock: '予定ブロック',
  /** The weekly view's corner heading, and the timeline without rows. */
  staffAndEquipment: 'スタッフ・設備',
  noRows: '表示するスタッフ・設備がありません',
  moveQuestion: (name: string) => `${name} 様の予約を変更しますか？`,
  moveWhen: (when: string) => `日時: ${when}`,
  moveStaff: (staff: string) => `担当: ${staff}`,
} as const;
