import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useRef,
  useState,
} from 'react';
import { Field } from '../../internal/field';
import * as styles from './FileInput.css';

/** 画面に出す文言（ブラウザーの言語に関係なく日本語）。 */
export const fileInputMessages = {
  choose: 'ファイルを選択',
  none: '選択されていません',
} as const;

export interface FileInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
  > {
  /** 項目名。省略するときは `aria-label` で名前を付ける。 */
  label?: ReactNode;
  /** 入力の補足説明。aria-describedby に含まれる。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あると aria-invalid になる。 */
  errorText?: ReactNode;
  /** 選べるファイルの種類（`.csv,text/csv` など）。 */
  accept?: string;
  /** ファイルを選んだ（または選び直して空にした）ときに呼ばれる。 */
  onChange?: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
  /** 入力要素への ref（フォームのリセットなど）。 */
  ref?: Ref<HTMLInputElement>;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/**
 * ファイルを 1 つ選ぶ欄。ボタンと「選択されていません」の表示はブラウザーの言語によらず日本語。
 * 実体はブラウザーの file input なので、キーボード操作・フォーム送信（`name`）はそのまま使える。
 */
export function FileInput({
  label,
  helpText,
  errorText,
  required = false,
  id,
  className,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: FileInputProps) {
  const [fileName, setFileName] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      id={id}
      className={['console-ui-FileInput', styles.root, className].filter(Boolean).join(' ')}
    >
      {(control) => {
        const nameId = `${control.id}-file`;
        const describedBy = [control['aria-describedby'], nameId, ariaDescribedBy].filter(Boolean).join(' ');
        return (
          <div className={styles.row}>
            <input
              {...rest}
              {...control}
              ref={setRef}
              type="file"
              required={required}
              aria-describedby={describedBy}
              className={styles.input}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setFileName(file?.name ?? null);
                onChange?.(file, event);
              }}
            />
            {/* The real input has the focus and the name; this only draws its button and opens it on a click. */}
            <span aria-hidden="true" className={styles.button} onClick={() => inputRef.current?.click()}>
              {fileInputMessages.choose}
            </span>
            <span id={nameId} className={styles.fileName} data-chosen={fileName ? '' : undefined}>
              {fileName ?? fileInputMessages.none}
            </span>
          </div>
        );
      }}
    </Field>
  );
}
