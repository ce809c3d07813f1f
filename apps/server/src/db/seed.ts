import { type OemCode, PERMISSION_KEYS, type PermissionKey } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { MediaStorage } from '../storage/storage';
import type { Db } from './index';
import { accounts, roles, users } from './schema';

export const DEMO_PASSWORD = 'console-demo';
export const DEMO_OWNER_EMAIL = 'owner@example.jp';
export const DEMO_STAFF_EMAIL = 'staff@example.jp';

/**
 * Staff get no key at all. Every key but USER_CAN_USE_LFLEX is a write key; USER_CAN_USE_LFLEX
 * opens the L-Flex area, whose screens exist to build content, so least privilege withholds it
 * too, and the staff demo login then shows the forbidden redirect on every guarded route.
 */
export const STAFF_PERMISSIONS: PermissionKey[] = [];

export interface AccountFixture {
  accountId: number;
  ownerRoleId: number;
  staffRoleId: number;
  ownerUserId: number;
  staffUserId: number;
}

export interface CreateAccountInput {
  name: string;
  oemCode: OemCode;
  appName: string;
  ownerEmail: string;
  staffEmail: string;
  password: string;
  /** A ready hash of `password`, to skip one scrypt (tests create many accounts). */
  passwordHash?: string;
}

/** An account with an owner role/user and a staff role/user. Used by the seed and by tests. */
export async function createAccountWithUsers(db: Db, input: CreateAccountInput): Promise<AccountFixture> {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ name: input.name, oemCode: input.oemCode, appName: input.appName })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account insert returned nothing');
    const [ownerRole, staffRole] = await tx
      .insert(roles)
      .values([
        { accountId: account.id, name: 'オーナー', permissions: [...PERMISSION_KEYS] },
        { accountId: account.id, name: 'スタッフ', permissions: STAFF_PERMISSIONS },
      ])
      .returning({ id: roles.id });
    if (!ownerRole || !staffRole) throw new Error('role insert returned nothing');
    const [owner, staff] = await tx
      .insert(users)
      .values([
        {
          accountId: account.id,
          email: input.ownerEmail.toLowerCase(),
          passwordHash,
          displayName: 'オーナー',
          roleId: ownerRole.id,
          isOwner: true,
        },
        {
          accountId: account.id,
          email: input.staffEmail.toLowerCase(),
          passwordHash,
          displayName: 'スタッフ',
          roleId: staffRole.id,
          isOwner: false,
        },
      ])
      .returning({ id: users.id });
    if (!owner || !staff) throw new Error('user insert returned nothing');
    return {
      accountId: account.id,
      ownerRoleId: ownerRole.id,
      staffRoleId: staffRole.id,
      ownerUserId: owner.id,
      staffUserId: staff.id,
    };
  });
}

/** Seeds the demo account into a database that has no account yet; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
  if ((row?.count ?? 0) > 0) return false;
  await createAccountWithUsers(db, {
    name: 'デモサロン',
    oemCode: 'console',
    appName: 'Console',
    ownerEmail: DEMO_OWNER_EMAIL,
    staffEmail: DEMO_STAFF_EMAIL,
    password: DEMO_PASSWORD,
  });
  return true;
}

/**
 * Demo data of one feature for the demo account (ServerFeature.seed). `seededAt` is the demo's
 * now: what happened (visits, sends, reactions) lies before it, what is planned (reservations,
 * scheduled sends) around it, so the demo looks lived-in on whatever day it starts.
 */
/** What the platform hands a demo seed beside the database: the image storage, where one is open. */
export interface SeedPlatform {
  mediaStorage?: MediaStorage;
}

export type DemoSeed = (
  db: Db,
  demo: AccountFixture,
  seededAt: Date,
  platform?: SeedPlatform,
) => Promise<void>;

/**
 * The demo account, when it is the only account of the database; null otherwise. Feature demo
 * data is only ever written then, never into a database that holds anyone else's data.
 */
export async function soleDemoAccount(db: Db): Promise<AccountFixture | null> {
  const all = await db.select({ id: accounts.id }).from(accounts).limit(2);
  const [only, second] = all;
  if (!only || second) return null;
  const accountId = only.id;
  const members = await db
    .select({ id: users.id, email: users.email, roleId: users.roleId, isOwner: users.isOwner })
    .from(users)
    .where(eq(users.accountId, accountId));
  const owner = members.find((user) => user.email === DEMO_OWNER_EMAIL && user.isOwner);
  const staff = members.find((user) => user.email === DEMO_STAFF_EMAIL);
  if (!owner || !staff || members.length !== 2) return null;
  return {
    accountId,
    ownerUserId: owner.id,
    staffUserId: staff.id,
    ownerRoleId: owner.roleId,
    staffRoleId: staff.roleId,
  };
}

/** Runs every feature's demo seed for the sole demo account; each seed skips data it already has. */
export async function seedDemoData(
  db: Db,
  seeds: readonly DemoSeed[],
  seededAt = new Date(),
  platform: SeedPlatform = {},
): Promise<boolean> {
  const demo = await soleDemoAccount(db);
  if (!demo) return false;
  for (const seed of seeds) await seed(db, demo, seededAt, platform);
  return true;
}
