import {
  ANSWER_FILE_TOKEN_PATTERN,
  ANSWER_TEXT_MAX_LENGTH,
  type FormField,
  PUBLIC_PAGE_MESSAGES as P,
} from '@console/contract/pages';
import { isValidPhoneNumber } from 'libphonenumber-js';

/*
 * A public answer checked against the published form's fields (pure): every message is for the
 * person answering, under the field's bare id, as the public page's script shows them. Nothing
 * the browser checked is trusted.
 */

export type AnswerInputValue = string | string[];
/** A checked value: a text, the options chosen, or a file's upload token (resolved by the caller). */
export type CheckedValue = string | string[] | { token: string };

export interface CheckedAnswer {
  values: Record<string, CheckedValue>;
  errors: Record<string, string[]>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL = /^\+?[0-9]+(-[0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const length = (text: string) => [...text].length;

/** A real calendar day (2026-02-30 is not). */
export function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Japanese phone number of digits and hyphens (full-width digits and hyphens are accepted). */
export function isPhone(text: string): boolean {
  const plain = text.normalize('NFKC').replace(/[‐－―ー−]/g, '-');
  return TEL.test(plain) && isValidPhoneNumber(plain, 'JP');
}

const isEmpty = (value: AnswerInputValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

type Checked = { ok: true; value: CheckedValue } | { ok: false; message: string };
const ok = (value: CheckedValue): Checked => ({ ok: true, value });
const refuse = (message: string): Checked => ({ ok: false, message });

/** One field's value, or the message why not. */
function checkField(field: FormField, value: AnswerInputValue): Checked {
  const options = new Set(field.options.map((option) => option.label));
  switch (field.type) {
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value : [value];
      if (new Set(chosen).size !== chosen.length || chosen.some((label) => !options.has(label)))
        return refuse(P.choice);
      // In the form's order, whatever order the browser sent them in.
      return ok(field.options.map((option) => option.label).filter((label) => chosen.includes(label)));
    }
    case 'radio':
    case 'select':
      return typeof value === 'string' && options.has(value) ? ok(value) : refuse(P.choice);
    case 'file':
      return typeof value === 'string' && ANSWER_FILE_TOKEN_PATTERN.test(value)
        ? ok({ token: value })
        : refuse(P.fileMissing);
    default:
      break;
  }
  if (typeof value !== 'string') return refuse(P.invalid);
  const text = field.type === 'textarea' ? value.replace(/\s+$/u, '') : value.trim();
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = Math.min(field.max_length ?? ANSWER_TEXT_MAX_LENGTH, ANSWER_TEXT_MAX_LENGTH);
      return length(text) <= max ? ok(text) : refuse(P.tooLong(max));
    }
    case 'email':
      return text.length <= 254 && EMAIL.test(text) ? ok(text) : refuse(P.email);
    case 'tel':
      return isPhone(text) ? ok(text.normalize('NFKC')) : refuse(P.tel);
    case 'date':
      return isRealDate(text) ? ok(text) : refuse(P.date);
    case 'time':
      return TIME.test(text) ? ok(text) : refuse(P.time);
    default:
      return refuse(P.invalid);
  }
}

/** Checks every value against the fields: required ones given, each of its type, no unknown field. */
export function checkAnswer(
  fields: readonly FormField[],
  input: Readonly<Record<string, AnswerInputValue>>,
): CheckedAnswer {
  const values: Record<string, CheckedValue> = {};
  const errors: Record<string, string[]> = {};
  const known = new Set(fields.map((field) => field.id));
  for (const id of Object.keys(input)) if (!known.has(id)) errors[id] = [P.unknownField];
  for (const field of fields) {
    const value = input[field.id];
    if (value === undefined || isEmpty(value)) {
      if (field.required) errors[field.id] = [P.required];
      continue;
    }
    const checked = checkField(field, value);
    if (checked.ok) values[field.id] = checked.value;
    else errors[field.id] = [checked.message];
  }
  return { values, errors };
}
