import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { PUBLIC_ACCESS_MESSAGES as M, PAGES_PATHS } from '@console/contract/pages';
import { isInsideLine, liffIdToken } from './liff';

/*
 * The friends gate's script (issue 33): a friends-only site or board answers this page (status
 * 401, none of its content) until the friend cookie is set. Inside LINE it asks LIFF for the ID
 * token and hands it to the server, which verifies it with LINE and sets the cookie; then the page
 * is loaded again. Outside LINE it only shows the button that opens this page inside LINE. Nothing
 * the browser knows about the person is sent: only the token LINE signed.
 */

export interface GateEnvironment {
  userAgent: string;
  fetch: typeof fetch;
  /** LIFF's ID token (liff.ts); null when LIFF cannot start or gives none. */
  idToken: (liffId: string) => Promise<string | null>;
  reload: () => void;
}

export const browserGateEnvironment = (): GateEnvironment => ({
  userAgent: navigator.userAgent,
  fetch: (...args) => fetch(...args),
  idToken: liffIdToken,
  reload: () => window.location.reload(),
});

export type GateOutcome = 'reload' | 'outside' | 'not-friend' | 'failed';

/** Reads the gate's data from the body, and lets the friend in (or says why not). */
export async function runGate(body: HTMLElement, env: GateEnvironment): Promise<GateOutcome | null> {
  const scope = body.dataset.gate;
  const key = body.dataset.key;
  const liffId = body.dataset.liffId;
  if ((scope !== 'site' && scope !== 'board') || !key || !liffId) return null;
  const status = body.querySelector<HTMLElement>('#gate-status');
  const show = (id: string) => body.querySelector<HTMLElement>(id)?.removeAttribute('hidden');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  if (!isInsideLine(env.userAgent)) {
    say(M.friendsOpenInLine);
    show('#gate-open');
    return 'outside';
  }
  const idToken = await env.idToken(liffId);
  if (!idToken) {
    say(M.friendsFailed);
    show('#gate-open');
    return 'failed';
  }
  let response: Response | null = null;
  try {
    response = await env.fetch(PAGES_PATHS.publicFriendAccess, {
      method: 'POST',
      // The server refuses a post without it (CSRF): the form script sends it too.
      headers: { 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
      credentials: 'same-origin',
      body: JSON.stringify({ scope, key, id_token: idToken }),
    });
  } catch {
    response = null;
  }
  if (response?.status === 204) {
    env.reload();
    return 'reload';
  }
  if (response?.status === 403) {
    say(M.friendsNotFriend);
    show('#gate-add');
    return 'not-friend';
  }
  say(M.friendsFailed);
  return 'failed';
}
