import type { MediaVariant } from '../mediaVariants';

/*
 * The media library's vocabulary without zod (issue 30): the console's route reads and the
 * screen import it; ./schemas.ts builds on it.
 */

export const MEDIA_NAME_MAX_LENGTH = 100;
/** Images per page of the library's grid. */
export const MEDIA_PAGE_SIZE = 48;
export const MEDIA_QUERY_MAX_LENGTH = 100;
/** The multipart field of the upload's file, and of its optional name. */
export const MEDIA_UPLOAD_FIELD = 'file';
export const MEDIA_UPLOAD_NAME_FIELD = 'name';

/** The public address of an image's variant: no session (LINE fetches it), the token is the guard. */
export const MEDIA_PUBLIC_PATH = '/media/{token}/{variant}';
/**
 * An image map's base URL is `/media/{token}/imagemap`: LINE appends `/{width}` (240 … 1040) and
 * fetches each width it needs (Messaging API "Imagemap message", baseUrl).
 */
export const MEDIA_IMAGEMAP_PATH = '/media/{token}/imagemap/{width}';
/** A token: 22 base64url characters (128 random bits). */
export const MEDIA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

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
  notMultipart: 'ファイルは multipart/form-data で送ってください。',
  malformed: 'アップロードされたデータを読み取れませんでした。もう一度お試しください。',
  inUse: (names: string) => `使われている画像は削除できません（${names}）。`,
} as const;
