import { describe, expect, it } from 'vitest';
import { dayOf, minutesOf, rangeOf, timeOf } from '../src/salon/dates';
import { expandTimeShifts, type ShiftException, type ShiftSeries, shownDate } from '../src/salon/shifts';

const series = (over: Partial<ShiftSeries>): ShiftSeries => ({
  id: 1,
  resourceId: 10,
  startDate: '2024-01-01',
  repeat: 'weekly',
  from: '10:00',
  to: '19:00',
  description: '',
  expiredAt: null,
  ...over,
});

const exception = (over: Partial<ShiftException>): ShiftException => ({
  id: 100,
  masterId: 1,
  date: '2024-01-08',
  cancelled: false,
  movedTo: null,
  from: '10:00',
  to: '19:00',
  description: '',
  ...over,
});

/** The dates shown, with `<-original` where an occurrence was moved. */
const shown = (list: ShiftSeries[], exceptions: ShiftException[], first: string, last: string) =>
  expandTimeShifts(list, exceptions, first, last).map((s) =>
    s.dirty_date ? `${shownDate(s)}<-${s._date}` : s._date,
  );

describe('expandTimeShifts: rule dates', () => {
  const cases: Array<{ name: string; list: ShiftSeries[]; first: string; last: string; want: string[] }> = [
    {
      name: 'none: only its start date',
      list: [series({ repeat: 'none', startDate: '2024-03-05' })],
      first: '2024-03-01',
      last: '2024-03-31',
      want: ['2024-03-05'],
    },
    {
      name: 'none: start outside the range gives nothing',
      list: [series({ repeat: 'none', startDate: '2024-02-28' })],
      first: '2024-03-01',
      last: '2024-03-31',
      want: [],
    },
    {
      name: 'daily across the end of February in a leap year',
      list: [series({ repeat: 'daily', startDate: '2024-02-27' })],
      first: '2024-02-26',
      last: '2024-03-02',
      want: ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'],
    },
    {
      name: 'daily across the end of February in a common year',
      list: [series({ repeat: 'daily', startDate: '2023-02-27' })],
      first: '2023-02-27',
      last: '2023-03-01',
      want: ['2023-02-27', '2023-02-28', '2023-03-01'],
    },
    {
      name: 'weekly keeps the weekday of the start (Monday 2024-01-01)',
      list: [series({ repeat: 'weekly' })],
      first: '2024-01-10',
      last: '2024-02-01',
      want: ['2024-01-15', '2024-01-22', '2024-01-29'],
    },
    {
      name: 'every two weeks is anchored on the start date, not on the range',
      list: [series({ repeat: 'biweekly', startDate: '2024-01-03' })],
      first: '2024-01-20',
      last: '2024-03-01',
      want: ['2024-01-31', '2024-02-14', '2024-02-28'],
    },
    {
      name: 'every two weeks: a range starting on an off week skips it',
      list: [series({ repeat: 'biweekly', startDate: '2024-01-03' })],
      first: '2024-01-10',
      last: '2024-01-16',
      want: [],
    },
    {
      name: 'monthly on the 31st skips months without one',
      list: [series({ repeat: 'monthly', startDate: '2024-01-31' })],
      first: '2024-01-01',
      last: '2024-07-31',
      want: ['2024-01-31', '2024-03-31', '2024-05-31', '2024-07-31'],
    },
    {
      name: 'monthly from 29 February: every month has a 29th but February 2025',
      list: [series({ repeat: 'monthly', startDate: '2024-02-29' })],
      first: '2024-12-01',
      last: '2025-04-30',
      want: ['2024-12-29', '2025-01-29', '2025-03-29', '2025-04-29'],
    },
    {
      name: 'monthly from 29 February reaches the next leap day',
      list: [series({ repeat: 'monthly', startDate: '2024-02-29' })],
      first: '2028-02-01',
      last: '2028-02-29',
      want: ['2028-02-29'],
    },
    {
      name: 'expiry is inclusive: an occurrence on the expiry date is kept',
      list: [series({ repeat: 'weekly', expiredAt: '2024-01-15' })],
      first: '2024-01-01',
      last: '2024-01-31',
      want: ['2024-01-01', '2024-01-08', '2024-01-15'],
    },
    {
      name: 'expiry the day before an occurrence drops it',
      list: [series({ repeat: 'weekly', expiredAt: '2024-01-14' })],
      first: '2024-01-01',
      last: '2024-01-31',
      want: ['2024-01-01', '2024-01-08'],
    },
    {
      name: 'expired before the range: nothing',
      list: [series({ repeat: 'daily', expiredAt: '2023-12-31', startDate: '2023-12-01' })],
      first: '2024-01-01',
      last: '2024-01-31',
      want: [],
    },
    {
      name: 'the range bounds are inclusive',
      list: [series({ repeat: 'weekly' })],
      first: '2024-01-08',
      last: '2024-01-15',
      want: ['2024-01-08', '2024-01-15'],
    },
    {
      name: 'a series starting inside the range',
      list: [series({ repeat: 'daily', startDate: '2024-01-30' })],
      first: '2024-01-28',
      last: '2024-02-01',
      want: ['2024-01-30', '2024-01-31', '2024-02-01'],
    },
    {
      name: 'across the year end',
      list: [series({ repeat: 'weekly', startDate: '2024-12-24' })],
      first: '2024-12-20',
      last: '2025-01-10',
      want: ['2024-12-24', '2024-12-31', '2025-01-07'],
    },
    {
      name: 'an inverted range gives nothing',
      list: [series({ repeat: 'daily' })],
      first: '2024-01-10',
      last: '2024-01-01',
      want: [],
    },
  ];
  it.each(cases)('$name', ({ list, first, last, want }) => {
    expect(shown(list, [], first, last)).toEqual(want);
  });
});

describe('expandTimeShifts: exceptions', () => {
  const weekly = series({ repeat: 'weekly' }); // Mondays from 2024-01-01
  const cases: Array<{
    name: string;
    exceptions: ShiftException[];
    first: string;
    last: string;
    want: string[];
  }> = [
    {
      name: 'a cancelled occurrence disappears',
      exceptions: [exception({ date: '2024-01-08', cancelled: true })],
      first: '2024-01-01',
      last: '2024-01-15',
      want: ['2024-01-01', '2024-01-15'],
    },
    {
      name: 'a changed occurrence stays on its date',
      exceptions: [exception({ date: '2024-01-08', from: '12:00' })],
      first: '2024-01-01',
      last: '2024-01-15',
      want: ['2024-01-01', '2024-01-08', '2024-01-15'],
    },
    {
      name: 'a moved occurrence is shown on its new date',
      exceptions: [exception({ date: '2024-01-08', movedTo: '2024-01-10' })],
      first: '2024-01-01',
      last: '2024-01-15',
      want: ['2024-01-01', '2024-01-10<-2024-01-08', '2024-01-15'],
    },
    {
      name: 'moved onto another occurrence: both are shown, told apart by _date',
      exceptions: [exception({ date: '2024-01-08', movedTo: '2024-01-15', from: '08:00' })],
      first: '2024-01-01',
      last: '2024-01-21',
      want: ['2024-01-01', '2024-01-15<-2024-01-08', '2024-01-15'],
    },
    {
      name: 'moved into the range from outside it',
      exceptions: [exception({ date: '2024-01-29', movedTo: '2024-01-20' })],
      first: '2024-01-16',
      last: '2024-01-21',
      want: ['2024-01-20<-2024-01-29'],
    },
    {
      name: 'moved out of the range',
      exceptions: [exception({ date: '2024-01-15', movedTo: '2024-02-03' })],
      first: '2024-01-14',
      last: '2024-01-21',
      want: [],
    },
    {
      name: 'an exception for a date that is not an occurrence (left from an old rule) is ignored',
      exceptions: [exception({ date: '2024-01-09', movedTo: '2024-01-10' })],
      first: '2024-01-01',
      last: '2024-01-15',
      want: ['2024-01-01', '2024-01-08', '2024-01-15'],
    },
    {
      name: 'an exception that changes nothing keeps its occurrence, once',
      exceptions: [exception({ date: '2024-01-22' })],
      first: '2024-01-01',
      last: '2024-01-31',
      want: ['2024-01-01', '2024-01-08', '2024-01-15', '2024-01-22', '2024-01-29'],
    },
    {
      name: 'moved to its own date counts as not moved',
      exceptions: [exception({ date: '2024-01-08', movedTo: '2024-01-08' })],
      first: '2024-01-08',
      last: '2024-01-08',
      want: ['2024-01-08'],
    },
  ];
  it.each(cases)('$name', ({ exceptions, first, last, want }) => {
    expect(shown([weekly], exceptions, first, last)).toEqual(want);
  });

  it('a changed occurrence carries the exception id and its values', () => {
    const [shift] = expandTimeShifts(
      [weekly],
      [exception({ id: 7, date: '2024-01-08', from: '12:00', to: '15:00', description: '午後のみ' })],
      '2024-01-08',
      '2024-01-08',
    );
    expect(shift).toEqual({
      master_id: 1,
      self_id: 7,
      salon_resource_id: 10,
      start_date: '2024-01-01',
      _date: '2024-01-08',
      dirty_date: null,
      repeat: 'weekly',
      from: '12:00',
      to: '15:00',
      description: '午後のみ',
      expired_at: null,
    });
  });

  it('an exception after the expiry is ignored', () => {
    const expiring = series({ repeat: 'weekly', expiredAt: '2024-01-15' });
    expect(
      shown(
        [expiring],
        [exception({ date: '2024-01-22', movedTo: '2024-01-10' })],
        '2024-01-01',
        '2024-01-31',
      ),
    ).toEqual(['2024-01-01', '2024-01-08', '2024-01-15']);
  });

  it('a cancelled occurrence on the expiry date leaves the ones before it', () => {
    const expiring = series({ repeat: 'weekly', expiredAt: '2024-01-15' });
    expect(
      shown([expiring], [exception({ date: '2024-01-15', cancelled: true })], '2024-01-01', '2024-12-31'),
    ).toEqual(['2024-01-01', '2024-01-08']);
  });

  it('sorts several resources by date shown, start time, resource and series', () => {
    const list = [
      series({ id: 1, resourceId: 20, repeat: 'daily', from: '09:00' }),
      series({ id: 2, resourceId: 10, repeat: 'daily', from: '09:00' }),
      series({ id: 3, resourceId: 10, repeat: 'daily', from: '08:00' }),
    ];
    const result = expandTimeShifts(list, [], '2024-01-01', '2024-01-02');
    expect(result.map((s) => `${s._date} ${s.from} r${s.salon_resource_id} m${s.master_id}`)).toEqual([
      '2024-01-01 08:00 r10 m3',
      '2024-01-01 09:00 r10 m2',
      '2024-01-01 09:00 r20 m1',
      '2024-01-02 08:00 r10 m3',
      '2024-01-02 09:00 r10 m2',
      '2024-01-02 09:00 r20 m1',
    ]);
  });
});

describe('salon dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-04-31', false],
    ['2024-4-1', false],
    ['2024/04/01', false],
    ['', false],
  ])('dayOf(%s) is a date: %s', (text, ok) => {
    expect(dayOf(text) !== null).toBe(ok);
  });

  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:01', null],
    ['9:30', null],
    ['12:60', null],
    ['00:0a', null],
    ['a0:00', null],
    ['25:00', null],
    ['12-30', null],
    ['１２:００', null],
    ['12:300', null],
  ])('minutesOf(%s) = %s', (text, minutes) => {
    expect(minutesOf(text)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [570, '09:30'],
    [1439, '23:59'],
    [1440, '24:00'],
  ])('timeOf(%i) = %s, and back', (minutes, text) => {
    expect(timeOf(minutes)).toBe(text);
    expect(minutesOf(text)).toBe(minutes);
  });

  it.each([
    ['2024-01-01..2024-01-31', { start: dayOf('2024-01-01'), end: dayOf('2024-01-31') }],
    ['2024-01-31..2024-01-01', null],
    ['2024-01-01', null],
    ['2024-01-01..2024-02-30', null],
    ['2024-01-01..2024-01-02..2024-01-03', null],
  ])('rangeOf(%s)', (text, want) => {
    expect(rangeOf(text)).toEqual(want);
  });
});
