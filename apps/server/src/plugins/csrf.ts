import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from './messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A plain HTML form's target (a site's password form, posted without script): it cannot send
     * the header, so the browser's own word is asked instead — a cross-site post
     * (`Sec-Fetch-Site: cross-site` or `same-site`) is refused.
     */
    plainForm?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a browser says of a post made by a page of this very origin (or typed in). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
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
      if (request.routeOptions.config?.plainForm) {
        const site = request.headers['sec-fetch-site'];
        if (site === undefined || OWN_FETCH_SITES.has(String(site))) return;
      }
      return reply.status(403).send({ message: messages.csrf });
    });
  },
  { name: 'csrf' },
);
