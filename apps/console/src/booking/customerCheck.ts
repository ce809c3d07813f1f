import { publicCustomerSchema, type SalonCustomerField } from '@console/contract/salon';
import { fieldErrors } from '@console/contract/validation';

/*
 * The customer's answers checked before sending by the contract's own schema, the one the
 * server's 422 comes from: the same rules and the same Japanese words under the same field.
 * Loaded only when the customer presses 次へ (BookingApp imports this module lazily): zod would
 * take the page's first load past its budget.
 */

/** Each field's first message, by field id; empty when the answers may be sent. */
export function customerErrors(
  fields: readonly SalonCustomerField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const result = fieldErrors(publicCustomerSchema(fields), values);
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list[0] ?? '']));
}
