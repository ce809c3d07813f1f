import { CalendarDate, GregorianCalendar } from '@internationalized/date';
import { type KeyboardEvent, useRef } from 'react';
import { mergeProps, useCalendar, useCalendarCell, useCalendarGrid } from 'react-aria';
import { type CalendarState, useCalendarState } from 'react-stately';
import { isComposingEvent } from '../../internal/ime';
import { vars } from '../../themes/vars.css';
import * as styles from './Calendar.css';
import {
  addDays,
  type DateConstraints,
  type DateString,
  dayOfWeek,
  formatDateLabel,
  fromCalendarDate,
  invalidReason,
  toCalendarDate,
  weekdayName,
} from './dates';
import { holidayName } from './holidays';
import { dayState } from './selection';
import type { CalendarMarker, CalendarProps } from './types';

// Only the Gregorian calendar is shown (和暦 is for typing and display text): importing the one class
// instead of `createCalendar` keeps the other calendar systems out of the bundle.
const gregorian = () => new GregorianCalendar();
// The spec's calendar: Sunday first, always six weeks.
const WEEKS = 6;
const LOCALE = 'ja-JP';

const markerColor = (color: string | undefined): string => {
  if (!color) return vars.color.primary;
  return (vars.color as Record<string, string>)[color] ?? color;
};

export interface DayGridProps {
  props: CalendarProps;
  focus: DateString;
  onFocusChange: (date: DateString) => void;
  today: DateString;
  pending: DateString | null;
  headingId: string;
  baseId: string;
  constraints: DateConstraints;
  onSelect: (date: DateString) => void;
}

/**
 * The month grid of the day modes (single, range, multiple, week) on react-aria: `useCalendarGrid`
 * and `useCalendarCell` give the grid and cell semantics, roving focus, arrows, PageUp/PageDown
 * (Shift: a year), Enter/Space, and `useCalendar` announces the month when it changes while focus is
 * elsewhere. The state (`useCalendarState`) only moves focus here: which day is selected, and what a
 * press does (a refused day shows 「選択できない日付です」 instead of being silently unpressable, as
 * react-stately's unavailable days are), are the spec's rules in `selection.ts`.
 */
export function DayGrid({
  props,
  focus,
  onFocusChange,
  today,
  pending,
  headingId,
  baseId,
  constraints,
  onSelect,
}: DayGridProps) {
  const ariaLabel = props['aria-label'];
  const focusedValue = toCalendarDate(focus) ?? new CalendarDate(2000, 1, 1);
  const base = useCalendarState({
    locale: LOCALE,
    createCalendar: gregorian,
    focusedValue,
    onFocusChange: (date) => onFocusChange(fromCalendarDate(date)),
    weeksInMonth: WEEKS,
    firstDayOfWeek: 'sun',
    value: null,
  });
  // Selection and availability are ours (see above); every shown day, the neighbouring months'
  // included, can be pressed, as before.
  const state: CalendarState = {
    ...base,
    isSelected: (date) => dayState(props, pending, fromCalendarDate(date)).selected,
    selectDate: (date) => {
      if (date) onSelect(fromCalendarDate(date));
    },
    isCellDisabled: () => false,
    isCellUnavailable: () => false,
    isInvalid: () => false,
  };
  useCalendar({ 'aria-label': ariaLabel ?? undefined }, state);
  const { gridProps } = useCalendarGrid({ firstDayOfWeek: 'sun' }, state);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Home/End: the week's first and last day, as WAI-ARIA's date picker practice says (react-aria
    // goes to the month's ends).
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const dow = dayOfWeek(focus);
      onFocusChange(addDays(focus, event.key === 'Home' ? -dow : 6 - dow));
      return;
    }
    gridProps.onKeyDown?.(event);
  };

  return (
    <table
      {...gridProps}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA APG の日付選択（table role=grid、react-aria の gridProps と同じ）
      role="grid"
      className={styles.grid}
      aria-labelledby={ariaLabel ? undefined : headingId}
      aria-label={ariaLabel}
      aria-multiselectable={
        props.mode === 'multiple' || props.mode === 'range' || props.mode === 'week' || undefined
      }
      onKeyDown={onKeyDown}
      // A key that confirms an IME conversion never reaches the cells.
      onKeyDownCapture={(event) => {
        if (isComposingEvent(event)) event.stopPropagation();
      }}
    >
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((dow) => (
            <th
              key={dow}
              scope="col"
              className={styles.weekday}
              data-dow={dow}
              abbr={`${weekdayName(dow)}曜日`}
            >
              {weekdayName(dow)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: WEEKS }, (_, week) => {
          const days = state.getDatesInWeek(week);
          return (
            <tr key={days[0]?.toString() ?? week}>
              {days.map((date, index) =>
                date ? (
                  <DayCell
                    key={date.toString()}
                    date={date}
                    state={state}
                    props={props}
                    pending={pending}
                    focusMonth={focus.slice(0, 7)}
                    today={today}
                    baseId={baseId}
                    constraints={constraints}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty place at the calendar system's end
                  <td key={index} />
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function DayCell({
  date: calendarDate,
  state,
  props,
  pending,
  focusMonth,
  today,
  baseId,
  constraints,
}: {
  date: CalendarDate;
  state: CalendarState;
  props: CalendarProps;
  pending: DateString | null;
  focusMonth: string;
  today: DateString;
  baseId: string;
  constraints: DateConstraints;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps } = useCalendarCell({ date: calendarDate }, state, ref);
  const date = fromCalendarDate(calendarDate);
  const holiday = holidayName(date);
  const dayMarkers: readonly CalendarMarker[] = props.markers?.[date] ?? [];
  const { selected, inRange } = dayState(props, pending, date);
  const disabled = invalidReason(date, constraints) !== null;
  const tooltipRows = [
    ...(holiday ? [{ text: holiday, color: 'holiday' }] : []),
    ...dayMarkers.flatMap((m) => m.tooltip ?? []),
  ];
  const descriptionId = tooltipRows.length > 0 ? `${baseId}-d-${date}` : undefined;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: 表の grid のセル（react-aria の cellProps と同じ）
    // biome-ignore lint/a11y/useFocusableInteractive: フォーカスはセルの中のボタンが受ける（ロービング tabindex）
    <td {...cellProps} role="gridcell" aria-selected={selected} className={styles.cell}>
      <div
        {...mergeProps(buttonProps, {
          // The spec's label 「2024年7月15日(月)」; selection is in the cell's aria-selected, today in aria-current.
          'aria-label': formatDateLabel(date),
          'aria-describedby': descriptionId,
          'aria-current': date === today ? 'date' : undefined,
          'aria-disabled': disabled || undefined,
        })}
        ref={ref}
        className={styles.cellButton}
        data-value={date}
        data-dow={dayOfWeek(date)}
        data-holiday={holiday ? '' : undefined}
        data-outside={date.slice(0, 7) !== focusMonth ? '' : undefined}
        data-selected={selected ? '' : undefined}
        data-in-range={inRange ? '' : undefined}
      >
        <span aria-hidden="true">{calendarDate.day}</span>
        <span className={styles.markers} aria-hidden="true">
          {dayMarkers.map((m, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: 目印は並び順だけが識別子
              key={i}
              className={m.type === 'line' ? styles.markerLine : styles.markerDot}
              data-marker={m.type}
              style={{ backgroundColor: markerColor(m.color) }}
            />
          ))}
        </span>
      </div>
      {descriptionId && (
        <>
          <span className={styles.tooltip} aria-hidden="true" data-tooltip="">
            {tooltipRows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: 吹き出しの行は並び順だけが識別子
              <span key={i} className={styles.tooltipRow}>
                <span className={styles.markerDot} style={{ backgroundColor: markerColor(row.color) }} />
                {row.text}
              </span>
            ))}
          </span>
          <span id={descriptionId} className={styles.visuallyHidden}>
            {tooltipRows.map((row) => row.text).join('、')}
          </span>
        </>
      )}
    </td>
  );
}
