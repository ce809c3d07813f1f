import { createHash } from 'node:crypto';
import { apiErrorSchema } from '@console/contract';
import {
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeyListSchema,
  apiKeySchema,
  IDEMPOTENCY_KEY_HEADER,
  TRIGGER_FIRE_PER_MINUTE,
  TRIGGERS_API,
  triggerActionInputSchema,
  triggerActionSchema,
  triggerActionStateSchema,
  triggerFireResultSchema,
  triggerFireSchema,
  triggerInputSchema,
  triggerListSchema,
  triggerSchema,
} from '@console/contract/journeys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { currentUser, requireOwner } from '../plugins/auth';
import type { JourneysConfig } from './config';
import { messages } from './messages';
import { digits, idParams } from './params';
import { sendersFor } from './sender';
import {
  createAction,
  createKey,
  createTrigger,
  deleteAction,
  deleteTrigger,
  fireTrigger,
  keyFromHeader,
  listKeys,
  listTriggers,
  revokeKey,
  setActionState,
  updateAction,
  updateTrigger,
} from './triggers';

const actionParams = z.object({ tid: digits, id: digits });

const tags = ['open-api-triggers'];
const write = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const done = z.object({ status: z.literal(true) });

/**
 * Open-API triggers (spec §7 "Open API triggers"), the account's API keys (owner only: a key acts
 * for the whole account) and the inbound call an outside system makes with a key.
 */
export async function triggerRoutes(app: FastifyInstance, config: JourneysConfig['journeys']) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;

  routes.get(
    TRIGGERS_API.route('triggers'),
    {
      schema: {
        tags,
        summary: 'トリガーとその動作の一覧',
        response: { 200: triggerListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listTriggers(app.db, account(request)),
  );
  routes.post(
    TRIGGERS_API.route('triggers'),
    {
      schema: {
        tags,
        summary: 'トリガーの作成',
        body: triggerInputSchema,
        response: { 201: triggerSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTrigger(app.db, account(request), request.body)),
  );
  routes.put(
    TRIGGERS_API.route('trigger'),
    {
      schema: {
        tags,
        summary: 'トリガーの名前と説明の変更',
        params: idParams,
        body: triggerInputSchema,
        response: { 200: triggerSchema, ...write },
      },
    },
    async (request) => updateTrigger(app.db, account(request), request.params.id, request.body),
  );
  routes.delete(
    TRIGGERS_API.route('trigger'),
    {
      schema: {
        tags,
        summary: 'トリガーの削除（動作も）',
        params: idParams,
        response: { 200: done, ...write },
      },
    },
    async (request) => {
      await deleteTrigger(app.db, account(request), request.params.id);
      return { status: true as const };
    },
  );
  routes.post(
    TRIGGERS_API.route('actions'),
    {
      schema: {
        tags,
        summary:
          '動作の追加（ジャーニーを開始・タグを付ける・タグを外す・メッセージを送る、セグメントで絞り込み）',
        params: z.object({ tid: digits }),
        body: triggerActionInputSchema,
        response: { 201: triggerActionSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAction(app.db, account(request), request.params.tid, request.body)),
  );
  routes.put(
    TRIGGERS_API.route('action'),
    {
      schema: {
        tags,
        summary: '動作の変更',
        params: actionParams,
        body: triggerActionInputSchema,
        response: { 200: triggerActionSchema, ...write },
      },
    },
    async (request) =>
      updateAction(app.db, account(request), request.params.tid, request.params.id, request.body),
  );
  routes.delete(
    TRIGGERS_API.route('action'),
    { schema: { tags, summary: '動作の削除', params: actionParams, response: { 200: done, ...write } } },
    async (request) => {
      await deleteAction(app.db, account(request), request.params.tid, request.params.id);
      return { status: true as const };
    },
  );
  routes.patch(
    TRIGGERS_API.route('actionState'),
    {
      schema: {
        tags,
        summary: '動作の有効（state 1）・停止（state 0）の切り替え',
        params: actionParams,
        body: triggerActionStateSchema,
        response: { 200: triggerActionSchema, ...write },
      },
    },
    async (request) =>
      setActionState(app.db, account(request), request.params.tid, request.params.id, request.body.state),
  );

  routes.get(
    TRIGGERS_API.route('keys'),
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: 'API キーの一覧（オーナーのみ。キーそのものは返さない）',
        response: { 200: apiKeyListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listKeys(app.db, account(request)),
  );
  routes.post(
    TRIGGERS_API.route('keys'),
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: 'API キーの発行（オーナーのみ。キーはこの答えにだけ含まれる）',
        body: apiKeyInputSchema,
        response: { 201: apiKeyCreatedSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createKey(app.db, account(request), request.body.name)),
  );
  routes.delete(
    TRIGGERS_API.route('key'),
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: 'API キーの無効化（オーナーのみ。以後そのキーの呼び出しは 401）',
        params: idParams,
        response: { 200: apiKeySchema, ...write },
      },
    },
    async (request) => revokeKey(app.db, account(request), request.params.id),
  );

  // The inbound call: an API key instead of a session; limited per key.
  const senderFor = sendersFor(app.db, config.apiBaseUrl);
  routes.post(
    TRIGGERS_API.route('fire'),
    {
      config: {
        public: true,
        signed: true,
        rateLimit: {
          max: TRIGGER_FIRE_PER_MINUTE,
          timeWindow: '1 minute',
          // Per key, by its hash (the limiter keeps its keys in memory; the API key itself is not kept).
          keyGenerator: (request) =>
            request.headers.authorization
              ? `trigger-fire:${createHash('sha256').update(request.headers.authorization).digest('hex')}`
              : `trigger-fire-ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: `トリガーを友だち 1 人に対して実行（Authorization: Bearer の API キー。${IDEMPOTENCY_KEY_HEADER} で再送しても 1 回）`,
        params: idParams,
        body: triggerFireSchema,
        headers: z.object({ 'idempotency-key': z.string().optional(), authorization: z.string().optional() }),
        response: {
          200: triggerFireResultSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = await keyFromHeader(app.db, request.headers.authorization);
      if (!caller) throw new HttpError(401, messages.apiKey);
      try {
        return await fireTrigger(
          app.db,
          caller,
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
          senderFor,
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'trigger fire: sending failed');
        throw new HttpError(502, messages.sendFailed);
      }
    },
  );
}
