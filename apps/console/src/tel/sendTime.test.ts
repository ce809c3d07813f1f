import { countSendTimings, isTokyoNight, sendTiming, TEL_NIGHT, tokyoInstant } from '@console/contract/tel';
import { describe, expect, it } from 'vitest';

/** 2026/11/26 in Tokyo at h:m:s, as an instant (the tests never read the machine's time zone). */
const at = (h: number, m = 0, s = 0, day = 26) =>
  tokyoInstant({ year: 2026, month: 11, day }, h * 3600 + m * 60 + s);
const NOW = at(14, 0, 0);

describe('the night window is 21:00–8:00 Tokyo time', () => {
  it('is one constant', () => {
    expect(TEL_NIGHT).toEqual({ fromHour: 21, untilHour: 8 });
  });
  it.each<[string, number, boolean]>([
    ['20:59:59 is day', at(20, 59, 59), false],
    ['20:59 is day', at(20, 59), false],
    ['21:00 is night', at(21, 0), true],
    ['23:59:59 is night', at(23, 59, 59), true],
    ['00:00 is night', at(0, 0), true],
    ['07:59 is night', at(7, 59), true],
    ['07:59:59 is night', at(7, 59, 59), true],
    ['08:00 is day', at(8, 0), false],
    ['12:00 is day', at(12, 0), false],
    // 05:00 JST is 20:00 UTC the day before: the UTC hour must not leak in.
    ['05:00 (20:00 UTC) is night', at(5, 0), true],
    // 21:00 UTC is 06:00 JST, and 12:00 UTC is 21:00 JST.
    ['06:00 JST (21:00 UTC) is night', Date.UTC(2026, 10, 25, 21, 0), true],
    ['21:00 JST (12:00 UTC) is night', Date.UTC(2026, 10, 26, 12, 0), true],
    ['20:00 JST (11:00 UTC) is day', Date.UTC(2026, 10, 26, 11, 0), false],
  ])('%s', (_name, instant, night) => {
    expect(isTokyoNight(instant)).toBe(night);
  });
});

describe('sendTiming: past times go at once (at now’s hour), future ones at their own', () => {
  it.each<[string, number, number, { past: boolean; night: boolean }]>([
    ['a second before now is past (and goes now, by day)', NOW - 1000, NOW, { past: true, night: false }],
    ['exactly now is past: nothing to wait for', NOW, NOW, { past: true, night: false }],
    ['a second after now is not past', NOW + 1000, NOW, { past: false, night: false }],
    [
      '2023/10/01 10:00 (the old sample) is past',
      tokyoInstant({ year: 2023, month: 10, day: 1 }, 36000),
      NOW,
      { past: true, night: false },
    ],
    ['tonight 21:00 is night', at(21), NOW, { past: false, night: true }],
    ['tonight 20:59 is day', at(20, 59), NOW, { past: false, night: false }],
    ['tomorrow 07:59 is night', at(7, 59, 0, 27), NOW, { past: false, night: true }],
    ['tomorrow 08:00 is day', at(8, 0, 0, 27), NOW, { past: false, night: false }],
    [
      'a past day time ordered at 05:00 goes at night',
      at(10, 0, 0, 25),
      at(5, 0),
      { past: true, night: true },
    ],
    ['a past night time ordered by day goes by day', at(23, 0, 0, 25), NOW, { past: true, night: false }],
  ])('%s', (_name, planned, now, expected) => {
    expect(sendTiming(planned, now)).toEqual(expected);
  });
});

describe('countSendTimings', () => {
  it.each<[string, [number, number][], { count: number; past: number; night: number }]>([
    ['nothing', [], { count: 0, past: 0, night: 0 }],
    ['lines sharing a time count as many', [[at(10, 0, 0, 27), 120]], { count: 120, past: 0, night: 0 }],
    [
      'past, night and day lines',
      [
        [NOW - 60_000, 3],
        [at(22), 2],
        [at(9, 0, 0, 27), 5],
      ],
      { count: 10, past: 3, night: 2 },
    ],
  ])('%s', (_name, groups, expected) => {
    expect(countSendTimings(groups, NOW)).toEqual(expected);
  });
});
