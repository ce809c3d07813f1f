export const messages = {
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  tooManyFailures:
    'ログインの失敗が続いたため、一時的にログインできません。しばらく待ってから、もう一度お試しください。',
  tooManyAttempts: 'ログインの試行が多すぎます。しばらく待ってから、もう一度お試しください。',
} as const;
