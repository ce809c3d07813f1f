import { TEMPLATE_EDIT_OPS, TEMPLATES_OPS } from '@console/contract/templates';
import type { FastifyInstance } from 'fastify';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { TemplatesConfig } from './config';
import { lineValidator } from './line';
import {
  copyTemplate,
  createGroup,
  createTemplate,
  deleteGroup,
  deleteTemplate,
  getTemplate,
  listGroups,
  renameGroup,
  sortGroups,
  templateList,
  updateTemplate,
} from './service';

/** Message templates and content groups (issue 29): the handlers of TEMPLATES_OPS. */
export default async function templatesRoutes(app: FastifyInstance, options: { config: TemplatesConfig }) {
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;
  const validate = lineValidator(app.db, options.config.templates.lineApiBaseUrl);
  await registerOperations(
    app,
    TEMPLATES_OPS,
    defineHandlers(TEMPLATES_OPS, {
      templates: async (request, reply) =>
        sendList(request, reply, templateList(app.db, account(request), request.query)),
      template: async (request) => getTemplate(app.db, account(request), request.params.id),
      deleteTemplate: async (request, reply) => {
        await deleteTemplate(app.db, app.templateUses, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      templateCopy: async (request, reply) =>
        reply.status(201).send(await copyTemplate(app.db, account(request), request.params.id)),
      templateUses: async (request) => {
        await getTemplate(app.db, account(request), request.params.id);
        return app.templateUses(account(request), request.params.id);
      },

      contentGroups: async (request) => listGroups(app.db, account(request)),
      createContentGroup: async (request, reply) =>
        reply.status(201).send(await createGroup(app.db, account(request), request.body.name)),
      contentGroupRename: async (request) =>
        renameGroup(app.db, account(request), request.params.id, request.body.name),
      contentGroupsSort: async (request, reply) => {
        await sortGroups(app.db, account(request), request.body.ids);
        return reply.status(204).send(null);
      },
      deleteContentGroup: async (request, reply) => {
        await deleteGroup(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
    }),
  );
  await registerOperations(
    app,
    TEMPLATE_EDIT_OPS,
    defineHandlers(TEMPLATE_EDIT_OPS, {
      createTemplate: async (request, reply) =>
        reply.status(201).send(await createTemplate(app.db, validate, account(request), request.body)),
      updateTemplate: async (request) =>
        updateTemplate(app.db, validate, account(request), request.params.id, request.body),
    }),
  );
}
