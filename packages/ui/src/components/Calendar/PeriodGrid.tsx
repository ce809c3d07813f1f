import type { KeyboardEvent } from 'react';
import * as styles from './Calendar.css';
import { type DateConstraints, type DateString, invalidPeriodReason, quarterOf } from './dates';
import { type CalendarView, columnsOf, pageItems } from './navigation';
import { periodKey, periodRange } from './selection';

// Months, quarters and years stay our own grid: react-aria's calendar hooks are day grids only
// (its month and year pickers are lists for a dropdown, not the spec's 3 × 4 and 4 × 3 tables).

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

export function PeriodGrid({
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
  constraints: DateConstraints;
  onSelect: (date: DateString) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const items = pageItems(view, focus);
  const cols = columnsOf[view];
  const rows = Array.from({ length: Math.ceil(items.length / cols) }, (_, r) =>
    items.slice(r * cols, r * cols + cols),
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA APG の日付選択（table role=grid）
    <table className={styles.grid} role="grid" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((start) => {
              const { text, label } = periodLabel(view, start);
              const selected = selectedKey === periodKey(view, start);
              const range = periodRange(view, start);
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
