import { describe, expect, it } from 'vitest';
import { shouldPageOnWheel, swipeDirection, wheelDeltaPx, wheelDirection, wheelThrottleMs } from './gestures';

describe('swipeDirection（横 10 px を超えたらスワイプ）', () => {
  it.each([
    [-30, 0, 'next'], // 左へ払う → 次の月
    [30, 0, 'prev'], // 右へ払う → 前の月
    [-11, 0, 'next'], // 10 px を超えた
    [-10, 0, null], // ちょうど 10 px は超えていない
    [5, 0, null], // 小さな揺れ（タップ）
    [0, 0, null],
    [-30, 40, null], // 縦のほうが大きい → 縦スクロール
    [30, -30, null], // 斜め 45 度は横とみなさない
    [25, 10, 'prev'],
  ] as const)('dx=%d, dy=%d → %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  it('閾値を変えられる', () => {
    expect(swipeDirection(-15, 0, 20)).toBeNull();
    expect(swipeDirection(-21, 0, 20)).toBe('next');
  });
});

describe('wheelThrottleMs（移動量で 500・100・0 ms）', () => {
  it.each([
    [1, 500],
    [-4, 500],
    [49, 500],
    [50, 100],
    [-100, 100],
    [199, 100],
    [200, 0],
    [-1000, 0],
  ])('|delta|=%d → %d ms', (delta, ms) => expect(wheelThrottleMs(delta)).toBe(ms));
});

describe('ホイールの向きと間引き', () => {
  it.each([
    [120, 'next'],
    [-3, 'prev'],
    [0, null],
  ] as const)('delta=%d → %s', (delta, expected) => expect(wheelDirection(delta)).toBe(expected));

  it.each([
    [10, 499, false], // 小さい: 500 ms 経つまで送らない
    [10, 500, true],
    [100, 99, false], // 中くらい: 100 ms
    [100, 100, true],
    [300, 0, true], // 大きい: 毎回送る
    [0, 10_000, false], // 動いていない
    [10, Number.POSITIVE_INFINITY, true], // 初めてのホイール
  ])('delta=%d, 前回から %d ms → %s', (delta, elapsed, expected) => {
    expect(shouldPageOnWheel(delta, elapsed)).toBe(expected);
  });

  it.each([
    [3, 0, 3],
    [3, 1, 120], // 行単位
    [1, 2, 800], // ページ単位
  ])('wheelDeltaPx(%d, mode %d) = %d', (delta, mode, px) => expect(wheelDeltaPx(delta, mode)).toBe(px));
});
