import { dayOf } from './dates';
import { add, type FieldErrors } from './errors';
import { messages } from './messages';

/*
 * What is left of the salon's hand-written field checks: the bodies the contract still types
 * loosely (the typed configs, the online configuration, PATCH reservations/{id}) use these two.
 * Every other shape rule is in the contract's schemas (issue 26); the helpers the services share
 * are in errors.ts.
 */

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
