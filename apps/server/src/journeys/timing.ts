import { lineRetryKey } from '../line-retry-key';

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * The first instant after `now` that is `weekday` (0 Sunday … 6) at `time` (HH:mm) in Japan,
 * which has no daylight saving. A wait until this week's moment when it has passed goes on to
 * next week's.
 */
export function nextWeekdayTime(now: Date, weekday: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const local = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const ahead = (weekday - local.getUTCDay() + 7) % 7;
  let candidate = dayStart + ahead * DAY_MS + (hours * 60 + minutes) * 60_000 - TOKYO_OFFSET_MS;
  if (candidate <= now.getTime()) candidate += 7 * DAY_MS;
  return new Date(candidate);
}

/**
 * The X-Line-Retry-Key of one send, derived from the friend's enrollment and the step (the
 * platform's lineRetryKey), so every retry of that send carries the same key and LINE delivers it
 * once.
 */
export const retryKey = (scope: string): string => lineRetryKey(scope);
