import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { isComposingEvent } from '../../internal/ime';
import * as styles from './Calendar.css';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 時刻モード: 時（00〜23）と分（00〜59、`minuteStep` 刻み）の 2 列。押すとすぐ `HH:mm` を選ぶ。 */
export function TimeLists({
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
