import { JOURNEY_BULK_MAX, JOURNEY_MAX_STEPS, JOURNEY_MESSAGE_MAX_LENGTH } from '@console/contract/journeys';

/** Operator-facing messages of the journeys API (Japanese). */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  required: '入力してください。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  status: '状態は下書き・配信中・一時停止のいずれかです。',
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
  ids: `id は1〜${JOURNEY_BULK_MAX}個で指定してください。`,
  order: '並び順が古くなっています。画面を読み込み直してください。',
  notEditable: 'このグループは変更できません。',
  copySuffix: '（コピー）',
} as const;
