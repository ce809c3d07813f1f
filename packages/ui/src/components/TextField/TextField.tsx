import { forwardRef, type InputHTMLAttributes } from 'react';
import * as styles from './TextField.css';
import { type TextControlProps, TextFrame, useTextControl } from './textControl';

export interface TextFieldProps
  extends Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'maxLength' | 'type' | 'children'
    >,
    TextControlProps<HTMLInputElement> {
  /** 入力欄の種類。 */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/** 1 行のテキスト入力。ラベル・補足説明・エラー・必須表示・文字数カウンター付き。 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', className, ...props },
  ref,
) {
  const { frame, controlProps, rest } = useTextControl<HTMLInputElement, typeof props>(props, () => true);
  return (
    <TextFrame
      {...frame}
      className={['console-ui-TextField', styles.root, className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <input {...rest} {...control} {...controlProps} ref={ref} type={type} className={styles.input} />
      )}
    </TextFrame>
  );
});
