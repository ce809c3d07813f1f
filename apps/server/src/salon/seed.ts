import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import type { AccountFixture } from '../db/seed';
import { DEMO_NAME_COUNT, demoPerson } from '../db/seed-names';
import { dateOf, dayOf, timeOf } from './dates';
import {
  salonBlockTimes,
  salonCourses,
  salonReservationRequests,
  salonReservations,
  salonResourceCourseUnlinks,
  salonResources,
  salons,
  salonTimeShifts,
} from './schema';

const STAFF = [
  { name: '佐藤 美咲', color: '#bf3989' },
  { name: '鈴木 健太', color: '#1f6feb' },
  { name: '高橋 彩', color: '#8250df' },
  { name: '田中 翔', color: '#0a7b83' },
  { name: '伊藤 さくら', color: '#cf222e' },
  { name: '渡辺 大輔', color: '#9a6700' },
];
const ROOMS = [
  { name: '個室A', color: '#6e7781' },
  { name: 'ヘッドスパ室', color: '#1a7f37' },
];
/**
 * The salon's customers: 150 regulars of the demo's names (617 is prime to 1,600, so all differ).
 * A customer comes at most once a day, so no one is booked with two staff at once.
 */
const CUSTOMERS = Array.from({ length: 150 }, (_, i) => demoPerson((i * 617) % DEMO_NAME_COUNT, 0).name);

const COURSES = [
  { name: 'カット', duration: 60, price: 5500, bufferAfter: 10, color: '#1f6feb' },
  { name: 'カット＋カラー', duration: 120, price: 12100, bufferAfter: 15, color: '#8250df' },
  { name: 'カラー（リタッチ）', duration: 90, price: 7700, bufferAfter: 15, color: '#bf3989' },
  { name: 'パーマ', duration: 150, price: 13200, bufferAfter: 15, color: '#9a6700' },
  { name: '縮毛矯正', duration: 180, price: 19800, bufferAfter: 15, color: '#cf222e' },
  { name: 'ヘッドスパ 30分', duration: 30, price: 3300, bufferBefore: 5, bufferAfter: 10, color: '#1a7f37' },
  { name: 'トリートメント', duration: 45, price: 4400, bufferAfter: 10, color: '#0a7b83' },
  { name: '前髪カット', duration: 15, price: 1100, bufferAfter: 5, color: '#6e7781' },
];

/** The seed's today in Tokyo, as a day number. */
const tokyoDay = (at: Date) =>
  dayOf(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at)) ?? 0;

/** The Monday on or before today (Tokyo), so the weekly shifts cover this week. */
function mondayOfThisWeek(at: Date): string {
  const day = tokyoDay(at);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return dateOf(day - ((day + 3) % 7));
}

/**
 * The demo salon: 6 staff and 2 rooms, 8 courses (the head spa only in its room, the room serving
 * nothing else), weekly shifts from this week's Monday (two days off each, staggered; Wednesday
 * afternoons short for the manager), a daily shift for the rooms, about 400 reservations from two
 * weeks ago to two weeks ahead (some cancelled, some with pending change and cancel requests) and
 * a few lunch blocks. Does nothing when the demo account already has a salon.
 */
export async function seedSalonDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const existing = await db
    .select({ id: salons.id })
    .from(salons)
    .where(eq(salons.accountId, demo.accountId));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const [salon] = await tx
      .insert(salons)
      .values({ accountId: demo.accountId, name: 'ヘアサロン デモ 表参道店' })
      .returning({ id: salons.id });
    if (!salon) throw new Error('salon insert returned nothing');
    const resources = await tx
      .insert(salonResources)
      .values([
        ...STAFF.map((staff, index) => ({ salonId: salon.id, kind: 'staff', order: index + 1, ...staff })),
        ...ROOMS.map((room, index) => ({
          salonId: salon.id,
          kind: 'facility',
          order: STAFF.length + index + 1,
          isOnline: false,
          ...room,
        })),
      ])
      .returning({ id: salonResources.id, kind: salonResources.kind, name: salonResources.name });
    const courses = await tx
      .insert(salonCourses)
      .values(COURSES.map((course, index) => ({ salonId: salon.id, order: index + 1, ...course })))
      .returning({ id: salonCourses.id, name: salonCourses.name });

    // The private room does cuts only; the spa room only the head spa and treatment.
    const room = resources.find((r) => r.name === '個室A');
    const spa = resources.find((r) => r.name === 'ヘッドスパ室');
    const unlinks = [
      ...courses
        .filter((c) => !c.name.includes('カット'))
        .map((c) => ({ resourceId: room?.id, courseId: c.id })),
      ...courses
        .filter((c) => !c.name.includes('ヘッドスパ') && c.name !== 'トリートメント')
        .map((c) => ({ resourceId: spa?.id, courseId: c.id })),
    ].filter((pair): pair is { resourceId: number; courseId: number } => pair.resourceId !== undefined);
    if (unlinks.length > 0) {
      await tx
        .insert(salonResourceCourseUnlinks)
        .values(unlinks.map((pair) => ({ salonId: salon.id, ...pair })));
    }

    const monday = dayOf(mondayOfThisWeek(seededAt)) ?? 0;
    const shifts = resources.flatMap((resource, index) => {
      if (resource.kind === 'facility') {
        return [
          { startDate: dateOf(monday), repeat: 'daily', from: '10:00', to: '20:00', description: '' },
        ].map((shift) => ({ salonId: salon.id, resourceId: resource.id, ...shift }));
      }
      // Five working days a week, the two days off moving along with the staff member.
      return [0, 1, 2, 3, 4, 5, 6]
        .filter((weekday) => weekday !== index % 7 && weekday !== (index + 3) % 7)
        .map((weekday) => ({
          salonId: salon.id,
          resourceId: resource.id,
          startDate: dateOf(monday + weekday),
          repeat: 'weekly',
          from: index % 2 === 0 ? '10:00' : '11:00',
          to: weekday === 2 && index === 0 ? '15:00' : index % 2 === 0 ? '19:00' : '20:00',
          description: weekday === 2 && index === 0 ? '午後はミーティング' : '',
        }));
    });
    await tx.insert(salonTimeShifts).values(shifts);

    // About a month of reservations around today, on the staff's working days.
    let state = 20240715;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    const today = tokyoDay(seededAt);
    // Who comes on a day: one visit each.
    const booked = new Map<number, Set<string>>();
    const customerOn = (day: number) => {
      const taken = booked.get(day) ?? new Set<string>();
      booked.set(day, taken);
      // The next free one after a drawn one: ends at once, as at most 18 of 150 come on a day.
      let index = random(CUSTOMERS.length);
      while (taken.has(CUSTOMERS[index] as string)) index = (index + 1) % CUSTOMERS.length;
      const name = CUSTOMERS[index] as string;
      taken.add(name);
      return name;
    };
    const staffCourses = courses.filter((c) => COURSES.find((k) => k.name === c.name));
    const reservations: (typeof salonReservations.$inferInsert)[] = [];
    const blocks: (typeof salonBlockTimes.$inferInsert)[] = [];
    resources.forEach((resource, index) => {
      if (resource.kind !== 'staff') return;
      for (let day = today - 14; day <= today + 16; day++) {
        const weekday = (day + 3) % 7; // 0 Monday
        if (weekday === index % 7 || weekday === (index + 3) % 7) continue;
        let minute = (index % 2 === 0 ? 10 : 11) * 60 + 30 * random(2);
        const end = (index % 2 === 0 ? 19 : 20) * 60;
        if (random(5) === 0)
          blocks.push({
            salonId: salon.id,
            resourceId: resource.id,
            date: dateOf(day),
            from: '13:00',
            to: '14:00',
          });
        for (let k = 0; k < 3; k++) {
          const course = staffCourses[random(staffCourses.length)];
          const spec = COURSES.find((c) => c.name === course?.name);
          if (!course || !spec || minute + spec.duration > end) break;
          const past = day < today;
          const roll = random(20);
          reservations.push({
            salonId: salon.id,
            name: customerOn(day),
            courseId: course.id,
            date: dateOf(day),
            from: timeOf(minute),
            to: timeOf(minute + spec.duration),
            resourceId: resource.id,
            memo: roll === 1 ? '前回と同じ仕上がりを希望' : '',
            status:
              roll === 0
                ? 'cancelled'
                : past
                  ? roll === 2
                    ? 'no_show'
                    : 'visited'
                  : roll < 8
                    ? 'confirmed'
                    : 'reserved',
            isAttended: past && roll !== 0 && roll !== 2,
            visitStatus: past && roll !== 0 && roll !== 2 ? 'paid' : null,
          });
          minute += spec.duration + (spec.bufferAfter ?? 0) + 30 * random(3);
        }
      }
    });
    const saved = await tx.insert(salonReservations).values(reservations).returning({
      id: salonReservations.id,
      date: salonReservations.date,
      status: salonReservations.status,
    });
    if (blocks.length > 0) await tx.insert(salonBlockTimes).values(blocks);
    // Pending customer requests on some upcoming reservations: four changes (a day later, same
    // time) and three cancellations, for the staff to judge.
    const upcoming = saved.filter((r) => r.status !== 'cancelled' && (dayOf(r.date) ?? 0) > today);
    const requests = upcoming.slice(0, 7).map((r, k) =>
      k < 4
        ? {
            reservationId: r.id,
            kind: 'change',
            date: dateOf((dayOf(r.date) ?? 0) + 1),
            from: '15:00',
            to: '16:00',
          }
        : { reservationId: r.id, kind: 'cancel' },
    );
    if (requests.length > 0) await tx.insert(salonReservationRequests).values(requests);
  });
}
