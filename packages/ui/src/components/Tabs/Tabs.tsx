import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { isComposingEvent } from '../../internal/ime';
import * as styles from './Tabs.css';
import { nextTabIndex } from './tabNavigation';

/** Tabs が出す文言。 */
export const tabsMessages = {
  /** `invalid` のタブの名前に足す、読み上げ用の文言（見た目は印だけ）。 */
  invalid: 'エラーあり',
};

export interface TabItem {
  /** タブの値。タブの中で一意にする。 */
  value: string;
  /** タブに出す名前。 */
  label: ReactNode;
  /** タブを選んだときに出す中身。 */
  content: ReactNode;
  /** 選べないタブにする。矢印キーでも飛ばす。 */
  disabled?: boolean;
  /** 中身にエラーがあることを印で示し、読み上げでは名前に「エラーあり」を足す。 */
  invalid?: boolean;
}

export interface TabsProps {
  /** タブ（表示順）。 */
  items: readonly TabItem[];
  /** 選択中のタブの値（制御する場合）。 */
  value?: string;
  /** 最初に選択しておくタブの値（制御しない場合）。省略時は最初の選べるタブ。 */
  defaultValue?: string;
  /** 選択が変わったときに、新しい値で呼ばれる。 */
  onValueChange?: (value: string) => void;
  /** タブの並び（tablist）の名前。`aria-labelledby` がないときは必ず渡す。 */
  'aria-label'?: string;
  /** タブの並びの名前になる見出しの id。 */
  'aria-labelledby'?: string;
  /** タブを横幅いっぱいに等分する（スマートフォンの画面切り替えなど）。長い名前は折り返す。 */
  fullWidth?: boolean;
  /**
   * `automatic`（既定）は ←→ で移ったタブをすぐ選ぶ。`manual` は移るだけで、Enter か Space で選ぶ
   * （中身の表示が重いとき）。
   */
  activation?: 'automatic' | 'manual';
  /** 選ばれていないタブの中身も描いたまま隠す（切り替えてもスクロール位置や入力中の状態が残る）。 */
  keepMounted?: boolean;
  /** 文言を差し替える。 */
  messages?: Partial<typeof tabsMessages>;
  /** ルート要素に足すクラス。 */
  className?: string;
}

/**
 * タブで中身を切り替える（WAI-ARIA の tabs）。←→ で隣のタブへ（端では反対の端へ）、Home・End で最初と最後へ
 * 移り、選べないタブは飛ばす。Tab キーでは選択中のタブから中身へ進む。値は `value` + `onValueChange`（制御）
 * か `defaultValue`（非制御）。
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  fullWidth = false,
  activation = 'automatic',
  keepMounted = false,
  messages,
  className,
}: TabsProps) {
  const text = { ...tabsMessages, ...messages };
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const wanted = value ?? uncontrolled;
  // A value that names no tab (or a disabled one) selects the first tab that can be chosen, so one
  // tab is always in the tab order.
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const selected = items.some((item) => item.value === wanted && !item.disabled) ? wanted : firstEnabled;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (isComposingEvent(event) || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = nextTabIndex(
      event.key,
      index,
      items.map((item) => item.disabled === true),
    );
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    const item = items[next];
    if (activation === 'automatic' && item) select(item.value);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={['console-ui-Tabs', styles.root, className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className={styles.list}
        data-full-width={fullWidth || undefined}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={isSelected || keepMounted ? panelId(index) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              data-invalid={item.invalid || undefined}
              className={styles.tab}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={styles.label}>{item.label}</span>
              {item.invalid && (
                <>
                  <span className={styles.invalidMark} aria-hidden="true" />
                  <span className={styles.visuallyHidden}>{text.invalid}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const isSelected = item.value === selected;
        if (!isSelected && !keepMounted) return null;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={!isSelected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern: Tab from the tab reaches the panel even when it holds nothing focusable.
            tabIndex={0}
            className={styles.panel}
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
