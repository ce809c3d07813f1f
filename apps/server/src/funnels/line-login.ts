import { createHash, randomBytes } from 'node:crypto';
import { type IdTokenResult, type LineLoginConfig, postForm, verifyLineIdToken } from '../line-id-token';

/*
 * LINE Login (OAuth 2.1 authorization code with OpenID Connect), as an entry source uses it
 * (issue 32): the authorize URL the browser is sent to, then, on the way back, the code exchanged
 * at the token endpoint and the ID token checked by LINE's verify endpoint, whose `sub` is the
 * person's LINE user id. Only that answer is trusted: never an id the browser sends.
 * https://developers.line.biz/en/reference/line-login/
 */

/** The account's LINE Login channel. */
export interface LoginChannel {
  channelId: string;
  channelSecret: string;
}

/** What the way back tells: the LINE user id, or why there is none (a log line, not for people). */
export type LoginResult = IdTokenResult;

export interface LineLogin {
  /** Where the browser goes to log in (and, with bot_prompt=aggressive, to add the friend). */
  authorizeUrl(channel: LoginChannel, request: { redirectUri: string; state: string; nonce: string }): string;
  /** The person's LINE user id from the code LINE handed back. */
  userOf(
    channel: LoginChannel,
    request: { code: string; redirectUri: string; nonce: string },
  ): Promise<LoginResult>;
}

/**
 * The sandbox (the default): the browser comes straight back with a made-up code, whose user id
 * is made up from it, the same every time. Nothing leaves the machine.
 */
export const sandboxLineLogin: LineLogin = {
  authorizeUrl(_channel, { redirectUri, state }) {
    const code = `sandbox-${randomBytes(16).toString('base64url')}`;
    return `${redirectUri}?${new URLSearchParams({ code, state })}`;
  },
  async userOf(channel, { code }) {
    if (!code.startsWith('sandbox-')) return { ok: false, reason: 'sandbox: not a sandbox code' };
    const hash = createHash('sha256').update(`${channel.channelId}:${code}`).digest('hex');
    return { ok: true, userId: `U${hash.slice(0, 32)}` };
  },
};

/** LINE Login itself: the browser to access.line.me, the code and the ID token to api.line.me. */
export function liveLineLogin(config: LineLoginConfig): LineLogin {
  return {
    authorizeUrl(channel, { redirectUri, state, nonce }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: channel.channelId,
        redirect_uri: redirectUri,
        state,
        scope: 'openid profile',
        nonce,
        // LINE offers to add the official account linked to the login channel on the consent screen.
        bot_prompt: 'aggressive',
      });
      return `${config.authorizeBaseUrl}/oauth2/v2.1/authorize?${query}`;
    },
    async userOf(channel, { code, redirectUri, nonce }) {
      try {
        const token = await postForm(`${config.apiBaseUrl}/oauth2/v2.1/token`, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: channel.channelId,
          client_secret: channel.channelSecret,
        });
        const idToken = (token.body as { id_token?: unknown } | null)?.id_token;
        if (token.status !== 200 || typeof idToken !== 'string') {
          return { ok: false, reason: `token: ${token.status} ${token.text}` };
        }
        // The ID token's check is the platform's, shared with LIFF pages (line-id-token.ts).
        return await verifyLineIdToken(config, { idToken, channelId: channel.channelId, nonce });
      } catch (error) {
        return {
          ok: false,
          reason: `unreachable: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    },
  };
}

export const lineLoginFor = (config: LineLoginConfig): LineLogin =>
  config.live ? liveLineLogin(config) : sandboxLineLogin;
