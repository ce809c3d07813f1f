import { ConfirmDialog } from '@console/ui';
import { useRef, useState } from 'react';
import { shiftWarningOf } from './hooks';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';

/** Thrown when the user chose not to go on past a shift warning: the write did not happen. */
export class ShiftWarningDeclined extends Error {
  constructor() {
    super('shift warning declined');
    this.name = 'ShiftWarningDeclined';
  }
}

interface Pending {
  message: string;
  reservations: string[];
  answer: (goOn: boolean) => void;
}

/**
 * The shift warning's confirm step (issue 28): a write is sent as it is; when the server answers
 * that reservations would lie outside a staff member's shifts, the user reads how many and which,
 * and either goes on (the same write again with confirm) or goes back to the form, which then
 * rejects with ShiftWarningDeclined (no error toast: nothing failed, nothing changed).
 */
export function useShiftWarning() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const ask = (message: string, reservations: string[]) =>
    new Promise<boolean>((resolve) => {
      const next: Pending = {
        message,
        reservations,
        answer: (goOn) => {
          pendingRef.current = null;
          setPending(null);
          resolve(goOn);
        },
      };
      pendingRef.current = next;
      setPending(next);
    });

  /** Runs `write(false)`, and after the user agrees to the warning, `write(true)`. */
  async function confirming<T>(write: (confirm: boolean) => Promise<T>): Promise<T> {
    try {
      return await write(false);
    } catch (error) {
      const warning = shiftWarningOf(error);
      if (!warning) throw error;
      if (!(await ask(warning.message, warning.reservations))) throw new ShiftWarningDeclined();
      return write(true);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={SALON_TEXT.shiftWarningTitle}
      message={
        pending ? (
          // Inside the dialog's <p>: a line per reservation, as spans (no list inside a paragraph).
          <>
            {pending.message}
            {pending.reservations.map((line) => (
              <span key={line} className={styles.warningLine}>
                {line}
              </span>
            ))}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={SALON_TEXT.shiftWarningGoOn}
      cancelLabel={SALON_TEXT.shiftWarningBack}
      onConfirm={() => pendingRef.current?.answer(true)}
      onCancel={() => pendingRef.current?.answer(false)}
    />
  );
  return { confirming, dialog };
}
