import { describe, expect, it } from 'vitest';
import { japanInstant, japanInstantOf } from './schedule';

const utc = (iso: string) => Date.parse(iso);

describe('a Japanese wall-clock time as an instant', () => {
  it.each([
    ['2026-12-01', '09:00', '2026-12-01T00:00:00.000Z'],
    // Before 9:00 in Japan is still the day before in UTC.
    ['2026-12-01', '08:59', '2026-11-30T23:59:00.000Z'],
    ['2026-12-01', '00:00', '2026-11-30T15:00:00.000Z'],
    ['2026-12-01', '23:59', '2026-12-01T14:59:00.000Z'],
    // New Year in Japan is the afternoon of 31 December in UTC.
    ['2027-01-01', '00:00', '2026-12-31T15:00:00.000Z'],
    ['2028-02-29', '12:00', '2028-02-29T03:00:00.000Z'],
  ])('%s %s in Japan is %s', (date, time, expected) => {
    expect(japanInstant(date, time)).toBe(utc(expected));
  });

  it.each([
    ['2027-02-29', '12:00', 'no 29 February in 2027'],
    ['2026-04-31', '12:00', 'April has 30 days'],
    ['2026-13-01', '12:00', 'no thirteenth month'],
    ['2026-12-00', '12:00', 'no day 0'],
    ['2026-12-01', '24:00', 'the day has no hour 24'],
    ['2026-12-01', '12:60', 'the hour has no minute 60'],
    ['2026-12-1', '12:00', 'the day in one digit'],
    ['2026-12-01', '9:00', 'the hour in one digit'],
    ['2026-12-01', '09:00:00', 'seconds'],
    ['', '', 'nothing'],
  ])('refuses %s %s (%s)', (date, time) => {
    expect(japanInstant(date, time)).toBeNull();
  });

  it.each([
    ['2026-12-01T09:00', utc('2026-12-01T00:00:00.000Z')],
    ['2026-12-01T09:00Z', null],
    ['2026-12-01T09:00+09:00', null],
    ['2026-12-01', null],
  ])('reads the `at` %s', (at, expected) => {
    expect(japanInstantOf(at)).toBe(expected);
  });
});
