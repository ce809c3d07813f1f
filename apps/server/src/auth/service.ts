import { createHash, randomBytes } from 'node:crypto';
import { PERMISSION_KEYS, type PermissionKey } from '@console/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts, loginFailures, roles, sessions, users } from '../db/schema';
import { SESSION_TTL_MS } from './limits';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

/** Who is calling: everything a route needs to authorise and scope a request. */
export interface SessionUser {
  userId: number;
  accountId: number;
  isOwner: boolean;
  salonId: number | null;
  permissions: PermissionKey[];
  /** The operator role's name (オーナー, スタッフ, …), shown instead of raw keys. */
  roleName: string;
  account: { name: string; oemCode: string; appName: string };
  tokenHash: string;
  expiresAt: Date;
  /** True when the sliding expiry moved and the cookie should be issued again. */
  renewed: boolean;
}

/** Only this often is `last_seen` written, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const isPermissionKey = (key: string): key is PermissionKey =>
  (PERMISSION_KEYS as readonly string[]).includes(key);

/** Returns the user id when the credentials match; always spends one scrypt either way. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<number | null> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) return null;
  // Hashes from before the current cost are upgraded while the password is at hand.
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return user.id;
}

const pairOf = (email: string, ip: string) =>
  and(eq(loginFailures.email, normaliseEmail(email)), eq(loginFailures.ip, ip));

/** Recent failures of one account from one address, and when the last one was. */
export async function recentFailures(
  db: Db,
  email: string,
  ip: string,
  windowMs: number,
): Promise<{ count: number; last: number | null }> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<Date | string | null>`max(${loginFailures.failedAt})`,
    })
    .from(loginFailures)
    .where(and(pairOf(email, ip), gt(loginFailures.failedAt, since)));
  return { count: row?.count ?? 0, last: row?.last ? new Date(row.last).getTime() : null };
}

export async function recordFailure(db: Db, email: string, ip: string, windowMs: number): Promise<void> {
  await db.insert(loginFailures).values({ email: normaliseEmail(email), ip });
  // Old rows are useless to the limit; clearing them here keeps the table small without a job.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - windowMs)));
}

/** A successful login from an address forgets that address's failures for the account (only). */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(pairOf(email, ip));
}

/** Creates a session and returns the raw token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Resolves a cookie token to its user, sliding the expiry forward; expired sessions are removed. */
export async function loadSession(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      isOwner: users.isOwner,
      salonId: users.salonId,
      permissions: roles.permissions,
      roleName: roles.name,
      accountName: accounts.name,
      oemCode: accounts.oemCode,
      appName: accounts.appName,
      expiresAt: sessions.expiresAt,
      lastSeen: sessions.lastSeen,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await deleteSession(db, tokenHash);
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (now - row.lastSeen.getTime() >= TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now + SESSION_TTL_MS);
    renewed = true;
    await db
      .update(sessions)
      .set({ lastSeen: new Date(now), expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    userId: row.userId,
    accountId: row.accountId,
    isOwner: row.isOwner,
    salonId: row.salonId,
    permissions: row.permissions.filter(isPermissionKey),
    roleName: row.roleName,
    account: { name: row.accountName, oemCode: row.oemCode, appName: row.appName },
    tokenHash,
    expiresAt,
    renewed,
  };
}
