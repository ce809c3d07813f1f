/*
 * The public page's words that the contract's PUBLIC_PAGE_MESSAGES does not hold yet (helper S2's
 * report asks to move them there): the 404 page's title, the preview's banner, the notice of a
 * form that cannot be sent without its script, and the countdown's remaining time.
 */
export const PUBLIC_RENDER_MESSAGES = {
  notFoundTitle: 'ページが見つかりません',
  preview: 'プレビュー（送信できません）',
  noScript: 'このフォームを送信するには、JavaScript を有効にしてください。',
  scriptMissing: 'ただいまフォームを送信できません。時間をおいてもう一度お試しください。',
  required: '必須',
  selectPlaceholder: '選択してください',
  /** A board post's image: the post's title and its place (posts have no alt text of their own). */
  boardImageAlt: (title: string, index: number, count: number) =>
    count > 1 ? `「${title}」の画像（${index}/${count}）` : `「${title}」の画像`,
  remaining: (days: number, hours: number, minutes: number) =>
    days > 0 ? `あと${days}日${hours}時間` : hours > 0 ? `あと${hours}時間${minutes}分` : `あと${minutes}分`,
} as const;
