import { type FocusEvent, forwardRef, type KeyboardEvent, type ReactNode, useId } from 'react';
import { Field, InputWithButton, useCommittedText } from '../../internal/field';
import { isComposingEvent } from '../../internal/ime';
import { PopoverPortal } from '../../internal/popover';
import { hourOptions, minuteOptions, parseTime } from './parseTime';
import * as styles from './TimeInput.css';

/** TimeInput が出す文言。 */
export const timeInputMessages = {
  placeholder: '時刻を入力',
  openList: '時刻の一覧を開く',
  listDialog: '時刻を選択',
  hours: '時',
  minutes: '分',
  format: (seconds: boolean) =>
    seconds
      ? '時刻の形式が正しくありません（例: 09:05 または 09:05:30）'
      : '時刻の形式が正しくありません（例: 09:05）',
  invalid: '存在しない時刻です（0:00〜23:59）',
  step: (step: number) => `${step}分単位で入力してください`,
};

export interface TimeInputProps {
  /** 値（24 時間制の `HH:mm`、秒ありなら `HH:mm:ss`。未入力は空文字）。渡すと制御モードになる。 */
  value?: string | null;
  /** 制御しないときの初期値。 */
  defaultValue?: string | null;
  /** 確定した値。入力中には呼ばれず、フォーカスが外れたとき・Enter・一覧で選んだときに呼ばれる。 */
  onChange?: (value: string) => void;
  /** 秒まで扱う。`HH:mm` と入力されたら `:00` を補って `HH:mm:ss` にする。 */
  seconds?: boolean;
  /** 分の刻み（例: 5、10、15、30）。一覧はこの刻みの分だけになり、刻みに合わない入力はエラーになる。 */
  minuteStep?: number;
  /** 入力を消して値を空にできる。false のとき、消すと `00:00`（秒ありなら `00:00:00`）になる。 */
  clearable?: boolean;
  /** 項目名。 */
  label?: ReactNode;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。入力の読み取りエラーがあるときはそちらを優先して表示する。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示する。 */
  required?: boolean;
  /** 入力欄が空のときの案内。既定は「時刻を入力」。 */
  placeholder?: string;
  /** 操作できない状態にする。 */
  disabled?: boolean;
  /** フォーム送信用の名前。値を hidden の入力で送る。 */
  name?: string;
  /** 入力欄の id。 */
  id?: string;
  /** 項目名を表示しないときの、入力欄の名前。 */
  'aria-label'?: string;
  /** 入力欄からフォーカスが外れたとき（確定のあと）。 */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  className?: string;
}

const VALUE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Accepts only values in the component's own shape, so a stray prop never shows as a time. */
function normalize(value: string | null | undefined, seconds: boolean): string {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return '';
  const [, h, m, s] = match;
  return seconds ? `${h}:${m}:${s ?? '00'}` : `${h}:${m}`;
}

/**
 * 24 時間制の時刻の入力欄と、時・分の一覧。`9:05`、全角の `９：０５` を受け付け、フォーカスが外れたとき
 * と Enter で読み取って `09:05` と表示する（入力中は読まない）。読めない入力はエラーを出し、前の値を保つ。
 */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(function TimeInput(
  {
    value,
    defaultValue,
    onChange,
    seconds = false,
    minuteStep,
    clearable = true,
    label,
    helpText,
    errorText,
    required,
    placeholder = timeInputMessages.placeholder,
    disabled = false,
    name,
    id,
    'aria-label': ariaLabel,
    onBlur,
    className,
  },
  forwardedRef,
) {
  const { current, text, setText, parseError, accept, commit, handleKey, inputRef, guard, popover } =
    useCommittedText({
      value: value === undefined ? undefined : normalize(value, seconds),
      defaultValue,
      normalize: (given) => normalize(given, seconds),
      display: (time) => time,
      read: (typed) => {
        const result = parseTime(typed, { seconds, minuteStep });
        if (result.ok) return result;
        if (result.error === 'empty')
          return { ok: true, value: clearable ? '' : seconds ? '00:00:00' : '00:00' };
        return {
          ok: false,
          message:
            result.error === 'format'
              ? timeInputMessages.format(seconds)
              : result.error === 'step'
                ? timeInputMessages.step(minuteStep ?? 1)
                : timeInputMessages.invalid,
        };
      },
      onChange,
      disabled,
      forwardedRef,
    });
  const { open, setOpen, close } = popover;
  // Both lists open scrolled to the current hour and minute, centred.
  const scrollToValue = (content: HTMLElement) => {
    for (const list of content.querySelectorAll<HTMLElement>('[role="listbox"]')) {
      const option = list.querySelector<HTMLElement>('[tabindex="0"]');
      if (option) list.scrollTop = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
    }
  };
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (handleKey(event)) return;
    if (event.key === 'ArrowDown' && event.altKey && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const [hh = '', mm = '', ss = '00'] = current ? current.split(':') : [];
  const hours = hourOptions();
  const minutes = minuteOptions(minuteStep);
  const pick = (part: 'hour' | 'minute', option: string) => {
    const h = part === 'hour' ? option : hh || '00';
    const m = part === 'minute' ? option : mm || minutes[0] || '00';
    accept(seconds ? `${h}:${m}:${ss}` : `${h}:${m}`);
    if (part === 'minute') close(true);
  };

  const renderList = (part: 'hour' | 'minute', options: string[], selected: string) => {
    const tabbable = options.includes(selected) ? selected : options[0];
    const onOptionKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (isComposingEvent(event)) return;
      const listbox = event.currentTarget.parentElement;
      const items = Array.from(listbox?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
      const index = items.indexOf(event.currentTarget);
      const go = (next: number) => {
        event.preventDefault();
        const item = items[Math.max(0, Math.min(items.length - 1, next))];
        item?.focus();
        item?.scrollIntoView({ block: 'nearest' });
      };
      if (event.key === 'ArrowDown') go(index + 1);
      else if (event.key === 'ArrowUp') go(index - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(items.length - 1);
      else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const option = items[index]?.dataset.value;
        if (option) pick(part, option);
      }
    };
    return (
      <div
        id={`${listId}-${part}`}
        role="listbox"
        aria-label={part === 'hour' ? timeInputMessages.hours : timeInputMessages.minutes}
        className={styles.list}
      >
        {options.map((option) => (
          <div
            key={option}
            role="option"
            aria-selected={option === selected}
            tabIndex={option === tabbable ? 0 : -1}
            data-value={option}
            className={styles.option}
            onClick={() => pick(part, option)}
            onKeyDown={onOptionKeyDown}
          >
            {option}
          </div>
        ))}
      </div>
    );
  };

  const shownError = parseError ?? errorText;
  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={shownError}
      required={required}
      id={id}
      className={['console-ui-TimeInput', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <>
          <InputWithButton
            {...control}
            {...guard.handlers}
            anchored={popover}
            inputRef={inputRef}
            invalid={Boolean(shownError)}
            buttonLabel={timeInputMessages.openList}
            icon="clock"
            inputClassName={styles.input}
            inputMode="numeric"
            name={name}
            submitValue={current}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            aria-label={ariaLabel}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              commit();
              onBlur?.(event);
            }}
          />
          <PopoverPortal
            anchored={popover}
            initialFocus={['[role="option"][tabindex="0"]']}
            onOpened={scrollToValue}
            aria-label={timeInputMessages.listDialog}
            className={['console-ui-TimeInput-popover', styles.popover].join(' ')}
          >
            {renderList('hour', hours, hh)}
            {renderList('minute', minutes, mm)}
          </PopoverPortal>
        </>
      )}
    </Field>
  );
});
