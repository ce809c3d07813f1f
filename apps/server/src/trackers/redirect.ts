import { TRACKER_MESSAGES as M, TRACKER_LINK_PREFIX } from '@console/contract/trackers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { linkTarget, recordClick } from './links';

/** The clicks being written after their answers, per app (by its database). */
const inFlight = new WeakMap<Db, Set<Promise<unknown>>>();

/** Resolves once every click answered so far on this database is written (tests; the app's close). */
export async function clicksWritten(db: Db): Promise<void> {
  const pending = inFlight.get(db);
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
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
 * actions run after the answer has gone, so a slow write never holds up the friend; the app's
 * close waits for those writes. A HEAD (a link checker) is answered the same and not recorded.
 * A page, not an operation: it answers anyone, in HTML or a redirect, never JSON.
 */
export function registerRedirect(app: FastifyInstance) {
  const pending = inFlight.get(app.db) ?? new Set<Promise<unknown>>();
  inFlight.set(app.db, pending);
  app.addHook('onClose', async () => clicksWritten(app.db));

  app.get<{ Params: { code: string } }>(
    `${TRACKER_LINK_PREFIX}:code`,
    { schema: { hide: true }, config: { public: true, sessionless: true } },
    async (request, reply) => {
      const target = await linkTarget(app.db, request.params.code);
      reply.header('cache-control', 'no-store');
      if (!target) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      if (request.method === 'GET') {
        const userAgent = request.headers['user-agent'];
        const at = new Date();
        reply.raw.once('finish', () => {
          const write = recordClick(app.db, target, userAgent, app.enterJourney, at)
            .catch((error: unknown) =>
              request.log.error({ err: error, link: target.linkId }, 'click not recorded'),
            )
            .finally(() => pending.delete(write));
          pending.add(write);
        });
      }
      return reply.code(302).header('location', target.url).send();
    },
  );
}
