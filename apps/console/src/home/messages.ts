/** Japanese strings of the home page. */
export const HOME_MESSAGES = {
  heading: 'ホーム',
  welcome: (accountName: string) => `${accountName}へようこそ。`,
  forbidden: 'このページを表示する権限がありません。',
  accountLabel: 'アカウント',
  userIdLabel: 'ユーザーID',
  accountIdLabel: 'アカウントID',
  roleLabel: '役割',
  canWriteLabel: 'できること',
  readOnly: '閲覧のみ',
} as const;
