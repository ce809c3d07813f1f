import { randomBytes } from 'node:crypto';
import { fillPath } from '@console/contract';
import { SALON_FEED_DAYS_AHEAD, SALON_FEED_DAYS_BACK, SALON_FEED_PATH } from '@console/contract/salon';
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

const feedUrl = (origin: string, token: string) => `${origin}${fillPath(SALON_FEED_PATH, { token })}.ics`;

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

/** A salon's local date and `HH:mm` as ISO 8601 with Japan's offset (Japan keeps no summer time). */
export const localDateTime = (date: string, time: string) =>
  `${date}T${time === '24:00' ? '23:59' : time}:00+09:00`;

/** The feed's window (and the Google Calendar link's): 30 days back … 180 days ahead of today. */
export function calendarWindow(today = tokyoToday()) {
  const day = dayOf(today) ?? 0;
  return { first: dateOf(day - SALON_FEED_DAYS_BACK), last: dateOf(day + SALON_FEED_DAYS_AHEAD) };
}

/** One thing on a resource's calendar: a reservation (`r:{id}`) or a block time (`b:{id}`). */
export interface CalendarItem {
  key: string;
  date: string;
  from: string;
  to: string;
  summary: string;
  description: string;
  /** False for a block time not yet confirmed (shown as tentative). */
  confirmed: boolean;
  updatedAt: Date | null;
}

/**
 * What a resource's calendar shows in the window: its reservations as main or sub-resource
 * (cancelled ones left out) and its block times. Shared by the ICS feed and the Google link.
 */
export async function resourceCalendarItems(
  db: Db,
  salonId: number,
  resourceId: number,
  window: { first: string; last: string },
): Promise<CalendarItem[]> {
  const [reservations, blocks] = await Promise.all([
    db
      .select({
        id: salonReservations.id,
        name: salonReservations.name,
        date: salonReservations.date,
        from: salonReservations.from,
        to: salonReservations.to,
        memo: salonReservations.memo,
        course: salonCourses.name,
        updatedAt: salonReservations.updatedAt,
      })
      .from(salonReservations)
      .leftJoin(salonCourses, eq(salonCourses.id, salonReservations.courseId))
      .where(
        and(
          eq(salonReservations.salonId, salonId),
          gte(salonReservations.date, window.first),
          lte(salonReservations.date, window.last),
          ne(salonReservations.status, 'cancelled'),
          or(
            eq(salonReservations.resourceId, resourceId),
            arrayContains(salonReservations.subResourceIds, [resourceId]),
          ),
        ),
      )
      .orderBy(asc(salonReservations.date), asc(salonReservations.from)),
    db
      .select()
      .from(salonBlockTimes)
      .where(
        and(
          eq(salonBlockTimes.resourceId, resourceId),
          gte(salonBlockTimes.date, window.first),
          lte(salonBlockTimes.date, window.last),
        ),
      ),
  ]);
  return [
    ...reservations.map((r) => ({
      key: `r:${r.id}`,
      date: r.date,
      from: r.from,
      to: r.to,
      summary: `${r.course ? `${r.course} ` : ''}${r.name}様`,
      description: r.memo,
      confirmed: true,
      updatedAt: r.updatedAt,
    })),
    ...blocks.map((b) => ({
      key: `b:${b.id}`,
      date: b.date,
      from: b.from,
      to: b.to,
      summary: '予約不可',
      description: '',
      confirmed: b.isConfirmed,
      updatedAt: null,
    })),
  ];
}

/**
 * The feed (text/calendar) for a token, or null: the resource's calendar items (above), so staff
 * see their day in any calendar app. Built with ical-generator.
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
  const items = await resourceCalendarItems(db, feed.salonId, feed.resourceId, calendarWindow());
  const calendar = ical({
    name: `${feed.salon} ${feed.name}`,
    prodId: { company: 'console', product: 'salon' },
  });
  for (const item of items) {
    const [kind, id] = item.key.split(':');
    calendar.createEvent({
      id: `${kind === 'r' ? 'reservation' : 'block'}-${id}@console`,
      start: new Date(localDateTime(item.date, item.from)),
      end: new Date(localDateTime(item.date, item.to)),
      summary: item.summary,
      description: item.description || undefined,
      status: item.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      ...(item.updatedAt ? { lastModified: item.updatedAt } : {}),
    });
  }
  return calendar.toString();
}
