import { addDays, addMonths, type DateString, dayOfWeek, quarterOf, startOfMonth } from './dates';

/** 暦の表示の単位。日（日・期間・複数・週）、月、四半期、年。 */
export type CalendarView = 'day' | 'month' | 'quarter' | 'year';

/** 年モードで 1 ページに並べる年の数（4 列 × 3 行）。 */
export const YEARS_PER_PAGE = 12;

/** 1 ページ目の最初の年（2024 → 2016、ページは 12 年ずつ）。 */
export const yearPageStart = (year: number) => Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;

/** 各表示の列数（上下の矢印で動く量）。 */
export const columnsOf: Record<CalendarView, number> = { day: 7, month: 3, quarter: 2, year: 4 };

/** 1 単位の長さ（月）。日表示は日単位なので 0。 */
const unitMonths: Record<CalendarView, number> = { day: 0, month: 1, quarter: 3, year: 12 };

/** 1 ページ（前の月・次の月などのボタン 1 回）の長さ（月）。 */
export const pageMonths: Record<CalendarView, number> = {
  day: 1,
  month: 12,
  quarter: 12,
  year: 12 * YEARS_PER_PAGE,
};

/** フォーカス位置を単位にそろえる（月表示は月初、四半期は四半期の初日、年は 1 月 1 日）。 */
export function alignFocus(view: CalendarView, value: DateString): DateString {
  if (view === 'day') return value;
  if (view === 'month') return startOfMonth(value);
  if (view === 'quarter')
    return `${value.slice(0, 4)}-${String((quarterOf(value) - 1) * 3 + 1).padStart(2, '0')}-01`;
  return `${value.slice(0, 4)}-01-01`;
}

/** フォーカス位置を単位 `n` 個分動かす。 */
export function stepFocus(view: CalendarView, focus: DateString, n: number): DateString {
  return view === 'day'
    ? addDays(focus, n)
    : alignFocus(view, addMonths(alignFocus(view, focus), n * unitMonths[view]));
}

/**
 * キーボード操作でフォーカスを動かす。左右は 1 単位、上下は 1 行、PageUp/PageDown は 1 ページ
 * （Shift 付きは日表示で 1 年）、Home/End は行の先頭・末尾。関係のないキーなら `null`。
 */
export function moveFocusByKey(
  view: CalendarView,
  focus: DateString,
  key: string,
  shiftKey = false,
): DateString | null {
  const cols = columnsOf[view];
  switch (key) {
    case 'ArrowLeft':
      return stepFocus(view, focus, -1);
    case 'ArrowRight':
      return stepFocus(view, focus, 1);
    case 'ArrowUp':
      return stepFocus(view, focus, -cols);
    case 'ArrowDown':
      return stepFocus(view, focus, cols);
    case 'PageUp':
      return alignFocus(view, addMonths(focus, -(shiftKey && view === 'day' ? 12 : pageMonths[view])));
    case 'PageDown':
      return alignFocus(view, addMonths(focus, shiftKey && view === 'day' ? 12 : pageMonths[view]));
    case 'Home':
      return view === 'day'
        ? addDays(focus, -dayOfWeek(focus))
        : stepFocus(view, focus, -(indexInPage(view, focus) % cols));
    case 'End':
      return view === 'day'
        ? addDays(focus, 6 - dayOfWeek(focus))
        : stepFocus(view, focus, cols - 1 - (indexInPage(view, focus) % cols));
    default:
      return null;
  }
}

/** 月・四半期・年の表示で、その単位がページの何番目か（0 始まり）。 */
export function indexInPage(view: CalendarView, focus: DateString): number {
  const year = Number(focus.slice(0, 4));
  if (view === 'month') return Number(focus.slice(5, 7)) - 1;
  if (view === 'quarter') return quarterOf(focus) - 1;
  if (view === 'year') return year - yearPageStart(year);
  return 0;
}

/** 表示中のページの単位（月表示なら 12 か月の月初、四半期なら 4 つ、年なら 12 年の 1 月 1 日）。 */
export function pageItems(view: Exclude<CalendarView, 'day'>, focus: DateString): DateString[] {
  const year = Number(focus.slice(0, 4));
  if (view === 'month')
    return Array.from({ length: 12 }, (_, i) => `${focus.slice(0, 4)}-${String(i + 1).padStart(2, '0')}-01`);
  if (view === 'quarter')
    return [1, 4, 7, 10].map((m) => `${focus.slice(0, 4)}-${String(m).padStart(2, '0')}-01`);
  const start = yearPageStart(year);
  return Array.from({ length: YEARS_PER_PAGE }, (_, i) => `${String(start + i).padStart(4, '0')}-01-01`);
}
