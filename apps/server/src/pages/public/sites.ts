import { type OemCode, toOemCode } from '@console/contract';
import { lineAddFriendUrl } from '@console/contract/funnels';
import {
  type Block,
  BOARDS_OPS,
  PAGE_CODE_PATTERN,
  PUBLIC_ACCESS_MESSAGES,
  PUBLIC_PAGE_MESSAGES,
  SITE_PAGE_PATH_PATTERN,
  SITE_PASSWORD_MAX_LENGTH,
  SITE_PUBLIC_PREFIX,
  SITE_SLUG_PATTERN,
} from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { verifyPassword } from '../../auth/password';
import type { CoreConfig } from '../../config';
import { type Db, intArray, rows } from '../../db';
import { HttpError } from '../../http-error';
import { verifyLineIdToken } from '../../line-id-token';
import { japanDayOf as japanDay } from '../../members';
import { defineHandlers, registerOperations } from '../../operations';
import { friendIdOf, grantFriendAccess, grantPasswordAccess, passwordSessionValid, safeNext } from './access';
import { mediaIdsOf, nonceOf, pageImages, publicPagePolicy, sendHtml, visitorKey } from './http';
import {
  type CaptchaProvider,
  hasForm,
  renderFriendsGate,
  renderPage,
  renderPasswordGate,
  type SiteFrame,
} from './render';

/*
 * The sites' public side (issue 33): a published page of a site at `/s/{slug}` (the home page) or
 * `/s/{slug}/{path}`, drawn in the site's frame (name, menu, theme, OGP, analytics tags), behind the
 * site's access rule: anyone; whoever gave the password (a plain form, no script); or a friend of
 * the account, known only through a LIFF ID token LINE verified (the gate's script sends it to
 * publicFriendAccess, which sets the friend cookie). The tables are read directly: the sites' CRUD
 * is another module's.
 */

export interface PublicSite {
  id: number;
  accountId: number;
  name: string;
  slug: string;
  theme: OemCode;
  ogpMediaId: number | null;
  ogpTitle: string;
  ogpDescription: string;
  ga4Id: string | null;
  metaPixelId: string | null;
  access: 'public' | 'password' | 'friends';
  passwordHash: string | null;
  accessVersion: number;
  menu: { label: string; page_id: number }[];
  homePageId: number | null;
  liffId: string | null;
  /** The LINE official account's basic id (the gate's add-friend button); null: none. */
  basicId: string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A site of the server by its slug, or by its id within an account; null when none. */
async function loadSite(db: Db, where: { slug: string } | { accountId: number; id: number }) {
  const [row] = await rows(
    db,
    sql`SELECT s.*, a.oem_code, ps.liff_id, c.basic_id
        FROM sites s
        JOIN accounts a ON a.id = s.account_id
        LEFT JOIN page_settings ps ON ps.account_id = s.account_id
        LEFT JOIN line_channels c ON c.account_id = s.account_id
        WHERE ${'slug' in where ? sql`s.slug = ${where.slug}` : sql`s.id = ${where.id} AND s.account_id = ${where.accountId}`}
        LIMIT 1`,
  );
  if (!row) return null;
  const access = String(row.access);
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    name: String(row.name),
    slug: String(row.slug),
    theme: toOemCode((row.theme as string | null) ?? (row.oem_code as string)),
    ogpMediaId: row.ogp_media_id === null ? null : Number(row.ogp_media_id),
    ogpTitle: String(row.ogp_title ?? ''),
    ogpDescription: String(row.ogp_description ?? ''),
    ga4Id: textOrNull(row.ga4_id),
    metaPixelId: textOrNull(row.meta_pixel_id),
    access: access === 'password' || access === 'friends' ? access : 'public',
    passwordHash: textOrNull(row.password_hash),
    accessVersion: Number(row.access_version),
    menu: jsonOf<PublicSite['menu']>(row.menu) ?? [],
    homePageId: row.home_page_id === null ? null : Number(row.home_page_id),
    liffId: textOrNull(row.liff_id),
    basicId: textOrNull(row.basic_id),
  } satisfies PublicSite;
}

export const siteBySlug = (db: Db, slug: string) =>
  SITE_SLUG_PATTERN.test(slug) ? loadSite(db, { slug }) : Promise.resolve(null);
export const siteOfAccount = (db: Db, accountId: number, id: number) => loadSite(db, { accountId, id });

/** A page's address in its site: the home page's is the site's own; null: a page without one yet. */
export function siteAddress(
  site: { slug: string; homePageId: number | null },
  page: { id: number; path: string | null },
) {
  if (page.id === site.homePageId) return `${SITE_PUBLIC_PREFIX}${site.slug}`;
  return page.path ? `${SITE_PUBLIC_PREFIX}${site.slug}/${page.path}` : null;
}

/** The LIFF address that opens this address of the server inside LINE. */
export const liffUrlOf = (liffId: string | null, address: string) =>
  liffId ? `https://liff.line.me/${liffId}${address}` : null;

interface SitePage {
  id: number;
  code: string;
  path: string | null;
  title: string;
  description: string;
  ogpMediaId: number | null;
  blocks: Block[];
}

/** The published page of a site at a path (null: the home page), or null. */
async function publishedSitePage(db: Db, site: PublicSite, path: string | null): Promise<SitePage | null> {
  if (path === null && site.homePageId === null) return null;
  if (path !== null && !SITE_PAGE_PATH_PATTERN.test(path)) return null;
  const [row] = await rows(
    db,
    sql`SELECT id, code, path, title, description, ogp_media_id, published FROM pages
        WHERE site_id = ${site.id} AND kind = 'site' AND published IS NOT NULL
          AND ${path === null ? sql`id = ${site.homePageId}` : sql`path = ${path} AND id <> ${site.homePageId ?? 0}`}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    code: String(row.code),
    path: textOrNull(row.path),
    title: String(row.title),
    description: String(row.description ?? ''),
    ogpMediaId: row.ogp_media_id === null ? null : Number(row.ogp_media_id),
    blocks: jsonOf<{ blocks: Block[] }>(row.published).blocks,
  };
}

/**
 * The site's frame for one of its pages: the menu's items whose page is published (in the
 * preview, the page drawn counts as published), the current one marked.
 */
export async function siteFrameOf(
  db: Db,
  site: PublicSite,
  current: { id: number | null; path: string | null; title: string; description: string },
  origin: string,
  preview = false,
): Promise<SiteFrame> {
  const ids = site.menu.map((item) => item.page_id);
  const found =
    ids.length === 0
      ? []
      : await rows(
          db,
          sql`SELECT id, path FROM pages
              WHERE site_id = ${site.id} AND id = ANY(${intArray(ids)})
                AND (published IS NOT NULL OR id = ${preview ? (current.id ?? 0) : 0})`,
        );
  const pathOf = new Map(found.map((row) => [Number(row.id), textOrNull(row.path)]));
  const menu = site.menu.flatMap((item) => {
    if (!pathOf.has(item.page_id)) return [];
    const href = siteAddress(site, { id: item.page_id, path: pathOf.get(item.page_id) ?? null });
    return href ? [{ label: item.label, href, current: item.page_id === current.id }] : [];
  });
  const address = current.id === null ? null : siteAddress(site, { id: current.id, path: current.path });
  return {
    name: site.name,
    homeHref: `${SITE_PUBLIC_PREFIX}${site.slug}`,
    url: `${origin}${address ?? `${SITE_PUBLIC_PREFIX}${site.slug}`}`,
    ogTitle: site.ogpTitle || current.title,
    ogDescription: site.ogpDescription || current.description,
    menu,
  };
}

/** A friend's friend-information values by variable id (the friends feature's rows, read as they are). */
export async function friendVars(db: Db, accountId: number, friendId: number): Promise<Map<number, string>> {
  const found = await rows(
    db,
    sql`SELECT v.var_id, v.value FROM friend_var_values v
        JOIN friends f ON f.id = v.friend_id
        WHERE v.friend_id = ${friendId} AND f.account_id = ${accountId}`,
  );
  return new Map(found.map((row) => [Number(row.var_id), String(row.value)]));
}

/** The 429 of the public side, in the visitor's words. */
const tooMany = () => new HttpError(429, PUBLIC_PAGE_MESSAGES.tooMany);

export interface SiteRoutesOptions {
  config: CoreConfig;
  captcha: { provider: CaptchaProvider; siteKey: string | null };
  now: () => Date;
  origin: string;
  /** The built scripts' tags (null: the build is missing). */
  formScript: (log: FastifyRequest['log']) => Promise<string | null>;
  gateScript: (log: FastifyRequest['log']) => Promise<string | null>;
  notFound: (reply: FastifyReply) => FastifyReply;
}

/** The scope and key a friends gate is for, and the account it lets a friend into. */
async function gateAccount(db: Db, scope: 'site' | 'board', key: string): Promise<number | null> {
  if (scope === 'site') return (await siteBySlug(db, key))?.accountId ?? null;
  if (!PAGE_CODE_PATTERN.test(key)) return null;
  const [row] = await rows(db, sql`SELECT account_id FROM boards WHERE code = ${key}`);
  return row ? Number(row.account_id) : null;
}

/**
 * The friend gate's page for boards too (they call it as the sites do): the name drawn at the top,
 * the LIFF address of `address` (this very page inside LINE), the account's add-friend address.
 */
export async function friendsGateHtml(
  db: Db,
  input: {
    accountId: number;
    theme: OemCode;
    nonce: string;
    name: string;
    scope: 'site' | 'board';
    key: string;
    address: string;
    script: string | null;
  },
): Promise<string> {
  const [row] = await rows(
    db,
    sql`SELECT ps.liff_id, c.basic_id FROM accounts a
        LEFT JOIN page_settings ps ON ps.account_id = a.id
        LEFT JOIN line_channels c ON c.account_id = a.id
        WHERE a.id = ${input.accountId} LIMIT 1`,
  );
  const liffId = textOrNull(row?.liff_id);
  const basicId = textOrNull(row?.basic_id);
  return renderFriendsGate({
    theme: input.theme,
    nonce: input.nonce,
    name: input.name,
    scope: input.scope,
    key: input.key,
    liffId,
    liffUrl: liffUrlOf(liffId, input.address),
    addFriendUrl: basicId ? lineAddFriendUrl(basicId) : null,
    script: input.script,
  });
}

/** The gate page's CSP: its script by nonce, and LIFF's SDK reaching LINE. */
export const gatePolicy = (nonce: string) => publicPagePolicy(nonce, { form: true, captcha: 'off' });

export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions) {
  const { config, captcha, now, origin } = options;
  const db = app.db;

  const passwordForm = (reply: FastifyReply, site: PublicSite, next: string, wrong: boolean) => {
    const nonce = nonceOf();
    return sendHtml(
      reply,
      401,
      renderPasswordGate({
        theme: site.theme,
        nonce,
        name: site.name,
        action: `${SITE_PUBLIC_PREFIX}${site.slug}/_access`,
        next,
        wrong,
      }),
      publicPagePolicy(nonce, { form: false, captcha: 'off' }),
    );
  };

  const show = async (request: FastifyRequest, reply: FastifyReply, slug: string, path: string | null) => {
    const site = await siteBySlug(db, slug);
    if (!site) return options.notFound(reply);
    const at = now();
    const address = `${SITE_PUBLIC_PREFIX}${site.slug}${path === null ? '' : `/${path}`}`;
    // The gate comes before the page is looked up: behind it, which paths exist is not told.
    let friendId: number | null = null;
    if (site.access === 'password') {
      if (!(await passwordSessionValid(db, request, site, at)))
        return passwordForm(reply, site, address, false);
    } else if (site.access === 'friends') {
      friendId = await friendIdOf(db, request, site.accountId, at);
      if (friendId === null) {
        const nonce = nonceOf();
        const html = await friendsGateHtml(db, {
          accountId: site.accountId,
          theme: site.theme,
          nonce,
          name: site.name,
          scope: 'site',
          key: site.slug,
          address,
          script: await options.gateScript(request.log),
        });
        return sendHtml(reply, 401, html, gatePolicy(nonce));
      }
    }
    const page = await publishedSitePage(db, site, path);
    if (!page) return options.notFound(reply);
    if (!isbot(request.headers['user-agent'] ?? '')) {
      const day = japanDay(at);
      const visitor = visitorKey(request.ip, request.headers['user-agent'] ?? '', day);
      await db.execute(
        sql`INSERT INTO page_views (page_id, day, visitor, friend_id) VALUES (${page.id}, ${day}, ${visitor}, ${friendId})
            ON CONFLICT (page_id, day, visitor) DO UPDATE SET friend_id = coalesce(EXCLUDED.friend_id, page_views.friend_id)`,
      );
    }
    const ogpId = site.ogpMediaId ?? page.ogpMediaId;
    const media = await pageImages(db, site.accountId, mediaIdsOf(page.blocks, ogpId));
    const form = hasForm(page.blocks);
    const nonce = nonceOf();
    const analytics = { ga4Id: site.ga4Id, metaPixelId: site.metaPixelId };
    const html = renderPage({
      code: page.code,
      title: page.title,
      description: page.description,
      blocks: page.blocks,
      theme: site.theme,
      origin,
      media,
      ogpImage: ogpId === null ? null : (media.get(ogpId) ?? null),
      now: at,
      nonce,
      liffId: site.liffId,
      captcha,
      formScript: form ? await options.formScript(request.log) : null,
      site: await siteFrameOf(db, site, page, origin),
      analytics,
      vars: friendId === null ? undefined : await friendVars(db, site.accountId, friendId),
    });
    return sendHtml(
      reply,
      200,
      html,
      publicPagePolicy(nonce, { form, captcha: captcha.provider, analytics }),
    );
  };

  const route = { schema: { hide: true }, config: { public: true } };
  app.get<{ Params: { slug: string } }>(`${SITE_PUBLIC_PREFIX}:slug`, route, (request, reply) =>
    show(request, reply, request.params.slug, null),
  );
  app.get<{ Params: { slug: string; path: string } }>(
    `${SITE_PUBLIC_PREFIX}:slug/:path`,
    route,
    (request, reply) => show(request, reply, request.params.slug, request.params.path),
  );

  // The password form's answer: a plain form post (no script on a password page), in a scope of
  // its own that reads url-encoded bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { slug: string }; Body: Record<string, string> | undefined }>(
      `${SITE_PUBLIC_PREFIX}:slug/_access`,
      {
        schema: { hide: true },
        config: {
          public: true,
          plainForm: true,
          rateLimit: { max: 10, timeWindow: '1 minute', errorResponseBuilder: tooMany },
        },
      },
      async (request, reply) => {
        const site = await siteBySlug(db, request.params.slug);
        if (!site) return options.notFound(reply);
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        const next = safeNext(body.next, site.slug);
        if (site.access !== 'password' || !site.passwordHash) {
          return reply.status(303).header('cache-control', 'no-store').header('location', next).send();
        }
        const password = typeof body.password === 'string' ? body.password : '';
        const right =
          password.length > 0 &&
          password.length <= SITE_PASSWORD_MAX_LENGTH &&
          (await verifyPassword(password, site.passwordHash));
        if (!right) return passwordForm(reply, site, next, true);
        await grantPasswordAccess(db, config, reply, site, now());
        return reply.status(303).header('cache-control', 'no-store').header('location', next).send();
      },
    );
  });

  // The friends gate's operation (sites and boards alike).
  const ops = { publicFriendAccess: BOARDS_OPS.publicFriendAccess };
  await registerOperations(
    app,
    ops,
    defineHandlers(ops, {
      publicFriendAccess: {
        config: { rateLimit: { max: 10, timeWindow: '1 minute', errorResponseBuilder: tooMany } },
        handler: async (request, reply) => {
          const { scope, key, id_token: idToken } = request.body;
          const accountId = await gateAccount(db, scope, key);
          if (accountId === null) throw new HttpError(404, PUBLIC_PAGE_MESSAGES.notFound);
          const failed = () => new HttpError(401, PUBLIC_ACCESS_MESSAGES.friendsFailed);
          // The sandbox verifies nothing, and an account without a LINE Login channel has nothing
          // to verify with: nobody is let in on a token no one checked.
          if (!config.lineLogin.live) throw failed();
          const [channel] = await rows(
            db,
            sql`SELECT login_channel_id FROM line_channels WHERE account_id = ${accountId}`,
          );
          const channelId = textOrNull(channel?.login_channel_id);
          if (!channelId) throw failed();
          const verified = await verifyLineIdToken(config.lineLogin, { idToken, channelId });
          if (!verified.ok) {
            request.log.info({ reason: verified.reason }, 'friend access: ID token refused');
            throw failed();
          }
          const [friend] = await rows(
            db,
            sql`SELECT id FROM friends
                WHERE account_id = ${accountId} AND line_user_id = ${verified.userId} AND status <> 'blocked'`,
          );
          if (!friend) throw new HttpError(403, PUBLIC_ACCESS_MESSAGES.friendsNotFriend);
          await grantFriendAccess(db, config, reply, accountId, Number(friend.id), now());
          return reply.status(204).send(null);
        },
      },
    }),
  );
}
