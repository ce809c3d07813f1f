import { TimeInput } from '@console/ui';
import { useState } from 'react';
import { checkForm } from './formCheck';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';

/*
 * Form parts the salon's screens share: the check by the contract's schema before sending (the
 * timeline's reservation, shift and block-time panels, the public URL form), and the start–end row.
 */

/**
 * The form's field messages: the last refused save's (the server's 422) overlaid by the
 * contract schema's own check, which runs before sending and says the same words.
 */
export function useCheckedErrors(serverErrors: Readonly<Record<string, string>>) {
  const [checked, setChecked] = useState<Record<string, string>>({});
  /** The value as the server will read it, or null with its messages shown under the fields. */
  function check<S extends Parameters<typeof checkForm>[0]>(schema: S, values: unknown) {
    const result = checkForm(schema, values);
    setChecked(result.ok ? {} : result.errors);
    return result.ok ? result.data : null;
  }
  /** Forgets the check's messages (a form reverted to its saved values). */
  const clear = () => setChecked({});
  return { shown: { ...serverErrors, ...checked }, check, clear };
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
