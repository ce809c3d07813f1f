import {
  SALON_FIELD_MESSAGES,
  type SalonOpeningConfig,
  salonOpeningConfigInputSchema,
  salonReservationConfigInputSchema,
} from '@console/contract/salon';
import { describe, expect, it, vi } from 'vitest';
import { checkForm } from './formCheck';
import {
  blockedCells,
  calendarErrorText,
  cellKey,
  draftClosures,
  lineState,
  moveItem,
  newFieldId,
  normaliseSlug,
  offsetMinutes,
  offsetParts,
  openingYearParam,
  parseChoices,
  sameCells,
  setCells,
  toggleClosedDate,
  unlinksOf,
  waitAtMost,
} from './settings';

describe('resource × course matrix', () => {
  const matrix = {
    data: [
      { salon_resource_id: 2, salon_course_id: 3 },
      { salon_resource_id: 1, salon_course_id: 2 },
      // A course deleted since: not sent back.
      { salon_resource_id: 1, salon_course_id: 99 },
    ],
  };

  it('reads the unlinks as blocked cells and writes back only listed pairs, in list order', () => {
    const blocked = blockedCells(matrix);
    expect([...blocked].sort()).toEqual(['1:2', '1:99', '2:3']);
    expect(unlinksOf([1, 2], [1, 2, 3], blocked)).toEqual([
      { salon_resource_id: 1, salon_course_id: 2 },
      { salon_resource_id: 2, salon_course_id: 3 },
    ]);
    expect(blockedCells(undefined).size).toBe(0);
  });

  it.each([
    { keys: ['1:2'], serve: true, expected: ['1:99', '2:3'] },
    { keys: ['1:1', '1:2', '1:3'], serve: false, expected: ['1:1', '1:2', '1:3', '1:99', '2:3'] },
    { keys: ['1:1', '1:2', '1:3'], serve: true, expected: ['1:99', '2:3'] },
    { keys: [], serve: false, expected: ['1:2', '1:99', '2:3'] },
  ])('setCells($keys, serve=$serve)', ({ keys, serve, expected }) => {
    const before = blockedCells(matrix);
    expect([...setCells(before, keys, serve)].sort()).toEqual(expected);
    // The set it was given is not changed (React state).
    expect(before.size).toBe(3);
  });

  it.each([
    { keys: ['1:1', '1:3'], expected: 'all' },
    { keys: ['1:1', '1:2'], expected: 'some' },
    { keys: ['1:2', '2:3'], expected: 'none' },
    { keys: [], expected: 'all' },
  ] as const)('lineState($keys) is $expected', ({ keys, expected }) => {
    expect(lineState(blockedCells(matrix), keys)).toBe(expected);
  });

  it('compares sets whatever their order', () => {
    expect(sameCells(new Set([cellKey(1, 2), cellKey(2, 1)]), new Set(['2:1', '1:2']))).toBe(true);
    expect(sameCells(new Set(['1:2']), new Set(['1:2', '2:1']))).toBe(false);
    expect(sameCells(new Set(['1:2']), new Set(['2:1']))).toBe(false);
  });
});

describe('opening hours', () => {
  // The form runs the contract's schema, the server's words: 'TIME' and 'ORDER' below.
  const messages = { TIME: SALON_FIELD_MESSAGES.time, ORDER: SALON_FIELD_MESSAGES.fromBeforeTo };
  const openingErrors = (opening: SalonOpeningConfig) => {
    const result = checkForm(salonOpeningConfigInputSchema, opening);
    return result.ok ? {} : result.errors;
  };
  const week = (changes: Record<number, [string | null, string | null]>): SalonOpeningConfig => ({
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const [open, close] = changes[weekday] ?? ['10:00', '19:00'];
      return { weekday, open, close };
    }),
    closed_dates: [],
    open_on_holidays: false,
  });

  it.each([
    { name: 'all open', changes: {}, expected: {} },
    { name: 'Tuesday closed', changes: { 2: [null, null] }, expected: {} },
    {
      name: 'closing before opening',
      changes: { 1: ['19:00', '10:00'] },
      expected: { 'weekly.1.close': 'ORDER' },
    },
    {
      name: 'closing at opening',
      changes: { 3: ['10:00', '10:00'] },
      expected: { 'weekly.3.close': 'ORDER' },
    },
    { name: 'until midnight', changes: { 5: ['18:00', '24:00'] }, expected: {} },
    {
      name: 'open without a closing time',
      changes: { 6: ['10:00', null] },
      expected: { 'weekly.6.close': 'TIME' },
    },
    {
      name: 'closing without an opening time',
      changes: { 0: [null, '18:00'] },
      expected: { 'weekly.0.open': 'TIME' },
    },
  ] as const)('$name', ({ changes, expected }) => {
    expect(openingErrors(week(changes as Record<number, [string | null, string | null]>))).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([key, word]) => [key, messages[word as keyof typeof messages]]),
      ),
    );
  });

  it('marks the year as the draft would: 臨時休業 over 祝日 over the weekday', () => {
    const days = [
      // 2024-01-01 Monday, 元日; 01-02 Tuesday; 01-07 Sunday; 01-08 Monday, 成人の日.
      { date: '2024-01-01', holiday: '元日' },
      { date: '2024-01-02', holiday: null },
      { date: '2024-01-07', holiday: null },
      { date: '2024-01-08', holiday: '成人の日' },
    ].map((d) => ({ ...d, open: true, from: null, to: null, closed_reason: null }));
    const draft = { ...week({ 0: [null, null] }), closed_dates: ['2024-01-01', '2024-01-02'] };
    const reasons = (config: SalonOpeningConfig) =>
      Object.fromEntries([...draftClosures(days, config)].map(([date, day]) => [date, day.reason]));
    expect(reasons(draft)).toEqual({
      '2024-01-01': 'closed_date',
      '2024-01-02': 'closed_date',
      '2024-01-07': 'weekly',
      '2024-01-08': 'holiday',
    });
    expect(reasons({ ...draft, closed_dates: [], open_on_holidays: true })).toEqual({
      '2024-01-01': null,
      '2024-01-02': null,
      '2024-01-07': 'weekly',
      '2024-01-08': null,
    });
    expect(draftClosures(days, draft).get('2024-01-08')?.holiday).toBe('成人の日');
  });

  it.each([
    ['2025', 2025],
    ['2000', 2000],
    ['2100', 2100],
    ['1999', null],
    ['2101', null],
    ['25', null],
    ['２０２５', null],
    [null, null],
  ])('?y=%o opens %o', (value, expected) => {
    expect(openingYearParam(value)).toBe(expected);
  });

  it.each([
    { dates: [], date: '2024-12-31', expected: ['2024-12-31'] },
    { dates: ['2025-01-02'], date: '2024-12-31', expected: ['2024-12-31', '2025-01-02'] },
    { dates: ['2024-12-31', '2025-01-02'], date: '2024-12-31', expected: ['2025-01-02'] },
  ])('toggleClosedDate($dates, $date)', ({ dates, date, expected }) => {
    expect(toggleClosedDate(dates, date)).toEqual(expected);
  });
});

describe('online booking', () => {
  it.each([
    { ids: [], expected: 'field_1' },
    { ids: ['name', 'tel'], expected: 'field_1' },
    { ids: ['field_1', 'field_3'], expected: 'field_2' },
    { ids: ['field_1', 'field_2'], expected: 'field_3' },
  ])('a new field after $ids is $expected', ({ ids, expected }) => {
    expect(newFieldId(ids.map((id) => ({ id })))).toBe(expected);
  });

  it.each([
    ['カット\nカラー', ['カット', 'カラー']],
    ['  カット　\r\n\r\nカラー\nカット', ['カット', 'カラー']],
    ['', []],
    ['\n　\n', []],
  ])('choices of %o', (text, expected) => {
    expect(parseChoices(text)).toEqual(expected);
  });

  it.each([
    ['ginza', 'ginza'],
    ['ＧＩＮＺＡ－２', 'ginza-2'],
    [' Ginza Main ', 'ginza-main'],
    ['shop_1', 'shop-1'],
    ['', ''],
  ])('slug %o is sent as %o', (text, expected) => {
    expect(normaliseSlug(text)).toBe(expected);
  });
});

describe('external calendars', () => {
  it('gives the answer when it comes in time, else says the wait ran out', async () => {
    vi.useFakeTimers();
    try {
      const quick = waitAtMost(Promise.resolve('ok'), 30_000);
      await expect(quick).resolves.toEqual({ done: true, value: 'ok' });
      const slow = waitAtMost(new Promise<string>(() => {}), 30_000);
      await vi.advanceTimersByTimeAsync(29_999);
      let settledEarly = false;
      void slow.then(() => {
        settledEarly = true;
      });
      await Promise.resolve();
      expect(settledEarly).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(slow).resolves.toEqual({ done: false });
      // A failure inside the wait is the caller's to show.
      await expect(waitAtMost(Promise.reject(new Error('x')), 30_000)).rejects.toThrow('x');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    { status: 422, call: 'create', shown: 'SERVER' },
    { status: 404, call: 'create', shown: 'SERVER' },
    { status: 401, call: 'create', shown: 'SERVER' },
    { status: 409, call: 'create', shown: 'UNKNOWN' },
    { status: 500, call: 'create', shown: 'UNKNOWN' },
    { status: 400, call: 'other', shown: 'SERVER' },
    { status: 401, call: 'other', shown: 'SERVER' },
    { status: 404, call: 'other', shown: 'UNKNOWN' },
    { status: null, call: 'other', shown: 'UNKNOWN' },
  ] as const)('$call answered $status shows $shown', ({ status, call, shown }) => {
    expect(calendarErrorText(status, 'SERVER', call, 'UNKNOWN')).toBe(shown);
  });

  it('falls back when the server said nothing', () => {
    expect(calendarErrorText(422, '', 'create', 'UNKNOWN')).toBe('UNKNOWN');
  });
});

describe('episode steps', () => {
  it.each([
    [1440, { value: '1', unit: 'days' }],
    [4320, { value: '3', unit: 'days' }],
    [60, { value: '1', unit: 'hours' }],
    [120, { value: '2', unit: 'hours' }],
    [90, { value: '90', unit: 'minutes' }],
    [0, { value: '0', unit: 'minutes' }],
  ] as const)('%i minutes show as %o', (minutes, expected) => {
    expect(offsetParts(minutes)).toEqual(expected);
    expect(offsetMinutes(expected.value, expected.unit)).toBe(minutes);
  });

  it.each([
    ['２', 'hours', 120],
    ['1,440', 'minutes', 1440],
    ['一日', 'days', null],
    ['', 'minutes', null],
  ] as const)('%o %s is %o minutes', (value, unit, expected) => {
    expect(offsetMinutes(value, unit)).toBe(expected);
  });

  it.each([
    { index: 1, by: -1, expected: ['b', 'a', 'c'] },
    { index: 1, by: 1, expected: ['a', 'c', 'b'] },
    { index: 0, by: -1, expected: ['a', 'b', 'c'] },
    { index: 2, by: 1, expected: ['a', 'b', 'c'] },
    { index: 5, by: 1, expected: ['a', 'b', 'c'] },
  ] as const)('moveItem($index, $by)', ({ index, by, expected }) => {
    expect(moveItem(['a', 'b', 'c'], index, by)).toEqual(expected);
  });
});

/*
 * The same words as the server's 422 (apps/server/tests/salon.test.ts, "answers the same words the
 * console's settings forms show"): the settings forms run the contract's schemas before sending.
 */
describe('the settings forms say what the server would', () => {
  it('closing before opening: 終了時刻は開始時刻より後にしてください。', () => {
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      weekday === 1 ? { weekday, open: '19:00', close: '10:00' } : { weekday, open: '10:00', close: '19:00' },
    );
    expect(
      checkForm(salonOpeningConfigInputSchema, { weekly, closed_dates: [], open_on_holidays: true }),
    ).toEqual({
      ok: false,
      errors: { 'weekly.1.close': '終了時刻は開始時刻より後にしてください。' },
    });
  });

  it('a slot step not offered: 5・10・15・20・30・60のいずれかを指定してください。', () => {
    const rules = { slot_step: 7, lead_time_minutes: 60, horizon_days: 60, cancel_deadline_hours: 24 };
    expect(checkForm(salonReservationConfigInputSchema, rules)).toEqual({
      ok: false,
      errors: { slot_step: '5・10・15・20・30・60のいずれかを指定してください。' },
    });
  });
});
