/** Japanese strings of the home page. */
export const HOME_MESSAGES = {
  heading: 'ホーム',
  welcome: (accountName: string) => `${accountName}へようこそ。`,
  forbidden: 'このページを表示する権限がありません。',
  accountLabel: 'アカウント',
  userIdLabel: 'ユーザーID',
  accountIdLabel: 'アカウントID',
  permissionsLabel: '権限',
  noPermissions: 'なし（閲覧のみ）',
} as const;
