import { operation } from '../operations';
import { pageQuerySchema } from '../schemas';
import {
  boardInputSchema,
  boardListSchema,
  boardPostInputSchema,
  boardPostListQuerySchema,
  boardPostListSchema,
  boardPostReadListSchema,
  boardPostSchema,
  boardSchema,
  publicFriendAccessInputSchema,
} from './board-schemas';
import { PAGES_PATHS as P } from './paths';

/*
 * Boards (issue 33; spec §2 `/line/board`, BOARD_WRITE). Reads need a session of the account,
 * writes BOARD_WRITE; another account's board or post is 404. The gate (public) lets a friend of
 * a friends-only site or board in: the LIFF ID token verified with LINE, then a cookie.
 */

const tag = 'boards';
const write = { keys: ['BOARD_WRITE'] } as const;

export const boards = operation({
  method: 'GET',
  path: P.boards,
  access: 'session',
  tag,
  summary: 'ボードの一覧',
  description: '作成の新しい順です。投稿数と友だちの数（既読率の分母）を含みます。',
  responses: { 200: boardListSchema },
});

export const createBoard = operation({
  method: 'POST',
  path: P.boards,
  access: write,
  tag,
  summary: 'ボードの作成',
  description: '友だち限定の掲示板を作ります。公開用のアドレス /b/{code} はこのとき決まり、変わりません。',
  body: boardInputSchema,
  responses: { 201: boardSchema },
});

export const board = operation({
  method: 'GET',
  path: P.board,
  access: 'session',
  tag,
  summary: 'ボード',
  description: 'タイトル・説明・テーマ・公開アドレスと、投稿数・友だちの数を返します。',
  responses: { 200: boardSchema },
});

export const updateBoard = operation({
  method: 'PUT',
  path: P.board,
  access: write,
  tag,
  summary: 'ボードの保存',
  description: 'タイトル・説明・テーマを置き換えます。アドレスは変わりません。',
  body: boardInputSchema,
  responses: { 200: boardSchema },
});

export const deleteBoard = operation({
  method: 'DELETE',
  path: P.board,
  access: write,
  tag,
  summary: 'ボードの削除',
  description: '投稿と既読の記録も消します。アドレスは 404 になります。',
  responses: { 204: null },
});

export const boardPosts = operation({
  method: 'GET',
  path: P.boardPosts,
  access: 'session',
  tag,
  summary: 'ボードの投稿',
  description:
    'ピン留めを先に、あとは掲載（下書きは更新）の新しい順です。?q= でタイトル、?status= で状態を絞り込み、?page=&per_page= でページ単位（X-Total-Count, Link）になります。既読数を含みます。',
  query: boardPostListQuerySchema,
  responses: { 200: boardPostListSchema },
});

export const createBoardPost = operation({
  method: 'POST',
  path: P.boardPosts,
  access: write,
  tag,
  summary: '投稿の作成',
  description:
    '画像は画像ライブラリのものだけを指定できます（ほかは 422）。status が published なら今から掲載します。',
  body: boardPostInputSchema,
  responses: { 201: boardPostSchema },
});

export const boardPost = operation({
  method: 'GET',
  path: P.boardPost,
  access: 'session',
  tag,
  summary: '投稿',
  description: '本文・画像・ピン留め・状態と既読数を返します。',
  responses: { 200: boardPostSchema },
});

export const updateBoardPost = operation({
  method: 'PUT',
  path: P.boardPost,
  access: write,
  tag,
  summary: '投稿の保存',
  description: '下書きに戻すと友だちには見えなくなります（既読の記録は残ります）。',
  body: boardPostInputSchema,
  responses: { 200: boardPostSchema },
});

export const deleteBoardPost = operation({
  method: 'DELETE',
  path: P.boardPost,
  access: write,
  tag,
  summary: '投稿の削除',
  description: '既読の記録も消します。',
  responses: { 204: null },
});

export const boardPostReads = operation({
  method: 'GET',
  path: P.boardPostReads,
  access: 'session',
  tag,
  summary: '投稿を読んだ友だち',
  description: '読んだ新しい順です。?page=&per_page= でページ単位（X-Total-Count, Link）になります。',
  query: pageQuerySchema,
  responses: { 200: boardPostReadListSchema },
});

export const publicFriendAccess = operation({
  method: 'POST',
  path: P.publicFriendAccess,
  access: 'public',
  tag: 'public-pages',
  summary: '公開ページ: 友だち限定のサイト・ボードに入る',
  description:
    'LIFF の ID トークンを LINE に確かめ、そのアカウントの友だち（ブロックしていない）なら、サイトかボードを見られる Cookie を返します（30日）。確かめられないトークンは 401、友だちでなければ 403 です。アドレスごとに回数の上限があります（429）。',
  body: publicFriendAccessInputSchema,
  responses: { 204: null },
  errors: [401, 403, 404, 429],
});
