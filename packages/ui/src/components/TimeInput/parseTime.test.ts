import { describe, expect, it } from 'vitest';
import { hourOptions, minuteOptions, parseTime } from './parseTime';

describe('parseTime: 秒なし', () => {
  it.each([
    ['09:05', '09:05'],
    ['9:05', '09:05'],
    ['0:00', '00:00'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['12:30', '12:30'],
    ['１０：３０', '10:30'],
    ['９：０５', '09:05'],
    ['10：30', '10:30'],
    ['  8:15  ', '08:15'],
    ['\u300018:00\u3000', '18:00'],
    ['8 : 15', '08:15'],
  ])('%s → %s', (text, expected) => {
    expect(parseTime(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['9:5', 'format'],
    ['930', 'format'],
    ['9', 'format'],
    ['9:', 'format'],
    [':30', 'format'],
    ['123:00', 'format'],
    ['10:000', 'format'],
    ['10-30', 'format'],
    ['10:30:00', 'format'],
    ['午後3:00', 'format'],
    ['3:00 PM', 'format'],
    ['abc', 'format'],
    ['24:00', 'invalid'],
    ['25:00', 'invalid'],
    ['10:60', 'invalid'],
    ['99:99', 'invalid'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%s → %s エラー', (text, error) => {
    expect(parseTime(text)).toEqual({ ok: false, error });
  });
});

describe('parseTime: 秒あり', () => {
  it.each([
    ['10:00', '10:00:00'],
    ['9:05', '09:05:00'],
    ['10:00:30', '10:00:30'],
    ['23:59:59', '23:59:59'],
    ['１０：００：３０', '10:00:30'],
  ])('%s → %s', (text, expected) => {
    expect(parseTime(text, { seconds: true })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['10:00:60', 'invalid'],
    ['10:00:5', 'format'],
    ['10:00:', 'format'],
    ['', 'empty'],
  ])('%s → %s エラー', (text, error) => {
    expect(parseTime(text, { seconds: true })).toEqual({ ok: false, error });
  });
});

describe('parseTime: 分の刻み', () => {
  it.each([
    ['10:00', 15, { ok: true, value: '10:00' }],
    ['10:45', 15, { ok: true, value: '10:45' }],
    ['10:07', 15, { ok: false, error: 'step' }],
    ['10:30', 30, { ok: true, value: '10:30' }],
    ['10:15', 30, { ok: false, error: 'step' }],
    ['10:55', 5, { ok: true, value: '10:55' }],
    ['10:60', 15, { ok: false, error: 'invalid' }],
  ] as const)('%s（%i 分刻み）→ %j', (text, minuteStep, expected) => {
    expect(parseTime(text, { minuteStep })).toEqual(expected);
  });
});

describe('選択肢', () => {
  it('時は 00〜23 の 24 個', () => {
    const hours = hourOptions();
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe('00');
    expect(hours[23]).toBe('23');
  });

  it.each([
    [1, 60, '59'],
    [5, 12, '55'],
    [10, 6, '50'],
    [15, 4, '45'],
    [30, 2, '30'],
    [0, 60, '59'],
    [7.5, 60, '59'],
  ])('分は %i 分刻みで %i 個、最後は %s', (step, count, last) => {
    const minutes = minuteOptions(step);
    expect(minutes).toHaveLength(count);
    expect(minutes[0]).toBe('00');
    expect(minutes.at(-1)).toBe(last);
  });
});
