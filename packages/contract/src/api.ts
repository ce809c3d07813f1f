/*
 * API paths as data (ARCHITECTURE.md "The HTTP contract": paths are written once, in contract).
 * A feature declares its paths with `defineApi`; the console builds concrete URLs with `.path()`,
 * the server registers routes with `.route()`. Parameters are written `{name}` as in spec §7.
 */

/** Names of the `{param}` placeholders of a path template. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

type ParamArgs<P extends string> = [PathParams<P>] extends [never]
  ? [params?: undefined, query?: Query]
  : [params: Readonly<Record<PathParams<P>, string | number>>, query?: Query];

export interface Api<T extends Readonly<Record<string, string>>> {
  /** The path templates themselves, e.g. `/api/tel/list/{id}`. */
  readonly paths: T;
  /** A concrete URL: placeholders filled (URL-encoded), then `?query` without empty values. */
  path<K extends keyof T & string>(name: K, ...args: ParamArgs<T[K]>): string;
  /** The router pattern of a path (`{id}` becomes `:id`), for Fastify and react-router. */
  route<K extends keyof T & string>(name: K): string;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A query string (with its `?`) of the values that are set, in the given order. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path template with its placeholders filled (URL-encoded), then `?query` without empty values. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
  query?: Query,
): string {
  const filled = template.replace(PLACEHOLDER, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`apiPath: ${template} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  return `${filled}${queryString(query)}`;
}

export function defineApi<const T extends Readonly<Record<string, `/${string}`>>>(paths: T): Api<T> {
  return {
    paths,
    path(name, ...[params, query]) {
      return fillPath(paths[name] as string, params as Record<string, string | number> | undefined, query);
    },
    route(name) {
      return (paths[name] as string).replace(PLACEHOLDER, ':$1');
    },
  };
}

/** Every API path starts here; other paths are the console's pages and files. */
export const API_PREFIX = '/api';

/** True for `/api` and anything below it (with or without a query). */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** The API's own description: the OpenAPI document and its browsable page. */
export const DOCS_API = defineApi({ openapi: '/api/openapi.json', docs: '/api/docs' });
