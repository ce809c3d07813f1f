import { describe, expect, it } from 'vitest';
import { addMonths, newIdempotencyKey, routeOf } from './BookingApp';
import { dateLabel } from './messages';

describe('the booking page', () => {
  it.each([
    ['/r/aozora-honten', { kind: 'flow', slug: 'aozora-honten' }],
    ['/r/aozora-honten/', { kind: 'flow', slug: 'aozora-honten' }],
    ['/r/b/AbCdEfGhIjKlMnOpQrStUvWxYz012345', { kind: 'view', token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' }],
    ['/r/b/short', null],
    ['/r/Upper', null],
    ['/r/ab', null],
    ['/line/reserve/salon', null],
    ['/r/aozora/extra', null],
    ['/r/b/', null],
    ['/r/b/AbCdEfGhIjKlMnOpQrStUvWxYz012345/more', null],
    ['/r/bxx', { kind: 'flow', slug: 'bxx' }],
  ])('%s is %o', (path, expected) => {
    expect(routeOf(path)).toEqual(expected);
  });

  it.each([
    ['2024-07', 1, '2024-08'],
    ['2024-12', 1, '2025-01'],
    ['2025-01', -1, '2024-12'],
    ['2024-07', 0, '2024-07'],
  ])('%s %+d months is %s', (month, by, expected) => {
    expect(addMonths(month, by)).toBe(expected);
  });

  it.each([
    ['2024-07-15', '7月15日(月)'],
    ['2024-12-31', '12月31日(火)'],
    ['2025-01-01', '1月1日(水)'],
  ])('%s reads %s', (date, expected) => {
    expect(dateLabel(date)).toBe(expected);
  });

  it('makes a new 128-bit key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
