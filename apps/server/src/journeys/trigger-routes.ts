import { createHash } from 'node:crypto';
import { TRIGGER_FIRE_PER_MINUTE, TRIGGERS_OPS } from '@console/contract/journeys';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { defineHandlers, registerOperations } from '../operations';
import type { LinkMaker } from '../personal-messages';
import { currentUser } from '../plugins/auth';
import type { JourneysConfig } from './config';
import { messages } from './messages';
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

const done = { status: true as const };

/**
 * Open-API triggers (spec §7 "Open API triggers"): the handlers of TRIGGERS_OPS, among them the
 * inbound call an outside system makes with an API key.
 */
export async function triggerRoutes(
  app: FastifyInstance,
  config: JourneysConfig['journeys'],
  links: LinkMaker,
) {
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;
  const senderFor = sendersFor(app.db, config.apiBaseUrl);
  /** The API key's owner, found before validation, for the handler. */
  const callers = new WeakMap<object, NonNullable<Awaited<ReturnType<typeof keyFromHeader>>>>();

  await registerOperations(
    app,
    TRIGGERS_OPS,
    defineHandlers(TRIGGERS_OPS, {
      triggers: async (request) => listTriggers(app.db, account(request)),
      createTrigger: async (request, reply) =>
        reply.status(201).send(await createTrigger(app.db, account(request), request.body)),
      updateTrigger: async (request) =>
        updateTrigger(app.db, account(request), request.params.id, request.body),
      deleteTrigger: async (request) => {
        await deleteTrigger(app.db, account(request), request.params.id);
        return done;
      },
      createTriggerAction: async (request, reply) =>
        reply
          .status(201)
          .send(await createAction(app.db, account(request), request.params.tid, request.body)),
      updateTriggerAction: async (request) =>
        updateAction(app.db, account(request), request.params.tid, request.params.id, request.body),
      deleteTriggerAction: async (request) => {
        await deleteAction(app.db, account(request), request.params.tid, request.params.id);
        return done;
      },
      triggerActionState: async (request) =>
        setActionState(app.db, account(request), request.params.tid, request.params.id, request.body.state),

      apiKeys: async (request) => listKeys(app.db, account(request)),
      createApiKey: async (request, reply) =>
        reply.status(201).send(await createKey(app.db, account(request), request.body.name)),
      deleteApiKey: async (request) => revokeKey(app.db, account(request), request.params.id),

      // The inbound call: an API key instead of a session; limited per key.
      fireTrigger: {
        config: {
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
        // The key is checked before the body: a caller without a valid key learns nothing more.
        preValidation: async (request) => {
          const caller = await keyFromHeader(app.db, request.headers.authorization);
          if (!caller) throw new HttpError(401, messages.apiKey);
          callers.set(request, caller);
        },
        handler: async (request) => {
          const caller = callers.get(request);
          if (!caller) throw new HttpError(401, messages.apiKey);
          try {
            return await fireTrigger(
              app.db,
              caller,
              request.params.id,
              request.body,
              request.headers['idempotency-key'],
              senderFor,
              links,
            );
          } catch (error) {
            if (error instanceof HttpError) throw error;
            request.log.error({ err: error }, 'trigger fire: sending failed');
            throw new HttpError(502, messages.sendFailed);
          }
        },
      },
    }),
  );
}
