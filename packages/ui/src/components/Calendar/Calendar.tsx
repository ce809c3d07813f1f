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
import { I18nProvider } from 'react-aria';
import { isComposingEvent } from '../../internal/ime';
import { Button } from '../Button';
import * as styles from './Calendar.css';
import { DayGrid } from './DayGrid';
import {
  addMonths,
  compareDates,
  type DateRange,
  type DateString,
  formatMonthHeading,
  type InvalidReason,
  invalidPeriodReason,
  invalidReason,
  monthRange,
  quarterRange,
  todayString,
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
import { useHolidays } from './holidays';
import { alignFocus, moveFocusByKey, pageMonths, YEARS_PER_PAGE, yearPageStart } from './navigation';
import { PeriodGrid } from './PeriodGrid';
import { type PresetDate, presetDateToString, presetRangeToRange } from './presets';
import { anchorOf, initialFocusOf, type SelectionResult, selectDay, selectPeriod, viewOf } from './selection';
import { TimeLists } from './TimeLists';
import type { CalendarPreset, CalendarProps } from './types';

const DEFAULT_INVALID_MESSAGE = '選択できない日付です';

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
    presets,
    className,
    id,
  } = props;
  const mode = props.mode ?? 'single';
  const view = viewOf(mode);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const messageId = `${baseId}-message`;

  const [focus, setFocus] = useState<DateString>(() => {
    const first = initialFocusOf(props);
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

  const apply = (result: SelectionResult) => {
    switch (result.kind) {
      case 'reject':
        reject(result.value, result.reason);
        return;
      case 'pending':
        setPending(result.pending);
        setInvalid(false);
        return;
      case 'emit':
        setPending(null);
        emit(result.value);
    }
  };

  const select = (date: DateString) => {
    setFocus(view === 'day' || view === 'time' ? date : alignFocus(view, date));
    if (view === 'time') return;
    apply(
      view === 'day' ? selectDay(props, pending, date, constraints) : selectPeriod(view, date, constraints),
    );
  };

  const page = useCallback(
    (direction: PageDirection) => {
      if (view === 'time') return;
      const months = pageMonths[view] * (direction === 'next' ? 1 : -1);
      setFocus((f) => alignFocus(view, addMonths(f, months)));
    },
    [view],
  );

  // 月・四半期・年の表: キーボードで動かしたときだけ、描画後に新しいセルへ DOM のフォーカスを移す
  // （日の表は react-aria が動かす）。
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-value="${focus}"]`)?.focus();
  });

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (isComposingEvent(event) || view === 'time' || view === 'day') return;
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
      <I18nProvider locale="ja-JP">
        <DayGrid
          props={props}
          focus={focus}
          onFocusChange={setFocus}
          today={today}
          pending={pending}
          headingId={headingId}
          baseId={baseId}
          constraints={constraints}
          onSelect={select}
        />
      </I18nProvider>
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
