import { describe, expect, it } from 'vitest';
import { canTransition, DELIVERY_STATUSES, DELIVERY_TRANSITIONS, type DeliveryStatus } from './constants';

/*
 * The whole 5×5 table, so a move added or dropped by accident fails here: draft → scheduled →
 * sending → done, cancelled from scheduled or sending, back to draft only from scheduled.
 */
const allowed = new Set([
  'draft→scheduled',
  'scheduled→draft',
  'scheduled→sending',
  'scheduled→cancelled',
  'sending→done',
  'sending→cancelled',
]);
const pairs = DELIVERY_STATUSES.flatMap((from) =>
  DELIVERY_STATUSES.map((to) => [from, to, allowed.has(`${from}→${to}`)] as const),
);

describe('a delivery’s status moves', () => {
  it.each(pairs)('%s → %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it.each([
    [
      'draft',
      'sending',
      'a draft is never sent without being scheduled (the queue claims scheduled ones only)',
    ],
    ['draft', 'cancelled', 'a draft is deleted, not cancelled'],
    ['done', 'scheduled', 'a finished delivery is not sent again (its stats describe one sending)'],
    ['cancelled', 'scheduled', 'a cancelled delivery stays cancelled'],
    ['sending', 'scheduled', 'a delivery half sent does not start over'],
  ] as [DeliveryStatus, DeliveryStatus, string][])('refuses %s → %s: %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it.each(['done', 'cancelled'] as DeliveryStatus[])('%s is final', (status) => {
    expect(DELIVERY_TRANSITIONS[status]).toEqual([]);
  });

  it('names only known statuses in the table', () => {
    for (const targets of Object.values(DELIVERY_TRANSITIONS))
      for (const to of targets) expect(DELIVERY_STATUSES).toContain(to);
  });
});
