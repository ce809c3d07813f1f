import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  type AvailabilityReservation,
  type AvailabilitySpan,
  availableSlots,
  canBook,
} from '../src/salon/availability';

/** A Monday; "now" is the Sunday before at 09:00 unless a case says otherwise. */
const DAY = '2024-07-15';

function base(change: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    first: DAY,
    last: DAY,
    course: { id: 1, duration: 60, buffer_before: 0, buffer_after: 0 },
    resources: [
      { id: 1, order: 1, is_online: true, is_active: true },
      { id: 2, order: 2, is_online: true, is_active: true },
    ],
    unlinks: new Set(),
    shifts: [{ salon_resource_id: 1, date: DAY, from: '10:00', to: '13:00' }],
    reservations: [],
    courses: new Map(),
    blocks: [],
    opening: new Map([[DAY, { from: '10:00', to: '19:00' }]]),
    rules: { slot_step: 30, lead_time_minutes: 0, horizon_days: 60 },
    now: { date: '2024-07-14', minutes: 9 * 60 },
    resourceId: 1,
    ...change,
  };
}

const reservation = (from: string, to: string, more: Partial<AvailabilityReservation> = {}) => ({
  salon_resource_id: 1,
  sub_resource_ids: [],
  course: null,
  date: DAY,
  from,
  to,
  status: 'confirmed',
  ...more,
});

const starts = (input: AvailabilityInput) => availableSlots(input).map((s) => `${s.from}@${s.resource_id}`);

describe('availability: hand-checked cases', () => {
  it.each<{ name: string; input: AvailabilityInput; expected: string[] }>([
    {
      name: 'a 10:00–13:00 shift, 60 min on a 30 min step: the last start ends with the shift',
      input: base(),
      expected: ['10:00@1', '10:30@1', '11:00@1', '11:30@1', '12:00@1'],
    },
    {
      name: 'a reservation 11:00–12:00: its neighbours touch it (end exclusive) and stay',
      input: base({ reservations: [reservation('11:00', '12:00')] }),
      expected: ['10:00@1', '12:00@1'],
    },
    {
      name: 'a cancelled reservation takes no room',
      input: base({ reservations: [reservation('11:00', '12:00', { status: 'cancelled' })] }),
      expected: ['10:00@1', '10:30@1', '11:00@1', '11:30@1', '12:00@1'],
    },
    {
      name: 'a block time 10:30–11:00',
      input: base({ blocks: [{ salon_resource_id: 1, date: DAY, from: '10:30', to: '11:00' }] }),
      expected: ['11:00@1', '11:30@1', '12:00@1'],
    },
    {
      name: 'buffers: 10 min before and 15 after must fit in the shift and clear the reservation',
      input: base({
        course: { id: 1, duration: 60, buffer_before: 10, buffer_after: 15 },
        reservations: [reservation('12:30', '13:00')],
      }),
      // 10:00 needs 09:50 (before the shift); 11:30 ends 12:45 (into 12:30); 11:00 ends 12:15.
      expected: ['10:30@1', '11:00@1'],
    },
    {
      name: "an existing reservation's own course buffers take room too",
      input: base({
        reservations: [reservation('11:00', '11:30', { course: 9 })],
        courses: new Map([[9, { buffer_before: 0, buffer_after: 30 }]]),
      }),
      expected: ['10:00@1', '12:00@1'],
    },
    {
      name: 'a sub-resource reservation blocks that resource as well',
      input: base({
        reservations: [reservation('10:00', '12:00', { salon_resource_id: 2, sub_resource_ids: [1] })],
      }),
      expected: ['12:00@1'],
    },
    {
      name: 'opening hours narrower than the shift',
      input: base({ opening: new Map([[DAY, { from: '11:00', to: '12:30' }]]) }),
      expected: ['11:00@1', '11:30@1'],
    },
    {
      name: 'a closed day (定休日, 臨時休業 or 祝日) has nothing',
      input: base({ opening: new Map([[DAY, null]]) }),
      expected: [],
    },
    {
      name: 'touching shifts 10:00–11:00 and 11:00–13:00 count as one',
      input: base({
        shifts: [
          { salon_resource_id: 1, date: DAY, from: '11:00', to: '13:00' },
          { salon_resource_id: 1, date: DAY, from: '10:00', to: '11:00' },
        ],
      }),
      expected: ['10:00@1', '10:30@1', '11:00@1', '11:30@1', '12:00@1'],
    },
    {
      name: 'a 15 min step',
      input: base({ rules: { slot_step: 15, lead_time_minutes: 0, horizon_days: 60 } }),
      expected: [
        '10:00@1',
        '10:15@1',
        '10:30@1',
        '10:45@1',
        '11:00@1',
        '11:15@1',
        '11:30@1',
        '11:45@1',
        '12:00@1',
      ],
    },
    {
      name: 'lead time: now 10:05 today with 60 min lead → from 11:05, on the step 11:30',
      input: base({
        now: { date: DAY, minutes: 10 * 60 + 5 },
        rules: { slot_step: 30, lead_time_minutes: 60, horizon_days: 60 },
      }),
      expected: ['11:30@1', '12:00@1'],
    },
    {
      name: 'lead time reaching into the next day: now 23:00 the day before, 12 h lead → from 11:00',
      input: base({
        now: { date: '2024-07-14', minutes: 23 * 60 },
        rules: { slot_step: 30, lead_time_minutes: 720, horizon_days: 60 },
      }),
      expected: ['11:00@1', '11:30@1', '12:00@1'],
    },
    {
      name: 'beyond the horizon: nothing',
      input: base({ rules: { slot_step: 30, lead_time_minutes: 0, horizon_days: 0 } }),
      expected: [],
    },
    {
      name: 'a resource unlinked from the course is not offered',
      input: base({ unlinks: new Set(['1:1']) }),
      expected: [],
    },
    {
      name: 'a resource not bookable online is not offered',
      input: base({ resources: [{ id: 1, order: 1, is_online: false, is_active: true }] }),
      expected: [],
    },
    {
      name: 'a course longer than the shift fits nowhere',
      input: base({ course: { id: 1, duration: 240, buffer_before: 0, buffer_after: 0 } }),
      expected: [],
    },
  ])('$name', ({ input, expected }) => {
    expect(starts(input)).toEqual(expected);
    // Whatever is offered can be booked, by the booking endpoint's own check.
    for (const slot of availableSlots(input)) expect(canBook(input, slot)).toBe(true);
  });

  it('"any staff": fewest bookings that day first, then the salon order', () => {
    const shifts: AvailabilitySpan[] = [1, 2, 3].map((rid) => ({
      salon_resource_id: rid,
      date: DAY,
      from: '10:00',
      to: '12:00',
    }));
    const resources = [
      { id: 1, order: 2, is_online: true, is_active: true },
      { id: 2, order: 1, is_online: true, is_active: true },
      { id: 3, order: 3, is_online: true, is_active: true },
    ];
    const input = base({ resources, shifts, resourceId: 'any' });
    // Nobody booked: the salon's first in order (id 2).
    expect(starts(input)).toEqual(['10:00@2', '10:30@2', '11:00@2']);
    // 2 has a booking that day (at 17:00, not in the way): 1 (order 2) gets it.
    const busy2 = { ...input, reservations: [reservation('17:00', '18:00', { salon_resource_id: 2 })] };
    expect(starts(busy2)).toEqual(['10:00@1', '10:30@1', '11:00@1']);
    // 1 and 2 each booked 10:00–11:00: 10:00 and 10:30 only 3 can take; from 11:00, 3 (no bookings).
    const both = {
      ...input,
      reservations: [reservation('10:00', '11:00'), reservation('10:00', '11:00', { salon_resource_id: 2 })],
    };
    expect(starts(both)).toEqual(['10:00@3', '10:30@3', '11:00@3']);
  });

  it('several days, by day and time, from today on', () => {
    const days = ['2024-07-13', '2024-07-14', '2024-07-15'];
    const input = base({
      first: days[0],
      last: days[2],
      now: { date: '2024-07-14', minutes: 0 },
      shifts: days.map((date) => ({ salon_resource_id: 1, date, from: '10:00', to: '11:00' })),
      opening: new Map(days.map((date) => [date, { from: '10:00', to: '19:00' }])),
    });
    expect(availableSlots(input).map((s) => `${s.date} ${s.from}`)).toEqual([
      '2024-07-14 10:00',
      '2024-07-15 10:00',
    ]);
  });
});

// Property tests --------------------------------------------------------------------------------

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A span of a day on a 5-minute grid, between 08:00 and 21:00. */
const spanArb = fc
  .tuple(fc.integer({ min: 96, max: 250 }), fc.integer({ min: 1, max: 48 }))
  .map(([start, length]) => ({ from: time(start * 5), to: time(Math.min(252, start + length) * 5) }))
  .filter((s) => s.from < s.to);

const DAYS = ['2024-07-15', '2024-07-16'];
const dayArb = fc.constantFrom(...DAYS);
const resourceArb = fc.integer({ min: 1, max: 3 });

const inputArb: fc.Arbitrary<AvailabilityInput> = fc
  .record({
    duration: fc.constantFrom(15, 30, 45, 60, 90),
    before: fc.constantFrom(0, 5, 10),
    after: fc.constantFrom(0, 10, 15),
    step: fc.constantFrom(5, 10, 15, 30),
    lead: fc.constantFrom(0, 60, 600),
    nowMinutes: fc.integer({ min: 0, max: 1439 }),
    shifts: fc.array(fc.record({ rid: resourceArb, date: dayArb, span: spanArb }), { maxLength: 8 }),
    reservations: fc.array(
      fc.record({
        rid: fc.option(resourceArb, { nil: null }),
        sub: fc.array(resourceArb, { maxLength: 2 }),
        date: dayArb,
        span: spanArb,
        cancelled: fc.boolean(),
        course: fc.option(fc.constant(9), { nil: null }),
      }),
      { maxLength: 8 },
    ),
    blocks: fc.array(fc.record({ rid: resourceArb, date: dayArb, span: spanArb }), { maxLength: 4 }),
    opening: fc.array(fc.option(spanArb, { nil: null }), { minLength: 2, maxLength: 2 }),
    unlinked: fc.array(resourceArb, { maxLength: 1 }),
    offline: fc.array(resourceArb, { maxLength: 1 }),
    who: fc.oneof(fc.constant<'any'>('any'), resourceArb),
  })
  .map((g) => ({
    first: DAYS[0] as string,
    last: DAYS[1] as string,
    course: { id: 1, duration: g.duration, buffer_before: g.before, buffer_after: g.after },
    resources: [1, 2, 3].map((id) => ({
      id,
      order: 4 - id,
      is_online: !g.offline.includes(id),
      is_active: true,
    })),
    unlinks: new Set(g.unlinked.map((rid) => `${rid}:1`)),
    shifts: g.shifts.map((s) => ({ salon_resource_id: s.rid, date: s.date, ...s.span })),
    reservations: g.reservations.map((r) => ({
      salon_resource_id: r.rid,
      sub_resource_ids: r.sub,
      course: r.course,
      date: r.date,
      ...r.span,
      status: r.cancelled ? 'cancelled' : 'confirmed',
    })),
    courses: new Map([[9, { buffer_before: 5, buffer_after: 10 }]]),
    blocks: g.blocks.map((b) => ({ salon_resource_id: b.rid, date: b.date, ...b.span })),
    opening: new Map(DAYS.map((date, i) => [date, g.opening[i] ?? null])),
    rules: { slot_step: g.step, lead_time_minutes: g.lead, horizon_days: 30 },
    now: { date: '2024-07-15', minutes: g.nowMinutes },
    resourceId: g.who,
  }));

const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

describe('availability: properties', () => {
  it('a returned slot never overlaps anything on its resource, and lies in a shift and the opening hours', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const slot of availableSlots(input)) {
          const { buffer_before: before, buffer_after: after, duration } = input.course;
          const staff: [number, number] = [mins(slot.from) - before, mins(slot.from) + duration + after];
          for (const r of input.reservations) {
            if (r.status === 'cancelled' || r.date !== slot.date) continue;
            if (r.salon_resource_id !== slot.resource_id && !r.sub_resource_ids.includes(slot.resource_id))
              continue;
            const pad =
              r.course === null ? { buffer_before: 0, buffer_after: 0 } : input.courses.get(r.course);
            const taken: [number, number] = [
              mins(r.from) - (pad?.buffer_before ?? 0),
              mins(r.to) + (pad?.buffer_after ?? 0),
            ];
            expect(overlaps(staff, taken)).toBe(false);
          }
          for (const b of input.blocks) {
            if (b.date === slot.date && b.salon_resource_id === slot.resource_id) {
              expect(overlaps(staff, [mins(b.from), mins(b.to)])).toBe(false);
            }
          }
          const open = input.opening.get(slot.date);
          expect(open).toBeTruthy();
          expect(
            mins(slot.from) >= mins(open?.from ?? '24:00') && mins(slot.to) <= mins(open?.to ?? '00:00'),
          ).toBe(true);
          expect(canBook(input, slot)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('misses nothing: every start canBook accepts is returned (for one resource)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        if (input.resourceId === 'any') return;
        const shown = new Set(availableSlots(input).map((s) => `${s.date} ${s.from}`));
        for (const date of DAYS) {
          for (let start = 0; start < 1440; start += input.rules.slot_step) {
            const ok = canBook(input, { date, from: time(start), resource_id: input.resourceId });
            expect(shown.has(`${date} ${time(start)}`)).toBe(ok);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('booking returned slots one by one never fails for lack of room', () => {
    fc.assert(
      fc.property(inputArb, fc.nat(), (start, pick) => {
        let input = start;
        for (let round = 0; round < 10; round++) {
          const slots = availableSlots(input);
          if (slots.length === 0) return;
          const slot = slots[(pick + round * 7) % slots.length];
          if (!slot) return;
          // The booking endpoint's check passes, and the booking then takes its room.
          expect(canBook(input, slot)).toBe(true);
          input = {
            ...input,
            reservations: [
              ...input.reservations,
              {
                salon_resource_id: slot.resource_id,
                sub_resource_ids: [],
                course: null,
                date: slot.date,
                from: time(mins(slot.from) - input.course.buffer_before),
                to: time(mins(slot.to) + input.course.buffer_after),
                status: 'confirmed',
              },
            ],
          };
          // The slot just booked is gone for that resource.
          expect(
            availableSlots(input).some(
              (s) => s.date === slot.date && s.from === slot.from && s.resource_id === slot.resource_id,
            ),
          ).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});
