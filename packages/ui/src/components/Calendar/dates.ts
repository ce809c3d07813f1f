/**
 * 暦の計算（純粋関数）。日付はすべて `yyyy-MM-dd` の文字列で扱い、UTC の Date で計算するので
 * 実行環境のタイムゾーンや夏時間に左右されない。
 */

/** `yyyy-MM-dd` の日付。 */
export type DateString = string;

/** 期間。`start` ≤ `end`（どちらも `yyyy-MM-dd`）。 */
export interface DateRange {
  start: DateString;
  end: DateString;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toDateString(year: number, month: number, day: number): DateString {
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(year, month - 1, day);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `yyyy-MM-dd` を [年, 月, 日] に。形式が違う・実在しない日付なら `null`。 */
export function parseDateString(value: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (toDateString(y, mo, d) !== value) return null;
  return [y, mo, d];
}

export function isDateString(value: unknown): value is DateString {
  return typeof value === 'string' && parseDateString(value) !== null;
}

function parts(value: DateString): [number, number, number] {
  const p = parseDateString(value);
  if (!p) throw new RangeError(`yyyy-MM-dd ではない日付: ${value}`);
  return p;
}

export function addDays(value: DateString, days: number): DateString {
  const [y, m, d] = parts(value);
  return toDateString(y, m, d + days);
}

/** 月を足す。日は移動先の月末に丸める（1月31日 + 1か月 = 2月29日/28日）。 */
export function addMonths(value: DateString, months: number): DateString {
  const [y, m, d] = parts(value);
  const first = toDateString(y, m + months, 1);
  const [ny, nm] = parts(first);
  return toDateString(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 曜日（0 = 日曜 … 6 = 土曜）。 */
export function dayOfWeek(value: DateString): number {
  const [y, m, d] = parts(value);
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCDay();
}

/** 文字列の大小がそのまま日付の前後になる（ゼロ埋め固定長のため）。 */
export const compareDates = (a: DateString, b: DateString) => (a < b ? -1 : a > b ? 1 : 0);

/** 月の最初の日（`yyyy-MM-01`）。 */
export const startOfMonth = (value: DateString) => `${value.slice(0, 7)}-01`;

export function endOfMonth(value: DateString): DateString {
  const [y, m] = parts(value);
  return toDateString(y, m, daysInMonth(y, m));
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

/** ローカル時刻での今日（`yyyy-MM-dd`）。 */
export function todayString(now: Date = new Date()): DateString {
  return toDateString(now.getFullYear(), now.getMonth() + 1, now.getDate());
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
