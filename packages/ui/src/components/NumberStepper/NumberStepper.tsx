import type { FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { Field, useCommittedText } from '../../internal/field';
import * as styles from './NumberStepper.css';
import { clampNumber, decimalPlaces, type NumberRange, parseNumber, stepNumber } from './parseNumber';

/** NumberStepper が出す文言。 */
export const numberStepperMessages = {
  /** − ボタンの名前。 */
  decrement: '減らす',
  /** + ボタンの名前。 */
  increment: '増やす',
  /** 数値として読めない入力のエラー。 */
  invalid: '数値で入力してください。',
  /** 必須なのに空のときのエラー。 */
  required: '数値を入力してください。',
};

export interface NumberStepperProps {
  /** 値（空は `null`）。渡すと制御モードになる。 */
  value?: number | null;
  /** 制御しないときの初期値。 */
  defaultValue?: number | null;
  /** 確定した値。入力中には呼ばれず、フォーカスが外れたとき・Enter・− / + ボタン・↑↓ キーで呼ばれる。 */
  onChange?: (value: number | null) => void;
  /** 最小値。下回る入力はこの値にする。 */
  min?: number;
  /** 最大値。上回る入力はこの値にする。 */
  max?: number;
  /** − / + ボタンと ↑↓ キーで増減する量。既定は 1（PageUp・PageDown はその 10 倍）。 */
  step?: number;
  /** 項目名。省略するときは `aria-label` を渡すこと。 */
  label?: ReactNode;
  /** 項目名を表示しないときの、入力欄の名前。 */
  'aria-label'?: string;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。入力が読めないときのエラーがあればそちらを優先して表示する。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示する。空で確定するとエラーになる。 */
  required?: boolean;
  /** 操作できない状態にする。 */
  disabled?: boolean;
  /** 入力欄が空のときの案内。 */
  placeholder?: string;
  /** フォーム送信用の名前。確定した値を hidden の入力で送る。 */
  name?: string;
  /** 入力欄の id。 */
  id?: string;
  /** 入力欄からフォーカスが外れたとき（確定のあと）。 */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 文言を差し替える。 */
  messages?: Partial<typeof numberStepperMessages>;
  /** 入力欄への ref。 */
  ref?: Ref<HTMLInputElement>;
  /** ルート要素に足すクラス。 */
  className?: string;
}

const toText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const toNumber = (text: string) => (text === '' ? null : Number(text));

/**
 * − / + ボタン付きの数値の入力欄。全角の 「１２」 や 「－５」 も受け付け、フォーカスが外れたときと Enter で
 * 読み取る（IME の変換中は読まない）。`min`〜`max` の外は端の値に収め、読めない入力はエラーを出して前の値を保つ。
 * ↑↓ で `step` ずつ、PageUp・PageDown で 10 倍ずつ、Home・End で最小・最大へ（支援技術には spinbutton）。
 */
export function NumberStepper({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step = 1,
  label,
  'aria-label': ariaLabel,
  helpText,
  errorText,
  required = false,
  disabled = false,
  placeholder,
  name,
  id,
  onBlur,
  messages,
  ref,
  className,
}: NumberStepperProps) {
  const text = { ...numberStepperMessages, ...messages };
  const range: NumberRange = { min, max };
  const {
    current,
    text: typed,
    setText,
    parseError,
    accept,
    commit,
    handleKey,
    inputRef,
    guard,
  } = useCommittedText({
    value: value === undefined ? undefined : toText(value),
    defaultValue: toText(defaultValue),
    normalize: (given) => given ?? '',
    display: (shown) => shown,
    read: (entered) => {
      const result = parseNumber(entered);
      if (!result.ok) return { ok: false, message: text.invalid };
      if (result.value === null)
        return required ? { ok: false, message: text.required } : { ok: true, value: '' };
      return { ok: true, value: String(clampNumber(result.value, range)) };
    },
    onChange: onChange && ((next) => onChange(toNumber(next))),
    disabled,
    forwardedRef: ref,
  });
  const currentNumber = toNumber(current);

  /** The − / + buttons and the keys step from what is typed when it reads as a number. */
  const stepBy = (steps: number) => {
    if (disabled) return;
    const typedNumber = parseNumber(typed);
    const base = typedNumber.ok ? typedNumber.value : currentNumber;
    accept(String(stepNumber(base, steps, step, range)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (handleKey(event)) return;
    const steps =
      event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowDown'
          ? -1
          : event.key === 'PageUp'
            ? 10
            : event.key === 'PageDown'
              ? -10
              : 0;
    if (steps !== 0) {
      event.preventDefault();
      stepBy(steps);
    } else if (event.key === 'Home' && min !== undefined) {
      event.preventDefault();
      accept(String(min));
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault();
      accept(String(max));
    }
  };

  // A phone's number pad has no minus sign or decimal point: offer it only when neither is needed.
  const integersOnly = decimalPlaces(step) === 0 && (min === undefined || Number.isInteger(min));
  const inputMode = min !== undefined && min >= 0 ? (integersOnly ? 'numeric' : 'decimal') : 'text';
  const atMin = currentNumber !== null && min !== undefined && currentNumber <= min;
  const atMax = currentNumber !== null && max !== undefined && currentNumber >= max;
  const shownError = parseError ?? errorText;

  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={shownError}
      required={required}
      id={id}
      className={['console-ui-NumberStepper', styles.root, className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <div
          className={styles.control}
          data-invalid={shownError ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <button
            type="button"
            className={styles.button}
            aria-label={text.decrement}
            aria-controls={control.id}
            // Out of the tab order, as in WAI-ARIA's spinbutton: the arrow keys do the same from the field.
            tabIndex={-1}
            disabled={disabled || atMin}
            onClick={() => stepBy(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            {...control}
            {...guard.handlers}
            ref={inputRef}
            type="text"
            role="spinbutton"
            inputMode={inputMode}
            autoComplete="off"
            className={styles.input}
            value={typed}
            placeholder={placeholder}
            disabled={disabled}
            aria-label={ariaLabel}
            aria-valuenow={currentNumber ?? undefined}
            aria-valuemin={min}
            aria-valuemax={max}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              commit();
              onBlur?.(event);
            }}
          />
          <button
            type="button"
            className={styles.button}
            aria-label={text.increment}
            aria-controls={control.id}
            tabIndex={-1}
            disabled={disabled || atMax}
            onClick={() => stepBy(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
          {name !== undefined && <input type="hidden" name={name} value={current} />}
        </div>
      )}
    </Field>
  );
}
