/** Japanese strings of the login feature. */
export const AUTH_MESSAGES = {
  heading: 'ログイン',
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  submit: 'ログイン',
  submitting: 'ログイン中…',
  emailRequired: 'メールアドレスを入力してください。',
  passwordRequired: 'パスワードを入力してください。',
  logout: 'ログアウト',
  demoHeading: 'デモ用のログイン',
  demoNote: 'お試し用のデータベースです。次のどちらかでログインできます。',
  demoPassword: 'パスワード',
} as const;
