/**
 * Online-booking availability benchmark (issue 15): 30 resources × 30 days × 8 courses, with a
 * month of reservations (4 a day per resource, some with sub-resources and buffers, a tenth
 * cancelled), weekly block times, shifts every day but each resource's day off, opening hours with
 * a weekly closed day and a public holiday. One run computes the month's "any staff" slots of
 * every course, as the public page does when a customer pages through courses.
 *
 * Reference in the same run: reading the data once — grouping the month's reservations (with
 * their buffers), shifts and block times by resource and day, for each course — the least any
 * computation of the answer must do.
 *
 * Goal: median < 20 ms for the 8 courses (anchors: Cal.com's slot computation, Easy!Appointments'
 * availability).
 *
 *   pnpm --filter @console/server bench
 *   tsx bench/availability.bench.ts
 */
import { performance } from 'node:perf_hooks';
import {
  type AvailabilityInput,
  type AvailabilityReservation,
  type AvailabilitySpan,
  availableSlots,
} from '../src/salon/availability';
import { dateOf, dayOf } from '../src/salon/dates';
import { median } from './lib/server';

const RESOURCES = 30;
const DAYS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const GOAL_MS = 20;
const FIRST = '2024-09-01';
const first = dayOf(FIRST) ?? 0;
const dates = Array.from({ length: DAYS }, (_, k) => dateOf(first + k));
const time = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const courses = [30, 45, 60, 60, 90, 90, 120, 150].map((duration, k) => ({
  id: k + 1,
  duration,
  buffer_before: k % 3 === 0 ? 10 : 0,
  buffer_after: k % 2 === 0 ? 15 : 0,
}));
const resources = Array.from({ length: RESOURCES }, (_, k) => ({
  id: k + 1,
  order: RESOURCES - k,
  is_online: k % 10 !== 9,
  is_active: true,
}));
const shifts: AvailabilitySpan[] = [];
const reservations: AvailabilityReservation[] = [];
const blocks: AvailabilitySpan[] = [];
dates.forEach((date, d) => {
  for (const r of resources) {
    if ((d + r.id) % 7 === 0) continue; // the resource's day off
    const early = r.id % 2 === 0;
    shifts.push({
      salon_resource_id: r.id,
      date,
      from: early ? '09:00' : '11:00',
      to: early ? '13:00' : '15:00',
    });
    shifts.push({
      salon_resource_id: r.id,
      date,
      from: early ? '13:00' : '15:00',
      to: early ? '18:00' : '20:00',
    });
    for (let k = 0; k < 4; k++) {
      const start = (early ? 9 * 60 : 11 * 60) + k * 120 + ((d * 7 + r.id * 13) % 4) * 15;
      reservations.push({
        salon_resource_id: r.id,
        sub_resource_ids: k === 1 ? [((r.id + 4) % RESOURCES) + 1] : [],
        course: (k % 8) + 1,
        date,
        from: time(start),
        to: time(start + 60),
        status: (d + k + r.id) % 10 === 0 ? 'cancelled' : 'confirmed',
      });
    }
    if ((d + r.id) % 7 === 3) blocks.push({ salon_resource_id: r.id, date, from: '12:00', to: '13:00' });
  }
});
const opening = new Map(
  dates.map((date, d) => [
    date,
    d % 7 === 1 || date === '2024-09-16' ? null : { from: '09:00', to: '20:00' },
  ]),
);
const input = (course: (typeof courses)[number]): AvailabilityInput => ({
  first: dates[0] as string,
  last: dates[DAYS - 1] as string,
  course,
  resources,
  unlinks: new Set(['3:8', '4:8', '5:7']),
  shifts,
  reservations,
  courses: new Map(courses.map((c) => [c.id, c])),
  blocks,
  opening,
  rules: { slot_step: 15, lead_time_minutes: 120, horizon_days: 60 },
  now: { date: FIRST, minutes: 8 * 60 },
  resourceId: 'any',
});
const inputs = courses.map(input);

function samples(run: () => unknown, runs: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    out.push(performance.now() - t0);
  }
  return out;
}

const allCourses = () => inputs.map((i) => availableSlots(i).length);
/** The floor: each course's pass over the data, grouped by resource and day. */
const readOnce = () => {
  let n = 0;
  for (const i of inputs) {
    const groups = new Map<string, number[]>();
    const add = (rid: number, date: string, from: string, to: string) => {
      const key = `${rid}|${date}`;
      const list = groups.get(key) ?? [];
      list.push(
        Number(from.slice(0, 2)) * 60 + Number(from.slice(3)),
        Number(to.slice(0, 2)) * 60 + Number(to.slice(3)),
      );
      groups.set(key, list);
    };
    for (const r of i.reservations)
      if (r.salon_resource_id !== null) add(r.salon_resource_id, r.date, r.from, r.to);
    for (const s of i.shifts) add(s.salon_resource_id, s.date, s.from, s.to);
    for (const b of i.blocks) add(b.salon_resource_id, b.date, b.from, b.to);
    n += groups.size;
  }
  return n;
};

for (let i = 0; i < 10; i++) allCourses();
readOnce();
const counts = allCourses();
const sweepMs = median(samples(allCourses, RUNS));
const floorMs = median(samples(readOnce, RUNS));
const oneMs = median(samples(() => availableSlots(inputs[2] as AvailabilityInput), RUNS));

console.log(
  `availability: ${RESOURCES} resources × ${DAYS} days × ${courses.length} courses, ` +
    `${reservations.length} reservations, ${blocks.length} block times, ${shifts.length} shift spans → ` +
    `${counts.reduce((a, b) => a + b, 0)} "any staff" slots (${counts.join(', ')})`,
);
console.log(
  `  median ${sweepMs.toFixed(2)} ms for the 8 courses (goal < ${GOAL_MS} ms: ${sweepMs < GOAL_MS ? 'met' : 'NOT met'}); ` +
    `one course ${oneMs.toFixed(2)} ms; reference (reading the data once per course) ${floorMs.toFixed(2)} ms; ` +
    `ratio ${(sweepMs / floorMs).toFixed(1)}×`,
);
