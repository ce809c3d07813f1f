/*
 * A LINE ID token checked by LINE itself (POST {api}/oauth2/v2.1/verify): what LINE Login's way
 * back (an entry source, issue 32) and a LIFF page's `liff.getIDToken()` (the pages, issue 33)
 * both hand the server. Only LINE's answer is trusted — its `aud` must be the account's LINE Login
 * channel and its `sub` a LINE user id — never a profile the browser reports.
 * https://developers.line.biz/en/reference/line-login/#verify-id-token
 */

/** The LINE Login settings of the deployment (LINE_LOGIN_MODE, LINE_LOGIN_BASE_URL, LINE_API_BASE_URL). */
export interface LineLoginConfig {
  /**
   * Go through LINE Login for real (LINE_LOGIN_MODE=live). Off by default, and in tests: the
   * sandbox makes entry sources' logins up and refuses every ID token, so nothing leaves the
   * machine and pages answer anonymously offline. The deployment decides: a login channel always
   * has its secret, so its settings cannot say "sandbox".
   */
  live: boolean;
  /** Where the browser is sent to log in (LINE_LOGIN_BASE_URL; `https://access.line.me`). */
  authorizeBaseUrl: string;
  /** The token and ID-token endpoints' root: LINE_API_BASE_URL, as every other call to LINE. */
  apiBaseUrl: string;
}

/** The LINE user id the token names, or why there is none (a log line, not for people). */
export type IdTokenResult = { ok: true; userId: string } | { ok: false; reason: string };

/** A LINE user id as the Messaging API and LINE Login give it. */
export const LINE_USER_ID_PATTERN = /^U[0-9a-f]{32}$/;
const TIMEOUT_MS = 10_000;

/** A form POST to LINE: its status, its JSON body (null when not JSON) and the start of its text. */
export async function postForm(url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // LINE answers JSON; anything else (a proxy's page) is kept only for the log line.
  }
  return { status: response.status, body, text: text.slice(0, 200) };
}

/**
 * Asks LINE whose ID token this is, for the login channel `channelId`. `nonce`: the one of the
 * authorize URL (LINE Login's way back); a LIFF token has none to check. The sandbox refuses
 * every token without a request.
 */
export async function verifyLineIdToken(
  config: LineLoginConfig,
  request: { idToken: string; channelId: string; nonce?: string },
): Promise<IdTokenResult> {
  if (!config.live) return { ok: false, reason: 'sandbox: ID tokens are not verified' };
  if (request.idToken === '') return { ok: false, reason: 'empty token' };
  try {
    const verified = await postForm(`${config.apiBaseUrl}/oauth2/v2.1/verify`, {
      id_token: request.idToken,
      client_id: request.channelId,
      ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
    });
    if (verified.status !== 200) return { ok: false, reason: `verify: ${verified.status} ${verified.text}` };
    const claims = (verified.body ?? {}) as { sub?: unknown; aud?: unknown };
    if (String(claims.aud) !== request.channelId) return { ok: false, reason: 'verify: another audience' };
    if (typeof claims.sub !== 'string' || !LINE_USER_ID_PATTERN.test(claims.sub))
      return { ok: false, reason: 'verify: no user id' };
    return { ok: true, userId: claims.sub };
  } catch (error) {
    return { ok: false, reason: `unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
