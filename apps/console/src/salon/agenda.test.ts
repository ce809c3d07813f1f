import type { SalonBlockTime, SalonReservation, TimeShift } from '@console/contract/salon';
import { describe, expect, it } from 'vitest';
import {
  type AgendaEntry,
  type AgendaInput,
  compareEntries,
  dayAgenda,
  filterAgenda,
  freeIntervals,
  parseAgendaFilter,
  UNASSIGNED,
} from './agenda';
import { makeReservation } from './testing';

const DAY = '2030-05-01';

const reservation = (over: Partial<SalonReservation> & Pick<SalonReservation, 'id'>): SalonReservation =>
  makeReservation({ name: `客${over.id}`, date: DAY, ...over });

const shift = (over: Partial<TimeShift>): TimeShift => ({
  master_id: 1,
  self_id: null,
  salon_resource_id: 1,
  start_date: '2030-04-01',
  _date: DAY,
  dirty_date: null,
  repeat: 'weekly',
  from: '10:00',
  to: '19:00',
  description: '',
  expired_at: null,
  ...over,
});

const block = (over: Partial<SalonBlockTime> & Pick<SalonBlockTime, 'id'>): SalonBlockTime => ({
  date: DAY,
  from: '12:00',
  to: '13:00',
  salon_resource_id: 1,
  is_confirmed: true,
  ...over,
});

const request = (status: 'pending' | 'approved') => ({
  id: 9,
  status,
  date: null,
  from: null,
  to: null,
  salon_resource_id: null,
  course: null,
  created_at: '2030-04-30T00:00:00.000Z',
});

const input = (over: Partial<AgendaInput>): AgendaInput => ({
  date: DAY,
  resources: [
    { id: 1, name: '佐藤' },
    { id: 2, name: '鈴木' },
  ],
  reservations: [],
  shifts: [],
  blocks: [],
  statuses: new Set(['reserved', 'confirmed', 'visited', 'no_show']),
  courseName: (id) => (id === 1 ? 'カット' : undefined),
  unassignedName: '担当なし',
  ...over,
});

/** A group's entries written `type from–to [name]`: the order and content in one readable line. */
const lines = (entries: readonly AgendaEntry[]) =>
  entries.map((e) =>
    [e.type, `${e.from}–${e.to}`, e.type === 'reservation' ? e.name : ''].filter(Boolean).join(' '),
  );

describe('dayAgenda: who has what on the day', () => {
  it.each<[string, Partial<AgendaInput>, Record<string, string[]>]>([
    [
      'reservations are time-ordered per staff member, other days left out',
      {
        reservations: [
          reservation({ id: 1, from: '15:00', to: '16:00' }),
          reservation({ id: 2, from: '10:00', to: '11:00' }),
          reservation({ id: 3, from: '11:00', to: '12:00', salon_resource_id: 2 }),
          reservation({ id: 4, date: '2030-05-02' }),
        ],
      },
      {
        佐藤: ['reservation 10:00–11:00 客2', 'reservation 15:00–16:00 客1'],
        鈴木: ['reservation 11:00–12:00 客3'],
      },
    ],
    [
      'the same start: the shorter first, a block before a reservation',
      {
        reservations: [
          reservation({ id: 1, from: '12:00', to: '14:00' }),
          reservation({ id: 2, from: '12:00', to: '12:30' }),
        ],
        blocks: [block({ id: 5, from: '12:00', to: '12:30' })],
      },
      {
        佐藤: ['block 12:00–12:30', 'reservation 12:00–12:30 客2', 'reservation 12:00–14:00 客1'],
        鈴木: [],
      },
    ],
    [
      'a statuses filter hides what the display options hide (cancelled by default)',
      {
        reservations: [
          reservation({ id: 1, status: 'cancelled' }),
          reservation({ id: 2, from: '11:00', to: '12:00', status: 'visited' }),
        ],
      },
      { 佐藤: ['reservation 11:00–12:00 客2'], 鈴木: [] },
    ],
    [
      'a sub-resource lists the reservation too; a resource not shown lists nothing',
      {
        resources: [{ id: 2, name: '鈴木' }],
        reservations: [reservation({ id: 1, salon_resource_id: 1, sub_resource_ids: [2, 3] })],
      },
      { 鈴木: ['reservation 10:00–11:00 客1'] },
    ],
    [
      'no main resource: a 担当なし group after the staff',
      { reservations: [reservation({ id: 1, salon_resource_id: null })] },
      { 佐藤: [], 鈴木: [], 担当なし: ['reservation 10:00–11:00 客1'] },
    ],
    [
      'free time inside the shift, at least 30 minutes, around bookings and blocks',
      {
        shifts: [shift({ from: '10:00', to: '15:00' })],
        reservations: [
          reservation({ id: 1, from: '10:30', to: '11:00' }), // 10:00–10:30 is exactly 30: shown
          reservation({ id: 2, from: '11:20', to: '12:00' }), // 11:00–11:20 is 20: not shown
        ],
        blocks: [block({ id: 5, from: '12:00', to: '13:00' })],
      },
      {
        佐藤: [
          'gap 10:00–10:30',
          'reservation 10:30–11:00 客1',
          'reservation 11:20–12:00 客2',
          'block 12:00–13:00',
          'gap 13:00–15:00',
        ],
        鈴木: [],
      },
    ],
    [
      'a cancelled reservation (when shown) does not take up the free time',
      {
        statuses: new Set(['reserved', 'cancelled']),
        shifts: [shift({ from: '10:00', to: '11:00' })],
        reservations: [reservation({ id: 1, status: 'cancelled' })],
      },
      { 佐藤: ['reservation 10:00–11:00 客1', 'gap 10:00–11:00'], 鈴木: [] },
    ],
    [
      'two shifts: a break between them, free time in each',
      {
        shifts: [
          shift({ master_id: 2, from: '15:00', to: '18:00' }),
          shift({ master_id: 1, from: '10:00', to: '13:00' }),
        ],
        reservations: [
          reservation({ id: 1, from: '10:00', to: '13:00' }),
          reservation({ id: 2, from: '15:00', to: '17:00' }),
        ],
      },
      {
        佐藤: [
          'reservation 10:00–13:00 客1',
          'break 13:00–15:00',
          'reservation 15:00–17:00 客2',
          'gap 17:00–18:00',
        ],
        鈴木: [],
      },
    ],
    [
      'a booking past the end of the shift leaves no free time after it',
      {
        shifts: [shift({ from: '10:00', to: '12:00' })],
        reservations: [reservation({ id: 1, from: '09:00', to: '12:30' })],
      },
      { 佐藤: ['reservation 09:00–12:30 客1'], 鈴木: [] },
    ],
    [
      'a shift moved to another day is shown there, not on its own date',
      {
        shifts: [
          shift({ master_id: 1, _date: DAY, dirty_date: '2030-05-02' }),
          shift({ master_id: 2, _date: '2030-04-30', dirty_date: DAY, from: '12:00', to: '13:00' }),
        ],
      },
      { 佐藤: ['gap 12:00–13:00'], 鈴木: [] },
    ],
  ])('%s', (_name, over, expected) => {
    const groups = dayAgenda(input(over));
    expect(Object.fromEntries(groups.map((g) => [g.name, lines(g.entries)]))).toEqual(expected);
  });

  it('marks overlapping live reservations of a group, not touching ones nor cancelled ones', () => {
    const [sato] = dayAgenda(
      input({
        statuses: new Set(['reserved', 'cancelled']),
        reservations: [
          reservation({ id: 1, from: '10:00', to: '11:00' }),
          reservation({ id: 2, from: '10:30', to: '11:30' }),
          reservation({ id: 3, from: '11:30', to: '12:00' }), // touches 2 only
          reservation({ id: 4, from: '11:30', to: '12:00', status: 'cancelled' }),
        ],
      }),
    );
    const overlaps = Object.fromEntries(
      (sato?.entries ?? []).flatMap((e) => (e.type === 'reservation' ? [[e.key, e.overlaps]] : [])),
    );
    expect(overlaps).toEqual({ r1: true, r2: true, r3: false, r4: false });
  });

  it.each([
    ['no request', null, null, null],
    ['a pending change request', request('pending'), null, 'change'],
    ['a judged change request is no longer marked', request('approved'), null, null],
    ['a pending cancel request wins over a change request', request('pending'), request('pending'), 'cancel'],
  ] as const)('%s', (_name, change, cancel, pending) => {
    const [sato] = dayAgenda(
      input({ reservations: [reservation({ id: 1, change_child: change, cancel_child: cancel })] }),
    );
    expect(sato?.entries[0]).toMatchObject({ type: 'reservation', pending });
  });

  it('a card carries what the agenda shows and what a tap opens', () => {
    const [, suzuki] = dayAgenda(
      input({
        reservations: [
          reservation({ id: 7, name: '山田 花子', course: 1, salon_resource_id: 1, sub_resource_ids: [2] }),
        ],
      }),
    );
    expect(suzuki?.entries).toEqual([
      {
        type: 'reservation',
        key: 'r7',
        reservationId: 7,
        from: '10:00',
        to: '11:00',
        name: '山田 花子',
        course: 'カット',
        status: 'reserved',
        tone: 'info',
        sub: true,
        pending: null,
        overlaps: false,
      },
    ]);
  });

  it('lists the shifts of the day in order, with the id the shift panel opens', () => {
    const [sato] = dayAgenda(
      input({
        shifts: [
          shift({ master_id: 4, from: '15:00', to: '19:00', description: '遅番' }),
          shift({ master_id: 3, from: '10:00', to: '13:00' }),
        ],
      }),
    );
    expect(sato?.shifts).toEqual([
      { id: `3:${DAY}`, from: '10:00', to: '13:00', description: '' },
      { id: `4:${DAY}`, from: '15:00', to: '19:00', description: '遅番' },
    ]);
  });
});

describe('freeIntervals', () => {
  it.each([
    ['nothing booked: the whole window', [], 30, [['10:00', '12:00']]],
    ['booked throughout', [['09:00', '13:00']], 30, []],
    [
      'overlapping bookings merge',
      [
        ['10:30', '11:00'],
        ['10:45', '11:15'],
      ],
      15,
      [
        ['10:00', '10:30'],
        ['11:15', '12:00'],
      ],
    ],
    ['a booking outside the window is ignored', [['12:00', '13:00']], 30, [['10:00', '12:00']]],
    ['shorter than the minimum is left out', [['10:20', '11:45']], 30, []],
  ] as const)('%s', (_name, busy, min, expected) => {
    expect(
      freeIntervals(
        { from: '10:00', to: '12:00' },
        busy.map(([from, to]) => ({ from, to })),
        min,
      ),
    ).toEqual(expected.map(([from, to]) => ({ from, to })));
  });
});

describe('the staff chooser', () => {
  const groups = dayAgenda(input({}));
  it.each([
    ['all', ['佐藤', '鈴木']],
    [2, ['鈴木']],
    // A remembered resource that is gone falls back to everyone.
    [99, ['佐藤', '鈴木']],
  ] as const)('filter %s shows %j', (filter, names) => {
    expect(filterAgenda(groups, filter).map((g) => g.name)).toEqual(names);
  });

  it.each([
    ['all', 'all'],
    ['3', 3],
    [null, 'all'],
    ['0', 'all'],
    ['-1', 'all'],
    ['1.5', 'all'],
    ['abc', 'all'],
  ] as const)('parseAgendaFilter(%j) = %j', (value, expected) => {
    expect(parseAgendaFilter(value)).toBe(expected);
  });

  it('compareEntries is a total order (a sort is stable whatever the input order)', () => {
    const a: AgendaEntry = { type: 'gap', key: 'g1', from: '10:00', to: '11:00' };
    const b: AgendaEntry = { type: 'block', key: 'b1', blockId: 1, from: '10:00', to: '11:00' };
    expect(compareEntries(a, b)).toBeGreaterThan(0);
    expect(compareEntries(b, a)).toBeLessThan(0);
    expect(compareEntries(a, a)).toBe(0);
    expect(UNASSIGNED).toBe('unassigned');
  });
});
