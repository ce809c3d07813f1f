import type { MediaVariant } from '../mediaVariants';

/*
 * The media library's words (issue 30): the server answers with them and the screen shows them.
 * Apart from ./constants.ts, which the console's entry loads for every screen.
 */

/** What the details panel calls each variant. */
export const MEDIA_VARIANT_LABELS: Readonly<Record<MediaVariant, string>> = {
  original: 'オリジナル（画像メッセージ）',
  preview: 'プレビュー',
  'imagemap-240': 'イメージマップ 240px',
  'imagemap-300': 'イメージマップ 300px',
  'imagemap-460': 'イメージマップ 460px',
  'imagemap-700': 'イメージマップ 700px',
  'imagemap-1040': 'イメージマップ 1040px',
  'richmenu-full': 'リッチメニュー（大）',
  'richmenu-half': 'リッチメニュー（小）',
};

/** The Japanese messages the server answers and the console shows. */
export const MEDIA_MESSAGES = {
  noFile: '画像ファイルを選んでください。',
  notImage: 'JPEG または PNG の画像を選んでください（ファイルの中身で判断しています）。',
  tooLarge: '画像は10MB以内にしてください。',
  undecodable: '画像を読み込めませんでした。ファイルが壊れていないか確かめてください。',
  tooManyPixels: '画像の画素数が多すぎます（4,000万画素まで）。小さくしてからアップロードしてください。',
  cannotCompress: '画像を LINE の容量の上限まで小さくできませんでした。別の画像を選んでください。',
  inUse: (names: string) => `使われている画像は削除できません（${names}）。`,
} as const;
