import {
  type Access,
  apiErrorSchema,
  type OperationBody,
  type OperationDef,
  type OperationParams,
  type OperationQuery,
  type OperationResult,
  type OperationTable,
  pathParamNames,
  routePattern,
  type Schema,
} from '@console/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';

/*
 * The server half of the operation table (issue 26): a feature hands its contract table and one
 * handler per operation name; this registers the Fastify route with the table's schemas, tag and
 * summary, and puts the table's access rule on the route, where the auth plugin applies it before
 * the body is read. A route file then holds handlers only.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Every operation registered, by name (the access test walks it). Shared by every scope. */
    operations: Map<string, OperationDef>;
  }
  interface FastifyContextConfig {
    /** The operation's name in its table, and who may call it (plugins/auth.ts applies it). */
    operation?: { name: string; access: Access };
  }
}

/** A route id: 1 to 9 digits, as a number (ARCHITECTURE.md: ids are digits only; else 404). */
export const routeId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

export type OperationRequest<O extends OperationDef> = FastifyRequest<{
  Params: OperationParams<O>;
  Querystring: OperationQuery<O>;
  Body: OperationBody<O>;
  Headers: O['headers'] extends Schema ? z.output<O['headers']> : Record<string, string | undefined>;
}>;

export type OperationHandler<O extends OperationDef> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OperationResult<O> | FastifyReply> | OperationResult<O> | FastifyReply;

/** A handler with the route options only the server knows (rate limiters, a body parser scope). */
export interface HandlerEntry<O extends OperationDef> {
  handler: OperationHandler<O>;
  /** Extra route config (a rate limit with its key function). */
  config?: Omit<FastifyContextConfig, 'operation'>;
  /**
   * Runs after the access rule, before the body is validated: where a caller proves itself by
   * something only the feature can check (an API key of the `bearer` rule), so a stranger is
   * answered 401 before learning anything from validation.
   */
  preValidation?: preValidationAsyncHookHandler;
  /** Runs after validation (a per-salon rate limiter). */
  preHandler?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
  /** Registers the operation in a scope of its own, set up first (a raw-body content parser). */
  scope?: (scope: FastifyInstance) => void;
}

export type Handlers<T extends OperationTable> = {
  [K in keyof T]: OperationHandler<T[K]> | HandlerEntry<T[K]>;
};

/** Types a feature's handlers by its table: a missing or misspelt operation is a type error. */
export function defineHandlers<T extends OperationTable>(_table: T, handlers: Handlers<T>): Handlers<T> {
  return handlers;
}

function paramsSchema(op: OperationDef) {
  const names = pathParamNames(op.path);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, op.params?.[name] ?? routeId])));
}

/** The error answers an operation gives besides its successes. */
function errorResponses(op: OperationDef): Record<number, Schema> {
  const statuses = new Set<number>(op.errors ?? []);
  if (op.access !== 'public') statuses.add(401);
  if (typeof op.access === 'object' || op.access === 'owner') statuses.add(403);
  if (pathParamNames(op.path).length > 0) statuses.add(404);
  if (op.query || op.body || op.headers) statuses.add(422);
  return Object.fromEntries([...statuses].map((status) => [status, apiErrorSchema]));
}

function responseSchemas(op: OperationDef): Record<number, Schema> {
  const answers: Record<number, Schema> = {};
  for (const [status, schema] of Object.entries(op.responses)) {
    answers[Number(status)] = schema ?? z.null();
  }
  return { ...answers, ...errorResponses(op) };
}

export function registerOperation<O extends OperationDef>(
  app: FastifyInstance,
  name: string,
  op: O,
  entry: OperationHandler<O> | HandlerEntry<O>,
): void {
  const { handler, config, preValidation, preHandler, bodyLimit } =
    typeof entry === 'function' ? { handler: entry } : entry;
  if (app.operations.has(name)) throw new Error(`operation ${name} is registered twice`);
  const params = paramsSchema(op);
  app.operations.set(name, op);
  app.route({
    method: op.method,
    url: routePattern(op.path),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...(preValidation ? { preValidation } : {}),
    ...(preHandler ? { preHandler } : {}),
    config: { ...config, operation: { name, access: op.access } },
    schema: {
      operationId: name,
      tags: [op.tag],
      summary: op.summary,
      description: op.description,
      ...(params ? { params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      ...(op.headers ? { headers: op.headers } : {}),
      ...(op.consumes ? { consumes: [...op.consumes] } : {}),
      ...(op.produces ? { produces: [...op.produces] } : {}),
      response: responseSchemas(op),
    },
    // The request and reply are typed by the table (OperationRequest); Fastify's own generic
    // route types cannot be derived from a value, so the handler is handed over as it is.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** Registers every operation of a table with its handler (a feature's routes.ts calls this once). */
export async function registerOperations<T extends OperationTable>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
): Promise<void> {
  for (const [name, op] of Object.entries(table)) {
    // Typed per operation by Handlers<T>; here each is handed on as a handler of some operation.
    const entry = handlers[name] as unknown as
      | OperationHandler<OperationDef>
      | HandlerEntry<OperationDef>
      | undefined;
    if (!entry) throw new Error(`operation ${name} has no handler`);
    const scope = typeof entry === 'function' ? undefined : entry.scope;
    if (scope) {
      await app.register(async (child) => {
        scope(child);
        registerOperation(child, name, op, entry);
      });
    } else {
      registerOperation(app, name, op, entry);
    }
  }
}
