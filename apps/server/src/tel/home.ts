import type { HomeSummaryItem } from '@console/contract';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db';
import type { HomeCaller } from '../feature';
import { telOrderLines, telOrders } from './schema';

const DAY_MS = 86_400_000;

/**
 * Notification-message lines still waiting to go today (Japan's day), of ordered orders (a draft
 * sends nothing). The order list opens to every operator, so does the count.
 */
export async function telHomeSummary(db: Db, caller: HomeCaller): Promise<HomeSummaryItem[]> {
  const dayStart = new Date(`${caller.today}T00:00:00+09:00`);
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  const [row] = await db
    .select({ n: count() })
    .from(telOrderLines)
    .innerJoin(telOrders, eq(telOrders.id, telOrderLines.orderId))
    .where(
      and(
        eq(telOrderLines.accountId, caller.accountId),
        eq(telOrderLines.status, 1),
        inArray(telOrders.status, [1, 2]),
        gte(telOrderLines.scheduledAt, dayStart),
        lt(telOrderLines.scheduledAt, dayEnd),
      ),
    );
  return [{ key: 'sendsToday', count: row?.n ?? 0 }];
}
