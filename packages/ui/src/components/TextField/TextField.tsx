import { forwardRef, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useId } from 'react';
import * as styles from './TextField.css';
import { TextFrame, useTextControl } from './textControl';

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'maxLength' | 'type' | 'children'
  > {
  /** 項目名。省略するときは `aria-label` で名前を付ける。 */
  label?: ReactNode;
  /** 入力の補足説明。入力欄の aria-describedby に含まれる。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あると入力欄がエラー表示（aria-invalid）になる。 */
  errorText?: ReactNode;
  /** 必須項目にする。ラベルの横に「必須」を表示し、aria-required を付ける。 */
  required?: boolean;
  /** 値（制御コンポーネントとして使うとき）。`onChange` と組で渡す。 */
  value?: string;
  /** 初期値（非制御で使うとき）。 */
  defaultValue?: string;
  /** 文字数の上限。`3/10` のカウンターを表示する。コードポイントで数え、超えても入力は止めずエラーの色にする。 */
  maxLength?: number;
  /** Enter キーで呼ばれる（検索の実行など）。IME で変換中の Enter では呼ばれない。 */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** 入力欄の種類。 */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/** 1 行のテキスト入力。ラベル・補足説明・エラー・必須表示・文字数カウンター付き。 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    helpText,
    errorText,
    required = false,
    value,
    defaultValue,
    maxLength,
    onEnter,
    type = 'text',
    id,
    className,
    onChange,
    onKeyDown,
    onCompositionStart,
    onCompositionEnd,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const { length, overLimit, controlProps } = useTextControl<HTMLInputElement>({
    value,
    defaultValue,
    maxLength,
    onChange,
    onKeyDown,
    onCompositionStart,
    onCompositionEnd,
    onEnter,
    isEnter: () => true,
  });

  return (
    <TextFrame
      controlId={controlId}
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      className={['console-ui-TextField', styles.root, className].filter(Boolean).join(' ')}
      maxLength={maxLength}
      length={length}
      overLimit={overLimit}
      ariaDescribedBy={ariaDescribedBy}
      ariaInvalid={ariaInvalid}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          {...controlProps}
          ref={ref}
          type={type}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          className={styles.input}
        />
      )}
    </TextFrame>
  );
});
