import type { SalonReservation } from '@console/contract/salon';
import { describe, expect, it } from 'vitest';
import { tokyoToday } from '../shared/dates';
import { makeReservation } from './testing';
import {
  addDays,
  addMinutes,
  defaultDisplayOptions,
  isDate,
  mondayOf,
  moveSummary,
  notificationLabel,
  openingSpan,
  overlapping,
  pendingAfter,
  pendingRequest,
  readDisplayOptions,
  reservationCards,
  reservationIdOf,
  shiftCards,
  shiftWindow,
  shownResources,
  stepDate,
  toggleHidden,
  visibleRange,
  withPendingRequests,
} from './timeline';

const reservation = (over: Partial<SalonReservation>): SalonReservation =>
  makeReservation({ salon_resource_id: 7, ...over });

describe('salon timeline dates', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-12-31', 1, '2024-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-10-27', 7, '2024-11-03'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2024-04-01', '2024-04-01'], // Monday
    ['2024-04-07', '2024-04-01'], // Sunday belongs to the week before
    ['2024-04-03', '2024-04-01'],
    ['2024-03-02', '2024-02-26'], // across a leap month end
  ])('the week of %s starts on %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
    expect(visibleRange('weekly-shift', date)).toEqual({ first: monday, last: addDays(monday, 6) });
  });

  it.each([
    ['schedule', '2024-04-03', 1, '2024-04-04'],
    ['daily-shift', '2024-04-01', -1, '2024-03-31'],
    ['weekly-shift', '2024-04-03', 1, '2024-04-10'],
    ['weekly-shift', '2024-04-03', -1, '2024-03-27'],
  ] as const)('%s from %s by %i goes to %s', (kind, date, direction, expected) => {
    expect(stepDate(kind, date, direction)).toBe(expected);
  });

  it.each([
    ['2024-02-15', '2024-01-26', '2024-03-06'], // leap February: 1st − 6, 29th + 6
    ['2023-02-01', '2023-01-26', '2023-03-06'],
    ['2024-12-31', '2024-11-25', '2025-01-06'], // across the year
    ['2024-01-01', '2023-12-26', '2024-02-06'],
  ])('the shift window of %s is %s..%s (month ± 6 days)', (date, first, last) => {
    expect(shiftWindow(date)).toEqual({ first, last });
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-4-1', false],
    [null, false],
  ])('isDate(%o) is %s', (value, expected) => {
    expect(isDate(value)).toBe(expected);
  });

  it('reads today in Japan whatever the device zone (15:30 UTC is the next day in Tokyo)', () => {
    expect(tokyoToday(new Date('2024-03-31T15:30:00Z'))).toBe('2024-04-01');
    expect(tokyoToday(new Date('2024-03-31T14:59:00Z'))).toBe('2024-03-31');
  });
});

describe('salon timeline items', () => {
  const all = new Set(['reserved', 'confirmed', 'visited', 'cancelled', 'no_show']);

  it('puts a card on the main row and one on each sub-resource row, filtered by status', () => {
    const list = [
      reservation({ id: 1, sub_resource_ids: [8, 7] }),
      reservation({ id: 2, status: 'cancelled' }),
      reservation({ id: 3, salon_resource_id: null, sub_resource_ids: [9] }),
    ];
    const cards = reservationCards(list, new Set(['reserved']), () => 'カット');
    expect(cards.map((c) => [c.id, c.resourceId, c.tone, c.course])).toEqual([
      ['1', '7', 'info', 'カット'],
      ['1@8', '8', 'info', 'カット'],
      ['3@9', '9', 'info', 'カット'],
    ]);
    expect(reservationCards(list, all, () => undefined).map((c) => c.id)).toContain('2');
    // A sub-resource listed twice is one card, not two cards with the same id.
    const twice = reservationCards(
      [reservation({ id: 5, sub_resource_ids: [8, 8, 7] })],
      all,
      () => undefined,
    );
    expect(twice.map((c) => c.id)).toEqual(['5', '5@8']);
    expect(reservationIdOf('1@8')).toBe(1);
    expect(reservationIdOf('12')).toBe(12);
  });

  it('shows a moved shift occurrence on the day it moved to, keeping its identity', () => {
    const cards = shiftCards([
      {
        master_id: 3,
        self_id: 8,
        salon_resource_id: 2,
        start_date: '2024-07-01',
        _date: '2024-07-15',
        dirty_date: '2024-07-17',
        repeat: 'weekly',
        from: '10:00',
        to: '19:00',
        description: '',
        expired_at: null,
      },
    ]);
    expect(cards).toEqual([
      {
        id: '3:2024-07-15',
        resourceId: '2',
        date: '2024-07-17',
        from: '10:00',
        to: '19:00',
        description: undefined,
      },
    ]);
  });

  it.each([
    // start inclusive, end exclusive (spec §4)
    ['10:00', '11:00', [1]],
    ['11:00', '12:00', []],
    ['09:00', '10:00', []],
    ['10:59', '11:30', [1]],
    ['09:00', '12:00', [1]],
  ])('a new %s–%s on the same row overlaps %o', (from, to, expected) => {
    const list = [
      reservation({ id: 1 }),
      reservation({ id: 2, status: 'cancelled' }),
      reservation({ id: 3, date: '2030-05-02' }),
      reservation({ id: 4, salon_resource_id: 99 }),
    ];
    const found = overlapping(list, { date: '2030-05-01', from, to, salon_resource_id: 7 });
    expect(found.map((r) => r.id)).toEqual(expected);
  });

  it('counts a sub-resource as busy, ignores the reservation itself and a row-less candidate', () => {
    const list = [reservation({ id: 1, salon_resource_id: 3, sub_resource_ids: [7] })];
    expect(
      overlapping(list, { date: '2030-05-01', from: '10:30', to: '11:30', salon_resource_id: 7 }),
    ).toHaveLength(1);
    expect(
      overlapping(list, { id: 1, date: '2030-05-01', from: '10:30', to: '11:30', salon_resource_id: 3 }),
    ).toHaveLength(0);
    expect(
      overlapping(list, { date: '2030-05-01', from: '10:30', to: '11:30', salon_resource_id: null }),
    ).toEqual([]);
  });

  it.each([
    [undefined, '09:00', '21:00'],
    [
      {
        weekly: [
          { weekday: 0, open: null, close: null },
          { weekday: 1, open: '10:00', close: '19:00' },
          { weekday: 6, open: '09:30', close: '18:00' },
        ],
        closed_dates: [],
        open_on_holidays: false,
      },
      '09:30',
      '19:00',
    ],
  ])('spans the opening hours %o as %s–%s', (opening, start, end) => {
    expect(openingSpan(opening)).toEqual({ startTime: start, endTime: end });
  });

  it.each([
    ['create', '新規予約'],
    ['update', '予約変更'],
    ['create_request', '新規予約の依頼'],
    ['update_request', '変更依頼'],
    ['cancel', '予約キャンセル'],
    ['cancel_request', 'キャンセル依頼'],
    ['delete_cancel_request', 'キャンセル依頼の取り下げ'],
    ['delete_update_request', '変更依頼の取り下げ'],
    ['manager_create', null],
    ['approve_update', null],
    ['deny_cancel', null],
  ] as const)('notifies %s as %o (manager and approval events are not notified)', (type, label) => {
    expect(notificationLabel(type)).toBe(label);
  });
});

describe('salon timeline display options', () => {
  const STATUSES = ['reserved', 'visited', 'cancelled'];
  const defaults = defaultDisplayOptions(STATUSES);

  it.each<[string, unknown, unknown, ReturnType<typeof defaultDisplayOptions>]>([
    ['nothing saved: cancelled hidden, everything else shown', null, null, defaults],
    ['not JSON-shaped', 'yes', 42, defaults],
    [
      "the first version's list of statuses is carried over",
      null,
      ['cancelled', 'no-such'],
      { ...defaults, reservations: { ...defaults.reservations, statuses: ['cancelled'] } },
    ],
    [
      'saved options win over the old list; unknown statuses and bad ids dropped',
      {
        reservations: { show: false, statuses: ['visited', 'gone'], hiddenResources: [3, -1, 'x', 2.5] },
        shifts: { show: false, hiddenResources: [7] },
      },
      ['reserved'],
      {
        reservations: { show: false, statuses: ['visited'], hiddenResources: [3] },
        shifts: { show: false, hiddenResources: [7] },
      },
    ],
    [
      'an empty statuses list stays empty (the user hid them all)',
      { reservations: { statuses: [] } },
      null,
      { ...defaults, reservations: { ...defaults.reservations, statuses: [] } },
    ],
    [
      'a missing part takes its default',
      { shifts: { hiddenResources: [1] } },
      null,
      { ...defaults, shifts: { show: true, hiddenResources: [1] } },
    ],
  ])('%s', (_, saved, legacy, expected) => {
    expect(readDisplayOptions(saved, legacy, STATUSES)).toEqual(expected);
  });

  const resources = [
    { id: 1, is_active: true },
    { id: 2, is_active: true },
    { id: 3, is_active: false },
    { id: 4, is_active: true },
  ];
  const options = {
    reservations: { ...defaults.reservations, hiddenResources: [2] },
    shifts: { show: true, hiddenResources: [4] },
  };

  it.each([
    ['schedule', [1, 4]],
    ['daily-shift', [1, 2]],
    ['weekly-shift', [1, 2]],
  ] as const)('%s shows active resources in order, less its hidden ones', (kind, expected) => {
    expect(shownResources(resources, kind, options).map((r) => r.id)).toEqual(expected);
  });

  it.each([
    [[2, 5], 2, true, [5]],
    [[5], 2, false, [5, 2]],
    [[2], 2, false, [2]],
    [[], 9, true, []],
  ])('toggleHidden(%j, %i, show %s) → %j', (hidden, id, show, expected) => {
    expect(toggleHidden(hidden, id, show)).toEqual(expected);
  });
});

describe('addMinutes', () => {
  it.each([
    ['10:00', 60, '11:00'],
    ['10:45', 30, '11:15'],
    ['22:30', 60, '23:30'],
    ['23:00', 60, '23:59'], // kept within the day
    ['23:30', 90, '23:59'],
    ['00:00', 0, '00:00'],
  ])('%s + %i min is %s', (time, minutes, expected) => {
    expect(addMinutes(time, minutes)).toBe(expected);
  });
});

describe('pendingAfter: quick clicks ahead of their renders', () => {
  const at = (date: string) => ({ kind: 'schedule' as const, date });
  it.each([
    {
      name: 'the first of two shown: the second still pending',
      pending: ['07-15', '07-14'],
      shown: '07-15',
      left: ['07-14'],
    },
    { name: 'the last shown: nothing pending', pending: ['07-15', '07-14'], shown: '07-14', left: [] },
    {
      name: 'an address nobody asked for (back): all dropped',
      pending: ['07-15', '07-14'],
      shown: '07-01',
      left: [],
    },
    { name: 'nothing pending', pending: [], shown: '07-15', left: [] },
  ])('$name', ({ pending, shown, left }) => {
    expect(pendingAfter(pending.map(at), at(shown))).toEqual(left.map(at));
  });

  it('keeps the kind apart', () => {
    expect(pendingAfter([{ kind: 'weekly-shift', date: '07-15' }], at('07-15'))).toEqual([]);
  });
});

describe('the salon day at a glance (issue 28)', () => {
  const request = (status: 'pending' | 'approved' | 'denied' | 'withdrawn') => ({
    id: 9,
    status,
    date: null,
    from: null,
    to: null,
    salon_resource_id: null,
    course: null,
    created_at: '2030-04-30T00:00:00Z',
  });

  it.each([
    ['none', {}, null],
    ['a pending change', { change_child: request('pending') }, 'change'],
    ['a pending cancel', { cancel_child: request('pending') }, 'cancel'],
    [
      'both: the cancel outweighs',
      { change_child: request('pending'), cancel_child: request('pending') },
      'cancel',
    ],
    ['an approved change', { change_child: request('approved') }, null],
    ['a denied cancel', { cancel_child: request('denied') }, null],
    [
      'a withdrawn cancel beside a pending change',
      { change_child: request('pending'), cancel_child: request('withdrawn') },
      'change',
    ],
  ] as const)('pendingRequest: %s', (_, over, expected) => {
    expect(pendingRequest(reservation(over))).toBe(expected);
  });

  it('withPendingRequests counts the shown day only', () => {
    const list = [
      reservation({ id: 1, change_child: request('pending') }),
      reservation({ id: 2, cancel_child: request('pending'), date: '2030-05-02' }),
      reservation({ id: 3 }),
      reservation({ id: 4, cancel_child: request('pending') }),
    ];
    expect(withPendingRequests(list, '2030-05-01').map((r) => r.id)).toEqual([1, 4]);
  });

  it('reservationCards marks the cards of pending requests with the given words', () => {
    const cards = reservationCards(
      [
        reservation({ id: 1, change_child: request('pending'), sub_resource_ids: [8] }),
        reservation({ id: 2, cancel_child: request('pending') }),
        reservation({ id: 3 }),
      ],
      new Set(['reserved']),
      () => undefined,
      { change: '変更依頼', cancel: 'キャンセル依頼' },
      '依頼',
    );
    expect(cards.map((c) => [c.id, c.badge, c.badgeShort])).toEqual([
      ['1', '変更依頼', '依頼'],
      ['1@8', '変更依頼', '依頼'],
      ['2', 'キャンセル依頼', '依頼'],
      ['3', undefined, undefined],
    ]);
  });

  it.each([
    [
      'another staff member and time',
      { date: '2026-11-26', from: '14:00', to: '15:00', resourceName: '山田' },
      { date: '2026-11-26', from: '15:00', to: '16:00', resourceName: '佐藤' },
      {
        when: '2026年11月26日(木) 14:00–15:00 → 2026年11月26日(木) 15:00–16:00',
        staff: '山田 → 佐藤',
      },
    ],
    [
      'the same staff member, a later time',
      { date: '2026-11-26', from: '14:00', to: '15:00', resourceName: '山田' },
      { date: '2026-11-26', from: '14:30', to: '15:30', resourceName: '山田' },
      { when: '2026年11月26日(木) 14:00–15:00 → 2026年11月26日(木) 14:30–15:30', staff: null },
    ],
    [
      'another day',
      { date: '2026-11-28', from: '10:00', to: '11:00', resourceName: '佐藤' },
      { date: '2026-11-30', from: '10:00', to: '11:00', resourceName: '佐藤' },
      { when: '2026年11月28日(土) 10:00–11:00 → 2026年11月30日(月) 10:00–11:00', staff: null },
    ],
  ])('moveSummary: %s', (_, before, after, expected) => {
    expect(moveSummary(before, after)).toEqual(expected);
  });
});
