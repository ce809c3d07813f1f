import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { deliveryTag, hashPhone } from './hash';
import type { SendResult } from './policy';

export type SenderMode = 'sandbox' | 'line';

export interface SendRequest {
  lineId: number;
  /** E.164. */
  tel: string;
  /** One LINE message object (the rendered template). */
  message: Record<string, unknown>;
}

/** Hands one rendered message to its destination; never throws, every failure is a `SendResult`. */
export interface Sender {
  readonly mode: SenderMode;
  send(request: SendRequest): Promise<SendResult>;
  close(): Promise<void>;
}

/** Nothing leaves the machine: the worker stores the rendered message and marks the line sent. */
export function createSandboxSender(): Sender {
  return {
    mode: 'sandbox',
    send: async () => ({ kind: 'http', status: 200, requestId: null }),
    close: async () => {},
  };
}

export interface LineSenderOptions {
  /** https://api.line.me, or a local fake in tests. */
  baseUrl: string;
  channelAccessToken: string;
  /** Open connections at most (the worker's send concurrency). */
  maxSockets: number;
  /** No byte from LINE for this long: the request is abandoned and its outcome is unknown. */
  timeoutMs: number;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * LINE notification messages, flexible push (`POST /bot/pnp/push`). Plain node:http(s) rather
 * than fetch: the sender must know whether a network error struck before the request was written
 * (safe to repeat) or after (LINE may have it, so never repeat), and the socket events say so.
 */
export function createLineSender(options: LineSenderOptions): Sender {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/bot/pnp/push`);
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const authorization = `Bearer ${options.channelAccessToken}`;

  function send(request: SendRequest): Promise<SendResult> {
    const body = JSON.stringify({ to: hashPhone(request.tel), messages: [request.message] });
    return new Promise((resolve) => {
      let written = false;
      let settled = false;
      const settle = (result: SendResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const req = transport.request(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization,
          'x-line-delivery-tag': deliveryTag(request.lineId),
        },
      });
      req.on('socket', (socket: Socket) => {
        // A fresh socket writes nothing before it connects; a kept-alive one writes at once.
        if (socket.connecting) socket.once(secure ? 'secureConnect' : 'connect', () => (written = true));
        else written = true;
      });
      req.setTimeout(options.timeoutMs, () => {
        req.destroy(Object.assign(new Error('LINE API timeout'), { code: 'ETIMEDOUT' }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        settle({
          kind: 'network',
          phase: written ? 'after-send' : 'before-send',
          code: error.code ?? 'ERROR',
        });
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk);
        });
        res.on('error', (error: NodeJS.ErrnoException) =>
          settle({ kind: 'network', phase: 'after-send', code: error.code ?? 'ERROR' }),
        );
        res.on('aborted', () => settle({ kind: 'network', phase: 'after-send', code: 'ECONNRESET' }));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const requestId = headerValue(res.headers['x-line-request-id']);
          settle({
            kind: 'http',
            status,
            requestId,
            detail: status >= 300 ? errorDetail(Buffer.concat(chunks).toString('utf8')) : undefined,
            retryAfterMs: retryAfterMs(headerValue(res.headers['retry-after'])),
          });
        });
      });
      req.end(body);
    });
  }

  return {
    mode: 'line',
    send,
    close: async () => agent.destroy(),
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function retryAfterMs(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  return Number(value) * 1000;
}

/** LINE's error body is `{message, details?: [{message, property}]}`; keep it short for the operator. */
export function errorDetail(text: string): string {
  try {
    const parsed = JSON.parse(text) as {
      message?: unknown;
      details?: { message?: unknown; property?: unknown }[];
    };
    const parts: string[] = [];
    if (typeof parsed.message === 'string') parts.push(parsed.message);
    for (const detail of parsed.details ?? []) {
      if (typeof detail?.message === 'string') {
        parts.push(
          typeof detail.property === 'string' ? `${detail.property}: ${detail.message}` : detail.message,
        );
      }
    }
    return parts.join(' / ').slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}
