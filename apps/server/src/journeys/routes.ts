import { apiErrorSchema, pageQuerySchema } from '@console/contract';
import {
  JOURNEYS_API,
  journeyCountsSchema,
  journeyFavoriteSchema,
  journeyGroupListSchema,
  journeyGroupSchema,
  journeyIdsSchema,
  journeyInputSchema,
  journeyListSchema,
  journeyMemberListSchema,
  journeyMoveSchema,
  journeyNameSchema,
  journeySchema,
  journeySortSchema,
  journeyTagListSchema,
  journeyTagSchema,
  OUTBOX_LIMIT,
  outboxListSchema,
  outboxQuerySchema,
} from '@console/contract/journeys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { currentUser } from '../plugins/auth';
import type { JourneysConfig } from './config';
import { journeyCounts } from './engine';
import { journeyTagMembers, memberQueryMembers, outbox } from './members';
import { messages } from './messages';
import { digits, idParams } from './params';
import {
  copyJourney,
  createGroup,
  createJourney,
  createTag,
  deleteGroup,
  deleteJourneys,
  deleteTag,
  getJourney,
  listGroups,
  listJourneys,
  listTags,
  moveJourneys,
  renameGroup,
  renameTag,
  setFavorite,
  sortFavorites,
  sortGroups,
  sortJourneys,
  updateJourney,
} from './service';
import { triggerRoutes } from './trigger-routes';

const tags = ['journeys'];
const read = { 401: apiErrorSchema, 404: apiErrorSchema };
const write = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const ordering = { ...write, 409: apiErrorSchema };
const done = z.object({ status: z.literal(true) });

/**
 * Journeys, journey groups and journey tags (spec §7 "Journeys"). The spec gives the journey
 * screens no permission key: any signed-in operator of the account. Every id must be the
 * account's (404 otherwise, spec §8 "Not found").
 */
export default async function journeysRoutes(app: FastifyInstance, options: { config: JourneysConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;

  routes.get(
    JOURNEYS_API.route('journeys'),
    {
      schema: {
        tags,
        summary: 'ジャーニーの一覧（グループの順、グループなしは最後。それぞれ並び順）',
        response: { 200: journeyListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listJourneys(app.db, account(request)),
  );
  routes.post(
    JOURNEYS_API.route('journeys'),
    {
      schema: {
        tags,
        summary: 'ジャーニーの登録（グループの最後）',
        body: journeyInputSchema,
        response: { 201: journeySchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createJourney(app.db, account(request), request.body)),
  );
  routes.put(
    JOURNEYS_API.route('journey'),
    {
      schema: {
        tags,
        summary: 'ジャーニーの変更（ステップが変わると version が上がる）',
        params: idParams,
        body: journeyInputSchema,
        response: { 200: journeySchema, ...write },
      },
    },
    async (request) => updateJourney(app.db, account(request), request.params.id, request.body),
  );
  routes.delete(
    JOURNEYS_API.route('journey'),
    { schema: { tags, summary: 'ジャーニーの削除', params: idParams, response: { 200: done, ...write } } },
    async (request) => {
      await deleteJourneys(app.db, account(request), [request.params.id]);
      return { status: true as const };
    },
  );
  routes.post(
    JOURNEYS_API.route('sort'),
    {
      schema: {
        tags,
        summary: 'グループ内の並び順（そのグループのジャーニーすべて。1 から振り直す）',
        body: journeySortSchema,
        response: { 200: done, ...ordering },
      },
    },
    async (request) => {
      await sortJourneys(app.db, account(request), request.body.group_id ?? null, request.body.ids);
      return { status: true as const };
    },
  );
  routes.post(
    JOURNEYS_API.route('sortFavorite'),
    {
      schema: {
        tags,
        summary: 'お気に入りの並び順（お気に入りのジャーニーすべて）',
        body: journeyIdsSchema,
        response: { 200: done, ...ordering },
      },
    },
    async (request) => {
      await sortFavorites(app.db, account(request), request.body.ids);
      return { status: true as const };
    },
  );
  routes.post(
    JOURNEYS_API.route('bulkDelete'),
    {
      schema: {
        tags,
        summary: 'まとめて削除（どれかがなければ何も消さず 404）',
        body: journeyIdsSchema,
        response: { 200: done, ...write },
      },
    },
    async (request) => {
      await deleteJourneys(app.db, account(request), request.body.ids);
      return { status: true as const };
    },
  );
  routes.post(
    JOURNEYS_API.route('moveGroup'),
    {
      schema: {
        tags,
        summary: 'グループの移動（移動先の最後へ、指定の順）',
        body: journeyMoveSchema,
        response: { 200: done, ...write },
      },
    },
    async (request) => {
      await moveJourneys(app.db, account(request), request.body.group_id, request.body.ids);
      return { status: true as const };
    },
  );
  routes.patch(
    JOURNEYS_API.route('favorite'),
    {
      schema: {
        tags,
        summary: 'お気に入りの切り替え',
        params: idParams,
        body: journeyFavoriteSchema,
        response: { 200: journeySchema, ...write },
      },
    },
    async (request) => setFavorite(app.db, account(request), request.params.id, request.body.favorite),
  );
  routes.post(
    JOURNEYS_API.route('copy'),
    {
      schema: {
        tags,
        summary: 'コピー（同じグループの最後に下書きで）',
        params: idParams,
        response: { 201: journeySchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await copyJourney(app.db, account(request), request.params.id)),
  );
  routes.get(
    JOURNEYS_API.route('journey'),
    { schema: { tags, summary: 'ジャーニー', params: idParams, response: { 200: journeySchema, ...read } } },
    async (request) => getJourney(app.db, account(request), request.params.id),
  );

  routes.get(
    JOURNEYS_API.route('counts'),
    {
      schema: {
        tags,
        summary: 'ステップごとの人数（待機中・実行済み・失敗）とジャーニー全体の人数',
        params: idParams,
        response: { 200: journeyCountsSchema, ...read },
      },
    },
    async (request) => {
      const journey = await getJourney(app.db, account(request), request.params.id);
      return journeyCounts(app.db, journey.id, journey.steps);
    },
  );
  routes.get(
    JOURNEYS_API.route('outbox'),
    {
      schema: {
        tags,
        summary: `LINE のサンドボックスが送信の代わりに記録したメッセージ（新しい順に ${OUTBOX_LIMIT} 件、?friend_id= で友だち 1 人）`,
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const friend = request.query.friend_id;
      if (friend !== undefined && !/^\d{1,9}$/.test(friend)) {
        throw new HttpError(422, messages.validation, { friend_id: [messages.notFound] });
      }
      return outbox(app.db, account(request), friend === undefined ? null : Number(friend));
    },
  );
  routes.get(
    JOURNEYS_API.route('tagMembers'),
    {
      schema: {
        tags,
        summary:
          'ジャーニーがジャーニータグを付けた友だち（友だち id 順、ジャーニーでの位置）。?page=&per_page= でページ単位',
        params: z.object({ id: digits, tagId: digits }),
        querystring: pageQuerySchema,
        response: { 200: journeyMemberListSchema, ...read, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendList(
        request,
        reply,
        await journeyTagMembers(app.db, account(request), request.params.id, request.params.tagId),
      ),
  );
  routes.get(
    JOURNEYS_API.route('queryMembers'),
    {
      schema: {
        tags,
        summary: 'セグメントが今選ぶ友だち（友だち id 順）。?page=&per_page= でページ単位',
        params: z.object({ qid: digits }),
        querystring: pageQuerySchema,
        response: { 200: journeyMemberListSchema, ...read, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendList(request, reply, await memberQueryMembers(app.db, account(request), request.params.qid)),
  );

  routes.get(
    JOURNEYS_API.route('groups'),
    {
      schema: {
        tags,
        summary: 'ジャーニーのグループ（並び順）',
        response: { 200: journeyGroupListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listGroups(app.db, account(request)),
  );
  routes.post(
    JOURNEYS_API.route('groups'),
    {
      schema: {
        tags,
        summary: 'グループの登録（最後）',
        body: journeyNameSchema,
        response: { 201: journeyGroupSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(app.db, account(request), request.body.name)),
  );
  routes.post(
    JOURNEYS_API.route('groupsSort'),
    {
      schema: {
        tags,
        summary: 'グループの並び順（すべてのグループ）',
        body: journeyIdsSchema,
        response: { 200: done, ...ordering },
      },
    },
    async (request) => {
      await sortGroups(app.db, account(request), request.body.ids);
      return { status: true as const };
    },
  );
  routes.patch(
    JOURNEYS_API.route('groupRename'),
    {
      schema: {
        tags,
        summary: 'グループ名の変更',
        params: idParams,
        body: journeyNameSchema,
        response: { 200: journeyGroupSchema, ...write },
      },
    },
    async (request) => renameGroup(app.db, account(request), request.params.id, request.body.name),
  );
  routes.delete(
    JOURNEYS_API.route('group'),
    {
      schema: {
        tags,
        summary: 'グループの削除（ジャーニーはグループなしの最後へ）',
        params: idParams,
        response: { 200: done, ...write },
      },
    },
    async (request) => {
      await deleteGroup(app.db, account(request), request.params.id);
      return { status: true as const };
    },
  );

  routes.get(
    JOURNEYS_API.route('tags'),
    {
      schema: {
        tags,
        summary: 'ジャーニータグ（並び順、同じ順なら新しい順）',
        response: { 200: journeyTagListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listTags(app.db, account(request)),
  );
  routes.post(
    JOURNEYS_API.route('tags'),
    {
      schema: {
        tags,
        summary: 'ジャーニータグの登録',
        body: journeyNameSchema,
        response: { 201: journeyTagSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTag(app.db, account(request), request.body.name)),
  );
  routes.patch(
    JOURNEYS_API.route('tagRename'),
    {
      schema: {
        tags,
        summary: 'ジャーニータグ名の変更',
        params: idParams,
        body: journeyNameSchema,
        response: { 200: journeyTagSchema, ...write },
      },
    },
    async (request) => renameTag(app.db, account(request), request.params.id, request.body.name),
  );
  routes.delete(
    JOURNEYS_API.route('tag'),
    {
      schema: { tags, summary: 'ジャーニータグの削除', params: idParams, response: { 200: done, ...write } },
    },
    async (request) => {
      await deleteTag(app.db, account(request), request.params.id);
      return { status: true as const };
    },
  );

  await triggerRoutes(app, options.config.journeys);
}
