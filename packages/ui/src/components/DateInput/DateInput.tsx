import { type ChangeEvent, type FocusEvent, forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { Field, InputWithButton, useCommittedText } from '../../internal/field';
import { PopoverPortal } from '../../internal/popover';
import { Calendar } from '../Calendar';
import * as styles from './DateInput.css';
import { formatDate, isIsoDate, parseJapaneseDate } from './parseJapaneseDate';

/** DateInput が出す文言。 */
export const dateInputMessages = {
  placeholder: '日付を入力',
  openCalendar: 'カレンダーを開く',
  calendarDialog: '日付を選択',
  format: '日付の形式が正しくありません（例: 2024/04/01、令和6年4月1日）',
  invalid: '存在しない日付です',
  dateDisabled: 'この日付は選べません',
  min: (min: string) => `${min}以降の日付を入力してください`,
  max: (max: string) => `${max}以前の日付を入力してください`,
  range: (min: string, max: string) => `${min}〜${max}の日付を入力してください`,
};

export interface DateInputProps {
  /** 値（`yyyy-MM-dd`、未入力は空文字）。渡すと制御モードになる。 */
  value?: string | null;
  /** 制御しないときの初期値（`yyyy-MM-dd`）。 */
  defaultValue?: string | null;
  /** 確定した値（`yyyy-MM-dd`、消したときは空文字）。入力中には呼ばれず、フォーカスが外れたときと Enter で呼ばれる。 */
  onChange?: (value: string) => void;
  /** 項目名。 */
  label?: ReactNode;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。入力の読み取りエラーがあるときはそちらを優先して表示する。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示する。 */
  required?: boolean;
  /** 表示形式。トークンは `yyyy` `MM` `M` `dd` `d` `E`（曜日）。既定は `yyyy/MM/dd`。 */
  displayFormat?: string;
  /** 入力欄が空のときの案内。既定は「日付を入力」。 */
  placeholder?: string;
  /** 選べる最初の日（`yyyy-MM-dd`）。これより前の日はエラーになり、値は変わらない。 */
  min?: string;
  /** 選べる最後の日（`yyyy-MM-dd`）。これより後の日はエラーになり、値は変わらない。 */
  max?: string;
  /** true を返した日（`yyyy-MM-dd`）は選べない（定休日など）。 */
  isDateDisabled?: (value: string) => boolean;
  /** 入力を消して値を空にできる。false のとき、消しても前の値に戻る。 */
  clearable?: boolean;
  /** 操作できない状態にする。 */
  disabled?: boolean;
  /** フォーム送信用の名前。値（`yyyy-MM-dd`）を hidden の入力で送る。 */
  name?: string;
  /** 入力欄の id。 */
  id?: string;
  /** 項目名を表示しないときの、入力欄の名前。 */
  'aria-label'?: string;
  /** 入力欄からフォーカスが外れたとき（確定のあと）。 */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  className?: string;
}

// Into the calendar once it is shown: the selected day (or today), else its first button.
const CALENDAR_FOCUS = ['[tabindex="0"]:not(:disabled)', 'button:not(:disabled)'];

/**
 * 日付の入力欄とカレンダー。`2024/4/1`、`2024年4月1日`、`令和6年4月1日`、`R6.4.1`、全角数字を
 * 受け付け、フォーカスが外れたときと Enter で読み取って `yyyy/MM/dd` で表示する（入力中は読まない）。
 * 読めない日付や範囲外の日付はエラーを出し、前の値を保つ。日付だけを扱い、時刻は選べない。
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    value,
    defaultValue,
    onChange,
    label,
    helpText,
    errorText,
    required,
    displayFormat = 'yyyy/MM/dd',
    placeholder = dateInputMessages.placeholder,
    min,
    max,
    isDateDisabled,
    clearable = true,
    disabled = false,
    name,
    id,
    'aria-label': ariaLabel,
    onBlur,
    className,
  },
  forwardedRef,
) {
  const rangeError = (iso: string): string | null => {
    const tooEarly = min !== undefined && iso < min;
    const tooLate = max !== undefined && iso > max;
    if (tooEarly || tooLate) {
      const fmin = formatDate(min, displayFormat);
      const fmax = formatDate(max, displayFormat);
      if (min !== undefined && max !== undefined) return dateInputMessages.range(fmin, fmax);
      return tooEarly ? dateInputMessages.min(fmin) : dateInputMessages.max(fmax);
    }
    return isDateDisabled?.(iso) ? dateInputMessages.dateDisabled : null;
  };

  const { current, text, setText, parseError, accept, commit, handleKey, inputRef, guard, popover } =
    useCommittedText({
      value: value === undefined ? undefined : isIsoDate(value) ? value : '',
      defaultValue,
      normalize: (given) => (isIsoDate(given) ? given : ''),
      display: (iso) => formatDate(iso, displayFormat),
      read: (typed, last) => {
        const result = parseJapaneseDate(typed);
        if (!result.ok) {
          // Emptied: cleared when allowed, else the last value comes back.
          if (result.error === 'empty') return { ok: true, value: clearable ? '' : last };
          return {
            ok: false,
            message: result.error === 'format' ? dateInputMessages.format : dateInputMessages.invalid,
          };
        }
        const outOfRange = rangeError(result.value);
        return outOfRange ? { ok: false, message: outOfRange } : { ok: true, value: result.value };
      },
      onChange,
      disabled,
      forwardedRef,
    });
  const { close } = popover;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    handleKey(event);
  };

  const onPick = (picked: string) => {
    if (rangeError(picked)) return;
    accept(picked);
    close(true);
  };

  const shownError = parseError ?? errorText;
  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={shownError}
      required={required}
      id={id}
      className={['console-ui-DateInput', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <>
          <InputWithButton
            {...control}
            {...guard.handlers}
            anchored={popover}
            inputRef={inputRef}
            invalid={Boolean(shownError)}
            buttonLabel={dateInputMessages.openCalendar}
            icon="calendar"
            name={name}
            submitValue={current}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            aria-label={ariaLabel}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              commit();
              onBlur?.(event);
            }}
          />
          <PopoverPortal
            anchored={popover}
            initialFocus={CALENDAR_FOCUS}
            aria-label={dateInputMessages.calendarDialog}
            className={['console-ui-DateInput-popover', styles.popover].join(' ')}
          >
            <Calendar
              mode="single"
              value={current || null}
              onChange={onPick}
              min={min}
              max={max}
              isDateDisabled={isDateDisabled}
            />
          </PopoverPortal>
        </>
      )}
    </Field>
  );
});
