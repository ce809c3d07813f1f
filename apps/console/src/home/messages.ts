import type { HomeSummaryKey } from '@console/contract';

/** Japanese strings of the home page. */
export const HOME_MESSAGES = {
  heading: 'ホーム',
  welcome: (accountName: string) => `${accountName}へようこそ。`,
  forbidden: 'このページを表示する権限がありません。',
  todayHeading: '今日やること',
  loading: '今日やることを読み込み中',
  todayDate: (date: string) => {
    const [, month, day] = date.split('-').map(Number);
    return `${month}月${day}日`;
  },
  todo: {
    reservationsToday: '今日の予約',
    pendingRequests: '返事待ちの変更・キャンセルの依頼',
    sendsToday: '今日送る通知メッセージ',
    sendsFailed: '送信に失敗した通知メッセージ（7日以内）',
    journeysRunning: '配信中のジャーニー',
    friendsToday: '今日の新しい友だち',
  } satisfies Record<HomeSummaryKey, string>,
  count: (n: number) => `${n.toLocaleString('ja-JP')}件`,
  nothingToday: '今日の予定はありません。',
  loadError: '今日の件数を読み込めませんでした。',
  retry: '再読み込み',
  accountLabel: 'アカウント',
  userIdLabel: 'ユーザーID',
  accountIdLabel: 'アカウントID',
  roleLabel: '役割',
  canDoLabel: 'できること',
  noScreens: '開ける画面がありません。管理者にお問い合わせください。',
} as const;
