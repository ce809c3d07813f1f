import type {
  SalonCustomerField,
  SalonOpeningConfig,
  SalonOpeningYear,
  SalonUnlinkMatrix,
} from '@console/contract/salon';

export { openingYearParam } from './days';

/**
 * Pure rules of the salon's settings screens (担当できるコース, 営業時間, オンライン予約の設定),
 * kept out of the components so that each has a table of cases.
 */

/**
 * A whole number typed the way operators type it: full-width digits from the IME (６０), a comma
 * as thousands separator (5,500), spaces around. Null when it is not one.
 */
export function parseWholeNumber(text: string): number | null {
  const plain = text.normalize('NFKC').replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : null;
}

// Resource × course matrix ------------------------------------------------------------------------

/** A cell's key: `resourceId:courseId`. */
export const cellKey = (resourceId: number, courseId: number) => `${resourceId}:${courseId}`;

/**
 * The server stores what a resource cannot serve (unlinks); the screen shows what it can, because
 * "can serve" is what a manager ticks. A missing pair is servable, so a new course is served by
 * everyone until someone says otherwise.
 */
export function blockedCells(matrix: SalonUnlinkMatrix | undefined): ReadonlySet<string> {
  return new Set((matrix?.data ?? []).map((u) => cellKey(u.salon_resource_id, u.salon_course_id)));
}

/** The PUT body: every blocked pair of the resources and courses still listed, in a stable order. */
export function unlinksOf(
  resourceIds: readonly number[],
  courseIds: readonly number[],
  blocked: ReadonlySet<string>,
): SalonUnlinkMatrix['data'] {
  return resourceIds.flatMap((rid) =>
    courseIds
      .filter((cid) => blocked.has(cellKey(rid, cid)))
      .map((cid) => ({ salon_resource_id: rid, salon_course_id: cid })),
  );
}

/** Sets cells servable (`serve`) or not; returns a new set. */
export function setCells(
  blocked: ReadonlySet<string>,
  keys: readonly string[],
  serve: boolean,
): ReadonlySet<string> {
  const next = new Set(blocked);
  for (const key of keys) {
    if (serve) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** A row's or column's state for its "all" checkbox: every cell servable, none, or some. */
export function lineState(blocked: ReadonlySet<string>, keys: readonly string[]): 'all' | 'none' | 'some' {
  const served = keys.filter((key) => !blocked.has(key)).length;
  return served === keys.length ? 'all' : served === 0 ? 'none' : 'some';
}

/** Whether two blocked sets differ (the screen's unsaved-changes flag). */
export function sameCells(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key));
}

// Opening hours -----------------------------------------------------------------------------------

/** Weekday names, Sunday first (the server's `weekday` 0 … 6). */
export const WEEKDAY_NAMES = ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'] as const;

/** Rows shown Monday first (a salon's week), each carrying the server's weekday number. */
export const WEEKDAY_ROWS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Toggles a date in the closed dates (臨時休業), kept sorted and unique. */
export function toggleClosedDate(dates: readonly string[], date: string): string[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort();
}

export type ClosedReason = NonNullable<SalonOpeningYear['days'][number]['closed_reason']>;

/**
 * The year's days as the draft being edited would make them: the server's list gives the dates and
 * the public holidays' names (from its holiday table), the draft decides open or why closed, with
 * the server's precedence (臨時休業, then 祝日 when closed on holidays, then the weekday's rule). The
 * calendar so shows an edit before it is saved.
 */
export function draftClosures(
  days: SalonOpeningYear['days'],
  draft: SalonOpeningConfig,
): Map<string, { reason: ClosedReason | null; holiday: string | null }> {
  const closed = new Set(draft.closed_dates);
  return new Map(
    days.map((day) => {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const hours = draft.weekly[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
      const reason: ClosedReason | null = closed.has(day.date)
        ? 'closed_date'
        : day.holiday && !draft.open_on_holidays
          ? 'holiday'
          : !hours || hours.open === null || hours.close === null
            ? 'weekly'
            : null;
      return [day.date, { reason, holiday: day.holiday }];
    }),
  );
}

// Online booking ----------------------------------------------------------------------------------

/**
 * A new customer field's id: the server accepts `[a-z0-9_]{1,40}` and labels are Japanese, so the
 * id is made from a counter, not the label — `field_1`, `field_2` …, the first one not taken.
 */
export function newFieldId(fields: readonly Pick<SalonCustomerField, 'id'>[]): string {
  const taken = new Set(fields.map((field) => field.id));
  let n = 1;
  while (taken.has(`field_${n}`)) n++;
  return `field_${n}`;
}

/**
 * Choices of a `select` field as typed in a textarea: one per line, full-width spaces and blank
 * lines dropped, duplicates kept once.
 */
export function parseChoices(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
        .filter(Boolean),
    ),
  ];
}

/**
 * A salon URL's slug as the operator types it: NFKC (full-width letters and digits from the IME
 * become ASCII), lower case, spaces and underscores to hyphens. Empty means "let the server pick an
 * unguessable one". The server checks the result (`[a-z0-9-]`, 3–40 characters).
 */
export function normaliseSlug(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

// External calendars ------------------------------------------------------------------------------

/** spec §4 and §9: creating an external calendar link waits at most this long for the answer. */
export const CALENDAR_LINK_WAIT_MS = 30_000;

/**
 * Waits for `work` at most `ms`. spec §4: when the wait runs out, the screen reads the linked
 * calendars again and treats the link as made (Google may be slow; the server finishes it).
 */
export function waitAtMost<T>(
  work: Promise<T>,
  ms: number,
): Promise<{ done: true; value: T } | { done: false }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ done: false }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  return Promise.race([work.then((value) => ({ done: true as const, value })), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * spec §8: which failures of an external-calendar call show the server's own message. Creating a
 * link also shows 404 (the calendar is gone) and 401 (Google refused the account); deleting and
 * resyncing show 400 and 401; everything else is 不明なエラーが発生しました。
 */
export const CALENDAR_ERROR_STATUSES = {
  create: [422, 400, 404, 401],
  other: [422, 400, 401],
} as const;

export function calendarErrorText(
  status: number | null,
  serverMessage: string,
  call: keyof typeof CALENDAR_ERROR_STATUSES,
  unknownError: string,
): string {
  return status !== null &&
    (CALENDAR_ERROR_STATUSES[call] as readonly number[]).includes(status) &&
    serverMessage
    ? serverMessage
    : unknownError;
}

// Episodes and follows ----------------------------------------------------------------------------

export const OFFSET_UNITS = ['minutes', 'hours', 'days'] as const;
export type OffsetUnit = (typeof OFFSET_UNITS)[number];
const UNIT_MINUTES: Readonly<Record<OffsetUnit, number>> = { minutes: 1, hours: 60, days: 1440 };

/** A step's offset as the form shows it: the largest unit that divides it (1440 → 1 日, 90 → 90 分). */
export function offsetParts(minutes: number): { value: string; unit: OffsetUnit } {
  if (minutes > 0 && minutes % UNIT_MINUTES.days === 0)
    return { value: String(minutes / 1440), unit: 'days' };
  if (minutes > 0 && minutes % UNIT_MINUTES.hours === 0)
    return { value: String(minutes / 60), unit: 'hours' };
  return { value: String(minutes), unit: 'minutes' };
}

/** The offset in minutes from what was typed (full-width digits accepted), or null when not a number. */
export function offsetMinutes(value: string, unit: OffsetUnit): number | null {
  const number = parseWholeNumber(value);
  return number === null ? null : number * UNIT_MINUTES[unit];
}

/** Moves one item of a list up (−1) or down (+1); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
