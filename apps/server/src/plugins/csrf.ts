import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from './messages';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = REQUESTED_WITH_HEADER.toLowerCase();

/**
 * A cross-site form cannot set custom headers, and a cross-site fetch that sets one needs a CORS
 * preflight we never grant; so requiring the header on unsafe methods stops CSRF together with
 * the SameSite cookie. Runs first, before the session is looked up, and for login too.
 */
export default fp(
  async function csrfPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      if (!UNSAFE.has(request.method)) return;
      if (request.headers[HEADER] === REQUESTED_WITH_VALUE) return;
      const access = request.routeOptions.config?.operation?.access;
      if (access === 'signed' || access === 'bearer') return;
      return reply.status(403).send({ message: messages.csrf });
    });
  },
  { name: 'csrf' },
);
