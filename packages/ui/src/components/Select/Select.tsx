import {
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { Field, fieldLabelId } from '../../internal/field';
import { isComposingEvent } from '../../internal/ime';
import { PopoverPortal, useAnchoredPopover } from '../../internal/popover';
import { keyToMove, moveActive } from './listNavigation';
import * as styles from './Select.css';
import { initialTypeaheadState, isTypingAhead, type TypeaheadState, typeahead } from './typeahead';

/** 未選択のときに表示する文言。 */
export const SELECT_PLACEHOLDER = '選択してください';
/** 読み込み中に表示する文言。 */
export const SELECT_LOADING_TEXT = '読み込み中...';

export interface SelectOption {
  /** 表示名。先頭の文字を打つと、その選択肢へ移動する（タイプアヘッド）。 */
  name: string;
  /** 値。空文字は「未選択」を表すので使わない。 */
  value: string;
  /** 選べない選択肢にする。 */
  disabled?: boolean;
}

export interface SelectProps {
  /** 選択肢の一覧（表示順）。 */
  options: readonly SelectOption[];
  /** 選択中の値（制御する場合）。空文字か省略で未選択。 */
  value?: string;
  /** 最初に選択しておく値（制御しない場合）。 */
  defaultValue?: string;
  /** 選択が変わったときに、新しい値で呼ばれる。 */
  onValueChange?: (value: string) => void;
  /** 未選択のときの文言。既定は「選択してください」。 */
  placeholder?: string;
  /** 選択肢を読み込み中にする。「読み込み中...」を表示し、開けなくなる。 */
  loading?: boolean;
  /** 操作できない状態にする。 */
  disabled?: boolean;
  /** 項目名。省略するときは `aria-label` を渡すこと。 */
  label?: ReactNode;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あるときは枠がエラー色になる。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示し、支援技術にも伝える。 */
  required?: boolean;
  /** フォーム送信時の名前。指定すると隠しの input が選択中の値を送る。 */
  name?: string;
  /** トリガーの id。省略時は自動で付ける。 */
  id?: string;
  /** ラベルを表示しないときの、支援技術向けの名前。 */
  'aria-label'?: string;
  /** ルート要素に足すクラス。 */
  className?: string;
}

const isModifierKey = (event: KeyboardEvent) => event.ctrlKey || event.altKey || event.metaKey;

/**
 * 選択肢から 1 つ選ぶドロップダウン（WAI-ARIA の select-only combobox と listbox）。
 * 一覧は最も近いポータルの置き場（開いている Modal の中など）に出るので、Modal の後ろに隠れない。
 * 下に入りきらず上の方が広いときは、一覧を上に開く。
 * 文字を打つと、その文字で始まる選択肢へ移動する（350 ms 打たないと検索文字列をリセット）。
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder = SELECT_PLACEHOLDER,
    loading = false,
    disabled = false,
    label,
    helpText,
    errorText,
    required = false,
    name,
    id,
    'aria-label': ariaLabel,
    className,
  },
  forwardedRef,
) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const selectedIndex = options.findIndex((option) => option.value === current);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const inactive = disabled || loading;

  const triggerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(forwardedRef, () => triggerRef.current as HTMLButtonElement);
  const popover = useAnchoredPopover(triggerRef);
  const { open, setOpen, close, anchorRef, popoverRef, position } = popover;
  const listId = useId();

  // The highlighted option while the list is open. Focus follows it (roving focus, as the list is
  // a popup of its own); the ref gives key handlers the newest index between two quick keys.
  const [active, setActiveState] = useState(-1);
  const activeRef = useRef(-1);
  const setActive = (index: number) => {
    activeRef.current = index;
    setActiveState(index);
  };
  const search = useRef<TypeaheadState>(initialTypeaheadState);
  const labels = options.map((option) => (option.disabled ? null : option.name));
  const disabledFlags = options.map((option) => option.disabled === true);

  const change = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const openList = () => {
    // An empty list would be an empty popup: nothing to choose, so it does not open.
    if (inactive || open || options.length === 0) return;
    search.current = initialTypeaheadState;
    setActive(
      selectedIndex >= 0 && !disabledFlags[selectedIndex]
        ? selectedIndex
        : moveActive('first', -1, disabledFlags, 1),
    );
    setOpen(true);
  };

  const closeList = (returnFocus: boolean) => {
    search.current = initialTypeaheadState;
    close(returnFocus);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    change(option.value);
    closeList(true);
  };

  // Loading or disabled while open (options reloading, a form being saved): close without a choice.
  useEffect(() => {
    if (inactive && open) close(false);
  }, [inactive, open, close]);

  // Focus and scroll follow the highlighted option once the list is placed.
  const placed = position !== null;
  useEffect(() => {
    if (!open || !placed) return;
    const list = popoverRef.current;
    const option = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!list || !option) {
      list?.focus({ preventScroll: true });
      return;
    }
    option.focus({ preventScroll: true });
    // Scroll the list only (scrollIntoView could scroll the page under a fixed popup too).
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [open, placed, active, popoverRef]);

  const isTypeaheadKey = (event: KeyboardEvent) =>
    !isModifierKey(event) &&
    event.key.length === 1 &&
    (event.key !== ' ' || isTypingAhead(search.current, performance.now()));

  const step = (key: string, currentIndex: number) => {
    const result = typeahead(search.current, key, performance.now(), labels, currentIndex);
    search.current = result.state;
    return result.match;
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Confirming an IME conversion with Enter (or moving with arrows) must not open or select.
    if (isComposingEvent(event)) {
      event.preventDefault();
      return;
    }
    if (isTypeaheadKey(event)) {
      event.preventDefault();
      // Closed: like a native select, typing changes the value directly.
      const option = options[step(event.key, selectedIndex)];
      if (option) change(option.value);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Prevented, so the button's own activation (a click) does not follow.
      event.preventDefault();
      openList();
    }
  };

  // A mouse opens (and closes) on press, as a native select does; touch, pen and assistive
  // technology open on click. `pressedBy` remembers which pointer started the click.
  const pressedBy = useRef<string | null>(null);
  // The button that opened the list is still held: releasing it over an option chooses that option
  // (press, drag, release — as with a native select). The list opens beside the trigger, never under
  // the pointer, so a plain click cannot choose by accident.
  const draggingFromTrigger = useRef(false);
  const onTriggerPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    pressedBy.current = event.pointerType;
    if (event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey || inactive) return;
    // Keeps focus where it is: the list takes it when it opens.
    event.preventDefault();
    draggingFromTrigger.current = !open;
    if (open) closeList(true);
    else openList();
  };
  const onOptionPointerUp = (event: PointerEvent<HTMLDivElement>, index: number) => {
    const dragged = draggingFromTrigger.current;
    draggingFromTrigger.current = false;
    if (dragged && event.pointerType === 'mouse') choose(index);
  };
  const onTriggerClick = () => {
    const by = pressedBy.current;
    pressedBy.current = null;
    if (by === 'mouse') return;
    if (by !== null && open) closeList(true);
    else openList();
  };

  const pageSize = () => {
    const list = popoverRef.current;
    const option = list?.querySelector<HTMLElement>('[role="option"]');
    return list && option && option.offsetHeight > 0 ? list.clientHeight / option.offsetHeight - 1 : 1;
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter that confirms an IME conversion does not select; nothing else does anything mid-composition.
    if (isComposingEvent(event)) {
      event.preventDefault();
      return;
    }
    const move = keyToMove(event.key);
    if (move) {
      event.preventDefault();
      setActive(moveActive(move, activeRef.current, disabledFlags, pageSize()));
      return;
    }
    if (isTypeaheadKey(event)) {
      event.preventDefault();
      const match = step(event.key, activeRef.current);
      if (match >= 0) setActive(match);
      return;
    }
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeRef.current);
        return;
      case 'Escape':
        // Marked handled, so an enclosing Modal leaves its own Escape for the next press.
        event.preventDefault();
        closeList(true);
        return;
      case 'Tab':
        // The list is a popup of the trigger: Tab closes it and leaves focus on the trigger (the next
        // Tab moves on), never lost at the end of the page where the list was portalled.
        event.preventDefault();
        closeList(true);
        return;
    }
  };

  // Focus leaving both the list and the trigger (another window, a click elsewhere) closes it.
  const onListBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && (popoverRef.current?.contains(next) || anchorRef.current?.contains(next))) return;
    if (next) closeList(false);
  };

  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      id={id}
      className={['console-ui-Select', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <>
          <div ref={anchorRef}>
            <button
              ref={triggerRef}
              type="button"
              role="combobox"
              {...control}
              aria-label={ariaLabel}
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-autocomplete="none"
              aria-busy={loading || undefined}
              data-state={open ? 'open' : 'closed'}
              data-placeholder={selected || loading ? undefined : ''}
              disabled={inactive}
              className={styles.trigger}
              onKeyDown={onTriggerKeyDown}
              onPointerDown={onTriggerPointerDown}
              onPointerUp={() => {
                draggingFromTrigger.current = false;
              }}
              onClick={onTriggerClick}
            >
              <span className={styles.value}>
                {loading ? SELECT_LOADING_TEXT : (selected?.name ?? placeholder)}
              </span>
              <span className={styles.icon} aria-hidden="true">
                <svg viewBox="0 0 16 16" width="100%" height="100%" fill="currentColor" aria-hidden="true">
                  <path d="M3.2 5.6 8 10.4l4.8-4.8-1.1-1.1L8 8.2 4.3 4.5z" />
                </svg>
              </span>
            </button>
            {name !== undefined && <input type="hidden" name={name} value={current} />}
          </div>
          <PopoverPortal
            anchored={popover}
            matchAnchorWidth
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={label ? fieldLabelId(control.id) : undefined}
            aria-label={label ? undefined : ariaLabel}
            className={['console-ui-SelectList', styles.content].join(' ')}
            onKeyDown={onListKeyDown}
            onBlur={onListBlur}
            onPointerDown={() => {
              draggingFromTrigger.current = false;
            }}
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: キー操作は一覧（listbox）がまとめて受ける（Enter・Space で選ぶ）
              <div
                key={option.value}
                role="option"
                tabIndex={-1}
                aria-selected={index === selectedIndex}
                aria-disabled={option.disabled || undefined}
                data-index={index}
                data-state={index === selectedIndex ? 'checked' : 'unchecked'}
                data-highlighted={index === active ? '' : undefined}
                data-disabled={option.disabled ? '' : undefined}
                className={styles.item}
                onPointerMove={() => {
                  if (!option.disabled && activeRef.current !== index) setActive(index);
                }}
                onPointerUp={(event) => onOptionPointerUp(event, index)}
                onClick={() => choose(index)}
              >
                <span>{option.name}</span>
                {index === selectedIndex && (
                  <span className={styles.indicator} aria-hidden="true">
                    ✓
                  </span>
                )}
              </div>
            ))}
          </PopoverPortal>
        </>
      )}
    </Field>
  );
});
