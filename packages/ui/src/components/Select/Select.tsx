import * as RadixSelect from '@radix-ui/react-select';
import { forwardRef, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { Field } from '../../internal/field';
import { isComposingEvent } from '../../internal/ime';
import { usePortalContainer } from '../../internal/layer';
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
  /** フォーム送信時の名前。指定すると隠しの select が値を送る。 */
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
 * 選択肢から 1 つ選ぶドロップダウン（Radix Select）。
 * 一覧は最も近いポータルの置き場（開いている Modal の中など）に出るので、Modal の後ろに隠れない。
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
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const container = usePortalContainer();
  // Radix's own type-ahead forgets the text after 1 s; ours after 350 ms (spec §9). We take the
  // character keys before Radix sees them (preventDefault makes Radix skip its handler).
  const search = useRef<TypeaheadState>(initialTypeaheadState);
  const labels = options.map((option) => (option.disabled ? null : option.name));

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
    if (!isTypeaheadKey(event)) return;
    event.preventDefault();
    // Closed: like a native select, typing changes the value directly.
    const match = step(
      event.key,
      options.findIndex((option) => option.value === current),
    );
    const option = match >= 0 ? options[match] : undefined;
    if (option && option.value !== current) change(option.value);
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isComposingEvent(event)) {
      event.preventDefault();
      return;
    }
    if (!isTypeaheadKey(event)) return;
    event.preventDefault();
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const match = step(event.key, items.indexOf(document.activeElement as HTMLElement));
    items[match]?.focus();
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Enter during composition does not select; Space while typing ahead is part of the search.
    if (isComposingEvent(event) || (event.key === ' ' && isTypingAhead(search.current, performance.now()))) {
      event.preventDefault();
    }
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
          onOpenChange={() => {
            search.current = initialTypeaheadState;
          }}
          disabled={disabled || loading}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger
            ref={ref}
            {...control}
            aria-label={ariaLabel}
            aria-busy={loading || undefined}
            className={styles.trigger}
            onKeyDown={onTriggerKeyDown}
          >
            {loading ? (
              <span className={styles.value}>{SELECT_LOADING_TEXT}</span>
            ) : (
              <span className={styles.value}>
                <RadixSelect.Value placeholder={placeholder} />
              </span>
            )}
            <RadixSelect.Icon className={styles.icon} aria-hidden="true">
              <svg viewBox="0 0 16 16" width="100%" height="100%" fill="currentColor" aria-hidden="true">
                <path d="M3.2 5.6 8 10.4l4.8-4.8-1.1-1.1L8 8.2 4.3 4.5z" />
              </svg>
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content
              position="popper"
              sideOffset={4}
              aria-labelledby={control.id}
              className={['console-ui-SelectList', styles.content].join(' ')}
              onKeyDown={onContentKeyDown}
            >
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                    onKeyDown={onItemKeyDown}
                  >
                    <RadixSelect.ItemText>{option.name}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator} aria-hidden="true">
                      ✓
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
});
