import { createHash, randomBytes } from 'node:crypto';
import { PUBLIC_ACCESS_TTL_MS } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CoreConfig } from '../../config';
import { type Db, rows } from '../../db';

/*
 * Who is let into a friends-only or password site (and a friends-only board): a row of
 * public_access_sessions per cookie. The cookie holds a random token (32 bytes, base64url); the row
 * only its SHA-256, so a leaked table lets nobody in. A friend's session is the account's (every
 * friends-only site and board of it), a password's is one site's at its access_version: a new
 * password or access rule bumps the version and every earlier cookie stops counting.
 */

/** The friend cookie of an account: one per account, so two accounts' sites never share a friend. */
export const friendCookieName = (accountId: number) => `console_pf_${accountId}`;
/** The password cookie of a site. */
export const passwordCookieName = (siteId: number) => `console_ps_${siteId}`;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashAccessToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A cookie's token when it has the shape of one (anything else is not looked up). */
function tokenOf(request: FastifyRequest, name: string): string | null {
  const token = request.cookies?.[name];
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
}

function setAccessCookie(
  reply: FastifyReply,
  config: CoreConfig,
  name: string,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure || reply.request.protocol === 'https',
    expires: expiresAt,
  });
}

/** Deletes the sessions past their time (the pages job calls it; reads never count them anyway). */
export async function pruneAccessSessions(db: Db, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM public_access_sessions WHERE expires_at <= ${now.toISOString()}`);
}

/**
 * The friend the visitor's friend cookie names for this account, or null: no cookie, an unknown or
 * expired one, or a friend who has since blocked the account or been removed. Boards' public pages
 * call it as the sites do.
 */
export async function friendIdOf(
  db: Db,
  request: FastifyRequest,
  accountId: number,
  now: Date = new Date(),
): Promise<number | null> {
  const token = tokenOf(request, friendCookieName(accountId));
  if (!token) return null;
  const [row] = await rows(
    db,
    sql`SELECT s.friend_id FROM public_access_sessions s
        JOIN friends f ON f.id = s.friend_id AND f.account_id = s.account_id
        WHERE s.token_hash = ${hashAccessToken(token)} AND s.kind = 'friend'
          AND s.account_id = ${accountId} AND s.expires_at > ${now.toISOString()}
          AND f.status <> 'blocked'`,
  );
  return row ? Number(row.friend_id) : null;
}

/** Whether the visitor's password cookie lets them into this site at its current access version. */
export async function passwordSessionValid(
  db: Db,
  request: FastifyRequest,
  site: { id: number; accountId: number; accessVersion: number },
  now: Date = new Date(),
): Promise<boolean> {
  const token = tokenOf(request, passwordCookieName(site.id));
  if (!token) return false;
  const [row] = await rows(
    db,
    sql`SELECT 1 AS ok FROM public_access_sessions
        WHERE token_hash = ${hashAccessToken(token)} AND kind = 'password'
          AND account_id = ${site.accountId} AND site_id = ${site.id}
          AND access_version = ${site.accessVersion} AND expires_at > ${now.toISOString()}`,
  );
  return row !== undefined;
}

async function startSession(
  db: Db,
  values: {
    accountId: number;
    kind: 'friend' | 'password';
    friendId: number | null;
    siteId: number | null;
    accessVersion: number | null;
  },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PUBLIC_ACCESS_TTL_MS);
  await db.execute(
    sql`INSERT INTO public_access_sessions (token_hash, account_id, kind, friend_id, site_id, access_version, expires_at)
        VALUES (${hashAccessToken(token)}, ${values.accountId}, ${values.kind}, ${values.friendId},
                ${values.siteId}, ${values.accessVersion}, ${expiresAt.toISOString()})`,
  );
  return { token, expiresAt };
}

/** Lets a verified friend into every friends-only site and board of the account: a row and its cookie. */
export async function grantFriendAccess(
  db: Db,
  config: CoreConfig,
  reply: FastifyReply,
  accountId: number,
  friendId: number,
  now: Date,
): Promise<void> {
  const session = await startSession(
    db,
    { accountId, kind: 'friend', friendId, siteId: null, accessVersion: null },
    now,
  );
  setAccessCookie(reply, config, friendCookieName(accountId), session.token, session.expiresAt);
}

/** Lets whoever gave the site's password into the site at its access version. */
export async function grantPasswordAccess(
  db: Db,
  config: CoreConfig,
  reply: FastifyReply,
  site: { id: number; accountId: number; accessVersion: number },
  now: Date,
): Promise<void> {
  const session = await startSession(
    db,
    {
      accountId: site.accountId,
      kind: 'password',
      friendId: null,
      siteId: site.id,
      accessVersion: site.accessVersion,
    },
    now,
  );
  setAccessCookie(reply, config, passwordCookieName(site.id), session.token, session.expiresAt);
}

/**
 * Where to go after the password: the page asked for when it is an address of this site, else the
 * site's home (never elsewhere: an open redirect would lend the site's name to any address).
 */
export function safeNext(next: unknown, slug: string): string {
  const home = `/s/${slug}`;
  if (typeof next !== 'string') return home;
  return next === home || (/^\/s\/[a-z0-9-]+\/[a-z0-9-]+$/.test(next) && next.startsWith(`${home}/`))
    ? next
    : home;
}
