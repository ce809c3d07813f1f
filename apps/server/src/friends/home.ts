import type { HomeSummaryItem } from '@console/contract';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db';
import type { HomeCaller } from '../feature';
import { friends } from './schema';

/** Friends who followed today (Japan's day) and still follow: the friend list opens to every operator. */
export async function friendsHomeSummary(db: Db, caller: HomeCaller): Promise<HomeSummaryItem[]> {
  const [row] = await db
    .select({ n: count() })
    .from(friends)
    .where(
      and(
        eq(friends.accountId, caller.accountId),
        eq(friends.status, 'following'),
        gte(friends.followedAt, caller.dayStart),
      ),
    );
  return [{ key: 'friendsToday', count: row?.n ?? 0 }];
}
