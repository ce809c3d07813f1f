import { FOLLOW_OPS } from '@console/contract/journeys';
import type { FastifyInstance } from 'fastify';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import { getFollowSettings, saveFollowSettings } from './follow';

/** Greeting and follow settings (issue 30): the handlers of FOLLOW_OPS. */
export async function followRoutes(app: FastifyInstance) {
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;
  await registerOperations(
    app,
    FOLLOW_OPS,
    defineHandlers(FOLLOW_OPS, {
      followSettings: async (request) => getFollowSettings(app.db, account(request)),
      updateFollowSettings: async (request) => saveFollowSettings(app.db, account(request), request.body),
    }),
  );
}
