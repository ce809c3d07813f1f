import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { startFakeLineLogin } from './login';
import { startFakeMessagingLine } from './messaging';

/**
 * The fake Messaging API for the end-to-end suite (e2e/playwright.config.ts starts it beside the
 * server, whose LINE_API_BASE_URL points here): LINE on FAKE_LINE_PORT with the token
 * FAKE_LINE_TOKEN, which a test pastes as the channel's access token, and a control server on
 * FAKE_LINE_CONTROL_PORT through which the test reads what LINE was sent and scripts LINE's next
 * answers: GET /requests, POST /script (a JSON array of { status }), POST /reset.
 *
 * The same port is LINE Login too (the server's LINE_LOGIN_BASE_URL and, for the token and the
 * ID token, LINE_API_BASE_URL): GET /oauth2/v2.1/authorize logs in as the user a test named with
 * POST /login-user ({ "userId": "U…" }) and sends the browser back to `redirect_uri` with a code;
 * the token and verify endpoints are tests/fake-line/login.ts, for the login channel
 * FAKE_LINE_LOGIN_CHANNEL_ID / FAKE_LINE_LOGIN_CHANNEL_SECRET. Everything else is the Messaging API.
 * A page opened inside LINE hands the server LIFF's ID token instead: POST /id-token
 * ({ "token": "…", "userId": "U…" }) makes the verify endpoint accept that token for that user.
 */
const port = Number(process.env.FAKE_LINE_PORT);
const controlPort = Number(process.env.FAKE_LINE_CONTROL_PORT);
const token = process.env.FAKE_LINE_TOKEN;
if (!port || !controlPort || !token)
  throw new Error('FAKE_LINE_PORT, FAKE_LINE_CONTROL_PORT and FAKE_LINE_TOKEN');

const loginChannel = {
  id: process.env.FAKE_LINE_LOGIN_CHANNEL_ID ?? '',
  secret: process.env.FAKE_LINE_LOGIN_CHANNEL_SECRET ?? '',
};
const fake = await startFakeMessagingLine(0, token);
const login = await startFakeLineLogin(loginChannel);
let loginUser: string | null = null;

/** Passes a request on to one of the fakes, as it came. */
function forward(to: string, req: http.IncomingMessage, res: http.ServerResponse) {
  const target = new URL(req.url ?? '/', to);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

const front = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
    const redirect = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    if (!redirect || url.searchParams.get('client_id') !== loginChannel.id || !loginUser) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('bad authorize request');
      return;
    }
    const code = randomUUID();
    login.grant(code, { userId: loginUser, nonce });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
    return;
  }
  forward(url.pathname.startsWith('/oauth2/') ? login.url : fake.url, req, res);
});
front.listen(port, '127.0.0.1');

const control = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/requests')
      return answer(200, { requests: fake.requests, violations: fake.violations });
    if (req.method === 'POST' && req.url === '/script') {
      fake.script(...(JSON.parse(Buffer.concat(chunks).toString() || '[]') as { status: number }[]));
      return answer(200, { ok: true });
    }
    if (req.method === 'POST' && req.url === '/login-user') {
      loginUser =
        (JSON.parse(Buffer.concat(chunks).toString() || '{}') as { userId?: string }).userId ?? null;
      return answer(200, { ok: true });
    }
    if (req.method === 'POST' && req.url === '/id-token') {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        token?: string;
        userId?: string;
      };
      if (!body.token || !body.userId) return answer(400, { message: 'token and userId' });
      login.issueIdToken(body.token, body.userId);
      return answer(200, { ok: true });
    }
    if (req.method === 'POST' && req.url === '/reset') {
      fake.reset();
      return answer(200, { ok: true });
    }
    answer(404, { message: 'not found' });
  });
});
control.listen(controlPort, '127.0.0.1');

const stop = () => {
  control.close();
  front.close();
  void Promise.all([fake.close(), login.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
