import { DOCS_API } from '@console/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The OpenAPI document (DOCS_API.openapi) is generated from the routes' zod schemas; DOCS_API.docs renders it. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Console API', version: '0.1.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'console_session' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_API.paths.docs,
      uiConfig: { deepLinking: false, validatorUrl: null },
      // swagger-ui's bundle sets inline styles, so /api/docs alone relaxes style-src. Its own
      // default policy is not used: its upgrade-insecure-requests breaks the page on plain HTTP.
      staticCSP: DOCS_CSP,
      transformSpecificationClone: true,
    });
    app.get(DOCS_API.paths.openapi, { schema: { hide: true }, config: { public: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'swagger' },
);
