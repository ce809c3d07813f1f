import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lineAddFriendUrl } from './constants';
import { FUNNEL_MESSAGES as M } from './messages';
import { daysBetween, funnelCountsQuerySchema, funnelInputSchema, isDay } from './schemas';

const issues = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a funnel’s days', () => {
  it.each([
    ['2026-06-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-6-1', false],
    ['2026/06/01', false],
    ['', false],
  ])('%s is a day: %s', (value, expected) => {
    expect(isDay(value)).toBe(expected);
  });

  it('counts both ends of a range', () => {
    expect(daysBetween('2026-06-01', '2026-06-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('refuses a range backwards or longer than a year, in Japanese under `to`', () => {
    expect(issues(funnelCountsQuerySchema, { from: '2026-06-02', to: '2026-06-01' })).toEqual([
      ['to', M.range],
    ]);
    expect(issues(funnelCountsQuerySchema, { from: '2028-01-01', to: '2028-12-31' })).toEqual([]);
    expect(issues(funnelCountsQuerySchema, { from: '2025-01-01', to: '2026-01-02' })).toEqual([
      ['to', M.rangeLength],
    ]);
    expect(
      z.parse(funnelCountsQuerySchema, { from: '2026-06-01', to: '2026-06-01', source_id: '7' }),
    ).toEqual({
      from: '2026-06-01',
      to: '2026-06-01',
      source_id: 7,
    });
  });
});

describe('a funnel’s steps', () => {
  const base = { name: 'ファネル', window_days: 7 };

  it('fills the filters a step leaves out with null', () => {
    expect(
      z.parse(funnelInputSchema, { ...base, steps: [{ kind: 'follow' }, { kind: 'purchase' }] }).steps,
    ).toEqual([
      { kind: 'follow', ref_id: null, source_id: null },
      { kind: 'purchase', ref_id: null, source_id: null },
    ]);
  });

  it('narrows a click by its tracker and a follow by its entry source, and nothing else', () => {
    const steps = [
      { kind: 'follow', source_id: 3 },
      { kind: 'tracker_click', ref_id: 5 },
      { kind: 'delivery_opened', ref_id: 9 },
    ];
    expect(issues(funnelInputSchema, { ...base, steps })).toEqual([]);
    expect(
      issues(funnelInputSchema, {
        ...base,
        steps: [
          { kind: 'booking_made', ref_id: 5 },
          { kind: 'tracker_click', source_id: 3 },
        ],
      }),
    ).toEqual([
      ['steps.0.ref_id', M.refNotAllowed],
      ['steps.1.source_id', M.sourceNotAllowed],
    ]);
  });
});

describe('LINE’s add-friend URL', () => {
  it('puts the basic id, with its @, into LINE’s URL encoded', () => {
    expect(lineAddFriendUrl('@abc1234')).toBe('https://line.me/R/ti/p/%40abc1234');
    expect(lineAddFriendUrl('abc1234')).toBe('https://line.me/R/ti/p/%40abc1234');
  });
});
