import { apiErrorSchema } from '@console/contract';
import {
  commonVarInputSchema,
  commonVarItemSchema,
  commonVarsSchema,
  FRIENDS_API,
  type FriendQuery,
  formsSchema,
  friendDetailSchema,
  friendListSchema,
  friendPatchSchema,
  friendQuerySchema,
  lineChannelInputSchema,
  lineChannelSchema,
  memberCountSchema,
  memberFilterSchema,
  memberQueryInputSchema,
  memberQueryListSchema,
  memberQuerySchema,
  tagFriendsInputSchema,
  tagFriendsResultSchema,
  tagGroupInputSchema,
  tagGroupListSchema,
  tagGroupSchema,
  tagInputSchema,
  tagListSchema,
  tagSchema,
  varChoiceListSchema,
  varGroupInputSchema,
  varGroupSchema,
  varInputSchema,
  varItemSchema,
  variaSchema,
} from '@console/contract/friends';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { currentUser, requireOwner, requirePermission } from '../plugins/auth';
import { messages } from './messages';
import {
  channelById,
  channelOf,
  choicesOf,
  commonVars,
  countMembers,
  createTag,
  createTagGroup,
  createVar,
  createVarGroup,
  deleteMemberQuery,
  deleteTag,
  deleteTagGroup,
  deleteVar,
  deleteVarGroup,
  forms,
  friendsSource,
  getCommonVar,
  getFriend,
  getMemberQuery,
  getTag,
  listMemberQueries,
  listTagGroups,
  listTags,
  patchFriend,
  saveChannel,
  saveCommonVar,
  saveMemberQuery,
  tagFriends,
  untagFriends,
  updateTag,
  updateTagGroup,
  updateVar,
  updateVarGroup,
  varia,
} from './service';
import { eventsOf, signatureMatches, storeEvents } from './webhook';

/** Route ids are digits only (ARCHITECTURE.md); anything else is answered 404 by the error handler. */
const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const idParams = z.object({ id: digits });

const tags = ['friends'];
const read = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const write = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const noContent = { 204: z.null() };

const webhookPath = (id: number) => FRIENDS_API.path('webhook', { channelId: id });

/** LINE sends small deliveries; a larger body is not LINE's. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Friends and their data (issue 16). Reads need a session; tag writes TAG_WRITE, common
 * variables COMMON_VAR_WRITE (their read answers 403 without it, spec §6); friend-info variables
 * and friends need a session (their routes carry no key, spec §6). Every id must be the caller's
 * account's: anything else is 404.
 */
export default async function friendsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canTag = requirePermission('TAG_WRITE');
  const canCommon = requirePermission('COMMON_VAR_WRITE');
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;

  // Shared data (spec §7) ---------------------------------------------------------------------

  routes.get(
    FRIENDS_API.route('varia'),
    {
      schema: {
        tags,
        summary: '共有データ: 友だち情報の項目（グループ・項目・並び順）',
        response: { 200: variaSchema, 401: apiErrorSchema },
      },
    },
    async (request) => varia(app.db, account(request)),
  );
  routes.get(
    FRIENDS_API.route('commonVars'),
    {
      preHandler: canCommon,
      schema: {
        tags,
        summary: '共有データ: 共通変数（COMMON_VAR_WRITE がなければ 403）',
        response: { 200: commonVarsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => commonVars(app.db, account(request)),
  );
  routes.get(
    FRIENDS_API.route('forms'),
    {
      schema: {
        tags,
        summary: '共有データ: フォームの項目（コード付き）',
        response: { 200: formsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => forms(app.db, account(request)),
  );
  routes.get(
    FRIENDS_API.route('varChoices'),
    {
      schema: {
        tags,
        summary: '共有データ: 選択肢の項目の選択肢（並び順）',
        params: z.object({ var_id: digits }),
        response: { 200: varChoiceListSchema, ...read },
      },
    },
    async (request) => choicesOf(app.db, account(request), request.params.var_id),
  );

  // Friend-info variables and groups -------------------------------------------------------------

  routes.post(
    FRIENDS_API.route('vars'),
    {
      schema: {
        tags,
        summary: '友だち情報の項目の登録',
        body: varInputSchema,
        response: { 201: varItemSchema, ...write },
      },
    },
    async (request, reply) => reply.status(201).send(await createVar(app.db, account(request), request.body)),
  );
  routes.put(
    FRIENDS_API.route('var'),
    {
      schema: {
        tags,
        summary: '友だち情報の項目の変更',
        params: idParams,
        body: varInputSchema,
        response: { 200: varItemSchema, ...write },
      },
    },
    async (request) => updateVar(app.db, account(request), request.params.id, request.body),
  );
  routes.delete(
    FRIENDS_API.route('var'),
    {
      schema: {
        tags,
        summary: '友だち情報の項目の削除（友だちの値も消える）',
        params: idParams,
        response: { ...noContent, ...write },
      },
    },
    async (request, reply) => {
      await deleteVar(app.db, account(request), request.params.id, 'var');
      return reply.status(204).send(null);
    },
  );
  routes.post(
    FRIENDS_API.route('varGroups'),
    {
      schema: {
        tags,
        summary: '友だち情報のグループの登録',
        body: varGroupInputSchema,
        response: { 201: varGroupSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVarGroup(app.db, account(request), 'var', request.body.name)),
  );
  routes.put(
    FRIENDS_API.route('varGroup'),
    {
      schema: {
        tags,
        summary: '友だち情報のグループ名の変更',
        params: idParams,
        body: varGroupInputSchema,
        response: { 200: varGroupSchema, ...write },
      },
    },
    async (request) => updateVarGroup(app.db, account(request), 'var', request.params.id, request.body.name),
  );
  routes.delete(
    FRIENDS_API.route('varGroup'),
    {
      schema: {
        tags,
        summary: '友だち情報のグループの削除（項目はグループなしに残る）',
        params: idParams,
        response: { ...noContent, ...write },
      },
    },
    async (request, reply) => {
      await deleteVarGroup(app.db, account(request), 'var', request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Common variables ----------------------------------------------------------------------------

  routes.get(
    FRIENDS_API.route('commonVarItem'),
    {
      preHandler: canCommon,
      schema: {
        tags,
        summary: '共通変数',
        params: idParams,
        response: { 200: commonVarItemSchema, ...write },
      },
    },
    async (request) => getCommonVar(app.db, account(request), request.params.id),
  );
  routes.post(
    FRIENDS_API.route('commonVarItems'),
    {
      preHandler: canCommon,
      schema: {
        tags,
        summary: '共通変数の登録',
        body: commonVarInputSchema,
        response: { 201: commonVarItemSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveCommonVar(app.db, account(request), null, request.body)),
  );
  routes.put(
    FRIENDS_API.route('commonVarItem'),
    {
      preHandler: canCommon,
      schema: {
        tags,
        summary: '共通変数の変更',
        params: idParams,
        body: commonVarInputSchema,
        response: { 200: commonVarItemSchema, ...write },
      },
    },
    async (request) => saveCommonVar(app.db, account(request), request.params.id, request.body),
  );
  routes.delete(
    FRIENDS_API.route('commonVarItem'),
    {
      preHandler: canCommon,
      schema: { tags, summary: '共通変数の削除', params: idParams, response: { ...noContent, ...write } },
    },
    async (request, reply) => {
      await deleteVar(app.db, account(request), request.params.id, 'common');
      return reply.status(204).send(null);
    },
  );

  // Friends -------------------------------------------------------------------------------------

  routes.get(
    FRIENDS_API.route('friends'),
    {
      schema: {
        tags,
        summary:
          '友だちの一覧（名前の部分一致・タグ・項目・追加日・状態で絞り込み、サーバーで並べ替え）。?page=&per_page= でページ単位（X-Total-Count, Link）',
        querystring: friendQuerySchema,
        response: { 200: friendListSchema, ...read },
      },
    },
    async (request, reply) => {
      const source = await friendsSource(app.db, account(request), request.query as FriendQuery);
      return sendList(request, reply, source);
    },
  );
  routes.get(
    FRIENDS_API.route('friend'),
    {
      schema: {
        tags,
        summary: '友だちの詳細（タグ・友だち情報・メモ）',
        params: idParams,
        response: { 200: friendDetailSchema, ...read },
      },
    },
    async (request) => getFriend(app.db, account(request), request.params.id),
  );
  routes.patch(
    FRIENDS_API.route('friend'),
    {
      schema: {
        tags,
        summary: '友だちのメモ・表示名・友だち情報の変更（空文字で値を消す）',
        params: idParams,
        body: friendPatchSchema,
        response: { 200: friendDetailSchema, ...write },
      },
    },
    async (request) => patchFriend(app.db, account(request), request.params.id, request.body),
  );

  // Tags ----------------------------------------------------------------------------------------

  routes.get(
    FRIENDS_API.route('tags'),
    {
      schema: {
        tags,
        summary: 'タグの一覧（並び順、友だちの数つき）',
        response: { 200: tagListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listTags(app.db, account(request)),
  );
  routes.get(
    FRIENDS_API.route('tag'),
    { schema: { tags, summary: 'タグ', params: idParams, response: { 200: tagSchema, ...read } } },
    async (request) => getTag(app.db, account(request), request.params.id),
  );
  routes.post(
    FRIENDS_API.route('tags'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: 'タグの登録（並び順の最後）',
        body: tagInputSchema,
        response: { 201: tagSchema, ...write },
      },
    },
    async (request, reply) => reply.status(201).send(await createTag(app.db, account(request), request.body)),
  );
  routes.put(
    FRIENDS_API.route('tag'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: 'タグ名・グループの変更',
        params: idParams,
        body: tagInputSchema,
        response: { 200: tagSchema, ...write },
      },
    },
    async (request) => updateTag(app.db, account(request), request.params.id, request.body),
  );
  routes.delete(
    FRIENDS_API.route('tag'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: 'タグの削除（友だちから外れる）',
        params: idParams,
        response: { ...noContent, ...write },
      },
    },
    async (request, reply) => {
      await deleteTag(app.db, account(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.post(
    FRIENDS_API.route('tagFriends'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: '友だちにタグを付ける（まとめて、最大 10,000 人）',
        params: idParams,
        body: tagFriendsInputSchema,
        response: { 200: tagFriendsResultSchema, ...write },
      },
    },
    async (request) => tagFriends(app.db, account(request), request.params.id, request.body.friend_ids),
  );
  routes.post(
    FRIENDS_API.route('tagFriendsRemove'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: '友だちからタグを外す（まとめて、最大 10,000 人）',
        params: idParams,
        body: tagFriendsInputSchema,
        response: { 200: tagFriendsResultSchema, ...write },
      },
    },
    async (request) => untagFriends(app.db, account(request), request.params.id, request.body.friend_ids),
  );
  routes.get(
    FRIENDS_API.route('tagGroups'),
    {
      schema: {
        tags,
        summary: 'タグのグループ（並び順）',
        response: { 200: tagGroupListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listTagGroups(app.db, account(request)),
  );
  routes.post(
    FRIENDS_API.route('tagGroups'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: 'タグのグループの登録',
        body: tagGroupInputSchema,
        response: { 201: tagGroupSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTagGroup(app.db, account(request), request.body.name)),
  );
  routes.put(
    FRIENDS_API.route('tagGroup'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: 'タグのグループ名の変更',
        params: idParams,
        body: tagGroupInputSchema,
        response: { 200: tagGroupSchema, ...write },
      },
    },
    async (request) => updateTagGroup(app.db, account(request), request.params.id, request.body.name),
  );
  routes.delete(
    FRIENDS_API.route('tagGroup'),
    {
      preHandler: canTag,
      schema: {
        tags,
        summary: 'タグのグループの削除（タグはグループなしに残る）',
        params: idParams,
        response: { ...noContent, ...write },
      },
    },
    async (request, reply) => {
      await deleteTagGroup(app.db, account(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Member queries ------------------------------------------------------------------------------

  routes.get(
    FRIENDS_API.route('memberQueries'),
    {
      schema: {
        tags,
        summary: '保存した絞り込み（セグメント）',
        response: { 200: memberQueryListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMemberQueries(app.db, account(request)),
  );
  routes.get(
    FRIENDS_API.route('memberQuery'),
    {
      schema: {
        tags,
        summary: 'セグメント',
        params: idParams,
        response: { 200: memberQuerySchema, ...read },
      },
    },
    async (request) => getMemberQuery(app.db, account(request), request.params.id),
  );
  routes.post(
    FRIENDS_API.route('memberQueries'),
    {
      schema: {
        tags,
        summary: 'セグメントの登録',
        body: memberQueryInputSchema,
        response: { 201: memberQuerySchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveMemberQuery(app.db, account(request), null, request.body)),
  );
  routes.put(
    FRIENDS_API.route('memberQuery'),
    {
      schema: {
        tags,
        summary: 'セグメントの変更',
        params: idParams,
        body: memberQueryInputSchema,
        response: { 200: memberQuerySchema, ...write },
      },
    },
    async (request) => saveMemberQuery(app.db, account(request), request.params.id, request.body),
  );
  routes.delete(
    FRIENDS_API.route('memberQuery'),
    { schema: { tags, summary: 'セグメントの削除', params: idParams, response: { ...noContent, ...write } } },
    async (request, reply) => {
      await deleteMemberQuery(app.db, account(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    FRIENDS_API.route('memberQueryCount'),
    {
      schema: {
        tags,
        summary: 'セグメントに当てはまる友だちの数（今の数）',
        params: idParams,
        response: { 200: memberCountSchema, ...read },
      },
    },
    async (request) => {
      const accountId = account(request);
      const stored = await getMemberQuery(app.db, accountId, request.params.id);
      return { count: await countMembers(app.db, accountId, stored.filter) };
    },
  );
  routes.post(
    FRIENDS_API.route('memberQueryPreview'),
    {
      schema: {
        tags,
        summary: '保存前の絞り込みに当てはまる友だちの数',
        body: memberFilterSchema,
        response: { 200: memberCountSchema, ...write },
      },
    },
    async (request) => ({ count: await countMembers(app.db, account(request), request.body) }),
  );

  // The LINE channel and its webhook ------------------------------------------------------------

  routes.get(
    FRIENDS_API.route('channel'),
    {
      schema: {
        tags,
        summary: 'LINE チャネル（Webhook の URL、受け取ったイベントの数）',
        response: { 200: lineChannelSchema, ...read },
      },
    },
    async (request) =>
      channelOf(app.db, account(request), webhookPath, `${request.protocol}://${request.host}`),
  );

  routes.put(
    FRIENDS_API.route('channel'),
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary:
          'LINE チャネルの設定（オーナーのみ）。シークレットとトークンは返さない。トークンを空にするとサンドボックス',
        body: lineChannelInputSchema,
        response: { 200: lineChannelSchema, ...write },
      },
    },
    async (request) => {
      const accountId = account(request);
      await saveChannel(app.db, accountId, request.body);
      return channelOf(app.db, accountId, webhookPath, `${request.protocol}://${request.host}`);
    },
  );

  await app.register(async (scope) => {
    // The signature is over the raw bytes, so this scope keeps JSON bodies as Buffers.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { channelId: string }; Body: Buffer }>(
      FRIENDS_API.route('webhook'),
      {
        config: { public: true, signed: true },
        schema: {
          tags,
          summary: 'LINE の Webhook（X-Line-Signature で検証、イベントを保存してすぐ 200）',
          params: z.object({ channelId: z.string().regex(/^\d{1,9}$/) }),
          response: { 200: z.object({}), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const channel = await channelById(app.db, Number(request.params.channelId));
        if (!channel) throw new HttpError(404, messages.notFound);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-line-signature'];
        if (!signatureMatches(body, channel.secret, typeof signature === 'string' ? signature : undefined)) {
          throw new HttpError(401, messages.signature);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          throw new HttpError(400, messages.webhookBody);
        }
        const events = eventsOf(parsed);
        if (!events) throw new HttpError(400, messages.webhookBody);
        await storeEvents(app.db, channel, events);
        return reply.status(200).send({});
      },
    );
  });
}
