import {
  fromDate,
  getLocalTimeZone,
  parseAbsolute,
  parseDateTime,
  toCalendarDate,
} from '@internationalized/date';
import { type DateRange, type DateString, fromCalendarDate, isDateString, orderRange } from './dates';

/** プリセットの値に使える日付。`yyyy-MM-dd`、ISO 8601 の日時文字列、または Date。 */
export type PresetDate = string | Date;

/** A function that throws on text it cannot read, as null. */
function attempt(read: () => DateString): DateString | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * 日付を `yyyy-MM-dd` に直す。
 * - `yyyy-MM-dd` はそのまま。
 * - 日時（Date や `2024-07-01T23:00:00Z`）は、`noTimezone` が偽ならブラウザのタイムゾーン（日本なら JST）の日付、
 *   真なら時差を適用せず UTC の日付（文字列なら書かれた日付部分そのもの）。時差のない日時文字列は書かれた日付。
 * 解釈できなければ `null`。日時から暦日への変換は `@internationalized/date` が行う。
 */
export function presetDateToString(value: PresetDate, noTimezone = false): DateString | null {
  const timeZone = noTimezone ? 'UTC' : getLocalTimeZone();
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isDateString(value) ? value : null;
    if (noTimezone) {
      const m = /^(\d{4}-\d{2}-\d{2})T/.exec(value);
      if (m?.[1]) return isDateString(m[1]) ? m[1] : null;
    }
    return (
      attempt(() => fromCalendarDate(toCalendarDate(parseAbsolute(value, timeZone)))) ??
      attempt(() => fromCalendarDate(toCalendarDate(parseDateTime(value))))
    );
  }
  if (Number.isNaN(value.getTime())) return null;
  return fromCalendarDate(toCalendarDate(fromDate(value, timeZone)));
}

/** 期間のプリセット（開始と終了。逆順なら入れ替える）を `{start, end}` に。 */
export function presetRangeToRange(
  value: { start: PresetDate; end: PresetDate } | readonly [PresetDate, PresetDate],
  noTimezone = false,
): DateRange | null {
  const [a, b] = Array.isArray(value)
    ? (value as readonly [PresetDate, PresetDate])
    : [(value as { start: PresetDate }).start, (value as { end: PresetDate }).end];
  const start = presetDateToString(a, noTimezone);
  const end = presetDateToString(b, noTimezone);
  return start && end ? orderRange(start, end) : null;
}
