import {
  ACCOUNT_API,
  accountSchema,
  accountUpdateSchema,
  apiErrorSchema,
  operatorRoleListSchema,
  operatorRoleSchema,
} from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireOwner } from '../plugins/auth';
import { getAccount, getRole, listRoles, updateAccount } from './service';

/** Route ids are digits only (ARCHITECTURE.md); anything else is answered 404 by the error handler. */
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

export default async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    ACCOUNT_API.route('account'),
    {
      schema: {
        tags: ['account'],
        summary: 'アカウント',
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getAccount(app.db, currentUser(request).accountId),
  );

  routes.patch(
    ACCOUNT_API.route('account'),
    {
      preHandler: requireOwner,
      schema: {
        tags: ['account'],
        summary: 'アカウントの変更（オーナーのみ）。OEM コードでテーマが変わります',
        body: accountUpdateSchema,
        response: { 200: accountSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => updateAccount(app.db, currentUser(request).accountId, request.body),
  );

  routes.get(
    ACCOUNT_API.route('roles'),
    {
      schema: {
        tags: ['account'],
        summary: 'オペレーター権限の一覧',
        response: { 200: operatorRoleListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ roles: await listRoles(app.db, currentUser(request).accountId) }),
  );

  routes.get(
    ACCOUNT_API.route('role'),
    {
      schema: {
        tags: ['account'],
        summary: 'オペレーター権限',
        params: idParams,
        response: { 200: operatorRoleSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getRole(app.db, currentUser(request).accountId, request.params.id),
  );
}
