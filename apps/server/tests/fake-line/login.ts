import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of LINE Login's token and ID-token endpoints (`POST /oauth2/v2.1/token`,
 * `POST /oauth2/v2.1/verify`) for tests. A code is good once, for the user and nonce the test
 * grants it; the fake checks each form as LINE's reference describes it and answers LINE's error
 * shape otherwise, or the status a test scripts for the next token request.
 */

export interface FakeLineLogin {
  readonly url: string;
  /** Every request received: path and form. */
  readonly requests: { path: string; form: Record<string, string> }[];
  /** A code LINE would hand back after the user logged in, with the nonce of its authorize URL. */
  grant(code: string, grant: { userId: string; nonce: string }): void;
  /**
   * An ID token LIFF would hand a page inside LINE (`liff.getIDToken()`): verified without a
   * nonce, for this channel, naming `userId`.
   */
  issueIdToken(token: string, userId: string): void;
  /** The status of the next token request (400, 500 …), whatever its form. */
  failNextToken(status: number): void;
  close(): Promise<void>;
}

export async function startFakeLineLogin(channel: { id: string; secret: string }): Promise<FakeLineLogin> {
  const grants = new Map<string, { userId: string; nonce: string }>();
  const idTokens = new Map<string, { userId: string; nonce?: string }>();
  const requests: FakeLineLogin['requests'] = [];
  let nextTokenStatus: number | null = null;

  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const invalid = (res: http.ServerResponse, description: string) =>
    answer(res, 400, { error: 'invalid_request', error_description: description });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ path: req.url ?? '', form });
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return invalid(res, 'method or content type');
      }
      if (req.url === '/oauth2/v2.1/token') {
        if (nextTokenStatus !== null) {
          const status = nextTokenStatus;
          nextTokenStatus = null;
          return answer(res, status, { error: 'server_error', error_description: 'scripted' });
        }
        const granted = grants.get(form.code ?? '');
        if (
          form.grant_type !== 'authorization_code' ||
          form.client_id !== channel.id ||
          form.client_secret !== channel.secret ||
          !form.redirect_uri ||
          !granted
        ) {
          return answer(res, 400, {
            error: 'invalid_grant',
            error_description: 'invalid authorization code',
          });
        }
        grants.delete(form.code ?? '');
        const idToken = `id-token-${idTokens.size + 1}`;
        idTokens.set(idToken, granted);
        return answer(res, 200, {
          access_token: 'access',
          expires_in: 2592000,
          id_token: idToken,
          refresh_token: 'refresh',
          scope: 'openid profile',
          token_type: 'Bearer',
        });
      }
      if (req.url === '/oauth2/v2.1/verify') {
        const token = idTokens.get(form.id_token ?? '');
        if (!token) return invalid(res, 'Invalid IdToken.');
        if (form.client_id !== channel.id) return invalid(res, 'Invalid IdToken Audience.');
        if (form.nonce !== token.nonce) return invalid(res, 'Invalid IdToken Nonce.');
        const now = Math.floor(Date.now() / 1000);
        return answer(res, 200, {
          iss: 'https://access.line.me',
          sub: token.userId,
          aud: channel.id,
          exp: now + 3600,
          iat: now,
          ...(token.nonce === undefined ? {} : { nonce: token.nonce }),
          amr: ['linesso'],
          name: 'テスト',
        });
      }
      return answer(res, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    grant: (code, grant) => grants.set(code, grant),
    issueIdToken: (token, userId) => idTokens.set(token, { userId }),
    failNextToken: (status) => {
      nextTokenStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
