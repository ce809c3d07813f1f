/**
 * What a press on a day or a period does to the Calendar's value — the selection rules of the spec
 * (range in two presses, week from any of its days, toggling in multiple, "選択できない日付です"
 * for a day outside `min`/`max`/`isDateDisabled`). Pure functions of the value and the day, tested as
 * tables (`selection.test.ts`); the views only call them.
 */
import {
  compareDates,
  type DateConstraints,
  type DateRange,
  type DateString,
  type InvalidReason,
  invalidPeriodReason,
  invalidReason,
  isDateString,
  monthRange,
  orderRange,
  quarterOf,
  quarterRange,
  todayString,
  weekOf,
  yearRange,
} from './dates';
import { alignFocus, type CalendarView } from './navigation';
import type { CalendarProps } from './types';

/** The outcome of a press: a new value, the first end of a range, or a refusal with its reason. */
export type SelectionResult =
  | { kind: 'emit'; value: unknown }
  | { kind: 'pending'; pending: DateString }
  | { kind: 'reject'; value: string; reason: InvalidReason };

/** The view a mode is shown in (day grid, 12 months, 4 quarters, 12 years, or the time lists). */
export const viewOf = (mode: CalendarProps['mode']): CalendarView | 'time' => {
  if (mode === 'month' || mode === 'quarter' || mode === 'year' || mode === 'time') return mode;
  return 'day';
};

/** Where the value sits (`yyyy-MM-dd`), to show it first; null when there is no value. */
export function anchorOf(props: CalendarProps): DateString | null {
  if (props.value == null) return null;
  switch (props.mode) {
    case 'range':
    case 'week':
      return props.value && isDateString(props.value.start) ? props.value.start : null;
    case 'multiple':
      return props.value.find(isDateString) ?? null;
    case 'month':
      return props.value ? (monthRange(props.value)?.start ?? null) : null;
    case 'quarter':
      return props.value ? (quarterRange(props.value)?.start ?? null) : null;
    case 'year':
      return props.value ? (yearRange(props.value)?.start ?? null) : null;
    case 'time':
      return null;
    default:
      return props.value && isDateString(props.value) ? props.value : null;
  }
}

/** The day focused first: the value, else `defaultMonth` (`yyyy-MM` or `yyyy-MM-dd`), else today. */
export function initialFocusOf(props: CalendarProps, today: DateString = todayString()): DateString {
  const anchor = anchorOf(props);
  if (anchor) return anchor;
  const { defaultMonth } = props;
  if (defaultMonth && /^\d{4}-\d{2}$/.test(defaultMonth) && isDateString(`${defaultMonth}-01`)) {
    return `${defaultMonth}-01`;
  }
  if (defaultMonth && isDateString(defaultMonth)) return defaultMonth;
  return today;
}

/** How a day is drawn: selected (an end of a range, a day of the week…) or inside a chosen range. */
export function dayState(
  props: CalendarProps,
  pending: DateString | null,
  date: DateString,
): { selected: boolean; inRange: boolean } {
  switch (props.mode) {
    case 'range': {
      if (pending) return { selected: date === pending, inRange: false };
      const v = props.value;
      if (!v) return { selected: false, inRange: false };
      return { selected: date === v.start || date === v.end, inRange: date > v.start && date < v.end };
    }
    case 'week': {
      const v = props.value;
      return { selected: !!v && date >= v.start && date <= v.end, inRange: false };
    }
    case 'multiple':
      return { selected: props.value.includes(date), inRange: false };
    case 'month':
    case 'quarter':
    case 'year':
    case 'time':
      return { selected: false, inRange: false };
    default:
      return { selected: props.value === date, inRange: false };
  }
}

/** A press on a day in the day grid (modes single, range, multiple, week). */
export function selectDay(
  props: CalendarProps,
  pending: DateString | null,
  date: DateString,
  constraints: DateConstraints,
): SelectionResult {
  // Taking a day out of a multiple selection is always allowed, even one that has since become disabled.
  if (props.mode === 'multiple' && props.value.includes(date)) {
    return { kind: 'emit', value: props.value.filter((d) => d !== date) };
  }
  const reason = invalidReason(date, constraints);
  if (reason) return { kind: 'reject', value: date, reason };
  switch (props.mode) {
    case 'range':
      return pending === null
        ? { kind: 'pending', pending: date }
        : { kind: 'emit', value: orderRange(pending, date) };
    case 'multiple':
      return { kind: 'emit', value: [...props.value, date].sort(compareDates) };
    case 'week':
      return { kind: 'emit', value: weekOf(date) };
    default:
      return { kind: 'emit', value: date };
  }
}

/** The value of the period that starts on `start`: `yyyy-MM`, `yyyy-Qn` or `yyyy`. */
export function periodKey(view: Exclude<CalendarView, 'day'>, start: DateString): string {
  if (view === 'month') return start.slice(0, 7);
  if (view === 'quarter') return `${start.slice(0, 4)}-Q${quarterOf(start)}`;
  return start.slice(0, 4);
}

/** The first and last day of the period that starts on `start`. */
export function periodRange(view: Exclude<CalendarView, 'day'>, start: DateString): DateRange {
  const key = periodKey(view, start);
  const range = view === 'month' ? monthRange(key) : view === 'quarter' ? quarterRange(key) : yearRange(key);
  return range ?? { start, end: start };
}

/** A press on a month, quarter or year: refused when the whole period lies outside `min`–`max`. */
export function selectPeriod(
  view: Exclude<CalendarView, 'day'>,
  start: DateString,
  constraints: DateConstraints,
): SelectionResult {
  const key = periodKey(view, alignFocus(view, start));
  const reason = invalidPeriodReason(periodRange(view, alignFocus(view, start)), constraints);
  return reason ? { kind: 'reject', value: key, reason } : { kind: 'emit', value: key };
}
