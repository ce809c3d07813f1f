import { hasAllPermissions, type PermissionKey } from '@console/contract';
import { fieldErrors } from '@console/contract/validation';
import { ApiError } from '../shared/fetcher';
import { useMe } from '../shared/useMe';
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

/**
 * Whether the operator holds a write key (JOURNEY_WRITE, TRIGGER_WRITE): without it the screens
 * leave out the buttons whose calls the server would refuse (403), as the friends screens do for
 * TAG_WRITE.
 */
export function useCanWrite(key: PermissionKey): boolean {
  const me = useMe().data;
  return me ? hasAllPermissions(me.permissions, [key]) : false;
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

/**
 * Placeholder rows a list draws while it loads: about a phone's screenful, so what arrives lands
 * where the placeholders were (rows past the fold move nothing anyone sees).
 */
export const SKELETON_ROWS = 8;

/**
 * For the short lists with more of the page right below them (the API triggers and keys): an
 * account has one or two, and eight placeholders would pull the keys section up by six rows when
 * they arrive (CLS 0.237 measured at 360×740, against 0.002 with one).
 */
export const SHORT_LIST_SKELETON_ROWS = 1;
