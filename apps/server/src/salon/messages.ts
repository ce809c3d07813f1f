import { SALON_FIELD_MESSAGES, SALON_MAX_RANGE_DAYS } from '@console/contract/salon';

/** Operator-facing messages of the salon API (Japanese, shown as the console's §8 notices). */
export const messages = {
  // The field messages the contract's schemas carry (the console's forms show the same words).
  ...SALON_FIELD_MESSAGES,
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  expiryAfterStart: '有効期限は開始日以降の日付にしてください。',
  deleteType: '削除の範囲は only・after・permanently のいずれかです。',
  notAnOccurrence: 'この日はこのシフトの日ではありません。',
  range: `期間は YYYY-MM-DD..YYYY-MM-DD の形で、${SALON_MAX_RANGE_DAYS}日以内にしてください。`,
  attr: (allowed: readonly string[]) => `変更できる項目は ${allowed.join('・')} です。`,

  ids: 'ids は 1,2,3 の形で 500 件までです。',
  unknownResource: 'このサロンのスタッフ・設備を選んでください。',
  unknownCourse: 'このサロンのコースを選んでください。',
  unknownMember: '会員の id が正しくありません。',
  cannotServe: 'このスタッフ・設備はこのコースを担当できません。',
  alreadyJudged: 'このリクエストはすでに処理されています。',
  hasFutureReservations: (count: number) =>
    `このリソースには今日以降の予約が${count}件あります。削除すると予約の担当が空になります。`,

  year: '年は 2000〜2100 の 4 桁で指定してください。',
  slugTaken: 'この URL の名前はすでに使われています。',

  unknownEpisode: 'このアカウントのエピソード・フォローを選んでください。',
  episodeKind: (key: string) =>
    key === 'episode_id'
      ? 'エピソード（種類 10）を選んでください。'
      : 'フォロー（種類 10 以外）を選んでください。',

  // External calendars (Google Calendar)
  unknownToken: 'このアカウントで接続した Google アカウントを選んでください。',
  tokenInvalid: 'Google アカウントとの接続が切れています。もう一度接続してください。',
  unknownCalendar: 'この Google アカウントにないカレンダーです。',
  readOnlyCalendar: 'このカレンダーには予定を書き込めません。編集できるカレンダーを選んでください。',
  alreadyLinked: 'このカレンダーはすでにこの内容で連携しています。',
  googleUnavailable: 'Google に接続できませんでした。しばらくしてからもう一度お試しください。',
  syncFailed: (status: number | undefined) =>
    `Google カレンダーへの反映に失敗しました（${status ?? '通信エラー'}）。自動でやり直します。`,

  // Ordering (409): the list the console sent is not the salon's current set of ids.
  staleOrder: '並び順が最新ではありません。画面を読み込み直してから、もう一度並べ替えてください。',
  unknownIds: 'このサロンにない id が含まれています。',

  // Shift warnings (issue 28, 422 with errors.confirm): say how many, the list names them.
  shiftLeavesReservations: (count: number) =>
    `この変更で、今日以降の予約${count}件が勤務の時間の外になります。それでも変更するときは確認のうえ保存してください。`,
  outsideShift: (staff: string) =>
    `${staff} さんはこの時間に勤務がありません。それでも保存するときは確認のうえ保存してください。`,
} as const;
