import type { TimeShift, TimeShiftRepeat } from '@console/contract/salon';
import { dateOf, dayOf, dayOfMonth } from './dates';

/** A stored series (table salon_time_shifts). Dates are `YYYY-MM-DD`; `expiredAt` is inclusive. */
export interface ShiftSeries {
  id: number;
  resourceId: number;
  startDate: string;
  repeat: TimeShiftRepeat;
  from: string;
  to: string;
  description: string;
  expiredAt: string | null;
}

/**
 * A per-date exception (table salon_time_shift_exceptions): occurrence `date` of series `masterId`
 * was deleted (`cancelled`) or changed — its times, its description, or the day it falls on
 * (`movedTo`).
 */
export interface ShiftException {
  id: number;
  masterId: number;
  date: string;
  cancelled: boolean;
  movedTo: string | null;
  from: string;
  to: string;
  description: string;
}

/** Whether day `day` is an occurrence of the series' rule (exceptions aside). */
export function occursOn(series: ShiftSeries, day: number): boolean {
  const start = dayOf(series.startDate);
  if (start === null || day < start) return false;
  if (series.expiredAt !== null) {
    const last = dayOf(series.expiredAt);
    if (last === null || day > last) return false;
  }
  const since = day - start;
  switch (series.repeat) {
    case 'none':
      return since === 0;
    case 'daily':
      return true;
    case 'weekly':
      return since % 7 === 0;
    case 'biweekly':
      // Anchored on the start date: every other week from it, whatever the calendar week.
      return since % 14 === 0;
    case 'monthly':
      // Same day of the month; a month without that day (the 31st, 29 February) has none.
      return dayOfMonth(day) === dayOfMonth(start);
  }
}

/** The rule's occurrence days within [first, last] (inclusive), ascending. */
function ruleDays(series: ShiftSeries, first: number, last: number): number[] {
  const start = dayOf(series.startDate);
  if (start === null) return [];
  let from = Math.max(first, start);
  let to = last;
  if (series.expiredAt !== null) {
    const end = dayOf(series.expiredAt);
    if (end === null) return [];
    to = Math.min(to, end);
  }
  if (from > to) return [];
  const days: number[] = [];
  const step = series.repeat === 'weekly' ? 7 : series.repeat === 'biweekly' ? 14 : 0;
  if (step > 0) {
    // First aligned day at or after `from`.
    from += (step - ((from - start) % step)) % step;
    for (let day = from; day <= to; day += step) days.push(day);
    return days;
  }
  if (series.repeat === 'none') return start >= from && start <= to ? [start] : [];
  if (series.repeat === 'daily') {
    for (let day = from; day <= to; day++) days.push(day);
    return days;
  }
  const wanted = dayOfMonth(start);
  for (let day = from; day <= to; day++) if (dayOfMonth(day) === wanted) days.push(day);
  return days;
}

function occurrence(series: ShiftSeries, date: string): TimeShift {
  return {
    master_id: series.id,
    self_id: null,
    salon_resource_id: series.resourceId,
    start_date: series.startDate,
    _date: date,
    dirty_date: null,
    repeat: series.repeat,
    from: series.from,
    to: series.to,
    description: series.description,
    expired_at: series.expiredAt,
  };
}

/** Where an occurrence is shown: its own date, or the date it was moved to. */
export const shownDate = (shift: TimeShift) => shift.dirty_date ?? shift._date;

/**
 * Expands time-shift series into their occurrences shown between `first` and `last` (YYYY-MM-DD,
 * inclusive), applying per-date exceptions: a cancelled occurrence disappears, a changed one takes
 * the exception's times and description, a moved one is shown on its new date (so an occurrence
 * whose own date lies outside the range can move into it, and out of it). An exception for a date
 * that is not an occurrence of the rule (left over after the rule changed) is ignored. Sorted by
 * the date shown, start time, resource and series.
 */
export function expandTimeShifts(
  seriesList: readonly ShiftSeries[],
  exceptions: readonly ShiftException[],
  first: string,
  last: string,
): TimeShift[] {
  const firstDay = dayOf(first);
  const lastDay = dayOf(last);
  if (firstDay === null || lastDay === null || lastDay < firstDay) return [];

  const byMaster = new Map<number, Map<string, ShiftException>>();
  for (const exception of exceptions) {
    const dates = byMaster.get(exception.masterId) ?? new Map<string, ShiftException>();
    dates.set(exception.date, exception);
    byMaster.set(exception.masterId, dates);
  }

  const shifts: TimeShift[] = [];
  for (const series of seriesList) {
    const own = byMaster.get(series.id);
    for (const day of ruleDays(series, firstDay, lastDay)) {
      const date = dateOf(day);
      if (own?.has(date)) continue; // shaped by its exception below
      shifts.push(occurrence(series, date));
    }
    if (!own) continue;
    for (const exception of own.values()) {
      if (exception.cancelled) continue;
      const day = dayOf(exception.date);
      if (day === null || !occursOn(series, day)) continue;
      const moved =
        exception.movedTo !== null && exception.movedTo !== exception.date ? exception.movedTo : null;
      const shown = dayOf(moved ?? exception.date);
      if (shown === null || shown < firstDay || shown > lastDay) continue;
      shifts.push({
        ...occurrence(series, exception.date),
        self_id: exception.id,
        dirty_date: moved,
        from: exception.from,
        to: exception.to,
        description: exception.description,
      });
    }
  }
  return shifts.sort(
    (a, b) =>
      (shownDate(a) < shownDate(b) ? -1 : shownDate(a) > shownDate(b) ? 1 : 0) ||
      (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) ||
      a.salon_resource_id - b.salon_resource_id ||
      a.master_id - b.master_id ||
      (a._date < b._date ? -1 : a._date > b._date ? 1 : 0),
  );
}
