import type { Access } from '@console/contract';
import { DOCS_API, hasAllPermissions, isApiPath } from '@console/contract';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadSession, type SessionUser } from '../auth/service';
import type { Config } from '../config';
import { messages } from './messages';

export const SESSION_COOKIE = 'console_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in operator, or null. Set for every request that carries a valid cookie. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * A route outside the operation table reachable without a session: the OpenAPI document and
     * the public pages. Every operation says who may call it in its own `access`.
     */
    public?: boolean;
    /**
     * A public page that never needs the operator's session (the tracker redirect): the cookie an
     * operator's browser sends along is not even looked up, so the page costs no session query.
     */
    sessionless?: boolean;
  }
}

/** Paths served by plugins whose routes cannot carry `config.public`. */
const PUBLIC_PREFIXES = [DOCS_API.paths.docs];

/**
 * Secure whenever the page is served over HTTPS: COOKIE_SECURE says so for a deployment, and a
 * request that arrived over TLS (or through a trusted proxy that says https) says so by itself.
 */
function secureFor(reply: FastifyReply, config: Config): boolean {
  return config.cookieSecure || reply.request.protocol === 'https';
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(reply, config),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(reply, config),
  });
}

/** The session of a route that requires one; the auth hook guarantees it for non-public /api routes. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('currentUser() called on a route without a session');
  return request.user;
}

/**
 * The answer an access rule of the operation table gives this caller: null to go on, else 401 or
 * 403 (spec §6: every key must be held, as in the client's route guard). Checked in `onRequest`,
 * before the body is read, so a refused caller learns nothing from validation.
 */
export function refusal(access: Access, user: SessionUser | null): 401 | 403 | null {
  if (access === 'public' || access === 'signed' || access === 'bearer') return null;
  if (!user) return 401;
  if (access === 'session') return null;
  if (access === 'owner') return user.isOwner ? null : 403;
  return hasAllPermissions(user.permissions, access.keys) ? null : 403;
}

export default fp<{ config: Config }>(
  async function authPlugin(app: FastifyInstance, { config }) {
    await app.register(cookie);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.operation?.access;
      // Another system's call proves itself (a signature, an API key): no cookie is read for it.
      if (access === 'signed' || access === 'bearer') return;
      if (request.routeOptions.config?.sessionless) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        request.user = await loadSession(app.db, token);
        if (!request.user) clearSessionCookie(reply, config);
        else if (request.user.renewed) setSessionCookie(reply, config, token, request.user.expiresAt);
      }
      if (access) {
        const status = refusal(access, request.user);
        if (status === null) return;
        return reply
          .status(status)
          .send({ message: status === 401 ? messages.unauthenticated : messages.forbidden });
      }
      if (request.user || !isApiPath(request.url)) return;
      if (request.routeOptions.config?.public) return;
      if (PUBLIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      return reply.status(401).send({ message: messages.unauthenticated });
    });

    // An operator's data never sits in a shared or back/forward cache; pages and public answers
    // keep their own headers so the browser's back/forward cache still works for them.
    app.addHook('onSend', async (request, reply) => {
      if (request.user && isApiPath(request.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
