import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useCompositionGuard } from '../ime';
import { useAnchoredPopover } from '../popover';

/** What reading the typed text gave: a value to keep (may be '' for cleared), or a message. */
export type ReadResult = { ok: true; value: string } | { ok: false; message: string };

export interface CommittedTextOptions {
  /** Controlled value (canonical form, or '' for none); undefined for an uncontrolled control. */
  value: string | undefined;
  /** The canonical form of a value given from outside ('' when it is not one). */
  normalize: (value: string | null | undefined) => string;
  defaultValue: string | null | undefined;
  /** The text shown for a value. */
  display: (value: string) => string;
  /** Reads the typed text on blur and Enter (never while typing), given the current value. */
  read: (text: string, current: string) => ReadResult;
  onChange?: ((value: string) => void) | undefined;
  disabled: boolean;
  forwardedRef: Ref<HTMLInputElement> | undefined;
}

/**
 * The typed-text half of DateInput and TimeInput: text that is read only on blur and on Enter
 * (CONVENTIONS.md: parsed on blur and Enter, never while typing; IME composition respected), a
 * bad entry shown as an error while the last good value stays, a value from outside shown unless
 * the user is editing, and a disabled control that drops half-typed text and closes its popover.
 */
export function useCommittedText(options: CommittedTextOptions) {
  const { value, normalize, display, read, onChange, disabled } = options;
  const controlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState(() => normalize(options.defaultValue));
  const current = normalize(controlled ? value : uncontrolledValue);

  const [text, setText] = useState(() => display(current));
  const [parseError, setParseError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(options.forwardedRef, () => inputRef.current as HTMLInputElement);
  const guard = useCompositionGuard();
  const popover = useAnchoredPopover(inputRef);
  const { open, close } = popover;

  // A new value from outside is shown, but not while the user is editing.
  const shown = display(current);
  useEffect(() => {
    if (typeof document !== 'undefined' && document.activeElement === inputRef.current) return;
    setText(shown);
    setParseError(null);
  }, [shown]);

  // Disabled means untouchable: close the popover and drop any half-typed or cleared text.
  useEffect(() => {
    if (!disabled) return;
    close(false);
    setText(shown);
    setParseError(null);
  }, [disabled, close, shown]);

  /** Keeps a value (typed and read, or picked from the popover) and shows it. */
  const accept = (next: string) => {
    setParseError(null);
    setText(display(next));
    if (!controlled) setUncontrolledValue(next);
    if (next !== current) onChange?.(next);
  };

  /** Reads the typed text; a bad entry shows an error and keeps the last good value. */
  const commit = () => {
    if (disabled) return;
    const result = read(text, current);
    if (result.ok) accept(result.value);
    else setParseError(result.message);
  };

  /** Enter reads the text and Escape closes the popover; true when the key was handled here. */
  const handleKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (guard.isComposing(event)) return true;
    if (event.key === 'Enter') {
      commit();
      return true;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return true;
    }
    return false;
  };

  return {
    current,
    text,
    setText,
    parseError,
    setParseError,
    accept,
    commit,
    handleKey,
    inputRef,
    guard,
    popover,
  };
}
