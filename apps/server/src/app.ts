import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import accountRoutes from './account/routes';
import authRoutes from './auth/routes';
import { type Config, JSON_BODY_LIMIT } from './config';
import consoleHtmlRoutes from './console-html/routes';
import type { Db } from './db';
import healthRoutes from './health/routes';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import telRoutes from './tel/routes';
import telSenderPlugin from './tel/sender/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening the configured one (the caller closes it). */
  db?: Db;
  /** Registers extra routes before the app is sealed (tests use it for probe routes). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** Run the tel sender worker in this process if `config.telSender.embeddedWorker` (src/index.ts). */
  telWorker?: boolean;
}

/**
 * The whole HTTP application without a listening socket: `index.ts` listens, tests call
 * `app.inject`. Order matters: security headers, then the CSRF guard, then the session, so an
 * unsafe request without the header is refused before any database work.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // The request id is the trace id the page meta and the X-Trace-Id header show to operators,
    // so a support call can be matched to the log line (it is the `reqId` of every request log).
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { config, db: options.db });
  await app.register(csrfPlugin);
  await app.register(authPlugin, { config });

  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(accountRoutes);
  await app.register(telRoutes);
  await app.register(telSenderPlugin, { config, startWorker: options.telWorker });
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));
  await app.register(consoleHtmlRoutes, { config });

  await app.ready();
  return app;
}
