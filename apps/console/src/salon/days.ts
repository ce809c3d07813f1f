import type { TimelineKind } from '@console/ui';

/*
 * The salon timeline's days (spec §4, §9): which days a page shows and the window shifts are read
 * for. Dates are `YYYY-MM-DD` calendar days of the salon, computed in UTC so no device time zone
 * moves them. Apart from timeline.ts because the route table (in the entry, with the login screen)
 * builds the timeline's first reads from them: this module imports nothing that carries code.
 */

export const TIMELINE_KINDS: readonly TimelineKind[] = ['schedule', 'daily-shift', 'weekly-shift'];

export function isTimelineKind(value: string | null): value is TimelineKind {
  return value !== null && (TIMELINE_KINDS as readonly string[]).includes(value);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (date: string) => {
  const [, y, m, d] = DATE.exec(date) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
};
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real calendar day written `YYYY-MM-DD` (2024-02-30 is not). */
export function isDate(value: string | null): value is string {
  return value !== null && DATE.test(value) && fromUtc(toUtc(value)) === value;
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** Monday of the week holding `date` (spec §9: the weekly timeline starts on Monday). */
export function mondayOf(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The days a page of `kind` shows for `date`: that day, or its Monday…Sunday. */
export function visibleRange(kind: TimelineKind, date: string): { first: string; last: string } {
  if (kind !== 'weekly-shift') return { first: date, last: date };
  const first = mondayOf(date);
  return { first, last: addDays(first, 6) };
}

/**
 * spec §4/§9: the time-shift window of a timeline date — its month's first day minus 6 days to
 * its last day plus 6 days — read once for the month and read again for a resource after a write.
 */
export function shiftWindow(date: string): { first: string; last: string } {
  const [, y, m] = DATE.exec(date) ?? [];
  const monthStart = `${y}-${m}-01`;
  const nextMonth = fromUtc(Date.UTC(Number(y), Number(m), 1));
  return { first: addDays(monthStart, -6), last: addDays(nextMonth, 5) };
}

export const rangeParam = (range: { first: string; last: string }) => `${range.first}..${range.last}`;

/** The `?y=` of the opening page: a year the server serves (2000–2100), else null (this year). */
export function openingYearParam(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}
