import { describe, expect, it } from 'vitest';
import { formatTokyoMinute, tokyoToday } from './dates';

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
});
