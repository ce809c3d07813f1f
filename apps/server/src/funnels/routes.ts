import { FUNNELS_OPS } from '@console/contract/funnels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreConfig } from '../config';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { FunnelsConfig } from './config';
import { qrImage, registerEntryPage } from './entry';
import {
  createEntrySource,
  createFunnel,
  deleteEntrySource,
  deleteFunnel,
  entrySourceUrl,
  funnelCounts,
  funnelSegment,
  getEntrySource,
  getFunnel,
  listEntrySources,
  listFunnels,
  updateEntrySource,
  updateFunnel,
} from './service';

/**
 * Funnels and entry sources (issue 32): the handlers of FUNNELS_OPS, and the public pages /e/{code}
 * and /e/callback (LINE Login's way back).
 */
export default async function funnelsRoutes(
  app: FastifyInstance,
  options: { config: CoreConfig & FunnelsConfig },
) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const origin = options.config.publicOrigin;
  await registerOperations(
    app,
    FUNNELS_OPS,
    defineHandlers(FUNNELS_OPS, {
      entrySources: async (request) => listEntrySources(app.db, account(request), origin),
      entrySource: async (request) => getEntrySource(app.db, account(request), request.params.id, origin),
      createEntrySource: async (request, reply) =>
        reply.status(201).send(await createEntrySource(app.db, account(request), request.body, origin)),
      updateEntrySource: async (request) =>
        updateEntrySource(app.db, account(request), request.params.id, request.body, origin),
      deleteEntrySource: async (request, reply) => {
        await deleteEntrySource(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      entrySourceQr: async (request, reply) => {
        const { url, code } = await entrySourceUrl(app.db, account(request), request.params.id, origin);
        const format = request.query.format ?? 'png';
        const image = await qrImage(url, format);
        return reply
          .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
          .header('cache-control', 'private, max-age=3600')
          .header('content-disposition', `attachment; filename="entry-source-${code}.${format}"`)
          .send(image);
      },
      funnels: async (request) => listFunnels(app.db, account(request)),
      funnel: async (request) => getFunnel(app.db, account(request), request.params.id),
      createFunnel: async (request, reply) =>
        reply.status(201).send(await createFunnel(app.db, account(request), request.body)),
      updateFunnel: async (request) =>
        updateFunnel(app.db, account(request), request.params.id, request.body),
      deleteFunnel: async (request, reply) => {
        await deleteFunnel(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      funnelCounts: async (request) =>
        funnelCounts(app.db, account(request), request.params.id, request.query),
      funnelSegment: async (request, reply) =>
        reply
          .status(201)
          .send(
            await funnelSegment(app.db, account(request), request.params.id, request.params.n, request.query),
          ),
    }),
  );
  registerEntryPage(app, options.config);
}
