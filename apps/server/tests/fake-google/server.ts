import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the parts of Google that the salon's calendar link uses: the OAuth token
 * endpoint (code exchange, refresh, revoke) and Calendar API v3 (calendarList.list, events
 * update/insert/delete). It checks the bearer token on every API call, keeps events per calendar
 * (a deleted event stays as `cancelled`, as Google keeps it), and can fail the next calls on demand.
 */

export interface FakeGoogleEvent {
  id: string;
  summary?: string;
  description?: string;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
  status: 'confirmed' | 'cancelled';
}

export interface FakeGoogle {
  readonly url: string;
  /** `oauth` endpoints of the config: auth (never called by the server), token, revoke. */
  readonly tokenUrl: string;
  readonly revokeUrl: string;
  readonly authUrl: string;
  /** The code the token endpoint accepts, for the account `email`. */
  readonly code: string;
  readonly email: string;
  /** Calls received, `METHOD path` in order. */
  readonly calls: string[];
  /** Live (not cancelled) events of a calendar. */
  events(calendarId: string): FakeGoogleEvent[];
  /** The next `n` Calendar API calls answer `status`. */
  failNext(n: number, status: number): void;
  /** Every refresh token issued so far stops working (`invalid_grant`), and access tokens with it. */
  revokeAll(): void;
  close(): Promise<void>;
}

const CALENDARS = (email: string) => [
  { id: email, summary: email, primary: true, accessRole: 'owner' },
  { id: 'salon-team@group.calendar.google.com', summary: 'サロン共有', accessRole: 'writer' },
  { id: 'ja.japanese#holiday@group.v.calendar.google.com', summary: '日本の祝日', accessRole: 'reader' },
];

/** Google's event ids: base32hex (0-9, a-v), 5 to 1024 characters. */
const EVENT_ID = /^[0-9a-v]{5,1024}$/;

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const email = 'owner@example.jp';
  const code = 'fake-code';
  const calls: string[] = [];
  const calendars = new Map<string, Map<string, FakeGoogleEvent>>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  let failures: { n: number; status: number } = { n: 0, status: 500 };
  let serial = 0;

  const issue = () => {
    serial += 1;
    const access = `access-${serial}`;
    accessTokens.add(access);
    return access;
  };

  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const apiError = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { code: status, message, errors: [{ message, reason: 'fake' }] } });

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    calls.push(`${req.method} ${path}`);
    const text = await readBody(req);

    if (path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(text);
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== code || !form.get('redirect_uri'))
          return send(res, 400, { error: 'invalid_grant' });
        serial += 1;
        const refresh = `refresh-${serial}`;
        refreshTokens.add(refresh);
        return send(res, 200, {
          access_token: issue(),
          refresh_token: refresh,
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/calendar.events',
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token') ?? ''))
          return send(res, 400, { error: 'invalid_grant' });
        return send(res, 200, { access_token: issue(), expires_in: 3600, token_type: 'Bearer' });
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (path === '/revoke' && req.method === 'POST') {
      const token = url.searchParams.get('token') ?? new URLSearchParams(text).get('token') ?? '';
      refreshTokens.delete(token);
      return send(res, 200, {});
    }

    if (!path.startsWith('/calendar/v3/')) return apiError(res, 404, 'Not Found');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return apiError(res, 401, 'Invalid Credentials');
    if (failures.n > 0) {
      failures = { ...failures, n: failures.n - 1 };
      return apiError(res, failures.status, 'Backend Error');
    }

    if (path === '/calendar/v3/users/me/calendarList' && req.method === 'GET') {
      return send(res, 200, { kind: 'calendar#calendarList', items: CALENDARS(email) });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return apiError(res, 404, 'Not Found');
    const calendarId = decodeURIComponent(match[1] ?? '');
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    const known = CALENDARS(email).find((c) => c.id === calendarId);
    if (!known) return apiError(res, 404, 'Not Found');
    if (req.method !== 'GET' && known.accessRole === 'reader') return apiError(res, 403, 'Forbidden');
    let events = calendars.get(calendarId);
    if (!events) {
      events = new Map();
      calendars.set(calendarId, events);
    }
    const body = text ? (JSON.parse(text) as Partial<FakeGoogleEvent>) : {};

    if (req.method === 'POST' && !eventId) {
      if (!body.id || !EVENT_ID.test(body.id)) return apiError(res, 400, 'Invalid resource id value.');
      if (events.has(body.id)) return apiError(res, 409, 'The requested identifier already exists.');
      const event = { ...body, id: body.id, status: 'confirmed' as const };
      events.set(body.id, event);
      return send(res, 200, event);
    }
    if (!eventId) return apiError(res, 405, 'Method Not Allowed');
    const current = events.get(eventId);
    if (req.method === 'PUT') {
      if (!current) return apiError(res, 404, 'Not Found');
      const event = { ...body, id: eventId, status: body.status ?? 'confirmed' };
      events.set(eventId, event as FakeGoogleEvent);
      return send(res, 200, event);
    }
    if (req.method === 'DELETE') {
      if (!current) return apiError(res, 404, 'Not Found');
      if (current.status === 'cancelled') return apiError(res, 410, 'Resource has been deleted');
      events.set(eventId, { ...current, status: 'cancelled' });
      res.writeHead(204);
      return res.end();
    }
    return apiError(res, 405, 'Method Not Allowed');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/`,
    tokenUrl: `${base}/token`,
    revokeUrl: `${base}/revoke`,
    authUrl: `${base}/o/oauth2/v2/auth`,
    code,
    email,
    calls,
    events: (calendarId) =>
      [...(calendars.get(calendarId)?.values() ?? [])].filter((e) => e.status !== 'cancelled'),
    failNext(n, status) {
      failures = { n, status };
    },
    revokeAll() {
      refreshTokens.clear();
      accessTokens.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
