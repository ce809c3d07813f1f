import { describe, expect, it } from 'vitest';
import { presetDateToString, presetRangeToRange } from './presets';

// テストは TZ=Asia/Tokyo を前提にしない: ローカルの日付は Date のローカル値から期待値を作る。
describe('presetDateToString', () => {
  it.each([
    ['2024-07-15', false, '2024-07-15'],
    ['2024-07-15', true, '2024-07-15'],
    ['2024-07-01T23:30:00Z', true, '2024-07-01'], // 時差を適用しない: 書かれた日付
    ['2024-07-01T23:30:00+09:00', true, '2024-07-01'],
    ['not a date', false, null],
  ] as const)('%s (noTimezone=%s) → %s', (value, noTz, expected) => {
    expect(presetDateToString(value, noTz)).toBe(expected);
  });

  it('時差を適用するとローカルの日付になる', () => {
    const d = new Date('2024-07-01T23:30:00Z');
    const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(presetDateToString('2024-07-01T23:30:00Z')).toBe(local);
    expect(presetDateToString(d)).toBe(local);
  });

  it('Date を noTimezone で読むと UTC の日付', () => {
    expect(presetDateToString(new Date(Date.UTC(2024, 6, 1, 23, 30)), true)).toBe('2024-07-01');
    expect(presetDateToString(new Date(Number.NaN))).toBeNull();
  });
});

describe('presetRangeToRange', () => {
  it.each([
    [
      { start: '2024-07-01', end: '2024-07-31' },
      { start: '2024-07-01', end: '2024-07-31' },
    ],
    [['2024-07-31', '2024-07-01'], { start: '2024-07-01', end: '2024-07-31' }], // 逆順は入れ替える
    [{ start: 'x', end: '2024-07-31' }, null],
  ] as const)('%j → %j', (value, expected) => expect(presetRangeToRange(value)).toEqual(expected));
});
