/** 隠しデバッグ表示を切り替える連続タップの数と時間。 */
export const DEBUG_TAP_COUNT = 3;
export const DEBUG_TAP_WINDOW_MS = 2000;

export interface TapState {
  /** 数えているタップの時刻（ミリ秒、古い順）。 */
  times: readonly number[];
}

export const initialTapState: TapState = { times: [] };

/**
 * タップを 1 回記録する純粋関数。時刻は呼び出し側が渡す（テストで時間を差し替えられる）。
 * 最初のタップから `windowMs` 以内に `count` 回そろうと `triggered` になり、数え直しになる。
 */
export function registerTap(
  state: TapState,
  now: number,
  { count = DEBUG_TAP_COUNT, windowMs = DEBUG_TAP_WINDOW_MS } = {},
): { state: TapState; triggered: boolean } {
  const times = [...state.times.filter((t) => now - t <= windowMs), now];
  if (times.length >= count) return { state: initialTapState, triggered: true };
  return { state: { times }, triggered: false };
}
