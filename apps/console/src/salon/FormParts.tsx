import { TimeInput } from '@console/ui';
import { type RefObject, useState } from 'react';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { checkForm } from './formCheck';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';

/*
 * Form parts the salon's screens share: the check by the contract's schema before sending (the
 * timeline's reservation, shift and block-time panels, the public URL form), and the start–end row.
 */

type Schema = Parameters<typeof checkForm>[0];

/** The value at a field's key (`shop_info.name` reads values.shop_info.name). */
function valueAt(values: unknown, key: string): unknown {
  let current = values;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const NO_FORM: RefObject<HTMLFormElement | null> = { current: null };

/**
 * The form's field messages: the last refused save's (the server's 422) overlaid by the
 * contract schema's own check, which runs before sending and says the same words.
 *
 * A message goes once its field is fixed (issue 28), not at the next save: the schema's messages
 * are checked again against `current` (the values as `check` would be given them) and only those
 * still wrong stay, and no new one appears while the user types; a server message goes once its
 * field differs from what was sent. Given the `form`, a refused save (by the check or the server)
 * focuses its first wrong field (useFocusFirstInvalid).
 */
export function useCheckedErrors(
  serverErrors: Readonly<Record<string, string>>,
  current?: unknown,
  form?: RefObject<HTMLFormElement | null>,
) {
  const refuse = useFocusFirstInvalid(form ?? NO_FORM, form ? serverErrors : undefined);
  const [checked, setChecked] = useState<{ schema: Schema | null; errors: Record<string, string> }>({
    schema: null,
    errors: {},
  });
  const [sent, setSent] = useState<unknown>(undefined);
  /** The value as the server will read it, or null with its messages shown under the fields. */
  function check<S extends Schema>(schema: S, values: unknown) {
    const result = checkForm(schema, values);
    setChecked({ schema, errors: result.ok ? {} : result.errors });
    setSent(values);
    if (!result.ok) refuse();
    return result.ok ? result.data : null;
  }
  /** Forgets the check's messages (a form reverted to its saved values). */
  const clear = () => setChecked({ schema: null, errors: {} });

  const keys = Object.keys(checked.errors);
  let stillWrong = checked.errors;
  if (current !== undefined && checked.schema && keys.length > 0) {
    const again = checkForm(checked.schema, current);
    stillWrong = again.ok
      ? {}
      : Object.fromEntries(keys.flatMap((key) => (again.errors[key] ? [[key, again.errors[key]]] : [])));
  }
  const server = Object.fromEntries(
    Object.entries(serverErrors).filter(
      ([key]) =>
        current === undefined || sent === undefined || same(valueAt(current, key), valueAt(sent, key)),
    ),
  );
  return { shown: { ...server, ...stillWrong }, check, clear };
}

export interface TimeRangeFieldsProps {
  from: string;
  to: string;
  /** Minutes between the choices (5 for reservations, 15 for shifts and blocks). */
  minuteStep: number;
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (change: { from?: string; to?: string }) => void;
}

/** 開始 and 終了 side by side, each with its field message. */
export function TimeRangeFields({ from, to, minuteStep, errors, onChange }: TimeRangeFieldsProps) {
  return (
    <div className={styles.row}>
      <TimeInput
        label={SALON_TEXT.from}
        required
        minuteStep={minuteStep}
        value={from}
        onChange={(value) => onChange({ from: value })}
        errorText={errors.from}
      />
      <TimeInput
        label={SALON_TEXT.to}
        required
        minuteStep={minuteStep}
        value={to}
        onChange={(value) => onChange({ to: value })}
        errorText={errors.to}
      />
    </div>
  );
}
