import { AUTH_PATHS, type Me } from '@console/contract';
import { ApiError, type ApiRequest, apiRequest } from './fetcher';
import { LIB_MESSAGES } from './messages';
import { takePageMe } from './meta';

export const ME_KEY = AUTH_PATHS.me;

export type LoadMe = () => Promise<Me | null>;

/** The permission keys known now, without waiting (undefined: not known yet). */
export type KnownPermissions = () => readonly string[] | undefined;

/** The `permissions` of a page's `me` block read as plain JSON (the schema checks it later). */
export function permissionsIn(text: string): readonly string[] | undefined {
  try {
    const permissions = (JSON.parse(text) as { permissions?: unknown } | null)?.permissions;
    return Array.isArray(permissions) && permissions.every((key) => typeof key === 'string')
      ? permissions
      : undefined;
  } catch {
    return undefined;
  }
}

type MeSchema = typeof import('./schemas')['meSchema'];

function checked(meSchema: MeSchema, body: unknown): Me {
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, LIB_MESSAGES.unexpected);
  return parsed.data;
}

/**
 * GET /api/me, validated by the contract's schema. The schema (and zod with it) loads beside the
 * request instead of before the app starts, so the login screen never downloads zod.
 */
export async function fetchMe(request: ApiRequest, options: { onUnauthorized?: 'throw' } = {}): Promise<Me> {
  const [{ meSchema }, body] = await Promise.all([
    import('./schemas'),
    request(ME_KEY, { onUnauthorized: options.onUnauthorized }),
  ]);
  return checked(meSchema, body);
}

/** The page's `me`, checked by the same schema as GET /api/me's answer. */
async function readPageMe(text: string): Promise<Me> {
  const { meSchema } = await import('./schemas');
  return checked(meSchema, JSON.parse(text));
}

/**
 * The session probe used by the route guard: the logged-in user, or null without a session.
 * The first load answers from the page's `me` when the server sent one, so the first screen asks
 * nothing before its own data (issue 27); otherwise, or if that block does not read as a `me`, it
 * asks GET /api/me. The answer is kept for the page's lifetime; `forget` drops it after login and
 * logout, and the next load asks the server.
 */
export function createMeLoader(
  request: ApiRequest,
  pageMe?: string,
): { load: LoadMe; known: KnownPermissions; forget(): void } {
  let unread = pageMe;
  let pending: Promise<Me> | null = null;
  // What the route guard may know before load() settles: the last answer, or the page's block.
  let permissions = pageMe === undefined ? undefined : permissionsIn(pageMe);
  const ask = () => fetchMe(request, { onUnauthorized: 'throw' });
  return {
    async load() {
      if (!pending) {
        const text = unread;
        unread = undefined;
        pending = text === undefined ? ask() : readPageMe(text).catch(ask);
      }
      try {
        const me = await pending;
        permissions = me.permissions;
        return me;
      } catch (error) {
        pending = null;
        permissions = undefined;
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    known: () => permissions,
    forget() {
      unread = undefined;
      pending = null;
      permissions = undefined;
    },
  };
}

export const meLoader = createMeLoader(apiRequest, takePageMe());
