/**
 * 月送りの操作（スワイプとホイール）の判定。時間や DOM に触れない純粋関数にして表でテストする。
 */

/** 月送りの向き。`next` は次の月、`prev` は前の月。 */
export type PageDirection = 'next' | 'prev';

/** スワイプとみなす横方向の移動量（px）。仕様 §9 の 10 px。 */
export const SWIPE_THRESHOLD_PX = 10;

/**
 * ポインターの移動量からスワイプの向きを決める。横の移動が `threshold` を超え、縦より大きいときだけ
 * スワイプとみなす（縦スクロールやタップを月送りにしない）。左へ払う（dx < 0）と次の月。
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): PageDirection | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/**
 * ホイール 1 回分の移動量（px）に応じた、月送りの間隔（ms）。仕様 §9 の 500・100・0 ms。
 * - |delta| < 50（トラックパッドの細かい連続イベント）→ 500 ms: 1 回のなぞりで 1 か月だけ進む
 * - |delta| < 200（マウスホイールの 1 ノッチ、おおむね 100〜120 px）→ 100 ms
 * - それ以上（大きく回した・ページ単位のスクロール）→ 0 ms: 毎回進む
 */
export function wheelThrottleMs(delta: number): number {
  const size = Math.abs(delta);
  if (size < 50) return 500;
  if (size < 200) return 100;
  return 0;
}

/** ホイールの行・ページ単位の移動量を px に直す係数（`WheelEvent.deltaMode` 1 = 行、2 = ページ）。 */
export function wheelDeltaPx(delta: number, deltaMode: number): number {
  if (deltaMode === 1) return delta * 40;
  if (deltaMode === 2) return delta * 800;
  return delta;
}

/** ホイールの向き。下（delta > 0）へ回すと次の月。0 なら動かさない。 */
export const wheelDirection = (delta: number): PageDirection | null =>
  delta > 0 ? 'next' : delta < 0 ? 'prev' : null;

/**
 * 直前の月送りから `elapsedMs` 経ったときのホイールイベントで月を送るか。
 * 間隔はこのイベントの大きさで決まる（`wheelThrottleMs`）。
 */
export function shouldPageOnWheel(delta: number, elapsedMs: number): boolean {
  return wheelDirection(delta) !== null && elapsedMs >= wheelThrottleMs(delta);
}
