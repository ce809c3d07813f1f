import type { $ZodType, input, output } from 'zod/v4/core';
import { fillPath, type PathParams, type Query } from './api';
import type { PermissionKey } from './permissions';

/*
 * API operations as data (issue 26, ARCHITECTURE.md "API operations"): each operation is declared
 * once, here in contract, with its method, path, schemas, access rule and Japanese summary. The
 * server registers one handler per operation and applies the access rule from the declaration;
 * the console calls an operation through its one fetcher with typed input and output; the OpenAPI
 * document is generated from the same declarations.
 *
 * A feature writes one `export const name = operation({...})` per operation in its
 * `operations.ts` and exports the module as a namespace (`export * as SALON_OPS`). The server
 * iterates the namespace; the console names single members, so a bundle keeps only the operations
 * (and schemas) its screens call.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation. Checked by the server before the body is read:
 * - `public`: anyone (login, health, the customers' booking pages);
 * - `session`: any logged-in operator of the account;
 * - `{ keys }`: a logged-in operator whose role holds every key (spec §6 and its additions);
 * - `owner`: the account's owner;
 * - `bearer`: another system, with an API key in `Authorization: Bearer` (open-API triggers);
 * - `signed`: LINE, proving itself by a signature over the body (the webhook).
 */
export type Access =
  | 'public'
  | 'session'
  | 'owner'
  | 'bearer'
  | 'signed'
  | { readonly keys: readonly [PermissionKey, ...PermissionKey[]] };

/** Any zod schema, classic or mini. */
export type Schema = $ZodType;

export interface OperationDef<P extends `/${string}` = `/${string}`> {
  readonly method: HttpMethod;
  /** Parameters are written `{name}` as in spec §7. */
  readonly path: P;
  readonly access: Access;
  /** The OpenAPI tag: the feature (auth, account, tel, salon, friends, journeys, …). */
  readonly tag: string;
  /** Japanese one-line summary. */
  readonly summary: string;
  /**
   * Japanese description (required: the OpenAPI document's readers and Spectral's rules want one):
   * the rules and failures a caller must know, not the summary again.
   */
  readonly description: string;
  /**
   * Path parameters whose rule is not "digits only" (a route id). Every other `{name}` of the
   * path is an id: 1 to 9 digits, handed to the handler as a number; anything else answers 404.
   */
  readonly params?: Readonly<Record<string, Schema>>;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Successful answers by status: the JSON body's schema, or null for none (204, a redirect). */
  readonly responses: Readonly<Record<number, Schema | null>>;
  /**
   * Failures the operation itself answers besides the platform's (400, 401, 403, 413, 415, 429,
   * and 404/422 where it has ids or input): 404, 409, 422, 502 …
   */
  readonly errors?: readonly number[];
  /** Content types other than JSON: `multipart/form-data` for uploads. */
  readonly consumes?: readonly string[];
  /** Answers other than JSON: `text/csv`, `text/event-stream`, `text/calendar`. */
  readonly produces?: readonly string[];
  /** Request headers the operation reads (Idempotency-Key, Authorization). */
  readonly headers?: Schema;
}

/** Declares one operation; the `const` parameter keeps its path and schemas' types. */
export function operation<const P extends `/${string}`, const O extends OperationDef<P>>(
  definition: O & { path: P },
): O {
  return definition;
}

/** A table of operations: a feature's `operations.ts` imported as a namespace. */
export type OperationTable = Readonly<Record<string, OperationDef>>;

type Out<S> = S extends Schema ? output<S> : undefined;
type In<S> = S extends Schema ? input<S> : undefined;

/** 2xx statuses: what a caller receives as a result (a 304 is the browser's cache answering). */
type Success = 200 | 201 | 202 | 204;

/** The successful statuses' bodies. */
type SuccessBodies<O extends OperationDef> = {
  [K in keyof O['responses'] & Success]: O['responses'][K] extends Schema
    ? output<O['responses'][K]>
    : undefined;
}[keyof O['responses'] & Success];

/** What the console receives: the parsed body of the success answer. */
export type OperationOutput<O extends OperationDef> = SuccessBodies<O>;
/** What a handler returns before serialisation (the schema's input side). */
export type OperationResult<O extends OperationDef> = {
  [K in keyof O['responses']]: O['responses'][K] extends Schema ? input<O['responses'][K]> : undefined;
}[keyof O['responses']];

/** Path parameters as the handler sees them: ids are numbers, others their schema's output. */
export type OperationParams<O extends OperationDef> = {
  [K in PathParams<O['path']>]: O['params'] extends Readonly<Record<string, Schema>>
    ? K extends keyof O['params']
      ? Out<O['params'][K]>
      : number
    : number;
};
export type OperationQuery<O extends OperationDef> = Out<O['query']>;
export type OperationBody<O extends OperationDef> = Out<O['body']>;

/** What a caller (the console) passes: path values, query and body before parsing. */
export type OperationInput<O extends OperationDef> = ([PathParams<O['path']>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<PathParams<O['path']>, string | number>> }) &
  (O['query'] extends Schema ? { query?: In<O['query']> } : { query?: undefined }) &
  (O['body'] extends Schema ? { body: In<O['body']> } : { body?: undefined });

/** The names of an operation's path parameters, in path order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string);
}

/** The router pattern of an operation's path (`{id}` → `:id`), for Fastify and react-router. */
export function routePattern(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** A concrete URL of an operation: placeholders filled (URL-encoded), then `?query`. */
export function operationUrl<O extends OperationDef>(
  op: O,
  params?: Readonly<Record<string, string | number>>,
  query?: Query,
): string {
  return fillPath(op.path, params, query);
}
