import type { CalendarDate } from './rules';

/*
 * When a notification message really goes (issue 28). Send dates and times are Japanese wall-clock
 * times; Asia/Tokyo has been UTC+9 without daylight saving since 1951, so the offset is a constant
 * (as apps/server/src/tel/datetime.ts) and no answer depends on the machine's time zone.
 */

const HOUR_MS = 3_600_000;
const TOKYO_OFFSET_MS = 9 * HOUR_MS;

/**
 * Night in Japan: from 21:00 until 8:00. A message that rings a phone or lights its screen then is
 * what recipients complain of, and 21:00–8:00 is the span Japanese consumer ordinances commonly
 * name as unwelcome for commercial contact. One constant, so the register page's warning, the
 * order's confirmation and the server's counts agree.
 */
export const TEL_NIGHT = { fromHour: 21, untilHour: 8 } as const;

/** The instant (ms since the epoch) of a date and a time of day (seconds) in Asia/Tokyo. */
export function tokyoInstant(date: CalendarDate, secondsOfDay: number): number {
  return Date.UTC(date.year, date.month - 1, date.day) + secondsOfDay * 1000 - TOKYO_OFFSET_MS;
}

/** The hour (0–23) in Asia/Tokyo of an instant. */
export function tokyoHour(instant: number): number {
  const hour = Math.floor((instant + TOKYO_OFFSET_MS) / HOUR_MS) % 24;
  return hour < 0 ? hour + 24 : hour;
}

/** True from 21:00:00 up to 7:59:59 Tokyo time. */
export function isTokyoNight(instant: number): boolean {
  const hour = tokyoHour(instant);
  return hour >= TEL_NIGHT.fromHour || hour < TEL_NIGHT.untilHour;
}

export interface SendTiming {
  /** The time is not after now: the line goes as soon as the order is placed. */
  past: boolean;
  /** It will really go at night (a past time goes now, so now's hour is what counts). */
  night: boolean;
}

/** How a send time planned at `planned` behaves if ordered at `now` (both ms since the epoch). */
export function sendTiming(planned: number, now: number): SendTiming {
  const past = planned <= now;
  return { past, night: isTokyoNight(past ? now : planned) };
}

/** A set of lines' timings counted, as an order's confirmation names them. */
export interface SendTimingCounts {
  count: number;
  past: number;
  night: number;
}

/** Counts `[planned instant, lines]` pairs (lines sharing a time are counted once). */
export function countSendTimings(
  groups: Iterable<readonly [planned: number, lines: number]>,
  now: number,
): SendTimingCounts {
  const counts = { count: 0, past: 0, night: 0 };
  for (const [planned, lines] of groups) {
    const timing = sendTiming(planned, now);
    counts.count += lines;
    if (timing.past) counts.past += lines;
    if (timing.night) counts.night += lines;
  }
  return counts;
}
