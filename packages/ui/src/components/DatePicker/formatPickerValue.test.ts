import { describe, expect, it } from 'vitest';
import { formatPickerValue } from './formatPickerValue';

describe('formatPickerValue', () => {
  it.each([
    ['single', '2024-07-10', '2024/07/10'],
    ['single', null, ''],
    ['range', { start: '2024-07-10', end: '2024-07-20' }, '2024/07/10 〜 2024/07/20'],
    ['range', null, ''],
    ['week', { start: '2024-07-14', end: '2024-07-20' }, '2024/07/14 〜 2024/07/20'],
    ['multiple', ['2024-07-03', '2024-07-05'], '2024/07/03、2024/07/05'],
    ['multiple', [], ''],
    ['month', '2024-07', '2024年7月'],
    ['month', 'bad', ''],
    ['year', '2024', '2024年'],
    ['quarter', '2024-Q3', '2024年 第3四半期'],
    ['time', '09:30', '09:30'],
  ] as const)('%s %j → %s', (mode, value, expected) => {
    expect(formatPickerValue(mode, value)).toBe(expected);
  });
});
