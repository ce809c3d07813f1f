import {
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { isComposingEvent } from '../../internal/ime';
import { vars } from '../../themes/vars.css';
import { Button } from '../Button';
import * as styles from './Calendar.css';
import {
  addMonths,
  compareDates,
  type DateRange,
  type DateString,
  dayOfWeek,
  formatDateLabel,
  formatMonthHeading,
  type InvalidReason,
  invalidPeriodReason,
  invalidReason,
  isDateString,
  monthMatrix,
  monthRange,
  orderRange,
  quarterOf,
  quarterRange,
  todayString,
  weekdayName,
  weekOf,
  yearRange,
} from './dates';
import {
  type PageDirection,
  shouldPageOnWheel,
  swipeDirection,
  wheelDeltaPx,
  wheelDirection,
} from './gestures';
import { holidayName, useHolidays } from './holidays';
import {
  alignFocus,
  type CalendarView,
  columnsOf,
  moveFocusByKey,
  pageItems,
  pageMonths,
  YEARS_PER_PAGE,
  yearPageStart,
} from './navigation';
import { type PresetDate, presetDateToString, presetRangeToRange } from './presets';
import type { CalendarMarker, CalendarPreset, CalendarProps } from './types';

const DEFAULT_INVALID_MESSAGE = '選択できない日付です';

const viewOf = (mode: CalendarProps['mode']): CalendarView | 'time' => {
  if (mode === 'month' || mode === 'quarter' || mode === 'year' || mode === 'time') return mode;
  return 'day';
};

/** 値から、最初に表示する位置（`yyyy-MM-dd`）を決める。 */
function anchorOf(props: CalendarProps): DateString | null {
  const { value } = props;
  if (value == null) return null;
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

function initialFocus(props: CalendarProps): DateString {
  const anchor = anchorOf(props);
  if (anchor) return anchor;
  const { defaultMonth } = props;
  if (defaultMonth && /^\d{4}-\d{2}$/.test(defaultMonth)) return `${defaultMonth}-01`;
  if (defaultMonth && isDateString(defaultMonth)) return defaultMonth;
  return todayString();
}

const markerColor = (color: string | undefined): string => {
  if (!color) return vars.color.primary;
  return (vars.color as Record<string, string>)[color] ?? color;
};

const quarterKey = (date: DateString) => `${date.slice(0, 4)}-Q${quarterOf(date)}`;

/**
 * 日付・期間・週・月・年・四半期・時刻を選ぶ暦（常に開いたまま＝インライン）。選んだ値はすぐに `onChange` へ渡す
 * （確定ボタンはない）。日曜始まりで常に 6 週を表示し、日曜・祝日は赤、土曜は青。月は前後のボタン、
 * 横スワイプ（10 px 超）、ホイールで送る。`min`・`max`・`isDateDisabled` に反する選択は値を変えず
 * 「選択できない日付です」を表示して `onInvalid` を呼ぶ。
 *
 * 値はすべて文字列: `single` は `yyyy-MM-dd`、`range`・`week` は `{start, end}`、`multiple` は `yyyy-MM-dd[]`、
 * `month` は `yyyy-MM`、`year` は `yyyy`、`quarter` は `yyyy-Qn`、`time` は `HH:mm`。
 */
export function Calendar(props: CalendarProps) {
  // Re-renders once the holiday table has arrived (it loads on first use).
  useHolidays();
  const {
    min,
    max,
    isDateDisabled,
    onInvalid,
    invalidMessage = DEFAULT_INVALID_MESSAGE,
    markers,
    presets,
    className,
    id,
    'aria-label': ariaLabel,
  } = props;
  const mode = props.mode ?? 'single';
  const view = viewOf(mode);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const messageId = `${baseId}-message`;

  const [focus, setFocus] = useState<DateString>(() => {
    const first = initialFocus(props);
    return view === 'time' ? first : alignFocus(view, first);
  });
  const [pending, setPending] = useState<DateString | null>(null);
  const [invalid, setInvalid] = useState(false);
  const focusAfterRender = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);

  // 外から値が変わったら（日付の手入力など）その位置を表示する。自分で選んだ値では動かさない。
  const emitted = useRef<string | null>(null);
  const valueKey = JSON.stringify(props.value ?? null);
  const anchor = anchorOf(props);
  useEffect(() => {
    if (valueKey === emitted.current) return;
    emitted.current = valueKey;
    if (anchor && view !== 'time') setFocus(alignFocus(view, anchor));
  }, [valueKey, anchor, view]);

  const constraints = { min, max, isDateDisabled };

  const reject = (value: string, reason: InvalidReason) => {
    setInvalid(true);
    onInvalid?.(value, reason);
  };

  const emit = (value: unknown) => {
    emitted.current = JSON.stringify(value);
    setInvalid(false);
    (props.onChange as (v: unknown) => void)(value);
  };

  const selectDay = (date: DateString) => {
    setFocus(date);
    if (mode === 'multiple' && props.mode === 'multiple' && props.value.includes(date)) {
      emit(props.value.filter((d) => d !== date));
      return;
    }
    const reason = invalidReason(date, constraints);
    if (reason) {
      reject(date, reason);
      return;
    }
    switch (props.mode) {
      case 'range':
        if (pending === null) {
          setPending(date);
          setInvalid(false);
        } else {
          setPending(null);
          emit(orderRange(pending, date));
        }
        return;
      case 'multiple':
        emit([...props.value, date].sort(compareDates));
        return;
      case 'week':
        emit(weekOf(date));
        return;
      default:
        emit(date);
    }
  };

  const selectPeriod = (start: DateString) => {
    setFocus(start);
    const period =
      view === 'month'
        ? monthRange(start.slice(0, 7))
        : view === 'quarter'
          ? quarterRange(quarterKey(start))
          : yearRange(start.slice(0, 4));
    if (!period) return;
    const key =
      view === 'month' ? start.slice(0, 7) : view === 'quarter' ? quarterKey(start) : start.slice(0, 4);
    const reason = invalidPeriodReason(period, constraints);
    if (reason) {
      reject(key, reason);
      return;
    }
    emit(key);
  };

  const select = (date: DateString) => (view === 'day' ? selectDay(date) : selectPeriod(date));

  const page = useCallback(
    (direction: PageDirection) => {
      if (view === 'time') return;
      const months = pageMonths[view] * (direction === 'next' ? 1 : -1);
      setFocus((f) => alignFocus(view, addMonths(f, months)));
    },
    [view],
  );

  // キーボードで動かしたときだけ、描画後に新しいセルへ DOM のフォーカスを移す。
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-value="${focus}"]`)?.focus();
  });

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (isComposingEvent(event) || view === 'time') return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(focus);
      return;
    }
    const next = moveFocusByKey(view, focus, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusAfterRender.current = true;
    setFocus(next);
  };

  // ホイール: 1 回ごとの移動量で間隔（500・100・0 ms）を決めて月を送る。ページのスクロールは止める。
  const lastWheelPage = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const area = gridRef.current;
    if (!area || view === 'time') return;
    const onWheel = (event: WheelEvent) => {
      const raw = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      const delta = wheelDeltaPx(raw, event.deltaMode);
      const direction = wheelDirection(delta);
      if (!direction) return;
      event.preventDefault();
      const now = performance.now();
      if (!shouldPageOnWheel(delta, now - lastWheelPage.current)) return;
      lastWheelPage.current = now;
      page(direction);
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  }, [page, view]);

  // スワイプ: 押した位置から離した位置までの横移動が 10 px を超えたら月を送り、そのクリックは選択にしない。
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: ReactPointerEvent) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (!direction) return;
    page(direction);
    swiped.current = true;
    setTimeout(() => {
      swiped.current = false;
    }, 0);
  };
  const onClickCapture = (event: { preventDefault(): void; stopPropagation(): void }) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const applyPreset = (preset: CalendarPreset) => {
    const { value, noTimezone = false } = preset;
    const asDate = (v: PresetDate) => presetDateToString(v, noTimezone);
    const isRangeValue = (
      v: unknown,
    ): v is { start: PresetDate; end: PresetDate } | readonly [PresetDate, PresetDate] =>
      (Array.isArray(v) && v.length === 2) || (typeof v === 'object' && v !== null && 'start' in v);
    const checkDates = (dates: DateString[]) => {
      for (const d of dates) {
        const reason = invalidReason(d, constraints);
        if (reason) {
          reject(d, reason);
          return false;
        }
      }
      return true;
    };
    switch (mode) {
      case 'single': {
        const d = typeof value === 'string' || value instanceof Date ? asDate(value) : null;
        if (d && checkDates([d])) {
          emit(d);
          setFocus(d);
        }
        return;
      }
      case 'range':
      case 'week': {
        let range: DateRange | null = null;
        if (isRangeValue(value)) range = presetRangeToRange(value, noTimezone);
        else if (typeof value === 'string' || value instanceof Date) {
          const d = asDate(value);
          range = d ? (mode === 'week' ? weekOf(d) : { start: d, end: d }) : null;
        }
        if (range && checkDates([range.start, range.end])) {
          setPending(null);
          emit(range);
          setFocus(range.start);
        }
        return;
      }
      case 'multiple': {
        const list = (Array.isArray(value) ? value : [value]) as PresetDate[];
        const dates = list.map(asDate).filter((d): d is DateString => d !== null);
        if (checkDates(dates)) {
          const unique = [...new Set(dates)].sort(compareDates);
          emit(unique);
          if (unique[0]) setFocus(unique[0]);
        }
        return;
      }
      default: {
        if (typeof value !== 'string') return;
        if (mode === 'time') {
          const reason = invalidReason(value, constraints);
          if (reason) reject(value, reason);
          else emit(value);
          return;
        }
        const period =
          mode === 'month' ? monthRange(value) : mode === 'quarter' ? quarterRange(value) : yearRange(value);
        if (!period) return;
        const reason = invalidPeriodReason(period, constraints);
        if (reason) reject(value, reason);
        else {
          emit(value);
          if (view !== 'time') setFocus(alignFocus(view, period.start));
        }
      }
    }
  };

  const sidePresets = presets?.filter((p) => p.slot === 'side') ?? [];
  const bottomPresets = presets?.filter((p) => p.slot !== 'side') ?? [];
  const presetGroup = (list: readonly CalendarPreset[], slot: 'side' | 'bottom') =>
    list.length > 0 && (
      // biome-ignore lint/a11y/useSemanticElements: 入力欄の集まりではなくボタンの並びなので fieldset にしない
      <div className={styles.presets} data-slot={slot} role="group" aria-label="プリセット">
        {list.map((preset) => (
          <Button
            key={preset.label}
            variant="secondary"
            size="small"
            style={preset.style}
            onClick={() => applyPreset(preset)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
    );

  const today = todayString();
  let heading = '';
  let prevLabel = '';
  let nextLabel = '';
  let content: ReactNode = null;
  if (view === 'time') {
    content = (
      <TimeLists
        value={typeof props.value === 'string' ? props.value : null}
        minuteStep={props.minuteStep ?? 1}
        onSelect={(time) => {
          const reason = invalidReason(time, constraints);
          if (reason) reject(time, reason);
          else emit(time);
        }}
      />
    );
  } else if (view === 'day') {
    heading = formatMonthHeading(focus);
    prevLabel = '前の月';
    nextLabel = '次の月';
    content = (
      <DayGrid
        focus={focus}
        today={today}
        props={props}
        pending={pending}
        headingId={headingId}
        ariaLabel={ariaLabel}
        baseId={baseId}
        constraints={constraints}
        onSelect={select}
        onKeyDown={onGridKeyDown}
        markers={markers}
      />
    );
  } else {
    const year = Number(focus.slice(0, 4));
    if (view === 'year') {
      const start = yearPageStart(year);
      heading = `${start}年〜${start + YEARS_PER_PAGE - 1}年`;
      prevLabel = `前の${YEARS_PER_PAGE}年`;
      nextLabel = `次の${YEARS_PER_PAGE}年`;
    } else {
      heading = `${year}年`;
      prevLabel = '前の年';
      nextLabel = '次の年';
    }
    content = (
      <PeriodGrid
        view={view}
        focus={focus}
        today={today}
        selectedKey={typeof props.value === 'string' ? props.value : null}
        headingId={headingId}
        constraints={constraints}
        onSelect={select}
        onKeyDown={onGridKeyDown}
      />
    );
  }

  return (
    <div
      id={id}
      className={['console-ui-Calendar', styles.root, className].filter(Boolean).join(' ')}
      data-mode={mode}
    >
      <div className={styles.body}>
        {presetGroup(sidePresets, 'side')}
        <div className={styles.main}>
          {view !== 'time' && (
            <div className={styles.header}>
              <button
                type="button"
                className={styles.navButton}
                aria-label={prevLabel}
                onClick={() => page('prev')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <h2 id={headingId} className={styles.heading} aria-live="polite">
                {heading}
              </h2>
              <button
                type="button"
                className={styles.navButton}
                aria-label={nextLabel}
                onClick={() => page('next')}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
          <div
            ref={gridRef}
            className={styles.gestureArea}
            onPointerDown={view === 'time' ? undefined : onPointerDown}
            onPointerUp={view === 'time' ? undefined : onPointerUp}
            onClickCapture={onClickCapture}
          >
            {content}
          </div>
          {invalid && (
            <p id={messageId} className={styles.message} role="alert">
              {invalidMessage}
            </p>
          )}
          {presetGroup(bottomPresets, 'bottom')}
        </div>
      </div>
    </div>
  );
}

interface Constraints {
  min?: string | undefined;
  max?: string | undefined;
  isDateDisabled?: ((value: string) => boolean) | undefined;
}

function isSelectedDay(props: CalendarProps, pending: DateString | null, date: DateString) {
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
    default:
      return { selected: props.value === date, inRange: false };
  }
}

function DayGrid({
  focus,
  today,
  props,
  pending,
  headingId,
  ariaLabel,
  baseId,
  constraints,
  onSelect,
  onKeyDown,
  markers,
}: {
  ariaLabel: string | undefined;
  focus: DateString;
  today: DateString;
  props: CalendarProps;
  pending: DateString | null;
  headingId: string;
  baseId: string;
  constraints: Constraints;
  onSelect: (date: DateString) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  markers: CalendarProps['markers'];
}) {
  const weeks = monthMatrix(focus);
  const month = focus.slice(0, 7);
  return (
    <table
      className={styles.grid}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA APG の日付選択（table role=grid）
      role="grid"
      aria-labelledby={ariaLabel ? undefined : headingId}
      aria-label={ariaLabel}
      aria-multiselectable={
        props.mode === 'multiple' || props.mode === 'range' || props.mode === 'week' || undefined
      }
      onKeyDown={onKeyDown}
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
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const holiday = holidayName(date);
              const dayMarkers: readonly CalendarMarker[] = markers?.[date] ?? [];
              const { selected, inRange } = isSelectedDay(props, pending, date);
              const disabled = invalidReason(date, constraints) !== null;
              const tooltipRows = [
                ...(holiday ? [{ text: holiday, color: 'holiday' }] : []),
                ...dayMarkers.flatMap((m) => m.tooltip ?? []),
              ];
              const descriptionId = tooltipRows.length > 0 ? `${baseId}-d-${date}` : undefined;
              return (
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: 表の grid のセル
                // biome-ignore lint/a11y/useFocusableInteractive: フォーカスはセルの中のボタンが受ける（ロービング tabindex）
                <td key={date} role="gridcell" aria-selected={selected} className={styles.cell}>
                  <button
                    type="button"
                    className={styles.cellButton}
                    data-value={date}
                    data-dow={dayOfWeek(date)}
                    data-holiday={holiday ? '' : undefined}
                    data-outside={date.slice(0, 7) !== month ? '' : undefined}
                    data-selected={selected ? '' : undefined}
                    data-in-range={inRange ? '' : undefined}
                    tabIndex={date === focus ? 0 : -1}
                    aria-label={formatDateLabel(date)}
                    aria-describedby={descriptionId}
                    aria-current={date === today ? 'date' : undefined}
                    aria-disabled={disabled || undefined}
                    onClick={() => onSelect(date)}
                  >
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
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
                  </button>
                  {descriptionId && (
                    <>
                      <span className={styles.tooltip} aria-hidden="true" data-tooltip="">
                        {tooltipRows.map((row, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: 吹き出しの行は並び順だけが識別子
                          <span key={i} className={styles.tooltipRow}>
                            <span
                              className={styles.markerDot}
                              style={{ backgroundColor: markerColor(row.color) }}
                            />
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
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function periodLabel(view: Exclude<CalendarView, 'day'>, start: DateString): { text: string; label: string } {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  if (view === 'month') return { text: `${month}月`, label: `${year}年${month}月` };
  if (view === 'quarter') {
    const q = quarterOf(start);
    return { text: `第${q}四半期`, label: `${year}年 第${q}四半期（${month}〜${month + 2}月）` };
  }
  return { text: String(year), label: `${year}年` };
}

function PeriodGrid({
  view,
  focus,
  today,
  selectedKey,
  headingId,
  constraints,
  onSelect,
  onKeyDown,
}: {
  view: Exclude<CalendarView, 'day'>;
  focus: DateString;
  today: DateString;
  selectedKey: string | null;
  headingId: string;
  constraints: Constraints;
  onSelect: (date: DateString) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const items = pageItems(view, focus);
  const cols = columnsOf[view];
  const rows = Array.from({ length: Math.ceil(items.length / cols) }, (_, r) =>
    items.slice(r * cols, r * cols + cols),
  );
  const keyOf = (start: DateString) =>
    view === 'month' ? start.slice(0, 7) : view === 'quarter' ? quarterKey(start) : start.slice(0, 4);
  const rangeOf = (start: DateString) =>
    (view === 'month'
      ? monthRange(keyOf(start))
      : view === 'quarter'
        ? quarterRange(keyOf(start))
        : yearRange(keyOf(start))) ?? {
      start,
      end: start,
    };
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA APG の日付選択（table role=grid）
    <table className={styles.grid} role="grid" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((start) => {
              const { text, label } = periodLabel(view, start);
              const selected = selectedKey === keyOf(start);
              const range = rangeOf(start);
              const containsToday = today >= range.start && today <= range.end;
              return (
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: 表の grid のセル
                // biome-ignore lint/a11y/useFocusableInteractive: フォーカスはセルの中のボタンが受ける（ロービング tabindex）
                <td key={start} role="gridcell" aria-selected={selected} className={styles.cell}>
                  <button
                    type="button"
                    className={styles.periodButton}
                    data-value={start}
                    data-selected={selected ? '' : undefined}
                    tabIndex={start === focus ? 0 : -1}
                    aria-label={label}
                    aria-current={containsToday ? 'date' : undefined}
                    aria-disabled={invalidPeriodReason(range, constraints) !== null || undefined}
                    onClick={() => onSelect(start)}
                  >
                    {text}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 時刻モード: 時（00〜23）と分（00〜59、`minuteStep` 刻み）の 2 列。押すとすぐ `HH:mm` を選ぶ。 */
function TimeLists({
  value,
  minuteStep,
  onSelect,
}: {
  value: string | null;
  minuteStep: number;
  onSelect: (value: string) => void;
}) {
  const match = value ? /^(\d{2}):(\d{2})/.exec(value) : null;
  const hour = match?.[1] ?? null;
  const minute = match?.[2] ?? null;
  const hours = Array.from({ length: 24 }, (_, h) => pad2(h));
  const step = Math.max(1, Math.min(60, Math.floor(minuteStep)));
  const minutes = Array.from({ length: Math.ceil(60 / step) }, (_, i) => pad2(i * step));
  return (
    <div className={styles.timeColumns}>
      <TimeList
        label="時"
        items={hours}
        selected={hour}
        onSelect={(h) => onSelect(`${h}:${minute ?? '00'}`)}
      />
      <TimeList
        label="分"
        items={minutes}
        selected={minute}
        onSelect={(m) => onSelect(`${hour ?? '00'}:${m}`)}
      />
    </div>
  );
}

function TimeList({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: string[];
  selected: string | null;
  onSelect: (item: string) => void;
}) {
  const listId = useId();
  const [active, setActive] = useState<string>(
    selected && items.includes(selected) ? selected : (items[0] ?? ''),
  );
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected && items.includes(selected)) setActive(selected);
  }, [selected, items]);
  // 選んでいる時刻がリストの見える位置に来るようにする。
  useEffect(() => {
    const list = listRef.current;
    const el = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (list && el)
      list.scrollTop = el.offsetTop - list.offsetTop - list.clientHeight / 2 + el.offsetHeight / 2;
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (isComposingEvent(event)) return;
    const index = items.indexOf(active);
    let next = -1;
    if (event.key === 'ArrowDown') next = Math.min(items.length - 1, index + 1);
    else if (event.key === 'ArrowUp') next = Math.max(0, index - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(active);
      return;
    }
    if (next < 0) return;
    event.preventDefault();
    const item = items[next] ?? active;
    setActive(item);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${item}"]`)?.focus();
  };
  return (
    <div className={styles.timeColumn}>
      <span id={listId} className={styles.timeColumnLabel}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: 押しボタンの並びをひとまとまりとして名付けるため */}
      <div
        ref={listRef}
        className={styles.timeList}
        role="group"
        aria-labelledby={listId}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item}
            type="button"
            className={styles.cellButton}
            data-value={item}
            data-selected={item === selected ? '' : undefined}
            aria-pressed={item === selected}
            tabIndex={item === active ? 0 : -1}
            onClick={() => {
              setActive(item);
              onSelect(item);
            }}
          >
            {item}
          </button>
        ))}
      </div>
    </div>
  );
}
