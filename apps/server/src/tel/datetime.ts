/*
 * Send dates and times as operators type them (spec §3: yyyy/mm/dd and hh:mm:ss; Excel writes
 * yyyy/M/d and H:mm). They are Japanese wall-clock times: Asia/Tokyo has been UTC+9 without
 * daylight saving since 1951, so the offset is a constant rather than a time-zone lookup.
 */
const TOKYO_OFFSET_SECONDS = 9 * 3600;

const DATE_PATTERNS = [
  /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/,
  /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
  /^(\d{4})年(\d{1,2})月(\d{1,2})日$/,
];
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** `2023/10/01`, `2023/1/5`, `2023-1-5` or `2023年1月5日` (NFKC first, so full-width works). */
export function parseSendDate(input: string): CalendarDate | null {
  const text = input.normalize('NFKC').trim();
  for (const pattern of DATE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
    // Day 31 of a 30-day month rolls over in Date.UTC: compare to catch it.
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
    return { year, month, day };
  }
  return null;
}

/** `10:00:00`, `10:00` or `9:05` (24-hour): seconds since midnight, or null. */
export function parseSendTime(input: string): number | null {
  const match = TIME_PATTERN.exec(input.normalize('NFKC').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** The instant (Unix seconds) of a date and a time of day in Asia/Tokyo. */
export function tokyoEpochSeconds(date: CalendarDate, secondsOfDay: number): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 1000 + secondsOfDay - TOKYO_OFFSET_SECONDS;
}
