/** 90 → 「2分」, 5 → 「5秒」. */
function waitText(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)}分` : `${seconds}秒`;
}

export const messages = {
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  tooManyFailures: (seconds: number) =>
    `ログインの失敗が続いたため、一時的にログインできません。${waitText(seconds)}待ってから、もう一度お試しください。`,
  tooManyAttempts: 'ログインの試行が多すぎます。しばらく待ってから、もう一度お試しください。',
} as const;
