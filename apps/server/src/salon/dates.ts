import { SALON_DATE_PATTERN } from '@console/contract/salon';

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

const digit = (text: string, at: number) => {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : Number.NaN;
};

/**
 * `HH:mm` to minutes since midnight (24:00 is 1440), or null — SALON_TIME_PATTERN's rule, read
 * digit by digit: availability parses a month's few thousand stored times on every request.
 */
export function minutesOf(text: string): number | null {
  if (text.length !== 5 || text.charCodeAt(2) !== 58) return null;
  const hours = digit(text, 0) * 10 + digit(text, 1);
  const minutes = digit(text, 3) * 10 + digit(text, 4);
  if (!(hours <= 23 && minutes <= 59) && !(hours === 24 && minutes === 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes since midnight to `HH:mm` (1440 is 24:00): minutesOf's inverse. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
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

/** Today in the salon's time zone (spec §9: dates are local days). */
export function tokyoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}
