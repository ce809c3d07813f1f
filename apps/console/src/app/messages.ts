/** Japanese strings of the app layer (shell, not-found and error pages). */
export const APP_MESSAGES = {
  menuLabel: 'メインメニュー',
  menuButton: 'メニュー',
  accountLabel: 'ログイン中のアカウント',
  logout: 'ログアウト',
  notFoundTitle: 'ページが見つかりません',
  notFoundBody: 'お探しのページは存在しないか、移動した可能性があります。',
  backHome: 'ホームへ戻る',
  errorTitle: 'エラーが発生しました',
  retry: '再読み込み',
} as const;
