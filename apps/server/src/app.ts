import { randomUUID } from 'node:crypto';
import { DOCS_API, isApiPath, type OperationDef } from '@console/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import authRoutes from './auth/routes';
import { capabilitiesOf } from './capabilities';
import { type Config, JSON_BODY_LIMIT } from './config';
import consoleHtmlRoutes from './console-html/routes';
import type { Db } from './db';
import { APP_FEATURES } from './features';
import homeRoutes from './home/routes';
import './operations';
import { messages as pluginMessages } from './plugins/messages';

const FRAMEWORK_ERROR_MESSAGE = pluginMessages.malformed;

import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import textGuardPlugin from './plugins/text-guard';
import { createMediaStorage, type MediaStorage, mediaReader } from './storage';

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
  /** Run the features' jobs that this configuration embeds in the API process (src/index.ts). */
  jobs?: boolean;
  /** Demo mode (the demo account is the database's only account): the login page shows the demo logins. */
  demo?: boolean;
  /** Use this image storage instead of the configured one (tests hand in a scratch folder's). */
  mediaStorage?: MediaStorage;
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
    // Errors Fastify raises before routing (a malformed URL, a bad content type header) answer in
    // the API's own shape, with the trace id, like every other answer.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-trace-id', request.id);
      request.log.info({ code: error.code }, error.message);
      // The reply is typed for routes; this one answers before any route, with the common error shape.
      void (reply as unknown as FastifyReply).code(400).send({ message: FRAMEWORK_ERROR_MESSAGE });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // One map for the whole app: every scope's registerOperations adds to it (src/operations.ts).
  app.decorate('operations', new Map<string, OperationDef>());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });

  // Every /api route is an operation of the contract's table (issue 26): its access rule comes
  // from there, so a route registered any other way would have none. Only the API's own
  // documentation (the OpenAPI document and its page, public by design) is outside the table.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.config?.operation) return;
    if (route.url === DOCS_API.paths.openapi || route.url.startsWith(DOCS_API.paths.docs)) return;
    throw new Error(`${String(route.method)} ${route.url}: an /api route outside the operation table`);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before any route: it hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { config, db: options.db });
  await app.register(csrfPlugin);
  await app.register(textGuardPlugin);
  await app.register(authPlugin, { config });

  await app.register(authRoutes, { config });
  // The image storage and its reader are platform: rich menus and image maps read the images the
  // media feature stores, without importing it.
  const mediaStorage = options.mediaStorage ?? createMediaStorage(config.mediaStorage);
  app.decorate('mediaStorage', mediaStorage);
  app.decorate('media', mediaReader(app.db, mediaStorage));
  // Asked by the media feature before a delete, as templateUses is by the templates feature.
  app.decorate('mediaUses', async (accountId: number, mediaId: number) => {
    const uses = await Promise.all(
      APP_FEATURES.map((feature) => feature.mediaUses?.(app.db, accountId, mediaId) ?? []),
    );
    return uses.flat();
  });
  // Asked by the templates feature before a delete; it knows no other feature, only this question.
  app.decorate('templateUses', async (accountId: number, templateId: number) => {
    const uses = await Promise.all(
      APP_FEATURES.map((feature) => feature.templateUses?.(app.db, accountId, templateId) ?? []),
    );
    return uses.flat();
  });
  // Capabilities one feature offers the others (capabilities.ts), for routes and embedded jobs.
  const capabilities = capabilitiesOf(APP_FEATURES, app.db);
  app.decorate('capabilities', capabilities);
  for (const feature of APP_FEATURES) {
    await app.register(feature.plugin, { config });
    if (!options.jobs || !feature.jobs) continue;
    const { embedded, create } = feature.jobs({
      db: app.db,
      config,
      logger: app.log,
      soleUser: !config.databaseUrl,
      capabilities,
    });
    if (!embedded) continue;
    const jobs = create();
    // Started once the app is ready; stopped (work in flight finished or handed back) when it
    // closes, before the database is closed.
    app.addHook('onReady', async () => {
      for (const job of jobs) job.start();
    });
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  }
  // After the features: it asks each of them for its counts.
  await app.register(homeRoutes, { features: APP_FEATURES });
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));
  await app.register(consoleHtmlRoutes, { config, demo: options.demo ?? false });

  await app.ready();
  return app;
}
