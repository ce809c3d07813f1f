import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { salonGoogleCalendars, salonGoogleLinks } from './schema';
import type { Tx } from './service';

/**
 * Tells the Google Calendar sync that a write changed what some links copy: called inside the
 * write's own transaction, so the mark commits (or rolls back) with the change and none is lost.
 * A failing link is retried at once after a new change.
 */
export async function markCalendarsChanged(
  tx: Db | Tx,
  salonId: number,
  purpose: 'shift' | 'reservation',
  resourceId?: number,
): Promise<void> {
  const calendars = tx
    .select({ id: salonGoogleCalendars.id })
    .from(salonGoogleCalendars)
    .where(
      and(
        eq(salonGoogleCalendars.salonId, salonId),
        resourceId === undefined ? undefined : eq(salonGoogleCalendars.resourceId, resourceId),
      ),
    );
  await tx
    .update(salonGoogleLinks)
    .set({ changes: sql`${salonGoogleLinks.changes} + 1`, nextAttemptAt: null })
    .where(
      and(
        eq(salonGoogleLinks.purpose, purpose),
        isNull(salonGoogleLinks.removedAt),
        inArray(salonGoogleLinks.calendarId, calendars),
      ),
    );
}
