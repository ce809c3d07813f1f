import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unstorableFields } from '../text';
import { messages } from './messages';

/**
 * Every JSON body and query string is checked for text the database cannot store (NUL, lone
 * surrogates) before validation: 422 naming each field, the same shape as any other input error.
 */
export default fp(
  async function textGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request, reply) => {
      const fields = [...unstorableFields(request.body), ...unstorableFields(request.query)];
      if (fields.length === 0) return;
      const errors = Object.fromEntries([...new Set(fields)].map((field) => [field, [messages.badText]]));
      return reply.status(422).send({ message: messages.validation, errors });
    });
  },
  { name: 'text-guard' },
);
