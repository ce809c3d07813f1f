import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { messages } from './messages';

/**
 * The console is a Vite build with external scripts and stylesheets only, so nothing inline needs
 * allowing. The API reference under /api/docs sets its own policy (see swagger.ts).
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The console page's policy with a per-response nonce for <style> elements: Radix's scroll lock
 * (react-remove-scroll through react-style-singleton) inserts one while a Select or a modal is open,
 * and takes the nonce from the page (`CSP_NONCE_META`). Nothing else inline is allowed.
 */
export function consolePagePolicy(nonce: string): string {
  return Object.entries(CONTENT_SECURITY_POLICY.directives)
    .map(([name, values]) =>
      [kebab(name), ...values, ...(name === 'styleSrc' ? [`'nonce-${nonce}'`] : [])].join(' '),
    )
    .join('; ');
}

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
    // Opt-in per route (`config.rateLimit`): only login is limited for now.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
    });
  },
  { name: 'security' },
);
