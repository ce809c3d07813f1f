import {
  SALON_CUSTOMER_FIELD_TYPES,
  type SalonCustomerAnswer,
  type SalonCustomerField,
} from '@console/contract/salon';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * What a customer typed on the online booking form, kept with the reservation (issue 28: the
 * phone number a customer gave never reached the staff's panel).
 *
 * A booking stores its answers with the field's label and type as the form asked them, in the
 * form's order, so the staff read what the customer was asked even after the salon renames or
 * removes a field. Bookings made before that kept `{ fieldId: answer }` only; they are read
 * with the salon's current fields (a field since removed shows under its id).
 */

/** A stored answer: the field as asked, and the answer (a phone number in plain digits). */
export interface StoredCustomerAnswer {
  id: string;
  label: string;
  type: SalonCustomerField['type'];
  value: string;
}

/** The answers to keep with a booking: the salon's fields in their order, those answered. */
export function customerAnswersToStore(
  fields: readonly SalonCustomerField[],
  values: Readonly<Record<string, string>>,
): StoredCustomerAnswer[] {
  return fields.flatMap((field) => {
    const value = values[field.id];
    return value ? [{ id: field.id, label: field.label, type: field.type, value }] : [];
  });
}

/** A phone number in the Japanese style (090-1234-5678); what the plan does not know, as given. */
export function phoneDisplay(digits: string): string {
  const parsed = parsePhoneNumberFromString(digits, 'JP');
  if (!parsed?.isValid()) return digits;
  return parsed.country === 'JP' ? parsed.formatNational() : parsed.formatInternational();
}

const isType = (type: unknown): type is SalonCustomerField['type'] =>
  (SALON_CUSTOMER_FIELD_TYPES as readonly unknown[]).includes(type);

/** One stored answer (either shape's entry), or null for anything that is not one. */
function storedEntry(
  entry: unknown,
  fields: ReadonlyMap<string, SalonCustomerField>,
): StoredCustomerAnswer | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, label, type, value } = entry as Record<string, unknown>;
  if (typeof id !== 'string' || typeof value !== 'string' || value === '') return null;
  const field = fields.get(id);
  return {
    id,
    label: typeof label === 'string' && label !== '' ? label : (field?.label ?? id),
    type: isType(type) ? type : (field?.type ?? 'text'),
    value,
  };
}

/**
 * The answers of a reservation as the API gives them, from the stored value of either shape.
 * `fields` (the salon's current form) name the answers of bookings that stored no labels.
 */
export function customerAnswers(
  stored: unknown,
  fields: readonly SalonCustomerField[] = [],
): SalonCustomerAnswer[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  let entries: unknown[];
  if (Array.isArray(stored)) {
    entries = stored;
  } else if (typeof stored === 'object' && stored !== null) {
    // The old shape: the current form's order first, then ids the form no longer has.
    const record = stored as Record<string, unknown>;
    const order = [...fields.map((field) => field.id), ...Object.keys(record)];
    entries = [...new Set(order)].filter((id) => id in record).map((id) => ({ id, value: record[id] }));
  } else {
    entries = [];
  }
  return entries.flatMap((entry) => {
    const answer = storedEntry(entry, byId);
    if (!answer) return [];
    return [{ ...answer, display: answer.type === 'tel' ? phoneDisplay(answer.value) : answer.value }];
  });
}

/** Whether a stored value is of the old shape with answers, which needs the salon's fields. */
export const needsFields = (stored: unknown): boolean =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored) && Object.keys(stored).length > 0;

/** The reservation's contact_address: the first phone answer, in plain digits, or empty. */
export const contactAddress = (answers: readonly SalonCustomerAnswer[]): string =>
  answers.find((answer) => answer.type === 'tel')?.value ?? '';
