/*
 * A scheduled delivery's time is a Japanese wall-clock time (the operator's and the friends'),
 * held without an offset so no browser's or server's time zone can shift it. Asia/Tokyo has been
 * UTC+9 without daylight saving since 1951, so the instant is plain arithmetic (as tel's
 * sendTime.ts) and every wall-clock time names exactly one instant.
 */

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm`, the form a scheduled delivery's `at` takes. */
export const JAPAN_LOCAL_DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ms since the epoch) of a date `YYYY-MM-DD` and a time `HH:mm` in Japan, or null
 * when either is malformed or names no real moment (2027-02-29, 24:00): Date.UTC would roll those
 * over into another day silently.
 */
export function japanInstant(date: string, time: string): number | null {
  const match = JAPAN_LOCAL_DATETIME_PATTERN.exec(`${date}T${time}`);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return null;
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return midnight + (hours * 60 + minutes) * 60_000 - TOKYO_OFFSET_MS;
}

/** The instant of an `at` (`YYYY-MM-DDTHH:mm` in Japan), or null as japanInstant. */
export function japanInstantOf(at: string): number | null {
  const [date = '', time = ''] = at.split('T');
  return japanInstant(date, time);
}
