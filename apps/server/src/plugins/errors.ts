import { installJapaneseErrors } from '@console/contract/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { messages } from './messages';

// Zod's own messages are English or machine-like; operators read these. The same Japanese
// messages serve the console's forms (@console/contract/validation): one rule, one wording.
installJapaneseErrors();

/** JSON-pointer-ish `/a/0/b` → `a.0.b`; the body as a whole is `_`. */
function fieldName(instancePath: string | undefined): string {
  const name = (instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  return name || '_';
}

function statusMessage(status: number): string {
  switch (status) {
    case 401:
      return messages.unauthenticated;
    case 403:
      return messages.forbidden;
    case 404:
      return messages.notFound;
    case 413:
      return messages.tooLarge;
    case 415:
      return messages.unsupportedMediaType;
    case 429:
      return messages.tooManyRequests;
    default:
      return messages.malformed;
  }
}

/**
 * One place turns every failure into `{message, errors?}`:
 * - HttpError from a service: its own status and message;
 * - zod validation of body/query: 422 with a field map (params are route ids: 404);
 * - unparsable JSON and other client errors Fastify raises: their 4xx with a fixed message;
 * - anything else: 500, logged with its stack, answered without it.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        if (error.validationContext === 'params')
          return reply.status(404).send({ message: messages.notFound });
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const key = fieldName(issue.instancePath);
          errors[key] ??= [];
          errors[key].push(issue.message ?? messages.invalid);
        }
        return reply.status(422).send({ message: messages.validation, errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, error.message);
        return reply.status(status).send({ message: statusMessage(status) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: messages.internal });
    });

    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: messages.notFound }));
  },
  { name: 'errors' },
);
