/**
 * The geometry of the area editor, in image pixels (never screen pixels): every function here is pure,
 * takes and returns integers, and keeps rectangles inside the image. The component only converts
 * pointer positions to image pixels and calls these.
 */

/** A rectangle in image pixels. */
export interface AreaRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A tap area: a rectangle with an id and an optional label. */
export interface AreaEditorArea extends AreaRect {
  id: string;
  /** 画像の上と一覧に出す名前（省略時は A, B, C… の記号だけ）。 */
  label?: string;
}

/** The image's natural size. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A grid to snap to: equal columns and rows (LINE's templates), or a step in image pixels. */
export type AreaGrid = { columns: number; rows: number } | { step: number };

/** A resize handle: the edges and corners it moves (n = top, s = bottom, w = left, e = right). */
export type AreaHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

export const AREA_HANDLES: readonly AreaHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** LINE's limit of areas per rich menu. */
export const DEFAULT_MAX_AREAS = 20;
/** The smallest area the editor makes (image px): about a fingertip on a phone for a 2500 px wide menu. */
export const DEFAULT_MIN_SIZE = 40;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A rectangle made whole, at least `minSize` (or the image, if smaller) in each direction, and inside the
 * image: too large shrinks to the image, too far right or down slides back in.
 */
export function clampRect(rect: AreaRect, image: ImageSize, minSize = DEFAULT_MIN_SIZE): AreaRect {
  const width = clamp(Math.round(rect.width), Math.min(minSize, image.width), image.width);
  const height = clamp(Math.round(rect.height), Math.min(minSize, image.height), image.height);
  return {
    x: clamp(Math.round(rect.x), 0, image.width - width),
    y: clamp(Math.round(rect.y), 0, image.height - height),
    width,
    height,
  };
}

/**
 * The grid's lines along one axis, in image px, from 0 to the image's edge included. Columns divide the
 * width as LINE does (2500 / 3 → 0, 833, 1667, 2500); a step that does not divide the size still ends at
 * the edge, so an area can always reach it.
 */
export function gridLines(grid: AreaGrid, image: ImageSize, axis: 'x' | 'y'): number[] {
  const size = axis === 'x' ? image.width : image.height;
  if ('step' in grid) {
    const step = Math.max(1, Math.round(grid.step));
    const lines: number[] = [];
    for (let at = 0; at < size; at += step) lines.push(at);
    lines.push(size);
    return lines;
  }
  const count = Math.max(1, Math.round(axis === 'x' ? grid.columns : grid.rows));
  return Array.from({ length: count + 1 }, (_, i) => Math.round((i * size) / count));
}

/** The line nearest to `value` among those within [min, max]; `value` clamped when none is. */
export function snapToLines(value: number, lines: readonly number[], min: number, max: number): number {
  let best: number | null = null;
  for (const line of lines) {
    if (line < min || line > max) continue;
    if (best === null || Math.abs(line - value) < Math.abs(best - value)) best = line;
  }
  return best ?? clamp(Math.round(value), min, max);
}

/** A snapping setting: the grid, or none. */
export type SnapGrid = AreaGrid | null | undefined;

/**
 * Moves a rectangle by (dx, dy), keeping its size and staying inside the image. When snapping, its left
 * (or right) edge and its top (or bottom) edge land on a grid line, whichever is nearer to where it was
 * dragged, so an area as wide as a column fits any column.
 */
export function moveRect(
  rect: AreaRect,
  dx: number,
  dy: number,
  image: ImageSize,
  snap?: SnapGrid,
): AreaRect {
  const maxX = image.width - rect.width;
  const maxY = image.height - rect.height;
  const rawX = rect.x + dx;
  const rawY = rect.y + dy;
  if (!snap) return { ...rect, x: clamp(Math.round(rawX), 0, maxX), y: clamp(Math.round(rawY), 0, maxY) };
  const xs = gridLines(snap, image, 'x');
  const ys = gridLines(snap, image, 'y');
  // A candidate for the left edge is a line, or a line minus the width (the right edge on it).
  const x = snapToLines(rawX, [...xs, ...xs.map((l) => l - rect.width)], 0, maxX);
  const y = snapToLines(rawY, [...ys, ...ys.map((l) => l - rect.height)], 0, maxY);
  return { ...rect, x, y };
}

/**
 * Resizes a rectangle by dragging one handle by (dx, dy): the handle's edges move, the opposite edges stay.
 * A moving edge stops at the image's edge and `minSize` before the opposite edge (it never flips over).
 */
export function resizeRect(
  rect: AreaRect,
  handle: AreaHandle,
  dx: number,
  dy: number,
  image: ImageSize,
  minSize = DEFAULT_MIN_SIZE,
  snap?: SnapGrid,
): AreaRect {
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  const minW = Math.min(minSize, image.width);
  const minH = Math.min(minSize, image.height);
  const xs = snap ? gridLines(snap, image, 'x') : null;
  const ys = snap ? gridLines(snap, image, 'y') : null;
  const place = (value: number, lines: number[] | null, min: number, max: number) =>
    lines ? snapToLines(value, lines, min, max) : clamp(Math.round(value), min, max);
  if (handle.includes('w')) left = place(left + dx, xs, 0, right - minW);
  if (handle.includes('e')) right = place(right + dx, xs, left + minW, image.width);
  if (handle.includes('n')) top = place(top + dy, ys, 0, bottom - minH);
  if (handle.includes('s')) bottom = place(bottom + dy, ys, top + minH, image.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The rectangle drawn from one point to another (in any direction), inside the image, its corners on the
 * grid when snapping, and at least `minSize` (grown right and down, or left and up at the image's edge).
 */
export function rectFromPoints(
  from: { x: number; y: number },
  to: { x: number; y: number },
  image: ImageSize,
  minSize = DEFAULT_MIN_SIZE,
  snap?: SnapGrid,
): AreaRect {
  const edge = (a: number, b: number, size: number, lines: number[] | null) => {
    let start = clamp(Math.min(a, b), 0, size);
    let end = clamp(Math.max(a, b), 0, size);
    if (lines) {
      start = snapToLines(start, lines, 0, size);
      end = snapToLines(end, lines, 0, size);
    }
    return [Math.round(start), Math.round(end)] as const;
  };
  const [left, right] = edge(from.x, to.x, image.width, snap ? gridLines(snap, image, 'x') : null);
  const [top, bottom] = edge(from.y, to.y, image.height, snap ? gridLines(snap, image, 'y') : null);
  return clampRect({ x: left, y: top, width: right - left, height: bottom - top }, image, minSize);
}

/** The area of the intersection of two rectangles (0 when they only touch). */
export function intersectionArea(a: AreaRect, b: AreaRect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Every pair of areas that overlap, in list order. LINE accepts overlapping areas (the one listed first
 * wins the tap), so the editor flags them rather than refusing them.
 */
export function findOverlaps(areas: readonly AreaEditorArea[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < areas.length; i++)
    for (let j = i + 1; j < areas.length; j++) {
      const a = areas[i] as AreaEditorArea;
      const b = areas[j] as AreaEditorArea;
      if (intersectionArea(a, b) > 0) pairs.push([a.id, b.id]);
    }
  return pairs;
}

/** For each area, the ids of the areas it overlaps. */
export function overlapsById(areas: readonly AreaEditorArea[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [a, b] of findOverlaps(areas)) {
    map.set(a, [...(map.get(a) ?? []), b]);
    map.set(b, [...(map.get(b) ?? []), a]);
  }
  return map;
}

/**
 * The area under a point, or null: the one drawn on top, i.e. the last in the list (edges included on the
 * left and top, excluded on the right and bottom, so neighbours sharing an edge never both claim it).
 */
export function hitTest(areas: readonly AreaEditorArea[], point: { x: number; y: number }): string | null {
  for (let i = areas.length - 1; i >= 0; i--) {
    const a = areas[i] as AreaEditorArea;
    if (point.x >= a.x && point.x < a.x + a.width && point.y >= a.y && point.y < a.y + a.height) return a.id;
  }
  return null;
}

/**
 * Where a new area goes when added without a pointer (keyboard or button): the first grid cell that no
 * area overlaps (row by row); without columns and rows, a third of the width by half the height at the
 * first free spot (next to the image's edges or to an area). When nothing is free, the top left corner (the overlap is then
 * flagged, as for any other).
 */
export function placeNewArea(
  areas: readonly AreaRect[],
  image: ImageSize,
  grid?: SnapGrid,
  minSize = DEFAULT_MIN_SIZE,
): AreaRect {
  const free = (rect: AreaRect) => areas.every((a) => intersectionArea(a, rect) === 0);
  if (grid && 'columns' in grid) {
    const xs = gridLines(grid, image, 'x');
    const ys = gridLines(grid, image, 'y');
    for (let r = 0; r + 1 < ys.length; r++)
      for (let c = 0; c + 1 < xs.length; c++) {
        const cell = clampRect(
          {
            x: xs[c] as number,
            y: ys[r] as number,
            width: (xs[c + 1] as number) - (xs[c] as number),
            height: (ys[r + 1] as number) - (ys[r] as number),
          },
          image,
          minSize,
        );
        if (free(cell)) return cell;
      }
  }
  let width = Math.round(image.width / 3);
  let height = Math.round(image.height / 2);
  if (grid && 'step' in grid && grid.step > 0) {
    // On a step grid the new area's size is whole steps, so it stays on the grid when moved.
    width = Math.max(grid.step, Math.round(width / grid.step) * grid.step);
    height = Math.max(grid.step, Math.round(height / grid.step) * grid.step);
  }
  const size = clampRect({ x: 0, y: 0, width, height }, image, minSize);
  // Candidates: the image's edges and just after each area (right of it, below it), so areas pack tightly.
  const positions = (span: number, total: number, after: number[]) =>
    [...new Set([0, ...after, total - span])]
      .filter((p) => p >= 0 && p + span <= total)
      .sort((a, b) => a - b);
  for (const y of positions(
    size.height,
    image.height,
    areas.map((a) => a.y + a.height),
  ))
    for (const x of positions(
      size.width,
      image.width,
      areas.map((a) => a.x + a.width),
    )) {
      const rect = { ...size, x, y };
      if (free(rect)) return rect;
    }
  return size;
}

/** The change a key makes: a move, a resize, or nothing. */
export interface AreaKey {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
}

/**
 * The keyboard's nudges: arrows move by 1 px (Shift: 10 px); Alt + arrows resize from the right and bottom
 * edges (→ and ↓ grow, ← and ↑ shrink) by 1 px (Alt + Shift: 10 px). Keys are exact and never snap, so a
 * keyboard user can reach any pixel. Returns null for other keys.
 */
export function nudgeRect(
  rect: AreaRect,
  { key, shiftKey = false, altKey = false }: AreaKey,
  image: ImageSize,
  minSize = DEFAULT_MIN_SIZE,
): AreaRect | null {
  const by = shiftKey ? 10 : 1;
  const delta =
    key === 'ArrowLeft'
      ? { dx: -by, dy: 0 }
      : key === 'ArrowRight'
        ? { dx: by, dy: 0 }
        : key === 'ArrowUp'
          ? { dx: 0, dy: -by }
          : key === 'ArrowDown'
            ? { dx: 0, dy: by }
            : null;
  if (!delta) return null;
  if (altKey) return resizeRect(rect, delta.dx ? 'e' : 's', delta.dx, delta.dy, image, minSize);
  return moveRect(rect, delta.dx, delta.dy, image);
}

/** Changes one field typed in the list: x and y keep the size (clamped in), width and height keep x and y. */
export function setRectField(
  rect: AreaRect,
  field: keyof AreaRect,
  value: number,
  image: ImageSize,
  minSize = DEFAULT_MIN_SIZE,
): AreaRect {
  const v = Math.round(value);
  if (field === 'x') return { ...rect, x: clamp(v, 0, image.width - rect.width) };
  if (field === 'y') return { ...rect, y: clamp(v, 0, image.height - rect.height) };
  if (field === 'width')
    return { ...rect, width: clamp(v, Math.min(minSize, image.width), image.width - rect.x) };
  return { ...rect, height: clamp(v, Math.min(minSize, image.height), image.height - rect.y) };
}

/** The letter of the n-th area (A … Z, then AA, AB …), as LINE Official Account Manager names them. */
export function areaLetter(index: number): string {
  let n = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/** An id not used by any area: `area-1`, `area-2`, … */
export function nextAreaId(areas: readonly { id: string }[]): string {
  const used = new Set(areas.map((a) => a.id));
  let n = areas.length + 1;
  while (used.has(`area-${n}`)) n++;
  return `area-${n}`;
}
