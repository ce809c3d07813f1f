import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local fake of LINE's Messaging API send and quota endpoints (issue 31) for tests and
 * benchmarks: `POST /v2/bot/message/multicast` and `/push`, `GET /v2/bot/message/quota` and
 * `/quota/consumption`. It checks what LINE checks (the bearer token, 1–500 user ids, 1–5
 * messages, X-Line-Retry-Key a UUID) and takes each retry key once, as LINE does: a repeated key
 * of an accepted request answers 409 with `X-Line-Accepted-Request-Id` and delivers nothing. It
 * counts what each user was delivered, so a test can say nobody got a message twice and nobody
 * was skipped. Scripted answers (429 with or without Retry-After, 400, 500) come before the check.
 * A `limited` quota refuses with 429 the request that would go past it, as LINE does.
 */

export interface FakeMessagingRequest {
  kind: 'multicast' | 'push';
  to: string[];
  messages: unknown[];
  retryKey: string;
  /** customAggregationUnits as sent. */
  units: unknown;
  status: number;
}

export interface FakeMessagingLine {
  readonly url: string;
  readonly token: string;
  /** Every send request in arrival order, with the status it was answered. */
  readonly requests: FakeMessagingRequest[];
  /** Requests that broke LINE's rules (answered 400); a correct sender leaves this empty. */
  readonly violations: string[];
  /** Times each user was delivered a message (accepted requests only). */
  deliveredTo(userId: string): number;
  /** Users delivered more than once. */
  duplicates(): string[];
  /** Messages a user was delivered, in order. */
  messagesOf(userId: string): unknown[][];
  /** The next send requests answer these statuses, in order, before any check (e.g. 429, 500). */
  script(...replies: { status: number; retryAfter?: number }[]): void;
  /** The monthly quota: null for `none`, else a limit; and what is used of it already. */
  setQuota(limit: number | null, used?: number): void;
  /** What the statistics of a unit answer (GET /v2/bot/insight/message/event/aggregation). */
  setStatistics(unit: string, overview: object): void;
  /** The query strings the statistics were asked with. */
  readonly statisticsQueries: string[];
  /** Waits this long before answering each send (a slow LINE). */
  setDelay(ms: number): void;
  /**
   * Called with the count of accepted requests after LINE has taken one and before it answers:
   * a test can kill the sender there, the moment a request went but its answer had not come.
   */
  onAccept: ((accepted: number) => void) | null;
  reset(): void;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const json = (
  res: http.ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-line-request-id': randomUUID(),
    ...headers,
  });
  res.end(JSON.stringify(body));
};

export async function startFakeMessagingLine(
  port = 0,
  token = `fake-messaging-${randomUUID()}`,
): Promise<FakeMessagingLine> {
  const requests: FakeMessagingRequest[] = [];
  const violations: string[] = [];
  const delivered = new Map<string, unknown[][]>();
  const accepted = new Map<string, string>();
  let scripted: { status: number; retryAfter?: number }[] = [];
  let limit: number | null = null;
  let used = 0;
  let delayMs = 0;
  const statistics = new Map<string, object>();
  const statisticsQueries: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const path = (req.url ?? '').split('?')[0];
      if (req.headers.authorization !== `Bearer ${token}`) {
        json(res, 401, {
          message:
            'Authentication failed. Confirm that the access token in the authorization header is valid.',
        });
        return;
      }
      if (req.method === 'GET' && path === '/v2/bot/message/quota') {
        json(res, 200, limit === null ? { type: 'none' } : { type: 'limited', value: limit });
        return;
      }
      if (req.method === 'GET' && path === '/v2/bot/insight/message/event/aggregation') {
        const query = new URL(req.url ?? '', 'http://fake').searchParams;
        statisticsQueries.push(query.toString());
        const unit = query.get('customAggregationUnit') ?? '';
        const day = /^\d{8}$/;
        if (!day.test(query.get('from') ?? '') || !day.test(query.get('to') ?? '')) {
          json(res, 400, { message: 'from and to must be yyyyMMdd' });
          return;
        }
        json(res, 200, {
          overview: statistics.get(unit) ?? {
            uniqueImpression: null,
            uniqueClick: null,
            uniqueMediaPlayed: null,
          },
          messages: [],
          clicks: [],
        });
        return;
      }
      if (req.method === 'GET' && path === '/v2/bot/message/quota/consumption') {
        json(res, 200, { totalUsage: used });
        return;
      }
      const kind =
        path === '/v2/bot/message/multicast' ? 'multicast' : path === '/v2/bot/message/push' ? 'push' : null;
      if (req.method !== 'POST' || !kind) {
        json(res, 404, { message: 'Not found' });
        return;
      }
      let body: { to?: unknown; messages?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        violations.push(`${kind}: body is not JSON`);
        json(res, 400, { message: 'The request body has 1 error(s)' });
        return;
      }
      const to = kind === 'push' ? [body.to] : body.to;
      const retryKey = String(req.headers['x-line-retry-key'] ?? '');
      const messages = Array.isArray(body.messages) ? body.messages : [];
      const units = (body as { customAggregationUnits?: unknown }).customAggregationUnits;
      const entry: FakeMessagingRequest = {
        kind,
        to: Array.isArray(to) ? to.map(String) : [],
        messages,
        retryKey,
        units,
        status: 0,
      };
      requests.push(entry);
      const reply = scripted.shift();
      if (reply) {
        entry.status = reply.status;
        json(
          res,
          reply.status,
          {
            message:
              reply.status === 429 ? 'The API rate limit has been exceeded. Try again later.' : 'error',
          },
          reply.retryAfter ? { 'retry-after': String(reply.retryAfter) } : {},
        );
        return;
      }
      const problems: string[] = [];
      if (!Array.isArray(to) || to.length < 1 || to.length > 500) problems.push('to: 1–500 user ids');
      else if (to.some((id) => typeof id !== 'string' || !/^U[0-9a-f]{32}$/.test(id)))
        problems.push('to: user id');
      if (messages.length < 1 || messages.length > 5) problems.push('messages: 1–5');
      if (!UUID.test(retryKey)) problems.push('X-Line-Retry-Key: UUID');
      if (
        units !== undefined &&
        (!Array.isArray(units) || units.length !== 1 || !/^[a-zA-Z0-9_]{1,30}$/.test(String(units[0])))
      )
        problems.push('customAggregationUnits: one name of 1–30 letters, digits, underscores');
      if (problems.length > 0) {
        violations.push(`${kind}: ${problems.join(', ')}`);
        entry.status = 400;
        json(res, 400, {
          message: 'The request body has 1 error(s)',
          details: problems.map((message) => ({ message })),
        });
        return;
      }
      const earlier = accepted.get(retryKey);
      if (earlier) {
        entry.status = 409;
        json(
          res,
          409,
          { message: 'The retry key is already accepted' },
          { 'x-line-accepted-request-id': earlier },
        );
        return;
      }
      if (limit !== null && used + entry.to.length > limit) {
        entry.status = 429;
        json(res, 429, { message: 'You have reached your monthly limit.' });
        return;
      }
      const requestId = randomUUID();
      accepted.set(retryKey, requestId);
      used += entry.to.length;
      for (const userId of entry.to) delivered.set(userId, [...(delivered.get(userId) ?? []), messages]);
      entry.status = 200;
      fake.onAccept?.(accepted.size);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      json(res, 200, kind === 'push' ? { sentMessages: messages.map(() => ({ id: randomUUID() })) } : {});
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const fake: FakeMessagingLine = {
    url: `http://127.0.0.1:${bound}`,
    token,
    requests,
    violations,
    deliveredTo: (userId) => delivered.get(userId)?.length ?? 0,
    duplicates: () => [...delivered].filter(([, list]) => list.length > 1).map(([userId]) => userId),
    messagesOf: (userId) => delivered.get(userId) ?? [],
    script: (...replies) => {
      scripted = [...scripted, ...replies];
    },
    setQuota: (value, already = 0) => {
      limit = value;
      used = already;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    onAccept: null,
    setStatistics: (unit, overview) => {
      statistics.set(unit, overview);
    },
    statisticsQueries,
    reset: () => {
      requests.length = 0;
      violations.length = 0;
      delivered.clear();
      accepted.clear();
      scripted = [];
      limit = null;
      used = 0;
      delayMs = 0;
      fake.onAccept = null;
      statistics.clear();
      statisticsQueries.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
