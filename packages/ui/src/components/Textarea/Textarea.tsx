import { forwardRef, type KeyboardEvent, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { TextFrame, useTextControl } from '../TextField/textControl';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'maxLength' | 'children'
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
  /**
   * Ctrl+Enter（Mac は ⌘+Enter）で呼ばれる（送信など）。Enter だけでは改行する。
   * IME で変換中は呼ばれない。
   */
  onEnter?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** 表示する行数。既定は 3。 */
  rows?: number;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/** 複数行のテキスト入力。ラベル・補足説明・エラー・必須表示・文字数カウンター付き。 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    helpText,
    errorText,
    required = false,
    value,
    defaultValue,
    maxLength,
    onEnter,
    rows = 3,
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
  const { length, overLimit, controlProps } = useTextControl<HTMLTextAreaElement>({
    value,
    defaultValue,
    maxLength,
    onChange,
    onKeyDown,
    onCompositionStart,
    onCompositionEnd,
    onEnter,
    // Plain Enter types a new line in a textarea; the shortcut is Ctrl+Enter / ⌘+Enter.
    isEnter: (event) => event.ctrlKey || event.metaKey,
  });

  return (
    <TextFrame
      controlId={controlId}
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      className={['console-ui-Textarea', styles.root, className].filter(Boolean).join(' ')}
      maxLength={maxLength}
      length={length}
      overLimit={overLimit}
      ariaDescribedBy={ariaDescribedBy}
      ariaInvalid={ariaInvalid}
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          {...controlProps}
          ref={ref}
          rows={rows}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          className={styles.textarea}
        />
      )}
    </TextFrame>
  );
});
