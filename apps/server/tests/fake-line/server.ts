import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local fake of LINE's notification-message API (flexible push, `POST /bot/pnp/push`) for tests
 * and benchmarks. It checks every request as LINE documents it, answers on demand (per hashed
 * number, or from a script shared by all requests), records what it received, and can hang or
 * reset the connection after reading the body (a request that may have reached LINE).
 */

export type FakeReply =
  | {
      status: 200 | 400 | 401 | 403 | 413 | 422 | 429 | 500 | 502 | 503;
      retryAfter?: number;
      delayMs?: number;
    }
  | { hang: true }
  | { reset: true };

export interface RecordedRequest {
  to: string;
  messages: unknown[];
  deliveryTag: string;
  /** What the fake answered. */
  reply: FakeReply;
  requestId: string | null;
}

export interface FakeLine {
  readonly url: string;
  readonly token: string;
  /** Requests that passed every check, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Requests that broke LINE's rules (answered 400); a correct sender leaves this empty. */
  readonly violations: { problems: string[]; headers: http.IncomingHttpHeaders }[];
  /** Replies for one hashed number, used in order; the last one repeats. */
  replyFor(to: string, ...replies: FakeReply[]): void;
  /** Replies for the next requests of any number not set with `replyFor`, used in order. */
  script(...replies: FakeReply[]): void;
  /** Requests received for one hashed number. */
  requestsFor(to: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const BODIES: Record<number, object> = {
  200: {},
  400: { message: 'The request body has 1 error(s)', details: [{ message: 'invalid', property: 'to' }] },
  401: { message: 'Authentication failed due to the following reason: invalid token.' },
  403: { message: 'Access to this API is not available for your account' },
  413: { message: 'Request entity too large' },
  422: { message: 'Failed to send messages' },
  429: { message: 'The API rate limit has been exceeded. Try again later.' },
  500: { message: 'Internal server error' },
  502: { message: 'Bad gateway' },
  503: { message: 'Service unavailable' },
};

function check(req: http.IncomingMessage, raw: string, token: string): { problems: string[]; body: unknown } {
  const problems: string[] = [];
  if (req.method !== 'POST') problems.push(`method ${req.method}`);
  if (req.url !== '/bot/pnp/push') problems.push(`path ${req.url}`);
  if (req.headers.authorization !== `Bearer ${token}`) problems.push('authorization');
  if (!/^application\/json(;|$)/.test(req.headers['content-type'] ?? '')) problems.push('content-type');
  const tag = req.headers['x-line-delivery-tag'];
  if (typeof tag !== 'string' || tag.length < 16 || tag.length > 100) problems.push('x-line-delivery-tag');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    problems.push('body is not JSON');
    return { problems, body: undefined };
  }
  const { to, messages } = (body ?? {}) as { to?: unknown; messages?: unknown };
  if (typeof to !== 'string' || !/^[0-9a-f]{64}$/.test(to))
    problems.push('to is not a lowercase SHA-256 hex');
  if (!Array.isArray(messages) || messages.length < 1 || messages.length > 5)
    problems.push('messages: 1–5 items');
  else if (
    messages.some(
      (m) => typeof m !== 'object' || m === null || typeof (m as { type?: unknown }).type !== 'string',
    )
  ) {
    problems.push('messages: objects with a type');
  }
  return { problems, body };
}

export async function startFakeLine(options: { token?: string } = {}): Promise<FakeLine> {
  const token = options.token ?? 'test-channel-access-token';
  const requests: RecordedRequest[] = [];
  const violations: FakeLine['violations'] = [];
  const perTo = new Map<string, FakeReply[]>();
  const scripted: FakeReply[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { problems, body } = check(req, Buffer.concat(chunks).toString('utf8'), token);
      if (problems.length > 0) {
        violations.push({ problems, headers: req.headers });
        res.writeHead(400, { 'content-type': 'application/json', 'x-line-request-id': randomUUID() });
        res.end(JSON.stringify({ message: problems.join('; ') }));
        return;
      }
      const { to, messages } = body as { to: string; messages: unknown[] };
      const queue = perTo.get(to);
      let reply: FakeReply;
      if (queue && queue.length > 0) reply = (queue.length > 1 ? queue.shift() : queue[0]) as FakeReply;
      else reply = scripted.shift() ?? { status: 200 };
      const requestId = 'status' in reply ? randomUUID() : null;
      requests.push({
        to,
        messages,
        deliveryTag: String(req.headers['x-line-delivery-tag']),
        reply,
        requestId,
      });
      if ('hang' in reply) return; // body read, never answered
      if ('reset' in reply) {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (requestId) headers['x-line-request-id'] = requestId;
      if (reply.retryAfter !== undefined) headers['retry-after'] = String(reply.retryAfter);
      const answer = () => {
        res.writeHead(reply.status, headers);
        res.end(JSON.stringify(BODIES[reply.status] ?? {}));
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    violations,
    replyFor: (to, ...replies) => perTo.set(to, replies),
    script: (...replies) => scripted.push(...replies),
    requestsFor: (to) => requests.filter((r) => r.to === to),
    reset() {
      requests.length = 0;
      violations.length = 0;
      perTo.clear();
      scripted.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
