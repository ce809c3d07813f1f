/**
 * タイムラインの時刻・日付の計算（純粋関数）。時刻は 24 時間制の `HH:mm`、日付は `yyyy-MM-dd`。
 */
import { addDays, dayOfWeek } from '../Calendar/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm`（`H:mm` も可、24:00 まで）を 0 時からの分に。形式が違えば RangeError。 */
export function timeToMinutes(time: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = Number(m?.[1]);
  const minutes = Number(m?.[2]);
  if (!m || minutes > 59 || hours * 60 + minutes > 24 * 60)
    throw new RangeError(`HH:mm ではない時刻: ${time}`);
  return hours * 60 + minutes;
}

/** 0 時からの分を `HH:mm` に（1440 は `24:00`）。 */
export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 時間帯の表記 `10:00–11:00`（区切りは en dash）。 */
export const formatTimeRange = (from: string, to: string) =>
  `${minutesToTime(timeToMinutes(from))}–${minutesToTime(timeToMinutes(to))}`;

/**
 * 表示範囲の中の位置を、刻みの枠の始まりに丸める（枠の途中をクリックしても、その枠の開始時刻）。
 * 結果は [start, end - step] に収める。
 */
export function snapToStep(
  minutes: number,
  { start, end, step }: { start: number; end: number; step: number },
) {
  // 境界ちょうどのクリックが浮動小数の誤差で前の枠に落ちないよう、わずかに足してから切り捨てる。
  const snapped = start + Math.floor((minutes - start) / step + 1e-6) * step;
  return Math.min(Math.max(snapped, start), Math.max(start, end - step));
}

/** その日を含む週の月曜日（週は月曜始まり）。 */
export const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));

/** 月曜から日曜までの 7 日。 */
export const weekDates = (date: string) => {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

const weekdayLabels = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** 曜日の 1 文字（`月`）。 */
export const weekdayLabel = (date: string) => weekdayLabels[dayOfWeek(date)] as string;

/** 見出し用の `4/1(月)`。 */
export const formatDayHeading = (date: string) =>
  `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}(${weekdayLabel(date)})`;

/** 読み上げ用の `2024年4月1日(月)`。 */
export const formatDateLong = (date: string) =>
  `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日(${weekdayLabel(date)})`;

/** `Date` を端末の時刻で `{ date: yyyy-MM-dd, minutes }` に。 */
export function localDateTime(now: Date): { date: string; minutes: number } {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { date, minutes: now.getHours() * 60 + now.getMinutes() };
}
