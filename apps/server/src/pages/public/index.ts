import fs from 'node:fs/promises';
import path from 'node:path';
import { type OemCode, toOemCode } from '@console/contract';
import { lineAddFriendUrl } from '@console/contract/funnels';
import { type Block, PAGE_CODE_PATTERN, PAGE_PUBLIC_PREFIX, PAGES_OPS } from '@console/contract/pages';
import { SALON_PUBLIC_PREFIX } from '@console/contract/salon';
import { TRACKER_LINK_PREFIX } from '@console/contract/trackers';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { CoreConfig } from '../../config';
import { type Db, rows } from '../../db';
import { japanDayOf as japanDay } from '../../members';
import { defineHandlers, registerOperations } from '../../operations';
import { currentUser } from '../../plugins/auth';
import { boardRoutes } from './boards';
import {
  allBlocks,
  formScriptTags,
  mediaIdsOf,
  nonceOf,
  pageImages,
  publicPagePolicy,
  sendHtml,
  visitorKey,
} from './http';
import { type CaptchaProvider, hasForm, pageStyleHashes, renderNotFound, renderPage } from './render';
import { siteAddress, siteFrameOf, siteOfAccount, siteRoutes } from './sites';

export { formScriptTags, publicPagePolicy, visitorKey } from './http';

/*
 * The public side of the pages (issue 33): `/p/{code}` drawn on the server in the OEM theme, the
 * buttons' redirects `/p/{code}/go/{block}` (goal taps counted), and the editor's preview. No
 * operator session on the first two; the preview is the operator's.
 */

export interface PublicPagesOptions {
  config: CoreConfig;
  captcha: { provider: CaptchaProvider; siteKey: string | null };
  /** The clock (tests hand in a fixed one). */
  now?: () => Date;
}

interface PublishedPage {
  id: number;
  accountId: number;
  code: string;
  title: string;
  description: string;
  ogpMediaId: number | null;
  theme: OemCode;
  blocks: Block[];
  liffId: string | null;
  /** A site's page: its address in the site (null: none yet), which `/p/{code}` redirects to. */
  site: { address: string | null } | null;
}

/** The published page of a code, or null (unknown code, never published, or unpublished). */
async function publishedPage(db: Db, code: string): Promise<PublishedPage | null> {
  if (!PAGE_CODE_PATTERN.test(code)) return null;
  const [row] = await rows(
    db,
    sql`SELECT p.id, p.account_id, p.code, p.title, p.description, p.ogp_media_id, p.theme, p.published,
               p.site_id, p.path, a.oem_code, s.liff_id, st.slug, st.home_page_id
        FROM pages p
        JOIN accounts a ON a.id = p.account_id
        LEFT JOIN page_settings s ON s.account_id = p.account_id
        LEFT JOIN sites st ON st.id = p.site_id
        WHERE p.code = ${code} AND p.published IS NOT NULL`,
  );
  if (!row) return null;
  const published = (typeof row.published === 'string' ? JSON.parse(row.published) : row.published) as {
    blocks: Block[];
  };
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    code: String(row.code),
    title: String(row.title),
    description: String(row.description ?? ''),
    ogpMediaId: row.ogp_media_id === null ? null : Number(row.ogp_media_id),
    theme: toOemCode((row.theme as string | null) ?? (row.oem_code as string)),
    blocks: published.blocks,
    liffId: typeof row.liff_id === 'string' ? row.liff_id : null,
    site:
      row.site_id === null || typeof row.slug !== 'string'
        ? null
        : {
            address: siteAddress(
              { slug: row.slug, homePageId: row.home_page_id === null ? null : Number(row.home_page_id) },
              { id: Number(row.id), path: typeof row.path === 'string' ? row.path : null },
            ),
          },
  };
}

/** Where a button of a published page goes, or null when it cannot go anywhere now. */
async function buttonTarget(
  db: Db,
  origin: string,
  page: PublishedPage,
  action: Extract<Block, { type: 'button' }>['action'],
): Promise<string | null> {
  switch (action.kind) {
    case 'url':
      return action.url;
    case 'tracker': {
      // The tracker's common link (no friend, no delivery): every tracker has one from its creation.
      const [link] = await rows(
        db,
        sql`SELECT l.code FROM tracker_links l JOIN trackers t ON t.id = l.tracker_id
            WHERE t.id = ${action.tracker_id} AND t.account_id = ${page.accountId}
              AND l.friend_id IS NULL AND l.delivery_id IS NULL
            LIMIT 1`,
      );
      return link ? `${origin}${TRACKER_LINK_PREFIX}${String(link.code)}` : null;
    }
    case 'booking': {
      const [url] = await rows(
        db,
        sql`SELECT u.slug FROM salon_urls u JOIN salons s ON s.id = u.salon_id
            WHERE s.account_id = ${page.accountId} ORDER BY s.id, u.id LIMIT 1`,
      );
      return url ? `${origin}${SALON_PUBLIC_PREFIX}${String(url.slug)}` : null;
    }
    case 'line_follow':
    case 'line_message': {
      const [channel] = await rows(
        db,
        sql`SELECT basic_id FROM line_channels WHERE account_id = ${page.accountId} LIMIT 1`,
      );
      const basicId = typeof channel?.basic_id === 'string' && channel.basic_id ? channel.basic_id : null;
      if (!basicId) return null;
      if (action.kind === 'line_follow') return lineAddFriendUrl(basicId);
      const at = basicId.startsWith('@') ? basicId : `@${basicId}`;
      return `https://line.me/R/oaMessage/${encodeURIComponent(at)}/?${encodeURIComponent(action.text)}`;
    }
  }
}

export async function publicPagesPlugin(app: FastifyInstance, options: PublicPagesOptions) {
  const { config, captcha } = options;
  const now = options.now ?? (() => new Date());
  const origin = config.publicOrigin.replace(/\/+$/, '');

  // Read once: the build does not change under a running server. A missing build is not cached,
  // so a server started before `pnpm build` picks the script up afterwards.
  let scriptTags: string | null = null;
  const formScript = async (log: FastifyRequest['log']) => {
    if (scriptTags !== null) return scriptTags;
    try {
      const html = await fs.readFile(path.join(path.resolve(config.consoleDist), 'pageform.html'), 'utf8');
      scriptTags = formScriptTags(html);
    } catch {
      log.warn('page form script build missing (pageform.html)');
    }
    return scriptTags;
  };

  // The friends gate's script (dist/pagegate.html), read as the form's.
  let gateTags: string | null = null;
  const gateScript = async (log: FastifyRequest['log']) => {
    if (gateTags !== null) return gateTags;
    try {
      const html = await fs.readFile(path.join(path.resolve(config.consoleDist), 'pagegate.html'), 'utf8');
      gateTags = formScriptTags(html);
    } catch {
      log.warn('page gate script build missing (pagegate.html)');
    }
    return gateTags;
  };

  const notFound = (reply: FastifyReply) => {
    const nonce = nonceOf();
    return sendHtml(
      reply,
      404,
      renderNotFound({ theme: 'console', nonce }),
      publicPagePolicy(nonce, { form: false, captcha: 'off' }),
    );
  };

  const visitor = (request: FastifyRequest, day: string) =>
    visitorKey(request.ip, request.headers['user-agent'] ?? '', day);

  app.get<{ Params: { code: string } }>(
    `${PAGE_PUBLIC_PREFIX}:code`,
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const page = await publishedPage(app.db, request.params.code);
      if (!page) return notFound(reply);
      // A site's page lives at its site's address, behind the site's access rule: never here.
      if (page.site) {
        if (!page.site.address) return notFound(reply);
        return reply
          .status(301)
          .header('cache-control', 'no-cache')
          .header('location', page.site.address)
          .send();
      }
      const at = now();
      if (!isbot(request.headers['user-agent'] ?? '')) {
        const day = japanDay(at);
        await app.db.execute(
          sql`INSERT INTO page_views (page_id, day, visitor) VALUES (${page.id}, ${day}, ${visitor(request, day)})
              ON CONFLICT DO NOTHING`,
        );
      }
      const form = hasForm(page.blocks);
      const nonce = nonceOf();
      const media = await pageImages(app.db, page.accountId, mediaIdsOf(page.blocks, page.ogpMediaId));
      const html = renderPage({
        code: page.code,
        title: page.title,
        description: page.description,
        blocks: page.blocks,
        theme: page.theme,
        origin,
        media,
        ogpImage: page.ogpMediaId === null ? null : (media.get(page.ogpMediaId) ?? null),
        now: at,
        nonce,
        liffId: page.liffId,
        captcha,
        formScript: form ? await formScript(request.log) : null,
      });
      return sendHtml(reply, 200, html, publicPagePolicy(nonce, { form, captcha: captcha.provider }));
    },
  );

  app.get<{ Params: { code: string; block: string } }>(
    `${PAGE_PUBLIC_PREFIX}:code/go/:block`,
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const page = await publishedPage(app.db, request.params.code);
      const block = page
        ? allBlocks(page.blocks).find((each) => each.type === 'button' && each.id === request.params.block)
        : undefined;
      if (!page || block?.type !== 'button') return notFound(reply);
      const target = await buttonTarget(app.db, origin, page, block.action);
      if (!target) return notFound(reply);
      const goal = block.action.kind === 'line_follow' || block.action.kind === 'booking';
      if (goal && !isbot(request.headers['user-agent'] ?? '')) {
        const day = japanDay(now());
        await app.db.execute(
          sql`INSERT INTO page_goal_clicks (page_id, block_id, day, visitor)
              VALUES (${page.id}, ${block.id}, ${day}, ${visitor(request, day)})
              ON CONFLICT DO NOTHING`,
        );
      }
      return reply.status(302).header('cache-control', 'no-store').header('location', target).send();
    },
  );

  // The sites' addresses `/s/{slug}…`, their password form and the friends gate's operation.
  await siteRoutes(app, { config, captcha, now, origin, formScript, gateScript, notFound });
  // The boards' addresses `/b/{code}…` (friends only, behind the same gate).
  await boardRoutes(app, { now, gateScript, notFound });

  const previewOps = { pagePreview: PAGES_OPS.pagePreview };
  await registerOperations(
    app,
    previewOps,
    defineHandlers(previewOps, {
      pagePreview: async (request, reply) => {
        const accountId = currentUser(request).accountId;
        const input = request.body;
        const [account] = await rows(
          app.db,
          sql`SELECT a.oem_code, p.code FROM accounts a
              LEFT JOIN pages p ON p.account_id = a.id AND p.id = ${input.id ?? 0}
              WHERE a.id = ${accountId}`,
        );
        const media = await pageImages(app.db, accountId, mediaIdsOf(input.draft.blocks, input.ogp_media_id));
        // A site's page is drawn in its site's frame (theme, menu; the links inert).
        const site = input.site_id === null ? null : await siteOfAccount(app.db, accountId, input.site_id);
        const frame = site
          ? await siteFrameOf(
              app.db,
              site,
              { id: input.id, path: null, title: input.title, description: input.description },
              origin,
              true,
            )
          : undefined;
        const html = renderPage({
          // A new page has no code yet: its buttons point at a code no page has.
          code: typeof account?.code === 'string' ? account.code : 'preview00000',
          title: input.title,
          description: input.description,
          blocks: input.draft.blocks,
          theme: input.theme ?? site?.theme ?? toOemCode(account?.oem_code as string | undefined),
          origin,
          media,
          ogpImage: input.ogp_media_id === null ? null : (media.get(input.ogp_media_id) ?? null),
          now: now(),
          nonce: '',
          liffId: null,
          captcha: { provider: 'off', siteKey: null },
          formScript: null,
          preview: true,
          site: frame,
        });
        // Shown by the console in an <iframe srcdoc>, where the console page's policy applies
        // (its style hashes: pageStyleHashes); this policy guards the answer opened on its own.
        return reply
          .status(200)
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            `default-src 'none'; img-src 'self' data:; style-src ${pageStyleHashes().join(' ')}; frame-ancestors 'self'`,
          )
          .type('text/html; charset=utf-8')
          .send(html);
      },
    }),
  );
}
