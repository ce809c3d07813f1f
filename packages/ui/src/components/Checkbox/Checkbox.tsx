import {
  type ChangeEvent,
  type ForwardedRef,
  forwardRef,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { Field } from '../../internal/field';
import * as styles from './Checkbox.css';

export interface CheckboxProps<T = boolean>
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
  > {
  /** チェックボックスの横に出す文言。省略するときは `aria-label` で名前を付ける。 */
  label?: ReactNode;
  /** 入力の補足説明。aria-describedby に含まれる。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あると aria-invalid になる。 */
  errorText?: ReactNode;
  /** チェックしたときの値。既定は `true`。 */
  trueValue?: T;
  /** チェックを外したときの値。既定は `false`。 */
  falseValue?: T;
  /** 現在の値（制御コンポーネントとして使うとき）。`trueValue` と等しければチェック済み（`Object.is` で比較）。 */
  value?: T;
  /** 初期値（非制御で使うとき）。`trueValue` と等しければチェック済み。 */
  defaultValue?: T;
  /** 切り替えたときに、`trueValue` か `falseValue` のどちらかを受け取る。 */
  onChange?: (value: T, event: ChangeEvent<HTMLInputElement>) => void;
  /** 「一部だけ選択」の表示（全選択のチェックボックスなど）。aria-checked="mixed" になる。 */
  indeterminate?: boolean;
  /** 操作できなくする。 */
  disabled?: boolean;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

function CheckboxInner<T = boolean>(
  {
    label,
    helpText,
    errorText,
    trueValue = true as T,
    falseValue = false as T,
    value,
    defaultValue,
    onChange,
    indeterminate = false,
    disabled = false,
    required = false,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  }: CheckboxProps<T>,
  forwardedRef: ForwardedRef<HTMLInputElement>,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  // `indeterminate` exists only as a DOM property. Re-apply it after every render, because a click
  // clears it in the browser while the prop (and so aria-checked="mixed") may still say otherwise.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const controlled = value !== undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.currentTarget.indeterminate = indeterminate;
    onChange?.(event.currentTarget.checked ? trueValue : falseValue, event);
  };
  // A form posts the true value when it is a plain string or number.
  const formValue =
    typeof trueValue === 'string' || typeof trueValue === 'number' ? String(trueValue) : undefined;

  return (
    <Field
      id={id}
      helpText={helpText}
      errorText={errorText}
      required={required}
      extraDescribedBy={ariaDescribedBy}
      className={['console-ui-Checkbox', styles.root, className].filter(Boolean).join(' ')}
    >
      {(field) => (
        <label className={styles.label} data-disabled={disabled || undefined}>
          <input
            {...rest}
            {...field}
            ref={setRef}
            type="checkbox"
            className={styles.input}
            value={formValue}
            checked={controlled ? Object.is(value, trueValue) : undefined}
            defaultChecked={controlled ? undefined : Object.is(defaultValue, trueValue)}
            disabled={disabled}
            aria-checked={indeterminate ? 'mixed' : undefined}
            onChange={handleChange}
          />
          {label}
        </label>
      )}
    </Field>
  );
}

/**
 * チェックボックス。値は `trueValue` / `falseValue` で決められ（例: `'1'` / `'0'`）、
 * `onChange` はそのどちらかを返す。型引数で値の型が決まる。
 */
export const Checkbox = forwardRef(CheckboxInner) as <T = boolean>(
  props: CheckboxProps<T> & RefAttributes<HTMLInputElement>,
) => ReactElement;
