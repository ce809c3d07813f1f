import { describe, expect, it } from 'vitest';
import {
  type BookingRow,
  busyCustomers,
  type ColumnLatest,
  crowdedNames,
  datesAfterToday,
  overlappingBookings,
} from './demo-data-checks';

/** The demo-data checks fail on bad rows (so a green demo-seed test means something). */

const now = new Date('2026-11-26T05:00:00Z'); // 14:00 in Tokyo
const today = '2026-11-26';
const column = (over: Partial<ColumnLatest>): ColumnLatest => ({
  table: 'friends',
  column: 'last_active_at',
  kind: 'timestamp',
  latest: null,
  ...over,
});

describe('datesAfterToday', () => {
  it.each<[string, ColumnLatest, string[]]>([
    ['an empty column', column({}), []],
    ['an instant before now', column({ latest: '2026-11-26T04:59:59Z' }), []],
    ['an instant at now', column({ latest: now.toISOString() }), []],
    [
      'an instant after now',
      column({ latest: '2027-01-30T00:00:00Z' }),
      ['friends.last_active_at: 2027-01-30T00:00:00Z'],
    ],
    ['a day of today', column({ kind: 'date', column: 'd', latest: today }), []],
    [
      'a day after today',
      column({ kind: 'date', column: 'd', latest: '2026-11-27' }),
      ['friends.d: 2026-11-27'],
    ],
    [
      'a planned column after today',
      column({ table: 'salon_reservations', column: 'date', kind: 'date', latest: '2026-12-12' }),
      [],
    ],
    [
      'a new column of a planned table, after now',
      column({ table: 'salon_reservations', column: 'checked_at', latest: '2026-12-12T01:00:00Z' }),
      ['salon_reservations.checked_at: 2026-12-12T01:00:00Z'],
    ],
  ])('%s', (_, given, expected) => {
    expect(datesAfterToday([given], today, now)).toEqual(expected);
  });
});

const booking = (over: Partial<BookingRow>): BookingRow => ({
  id: 1,
  name: '山田 花子',
  date: '2026-11-26',
  from: '10:00',
  to: '11:00',
  status: 'reserved',
  ...over,
});

describe('overlappingBookings', () => {
  it.each<[string, BookingRow[], number]>([
    ['one booking', [booking({})], 0],
    ['back to back', [booking({}), booking({ id: 2, from: '11:00', to: '12:00' })], 0],
    ['overlapping, another staff member', [booking({}), booking({ id: 2, from: '10:30', to: '12:00' })], 1],
    ['one inside the other', [booking({ to: '13:00' }), booking({ id: 2, from: '11:00', to: '12:00' })], 1],
    ['two people at once', [booking({}), booking({ id: 2, name: '佐藤 美咲' })], 0],
    ['another day', [booking({}), booking({ id: 2, date: '2026-11-27' })], 0],
    ['one of them cancelled', [booking({}), booking({ id: 2, status: 'cancelled' })], 0],
    [
      'the same friend under two names',
      [booking({ memberId: 7 }), booking({ id: 2, name: 'はなこ', memberId: 7 })],
      1,
    ],
  ])('%s', (_, rows, count) => {
    expect(overlappingBookings(rows)).toHaveLength(count);
  });
});

describe('busyCustomers', () => {
  const visits = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      booking({ id: i + 1, from: `${10 + 2 * i}:00`, to: `${11 + 2 * i}:00` }),
    );
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
  ])('%i visits a day: %i found', (n, found) => {
    expect(busyCustomers(visits(n))).toHaveLength(found);
  });
});

describe('crowdedNames', () => {
  const varied = Array.from({ length: 1000 }, (_, i) => `客${i}`);
  it.each<[string, string[], string[]]>([
    ['all different', varied, []],
    ['10 of 1,000 (1 %)', [...varied.slice(10), ...Array(10).fill('ダイキ')], []],
    ['11 of 1,000', [...varied.slice(11), ...Array(11).fill('ダイキ')], ['ダイキ: 11']],
    [
      '82 of 3,000',
      [
        ...Array(2918)
          .fill(0)
          .map((_, i) => `客${i}`),
        ...Array(82).fill('ダイキ'),
      ],
      ['ダイキ: 82'],
    ],
  ])('%s', (_, names, expected) => {
    expect(crowdedNames(names)).toEqual(expected);
  });
});
