import { operation } from '../operations';
import { PAGES_PATHS as P } from './paths';
import { publishInputSchema } from './schemas';
import {
  siteCreateInputSchema,
  siteInputSchema,
  siteListQuerySchema,
  siteListSchema,
  sitePageInputSchema,
  sitePageListSchema,
  sitePageSchema,
  siteSchema,
} from './site-schemas';

/*
 * Sites (issue 33; spec §2 `/line/site` and `/vue3-dev/line/site/pure/edit/{id}` with SITE_WRITE,
 * `/vue3-dev/line/site/egg/setting/{id}`). Reads need a session of the account, writes SITE_WRITE;
 * another account's site or page is 404. A site's pages are pages of kind `site`: the same
 * documents, validation, publishing (now or at a time) and public drawing as landing pages, under
 * the site's address, theme, OGP, analytics tags, access and menu.
 */

const tag = 'sites';
const write = { keys: ['SITE_WRITE'] } as const;

export const sites = operation({
  method: 'GET',
  path: P.sites,
  access: 'session',
  tag,
  summary: 'サイトの一覧',
  description:
    '更新の新しい順です。?q= でサイト名を絞り込み、?page=&per_page= でページ単位（X-Total-Count, Link）になります。ページ数・公開中のページ数・閲覧数を含みます。',
  query: siteListQuerySchema,
  responses: { 200: siteListSchema },
});

export const createSite = operation({
  method: 'POST',
  path: P.sites,
  access: write,
  tag,
  summary: 'サイトの作成',
  description:
    'サイト名とアドレス（/s/{slug}）で作り、トップページ（下書き）を1つ作ります。アドレスがほかのサイトと重なると 409 です。',
  body: siteCreateInputSchema,
  responses: { 201: siteSchema },
  errors: [409, 422],
});

export const site = operation({
  method: 'GET',
  path: P.site,
  access: 'session',
  tag,
  summary: 'サイトの設定',
  description:
    'アドレス・テーマ・OGP・アクセス解析・公開範囲・メニュー・トップページを返します（パスワードは返しません）。',
  responses: { 200: siteSchema },
});

export const updateSite = operation({
  method: 'PUT',
  path: P.site,
  access: write,
  tag,
  summary: 'サイトの設定の保存',
  description:
    '設定を置き換えます。password は新しいパスワード（省くか null で今のまま）。公開範囲「password」にはパスワードが、「friends」には LIFF ID（ページの設定）が必要です（422）。メニューとトップページはこのサイトのページだけを指定できます。アドレスを変えると古いアドレスは 404 になります。',
  body: siteInputSchema,
  responses: { 200: siteSchema },
  errors: [409, 422],
});

export const deleteSite = operation({
  method: 'DELETE',
  path: P.site,
  access: write,
  tag,
  summary: 'サイトの削除',
  description: 'サイトとそのすべてのページを消します。アドレスは 404 になります。',
  responses: { 204: null },
});

export const sitePages = operation({
  method: 'GET',
  path: P.sitePages,
  access: 'session',
  tag,
  summary: 'サイトのページ一覧',
  description: 'トップページを先に、あとはアドレス順です。閲覧数を含みます。',
  responses: { 200: sitePageListSchema },
});

export const createSitePage = operation({
  method: 'POST',
  path: P.sitePages,
  access: write,
  tag,
  summary: 'サイトのページの作成',
  description:
    '下書きとして作ります。path はサイトの中のアドレス（/s/{slug}/{path}）で、サイトの中で重なると 409 です。フォームのブロックは置けません（422）。',
  body: sitePageInputSchema,
  responses: { 201: sitePageSchema },
  errors: [409, 422],
});

export const sitePage = operation({
  method: 'GET',
  path: P.sitePage,
  access: 'session',
  tag,
  summary: 'サイトのページ',
  description: '設定・下書き・公開中の内容と、サイトの名前とアドレスを返します。',
  responses: { 200: sitePageSchema },
});

export const updateSitePage = operation({
  method: 'PUT',
  path: P.sitePage,
  access: write,
  tag,
  summary: 'サイトのページの保存（下書き）',
  description: '設定・アドレス・下書きを置き換えます。公開中の内容は publish するまで変わりません。',
  body: sitePageInputSchema,
  responses: { 200: sitePageSchema },
  errors: [409, 422],
});

export const deleteSitePage = operation({
  method: 'DELETE',
  path: P.sitePage,
  access: write,
  tag,
  summary: 'サイトのページの削除',
  description: 'メニューからも外します。トップページとサイトの最後のページは削除できません（409）。',
  responses: { 204: null },
  errors: [409],
});

export const publishSitePage = operation({
  method: 'POST',
  path: P.sitePagePublish,
  access: write,
  tag,
  summary: 'サイトのページの公開',
  description: 'at を省くか null で今すぐ、今より後の日時なら公開予約です。ブロックのない下書きは 422 です。',
  body: publishInputSchema,
  responses: { 200: sitePageSchema },
});

export const unpublishSitePage = operation({
  method: 'POST',
  path: P.sitePageUnpublish,
  access: write,
  tag,
  summary: 'サイトのページの公開停止',
  description: '公開と公開予約をやめて下書きに戻します。メニューからは消え、アドレスは 404 になります。',
  responses: { 200: sitePageSchema },
});

export const copySitePage = operation({
  method: 'POST',
  path: P.sitePageCopy,
  access: write,
  tag,
  summary: 'サイトのページの複製',
  description:
    '同じサイトに、下書きと設定を写した新しい下書きを作ります（アドレスには「-copy」などを付けて重ならないようにします）。',
  responses: { 201: sitePageSchema },
  errors: [409, 422],
});
