import { SALON_DESCRIPTION_MAX_LENGTH, SALON_NAME_MAX_LENGTH } from '@console/contract/salon';
import { dayOf, minutesOf } from './dates';
import { add, type FieldErrors } from './errors';
import { messages } from './messages';

/* Field checks shared by the salon services: each adds a Japanese message under its field. */

export type { FieldErrors } from './errors';
/** The 422 thrower under its old name (public.ts and public-booking.ts still import it from here). */
export { add, checkAttr, invalid as fail, isId, notFound } from './errors';

// ---------------------------------------------------------------------------------------------
// Field checks

export function checkBoolean(errors: FieldErrors, field: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    add(errors, field, messages.boolean);
    return fallback;
  }
  return value;
}

export function checkDate(errors: FieldErrors, field: string, value: unknown): string {
  if (typeof value !== 'string' || dayOf(value) === null) {
    add(errors, field, messages.date);
    return '';
  }
  return value;
}

export function checkTimes(errors: FieldErrors, from: unknown, to: unknown) {
  const start = typeof from === 'string' ? minutesOf(from) : null;
  const end = typeof to === 'string' ? minutesOf(to) : null;
  if (start === null || start === 1440) add(errors, 'from', messages.time);
  if (end === null) add(errors, 'to', messages.time);
  if (start !== null && end !== null && end <= start) add(errors, 'to', messages.fromBeforeTo);
  return { from: String(from), to: String(to) };
}

export function checkDescription(errors: FieldErrors, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || [...value].length > SALON_DESCRIPTION_MAX_LENGTH) {
    add(errors, 'description', messages.tooLong(SALON_DESCRIPTION_MAX_LENGTH));
    return '';
  }
  return value;
}
