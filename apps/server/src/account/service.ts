import { type AccountUpdate, PERMISSION_KEYS, type PermissionKey } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts, roles } from '../db/schema';
import { HttpError } from '../http-error';
import { messages } from './messages';

const isPermissionKey = (key: string): key is PermissionKey =>
  (PERMISSION_KEYS as readonly string[]).includes(key);

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  oem_code: accounts.oemCode,
  app_name: accounts.appName,
};

export async function getAccount(db: Db, accountId: number) {
  const [account] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new HttpError(404, messages.notFound);
  return account;
}

export async function updateAccount(db: Db, accountId: number, update: AccountUpdate) {
  const values = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.app_name !== undefined && { appName: update.app_name }),
    ...(update.oem_code !== undefined && { oemCode: update.oem_code }),
  };
  if (Object.keys(values).length === 0) return getAccount(db, accountId);
  const [account] = await db
    .update(accounts)
    .set(values)
    .where(eq(accounts.id, accountId))
    .returning(accountColumns);
  if (!account) throw new HttpError(404, messages.notFound);
  return account;
}

function toRole(row: { id: number; name: string; permissions: string[] }) {
  return { id: row.id, name: row.name, permissions: row.permissions.filter(isPermissionKey) };
}

export async function listRoles(db: Db, accountId: number) {
  const rows = await db.select().from(roles).where(eq(roles.accountId, accountId)).orderBy(asc(roles.id));
  return rows.map(toRole);
}

/** Another account's role answers exactly like a missing one: its existence is not revealed. */
export async function getRole(db: Db, accountId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.accountId, accountId)));
  if (!row) throw new HttpError(404, messages.notFound);
  return toRole(row);
}
