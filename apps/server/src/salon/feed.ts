import { randomBytes } from 'node:crypto';
import { SALON_API, SALON_FEED_DAYS_AHEAD, SALON_FEED_DAYS_BACK } from '@console/contract/salon';
import { and, arrayContains, asc, eq, gte, lte, ne, or } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../db';
import { dateOf, dayOf } from './dates';
import { tokyoToday } from './reservations';
import {
  salonBlockTimes,
  salonCourses,
  salonReservations,
  salonResourceFeeds,
  salonResources,
  salons,
} from './schema';
import { resourceRow } from './service';

const feedUrl = (origin: string, token: string) => `${origin}${SALON_API.path('publicFeed', { token })}.ics`;

/** GET resources/{id}/ics: the feed's secret address, or null when none was made. */
export async function getFeed(db: Db, salonId: number, resourceId: number, origin: string) {
  await resourceRow(db, salonId, resourceId);
  const [row] = await db
    .select({ token: salonResourceFeeds.token })
    .from(salonResourceFeeds)
    .where(eq(salonResourceFeeds.resourceId, resourceId));
  return { url: row ? feedUrl(origin, row.token) : null };
}

/** POST resources/{id}/ics: a new secret address (128 random bits); the previous one stops working. */
export async function renewFeed(db: Db, salonId: number, resourceId: number, origin: string) {
  await resourceRow(db, salonId, resourceId);
  const token = randomBytes(16).toString('base64url');
  await db
    .insert(salonResourceFeeds)
    .values({ resourceId, salonId, token })
    .onConflictDoUpdate({ target: salonResourceFeeds.resourceId, set: { token, createdAt: new Date() } });
  return { url: feedUrl(origin, token) };
}

/** A salon's local date and `HH:mm` as an instant (Japan keeps no summer time). */
const instant = (date: string, time: string) =>
  new Date(`${date}T${time === '24:00' ? '23:59' : time}:00+09:00`);

/**
 * The feed (text/calendar) for a token, or null: the resource's reservations (cancelled ones left
 * out) and block times from 30 days back to 180 days ahead, so staff see their day in any
 * calendar app. Built with ical-generator.
 */
export async function feedFor(db: Db, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
  const [feed] = await db
    .select({
      resourceId: salonResourceFeeds.resourceId,
      salonId: salonResourceFeeds.salonId,
      name: salonResources.name,
      salon: salons.name,
    })
    .from(salonResourceFeeds)
    .innerJoin(salonResources, eq(salonResources.id, salonResourceFeeds.resourceId))
    .innerJoin(salons, eq(salons.id, salonResourceFeeds.salonId))
    .where(eq(salonResourceFeeds.token, token));
  if (!feed) return null;
  const today = dayOf(tokyoToday()) ?? 0;
  const first = dateOf(today - SALON_FEED_DAYS_BACK);
  const last = dateOf(today + SALON_FEED_DAYS_AHEAD);
  const [reservations, blocks] = await Promise.all([
    db
      .select({
        id: salonReservations.id,
        name: salonReservations.name,
        date: salonReservations.date,
        from: salonReservations.from,
        to: salonReservations.to,
        memo: salonReservations.memo,
        status: salonReservations.status,
        course: salonCourses.name,
        updatedAt: salonReservations.updatedAt,
      })
      .from(salonReservations)
      .leftJoin(salonCourses, eq(salonCourses.id, salonReservations.courseId))
      .where(
        and(
          eq(salonReservations.salonId, feed.salonId),
          gte(salonReservations.date, first),
          lte(salonReservations.date, last),
          ne(salonReservations.status, 'cancelled'),
          or(
            eq(salonReservations.resourceId, feed.resourceId),
            arrayContains(salonReservations.subResourceIds, [feed.resourceId]),
          ),
        ),
      )
      .orderBy(asc(salonReservations.date), asc(salonReservations.from)),
    db
      .select()
      .from(salonBlockTimes)
      .where(
        and(
          eq(salonBlockTimes.resourceId, feed.resourceId),
          gte(salonBlockTimes.date, first),
          lte(salonBlockTimes.date, last),
        ),
      ),
  ]);
  const calendar = ical({
    name: `${feed.salon} ${feed.name}`,
    prodId: { company: 'console', product: 'salon' },
  });
  for (const r of reservations) {
    calendar.createEvent({
      id: `reservation-${r.id}@console`,
      start: instant(r.date, r.from),
      end: instant(r.date, r.to),
      summary: `${r.course ? `${r.course} ` : ''}${r.name}様`,
      description: r.memo || undefined,
      status: ICalEventStatus.CONFIRMED,
      lastModified: r.updatedAt,
    });
  }
  for (const b of blocks) {
    calendar.createEvent({
      id: `block-${b.id}@console`,
      start: instant(b.date, b.from),
      end: instant(b.date, b.to),
      summary: '予約不可',
      status: b.isConfirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  return calendar.toString();
}
