import { describe, expect, it } from 'vitest';
import { initialTapState, registerTap, type TapState } from './tapCounter';

/** 時刻の列を順にタップし、切り替わった回数を返す。 */
function run(times: number[]) {
  let state: TapState = initialTapState;
  const triggeredAt: number[] = [];
  for (const t of times) {
    const result = registerTap(state, t);
    state = result.state;
    if (result.triggered) triggeredAt.push(t);
  }
  return triggeredAt;
}

describe('registerTap: 2 秒以内に 3 回で切り替え', () => {
  it.each<[string, number[], number[]]>([
    ['3 回を素早く → 3 回目で切り替わる', [0, 100, 200], [200]],
    ['ちょうど 2000 ms 以内 → 切り替わる', [0, 1000, 2000], [2000]],
    ['3 回が 2 秒を超えて散らばる → 切り替わらない', [0, 1100, 2200], []],
    ['2 回だけ → 切り替わらない', [0, 100], []],
    ['古いタップは数えない: 0, 1900, 2100, 2200 → 最後で切り替わる', [0, 1900, 2100, 2200], [2200]],
    ['6 回素早く → 2 回切り替わる（オン → オフ）', [0, 10, 20, 30, 40, 50], [20, 50]],
    ['切り替え直後の 1 回は数え直しの 1 回目', [0, 10, 20, 30], [20]],
  ])('%s', (_, times, expected) => {
    expect(run(times)).toEqual(expected);
  });

  it('回数と時間は変えられる', () => {
    const s1 = registerTap(initialTapState, 0, { count: 2, windowMs: 500 });
    expect(registerTap(s1.state, 400, { count: 2, windowMs: 500 }).triggered).toBe(true);
    expect(registerTap(s1.state, 600, { count: 2, windowMs: 500 }).triggered).toBe(false);
  });
});
