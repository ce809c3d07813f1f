/**
 * ドラッグによる移動・終了時刻の変更の計算（純粋関数）。位置は「列（日）」と「0 時からの分」で表す。
 */

/** 横軸の上の項目の位置。 */
export interface Placement {
  /** 列（週の表示の日。日の表示では 0）。 */
  column: number;
  /** 開始（分）。 */
  start: number;
  /** 終了（分）。 */
  end: number;
}

export interface DragGrid {
  /** 表示の開始・終了（分）。 */
  viewStart: number;
  viewEnd: number;
  /** 列の数。 */
  columns: number;
  /** 刻み（分）。 */
  step: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * `move`: 長さを保ったまま `deltaMinutes` だけずらす（列をまたいでもよいが、1 つの列の表示範囲に収める）。
 * `resize`: 終了だけを動かす（開始 + 刻み 〜 表示の終了）。どちらも刻みに丸める。
 */
export function dragItem(
  item: Placement,
  deltaMinutes: number,
  { viewStart, viewEnd, columns, step }: DragGrid,
  mode: 'move' | 'resize',
): Placement {
  const span = viewEnd - viewStart;
  if (mode === 'resize') {
    const end = viewStart + roundTo(item.end + deltaMinutes - viewStart, step);
    return { ...item, end: Math.min(Math.max(end, item.start + step), viewEnd) };
  }
  const duration = item.end - item.start;
  const offset = roundTo(item.column * span + (item.start - viewStart) + deltaMinutes, step);
  const column = Math.min(Math.max(Math.floor(offset / span), 0), columns - 1);
  const within = Math.min(Math.max(offset - column * span, 0), Math.max(span - duration, 0));
  return { column, start: viewStart + within, end: viewStart + within + duration };
}
