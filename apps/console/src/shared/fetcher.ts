import {
  AUTH_ROUTES,
  isApiErrorBody,
  type OperationDef,
  type OperationInput,
  type OperationOutput,
  operationUrl,
  type Paged,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  TOTAL_COUNT_HEADER,
} from '@console/contract';
import { fallbackMessage, LIB_MESSAGES } from './messages';

export const LOGIN_PATH = AUTH_ROUTES[0].path;

/** A failed call, with the server's Japanese message (or a Japanese fallback) and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    readonly errors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
  }

  /** Each field's first message, by field name: what a form shows under the field. */
  firstFieldMessages(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.errors).map(([key, list]) => [key, list[0] ?? '']));
  }
}

/** What the fetcher may do to the page; injected so tests need no real navigation. */
export interface LocationActions {
  /** Current path with query, used for the login page's `next`. */
  currentPath(): string;
  assign(url: string): void;
  reload(): void;
}

export interface FetcherDeps {
  fetch: typeof fetch;
  /** Uploads that report progress go through XMLHttpRequest (fetch cannot report it). */
  createXhr?: () => XMLHttpRequest;
  location: LocationActions;
}

/** Anything with zod's `parse`, so callers type responses by the contract schemas. */
export interface Parser<T> {
  parse(value: unknown): T;
}

/** Bytes sent so far of an upload. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  /** Validates and types the response body. */
  schema?: Parser<T>;
  /**
   * 'redirect' (default): a 401 sends the browser to the login page. 'throw': the caller handles it
   * (the login call itself, and the session probe of the route guard).
   */
  onUnauthorized?: 'redirect' | 'throw';
  /**
   * 'reload' (default): a 409 means the page is stale and is reloaded. 'throw': the 409 is a refusal
   * the caller shows (an image still used by a rich menu cannot be deleted).
   */
  onConflict?: 'reload' | 'throw';
  /** Reports the bytes sent of the body (multipart uploads). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** 'json' (default): the answer is parsed as JSON. 'text': a success's body as it came (the page preview's HTML). */
  as?: 'json' | 'text';
}

export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

/** What a call may add to an operation's input: who handles a 401, upload progress. */
export type CallOptions = Pick<
  RequestOptions<unknown>,
  'onUnauthorized' | 'onConflict' | 'onUploadProgress'
> & {
  /** A multipart body for an operation that consumes one (uploads). */
  formData?: FormData;
};

/**
 * Calls an operation of the contract's table (issue 26): the path from its params and query, its
 * method, its body, and its answer parsed by its success schema.
 */
export type ApiCall = <O extends OperationDef>(
  op: O,
  input: OperationInput<O>,
  options?: CallOptions,
) => Promise<OperationOutput<O>>;

/** One page of a list operation (`?page=&per_page=`), with the total from `X-Total-Count`. */
export type ApiCallPage = <O extends OperationDef>(
  op: O,
  input: OperationInput<O>,
  page: { page: number; perPage: number },
) => Promise<Paged<OperationOutput<O> extends readonly (infer T)[] ? T : never>>;

/** The schema of an operation's success answer (200, else 201), or none for an answer without a body. */
function successSchema(op: OperationDef): Parser<unknown> | undefined {
  const schema = op.responses[200] ?? op.responses[201];
  // Contract schemas are zod's: every zod schema has `parse`. Typed loosely here so the fetcher,
  // which loads before any screen, does not import zod itself.
  return (schema ?? undefined) as unknown as Parser<unknown> | undefined;
}

/** One page of a list call (`?page=&per_page=`), with the total from `X-Total-Count`. */
export type ApiPageRequest = <T>(
  path: string,
  page: { page: number; perPage: number },
  schema: Parser<T[]>,
) => Promise<Paged<T>>;

/**
 * A GET a screen's hook makes, written once (issue 27): its SWR key and its URL. The route's `data`
 * starts the same URL with the screen's chunk (`prefetch`), and the hook's call takes that answer,
 * so the key and the URL have one author. Built from a feature's zod-free `*_PATHS`, never from an
 * operation object: the route table that builds them is in the entry.
 */
export interface Read<K> {
  readonly key: K;
  /** The whole URL, query and page included. */
  readonly url: string;
}

/** A read of one page of a list: its URL carries the page, and the answer says which it was. */
export interface PagedRead<K> extends Read<K> {
  readonly page: { page: number; perPage: number };
}

/** A list call's URL with its page (`?page=&per_page=`), as `apiCallPage` sends it. */
export function pageUrl(path: string, { page, perPage }: { page: number; perPage: number }): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}page=${page}&per_page=${perPage}`;
}

/**
 * Starts GETs ahead of the screen that reads them; what it hands back is a promise of the parsed
 * JSON of a 2xx answer (undefined otherwise), for a read that needs another's answer (the salon's
 * id). It starts nothing once a later navigation or a drop has superseded it.
 */
export type Prefetch = (url: string) => Promise<unknown>;

export function loginUrl(next: string): string {
  return next && next !== '/' && !next.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}`
    : LOGIN_PATH;
}

/** What a transport hands back: the status, the body text and a header reader. */
interface RawResponse {
  status: number;
  text: string;
  header(name: string): string | null;
}

interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

async function viaFetch(deps: FetcherDeps, path: string, out: Outgoing): Promise<RawResponse> {
  const response = await deps.fetch(path, {
    method: out.method,
    headers: out.headers,
    credentials: 'same-origin',
    body: out.body,
  });
  return {
    status: response.status,
    text: await response.text(),
    header: (name) => response.headers.get(name),
  };
}

function viaXhr(createXhr: () => XMLHttpRequest, path: string, out: Outgoing): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(out.method, path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(out.headers)) xhr.setRequestHeader(name, value);
    const report = out.onUploadProgress;
    if (report) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('error', () => reject(new Error('network')));
    xhr.addEventListener('abort', () => reject(new Error('aborted')));
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) }),
    );
    xhr.send(out.body as XMLHttpRequestBodyInit | null);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function pageOf<T>(
  items: T[],
  { page, perPage }: { page: number; perPage: number },
  raw: RawResponse,
): Paged<T> {
  const total = Number(raw.header(TOTAL_COUNT_HEADER));
  return { items, page, per_page: perPage, total: Number.isFinite(total) ? total : items.length };
}

const getHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
});

/**
 * The one fetcher of the app (CONVENTIONS.md "Data hooks"): the CSRF header on every call, 401 to
 * the login page, 409 reloads a stale page, errors as ApiError with the server's Japanese message.
 */
export function createApiClient(deps: FetcherDeps): {
  request: ApiRequest;
  requestPage: ApiPageRequest;
  call: ApiCall;
  callPage: ApiCallPage;
  callRead: <O extends OperationDef, K>(op: O, read: Read<K>) => Promise<OperationOutput<O>>;
  callReadPage: <O extends OperationDef, K>(
    op: O,
    read: PagedRead<K>,
  ) => Promise<Paged<OperationOutput<O> extends readonly (infer T)[] ? T : never>>;
  prefetcher: () => Prefetch;
  dropPrefetched: () => void;
} {
  // Answers started by a route's `data`, by URL, each taken once by the first GET of that URL. A
  // navigation starts a new generation: what the previous one started and nobody read is dropped,
  // so no screen reads an answer fetched before a redirect, a logout or another user's login.
  const early = new Map<string, Promise<RawResponse>>();
  let generation = 0;

  const dropPrefetched = () => {
    generation += 1;
    early.clear();
  };

  function prefetcher(): Prefetch {
    dropPrefetched();
    const mine = generation;
    return (url) => {
      if (mine !== generation) return Promise.resolve(undefined);
      let pending = early.get(url);
      if (!pending) {
        pending = viaFetch(deps, url, { method: 'GET', headers: getHeaders(), body: undefined });
        // A failed early request is the hook's to report when it takes it; none is left unhandled.
        pending.catch(() => undefined);
        early.set(url, pending);
      }
      return pending.then(
        (raw) => (raw.status >= 200 && raw.status < 300 ? parseJson(raw.text) : undefined),
        () => undefined,
      );
    };
  }

  /** The early answer of a GET, taken once. */
  function takeEarly(path: string, options: RequestOptions<unknown>): Promise<RawResponse> | undefined {
    if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined || options.onUploadProgress) return;
    const pending = early.get(path);
    if (pending) early.delete(path);
    return pending;
  }

  async function send<T>(path: string, options: RequestOptions<T>): Promise<{ data: T; raw: RawResponse }> {
    const {
      method = 'GET',
      body,
      schema,
      onUnauthorized = 'redirect',
      onConflict = 'reload',
      onUploadProgress,
      as = 'json',
    } = options;
    const prefetched = takeEarly(path, options);
    // A write may change what an unread early answer says, or a read chained on one would ask.
    if (method !== 'GET') dropPrefetched();
    const headers = getHeaders();
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const out: Outgoing = {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      onUploadProgress,
    };

    let raw: RawResponse;
    try {
      raw = prefetched
        ? await prefetched
        : onUploadProgress && deps.createXhr
          ? await viaXhr(deps.createXhr, path, out)
          : await viaFetch(deps, path, out);
    } catch {
      throw new ApiError(0, LIB_MESSAGES.network);
    }

    const payload = parseJson(raw.text);
    if (raw.status < 200 || raw.status >= 300) {
      const error = isApiErrorBody(payload)
        ? new ApiError(raw.status, payload.message, payload.errors)
        : new ApiError(raw.status, fallbackMessage(raw.status));
      if (raw.status === 401 && onUnauthorized === 'redirect') {
        deps.location.assign(loginUrl(deps.location.currentPath()));
      } else if (raw.status === 409 && onConflict === 'reload') {
        deps.location.reload();
      }
      throw error;
    }
    if (as === 'text') return { data: raw.text as T, raw };
    if (!schema) return { data: payload as T, raw };
    try {
      return { data: schema.parse(payload), raw };
    } catch {
      throw new ApiError(raw.status, LIB_MESSAGES.unexpected);
    }
  }

  /** A GET of one page of a list (its URL already names the page), with X-Total-Count read. */
  async function sendPage<T>(url: string, page: { page: number; perPage: number }, schema?: Parser<T[]>) {
    const { data, raw } = await send(url, { schema });
    return pageOf(data, page, raw);
  }

  const urlOf = (op: OperationDef, input: { params?: unknown; query?: unknown }) =>
    operationUrl(
      op,
      input.params as Record<string, string | number> | undefined,
      input.query as Record<string, string | number | boolean | null | undefined> | undefined,
    );

  return {
    request: async (path, options = {}) => (await send(path, options)).data,
    requestPage: (path, page, schema) => sendPage(pageUrl(path, page), page, schema),
    async call(op, input, options = {}) {
      const { formData, ...rest } = options;
      const body = formData ?? (input as { body?: unknown }).body;
      const { data } = await send(urlOf(op, input), {
        ...rest,
        method: op.method,
        body,
        schema: successSchema(op),
      });
      return data as never;
    },
    callPage: (op, input, page) =>
      sendPage(
        pageUrl(urlOf(op, input), page),
        page,
        successSchema(op) as Parser<never[]> | undefined,
      ) as never,
    // A read's URL is written once in the feature's reads.ts (with its page, for a list).
    callRead: async (op, read) => (await send(read.url, { schema: successSchema(op) })).data as never,
    callReadPage: (op, read) =>
      sendPage(read.url, read.page, successSchema(op) as Parser<never[]> | undefined) as never,
    prefetcher,
    dropPrefetched,
  };
}

/** The request function alone (tests). */
export function createApiRequest(deps: FetcherDeps): ApiRequest {
  return createApiClient(deps).request;
}

const browserLocation: LocationActions = {
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

const client = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  createXhr: () => new XMLHttpRequest(),
  location: browserLocation,
});

/** The app's fetcher, bound to the browser. */
export const apiRequest: ApiRequest = client.request;
/** A page of a list call, bound to the browser. */
export const apiRequestPage: ApiPageRequest = client.requestPage;
/** Calls an operation of the contract's table, bound to the browser. */
export const apiCall: ApiCall = client.call;
/** A page of a list operation, bound to the browser. */
export const apiCallPage: ApiCallPage = client.callPage;
/** Calls a read (its URL written once with its key) with an operation's answer schema, bound to the browser. */
export const apiCallRead = client.callRead;
/** A page of a list read, bound to the browser. */
export const apiCallReadPage = client.callReadPage;
/** Starts a navigation's early GETs (a route's `data`), dropping the previous navigation's unread ones. */
export const prefetcher = client.prefetcher;
/** Drops every unread early answer (a guard redirect). */
export const dropPrefetched = client.dropPrefetched;
