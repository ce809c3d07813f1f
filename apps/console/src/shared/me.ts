import { AUTH_PATHS, type Me } from '@console/contract';
import { ApiError, type ApiRequest, apiRequest } from './fetcher';
import { LIB_MESSAGES } from './messages';

export const ME_KEY = AUTH_PATHS.me;

export type LoadMe = () => Promise<Me | null>;

/**
 * GET /api/me, validated by the contract's schema. The schema (and zod with it) loads beside the
 * request instead of before the app starts, so the login screen never downloads zod.
 */
export async function fetchMe(request: ApiRequest, options: { onUnauthorized?: 'throw' } = {}): Promise<Me> {
  const [{ meSchema }, body] = await Promise.all([
    import('./schemas'),
    request(ME_KEY, { onUnauthorized: options.onUnauthorized }),
  ]);
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, LIB_MESSAGES.unexpected);
  return parsed.data;
}

/**
 * The session probe used by the route guard: the logged-in user, or null without a session.
 * The answer is kept for the page's lifetime; `forget` drops it after login and logout.
 */
export function createMeLoader(request: ApiRequest): { load: LoadMe; forget(): void } {
  let pending: Promise<Me> | null = null;
  return {
    async load() {
      pending ??= fetchMe(request, { onUnauthorized: 'throw' });
      try {
        return await pending;
      } catch (error) {
        pending = null;
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    forget() {
      pending = null;
    },
  };
}

export const meLoader = createMeLoader(apiRequest);
