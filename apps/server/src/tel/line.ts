import { TEL_PARAM_KEYS, TEL_PARAM_MAX_LENGTH } from '@console/contract/tel';
import { isStorableText } from '../text';
import { type CalendarDate, parseSendDate, parseSendTime, tokyoEpochSeconds } from './datetime';
import { messages } from './messages';
import { normalisePhone } from './phone';

/** One send, checked: what a line row stores. */
export interface CheckedLine {
  /** E.164. */
  tel: string;
  /** Unix seconds. */
  epoch: number;
  templateId: number;
  /** JSON text of the non-empty merge values. */
  params: string;
}

/** `[field, reason]` pairs; fields are tel, date, time, template_id and params.param_N. */
export type LineErrors = Array<[string, string]>;

/**
 * Checks one send (a CSV row or a single registration): `values[offset + i]` is param_(i+1) for
 * i < paramCount. Given the raw strings, it returns the line or every problem found.
 */
export type LineChecker = (
  tel: string,
  date: string,
  time: string,
  template: string,
  values: readonly string[],
  offset: number,
  paramCount: number,
) => CheckedLine | LineErrors;

const CACHE_LIMIT = 10_000;
const TEMPLATE_NUMBER = /^\d{1,9}$/;

function fail(errors: LineErrors | undefined, field: string, reason: string): LineErrors {
  const list = errors ?? [];
  list.push([field, reason]);
  return list;
}

function cached<T>(cache: Map<string, T>, key: string, compute: (key: string) => T): T {
  const hit = cache.get(key);
  if (hit !== undefined || cache.has(key)) return hit as T;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const value = compute(key);
  cache.set(key, value);
  return value;
}

/** Longer than `max` code points (a string of ≤ max UTF-16 units never is). */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _ of text) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/**
 * A checker for the templates of one account. Uploads repeat the same few dates and times on
 * every row, so their parses are remembered.
 */
export function lineChecker(templateIds: ReadonlySet<number>): LineChecker {
  const dates = new Map<string, CalendarDate | null>();
  const times = new Map<string, number | null>();
  return (telText, dateText, timeText, templateText, values, offset, paramCount) => {
    // Allocated only for a wrong row: most rows are right, and this runs 100,000 times a file.
    let errors: LineErrors | undefined;

    const tel = normalisePhone(telText);
    if (tel === null)
      errors = fail(errors, 'tel', telText.trim() === '' ? messages.reason.telRequired : messages.reason.tel);

    const date = cached(dates, dateText, parseSendDate);
    if (date === null)
      errors = fail(
        errors,
        'date',
        dateText.trim() === '' ? messages.reason.dateRequired : messages.reason.date,
      );
    const time = cached(times, timeText, parseSendTime);
    if (time === null)
      errors = fail(
        errors,
        'time',
        timeText.trim() === '' ? messages.reason.timeRequired : messages.reason.time,
      );

    const templateDigits = templateText.normalize('NFKC').trim();
    let templateId = -1;
    if (templateDigits === '') errors = fail(errors, 'template_id', messages.reason.templateRequired);
    else if (!TEMPLATE_NUMBER.test(templateDigits))
      errors = fail(errors, 'template_id', messages.reason.template);
    else {
      templateId = Number(templateDigits);
      if (!templateIds.has(templateId)) errors = fail(errors, 'template_id', messages.reason.templateMissing);
    }

    let params = '{';
    for (let i = 0; i < paramCount; i += 1) {
      const value = values[offset + i] ?? '';
      if (value === '') continue;
      const key = TEL_PARAM_KEYS[i] as string;
      if (longerThan(value, TEL_PARAM_MAX_LENGTH))
        errors = fail(errors, `params.${key}`, messages.reason.paramTooLong(key));
      else if (!isStorableText(value)) errors = fail(errors, `params.${key}`, messages.reason.badText(key));
      if (params.length > 1) params += ',';
      params += `"${key}":${JSON.stringify(value)}`;
    }
    params += '}';

    if (errors !== undefined || tel === null || date === null || time === null) return errors ?? [];
    return { tel, epoch: tokyoEpochSeconds(date, time), templateId, params };
  };
}
