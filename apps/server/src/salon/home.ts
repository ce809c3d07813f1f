import { type HomeSummaryItem, hasAllPermissions } from '@console/contract';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db';
import type { HomeCaller } from '../feature';
import { salonReservationRequests, salonReservations, salons } from './schema';

/**
 * The salon's home counts: today's reservations (not cancelled) and the customers' requests
 * waiting for an answer, of the caller's salon (or every salon of the account when the role is
 * tied to none). Only for RESERVE_WRITE, the key the salon screens ask for.
 */
export async function salonHomeSummary(db: Db, caller: HomeCaller): Promise<HomeSummaryItem[]> {
  if (!hasAllPermissions(caller.permissions, ['RESERVE_WRITE'])) return [];
  const own = await db
    .select({ id: salons.id })
    .from(salons)
    .where(
      caller.salonId === null
        ? eq(salons.accountId, caller.accountId)
        : and(eq(salons.accountId, caller.accountId), eq(salons.id, caller.salonId)),
    );
  const ids = own.map((salon) => salon.id);
  if (ids.length === 0) return [];
  const [today] = await db
    .select({ n: count() })
    .from(salonReservations)
    .where(
      and(
        inArray(salonReservations.salonId, ids),
        eq(salonReservations.date, caller.today),
        ne(salonReservations.status, 'cancelled'),
      ),
    );
  const [pending] = await db
    .select({ n: count() })
    .from(salonReservationRequests)
    .innerJoin(salonReservations, eq(salonReservations.id, salonReservationRequests.reservationId))
    .where(and(inArray(salonReservations.salonId, ids), eq(salonReservationRequests.status, 'pending')));
  return [
    { key: 'reservationsToday', count: today?.n ?? 0 },
    { key: 'pendingRequests', count: pending?.n ?? 0 },
  ];
}
