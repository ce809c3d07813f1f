export const messages = {
  notFound: '見つかりません。',
} as const;
