import { ANSWER_FILE_MAX_BYTES, ANSWER_FILE_TYPES, PUBLIC_PAGE_MESSAGES as M } from '@console/contract/pages';

/*
 * The public form's checks in the browser (issue 33), the same rules the server applies to an
 * answer (it checks again: these only spare a round trip and say what is wrong beside the field).
 */

export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'date'
  | 'time'
  | 'file';

/** What the page says of a field (its data attributes) and, for choices, the options it shows. */
export interface FieldSpec {
  type: FieldType;
  required: boolean;
  /** The operator's limit of characters (null: the answer limit). */
  max: number | null;
  options: readonly string[];
}

/** A field's value as read from the form: a text, the options ticked, or the file chosen. */
export type FieldValue = string | readonly string[] | File | null;

const ANSWER_TEXT_MAX = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with hyphens (full-width typed ones too, NFKC), an optional leading +, 10 to 15 digits. */
const TEL = /^\+?[0-9][0-9-]*[0-9]$/;

const isRealDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isTime = (value: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match !== null && Number(match[1]) < 24 && Number(match[2]) < 60;
};

const isEmpty = (value: FieldValue) =>
  value === null ||
  (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

/** The first thing wrong with a value, in Japanese, or null when it may be sent. */
export function validateField(spec: FieldSpec, value: FieldValue): string | null {
  if (isEmpty(value)) return spec.required ? M.required : null;
  if (value instanceof File) {
    // An empty type (HEIC on some browsers) is left to the server, which judges the bytes.
    if (value.type && !(ANSWER_FILE_TYPES as readonly string[]).includes(value.type)) return M.fileType;
    return value.size > ANSWER_FILE_MAX_BYTES ? M.fileSize : null;
  }
  if (Array.isArray(value)) return value.every((item) => spec.options.includes(item)) ? null : M.choice;
  const text = (value as string).trim();
  switch (spec.type) {
    case 'radio':
    case 'select':
      return spec.options.includes(text) ? null : M.choice;
    case 'email':
      return EMAIL.test(text) ? null : M.email;
    case 'tel': {
      const tel = text.normalize('NFKC').replace(/[\s()ー－]/g, (c) => (c === 'ー' || c === '－' ? '-' : ''));
      const digits = tel.replace(/\D/g, '').length;
      return TEL.test(tel) && digits >= 10 && digits <= 15 ? null : M.tel;
    }
    case 'date':
      return isRealDate(text) ? null : M.date;
    case 'time':
      return isTime(text) ? null : M.time;
    default: {
      const max = spec.max ?? ANSWER_TEXT_MAX;
      // Code points, as the server counts: an emoji is one character, not two.
      return [...(value as string)].length > max ? M.tooLong(max) : null;
    }
  }
}
