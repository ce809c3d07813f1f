/** Messages shared by the whole app (fetcher fallbacks, generic states). */
export const LIB_MESSAGES = {
  network: '通信エラーが発生しました。時間をおいて再度お試しください。',
  unauthorized: 'ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  notFound: 'お探しのデータが見つかりません。',
  conflict: '画面の情報が古くなっています。ページを再読み込みします。',
  tooLarge: '送信するデータが大きすぎます。',
  tooMany: 'リクエストが多すぎます。しばらく時間をおいて再度お試しください。',
  invalid: '入力内容に誤りがあります。',
  unknownError: '不明なエラーが発生しました。',
  loadError: '読み込み中にエラーが発生しました。',
  previousPage: '前へ',
  nextPage: '次へ',
  pageOf: (page: number, pages: number) => `${page} / ${pages} ページ`,
  server: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
  unexpected: 'サーバーから予期しない応答がありました。',
  // spec §8 "Shared data loading"
  loadVariaError: '友だち情報の読み込み中にエラーが発生しました。',
  loadChoicesError: '友だち情報の選択肢の読み込み中にエラーが発生しました。',
  loadCommonError: '共通情報の読み込み中にエラーが発生しました。',
  leaveTitle: '保存していない変更があります',
  leaveWarning: 'このページを離れると、保存していない変更は失われます。離れますか？',
  leave: '保存せずに離れる',
} as const;

/** The Japanese message shown when an error body carries none. */
export function fallbackMessage(status: number): string {
  switch (status) {
    case 0:
      return LIB_MESSAGES.network;
    case 401:
      return LIB_MESSAGES.unauthorized;
    case 403:
      return LIB_MESSAGES.forbidden;
    case 404:
      return LIB_MESSAGES.notFound;
    case 409:
      return LIB_MESSAGES.conflict;
    case 413:
      return LIB_MESSAGES.tooLarge;
    case 429:
      return LIB_MESSAGES.tooMany;
    case 400:
    case 422:
      return LIB_MESSAGES.invalid;
    default:
      return status >= 500 ? LIB_MESSAGES.server : LIB_MESSAGES.unexpected;
  }
}
