import { hasAllPermissions, type PermissionKey } from '@console/contract';
import { fieldErrors } from '@console/contract/validation';
import { ApiError } from './fetcher';
import { notice } from './list.css';
import { LIB_MESSAGES } from './messages';
import { useMe } from './useMe';

/*
 * How a screen that writes shows what went wrong, written once for the features that share it
 * (journeys, templates): the server's words where it gave some, one unknown-error message where it
 * did not (500 or more, no answer).
 */

/**
 * A failed write: 500 or more (or no answer) is the unknown-error message; otherwise the server's
 * body becomes the messages — its message and each field's messages — with the first message of
 * each field kept for the field.
 */
export function writeError(error: unknown): {
  message: string;
  messages: string[];
  fields: Record<string, string>;
} {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { message: LIB_MESSAGES.unknownError, messages: [LIB_MESSAGES.unknownError], fields: {} };
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
  if (!result.ok) throw new ApiError(422, LIB_MESSAGES.invalid, result.errors);
}

/**
 * Whether the operator holds a write key (JOURNEY_WRITE, TEMPLATE_WRITE …): without it the screens
 * leave out the buttons whose calls the server would refuse (403).
 */
export function useCanWrite(key: PermissionKey): boolean {
  const me = useMe().data;
  return me ? hasAllPermissions(me.permissions, [key]) : false;
}

/** A failed read of the screen's own data: the server's words, or the load-error message. */
export function LoadError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={notice}>
      {error instanceof ApiError && error.status < 500 && error.status !== 0
        ? error.message
        : LIB_MESSAGES.loadError}
    </p>
  );
}
