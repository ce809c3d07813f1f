import { AUTH_OPS } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../operations';

/** For load balancers: answers 200 only when the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  registerOperation(app, 'health', AUTH_OPS.health, async () => {
    await app.db.execute(sql`select 1`);
    return { ok: true as const };
  });
}
