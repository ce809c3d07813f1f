import { HEALTH_API } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** For load balancers: answers 200 only when the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    HEALTH_API.route('health'),
    {
      config: { public: true },
      schema: { tags: ['health'], summary: '死活確認', response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
}
