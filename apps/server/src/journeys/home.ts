import type { HomeSummaryItem } from '@console/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db';
import type { HomeCaller } from '../feature';
import { journeys } from './schema';

/** Journeys running now (started, not paused): the journey list opens to every operator. */
export async function journeysHomeSummary(db: Db, caller: HomeCaller): Promise<HomeSummaryItem[]> {
  const [row] = await db
    .select({ n: count() })
    .from(journeys)
    .where(and(eq(journeys.accountId, caller.accountId), eq(journeys.status, 'active')));
  return [{ key: 'journeysRunning', count: row?.n ?? 0 }];
}
