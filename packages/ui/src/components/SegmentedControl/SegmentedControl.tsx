import { type ReactNode, useId, useState } from 'react';
import { Field, fieldLabelId } from '../../internal/field';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlOption {
  /** 値。 */
  value: string;
  /** ボタンに出す名前。 */
  label: ReactNode;
  /** 選べない選択肢にする。矢印キーでも飛ばす。 */
  disabled?: boolean;
}

export interface SegmentedControlProps {
  /** 選択肢（表示順）。 */
  options: readonly SegmentedControlOption[];
  /** 選択中の値（制御する場合）。空文字か省略で未選択。 */
  value?: string;
  /** 最初に選択しておく値（制御しない場合）。 */
  defaultValue?: string;
  /** 選択が変わったときに、新しい値で呼ばれる。 */
  onValueChange?: (value: string) => void;
  /** 項目名。省略するときは `aria-label` を渡すこと。 */
  label?: ReactNode;
  /** 項目名を表示しないときの、支援技術向けの名前。 */
  'aria-label'?: string;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あるときは枠がエラー色になる。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示し、支援技術にも伝える。 */
  required?: boolean;
  /** すべての選択肢を選べなくする。 */
  disabled?: boolean;
  /** 高さ。`medium`（既定）は TextField・Select と同じ、`small` は表の中やツールバー向け。 */
  size?: 'small' | 'medium';
  /** 横幅いっぱいに広げ、選択肢を等分する。 */
  fullWidth?: boolean;
  /** フォーム送信時の名前（ラジオボタンの name）。省略時は自動で付ける。 */
  name?: string;
  /** グループの id。省略時は自動で付ける。 */
  id?: string;
  /** ルート要素に足すクラス。 */
  className?: string;
}

/**
 * つながったボタンの形をした、1 つだけ選ぶ選択肢（ラジオボタンのグループ）。例: レイアウトの「縦・横・ベースライン」。
 * 中身はブラウザーのラジオボタンなので、Tab でグループに入り、←→↑↓ で移ると同時に選び（端では反対の端へ）、
 * 選べない選択肢は飛ばし、フォームでは `name` で値を送る。
 */
export function SegmentedControl({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  'aria-label': ariaLabel,
  helpText,
  errorText,
  required = false,
  disabled = false,
  size = 'medium',
  fullWidth = false,
  name,
  id,
  className,
}: SegmentedControlProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const autoName = useId();

  const change = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <Field
      group
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      id={id}
      className={['console-ui-SegmentedControl', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <div
          {...control}
          role="radiogroup"
          aria-labelledby={label ? fieldLabelId(control.id) : undefined}
          aria-label={label ? undefined : ariaLabel}
          aria-disabled={disabled || undefined}
          className={styles.group}
          data-size={size}
          data-full-width={fullWidth || undefined}
        >
          {options.map((option) => (
            <label
              key={option.value}
              className={styles.segment}
              data-disabled={disabled || option.disabled || undefined}
            >
              <input
                type="radio"
                className={styles.radio}
                name={name ?? autoName}
                value={option.value}
                checked={option.value === current}
                disabled={disabled || option.disabled}
                onChange={() => change(option.value)}
              />
              <span className={styles.face}>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
