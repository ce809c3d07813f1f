/**
 * The preview's Japanese text in one place (re-exported as `linePreviewMessages`): the labels, and
 * the notes on Flex features older LINE apps do not draw (see flexVersionNotes in flexStyle.ts).
 */
export const linePreviewMessages = {
  region: 'LINE でのメッセージの見え方',
  image: '画像',
  sticker: (packageId = '', stickerId = '') => `スタンプ（パッケージ ${packageId}・スタンプ ${stickerId}）`,
  imagemap: 'イメージマップ',
  empty: 'メッセージがありません。',
  row: 'カルーセル（横にスクロール）',
  defaultName: 'LINE 公式アカウント',
  /** The list of version notes under a Flex Message, for screen readers. */
  flexVersionNotes: 'LINE のバージョンによる違い',
  /**
   * One sentence per feature, with the versions of LINE's table "Operating environment" (Messaging
   * API reference, Flex Message; also "Send Flex Messages" › Operating environment): iOS/Android
   * first, LINE for PC (macOS, Windows) in brackets, and what an older app shows instead.
   */
  flexVersion: {
    deca: 'deca サイズのバブルは LINE 13.6.0 以降（PC 版 7.17.0 以降）で表示されます。それより前の LINE では kilo サイズで表示されます。',
    hecto:
      'hecto サイズのバブルは LINE 13.6.0 以降（PC 版 7.17.0 以降）で表示されます。それより前の LINE では kilo サイズで表示されます。',
    scaling:
      '文字の大きさの設定に合わせた拡大・縮小（scaling）は LINE 13.6.0 以降（PC 版 7.17.0 以降）で効きます。プレビューは標準の文字の大きさで表示しています。',
    video:
      '動画は LINE 11.22.0 以降（PC 版 7.7.0 以降）で表示されます。それより前の LINE では altContent の画像が表示されます。',
    maxWidth: 'box の最大幅（maxWidth）は LINE 11.22.0 以降（PC 版 7.7.0 以降）で効きます。',
    maxHeight: 'box の最大の高さ（maxHeight）は LINE 11.22.0 以降（PC 版 7.7.0 以降）で効きます。',
    lineSpacing: 'テキストの行間（lineSpacing）は LINE 11.22.0 以降（PC 版 7.7.0 以降）で効きます。',
  },
} as const;
