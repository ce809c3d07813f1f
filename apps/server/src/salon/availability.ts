import { dateOf, dayOf, minutesOf, timeOf } from './dates';

/*
 * Online-booking availability (issue 15): the start times a customer may book for a course, as a
 * pure function of the salon's data, so that it has a table of cases and a property test, and the
 * booking endpoint checks a request with the same rule (`canBook`).
 *
 * Times are minutes of a salon day (spec §9: local calendar days; a span never crosses midnight).
 * Every span is start-inclusive, end-exclusive: 10:00–11:00 and 11:00–12:00 do not overlap.
 *
 * The rule, per resource and day (anchors: Cal.com's slot computation — working hours minus busy
 * times, stepped; Easy!Appointments' provider availability — breaks and existing appointments
 * with buffers):
 * - the customer's span [start, start + duration) lies within the day's opening hours;
 * - the staff's span [start − buffer before, end + buffer after) lies within one of the resource's
 *   shift occurrences that day (touching shifts count as one) and overlaps none of its busy spans:
 *   reservations (not cancelled; with their own course's buffers) on it as main or sub-resource,
 *   and block times;
 * - the resource is active, bookable online, and not unlinked from the course;
 * - start is on the slot step (minutes from 00:00), at least the lead time after now, and its day
 *   at most the horizon after today.
 * "Any staff" offers a start when some resource has it, and names the one a booking would get:
 * the fewest bookings that day, then the salon's order, then the lowest id.
 */

export interface AvailabilityCourse {
  id: number;
  duration: number;
  buffer_before: number;
  buffer_after: number;
}

export interface AvailabilityResource {
  id: number;
  order: number;
  is_online: boolean;
  is_active: boolean;
}

export interface AvailabilityReservation {
  salon_resource_id: number | null;
  sub_resource_ids: readonly number[];
  course: number | null;
  date: string;
  from: string;
  to: string;
  status: string;
}

export interface AvailabilitySpan {
  salon_resource_id: number;
  date: string;
  from: string;
  to: string;
}

export interface AvailabilityInput {
  /** The days asked for, inclusive (`YYYY-MM-DD`). */
  first: string;
  last: string;
  course: AvailabilityCourse;
  /** The salon's resources (any order; "any staff" uses `order`). */
  resources: readonly AvailabilityResource[];
  /** Pairs that cannot be booked together: `${resourceId}:${courseId}`. */
  unlinks: ReadonlySet<string>;
  /** Shift occurrences (already expanded) of the days asked for. */
  shifts: readonly AvailabilitySpan[];
  reservations: readonly AvailabilityReservation[];
  /** The buffers of the courses existing reservations are for. */
  courses: ReadonlyMap<number, Pick<AvailabilityCourse, 'buffer_before' | 'buffer_after'>>;
  blocks: readonly AvailabilitySpan[];
  /** Opening hours per day; a day missing or null is closed. */
  opening: ReadonlyMap<string, { from: string; to: string } | null>;
  rules: { slot_step: number; lead_time_minutes: number; horizon_days: number };
  /** The salon's now: its calendar day and minutes since midnight. */
  now: { date: string; minutes: number };
  /** One resource, or any that is free. */
  resourceId: number | 'any';
}

export interface AvailableSlot {
  date: string;
  from: string;
  to: string;
  /** The resource the booking goes to. */
  resource_id: number;
}

type Span = readonly [number, number];

const CANCELLED = 'cancelled';

const span = (from: string, to: string): Span | null => {
  const a = minutesOf(from);
  const b = minutesOf(to);
  return a === null || b === null || b <= a ? null : [a, b];
};

/** Sorted, with touching and overlapping spans joined. */
function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** A resource and a day as one number (day numbers stay below 2^16 until the year 2149). */
const keyOf = (rid: number, day: number) => rid * 65_536 + day;

/** Day numbers of the few dates a month's data uses, each parsed once. */
function dayReader() {
  const seen = new Map<string, number | null>();
  return (date: string) => {
    let day = seen.get(date);
    if (day === undefined) {
      day = dayOf(date);
      seen.set(date, day);
    }
    return day;
  };
}

function push(map: Map<number, Span[]>, rid: number, day: number | null, value: Span) {
  if (day === null) return;
  const key = keyOf(rid, day);
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Whether a resource may be offered for the course at all. */
export function bookableResource(input: AvailabilityInput, resource: AvailabilityResource): boolean {
  return resource.is_active && resource.is_online && !input.unlinks.has(`${resource.id}:${input.course.id}`);
}

interface Prepared {
  shifts: Map<number, Span[]>;
  busy: Map<number, Span[]>;
  bookings: Map<number, number>;
  today: number;
}

function prepare(input: AvailabilityInput): Prepared {
  const dayOfDate = dayReader();
  const shifts = new Map<number, Span[]>();
  for (const s of input.shifts) {
    const value = span(s.from, s.to);
    if (value) push(shifts, s.salon_resource_id, dayOfDate(s.date), value);
  }
  for (const [key, list] of shifts) shifts.set(key, merged(list));
  const busy = new Map<number, Span[]>();
  const bookings = new Map<number, number>();
  for (const r of input.reservations) {
    if (r.status === CANCELLED) continue;
    const value = span(r.from, r.to);
    if (!value) continue;
    const buffers = r.course === null ? undefined : input.courses.get(r.course);
    const padded: Span = [
      Math.max(0, value[0] - (buffers?.buffer_before ?? 0)),
      Math.min(1440, value[1] + (buffers?.buffer_after ?? 0)),
    ];
    const day = dayOfDate(r.date);
    if (day === null) continue;
    if (r.salon_resource_id !== null) {
      push(busy, r.salon_resource_id, day, padded);
      const key = keyOf(r.salon_resource_id, day);
      bookings.set(key, (bookings.get(key) ?? 0) + 1);
    }
    for (const rid of r.sub_resource_ids) if (rid !== r.salon_resource_id) push(busy, rid, day, padded);
  }
  for (const b of input.blocks) {
    const value = span(b.from, b.to);
    if (value) push(busy, b.salon_resource_id, dayOfDate(b.date), value);
  }
  for (const [key, list] of busy) busy.set(key, merged(list));
  return { shifts, busy, bookings, today: dayOf(input.now.date) ?? 0 };
}

/** Free starts of one resource on one day, ascending (a sweep over its shifts and busy spans). */
function freeStarts(
  input: AvailabilityInput,
  prepared: Prepared,
  rid: number,
  day: number,
  date: string,
): number[] {
  const hours = input.opening.get(date);
  const open = hours ? span(hours.from, hours.to) : null;
  const shifts = prepared.shifts.get(keyOf(rid, day));
  if (!open || !shifts) return [];
  const { duration, buffer_before: before, buffer_after: after } = input.course;
  const step = input.rules.slot_step;
  // Lead time: (day − today) × 1440 + start ≥ now + lead.
  const earliest = input.now.minutes + input.rules.lead_time_minutes - (day - prepared.today) * 1440;
  const busy = prepared.busy.get(keyOf(rid, day)) ?? [];
  const starts: number[] = [];
  let b = 0;
  for (const [shiftFrom, shiftTo] of shifts) {
    // The start's bounds from the opening hours, the shift (with buffers) and the lead time.
    const low = Math.max(open[0], shiftFrom + before, earliest);
    const high = Math.min(open[1], shiftTo - after) - duration;
    for (let start = Math.ceil(low / step) * step; start <= high; start += step) {
      const a = start - before;
      const z = start + duration + after;
      // Busy spans ending at or before `a` cannot touch this or any later start.
      while (b < busy.length && (busy[b] as Span)[1] <= a) b++;
      const next = busy[b];
      if (next && next[0] < z) {
        // Skip to the first step whose staff span begins at or after this busy span's end.
        const resume = Math.ceil((next[1] + before) / step) * step;
        start = Math.max(start, resume - step);
        continue;
      }
      starts.push(start);
    }
  }
  return starts;
}

/** The bookable starts for the course in the days asked for, by day and time. */
export function availableSlots(input: AvailabilityInput): AvailableSlot[] {
  const first = dayOf(input.first);
  const last = dayOf(input.last);
  if (first === null || last === null || input.course.duration <= 0 || input.rules.slot_step <= 0) return [];
  const prepared = prepare(input);
  const horizon = prepared.today + input.rules.horizon_days;
  const candidates = input.resources
    .filter((r) => (input.resourceId === 'any' || r.id === input.resourceId) && bookableResource(input, r))
    .sort((x, y) => x.order - y.order || x.id - y.id);
  const slots: AvailableSlot[] = [];
  for (let day = Math.max(first, prepared.today); day <= Math.min(last, horizon); day++) {
    const date = dateOf(day);
    // start → the resource it goes to (the first candidate by the stated rule).
    const chosen = new Map<number, { rid: number; bookings: number; rank: number }>();
    candidates.forEach((resource, rank) => {
      const bookings = prepared.bookings.get(keyOf(resource.id, day)) ?? 0;
      for (const start of freeStarts(input, prepared, resource.id, day, date)) {
        const held = chosen.get(start);
        if (!held || bookings < held.bookings || (bookings === held.bookings && rank < held.rank)) {
          chosen.set(start, { rid: resource.id, bookings, rank });
        }
      }
    });
    for (const start of [...chosen.keys()].sort((x, y) => x - y)) {
      slots.push({
        date,
        from: timeOf(start),
        to: timeOf(start + input.course.duration),
        resource_id: (chosen.get(start) as { rid: number }).rid,
      });
    }
  }
  return slots;
}

/**
 * Whether one booking may be made: the same rule as `availableSlots`, checked directly for the one
 * span (no sweep). The booking endpoint uses it inside its transaction; the property test uses it
 * as the independent judge of what `availableSlots` returns.
 */
export function canBook(
  input: AvailabilityInput,
  slot: { date: string; from: string; resource_id: number },
): boolean {
  const day = dayOf(slot.date);
  const start = minutesOf(slot.from);
  const resource = input.resources.find((r) => r.id === slot.resource_id);
  const today = dayOf(input.now.date);
  if (day === null || start === null || !resource || today === null || !bookableResource(input, resource)) {
    return false;
  }
  const { duration, buffer_before: before, buffer_after: after } = input.course;
  const end = start + duration;
  if (start % input.rules.slot_step !== 0) return false;
  if ((day - today) * 1440 + start < input.now.minutes + input.rules.lead_time_minutes) return false;
  if (day > today + input.rules.horizon_days) return false;
  const hours = input.opening.get(slot.date);
  const open = hours ? span(hours.from, hours.to) : null;
  if (!open || start < open[0] || end > open[1]) return false;
  const a = start - before;
  const z = end + after;
  const prepared = prepare(input);
  const shifts = prepared.shifts.get(keyOf(slot.resource_id, day)) ?? [];
  if (!shifts.some(([f, t]) => f <= a && z <= t)) return false;
  const busy = prepared.busy.get(keyOf(slot.resource_id, day)) ?? [];
  return !busy.some(([f, t]) => f < z && a < t);
}
