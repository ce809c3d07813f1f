import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LaneItem, layoutLanes, maxOverlap } from './layoutLanes';
import { timeToMinutes } from './time';

const item = (id: string, from: string, to: string): LaneItem => ({
  id,
  start: timeToMinutes(from),
  end: timeToMinutes(to),
});

const lanesOf = (items: LaneItem[]) => {
  const { lane, laneCount } = layoutLanes(items);
  return { lanes: Object.fromEntries(items.map((i) => [i.id, lane.get(i.id)])), laneCount };
};

describe('layoutLanes（表）', () => {
  it.each<[string, LaneItem[], Record<string, number>, number]>([
    ['項目なしなら 0 レーン', [], {}, 0],
    ['1 件なら 1 レーン', [item('a', '10:00', '11:00')], { a: 0 }, 1],
    [
      '終了と開始が同じ時刻（10:00–11:00 と 11:00–12:00）は重ならず同じレーン',
      [item('a', '10:00', '11:00'), item('b', '11:00', '12:00')],
      { a: 0, b: 0 },
      1,
    ],
    [
      '1 分でも重なれば別のレーン',
      [item('a', '10:00', '11:01'), item('b', '11:00', '12:00')],
      { a: 0, b: 1 },
      2,
    ],
    [
      '同じ開始なら長い方が先（若いレーン）',
      [item('short', '10:00', '10:30'), item('long', '10:00', '12:00')],
      { long: 0, short: 1 },
      2,
    ],
    [
      '入力の順番ではなく開始の順に置く',
      [item('late', '11:00', '12:00'), item('early', '10:00', '11:30')],
      { early: 0, late: 1 },
      2,
    ],
    [
      '空いた若いレーンを再利用する（最も早く空いたレーンではなく番号の小さいレーン）',
      [
        item('a', '10:00', '11:00'),
        item('b', '10:00', '10:30'),
        item('c', '10:00', '12:00'),
        item('d', '11:00', '11:30'),
      ],
      { c: 0, a: 1, b: 2, d: 1 },
      3,
    ],
    [
      '3 件が同時に重なると 3 レーン、後の項目は空いたレーンへ',
      [
        item('a', '09:00', '12:00'),
        item('b', '10:00', '11:00'),
        item('c', '10:30', '11:30'),
        item('d', '11:00', '12:00'),
      ],
      { a: 0, b: 1, c: 2, d: 1 },
      3,
    ],
    [
      '重ならない項目の連続は 1 レーン',
      [item('a', '09:00', '10:00'), item('b', '10:00', '10:15'), item('c', '10:15', '21:00')],
      { a: 0, b: 0, c: 0 },
      1,
    ],
    [
      '完全に同じ時間帯は id の順に別レーン',
      [item('b', '10:00', '11:00'), item('a', '10:00', '11:00')],
      { a: 0, b: 1 },
      2,
    ],
    [
      '長さ 0 の項目は 1 分の項目として扱う（同時刻に始まる項目とは重なる）',
      [item('zero', '10:00', '10:00'), item('a', '10:00', '11:00')],
      { a: 0, zero: 1 },
      2,
    ],
    [
      '長さ 0 の項目の直後に始まる項目は同じレーン',
      [item('zero', '10:00', '10:00'), item('a', '10:01', '11:00')],
      { zero: 0, a: 0 },
      1,
    ],
  ])('%s', (_, items, lanes, laneCount) => {
    expect(lanesOf(items)).toEqual({ lanes, laneCount });
  });

  it('id は数値でもよい', () => {
    const { lane, laneCount } = layoutLanes([
      { id: 1, start: 0, end: 10 },
      { id: 2, start: 5, end: 15 },
    ]);
    expect([lane.get(1), lane.get(2), laneCount]).toEqual([0, 1, 2]);
  });
});

describe('maxOverlap（検算用の掃引）', () => {
  it.each<[string, LaneItem[], number]>([
    ['なし', [], 0],
    ['接するだけ', [item('a', '10:00', '11:00'), item('b', '11:00', '12:00')], 1],
    ['入れ子', [item('a', '10:00', '12:00'), item('b', '10:30', '11:00'), item('c', '10:45', '11:30')], 3],
  ])('%s', (_, items, expected) => {
    expect(maxOverlap(items)).toBe(expected);
  });
});

// 営業時間の中の 5 分刻みの項目。長さ 0 も混ぜる。
const arbitraryItems = fc
  .array(fc.record({ start: fc.integer({ min: 0, max: 288 }), length: fc.integer({ min: 0, max: 48 }) }), {
    maxLength: 80,
  })
  .map((rows) =>
    rows.map(({ start, length }, i) => ({ id: `r${i}`, start: start * 5, end: (start + length) * 5 })),
  );

const overlaps = (a: LaneItem, b: LaneItem) =>
  a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);

describe('layoutLanes（性質）', () => {
  it('すべての項目にレーンが付き、番号は 0 以上 laneCount 未満', () => {
    fc.assert(
      fc.property(arbitraryItems, (items) => {
        const { lane, laneCount } = layoutLanes(items);
        expect(lane.size).toBe(items.length);
        for (const i of items) {
          const index = lane.get(i.id);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(laneCount);
        }
      }),
    );
  });

  it('同じレーンの 2 項目は重ならない（開始は含み、終了は含まない）', () => {
    fc.assert(
      fc.property(arbitraryItems, (items) => {
        const { lane } = layoutLanes(items);
        for (let x = 0; x < items.length; x++) {
          for (let y = x + 1; y < items.length; y++) {
            const a = items[x] as LaneItem;
            const b = items[y] as LaneItem;
            if (lane.get(a.id) === lane.get(b.id)) expect(overlaps(a, b)).toBe(false);
          }
        }
      }),
    );
  });

  it('レーン数は同時に重なる項目の最大数（掃引で数えた値）に等しい', () => {
    fc.assert(
      fc.property(arbitraryItems, (items) => {
        expect(layoutLanes(items).laneCount).toBe(maxOverlap(items));
      }),
    );
  });

  it('決定的: 同じ入力なら同じ結果、入力の順番を入れ替えても同じ結果', () => {
    fc.assert(
      fc.property(
        arbitraryItems.chain((items) =>
          fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
        ),
        ([items, shuffled]) => {
          const first = layoutLanes(items);
          expect(layoutLanes(items)).toEqual(first);
          expect(layoutLanes(shuffled)).toEqual({
            lane: new Map([...first.lane].sort()),
            laneCount: first.laneCount,
          });
        },
      ),
    );
  });
});
