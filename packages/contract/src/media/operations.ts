import { MEDIA_VARIANTS } from '../mediaVariants';
import { operation } from '../operations';
import { MEDIA_IMAGEMAP_PATH, MEDIA_PUBLIC_PATH } from './constants';
import { MEDIA_PATHS } from './paths';
import {
  mediaImagemapParamsSchema,
  mediaListSchema,
  mediaPublicParamsSchema,
  mediaQuerySchema,
  mediaRenameSchema,
  mediaSchema,
} from './schemas';

/*
 * The media library (issue 30; spec §2 `/vue3-dev/line/visual`). Reads need a session; every write
 * MEDIA_WRITE. An id of another account is 404. The images themselves are served publicly under
 * an unguessable token (mediaFile), because LINE fetches them without a session.
 */

const tag = 'media';
const write = { keys: ['MEDIA_WRITE'] } as const;

export const mediaList = operation({
  method: 'GET',
  path: MEDIA_PATHS.media,
  access: 'session',
  tag,
  summary: '画像の一覧',
  description:
    '新しくアップロードした順。q は名前の部分一致です。?page=&per_page= でページ単位（X-Total-Count, Link）、なければ全件の配列です。',
  query: mediaQuerySchema,
  responses: { 200: mediaListSchema },
});

export const uploadMedia = operation({
  method: 'POST',
  path: MEDIA_PATHS.media,
  access: write,
  tag,
  summary: '画像のアップロード',
  description:
    'multipart/form-data の file（JPEG または PNG、10MB まで）と name（省略時はファイル名）。種類は名前や Content-Type ではなくファイルの中身で判断します。EXIF の向きで回転し、位置情報などのメタデータを除いて、LINE が使う大きさ（プレビュー、イメージマップの 240/300/460/700/1040px、リッチメニューの 2500×1686 と 2500×843）を作ります。画像でないもの・読み込めないもの・4,000万画素を超えるものは 422、10MB を超えるものは 413 です。',
  consumes: ['multipart/form-data'],
  responses: { 201: mediaSchema },
  errors: [413, 415, 422],
});

export const media = operation({
  method: 'GET',
  path: MEDIA_PATHS.mediaItem,
  access: 'session',
  tag,
  summary: '画像の詳細',
  description: '大きさごとの URL・画素数・バイト数を返します。',
  responses: { 200: mediaSchema },
});

export const renameMedia = operation({
  method: 'PATCH',
  path: MEDIA_PATHS.mediaItem,
  access: write,
  tag,
  summary: '画像の名前の変更',
  description: '名前は1〜100文字です。画像と URL は変わりません。',
  body: mediaRenameSchema,
  responses: { 200: mediaSchema },
});

export const deleteMedia = operation({
  method: 'DELETE',
  path: MEDIA_PATHS.mediaItem,
  access: write,
  tag,
  summary: '画像の削除',
  description:
    'リッチメニューなどが使っている間は 409 で、使っているものの名前を返します。削除するとすべての大きさのファイルと URL がなくなります。',
  responses: { 204: null },
  errors: [409],
});

export const mediaFile = operation({
  method: 'GET',
  path: MEDIA_PUBLIC_PATH,
  access: 'public',
  tag,
  summary: '画像ファイル（公開）',
  description: `LINE が取得する画像そのものです（ログイン不要。推測できないトークンが鍵です）。variant は ${MEDIA_VARIANTS.join(' / ')}。1年間キャッシュしてよい（immutable）と答え、ETag があれば 304 を返します。`,
  params: mediaPublicParamsSchema,
  responses: { 200: null, 304: null },
  errors: [404],
  produces: ['image/jpeg', 'image/png'],
});

export const mediaImagemapFile = operation({
  method: 'GET',
  path: MEDIA_IMAGEMAP_PATH,
  access: 'public',
  tag,
  summary: 'イメージマップの画像（公開）',
  description:
    'イメージマップメッセージの baseUrl（/media/{token}/imagemap）に LINE が幅（240 / 300 / 460 / 700 / 1040）を付けて取得する画像です。mediaFile の imagemap-{width} と同じものを同じヘッダーで返します。',
  params: mediaImagemapParamsSchema,
  responses: { 200: null, 304: null },
  errors: [404],
  produces: ['image/jpeg', 'image/png'],
});
