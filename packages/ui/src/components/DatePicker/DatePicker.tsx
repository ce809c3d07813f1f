import { useRef } from 'react';
import { Field, FieldIcon } from '../../internal/field';
import { PopoverPortal, useAnchoredPopover } from '../../internal/popover';
import { Calendar } from '../Calendar/Calendar';
import type { CalendarProps } from '../Calendar/types';
import * as styles from './DatePicker.css';
import { formatPickerValue } from './formatPickerValue';

export const datePickerMessages = {
  placeholder: '選択してください',
  dialog: 'カレンダー',
} as const;

export type DatePickerProps = CalendarProps & {
  /** 項目名。`inline` のときは暦の上の見出し（legend）になる。 */
  label?: string;
  /** 入力の補足説明（ポップオーバー表示のとき）。 */
  helpText?: string;
  /** エラーメッセージ（ポップオーバー表示のとき）。 */
  errorText?: string;
  /** 必須項目として「必須」を表示する（ポップオーバー表示のとき）。 */
  required?: boolean;
  /** 真なら暦を常に開いたまま表示する（選んでも閉じない）。偽ならボタンを押すと開くポップオーバー。 */
  inline?: boolean;
  /** 値がないときのボタンの文言。既定は「選択してください」。 */
  placeholder?: string;
  /** 押せない状態にする（ポップオーバー表示のとき）。 */
  disabled?: boolean;
};

/**
 * 値を表示するボタンと、押すと開く暦（`Calendar`）。すべてのモードに対応し、選ぶとすぐ値が決まる
 * （確定ボタンはない）。1 日・期間・週・月・年・四半期・時刻は選び終えた時点で閉じ、複数の日は開いたまま。
 * `inline` では暦を常に表示する。Escape で閉じる（IME の変換中は閉じない）。
 */
export function DatePicker(props: DatePickerProps) {
  const {
    label,
    helpText,
    errorText,
    required,
    inline = false,
    placeholder = datePickerMessages.placeholder,
    disabled = false,
    id,
    className,
    'aria-label': ariaLabel,
    ...calendarRest
  } = props;
  const mode = props.mode ?? 'single';
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover = useAnchoredPopover(triggerRef);
  const { open, setOpen, close, anchorRef } = popover;

  const onChange = (value: unknown) => {
    (props.onChange as (v: unknown) => void)(value);
    if (!inline && mode !== 'multiple') close(true);
  };
  const calendarProps = { ...calendarRest, onChange } as CalendarProps;

  if (inline) {
    return (
      <fieldset
        id={id}
        className={['console-ui-DatePicker', styles.fieldset, className].filter(Boolean).join(' ')}
      >
        {label && <legend className={styles.legend}>{label}</legend>}
        <Calendar {...calendarProps} aria-label={ariaLabel} />
      </fieldset>
    );
  }

  const text = formatPickerValue(mode, props.value);
  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      id={id}
      className={['console-ui-DatePicker', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <>
          <div ref={anchorRef}>
            <button
              {...control}
              ref={triggerRef}
              type="button"
              className={styles.trigger}
              // 名前は「項目名 + 表示中の値」（見えている文言を含め、値も読み上げる）。
              aria-label={[label ?? ariaLabel, text || placeholder].filter(Boolean).join(' ')}
              aria-haspopup="dialog"
              aria-expanded={open}
              disabled={disabled}
              onClick={() => (open ? close(true) : setOpen(true))}
            >
              <span className={text ? undefined : styles.placeholder}>{text || placeholder}</span>
              <FieldIcon icon="calendar" className={styles.icon} />
            </button>
          </div>
          <PopoverPortal
            anchored={popover}
            initialFocus={['[tabindex="0"]:not(:disabled)', 'button:not(:disabled)']}
            aria-label={label ?? ariaLabel ?? datePickerMessages.dialog}
            className={['console-ui-DatePicker-popover', styles.popover].join(' ')}
          >
            <Calendar {...calendarProps} />
          </PopoverPortal>
        </>
      )}
    </Field>
  );
}
