import type { HomeSummaryItem } from '@console/contract';
import { TEL_LINE_STATUS } from '@console/contract/tel';
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
        eq(telOrderLines.status, TEL_LINE_STATUS.PENDING),
        inArray(telOrders.status, [1, 2]),
        gte(telOrderLines.scheduledAt, dayStart),
        lt(telOrderLines.scheduledAt, dayEnd),
      ),
    );
  // Failed in the last 7 days: today and the six days before it, Japan's days.
  const weekStart = new Date(dayStart.getTime() - 6 * DAY_MS);
  const [failed] = await db
    .select({ n: count() })
    .from(telOrderLines)
    .where(
      and(
        eq(telOrderLines.accountId, caller.accountId),
        eq(telOrderLines.status, TEL_LINE_STATUS.FAILED),
        gte(telOrderLines.scheduledAt, weekStart),
        lt(telOrderLines.scheduledAt, dayEnd),
      ),
    );
  return [
    { key: 'sendsToday', count: row?.n ?? 0 },
    { key: 'sendsFailed', count: failed?.n ?? 0 },
  ];
}
