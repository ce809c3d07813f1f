import type { TimeShift } from '@console/contract/salon';
import { shownDate } from './shifts';

/** A reservation as the shift warnings read it: its main resource, day and times (HH:mm). */
export interface BookedTime {
  id: number;
  name: string;
  date: string;
  from: string;
  to: string;
  resourceId: number;
}

/**
 * Whether the staff member's shifts of that day cover [from, to] (HH:mm strings compare in
 * order, 24:00 included). Shifts are joined first, so a reservation across two back-to-back
 * shifts (10:00–13:00 and 13:00–19:00) is inside; one across a gap between them is not.
 */
export function coveredByShifts(booked: BookedTime, shifts: readonly TimeShift[]): boolean {
  const spans = shifts
    .filter((s) => s.salon_resource_id === booked.resourceId && shownDate(s) === booked.date)
    .map((s) => [s.from, s.to] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let reached = booked.from;
  for (const [from, to] of spans) {
    if (from > reached) break;
    if (to > reached) reached = to;
    if (reached >= booked.to) return true;
  }
  return false;
}

/** The reservations that no shift of their staff member covers, in the order given. */
export function outsideShifts(
  reservations: readonly BookedTime[],
  shifts: readonly TimeShift[],
): BookedTime[] {
  return reservations.filter((r) => !coveredByShifts(r, shifts));
}

/** 11/26 15:00–16:00 山田 様: how a warning names a reservation. */
export function describeBooked(r: BookedTime): string {
  const [, m, d] = r.date.split('-').map(Number);
  return `${m}/${d} ${r.from}–${r.to} ${r.name} 様`;
}
