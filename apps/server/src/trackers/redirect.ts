import { TRACKER_MESSAGES as M, TRACKER_LINK_PREFIX } from '@console/contract/trackers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { type Click, linkTarget, recordClicks } from './links';

/**
 * Answered clicks are written together: at most every FLUSH_AFTER_MS, or at once when FLUSH_AT
 * are waiting. On the embedded PGlite every statement waits for the one before (one connection),
 * and a write per click at 200 a second held the lookups behind it (p99 7.3 s, bench/
 * trackers.bench.ts); a batch a tenth of a second costs one write where there were twenty.
 */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT = 200;

/** The clicks of one app waiting to be written, and the write under way (one at a time). */
class ClickBuffer {
  private clicks: Click[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly write: (clicks: Click[]) => Promise<void>) {}

  add(click: Click): void {
    this.clicks.push(click);
    if (this.clicks.length >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
      // A waiting batch never keeps the process alive: closing the app flushes it.
      this.timer.unref();
    }
  }

  /** Writes what is waiting (after the write under way); resolves when both are done. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.clicks;
    this.clicks = [];
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }
}

/** Each app's buffer, by its database. */
const buffers = new WeakMap<Db, ClickBuffer>();

/** Resolves once every click answered so far on this database is written (tests; the app's close). */
export async function clicksWritten(db: Db): Promise<void> {
  await buffers.get(db)?.flush();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What an unknown (or deleted) link shows: a small Japanese page, no script, nothing to load. */
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(M.linkNotFoundTitle)}</title></head>
<body><h1>${escapeHtml(M.linkNotFoundTitle)}</h1><p>${escapeHtml(M.linkNotFound)}</p></body></html>
`;

/**
 * GET /t/{code}: the tracked link a friend taps (issue 31). The answer comes first: one indexed
 * lookup (the link by its unique code, its tracker by primary key), then 302 to the destination,
 * never cached (each tap must reach us to be counted). The click is written and the tracker's
 * actions run after the answer has gone, with the other clicks of that tenth of a second, so a
 * write never holds up the friend; the app's close writes what is waiting. A HEAD (a link checker) is answered the same and not recorded.
 * A page, not an operation: it answers anyone, in HTML or a redirect, never JSON.
 */
export function registerRedirect(app: FastifyInstance) {
  const buffer = new ClickBuffer((clicks) =>
    recordClicks(app.db, clicks, app.capabilities.enterJourney, app.capabilities.friendEvents).catch(
      (error: unknown) => app.log.error({ err: error, clicks: clicks.length }, 'clicks not recorded'),
    ),
  );
  buffers.set(app.db, buffer);
  app.addHook('onClose', async () => buffer.flush());

  app.get<{ Params: { code: string } }>(
    `${TRACKER_LINK_PREFIX}:code`,
    { schema: { hide: true }, config: { public: true, sessionless: true } },
    async (request, reply) => {
      const target = await linkTarget(app.db, request.params.code);
      reply.header('cache-control', 'no-store');
      if (!target) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      if (request.method === 'GET') {
        const click = { target, userAgent: request.headers['user-agent'], at: new Date() };
        reply.raw.once('finish', () => buffer.add(click));
      }
      return reply.code(302).header('location', target.url).send();
    },
  );
}
