import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_OEM_CODE, isApiPath, toOemCode } from '@console/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { meJson } from '../auth/me';
import type { Config } from '../config';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, DEMO_STAFF_EMAIL } from '../db/seed';
import { messages as common } from '../plugins/messages';
import { consolePagePolicy } from '../plugins/security';
import { fillTemplate } from './html';
import { messages } from './messages';
import { pagePreloads, pageTitle, parsePreloads, renderPreloadTags } from './preloads';

/** Vite fingerprints everything under /assets, so those files may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console: existing files as they are, every other GET path as index.html with
 * the page meta tags of this request. Logged-out visitors get the page too; the SPA sends them to
 * the login screen.
 */
export interface ConsoleHtmlOptions {
  config: Config;
  /** Demo mode: the login page shows the demo logins. */
  demo: boolean;
}

export default async function consoleHtmlRoutes(app: FastifyInstance, { config, demo }: ConsoleHtmlOptions) {
  const demoLogins = demo
    ? [DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL].map((email) => `${email}/${DEMO_PASSWORD}`).join(' ')
    : '';
  const root = path.resolve(config.consoleDist);
  // preCompressed: the console build writes .br and .gz beside each asset; the one the browser
  // accepts is sent (Vary: Accept-Encoding), so nothing is compressed per request.
  await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true });

  // Read per request rather than cached: `pnpm build` of the console then needs no server restart,
  // and the file is small.
  async function readTemplate(): Promise<string | null> {
    try {
      return await fs.readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  }

  // The same build's preloads.json (apps/console/build/preloads.ts), read with the template; a build
  // without it (or a broken one) gets a page without preloads, never an error.
  async function readPreloads() {
    return parsePreloads(await fs.readFile(path.join(root, 'preloads.json'), 'utf8').catch(() => null));
  }

  async function existingFile(pathname: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
    if (!relative || relative === 'index.html' || relative.includes('\0')) return null;
    const absolute = path.resolve(root, relative);
    if (!absolute.startsWith(root + path.sep)) return null;
    const stat = await fs.stat(absolute).catch(() => null);
    return stat?.isFile() ? relative : null;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const [template, preloads] = await Promise.all([readTemplate(), readPreloads()]);
    // Revalidated on every visit (the meta tags name the user), but not no-store: that would
    // keep the page out of the back/forward cache. A session's page carries its `me`: private, so
    // no shared cache keeps one operator's page.
    reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
    if (template === null) {
      request.log.warn({ root }, 'console build missing');
      return reply.status(503).type('text/plain; charset=utf-8').send(messages.notBuilt);
    }
    const user = request.user;
    const pathname = request.url.split('?')[0] ?? '/';
    const session = user ? { oemCode: toOemCode(user.account.oemCode), permissions: user.permissions } : null;
    const appName = user ? user.account.appName : config.appName;
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', consolePagePolicy(nonce));
    const html = fillTemplate(
      template,
      {
        userId: user ? String(user.userId) : '',
        accountId: user ? String(user.accountId) : '',
        oemCode: user ? toOemCode(user.account.oemCode) : DEFAULT_OEM_CODE,
        traceId: request.id,
        captchaSiteKey: config.captchaSiteKey,
        appName,
        demoLogins: user ? '' : demoLogins,
      },
      // The session's `me` with the page: the console's first screen asks no GET /api/me before
      // its data (issue 27). Without a session no block; the console asks, and the 401 leads to
      // the login screen as before.
      {
        cspNonce: nonce,
        meJson: user ? meJson(user) : undefined,
        // The first screen's files with the entry (issue 27): no round trips after the router's match.
        preloadTags: renderPreloadTags(pagePreloads(preloads, pathname, session)),
        // The screen's title in the HTML itself (issue 27), not only after the console has run.
        heading: { title: pageTitle(pathname, session), appName },
      },
    );
    return reply.type('text/html; charset=utf-8').send(html);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return reply.status(404).send({ message: common.notFound });
    const file = await existingFile(pathname);
    if (file) {
      reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    // A missing fingerprinted asset is a stale page asking for an old build, not a screen.
    if (pathname.startsWith('/assets/'))
      return reply.status(404).type('text/plain; charset=utf-8').send(common.notFound);
    return sendPage(request, reply);
  });
}
