import { AUTH_API, type Me, meSchema } from '@console/contract';
import useSWR from 'swr';
import { ApiError, type ApiRequest, apiRequest } from './fetcher';

export const ME_KEY = AUTH_API.path('me');

export type LoadMe = () => Promise<Me | null>;

/**
 * The session probe used by the route guard: the logged-in user, or null without a session.
 * The answer is kept for the page's lifetime; `forget` drops it after login and logout.
 */
export function createMeLoader(request: ApiRequest): { load: LoadMe; forget(): void } {
  let pending: Promise<Me> | null = null;
  return {
    async load() {
      pending ??= request(ME_KEY, { schema: meSchema, onUnauthorized: 'throw' });
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

/** The logged-in user. Inside the shell it starts from the guard's answer (SWR `fallback`). */
export function useMe() {
  return useSWR<Me, ApiError>(ME_KEY, () => apiRequest(ME_KEY, { schema: meSchema }), {
    revalidateIfStale: false,
  });
}
