import { JOURNEY_STEP_MESSAGES } from '@console/contract/journeys';

/** Operator-facing messages of the journeys API (Japanese). */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  entry: '開始のきっかけを選んでください。',
  memberQuery: 'このアカウントのセグメントを選んでください。',
  unknownGroup: 'このアカウントのグループを選んでください。',
  // A step's words are the contract's (its input schema says them; the account's checks here).
  tag: JOURNEY_STEP_MESSAGES.tag,
  journeyTag: JOURNEY_STEP_MESSAGES.journeyTag,
  variable: JOURNEY_STEP_MESSAGES.variable,
  elseStep: JOURNEY_STEP_MESSAGES.elseStep,
  template: JOURNEY_STEP_MESSAGES.template,
  order: '並び順が古くなっています。画面を読み込み直してください。',
  notEditable: 'このグループは変更できません。',
  copySuffix: '（コピー）',
  actionJourney: 'このアカウントのジャーニーを選んでください。',
  /** A trigger action in a template's uses, after 「API トリガー」: 「会員登録の動作『お礼』」. */
  triggerActionUse: (trigger: string, action: string) => `${trigger}の動作『${action}』`,
  /** The greeting in a template's uses, after 「あいさつメッセージ」. */
  greetingUse: '友だち追加時設定のあいさつ',
  apiKey:
    'API キーが正しくないか、無効になっています。Authorization: Bearer に有効なキーを指定してください。',
  fireNoFriend: '指定の友だちが見つかりません。',
  idempotencyKey: 'Idempotency-Key は 1〜200 文字で指定してください。',
  idempotencyBusy: '同じ Idempotency-Key の呼び出しを処理中です。少し待ってからもう一度お試しください。',
  idempotencyReused: 'この Idempotency-Key は別の内容の呼び出しに使われています。',
  /**
   * A journey step's message names a tracker that is gone (the enrollment retries, then fails with
   * this): without its link the message would ask the friend to tap something that is not there.
   */
  trackerGone: (trackerId: number) =>
    `トラッカー ${trackerId} が見つからないため、メッセージを送りませんでした。トラッカーを作り直して、メッセージ（テンプレート）に入れ直してください。`,
  /** A step's template is a draft or gone: LINE would refuse it, so it is never sent. */
  templateNotSendable: (templateId?: number) => `テンプレート ${templateId} は配信可能ではありません`,
  /** The friend was deleted while the step ran: no link of theirs can be made. */
  friendGoneForLink: '友だちが見つからないため、トラッカーのリンクを作れませんでした。',
  sendFailed:
    'LINE へのメッセージの送信に失敗しました。同じ Idempotency-Key でもう一度呼び出すと、残りの動作だけを行います。',
} as const;
