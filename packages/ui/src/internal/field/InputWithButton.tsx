import type { InputHTMLAttributes, Ref } from 'react';
import type { AnchoredPopover } from '../popover';
import * as styles from './inputWithButton.css';

/** 16 × 16 icon paths of the fields that open a popover. */
export const FIELD_ICONS = {
  calendar:
    'M4 0h2v2h4V0h2v2h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1h2V0Zm9 6H3v8h10V6Z',
  clock:
    'M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm0 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2Zm1 2v3.6l2.7 2.7-1.4 1.4L7 8.4V4h2Z',
} as const;

export function FieldIcon({ icon, className }: { icon: keyof typeof FIELD_ICONS; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={FIELD_ICONS[icon]} />
    </svg>
  );
}

export interface InputWithButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'> {
  /** The popover the button opens and closes; its anchor is the whole frame. */
  anchored: AnchoredPopover;
  inputRef: Ref<HTMLInputElement>;
  /** Shows the frame in the error tone. */
  invalid: boolean;
  /** The button's accessible name (「カレンダーを開く」 …). */
  buttonLabel: string;
  icon: keyof typeof FIELD_ICONS;
  /** Overrides the text input's class (TimeInput's tabular digits). */
  inputClassName?: string;
  /** Form name: a hidden input sends `submitValue` (the parsed value, not the typed text). */
  name?: string;
  submitValue: string;
}

/**
 * The text field with a button at its end that DateInput and TimeInput share: typed text in the
 * input, the button toggling the picker popover, and the parsed value for forms in a hidden input.
 */
export function InputWithButton({
  anchored,
  inputRef,
  invalid,
  buttonLabel,
  icon,
  inputClassName = styles.input,
  name,
  submitValue,
  disabled,
  ...input
}: InputWithButtonProps) {
  const { open, setOpen, close, anchorRef } = anchored;
  return (
    <div
      ref={anchorRef}
      className={styles.control}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <input
        {...input}
        ref={inputRef}
        type="text"
        className={inputClassName}
        disabled={disabled}
        autoComplete="off"
      />
      <button
        type="button"
        className={styles.trigger}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <FieldIcon icon={icon} className={styles.icon} />
      </button>
      {name !== undefined && <input type="hidden" name={name} value={submitValue} />}
    </div>
  );
}
