import { JOURNEY_MAX_STEPS, JOURNEY_MESSAGE_MAX_LENGTH } from '@console/contract/journeys';

/** Operator-facing messages of the journeys API (Japanese). */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  entry: '開始のきっかけを選んでください。',
  memberQuery: 'このアカウントのセグメントを選んでください。',
  unknownGroup: 'このアカウントのグループを選んでください。',
  steps: `ステップは${JOURNEY_MAX_STEPS}個までです。`,
  minutes: '待つ時間は 0〜525,600 分（1年）の整数で入力してください。',
  weekday: '曜日を選んでください。',
  time: '時刻は HH:mm の形で入力してください。',
  message: `メッセージを入力してください（${JOURNEY_MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字まで）。`,
  tag: 'このアカウントのタグを選んでください。',
  journeyTag: 'このアカウントのジャーニータグを選んでください。',
  variable: 'このアカウントの友だち情報の項目を選んでください。',
  value: '値は1,000文字以内で入力してください。',
  elseStep: '条件に合わないときの行き先は、このステップより後のステップを選んでください。',
  order: '並び順が古くなっています。画面を読み込み直してください。',
  notEditable: 'このグループは変更できません。',
  copySuffix: '（コピー）',
  actionJourney: 'このアカウントのジャーニーを選んでください。',
  apiKey:
    'API キーが正しくないか、無効になっています。Authorization: Bearer に有効なキーを指定してください。',
  fireNoFriend: '指定の友だちが見つかりません。',
  idempotencyKey: 'Idempotency-Key は 1〜200 文字で指定してください。',
  idempotencyBusy: '同じ Idempotency-Key の呼び出しを処理中です。少し待ってからもう一度お試しください。',
  idempotencyReused: 'この Idempotency-Key は別の内容の呼び出しに使われています。',
  sendFailed:
    'LINE へのメッセージの送信に失敗しました。同じ Idempotency-Key でもう一度呼び出すと、残りの動作だけを行います。',
} as const;
