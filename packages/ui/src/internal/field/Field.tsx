import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';

export const REQUIRED_LABEL = '必須';

/** What a control needs to wire itself to its label, help and error texts. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** 項目名。省略するときは、部品に aria-label などで名前を与えること。 */
  label?: ReactNode;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あるときは入力欄がエラー表示になる。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示し、支援技術にも伝える。 */
  required?: boolean;
  /** 入力欄の id。省略時は自動で付ける。 */
  id?: string;
  /** ラベルの右に並べる要素（文字数カウンターなど）。 */
  labelAside?: ReactNode;
  /** 説明文の後ろに並べ、aria-describedby に含める要素の id（カウンターなど）。 */
  extraDescribedBy?: string;
  /**
   * 入力欄がグループ（ラジオのグループなど）で、`<label for>` では名前が付かない。項目名は `<span>` で描き、
   * グループが `aria-labelledby={fieldLabelId(id)}` で参照する。
   */
  group?: boolean;
  className?: string;
  /** 入力欄を描く。渡された属性をそのまま入力欄に付ける。 */
  children: (control: FieldControlProps) => ReactNode;
}

/** The id of the field's label element, for popups that are named by it (Select's list). */
export const fieldLabelId = (controlId: string) => `${controlId}-label`;

/**
 * Label, required mark, help and error texts around one control, with the ARIA wiring done once
 * for every form control of the library (TextField, Select, DateInput, TimeInput, …).
 */
export function Field({
  label,
  helpText,
  errorText,
  required = false,
  id,
  labelAside,
  extraDescribedBy,
  group = false,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const helpId = helpText ? `${controlId}-help` : undefined;
  const errorId = errorText ? `${controlId}-error` : undefined;
  const describedBy = [errorId, helpId, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['console-ui-Field', styles.root, className].filter(Boolean).join(' ')}>
      {(label || labelAside) && (
        <div className={styles.labelRow}>
          {label &&
            (group ? (
              <span id={fieldLabelId(controlId)} className={styles.label}>
                {label}
              </span>
            ) : (
              <label id={fieldLabelId(controlId)} htmlFor={controlId} className={styles.label}>
                {label}
              </label>
            ))}
          {label && required && (
            <span className={styles.required} aria-hidden="true">
              {REQUIRED_LABEL}
            </span>
          )}
          {labelAside}
        </div>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': errorText ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {helpText && (
        <p id={helpId} className={styles.help}>
          {helpText}
        </p>
      )}
      {errorText && (
        <p id={errorId} className={styles.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}
