import { AUTH_PATHS, ME_SCRIPT_ID, type Me } from '@console/contract';
import { ApiError, type ApiRequest, apiRequest } from './fetcher';
import { LIB_MESSAGES } from './messages';
import { meSchema } from './schemas';

export const ME_KEY = AUTH_PATHS.me;

export type LoadMe = () => Promise<Me | null>;

/**
 * GET /api/me, validated by the contract's schema. The schema comes with the shell's chunk, which
 * every screen's first load brings beside the entry (vite.config.ts: one request, not two).
 */
export async function fetchMe(request: ApiRequest, options: { onUnauthorized?: 'throw' } = {}): Promise<Me> {
  return parseMe(await request(ME_KEY, { onUnauthorized: options.onUnauthorized }));
}

function parseMe(body: unknown): Me {
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, LIB_MESSAGES.unexpected);
  return parsed.data;
}

/**
 * The `me` the server sent with the page (ME_SCRIPT_ID): the user, `null` without a session, or
 * undefined when the page has none (Vite's dev server, tests) or it does not read as a `me`. The
 * element is removed as it is read: it is the first load's value only, never trusted later.
 */
export function takeInlineMe(doc: Document | undefined = globalThis.document): Me | null | undefined {
  const element = doc?.getElementById(ME_SCRIPT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const body: unknown = JSON.parse(element.textContent ?? '');
    if (body === null) return null;
    const parsed = meSchema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session probe used by the route guard: the logged-in user, or null without a session.
 * The first answer is the page's inline `me` when the server sent one (no request before the
 * first screen's data); after that the answer of GET /api/me, kept for the page's lifetime.
 * `forget` drops both after login and logout, so a logout never falls back to the page's value.
 */
export function createMeLoader(
  request: ApiRequest,
  inline: Me | null | undefined = undefined,
): { load: LoadMe; forget(): void } {
  let pending: Promise<Me | null> | null = inline === undefined ? null : Promise.resolve(inline);
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

export const meLoader = createMeLoader(apiRequest, takeInlineMe());
