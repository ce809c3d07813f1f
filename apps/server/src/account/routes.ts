import { ACCOUNT_OPS } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import { getAccount, getRole, listRoles, updateAccount } from './service';

export default async function accountRoutes(app: FastifyInstance) {
  const accountId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;
  await registerOperations(
    app,
    ACCOUNT_OPS,
    defineHandlers(ACCOUNT_OPS, {
      account: async (request) => getAccount(app.db, accountId(request)),
      updateAccount: async (request) => updateAccount(app.db, accountId(request), request.body),
      roles: async (request) => ({ roles: await listRoles(app.db, accountId(request)) }),
      role: async (request) => getRole(app.db, accountId(request), request.params.id),
    }),
  );
}
