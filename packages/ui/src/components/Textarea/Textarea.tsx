import { forwardRef, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { type TextControlProps, TextFrame, useTextControl } from '../TextField/textControl';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'value' | 'defaultValue' | 'maxLength' | 'children'
    >,
    TextControlProps<HTMLTextAreaElement> {
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
  { rows = 3, className, ...props },
  ref,
) {
  // Plain Enter types a new line in a textarea; the shortcut is Ctrl+Enter / ⌘+Enter.
  const { frame, controlProps, rest } = useTextControl<HTMLTextAreaElement, typeof props>(
    props,
    (event) => event.ctrlKey || event.metaKey,
  );
  return (
    <TextFrame
      {...frame}
      className={['console-ui-Textarea', styles.root, className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          {...controlProps}
          ref={ref}
          rows={rows}
          className={styles.textarea}
        />
      )}
    </TextFrame>
  );
});
