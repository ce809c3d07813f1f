import {
  type AriaAttributes,
  type ChangeEvent,
  type CompositionEvent,
  type KeyboardEvent,
  type ReactNode,
  useState,
} from 'react';
import { Field, type FieldControlProps } from '../../internal/field';
import { useCompositionGuard } from '../../internal/ime';
import { countCodePoints } from './countCodePoints';
import * as styles from './TextField.css';

/** 読み上げ用の接頭辞。画面には `3/10` だけを出す。 */
export const COUNTER_LABEL = '文字数';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface TextControlOptions<E extends TextElement> {
  value: string | undefined;
  defaultValue: string | undefined;
  maxLength: number | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  onKeyDown: ((event: KeyboardEvent<E>) => void) | undefined;
  onCompositionStart: ((event: CompositionEvent<E>) => void) | undefined;
  onCompositionEnd: ((event: CompositionEvent<E>) => void) | undefined;
  onEnter: ((event: KeyboardEvent<E>) => void) | undefined;
  /** Which Enter presses count (a textarea keeps plain Enter for new lines). */
  isEnter: (event: KeyboardEvent<E>) => boolean;
}

/**
 * What TextField and Textarea share: the value (controlled or not) for the counter, the code-point
 * count, and an Enter handler behind the library's one IME composition guard.
 */
export function useTextControl<E extends TextElement>(options: TextControlOptions<E>) {
  const { value, defaultValue, maxLength, onChange, onKeyDown, onEnter, isEnter } = options;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const guard = useCompositionGuard();
  const text = value ?? uncontrolled;
  const length = countCodePoints(text);
  const overLimit = maxLength !== undefined && length > maxLength;

  const controlProps = {
    onChange: (event: ChangeEvent<E>) => {
      if (value === undefined) setUncontrolled(event.target.value);
      onChange?.(event);
    },
    onKeyDown: (event: KeyboardEvent<E>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || !onEnter) return;
      if (event.key === 'Enter' && isEnter(event) && !guard.isComposing(event)) onEnter(event);
    },
    onCompositionStart: (event: CompositionEvent<E>) => {
      guard.handlers.onCompositionStart(event);
      options.onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      guard.handlers.onCompositionEnd(event);
      options.onCompositionEnd?.(event);
    },
  };

  return { length, overLimit, controlProps };
}

/** `length/max` の文字数カウンター。入力欄の aria-describedby から参照する。 */
export function CharacterCounter({
  id,
  length,
  max,
  overLimit,
}: {
  id: string;
  length: number;
  max: number;
  overLimit: boolean;
}) {
  return (
    <span
      id={id}
      className={`console-ui-CharacterCounter ${styles.counter}`}
      data-over-limit={overLimit || undefined}
    >
      <span className={styles.visuallyHidden}>{COUNTER_LABEL} </span>
      {length}/{max}
    </span>
  );
}

export interface TextFrameProps {
  controlId: string;
  label: ReactNode;
  helpText: ReactNode;
  errorText: ReactNode;
  required: boolean;
  className: string;
  maxLength: number | undefined;
  length: number;
  overLimit: boolean;
  ariaDescribedBy: string | undefined;
  ariaInvalid: AriaAttributes['aria-invalid'];
  /** Draws the input or textarea with the wiring it must carry. */
  children: (control: FieldControlProps & { 'data-over-limit': true | undefined }) => ReactNode;
}

/**
 * The Field around a TextField or Textarea: the counter beside the label, linked from the control,
 * and the invalid state that an error, an over-long text or the caller's aria-invalid all set.
 */
export function TextFrame({
  controlId,
  label,
  helpText,
  errorText,
  required,
  className,
  maxLength,
  length,
  overLimit,
  ariaDescribedBy,
  ariaInvalid,
  children,
}: TextFrameProps) {
  const counterId = `${controlId}-counter`;
  return (
    <Field
      id={controlId}
      label={label}
      helpText={helpText}
      errorText={errorText}
      required={required}
      className={className}
      labelAside={
        maxLength !== undefined && (
          <CharacterCounter id={counterId} length={length} max={maxLength} overLimit={overLimit} />
        )
      }
      extraDescribedBy={[maxLength !== undefined ? counterId : undefined, ariaDescribedBy]
        .filter(Boolean)
        .join(' ')}
    >
      {(field) =>
        children({
          ...field,
          'aria-invalid':
            field['aria-invalid'] || overLimit || ariaInvalid === true || ariaInvalid === 'true' || undefined,
          'data-over-limit': overLimit || undefined,
        })
      }
    </Field>
  );
}
