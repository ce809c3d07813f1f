import { DELIVERIES_OPS } from '@console/contract/deliveries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreConfig } from '../config';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { DeliveriesConfig } from './config';
import { deliveryApiFor } from './line';
import {
  audienceCount,
  cancelDelivery,
  createDelivery,
  deleteDelivery,
  deliveryLineStatistics,
  deliverySandboxRequests,
  getDelivery,
  listDeliveries,
  readQuota,
  scheduleDelivery,
  testDelivery,
  updateDelivery,
  withClicksOne,
} from './service';

/** Deliveries (issue 31): the handlers of DELIVERIES_OPS. */
export default async function deliveriesRoutes(
  app: FastifyInstance,
  options: { config: CoreConfig & DeliveriesConfig },
) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const apiFor = (accountId: number, deliveryId: number | null, test = false) =>
    deliveryApiFor(app.db, accountId, deliveryId, options.config.deliveries.apiBaseUrl, test);
  await registerOperations(
    app,
    DELIVERIES_OPS,
    defineHandlers(DELIVERIES_OPS, {
      deliveries: async (request, reply) =>
        sendList(
          request,
          reply,
          listDeliveries(app.db, account(request), request.query, app.capabilities.deliveryClicks),
        ),
      delivery: async (request) =>
        getDelivery(app.db, account(request), request.params.id, app.capabilities.deliveryClicks),
      createDelivery: async (request, reply) =>
        reply.status(201).send(await createDelivery(app.db, account(request), request.body)),
      updateDelivery: async (request) =>
        updateDelivery(app.db, account(request), request.params.id, request.body),
      deleteDelivery: async (request, reply) => {
        await deleteDelivery(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      scheduleDelivery: async (request) =>
        scheduleDelivery(app.db, await apiFor(account(request), null), account(request), request.params.id),
      cancelDelivery: async (request) => {
        const cancelled = await cancelDelivery(app.db, account(request), request.params.id);
        return withClicksOne(app.capabilities.deliveryClicks, account(request), cancelled);
      },
      deliveryAudienceCount: async (request) => ({
        count: await audienceCount(app.db, account(request), request.body.audience),
      }),
      testDelivery: async (request) =>
        testDelivery(
          app.db,
          await apiFor(account(request), request.params.id, true),
          account(request),
          request.params.id,
          request.body.friend_ids,
          { personalLinks: app.capabilities.personalLinks, origin: options.config.publicOrigin },
        ),
      deliveryQuota: async (request) => readQuota(await apiFor(account(request), null)),
      deliverySandboxRequests: async (request) =>
        deliverySandboxRequests(app.db, account(request), request.params.id),
      deliveryLineStatistics: async (request) =>
        deliveryLineStatistics(
          app.db,
          await apiFor(account(request), null),
          account(request),
          request.params.id,
        ),
    }),
  );
}
