import type { HomeSummaryItem } from '@console/contract';
import { TEL_LINE_STATUS } from '@console/contract/tel';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { HomeCaller } from '../feature';
import { telOrderLines, telOrders } from './schema';

const DAY_MS = 86_400_000;
/** Ordered orders (a draft sends nothing). */
const ORDERED = [1, 2];

/**
 * The notification-message lines of the home page, in one pass over the account's lines of the
 * last 7 Japan days: those still waiting to go today, of ordered orders, and those that failed in
 * the last 7 days (today and the six days before). The order list opens to every operator, so do
 * the counts.
 */
export async function telHomeSummary(db: Db, caller: HomeCaller): Promise<HomeSummaryItem[]> {
  const dayEnd = new Date(caller.dayStart.getTime() + DAY_MS);
  const weekStart = new Date(caller.dayStart.getTime() - 6 * DAY_MS);
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${telOrderLines.status} = ${TEL_LINE_STATUS.PENDING}
        and ${telOrders.status} in (${sql.join(ORDERED, sql`, `)})
        and ${telOrderLines.scheduledAt} >= ${caller.dayStart})`.mapWith(Number),
      failed:
        sql<number>`count(*) filter (where ${telOrderLines.status} = ${TEL_LINE_STATUS.FAILED})`.mapWith(
          Number,
        ),
    })
    .from(telOrderLines)
    .innerJoin(telOrders, eq(telOrders.id, telOrderLines.orderId))
    .where(
      and(
        eq(telOrderLines.accountId, caller.accountId),
        gte(telOrderLines.scheduledAt, weekStart),
        lt(telOrderLines.scheduledAt, dayEnd),
      ),
    );
  return [
    { key: 'sendsToday', count: row?.today ?? 0 },
    { key: 'sendsFailed', count: row?.failed ?? 0 },
  ];
}
