/** Japanese strings of the app layer (shell, not-found and error pages). */
export const APP_MESSAGES = {
  skipToMain: 'メインコンテンツへ移動',
  menuLabel: 'メインメニュー',
  menuButton: 'メニュー',
  accountLabel: 'ログイン中のアカウント',
  logout: 'ログアウト',
  notFoundTitle: 'ページが見つかりません',
  notFoundBody: 'お探しのページは存在しないか、移動した可能性があります。',
  backHome: 'ホームへ戻る',
  errorTitle: 'エラーが発生しました',
  retry: '再読み込み',
  chunkFailed:
    '画面の読み込みに失敗しました。通信が切れたか、新しい版が公開された可能性があります。再読み込みしてください。',
  crashed:
    '画面の表示中にエラーが発生しました。再読み込みしてください。解決しないときは、表示中の画面と時刻をお知らせください。',
} as const;
