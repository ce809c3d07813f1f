import {
  type AriaAttributes,
  type ChangeEvent,
  type CompositionEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { Field, type FieldControlProps } from '../../internal/field';
import { useCompositionGuard } from '../../internal/ime';
import { countCodePoints } from './countCodePoints';
import * as styles from './TextField.css';

/** 読み上げ用の接頭辞。画面には `3/10` だけを出す。 */
export const COUNTER_LABEL = '文字数';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The props TextField and Textarea share (each adds its own element's attributes). */
export interface TextControlProps<E extends TextElement> {
  /** 項目名。省略するときは `aria-label` で名前を付ける。 */
  label?: ReactNode;
  /** 入力の補足説明。入力欄の aria-describedby に含まれる。 */
  helpText?: ReactNode;
  /** エラーメッセージ。あると入力欄がエラー表示（aria-invalid）になる。 */
  errorText?: ReactNode;
  /** 必須項目にする。ラベルの横に「必須」を表示し、aria-required を付ける。 */
  required?: boolean;
  /** 値（制御コンポーネントとして使うとき）。`onChange` と組で渡す。 */
  value?: string;
  /** 初期値（非制御で使うとき）。 */
  defaultValue?: string;
  /** 文字数の上限。`3/10` のカウンターを表示する。コードポイントで数え、超えても入力は止めずエラーの色にする。 */
  maxLength?: number;
  /** Enter キーで呼ばれる（検索の実行など）。IME で変換中の Enter では呼ばれない。 */
  onEnter?: (event: KeyboardEvent<E>) => void;
}

/** What the hook reads besides TextControlProps: the DOM props it must wrap or merge. */
interface WiredProps<E extends TextElement> extends TextControlProps<E> {
  id?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  onCompositionStart?: (event: CompositionEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * What TextField and Textarea share: the value (controlled or not) for the counter, the code-point
 * count, an Enter handler behind the library's one IME composition guard, and the Field wiring.
 * Returns the props for `TextFrame`, the props for the element, and the caller's other attributes.
 *
 * @param isEnter which Enter presses count (a textarea keeps plain Enter for new lines)
 */
export function useTextControl<E extends TextElement, P extends WiredProps<E>>(
  props: P,
  isEnter: (event: KeyboardEvent<E>) => boolean,
) {
  const {
    label,
    helpText,
    errorText,
    required = false,
    value,
    defaultValue,
    maxLength,
    onEnter,
    id,
    onChange,
    onKeyDown,
    onCompositionStart,
    onCompositionEnd,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const autoId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const guard = useCompositionGuard();
  const length = countCodePoints(value ?? uncontrolled);
  const overLimit = maxLength !== undefined && length > maxLength;

  const frame: Omit<TextFrameProps, 'className' | 'children'> = {
    controlId: id ?? `${autoId}-control`,
    label,
    helpText,
    errorText,
    required,
    maxLength,
    length,
    overLimit,
    ariaDescribedBy,
    ariaInvalid,
  };

  const controlProps = {
    value,
    defaultValue: value === undefined ? defaultValue : undefined,
    onChange: (event: ChangeEvent<E>) => {
      if (value === undefined) setUncontrolled(event.target.value);
      onChange?.(event);
    },
    onKeyDown: (event: KeyboardEvent<E>) => {
      // The Enter that confirms a conversion never submits the surrounding form (Safari would).
      if (event.key === 'Enter' && guard.isComposing(event)) {
        event.preventDefault();
        return;
      }
      onKeyDown?.(event);
      if (event.defaultPrevented || !onEnter) return;
      if (event.key === 'Enter' && isEnter(event)) onEnter(event);
    },
    onCompositionStart: (event: CompositionEvent<E>) => {
      guard.handlers.onCompositionStart(event);
      onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      guard.handlers.onCompositionEnd(event);
      onCompositionEnd?.(event);
    },
  };

  return { frame, controlProps, rest };
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
