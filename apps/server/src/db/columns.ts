import { integer, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './schema';

/*
 * Column shapes every feature's tables repeat (one definition, so a table cannot drift from the
 * rest: `pnpm db:generate` after a change here must say there is nothing to migrate).
 */

/** An instant: timestamptz (Postgres keeps UTC; Japan's days are computed where they are read). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The owning account: every row of a feature belongs to one and goes with it. */
export const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
