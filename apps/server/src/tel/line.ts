import {
  type CalendarDate,
  dateReason,
  paramReason,
  parseSendDate,
  parseSendTime,
  parseTemplateNumber,
  TEL_PARAM_KEYS,
  TEL_REASONS,
  telReason,
  templateNumberReason,
  timeReason,
} from '@console/contract/tel';
import { tokyoEpochSeconds } from './datetime';
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
  template: string | number,
  values: readonly string[],
  offset: number,
  paramCount: number,
) => CheckedLine | LineErrors;

const CACHE_LIMIT = 10_000;

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

    // The reasons are the contract's field rules (telRegisterSchema runs the same), asked only
    // for a field already found wrong.
    const tel = normalisePhone(telText);
    if (tel === null) errors = fail(errors, 'tel', telReason(telText) ?? TEL_REASONS.tel);

    const date = cached(dates, dateText, parseSendDate);
    if (date === null) errors = fail(errors, 'date', dateReason(dateText) ?? TEL_REASONS.date);
    const time = cached(times, timeText, parseSendTime);
    if (time === null) errors = fail(errors, 'time', timeReason(timeText) ?? TEL_REASONS.time);

    const templateId = parseTemplateNumber(templateText);
    if (typeof templateId !== 'number')
      errors = fail(errors, 'template_id', templateNumberReason(templateText) ?? TEL_REASONS.template);
    else if (!templateIds.has(templateId)) errors = fail(errors, 'template_id', TEL_REASONS.templateMissing);

    let params = '{';
    for (let i = 0; i < paramCount; i += 1) {
      const value = values[offset + i] ?? '';
      if (value === '') continue;
      const key = TEL_PARAM_KEYS[i] as string;
      const reason = paramReason(key, value);
      if (reason !== null) errors = fail(errors, `params.${key}`, reason);
      if (params.length > 1) params += ',';
      params += `"${key}":${JSON.stringify(value)}`;
    }
    params += '}';

    if (
      errors !== undefined ||
      tel === null ||
      date === null ||
      time === null ||
      typeof templateId !== 'number'
    )
      return errors ?? [];
    return { tel, epoch: tokyoEpochSeconds(date, time), templateId, params };
  };
}
