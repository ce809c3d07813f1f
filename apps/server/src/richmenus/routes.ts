import { RICHMENUS_OPS } from '@console/contract/richmenus';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { RichMenusConfig } from './config';
import { richMenuApiFor } from './line';
import {
  createMenu,
  deleteMenu,
  duplicateMenu,
  friendMenu,
  getMenu,
  listMenus,
  type MediaRead,
  menuInsight,
  publishLog,
  publishMenu,
  sandboxCalls,
  setDefaultMenu,
  unpublishMenu,
  updateMenu,
} from './service';

/**
 * The media library's read. The media feature decorates the app with `media.read`; until it is
 * there (or in a test without it) every image is unknown, and publishing answers 409.
 */
function mediaReadOf(app: FastifyInstance): MediaRead {
  return (accountId, mediaId, variant) => {
    const media = (app as unknown as { media?: { read: MediaRead } }).media;
    return media ? media.read(accountId, mediaId, variant) : Promise.resolve(null);
  };
}

/** Rich menus (issue 30): the handlers of RICHMENUS_OPS. */
export default async function richMenusRoutes(app: FastifyInstance, options: { config: RichMenusConfig }) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const apiFor = (accountId: number) => richMenuApiFor(app.db, accountId, options.config.richmenus);
  const readMedia = mediaReadOf(app);
  await registerOperations(
    app,
    RICHMENUS_OPS,
    defineHandlers(RICHMENUS_OPS, {
      richMenus: async (request) => listMenus(app.db, account(request), request.query.status),
      richMenu: async (request) => getMenu(app.db, account(request), request.params.id),
      createRichMenu: async (request, reply) =>
        reply.status(201).send(await createMenu(app.db, account(request), request.body)),
      updateRichMenu: async (request) =>
        updateMenu(app.db, account(request), request.params.id, request.body),
      deleteRichMenu: async (request, reply) => {
        await deleteMenu(app.db, await apiFor(account(request)), account(request), request.params.id);
        return reply.status(204).send(null);
      },
      duplicateRichMenu: async (request, reply) =>
        reply.status(201).send(await duplicateMenu(app.db, account(request), request.params.id)),
      publishRichMenu: async (request) =>
        publishMenu(
          { db: app.db, api: await apiFor(account(request)), readMedia },
          account(request),
          request.params.id,
        ),
      unpublishRichMenu: async (request) =>
        unpublishMenu(app.db, await apiFor(account(request)), account(request), request.params.id),
      setDefaultRichMenu: async (request) =>
        setDefaultMenu(app.db, await apiFor(account(request)), account(request), request.params.id),
      richMenuInsight: async (request) =>
        menuInsight(app.db, await apiFor(account(request)), account(request), request.params.id),
      richMenuPublishLog: async (request) => publishLog(app.db, account(request)),
      richMenuSandboxCalls: async (request) => sandboxCalls(app.db, account(request)),
      friendRichMenu: async (request) => friendMenu(app.db, account(request), request.params.id),
    }),
  );
}
