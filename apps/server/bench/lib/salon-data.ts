import type { Db } from '../../src/db';
import { salonCourses, salonReservations, salonResources, salons } from '../../src/salon/schema';

/** Resources of the benchmark salon. */
export const BENCH_RESOURCES = 30;

/**
 * The salon benchmarks' data: a salon of the account with 30 resources, 8 courses and
 * `reservations` reservations spread over March 2030 (an hour each, up to 11 a day per resource),
 * bulk inserted 1,000 a statement.
 */
export async function buildBenchSalon(db: Db, accountId: number, reservations: number) {
  const [salon] = await db.insert(salons).values({ accountId, name: 'ベンチ店' }).returning();
  if (!salon) throw new Error('no salon');
  const resources = await db
    .insert(salonResources)
    .values(
      Array.from({ length: BENCH_RESOURCES }, (_, i) => ({
        salonId: salon.id,
        name: `スタッフ${i + 1}`,
        kind: 'staff',
        color: '#1f6feb',
        order: i + 1,
      })),
    )
    .returning({ id: salonResources.id });
  const courses = await db
    .insert(salonCourses)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        salonId: salon.id,
        name: `コース${i + 1}`,
        duration: 30 + 15 * i,
        color: '#1a7f37',
        order: i + 1,
      })),
    )
    .returning({ id: salonCourses.id });
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const rows = Array.from({ length: reservations }, (_, i) => {
    const day = 1 + (Math.floor(i / BENCH_RESOURCES) % 31);
    const slot = Math.floor(i / (BENCH_RESOURCES * 31)) % 11; // up to 11 an-hour slots a day per resource
    const start = 9 * 60 + slot * 60;
    return {
      salonId: salon.id,
      name: `お客様${i}`,
      courseId: courses[i % courses.length]?.id ?? null,
      date: `2030-03-${String(day).padStart(2, '0')}`,
      from: hhmm(start),
      to: hhmm(start + 45),
      resourceId: resources[i % BENCH_RESOURCES]?.id ?? null,
      memo: i % 7 === 0 ? '前回と同じ仕上がりを希望' : '',
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(salonReservations).values(rows.slice(i, i + 1000));
  }
  return { salon, resources, courses };
}
