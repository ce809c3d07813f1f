import type { TimeShift } from '@console/contract/salon';
import { describe, expect, it } from 'vitest';
import { shiftCreateInput, shiftUpdateInput } from './ShiftPanels';

const shift: TimeShift = {
  master_id: 5,
  self_id: 9,
  salon_resource_id: 2,
  start_date: '2024-07-01',
  _date: '2024-07-15',
  dirty_date: null,
  repeat: 'weekly',
  from: '10:00',
  to: '19:00',
  description: '早番',
  expired_at: null,
};

const values = {
  resourceId: 2,
  date: '2024-07-15',
  repeat: 'biweekly' as const,
  from: '11:00',
  to: '20:00',
  description: '遅番',
  expiredAt: '2024-12-31',
};

describe('time shift writes (spec §3 patch_type)', () => {
  it.each([
    [
      'only, same day',
      'only',
      values,
      {
        patch_type: 'only',
        _date: '2024-07-15',
        self_id: 9,
        dirty_date: null,
        from: '11:00',
        to: '20:00',
        description: '遅番',
      },
    ],
    [
      'only, moved to another day',
      'only',
      { ...values, date: '2024-07-16' },
      {
        patch_type: 'only',
        _date: '2024-07-15',
        self_id: 9,
        dirty_date: '2024-07-16',
        from: '11:00',
        to: '20:00',
        description: '遅番',
      },
    ],
    [
      'after',
      'after',
      values,
      {
        patch_type: 'after',
        _date: '2024-07-15',
        self_id: 9,
        repeat: 'biweekly',
        expired_at: '2024-12-31',
        from: '11:00',
        to: '20:00',
        description: '遅番',
      },
    ],
    [
      'all',
      'all',
      values,
      {
        patch_type: 'all',
        start_date: '2024-07-01',
        repeat: 'biweekly',
        expired_at: '2024-12-31',
        from: '11:00',
        to: '20:00',
        description: '遅番',
      },
    ],
  ] as const)('%s', (_name, scope, input, expected) => {
    expect(shiftUpdateInput(shift, input, scope)).toEqual(expected);
  });

  it('creates a series from the form', () => {
    expect(shiftCreateInput(values)).toEqual({
      start_date: '2024-07-15',
      repeat: 'biweekly',
      from: '11:00',
      to: '20:00',
      description: '遅番',
      expired_at: '2024-12-31',
    });
  });
});
