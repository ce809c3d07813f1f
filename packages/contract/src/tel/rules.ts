import * as z from 'zod/mini';
import { lineLength } from '../line/length';
import { VALIDATION_MESSAGES } from '../validation';
import { flexBodyProblems } from './flex';
import {
  TEL_DESCRIPTION_MAX_LENGTH,
  TEL_PARAM_KEYS,
  TEL_PARAM_MAX_LENGTH,
  TEL_TEMPLATE_NAME_MAX_LENGTH,
  type TelParamKey,
} from './schemas';

/*
 * The field rules of a send (a single registration or an upload row) and of a template, written
 * once (issue 26 §3): the zod schemas below run them for the API and the console's forms, and the
 * server's CSV reader runs the same functions per row, so a row and a single registration are
 * refused with the same words. What needs the database (the template exists and is the account's)
 * and the full numbering plan of Japanese phone numbers (libphonenumber's metadata, too big for
 * the console) stay in the server, with these same reasons.
 */

/**
 * Why a field of a send is refused. No full stop: upload rows join them ("12行目: 宛先電話番号が
 * 正しくありません、送信日が…"); a form field's message is the reason with "。" (fieldMessage).
 */
export const TEL_REASONS = {
  telRequired: '宛先電話番号を入力してください',
  tel: '宛先電話番号が正しくありません',
  dateRequired: '送信日を入力してください',
  date: '送信日が正しくありません（例: 2023/10/01）',
  timeRequired: '送信時刻を入力してください',
  time: '送信時刻が正しくありません（例: 10:00:00）',
  templateRequired: 'テンプレート番号を入力してください',
  template: 'テンプレート番号が正しくありません',
  templateMissing: 'テンプレート番号のテンプレートが登録されていません',
  paramTooLong: (key: string) => `${key} は${TEL_PARAM_MAX_LENGTH}文字以内で入力してください`,
  badText: (key: string) => `${key} に使用できない文字（NUL 文字や壊れた文字）が含まれています`,
} as const;

/** A reason as a form field's message. */
export const fieldMessage = (reason: string) => `${reason}。`;

/** Messages of the upload's memo (the template's name speaks the shared VALIDATION_MESSAGES). */
export const TEL_FIELD_MESSAGES = {
  descriptionTooLong: `内容メモは${TEL_DESCRIPTION_MAX_LENGTH}文字以内で入力してください。`,
  descriptionBadText: '内容メモに使用できない文字（NUL 文字や壊れた文字）が含まれています。',
} as const;

// ---------------------------------------------------------------------------------------------
// Phone numbers, dates, times, template numbers, merge values

/*
 * Japanese phone numbers as operators type them: hyphens of every kind, spaces, parentheses,
 * full-width digits, +81. NFKC folds full-width digits, ＋, （）, － (U+FF0D) and ｰ (U+FF70 → U+30FC);
 * it leaves U+2010–U+2015, U+2212 and U+30FC alone, so those are removed explicitly.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc\uff70()]/g;
const DOMESTIC = /^0(\d{9,10})$/;
/** "+81 (0)90-…" is a common way to write a number; the trunk 0 after +81 is dropped. */
const INTERNATIONAL = /^\+810?(\d{9,10})$/;

/**
 * The national significant number (`9012345678`) of something shaped like a Japanese phone
 * number, or null. Whether the number exists in Japan's numbering plan the server decides.
 */
export function telNationalNumber(input: string): string | null {
  const compact = input.normalize('NFKC').replace(SEPARATORS, '');
  return (DOMESTIC.exec(compact) ?? INTERNATIONAL.exec(compact))?.[1] ?? null;
}

const DATE_PATTERNS = [
  /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/,
  /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
  /^(\d{4})年(\d{1,2})月(\d{1,2})日$/,
];
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * A send date as operators type it (spec §3: yyyy/mm/dd; Excel writes yyyy/M/d): `2023/10/01`,
 * `2023/1/5`, `2023-1-5` or `2023年1月5日` (NFKC first, so full-width works), 2000 … 2099.
 */
export function parseSendDate(input: string): CalendarDate | null {
  const text = input.normalize('NFKC').trim();
  for (const pattern of DATE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
    // Day 31 of a 30-day month rolls over in Date.UTC: compare to catch it.
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
    return { year, month, day };
  }
  return null;
}

/** `10:00:00`, `10:00` or `9:05` (24-hour): seconds since midnight, or null. */
export function parseSendTime(input: string): number | null {
  const match = TIME_PATTERN.exec(input.normalize('NFKC').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

const TEMPLATE_NUMBER = /^\d{1,9}$/;

/**
 * A template number: 1 to 9 digits (NFKC, trimmed), or a non-negative integer of the same range
 * (a select's value); '' when blank, null when wrong.
 */
export function parseTemplateNumber(input: string | number): number | '' | null {
  if (typeof input === 'number')
    return Number.isInteger(input) && input >= 0 && input <= 999_999_999 ? input : null;
  const digits = input.normalize('NFKC').trim();
  if (digits === '') return '';
  return TEMPLATE_NUMBER.test(digits) ? Number(digits) : null;
}

/**
 * Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate half (pasted or fuzzed
 * input would otherwise make the database refuse the row).
 */
export function isStorableText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  // String#isWellFormed (ES2024; Node 20+, every current browser).
  return (text as string & { isWellFormed(): boolean }).isWellFormed();
}

/** Longer than `max` code points (a string of ≤ max UTF-16 units never is): cheap for short text. */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _ of text) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/** Why a blank-or-wrong field is refused: blank (after trimming) is "required", else "wrong". */
const blankOr = (text: string, required: string, wrong: string) => (text.trim() === '' ? required : wrong);

/** The reason a phone number's shape is refused, or null. */
export function telReason(text: string): string | null {
  return telNationalNumber(text) === null ? blankOr(text, TEL_REASONS.telRequired, TEL_REASONS.tel) : null;
}

/** The reason a send date is refused, or null. */
export function dateReason(text: string): string | null {
  return parseSendDate(text) === null ? blankOr(text, TEL_REASONS.dateRequired, TEL_REASONS.date) : null;
}

/** The reason a send time is refused, or null. */
export function timeReason(text: string): string | null {
  return parseSendTime(text) === null ? blankOr(text, TEL_REASONS.timeRequired, TEL_REASONS.time) : null;
}

/** The reason a template number is refused (not whether the template exists), or null. */
export function templateNumberReason(input: string | number): string | null {
  const parsed = parseTemplateNumber(input);
  if (parsed === '') return TEL_REASONS.templateRequired;
  return parsed === null ? TEL_REASONS.template : null;
}

/** The reason a merge value is refused, or null. */
export function paramReason(key: string, value: string): string | null {
  if (longerThan(value, TEL_PARAM_MAX_LENGTH)) return TEL_REASONS.paramTooLong(key);
  return isStorableText(value) ? null : TEL_REASONS.badText(key);
}

/** A zod check failing with each message `messages(value)` gives (each its own issue). */
function failsWith<T>(messages: (value: T) => readonly string[]) {
  return z.superRefine<T>((value, ctx) => {
    for (const message of messages(value)) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

const atMostOne = (message: string | null) => (message === null ? [] : [message]);

/** A zod check failing with the field message of `reason(value)`, when it gives one. */
const ruled = <T>(reason: (value: T) => string | null) =>
  failsWith<T>((value) => {
    const found = reason(value);
    return atMostOne(found === null ? null : fieldMessage(found));
  });

// ---------------------------------------------------------------------------------------------
// Single registration

const paramShape = Object.fromEntries(
  TEL_PARAM_KEYS.map((key) => [
    key,
    z.optional(z.string().check(ruled((value: string) => paramReason(key, value)))),
  ]),
) as Record<TelParamKey, z.ZodMiniOptional<z.ZodMiniString<string>>>;

/**
 * POST /api/tel/register (spec §3 "Registration payload"). 422 with errors per field (`tel`,
 * `date`, `time`, `template_id`, `params.param_N`): tel a Japanese phone number (hyphens, spaces,
 * full-width digits allowed; +81 too); date yyyy/mm/dd (also yyyy-m-d); time hh:mm:ss (also
 * hh:mm), in Asia/Tokyo; template_id a template of the account; params at most 500 characters
 * each. Creates a draft order of one line and answers its id.
 */
export const telRegisterSchema = z.strictObject({
  tel: z.string().check(ruled(telReason)),
  date: z.string().check(ruled(dateReason)),
  time: z.string().check(ruled(timeReason)),
  /** A number; a string of digits (from a select) is accepted too. */
  template_id: z.union([z.number(), z.string()]).check(ruled(templateNumberReason)),
  params: z.optional(z.strictObject(paramShape)),
});
export type TelRegister = z.infer<typeof telRegisterSchema>;

// ---------------------------------------------------------------------------------------------
// Templates

/** A template's name (trimmed when stored): 1 … 100 characters. The message, or null. */
export function templateNameMessage(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return VALIDATION_MESSAGES.required;
  return lineLength(trimmed) > TEL_TEMPLATE_NAME_MAX_LENGTH
    ? VALIDATION_MESSAGES.tooLong(TEL_TEMPLATE_NAME_MAX_LENGTH)
    : null;
}

/** Each problem of a template body, as its own message. */
export function templateBodyMessages(body: string): string[] {
  return body.trim() === '' ? [VALIDATION_MESSAGES.required] : flexBodyProblems(body);
}

/**
 * POST /api/tel/template/register. 422 `{message, errors: {name: [...], body: [...]}}`: name 1 …
 * 100 characters; body valid JSON, a flex message `{type: 'flex', altText (1 … 1500), contents:
 * bubble | carousel}`, a bubble at most 30 KB and a carousel at most 12 bubbles and 50 KB of
 * UTF-8 JSON, placeholders [param_1] … [param_10] only.
 */
export const telTemplateRegisterSchema = z.strictObject({
  name: z.string().check(failsWith((name: string) => atMostOne(templateNameMessage(name)))),
  body: z.string().check(failsWith(templateBodyMessages)),
});
export type TelTemplateRegister = z.infer<typeof telTemplateRegisterSchema>;

// ---------------------------------------------------------------------------------------------
// Upload

/** The content memo of an upload (trimmed when stored), at most 200 characters: the message, or null. */
export function descriptionMessage(text: string): string | null {
  if (lineLength(text.trim()) > TEL_DESCRIPTION_MAX_LENGTH) return TEL_FIELD_MESSAGES.descriptionTooLong;
  return isStorableText(text) ? null : TEL_FIELD_MESSAGES.descriptionBadText;
}

/**
 * The upload's form fields besides the file (multipart, so the server runs this on the parts it
 * has read, and the upload form before sending).
 */
export const telUploadFieldsSchema = z.object({
  description: z.string().check(failsWith((text: string) => atMostOne(descriptionMessage(text)))),
});
export type TelUploadFields = z.infer<typeof telUploadFieldsSchema>;
