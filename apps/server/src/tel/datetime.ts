import type { CalendarDate } from '@console/contract/tel';

/*
 * Send dates and times are Japanese wall-clock times (they are parsed by the contract's field
 * rules: parseSendDate, parseSendTime). Asia/Tokyo has been UTC+9 without daylight saving since
 * 1951, so the offset is a constant rather than a time-zone lookup.
 */
const TOKYO_OFFSET_SECONDS = 9 * 3600;

/** The instant (Unix seconds) of a date and a time of day in Asia/Tokyo. */
export function tokyoEpochSeconds(date: CalendarDate, secondsOfDay: number): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 1000 + secondsOfDay - TOKYO_OFFSET_SECONDS;
}
