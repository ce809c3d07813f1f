/**
 * 暦の計算（純粋関数）。公開の値はすべて `yyyy-MM-dd` の文字列（仕様の形）で、計算は
 * `@internationalized/date` の `CalendarDate`（時刻もタイムゾーンも持たない暦日）で行う。`Date` を使わないので、
 * 実行環境のタイムゾーンや夏時間に左右されない（ui の単体テストは 3 つのタイムゾーンで走る）。
 */
import {
  CalendarDate,
  getDayOfWeek,
  getLocalTimeZone,
  endOfMonth as monthEnd,
  today,
} from '@internationalized/date';

/** `yyyy-MM-dd` の日付。 */
export type DateString = string;

/** 期間。`start` ≤ `end`（どちらも `yyyy-MM-dd`）。 */
export interface DateRange {
  start: DateString;
  end: DateString;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `CalendarDate`（グレゴリオ暦）を `yyyy-MM-dd` に。 */
export const fromCalendarDate = (date: CalendarDate): DateString =>
  `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** `yyyy-MM-dd` を `CalendarDate` に。形式が違う・実在しない日付なら `null`。 */
export function toCalendarDate(value: string): CalendarDate | null {
  const p = parseDateString(value);
  return p ? new CalendarDate(p[0], p[1], p[2]) : null;
}

/** 年・月・日から `yyyy-MM-dd`。はみ出した月や日は繰り上げ・繰り下げる（13 月 → 翌年 1 月、0 日 → 前月末）。 */
export function toDateString(year: number, month: number, day: number): DateString {
  // CalendarDate clamps out-of-range fields instead of carrying them, so carry by adding from the 1st.
  const first = new CalendarDate(year, 1, 1).add({ months: month - 1 });
  return fromCalendarDate(first.add({ days: day - 1 }));
}

/** `yyyy-MM-dd` を [年, 月, 日] に。形式が違う・実在しない日付なら `null`。 */
export function parseDateString(value: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return null;
  // CalendarDate clamps (2023-02-29 becomes 2023-02-28): an unchanged day means the day exists.
  const date = new CalendarDate(y, mo, d);
  if (date.year !== y || date.month !== mo || date.day !== d) return null;
  return [y, mo, d];
}

export function isDateString(value: unknown): value is DateString {
  return typeof value === 'string' && parseDateString(value) !== null;
}

function date(value: DateString): CalendarDate {
  const d = toCalendarDate(value);
  if (!d) throw new RangeError(`yyyy-MM-dd ではない日付: ${value}`);
  return d;
}

function parts(value: DateString): [number, number, number] {
  const d = date(value);
  return [d.year, d.month, d.day];
}

export function addDays(value: DateString, days: number): DateString {
  return fromCalendarDate(date(value).add({ days }));
}

/** 月を足す。日は移動先の月末に丸める（1月31日 + 1か月 = 2月29日/28日）。 */
export function addMonths(value: DateString, months: number): DateString {
  return fromCalendarDate(date(value).add({ months }));
}

export function daysInMonth(year: number, month: number): number {
  return monthEnd(new CalendarDate(year, month, 1)).day;
}

/** 曜日（0 = 日曜 … 6 = 土曜）。 */
export function dayOfWeek(value: DateString): number {
  return getDayOfWeek(date(value), 'ja-JP', 'sun');
}

/** 文字列の大小がそのまま日付の前後になる（ゼロ埋め固定長のため）。 */
export const compareDates = (a: DateString, b: DateString) => (a < b ? -1 : a > b ? 1 : 0);

/** 月の最初の日（`yyyy-MM-01`）。 */
export const startOfMonth = (value: DateString) => `${value.slice(0, 7)}-01`;

export function endOfMonth(value: DateString): DateString {
  return fromCalendarDate(monthEnd(date(value)));
}

/** その月を表示する 6 週 × 7 日の日付（日曜始まり、前後の月の日を含む）。 */
export function monthMatrix(month: DateString): DateString[][] {
  const first = startOfMonth(month);
  const gridStart = addDays(first, -dayOfWeek(first));
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d)),
  );
}

/** その日を含む週（日曜〜土曜）。 */
export function weekOf(value: DateString): DateRange {
  const start = addDays(value, -dayOfWeek(value));
  return { start, end: addDays(start, 6) };
}

/** 四半期（1〜4）。1〜3月が第1四半期。 */
export const quarterOf = (value: DateString) => Math.floor((parts(value)[1] - 1) / 3) + 1;

/** `yyyy-Qn` の四半期の最初と最後の日。形式が違えば `null`。 */
export function quarterRange(quarter: string): DateRange | null {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) return null;
  const year = Number(m[1]);
  const q = Number(m[2]);
  return {
    start: toDateString(year, q * 3 - 2, 1),
    end: toDateString(year, q * 3, daysInMonth(year, q * 3)),
  };
}

/** `yyyy-MM` の月の最初と最後の日。形式が違えば `null`。 */
export function monthRange(month: string): DateRange | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  return { start: toDateString(y, mo, 1), end: toDateString(y, mo, daysInMonth(y, mo)) };
}

/** `yyyy` の年の最初と最後の日。形式が違えば `null`。 */
export function yearRange(year: string): DateRange | null {
  return /^\d{4}$/.test(year) ? { start: `${year}-01-01`, end: `${year}-12-31` } : null;
}

/**
 * 範囲選択の 2 回目のクリック。1 回目で決めた開始日より前なら入れ替える。
 */
export function orderRange(first: DateString, second: DateString): DateRange {
  return compareDates(second, first) < 0 ? { start: second, end: first } : { start: first, end: second };
}

/** 選べない理由。`min` より前、`max` より後、`isDateDisabled` が真。 */
export type InvalidReason = 'min' | 'max' | 'disabled';

export interface DateConstraints {
  /** 選べる最初の日（`yyyy-MM-dd`、この日を含む）。 */
  min?: DateString | undefined;
  /** 選べる最後の日（`yyyy-MM-dd`、この日を含む）。 */
  max?: DateString | undefined;
  /** 真を返した日は選べない。 */
  isDateDisabled?: ((value: DateString) => boolean) | undefined;
}

/** その日が選べないなら理由を、選べるなら `null` を返す。 */
export function invalidReason(
  value: DateString,
  { min, max, isDateDisabled }: DateConstraints,
): InvalidReason | null {
  if (min && compareDates(value, min) < 0) return 'min';
  if (max && compareDates(value, max) > 0) return 'max';
  if (isDateDisabled?.(value)) return 'disabled';
  return null;
}

/**
 * 期間（月・四半期・年）が選べないなら理由を返す。期間の全体が `min` より前か `max` より後なら選べない
 * （一部でも範囲に入っていれば選べる）。`isDateDisabled` は日単位の規則なので期間には適用しない。
 */
export function invalidPeriodReason(period: DateRange, { min, max }: DateConstraints): InvalidReason | null {
  if (min && compareDates(period.end, min) < 0) return 'min';
  if (max && compareDates(period.start, max) > 0) return 'max';
  return null;
}

/** 今日（`yyyy-MM-dd`）。`timeZone` の既定は実行環境のタイムゾーン（利用者の暦の今日）。 */
export function todayString(timeZone: string = getLocalTimeZone()): DateString {
  return fromCalendarDate(today(timeZone));
}

const weekdayNames = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** 曜日の 1 文字（`日`〜`土`）。 */
export const weekdayName = (dow: number) => weekdayNames[((dow % 7) + 7) % 7] ?? '';

/** `2024年7月`。 */
export function formatMonthHeading(value: DateString): string {
  const [y, m] = parts(value);
  return `${y}年${m}月`;
}

/** `2024年7月15日(月)`（読み上げ用のラベル）。 */
export function formatDateLabel(value: DateString): string {
  const [y, m, d] = parts(value);
  return `${y}年${m}月${d}日(${weekdayName(dayOfWeek(value))})`;
}
