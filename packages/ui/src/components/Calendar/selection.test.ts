import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  dayState,
  initialFocusOf,
  periodKey,
  periodRange,
  selectDay,
  selectPeriod,
} from './selection';
import type { CalendarProps } from './types';

const noop = () => {};
const single = (value: string | null): CalendarProps => ({ mode: 'single', value, onChange: noop });
const range = (value: { start: string; end: string } | null): CalendarProps => ({
  mode: 'range',
  value,
  onChange: noop,
});
const multiple = (value: string[]): CalendarProps => ({ mode: 'multiple', value, onChange: noop });
const week = (value: { start: string; end: string } | null): CalendarProps => ({
  mode: 'week',
  value,
  onChange: noop,
});
const july = { min: '2024-07-05', max: '2024-07-25', isDateDisabled: (d: string) => d === '2024-07-13' };

describe('selectDay', () => {
  it.each`
    why                                        | props                                     | pending         | date            | expected
    ${'single: the day'}                       | ${single(null)}                           | ${null}         | ${'2024-07-10'} | ${{ kind: 'emit', value: '2024-07-10' }}
    ${'single: before min'}                    | ${single(null)}                           | ${null}         | ${'2024-07-04'} | ${{ kind: 'reject', value: '2024-07-04', reason: 'min' }}
    ${'single: after max'}                     | ${single(null)}                           | ${null}         | ${'2024-07-26'} | ${{ kind: 'reject', value: '2024-07-26', reason: 'max' }}
    ${'single: a disabled day'}                | ${single(null)}                           | ${null}         | ${'2024-07-13'} | ${{ kind: 'reject', value: '2024-07-13', reason: 'disabled' }}
    ${'single: min itself'}                    | ${single(null)}                           | ${null}         | ${'2024-07-05'} | ${{ kind: 'emit', value: '2024-07-05' }}
    ${'range: first press waits'}              | ${range(null)}                            | ${null}         | ${'2024-07-20'} | ${{ kind: 'pending', pending: '2024-07-20' }}
    ${'range: second press, later'}            | ${range(null)}                            | ${'2024-07-10'} | ${'2024-07-20'} | ${{ kind: 'emit', value: { start: '2024-07-10', end: '2024-07-20' } }}
    ${'range: second press, earlier: swapped'} | ${range(null)}                            | ${'2024-07-20'} | ${'2024-07-10'} | ${{ kind: 'emit', value: { start: '2024-07-10', end: '2024-07-20' } }}
    ${'range: same day twice'}                 | ${range(null)}                            | ${'2024-07-10'} | ${'2024-07-10'} | ${{ kind: 'emit', value: { start: '2024-07-10', end: '2024-07-10' } }}
    ${'range: second press refused'}           | ${range(null)}                            | ${'2024-07-20'} | ${'2024-07-28'} | ${{ kind: 'reject', value: '2024-07-28', reason: 'max' }}
    ${'multiple: added, sorted'}               | ${multiple(['2024-07-20'])}               | ${null}         | ${'2024-07-10'} | ${{ kind: 'emit', value: ['2024-07-10', '2024-07-20'] }}
    ${'multiple: removed'}                     | ${multiple(['2024-07-10', '2024-07-20'])} | ${null}         | ${'2024-07-10'} | ${{ kind: 'emit', value: ['2024-07-20'] }}
    ${'multiple: a disabled day is removable'} | ${multiple(['2024-07-13'])}               | ${null}         | ${'2024-07-13'} | ${{ kind: 'emit', value: [] }}
    ${'multiple: a disabled day is not added'} | ${multiple([])}                           | ${null}         | ${'2024-07-13'} | ${{ kind: 'reject', value: '2024-07-13', reason: 'disabled' }}
    ${'week: Sunday to Saturday'}              | ${week(null)}                             | ${null}         | ${'2024-07-17'} | ${{ kind: 'emit', value: { start: '2024-07-14', end: '2024-07-20' } }}
    ${'week: past max is refused'}             | ${week(null)}                             | ${null}         | ${'2024-07-31'} | ${{ kind: 'reject', value: '2024-07-31', reason: 'max' }}
    ${'week: the pressed day is checked'}      | ${week(null)}                             | ${null}         | ${'2024-07-13'} | ${{ kind: 'reject', value: '2024-07-13', reason: 'disabled' }}
  `('$why', ({ props, pending, date, expected }) => {
    expect(selectDay(props, pending, date, july)).toEqual(expected);
  });
});

it('week: across a month end', () => {
  expect(selectDay(week(null), null, '2024-07-31', {})).toEqual({
    kind: 'emit',
    value: { start: '2024-07-28', end: '2024-08-03' },
  });
});

describe('selectPeriod', () => {
  it.each`
    view         | start           | constraints                       | expected
    ${'month'}   | ${'2024-09-01'} | ${{}}                             | ${{ kind: 'emit', value: '2024-09' }}
    ${'month'}   | ${'2024-09-15'} | ${{}}                             | ${{ kind: 'emit', value: '2024-09' }}
    ${'month'}   | ${'2024-06-01'} | ${{ min: '2024-07-05' }}          | ${{ kind: 'reject', value: '2024-06', reason: 'min' }}
    ${'month'}   | ${'2024-07-01'} | ${{ min: '2024-07-05' }}          | ${{ kind: 'emit', value: '2024-07' }}
    ${'quarter'} | ${'2024-07-01'} | ${{}}                             | ${{ kind: 'emit', value: '2024-Q3' }}
    ${'quarter'} | ${'2024-12-01'} | ${{ max: '2024-09-30' }}          | ${{ kind: 'reject', value: '2024-Q4', reason: 'max' }}
    ${'year'}    | ${'2025-01-01'} | ${{ max: '2025-01-01' }}          | ${{ kind: 'emit', value: '2025' }}
    ${'year'}    | ${'2026-01-01'} | ${{ max: '2025-12-31' }}          | ${{ kind: 'reject', value: '2026', reason: 'max' }}
    ${'month'}   | ${'2024-07-01'} | ${{ isDateDisabled: () => true }} | ${{ kind: 'emit', value: '2024-07' }}
  `('$view $start → $expected.kind $expected.value', ({ view, start, constraints, expected }) => {
    expect(selectPeriod(view, start, constraints)).toEqual(expected);
  });

  it.each`
    view         | start           | key          | first           | last
    ${'month'}   | ${'2024-02-01'} | ${'2024-02'} | ${'2024-02-01'} | ${'2024-02-29'}
    ${'quarter'} | ${'2024-10-01'} | ${'2024-Q4'} | ${'2024-10-01'} | ${'2024-12-31'}
    ${'year'}    | ${'2024-01-01'} | ${'2024'}    | ${'2024-01-01'} | ${'2024-12-31'}
  `('$view starting $start is $key ($first–$last)', ({ view, start, key, first, last }) => {
    expect(periodKey(view, start)).toBe(key);
    expect(periodRange(view, start)).toEqual({ start: first, end: last });
  });
});

describe('dayState', () => {
  it.each`
    why                              | props                                                | pending         | date            | selected | inRange
    ${'single: the value'}           | ${single('2024-07-10')}                              | ${null}         | ${'2024-07-10'} | ${true}  | ${false}
    ${'single: another day'}         | ${single('2024-07-10')}                              | ${null}         | ${'2024-07-11'} | ${false} | ${false}
    ${'range: an end'}               | ${range({ start: '2024-07-10', end: '2024-07-20' })} | ${null}         | ${'2024-07-20'} | ${true}  | ${false}
    ${'range: inside'}               | ${range({ start: '2024-07-10', end: '2024-07-20' })} | ${null}         | ${'2024-07-15'} | ${false} | ${true}
    ${'range: outside'}              | ${range({ start: '2024-07-10', end: '2024-07-20' })} | ${null}         | ${'2024-07-21'} | ${false} | ${false}
    ${'range: only the first press'} | ${range({ start: '2024-07-10', end: '2024-07-20' })} | ${'2024-07-25'} | ${'2024-07-15'} | ${false} | ${false}
    ${'range: the first press'}      | ${range({ start: '2024-07-10', end: '2024-07-20' })} | ${'2024-07-25'} | ${'2024-07-25'} | ${true}  | ${false}
    ${'week: every day of it'}       | ${week({ start: '2024-07-14', end: '2024-07-20' })}  | ${null}         | ${'2024-07-17'} | ${true}  | ${false}
    ${'multiple: one of them'}       | ${multiple(['2024-07-03', '2024-07-05'])}            | ${null}         | ${'2024-07-05'} | ${true}  | ${false}
  `('$why', ({ props, pending, date, selected, inRange }) => {
    expect(dayState(props, pending, date)).toEqual({ selected, inRange });
  });
});

describe('where the calendar opens', () => {
  it.each`
    why                                | props                                                    | expected
    ${'single value'}                  | ${single('2024-07-10')}                                  | ${'2024-07-10'}
    ${'range start'}                   | ${range({ start: '2024-03-01', end: '2024-04-01' })}     | ${'2024-03-01'}
    ${'multiple: the first valid'}     | ${multiple(['x', '2024-05-05'])}                         | ${'2024-05-05'}
    ${'month value'}                   | ${{ mode: 'month', value: '2024-09', onChange: noop }}   | ${'2024-09-01'}
    ${'quarter value'}                 | ${{ mode: 'quarter', value: '2024-Q4', onChange: noop }} | ${'2024-10-01'}
    ${'no value: defaultMonth'}        | ${{ ...single(null), defaultMonth: '2024-02' }}          | ${'2024-02-01'}
    ${'no value: defaultMonth as day'} | ${{ ...single(null), defaultMonth: '2024-02-14' }}       | ${'2024-02-14'}
    ${'bad defaultMonth: today'}       | ${{ ...single(null), defaultMonth: '2024-13' }}          | ${'2030-01-01'}
    ${'nothing: today'}                | ${single(null)}                                          | ${'2030-01-01'}
  `('$why → $expected', ({ props, expected }) => {
    expect(initialFocusOf(props, '2030-01-01')).toBe(expected);
  });

  it('an invalid value is no anchor', () => {
    expect(anchorOf(single('2024-02-30'))).toBeNull();
    expect(anchorOf({ mode: 'time', value: '10:00', onChange: noop })).toBeNull();
  });
});
