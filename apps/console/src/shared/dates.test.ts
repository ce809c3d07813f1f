import { describe, expect, it } from 'vitest';
import { formatJaDateTime, formatTokyoMinute, formatTokyoSecond, tokyoToday } from './dates';

describe('dates in Japan’s time, wherever the browser is', () => {
  it.each([
    ['2024-07-15T01:00:00.000Z', '2024/07/15 10:00'],
    ['2024-12-31T15:00:00.000Z', '2025/01/01 00:00'],
    ['2024-07-14T14:59:59.000Z', '2024/07/14 23:59'],
  ])('%s is %s', (instant, shown) => {
    expect(formatTokyoMinute(instant)).toBe(shown);
  });
  it('today turns at midnight in Tokyo', () => {
    expect(tokyoToday(new Date('2024-12-31T14:59:00Z'))).toBe('2024-12-31');
    expect(tokyoToday(new Date('2024-12-31T15:00:00Z'))).toBe('2025-01-01');
  });
  it.each([
    ['2023-10-01T01:00:00.000Z', '2023/10/01 10:00:00'],
    ['2023-12-31T15:30:05.000Z', '2024/01/01 00:30:05'],
    ['2023-10-01T10:00:00+09:00', '2023/10/01 10:00:00'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['not a date', ''],
  ])('%s to the second is %s', (instant, shown) => {
    expect(formatTokyoSecond(instant)).toBe(shown);
  });
  it.each([
    ['2026-11-26', undefined, undefined, '2026年11月26日(木)'],
    ['2026-11-26', '15:00', undefined, '2026年11月26日(木) 15:00'],
    ['2026-11-26', '15:00', '16:00', '2026年11月26日(木) 15:00–16:00'],
    ['2024-02-29', '09:30', undefined, '2024年2月29日(木) 09:30'],
    ['2027-01-01', '23:45', undefined, '2027年1月1日(金) 23:45'],
    ['2026-12-31', '00:00', undefined, '2026年12月31日(木) 00:00'],
    ['2026-11-29', undefined, undefined, '2026年11月29日(日)'],
    ['2026-11-28', undefined, undefined, '2026年11月28日(土)'],
  ])('formatJaDateTime(%s, %s, %s) = %s', (date, from, to, expected) => {
    expect(formatJaDateTime(date, from, to)).toBe(expected);
  });
});
