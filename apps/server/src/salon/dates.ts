import { SALON_DATE_PATTERN, SALON_TIME_PATTERN } from '@console/contract/salon';

/*
 * Calendar days as whole numbers (days since 1970-01-01), so that repeat rules are integer
 * arithmetic. A salon's dates are local calendar days (spec §9), never instants: Date.UTC only
 * converts between the two notations and no time zone takes part.
 */

const MS_PER_DAY = 86_400_000;

/** `YYYY-MM-DD` to a day number, or null when the text is not a real date (2023-02-29, 2024-13-01). */
export function dayOf(text: string): number | null {
  if (!SALON_DATE_PATTERN.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

/** A day number back to `YYYY-MM-DD`. */
export function dateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day of the month (1 … 31) of a day number. */
export function dayOfMonth(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCDate();
}

/** `HH:mm` to minutes since midnight (24:00 is 1440), or null. */
export function minutesOf(text: string): number | null {
  if (!SALON_TIME_PATTERN.test(text)) return null;
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/** `start..end` (both YYYY-MM-DD, start ≤ end) to day numbers, or null. */
export function rangeOf(text: string): { start: number; end: number } | null {
  const [from, to, ...rest] = text.split('..');
  if (from === undefined || to === undefined || rest.length > 0) return null;
  const start = dayOf(from);
  const end = dayOf(to);
  if (start === null || end === null || end < start) return null;
  return { start, end };
}
