import { apiErrorSchema, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { fallbackMessage, LIB_MESSAGES } from './messages';

export const LOGIN_PATH = '/account/login';

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
  location: LocationActions;
}

/** Anything with zod's `parse`, so callers type responses by the contract schemas. */
export interface Parser<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Validates and types the response body. */
  schema?: Parser<T>;
  /**
   * 'redirect' (default): a 401 sends the browser to the login page. 'throw': the caller handles it
   * (the login call itself, and the session probe of the route guard).
   */
  onUnauthorized?: 'redirect' | 'throw';
}

export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

export function loginUrl(next: string): string {
  return next && next !== '/' && !next.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}`
    : LOGIN_PATH;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one fetcher of the app (CONVENTIONS.md "Data hooks"). */
export function createApiRequest(deps: FetcherDeps): ApiRequest {
  return async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', body, schema, onUnauthorized = 'redirect' } = options;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await deps.fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, LIB_MESSAGES.network);
    }

    const payload = await readBody(response);
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(payload);
      const error = parsed.success
        ? new ApiError(response.status, parsed.data.message, parsed.data.errors)
        : new ApiError(response.status, fallbackMessage(response.status));
      if (response.status === 401 && onUnauthorized === 'redirect') {
        deps.location.assign(loginUrl(deps.location.currentPath()));
      } else if (response.status === 409) {
        deps.location.reload();
      }
      throw error;
    }
    if (!schema) return payload as T;
    try {
      return schema.parse(payload);
    } catch {
      throw new ApiError(response.status, LIB_MESSAGES.unexpected);
    }
  };
}

const browserLocation: LocationActions = {
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** The app's fetcher, bound to the browser. */
export const apiRequest: ApiRequest = createApiRequest({
  fetch: (input, init) => window.fetch(input, init),
  location: browserLocation,
});
