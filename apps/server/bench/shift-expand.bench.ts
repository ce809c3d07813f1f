/**
 * Time-shift expansion benchmark (issue 13): 30 resources, each with a salon's usual rules — five
 * weekly series (one per working day), a biweekly and a monthly one — and six per-date exceptions
 * (moves, changes, cancellations), expanded over a timeline month with its ±6 days (43 days), as
 * GET time_shifts does after a shift write. Reference in the same run: copying the same number of
 * occurrence objects from a prepared array (the floor of producing the answer at all).
 *
 * Goal: median < 5 ms.
 *
 *   pnpm --filter @console/server bench
 *   tsx bench/shift-expand.bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { TimeShift } from '@console/contract/salon';
import { dateOf, dayOf } from '../src/salon/dates';
import { expandTimeShifts, type ShiftException, type ShiftSeries } from '../src/salon/shifts';
import { median } from './lib/server';

const RESOURCES = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const GOAL_MS = 5;
const FIRST = '2024-02-24';
const LAST = '2024-04-06'; // March 2024 with 6 days either side: 43 days

const series: ShiftSeries[] = [];
const exceptions: ShiftException[] = [];
const monday = dayOf('2023-10-02') ?? 0;
let id = 0;
for (let resource = 1; resource <= RESOURCES; resource++) {
  for (let weekday = 0; weekday < 5; weekday++) {
    id += 1;
    series.push({
      id,
      resourceId: resource,
      startDate: dateOf(monday + ((weekday + resource) % 7)),
      repeat: 'weekly',
      from: '10:00',
      to: '19:00',
      description: '',
      expiredAt: null,
    });
  }
  id += 1;
  series.push({
    id,
    resourceId: resource,
    startDate: dateOf(monday + 5),
    repeat: 'biweekly',
    from: '09:00',
    to: '13:00',
    description: '隔週の土曜午前',
    expiredAt: '2024-12-31',
  });
  id += 1;
  series.push({
    id,
    resourceId: resource,
    startDate: '2023-10-15',
    repeat: 'monthly',
    from: '18:00',
    to: '20:00',
    description: '月例ミーティング',
    expiredAt: null,
  });
  // Six exceptions on this resource's first weekly series (a Monday-based rule, every 7 days).
  const master = series[series.length - 7];
  if (!master) throw new Error('no master');
  const start = dayOf(master.startDate) ?? 0;
  for (let k = 0; k < 6; k++) {
    const date = dateOf(start + 7 * (22 + k)); // late February to early April 2024
    exceptions.push({
      id: exceptions.length + 1,
      masterId: master.id,
      date,
      cancelled: k % 3 === 0,
      movedTo: k % 3 === 1 ? dateOf((dayOf(date) ?? 0) + 1) : null,
      from: '12:00',
      to: '18:00',
      description: '',
    });
  }
}

function time(run: () => unknown): number[] {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  return samples;
}

// Warm up both, then measure them interleaved in the same run.
const expanded = expandTimeShifts(series, exceptions, FIRST, LAST);
const prepared: TimeShift[] = expanded.map((shift) => ({ ...shift }));
for (let i = 0; i < 50; i++) {
  expandTimeShifts(series, exceptions, FIRST, LAST);
  prepared.map((shift) => ({ ...shift }));
}
const expandMs = median(time(() => expandTimeShifts(series, exceptions, FIRST, LAST)));
const copyMs = median(time(() => prepared.map((shift) => ({ ...shift }))));

console.log(
  `shift expansion: ${RESOURCES} resources, ${series.length} series, ${exceptions.length} exceptions, ` +
    `${FIRST}..${LAST} → ${expanded.length} occurrences`,
);
console.log(
  `  median ${expandMs.toFixed(3)} ms (goal < ${GOAL_MS} ms: ${expandMs < GOAL_MS ? 'met' : 'NOT met'}); ` +
    `reference (copying the answer) ${copyMs.toFixed(3)} ms; ratio ${(expandMs / copyMs).toFixed(1)}×`,
);
