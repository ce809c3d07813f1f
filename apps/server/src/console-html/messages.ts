export const messages = {
  notBuilt:
    'コンソールがまだビルドされていません。リポジトリのルートで `pnpm build` を実行してから、サーバーを起動し直してください。',
} as const;
