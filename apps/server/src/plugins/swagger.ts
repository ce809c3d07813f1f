import { type Access, DOCS_API, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** One tag per operation table's `tag`, in the order of the console's menu. */
export const FEATURE_TAGS = [
  { name: 'auth', description: 'ログインとセッション' },
  { name: 'account', description: 'アカウントと権限' },
  { name: 'home', description: 'ホーム（今日やることの件数）' },
  { name: 'tel', description: '通知メッセージ（電話番号あての LINE 通知メッセージ）' },
  { name: 'salon', description: 'サロン（予約・シフト・コースとリソース・受付の設定・外部カレンダー）' },
  { name: 'public-booking', description: 'お客さまのオンライン予約（ログイン不要）' },
  { name: 'friends', description: 'LINE の友だちと友だち情報・タグ・セグメント・共通変数' },
  { name: 'journeys', description: 'ジャーニーとそのグループ・ジャーニータグ' },
  { name: 'templates', description: 'メッセージのテンプレートとそのグループ' },
  { name: 'richmenus', description: 'リッチメニュー：編集・LINE への公開・友だちに表示されているメニュー' },
  { name: 'media', description: '画像ライブラリ（LINE が使う大きさに変換した画像と、その公開 URL）' },
  {
    name: 'deliveries',
    description: '配信：テンプレートを多くの友だちへ（下書き・予約・キャンセル・配信先の人数）',
  },
  {
    name: 'trackers',
    description:
      'トラッカー：クリックを数える URL・友だちごとの短いリンク（/t/{code}）・クリックしたときの動作',
  },
  {
    name: 'funnels',
    description:
      'ファネルと流入経路：友だちの行動を順に数える集計・ステップの友だちのセグメント・友だち追加の QR コードと URL（/e/{code}）',
  },
  {
    name: 'adconnect',
    description:
      '広告連携：LINE・Meta のコンバージョン API への友だちの行動の送信（広告アカウント・イベントの対応・送信ログ・テスト送信）',
  },
  {
    name: 'pages',
    description:
      'ランディングページとフォーム・アンケート：ブロックの下書きと公開（予約公開）・回答（一覧・CSV・集計）・プレビュー・LIFF ID',
  },
  {
    name: 'sites',
    description:
      'サイト：ページをまとめるアドレス（/s/{slug}）・メニュー・テーマ・OGP・アクセス解析・公開範囲（公開・パスワード・友だちだけ）と、そのページの編集・公開',
  },
  { name: 'boards', description: 'ボード：友だち限定の掲示板（/b/{code}）の投稿・ピン留め・既読数' },
  {
    name: 'public-pages',
    description:
      '公開ページ（/p/{code}）から送るフォームの回答・ファイル・LINE の中での閲覧と、友だち限定のサイト・ボードに入る確認（ログイン不要）',
  },
  {
    name: 'chat',
    description: '1:1 チャット：友だちとの会話・返信・担当者・対応済み・未読数・リアルタイムの変化',
  },
  { name: 'open-api-triggers', description: 'API トリガーと API キー（外部システムからの呼び出し）' },
  {
    name: 'follow-settings',
    description: 'あいさつメッセージ・友だち追加時設定（フォローのときに送るもの・行うこと）',
  },
  { name: 'health', description: '死活確認' },
];

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The error body of every failure (apiErrorSchema), for the answers the routes do not list. */
const API_ERROR_JSON = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
};

/** Answers any route may give besides its own: set by the platform, not by the route. */
function platformResponses(method: string, isPublic: boolean, hasBody: boolean): Record<string, object> {
  const answers: Record<string, string> = { '400': 'リクエストの形式が正しくない（壊れた URL や JSON）' };
  if (!isPublic) answers['401'] = 'ログインしていない';
  if (UNSAFE_METHODS.has(method)) answers['403'] = '権限がない、または X-Requested-With がない';
  if (hasBody || UNSAFE_METHODS.has(method)) {
    answers['413'] = '本文が大きすぎる';
    answers['415'] = 'この Content-Type の本文には対応していない';
  }
  if (!isPublic || method === 'post') answers['429'] = 'リクエストが多すぎる';
  return Object.fromEntries(
    Object.entries(answers).map(([status, description]) => [status, { description, ...API_ERROR_JSON }]),
  );
}

/** GET /api/tel/list/:id/status → getTelListByIdStatus: stable, readable names for generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by_${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[_-]/))
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * What a generated client must send: the session cookie for an operator's call, and on every
 * write from a browser (public ones too) the X-Requested-With header (plugins/csrf.ts); an API key
 * for another system's call; LINE's signature for the webhook.
 */
export function securityOf(access: Access, write: boolean): Record<string, string[]>[] {
  if (access === 'bearer') return [{ apiKey: [] }];
  if (access === 'signed') return [{ lineSignature: [] }];
  if (access === 'public') return write ? [{ requestedWith: [] }] : [];
  return write ? [{ session: [], requestedWith: [] }] : [{ session: [] }];
}

/**
 * The zod transform, plus what a client generator needs that the routes do not say themselves: an
 * operationId, and the security each call needs (none for public routes, the session for reads,
 * the session and the X-Requested-With header for writes).
 */
const describeOperation: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  // Routes without a schema (tests' probe routes) are left as fastify-swagger describes them.
  if (!schema || schema.hide) return result;
  const route = input.route as {
    method: string | string[];
    config?: { public?: boolean; operation?: { access: Access } };
  };
  const method = (Array.isArray(route.method) ? (route.method[0] ?? 'get') : route.method).toLowerCase();
  schema.operationId ??= operationIdOf(method, input.url);
  const access: Access = route.config?.operation?.access ?? (route.config?.public ? 'public' : 'session');
  const isPublic = access === 'public' || access === 'signed' || access === 'bearer';
  schema.response = {
    ...platformResponses(method, isPublic, schema.body !== undefined || schema.consumes !== undefined),
    ...(schema.response as Record<string, object> | undefined),
  };
  // No body (204): described without a JSON content type, as the answer has none.
  const responses = schema.response as Record<string, Record<string, unknown>>;
  if (responses['204']) {
    responses['204'] = { type: 'null', description: String(responses['204'].description ?? 'No Content') };
  }
  schema.security ??= securityOf(access, UNSAFE_METHODS.has(method));
  return result;
};

/** The OpenAPI document (DOCS_API.openapi) is generated from the routes' zod schemas; DOCS_API.docs renders it. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Console API',
          version: '0.1.0',
          license: { name: 'Proprietary（社内および契約先での利用に限る）' },
          // Spectral's info-contact: who answers for the API (no address is published here; the
          // console's operators reach the team through their contract's support channel).
          contact: { name: 'Console 開発チーム' },
          description:
            'コンソールの API。ログイン後のセッション Cookie で呼び出し、書き込み（POST・PUT・PATCH・DELETE）には X-Requested-With: XMLHttpRequest が必要です。',
        },
        servers: [{ url: '/', description: 'このサーバー' }],
        tags: FEATURE_TAGS,
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: 'console_session',
              description: 'POST /api/auth/login が発行するセッション Cookie（httpOnly）',
            },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              description: 'API トリガーの API キー（オーナーが発行。Authorization: Bearer で送ります）',
            },
            lineSignature: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Line-Signature',
              description: 'LINE が本文に付ける署名（チャネルシークレットによる HMAC-SHA256）',
            },
            requestedWith: {
              type: 'apiKey',
              in: 'header',
              name: REQUESTED_WITH_HEADER,
              description: `書き込みに必要なヘッダー。値は ${REQUESTED_WITH_VALUE}（CSRF 対策）`,
            },
          },
        },
      },
      transform: describeOperation,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_API.paths.docs,
      uiConfig: { deepLinking: false, validatorUrl: null },
      // swagger-ui's bundle sets inline styles, so /api/docs alone relaxes style-src. Its own
      // default policy is not used: its upgrade-insecure-requests breaks the page on plain HTTP.
      staticCSP: DOCS_CSP,
      transformSpecificationClone: true,
    });
    app.get(DOCS_API.paths.openapi, { schema: { hide: true }, config: { public: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'swagger' },
);
