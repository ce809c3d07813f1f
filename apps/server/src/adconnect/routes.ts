import { ADCONNECT_OPS } from '@console/contract/adconnect';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreConfig } from '../config';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { AdConnectConfig } from './config';
import {
  createAdAccount,
  deleteAdAccount,
  getAdAccount,
  getAdEventMapping,
  listAdAccounts,
  listAdSends,
  putAdEventMapping,
  testAdAccount,
  updateAdAccount,
} from './service';
import { type AdTransport, fetchTransport } from './transport';

/** Ad connection (issue 32): the handlers of ADCONNECT_OPS. */
export default async function adConnectRoutes(
  app: FastifyInstance,
  options: { config: CoreConfig & AdConnectConfig; transport?: AdTransport },
) {
  const settings = options.config.adconnect;
  const transport = options.transport ?? fetchTransport;
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const feed = () => app.capabilities.friendEventFeed;
  await registerOperations(
    app,
    ADCONNECT_OPS,
    defineHandlers(ADCONNECT_OPS, {
      adAccounts: async (request) => listAdAccounts(app.db, account(request), settings),
      adAccount: async (request) => getAdAccount(app.db, account(request), request.params.id, settings),
      createAdAccount: async (request, reply) =>
        reply
          .status(201)
          .send(await createAdAccount(app.db, feed(), account(request), request.body, settings)),
      updateAdAccount: async (request) =>
        updateAdAccount(app.db, feed(), account(request), request.params.id, request.body, settings),
      deleteAdAccount: async (request, reply) => {
        await deleteAdAccount(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      adEventMapping: async (request) => getAdEventMapping(app.db, account(request), request.params.id),
      putAdEventMapping: async (request) =>
        putAdEventMapping(app.db, account(request), request.params.id, request.body),
      adSends: async (request, reply) =>
        sendList(
          request,
          reply,
          await listAdSends(app.db, account(request), request.params.id, request.query),
        ),
      testAdAccount: async (request, reply) =>
        reply
          .status(201)
          .send(
            await testAdAccount(
              app.db,
              account(request),
              request.params.id,
              request.body,
              settings,
              transport,
              new Date(),
            ),
          ),
    }),
  );
}
