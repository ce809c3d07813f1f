import { fieldErrors } from '@console/contract/validation';
import { ApiError } from '../shared/fetcher';
import * as styles from './journeys.css';
import { JOURNEYS_TEXT } from './messages';

/**
 * A failed journeys call as spec §8 "Journeys" shows it: 500 or more (or no answer) is the
 * unknown-error message; otherwise the server's body becomes the messages — its message and each
 * field's messages — with the first message of each field kept for the field.
 */
export function writeError(error: unknown): {
  message: string;
  messages: string[];
  fields: Record<string, string>;
} {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { message: JOURNEYS_TEXT.unknownError, messages: [JOURNEYS_TEXT.unknownError], fields: {} };
  }
  const messages = [error.message, ...Object.values(error.errors).flat()];
  return { message: messages.join(' '), messages, fields: error.firstFieldMessages() };
}

/**
 * Runs the operation's contract schema on a form's values before sending: the same rules and the
 * same Japanese words as the server's 422. A failure is thrown as that 422 would be, so the form
 * shows it through writeError exactly as it shows the server's answer.
 */
export function checkInput(schema: Parameters<typeof fieldErrors>[0], values: unknown): void {
  const result = fieldErrors(schema, values);
  if (!result.ok) throw new ApiError(422, JOURNEYS_TEXT.invalidInput, result.errors);
}

/** A failed read of the screen's own data. */
export function LoadError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.notice}>
      {error instanceof ApiError && error.status < 500 && error.status !== 0
        ? error.message
        : JOURNEYS_TEXT.loadError}
    </p>
  );
}
