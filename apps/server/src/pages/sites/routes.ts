import { SITES_OPS } from '@console/contract/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendList } from '../../list-response';
import { defineHandlers, registerOperations } from '../../operations';
import { currentUser } from '../../plugins/auth';
import {
  copySitePage,
  createSite,
  createSitePage,
  deleteSite,
  deleteSitePage,
  getSite,
  getSitePage,
  listSitePages,
  listSites,
  publishSitePage,
  unpublishSitePage,
  updateSite,
  updateSitePage,
} from './service';

/*
 * The handlers of SITES_OPS (issue 33): the sites' egg settings and their pages. Reads need a
 * session of the account, writes SITE_WRITE (the contract's access); the public side (/s/{slug})
 * is drawn by ../public.
 */
export async function registerSiteRoutes(app: FastifyInstance, origin: string): Promise<void> {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  await registerOperations(
    app,
    SITES_OPS,
    defineHandlers(SITES_OPS, {
      sites: async (request, reply) =>
        sendList(request, reply, await listSites(app.db, account(request), request.query, origin)),
      createSite: async (request, reply) =>
        reply.status(201).send(await createSite(app.db, account(request), request.body, origin)),
      site: (request) => getSite(app.db, account(request), request.params.id, origin),
      updateSite: (request) => updateSite(app.db, account(request), request.params.id, request.body, origin),
      deleteSite: async (request, reply) => {
        await deleteSite(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      sitePages: (request) => listSitePages(app.db, account(request), request.params.id, origin),
      createSitePage: async (request, reply) =>
        reply
          .status(201)
          .send(await createSitePage(app.db, account(request), request.params.id, request.body, origin)),
      sitePage: (request) => getSitePage(app.db, account(request), request.params.id, origin),
      updateSitePage: (request) =>
        updateSitePage(app.db, account(request), request.params.id, request.body, origin),
      deleteSitePage: async (request, reply) => {
        await deleteSitePage(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      publishSitePage: (request) =>
        publishSitePage(app.db, account(request), request.params.id, request.body, origin, new Date()),
      unpublishSitePage: (request) => unpublishSitePage(app.db, account(request), request.params.id, origin),
      copySitePage: async (request, reply) =>
        reply.status(201).send(await copySitePage(app.db, account(request), request.params.id, origin)),
    }),
  );
}
