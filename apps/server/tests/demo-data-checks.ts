/*
 * What makes demo data look wrong to someone trying the product (issue 28), as pure checks over
 * plain rows: the demo-seed test runs them on the seeded database, and demo-data-checks.test.ts
 * proves each one fails on bad rows.
 */

/** The latest value of one date or timestamp column of a table. */
export interface ColumnLatest {
  table: string;
  column: string;
  /** `date` columns hold a Tokyo calendar day; `timestamp` ones an instant. */
  kind: 'date' | 'timestamp';
  /** `YYYY-MM-DD` for a date, an ISO instant for a timestamp; null when the column is empty. */
  latest: string | null;
}

/**
 * Columns of plans, which may lie after today: reservations and requests for coming days, shifts
 * and block times, scheduled sends. Every other date or timestamp column records something that
 * happened, so a new column is checked unless it is named here.
 */
export const PLANNED_COLUMNS: ReadonlyMap<string, string> = new Map([
  ['salon_reservations.date', 'a reservation for a coming day'],
  ['salon_reservation_requests.date', 'the day a customer asks to move to'],
  ['salon_block_times.date', 'a blocked time on a coming day'],
  ['salon_time_shifts.start_date', 'a shift starting on a coming day'],
  ['tel_order_lines.scheduled_at', 'a send scheduled for later'],
  ['deliveries.scheduled_at', 'a delivery scheduled for next week'],
]);

/**
 * The columns holding a value after the seed's today (a date) or its now (an instant), as
 * `table.column: value` lines; planned columns are allowed.
 */
export function datesAfterToday(
  columns: readonly ColumnLatest[],
  today: string,
  now: Date,
  planned: ReadonlyMap<string, string> = PLANNED_COLUMNS,
): string[] {
  return columns.flatMap(({ table, column, kind, latest }) => {
    if (latest === null || planned.has(`${table}.${column}`)) return [];
    const late = kind === 'date' ? latest.slice(0, 10) > today : Date.parse(latest) > now.getTime();
    return late ? [`${table}.${column}: ${latest}`] : [];
  });
}

/** A reservation as the checks see it. */
export interface BookingRow {
  id: number;
  /** The customer: their name (the demo's reservations carry no friend). */
  name: string;
  memberId?: number | null;
  date: string;
  from: string;
  to: string;
  status: string;
}

const customerOf = (row: BookingRow) => (row.memberId ? `member:${row.memberId}` : `name:${row.name}`);
const live = (rows: readonly BookingRow[]) => rows.filter((row) => row.status !== 'cancelled');

function byCustomerDay(rows: readonly BookingRow[]): Map<string, BookingRow[]> {
  const groups = new Map<string, BookingRow[]>();
  for (const row of live(rows)) {
    const key = `${customerOf(row)} ${row.date}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * One customer booked twice at overlapping times (start inclusive, end exclusive; cancelled
 * ones do not count), as `name date from–to / from–to` lines.
 */
export function overlappingBookings(rows: readonly BookingRow[]): string[] {
  const found: string[] = [];
  for (const group of byCustomerDay(rows).values()) {
    const sorted = [...group].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
    sorted.forEach((a, i) => {
      for (const b of sorted.slice(i + 1)) {
        if (b.from < a.to) found.push(`${a.name} ${a.date} ${a.from}–${a.to} / ${b.from}–${b.to}`);
      }
    });
  }
  return found;
}

/** Customers with more than `max` visits on one day, as `name date: count` lines. */
export function busyCustomers(rows: readonly BookingRow[], max = 2): string[] {
  return [...byCustomerDay(rows).values()]
    .filter((group) => group.length > max)
    .map((group) => `${group[0]?.name} ${group[0]?.date}: ${group.length}`);
}

/** Display names worn by more than `share` of all (1 % by default), as `name: count` lines. */
export function crowdedNames(names: readonly string[], share = 0.01): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > names.length * share)
    .map(([name, count]) => `${name}: ${count}`);
}
