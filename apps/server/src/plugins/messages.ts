/** Operator-facing messages of the cross-cutting plugins (errors, session, CSRF guard). */
export const messages = {
  malformed: 'リクエストの形式が正しくありません。',
  validation: '入力内容に誤りがあります。',
  unauthenticated: 'ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  csrf: '不正なリクエストです。ページを再読み込みしてから、もう一度お試しください。',
  notFound: '見つかりません。',
  tooLarge: 'リクエストのサイズが大きすぎます。',
  unsupportedMediaType: 'この形式のリクエストには対応していません。',
  tooManyRequests: 'リクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  internal: 'サーバーでエラーが発生しました。',
  required: '入力してください。',
  invalid: '値が正しくありません。',
  tooShort: (min: number) => `${min}文字以上で入力してください。`,
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  choose: '選択肢の中から選んでください。',
  unknownField: (name: string) => `${name} は指定できない項目です。`,
} as const;
