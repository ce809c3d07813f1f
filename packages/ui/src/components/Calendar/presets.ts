import { type DateRange, type DateString, orderRange, toDateString } from './dates';

/** プリセットの値に使える日付。`yyyy-MM-dd`、ISO 8601 の日時文字列、または Date。 */
export type PresetDate = string | Date;

/**
 * 日付を `yyyy-MM-dd` に直す。
 * - `yyyy-MM-dd` はそのまま。
 * - 日時（Date や `2024-07-01T23:00:00Z`）は、`noTimezone` が偽ならブラウザのタイムゾーン（日本なら JST）の日付、
 *   真なら時差を適用せず UTC の日付（文字列なら書かれた日付部分そのもの）。
 * 解釈できなければ `null`。
 */
export function presetDateToString(value: PresetDate, noTimezone = false): DateString | null {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    if (noTimezone) {
      const m = /^(\d{4}-\d{2}-\d{2})T/.exec(value);
      if (m?.[1]) return m[1];
    }
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : presetDateToString(parsed, noTimezone);
  }
  if (Number.isNaN(value.getTime())) return null;
  return noTimezone
    ? toDateString(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate())
    : toDateString(value.getFullYear(), value.getMonth() + 1, value.getDate());
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
