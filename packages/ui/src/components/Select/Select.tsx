import * as RadixSelect from '@radix-ui/react-select';
import { getNonce } from 'get-nonce';
import { forwardRef, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Field, fieldLabelId } from '../../internal/field';
import { isComposingEvent } from '../../internal/ime';
import { usePortalContainer } from '../../internal/layer';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
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
  /** 選択肢を読み込み中にする。開けなくなり、幅は変えずに選択中の名前（なければ未選択の文言）を薄く表示する（支援技術には「読み込み中...」）。 */
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
  /** フォーム送信時の名前。指定するとフォームが選択中の値を送る。 */
  name?: string;
  /** トリガーの id。省略時は自動で付ける。 */
  id?: string;
  /** ラベルを表示しないときの、支援技術向けの名前。 */
  'aria-label'?: string;
  /** ルート要素に足すクラス。 */
  className?: string;
}

const isModifierKey = (event: KeyboardEvent) => event.ctrlKey || event.altKey || event.metaKey;

// The options Radix renders, in display order (disabled ones included, as `data-index` says).
const optionElements = (content: HTMLElement | null) =>
  Array.from(content?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

/**
 * 選択肢から 1 つ選ぶドロップダウン。`@radix-ui/react-select` の上に、仕様の決まりを載せる:
 * 350 ms で忘れるタイプアヘッド（かな・カナ・全角半角を区別しない）、変換確定の Enter では開かず選ばない、
 * 一覧は最大 300 px、未選択は「選択してください」、読み込み中は「読み込み中...」で開かない、
 * PageUp・PageDown で 1 画面ずつ、Tab で閉じてトリガーへ戻る。
 * 一覧は最も近いポータルの置き場（開いている Modal の中など）に出て、入りきらない側を避けて開く。
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
  // Only a Select that has waited for its options keeps the placeholder's width: one given its
  // options at once stays as wide as its value.
  const [reserve, setReserve] = useState(loading);
  if (loading && !reserve) setReserve(true);
  const container = usePortalContainer();

  const [open, setOpenState] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const search = useRef<TypeaheadState>(initialTypeaheadState);
  const labels = options.map((option) => (option.disabled ? null : option.name));
  const disabledFlags = options.map((option) => option.disabled === true);

  const setOpen = (next: boolean) => {
    // An empty list would be an empty popup: nothing to choose, so it does not open.
    if (next && (inactive || options.length === 0)) return;
    search.current = initialTypeaheadState;
    setOpenState(next);
  };

  const change = (next: string) => {
    if (next === current || next === '') return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  // Loading or disabled while open (options reloading, a form being saved): close without a choice.
  useEffect(() => {
    if (inactive && open) setOpenState(false);
  }, [inactive, open]);

  const isTypeaheadKey = (event: KeyboardEvent) =>
    !isModifierKey(event) &&
    event.key.length === 1 &&
    (event.key !== ' ' || isTypingAhead(search.current, performance.now()));

  const step = (key: string, currentIndex: number) => {
    const result = typeahead(search.current, key, performance.now(), labels, currentIndex);
    search.current = result.state;
    return result.match;
  };

  const focusOption = (index: number) => {
    const option = optionElements(contentRef.current)[index];
    if (!option) return;
    option.focus({ preventScroll: true });
    option.scrollIntoView({ block: 'nearest' });
  };
  const focusedIndex = () =>
    optionElements(contentRef.current).indexOf(document.activeElement as HTMLElement);

  // Radix runs a trigger's or list's own key handling only when the event is not yet prevented: the
  // handlers below take the keys the spec decides, and leave the rest (arrows, Enter, Escape) to Radix.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Confirming an IME conversion with Enter (or moving with arrows) must not open or select.
    if (isComposingEvent(event)) {
      event.preventDefault();
      return;
    }
    if (isTypeaheadKey(event)) {
      // Radix's own type-ahead forgets after 1 s; the spec says 350 ms. Closed, like a native select,
      // typing changes the value directly.
      event.preventDefault();
      const option = options[step(event.key, selectedIndex)];
      if (option) change(option.value);
    }
  };

  // Capture phase, so an option's own Enter handler (Radix selects there) never sees a composing key.
  const onListKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isComposingEvent(event)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (isTypeaheadKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      const match = step(event.key, focusedIndex());
      if (match >= 0) focusOption(match);
      return;
    }
    const move = keyToMove(event.key);
    if (move === 'pageDown' || move === 'pageUp') {
      // Radix moves by one option or to an end; a page is the spec's listbox practice.
      event.preventDefault();
      event.stopPropagation();
      const list = contentRef.current?.querySelector<HTMLElement>('[data-radix-select-viewport]');
      const first = optionElements(contentRef.current)[0];
      const pageSize =
        list && first && first.offsetHeight > 0 ? list.clientHeight / first.offsetHeight - 1 : 1;
      focusOption(moveActive(move, focusedIndex(), disabledFlags, pageSize));
      return;
    }
    if (event.key === 'Tab') {
      // Radix keeps focus inside the list; Tab closes it instead and focus goes back to the trigger
      // (the next Tab moves on), never lost at the end of the page where the list was portalled.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  // With nothing selected Radix focuses the list itself; the first option that can be chosen is
  // highlighted instead, as WAI-ARIA's select-only combobox does.
  const onListFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || selectedIndex >= 0) return;
    focusOption(moveActive('first', -1, disabledFlags, 1));
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
        <RadixSelect.Root
          value={current}
          onValueChange={change}
          open={open}
          onOpenChange={setOpen}
          disabled={inactive}
          name={name}
          required={required}
        >
          <RadixSelect.Trigger
            ref={forwardedRef}
            {...control}
            aria-label={ariaLabel}
            aria-busy={loading || undefined}
            data-placeholder={selected ? undefined : ''}
            className={styles.trigger}
            onKeyDown={onTriggerKeyDown}
          >
            {/* The text is ours (not Radix's Value, which copies the option's text after mount), so it
                renders on the server and while loading. While loading it stays what it will be (the
                chosen option's name when the options are known, else the placeholder) and, from then
                on, the placeholder's width is kept under it (data-reserve, drawn hidden by the CSS): the
                trigger no longer changes width when the options arrive, and a row of filters does not
                jump (it did with 「読み込み中...」, wider than most values). */}
            <span className={styles.value} data-reserve={reserve ? placeholder : undefined}>
              <span className={styles.valueText}>{selected?.name ?? placeholder}</span>
            </span>
            {loading && <span className={visuallyHidden}>{SELECT_LOADING_TEXT}</span>}
            <RadixSelect.Icon className={styles.icon}>
              <svg viewBox="0 0 16 16" width="100%" height="100%" fill="currentColor" aria-hidden="true">
                <path d="M3.2 5.6 8 10.4l4.8-4.8-1.1-1.1L8 8.2 4.3 4.5z" />
              </svg>
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content
              ref={contentRef}
              position="popper"
              side="bottom"
              align="start"
              sideOffset={2}
              collisionPadding={4}
              aria-labelledby={label ? fieldLabelId(control.id) : undefined}
              aria-label={label ? undefined : ariaLabel}
              className={['console-ui-SelectList', styles.content].join(' ')}
              onKeyDownCapture={onListKeyDownCapture}
              onFocus={onListFocus}
            >
              <RadixSelect.ScrollUpButton className={styles.scrollButton} aria-hidden="true">
                ▲
              </RadixSelect.ScrollUpButton>
              {/* Radix renders a <style> for the viewport's hidden scrollbar; under a strict CSP it needs
                  the page's nonce (setStyleNonce). */}
              <RadixSelect.Viewport className={styles.viewport} nonce={getNonce()}>
                {options.map((option, index) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    data-index={index}
                    className={styles.item}
                  >
                    <RadixSelect.ItemText>{option.name}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>✓</RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
              <RadixSelect.ScrollDownButton className={styles.scrollButton} aria-hidden="true">
                ▼
              </RadixSelect.ScrollDownButton>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
});
