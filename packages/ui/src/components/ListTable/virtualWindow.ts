/**
 * 仮想化で描く行の範囲 [start, end) を決める純粋関数。行の高さは一定とみなす（最初の行を測った値）。
 * `scrollTop` は本体（tbody）の先頭からのスクロール量。前後に `overscan` 行ずつ余分に描く。
 */
export function computeWindow({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan = 10,
}: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan?: number;
}): { start: number; end: number } {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  const end = Math.min(rowCount, first + visible + overscan);
  return { start: Math.min(start, end), end };
}
