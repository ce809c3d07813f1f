import * as z from 'zod/mini';
import { operation } from '../operations';
import type { PermissionKey } from '../permissions';
import { BLOCK_ID_PATTERN } from './constants';
import { PAGES_PATHS as P } from './paths';
import {
  answerCsvQuerySchema,
  answerListSchema,
  answerQuerySchema,
  answerSummarySchema,
  pageAccountSettingsSchema,
  pageCodeParamSchema,
  pageInputSchema,
  pageListQuerySchema,
  pageListSchema,
  pagePreviewInputSchema,
  pageSchema,
  publicAnswerInputSchema,
  publicAnswerSchema,
  publicUploadSchema,
  publicVisitInputSchema,
  publishInputSchema,
} from './schemas';

/*
 * Pages friends open (issue 33). Landing pages (LANDING_WRITE, spec §2) and forms and surveys
 * (FORM_WRITE, our addition to §6: a form writes into friends' information and tags) are two
 * families of the same operations on the same kind of page, so that each key guards its own list.
 * Reads need a session of the account, writes the family's key; an id of another account, or of
 * the other family, is 404. The public operations are what a published page's script calls.
 */

const tag = 'pages';
/** A form field's id in a path (the answer's file of that field). */
const answerFieldParamSchema = z.string().check(z.regex(BLOCK_ID_PATTERN));

type Path = `/${string}`;
type Family = {
  label: string;
  key: PermissionKey;
  list: Path;
  one: Path;
  publish: Path;
  unpublish: Path;
  copy: Path;
  answers: Path;
  csv: Path;
  summary: Path;
};
const LANDING = {
  label: 'ランディングページ',
  key: 'LANDING_WRITE',
  list: P.landingPages,
  one: P.landingPage,
  publish: P.landingPublish,
  unpublish: P.landingUnpublish,
  copy: P.landingCopy,
  answers: P.landingAnswers,
  csv: P.landingAnswersCsv,
  summary: P.landingAnswerSummary,
} as const satisfies Family;
const FORM = {
  label: 'フォーム',
  key: 'FORM_WRITE',
  list: P.forms,
  one: P.form,
  publish: P.formPublish,
  unpublish: P.formUnpublish,
  copy: P.formCopy,
  answers: P.formAnswers,
  csv: P.formAnswersCsv,
  summary: P.formAnswerSummary,
} as const satisfies Family;

const list = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'GET',
    path,
    access: 'session',
    tag,
    summary: `${f.label}の一覧`,
    description:
      '更新の新しい順です。?q= でタイトルを、?status=（draft, scheduled, published）で状態を絞り込み、?page=&per_page= でページ単位（X-Total-Count, Link）になります。閲覧数・回答数・コンバージョン数を含みます。',
    query: pageListQuerySchema,
    responses: { 200: pageListSchema },
  });
const read = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'GET',
    path,
    access: 'session',
    tag,
    summary: f.label,
    description: '設定・下書き（draft）・公開中の内容（published、未公開なら null）を返します。',
    responses: { 200: pageSchema },
  });
const create = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'POST',
    path,
    access: { keys: [f.key] },
    tag,
    summary: `${f.label}の作成`,
    description:
      '下書きとして作ります（公開は publish で）。公開用のアドレス /p/{code} はこのとき決まり、変わりません。画像・クリック測定・友だち情報・タグはアカウントのものだけを指定できます（ほかは 422）。',
    body: pageInputSchema,
    responses: { 201: pageSchema },
  });
const update = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'PUT',
    path,
    access: { keys: [f.key] },
    tag,
    summary: `${f.label}の保存（下書き）`,
    description:
      '設定と下書きを置き換えます。公開中の内容は publish するまで変わりません（has_unpublished_changes が true になります）。',
    body: pageInputSchema,
    responses: { 200: pageSchema },
  });
const remove = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'DELETE',
    path,
    access: { keys: [f.key] },
    tag,
    summary: `${f.label}の削除`,
    description: '公開をやめ、回答とアップロードされたファイルも消します。公開アドレスは 404 になります。',
    responses: { 204: null },
  });
const publish = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'POST',
    path,
    access: { keys: [f.key] },
    tag,
    summary: `${f.label}の公開`,
    description:
      'at を省くか null にすると下書きを今すぐ公開し、今より後の日時なら公開予約になります（その時刻に下書きが公開されます）。ブロックのない下書きは 422 です。',
    body: publishInputSchema,
    responses: { 200: pageSchema },
  });
const unpublish = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'POST',
    path,
    access: { keys: [f.key] },
    tag,
    summary: `${f.label}の公開停止`,
    description: '公開と公開予約をやめて下書きに戻します。公開アドレスは 404 になります。回答は残ります。',
    responses: { 200: pageSchema },
  });
const copy = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'POST',
    path,
    access: { keys: [f.key] },
    tag,
    summary: `${f.label}の複製`,
    description:
      '下書きと設定を写した新しい下書きを作ります（タイトルに「のコピー」を付けます）。回答は写しません。',
    responses: { 201: pageSchema },
  });
const answers = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'GET',
    path,
    access: 'session',
    tag,
    summary: `${f.label}の回答`,
    description:
      '新しい順です。?friend=true で友だちの回答だけ、false で匿名の回答だけになり、?page=&per_page= でページ単位（X-Total-Count, Link）になります。ファイルの回答はダウンロード用の URL で返します。',
    query: answerQuerySchema,
    responses: { 200: answerListSchema },
  });
const csv = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'GET',
    path,
    access: 'session',
    tag,
    summary: `${f.label}の回答（CSV）`,
    description:
      '回答日時・友だち・質問ごとの列です。?encoding=utf8（BOM 付き、既定）か cp932（Excel 用の Shift_JIS、表せない文字は「?」）を選べます。',
    query: answerCsvQuerySchema,
    responses: { 200: null },
    produces: ['text/csv'],
  });
const summary = <const P extends Path>(f: Family, path: P) =>
  operation({
    method: 'GET',
    path,
    access: 'session',
    tag,
    summary: `${f.label}の回答の集計`,
    description: '公開中のフォームの質問ごとに、回答数と選択肢ごとの数を返します（グラフ用）。',
    responses: { 200: answerSummarySchema },
  });

export const landingPages = list(LANDING, LANDING.list);
export const landingPage = read(LANDING, LANDING.one);
export const createLandingPage = create(LANDING, LANDING.list);
export const updateLandingPage = update(LANDING, LANDING.one);
export const deleteLandingPage = remove(LANDING, LANDING.one);
export const publishLandingPage = publish(LANDING, LANDING.publish);
export const unpublishLandingPage = unpublish(LANDING, LANDING.unpublish);
export const copyLandingPage = copy(LANDING, LANDING.copy);
export const landingAnswers = answers(LANDING, LANDING.answers);
export const landingAnswersCsv = csv(LANDING, LANDING.csv);
export const landingAnswerSummary = summary(LANDING, LANDING.summary);

export const formPages = list(FORM, FORM.list);
export const formPage = read(FORM, FORM.one);
export const createForm = create(FORM, FORM.list);
export const updateForm = update(FORM, FORM.one);
export const deleteForm = remove(FORM, FORM.one);
export const publishForm = publish(FORM, FORM.publish);
export const unpublishForm = unpublish(FORM, FORM.unpublish);
export const copyForm = copy(FORM, FORM.copy);
export const formAnswers = answers(FORM, FORM.answers);
export const formAnswersCsv = csv(FORM, FORM.csv);
export const formAnswerSummary = summary(FORM, FORM.summary);

export const answerFile = operation({
  method: 'GET',
  path: P.answerFile,
  access: 'session',
  tag,
  summary: '回答のファイル',
  description: '回答にアップロードされたファイルをダウンロードします（Content-Disposition: attachment）。',
  params: { field: answerFieldParamSchema },
  responses: { 200: null },
  produces: ['application/octet-stream'],
});

export const pageSettings = operation({
  method: 'GET',
  path: P.settings,
  access: 'session',
  tag,
  summary: 'ページの設定',
  description: 'LINE の中でページを開く LIFF アプリの ID（LINE ログインチャネルに作ったもの）を返します。',
  responses: { 200: pageAccountSettingsSchema },
});

export const putPageSettings = operation({
  method: 'PUT',
  path: P.settings,
  access: { keys: ['LANDING_WRITE', 'FORM_WRITE'] },
  tag,
  summary: 'ページの設定の保存',
  description:
    'LIFF ID を保存します。LIFF アプリのエンドポイント URL にはこのサーバーのアドレス（PUBLIC_ORIGIN）を登録してください。null で LIFF を使いません。',
  body: pageAccountSettingsSchema,
  responses: { 200: pageAccountSettingsSchema },
});

export const pagePreview = operation({
  method: 'POST',
  path: P.preview,
  access: 'session',
  tag,
  summary: 'ページのプレビュー',
  description:
    '保存していない設定と下書きを、公開ページと同じ HTML で返します（保存はしません）。フォームは送信できず、変数は見本の値で表示します。画像・クリック測定はアカウントのものだけを表示します。',
  body: pagePreviewInputSchema,
  responses: { 200: null },
  produces: ['text/html'],
});

const code = { code: pageCodeParamSchema };

export const publicAnswer = operation({
  method: 'POST',
  path: P.publicAnswers,
  access: 'public',
  tag: 'public-pages',
  summary: '公開ページ: フォームの回答',
  description:
    'LINE の中では LIFF の ID トークン（id_token）を送り、サーバーが LINE に確かめた友だちの回答になります（友だち情報への書き込みとタグ付け）。確かめられないトークンは 401、LINE の外では匿名の回答です。入力の誤りは質問 ID ごとの 422、キャプチャが有効なら captcha_token が必要です。アドレスごと・ページごとに回数の上限があります（429）。',
  params: code,
  body: publicAnswerInputSchema,
  responses: { 201: publicAnswerSchema },
  errors: [401, 404, 409, 422, 429],
});

export const publicUpload = operation({
  method: 'POST',
  path: P.publicUploads,
  access: 'public',
  tag: 'public-pages',
  summary: '公開ページ: 回答のファイルのアップロード',
  description:
    'multipart/form-data の file を1つ受け取り、回答で指定するトークンを返します（24時間・1回だけ有効）。種類は中身のバイトで判定し、画像（JPEG・PNG・WebP・GIF・HEIC）と PDF の10MBまでです（ほかは 422、大きすぎると 413）。',
  params: code,
  consumes: ['multipart/form-data'],
  responses: { 201: publicUploadSchema },
  errors: [404, 413, 422, 429],
});

export const publicVisit = operation({
  method: 'POST',
  path: P.publicVisits,
  access: 'public',
  tag: 'public-pages',
  summary: '公開ページ: LINE の中での閲覧',
  description:
    'LIFF の ID トークンを LINE に確かめ、友だちの閲覧として数えます（ファネルの行動にもなります）。確かめられなければ何もしません（204）。',
  params: code,
  body: publicVisitInputSchema,
  responses: { 204: null },
  errors: [404, 429],
});
