import { TRACKERS_OPS } from '@console/contract/trackers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import { registerRedirect } from './redirect';
import {
  createTracker,
  deleteTracker,
  getTracker,
  listTrackers,
  trackerStats,
  updateTracker,
} from './service';

/** Click trackers (issue 31): the handlers of TRACKERS_OPS, and the public redirect /t/{code}. */
export default async function trackersRoutes(app: FastifyInstance) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  await registerOperations(
    app,
    TRACKERS_OPS,
    defineHandlers(TRACKERS_OPS, {
      trackers: async (request, reply) =>
        sendList(request, reply, listTrackers(app.db, account(request), request.query)),
      tracker: async (request) => getTracker(app.db, account(request), request.params.id),
      createTracker: async (request, reply) =>
        reply.status(201).send(await createTracker(app.db, account(request), request.body)),
      updateTracker: async (request) =>
        updateTracker(app.db, account(request), request.params.id, request.body),
      deleteTracker: async (request, reply) => {
        await deleteTracker(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      trackerStats: async (request) => trackerStats(app.db, account(request), request.params.id),
    }),
  );
  registerRedirect(app);
}
