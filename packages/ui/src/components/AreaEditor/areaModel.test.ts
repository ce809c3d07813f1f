import { describe, expect, it } from 'vitest';
import {
  type AreaEditorArea,
  type AreaGrid,
  type AreaHandle,
  type AreaRect,
  areaLetter,
  clampRect,
  findOverlaps,
  gridLines,
  hitTest,
  moveRect,
  nextAreaId,
  nudgeRect,
  placeNewArea,
  rectFromPoints,
  resizeRect,
  setRectField,
  snapToLines,
} from './areaModel';

const FULL = { width: 2500, height: 1686 };
const HALF = { width: 2500, height: 843 };
const THREE_BY_TWO: AreaGrid = { columns: 3, rows: 2 };
const rect = (x: number, y: number, width: number, height: number): AreaRect => ({ x, y, width, height });
const area = (id: string, x: number, y: number, width: number, height: number): AreaEditorArea => ({
  id,
  ...rect(x, y, width, height),
});

describe('clampRect', () => {
  it.each<[string, AreaRect, AreaRect]>([
    ['inside stays', rect(10, 20, 100, 200), rect(10, 20, 100, 200)],
    ['fractions round', rect(10.4, 20.6, 99.5, 200.2), rect(10, 21, 100, 200)],
    ['left of the image slides in', rect(-1, 0, 100, 100), rect(0, 0, 100, 100)],
    ['right edge exactly on the image edge stays', rect(2400, 0, 100, 100), rect(2400, 0, 100, 100)],
    ['1 px past the right edge slides back', rect(2401, 0, 100, 100), rect(2400, 0, 100, 100)],
    ['1 px past the bottom slides up', rect(0, 1587, 100, 100), rect(0, 1586, 100, 100)],
    ['wider than the image shrinks to it', rect(0, 0, 2501, 100), rect(0, 0, 2500, 100)],
    ['below the minimum grows to it', rect(0, 0, 39, 39), rect(0, 0, 40, 40)],
    ['exactly the minimum stays', rect(0, 0, 40, 40), rect(0, 0, 40, 40)],
  ])('%s', (_, given, expected) => {
    expect(clampRect(given, FULL, 40)).toEqual(expected);
  });

  it('a minimum larger than a tiny image is the image', () => {
    expect(clampRect(rect(5, 5, 1, 1), { width: 30, height: 20 }, 40)).toEqual(rect(0, 0, 30, 20));
  });
});

describe('gridLines', () => {
  it.each<[string, AreaGrid, 'x' | 'y', number[]]>([
    ['3 columns of 2500 as LINE divides them', THREE_BY_TWO, 'x', [0, 833, 1667, 2500]],
    ['2 rows of 1686', THREE_BY_TWO, 'y', [0, 843, 1686]],
    ['a step that does not divide still ends at the edge', { step: 1000 }, 'x', [0, 1000, 2000, 2500]],
    ['a step that divides ends once at the edge', { step: 843 }, 'y', [0, 843, 1686]],
  ])('%s', (_, grid, axis, lines) => {
    expect(gridLines(grid, FULL, axis)).toEqual(lines);
  });
});

describe('snapToLines', () => {
  it.each<[number, number, number, number]>([
    [400, 0, 2500, 0], // nearer to 0 than to 833
    [417, 0, 2500, 833], // nearer to 833
    [1000, 0, 800, 0], // 833 is out of range
    [2000, 900, 1600, 1600], // no line in range: clamped
  ])('%s in [%s, %s] → %s', (value, min, max, expected) => {
    expect(snapToLines(value, [0, 833, 1667, 2500], min, max)).toBe(expected);
  });
});

describe('moveRect', () => {
  it.each<[string, AreaRect, number, number, AreaRect]>([
    ['moves by the drag', rect(100, 100, 200, 200), 50, -30, rect(150, 70, 200, 200)],
    ['stops at the left edge', rect(10, 10, 200, 200), -11, 0, rect(0, 10, 200, 200)],
    ['reaches the left edge exactly', rect(10, 10, 200, 200), -10, 0, rect(0, 10, 200, 200)],
    ['stops at the right edge', rect(2200, 0, 200, 200), 101, 0, rect(2300, 0, 200, 200)],
    ['stops at the bottom', rect(0, 1400, 200, 200), 0, 500, rect(0, 1486, 200, 200)],
    ['stops at the top', rect(0, 5, 200, 200), 0, -6, rect(0, 0, 200, 200)],
  ])('%s', (_, given, dx, dy, expected) => {
    expect(moveRect(given, dx, dy, FULL)).toEqual(expected);
  });

  it.each<[string, AreaRect, number, number, AreaRect]>([
    ['left edge to the nearest column line', rect(0, 0, 833, 843), 700, 0, rect(833, 0, 833, 843)],
    ['stays when not dragged past half a column', rect(0, 0, 833, 843), 400, 0, rect(0, 0, 833, 843)],
    ['right edge on the image edge', rect(833, 0, 834, 843), 900, 0, rect(1666, 0, 834, 843)],
    ['down to the second row', rect(0, 0, 833, 843), 0, 500, rect(0, 843, 833, 843)],
  ])('snapping: %s', (_, given, dx, dy, expected) => {
    expect(moveRect(given, dx, dy, FULL, THREE_BY_TWO)).toEqual(expected);
  });
});

describe('resizeRect', () => {
  const start = rect(1000, 500, 400, 300);
  it.each<[AreaHandle, number, number, AreaRect]>([
    ['e', 100, 0, rect(1000, 500, 500, 300)],
    ['w', -100, 0, rect(900, 500, 500, 300)],
    ['n', 0, -100, rect(1000, 400, 400, 400)],
    ['s', 0, 100, rect(1000, 500, 400, 400)],
    ['se', 50, 60, rect(1000, 500, 450, 360)],
    ['nw', -50, -60, rect(950, 440, 450, 360)],
    ['ne', 50, -60, rect(1000, 440, 450, 360)],
    ['sw', -50, 60, rect(950, 500, 450, 360)],
    // An edge handle ignores the other direction.
    ['e', 100, 999, rect(1000, 500, 500, 300)],
    // Stops at the image's edges.
    ['e', 2000, 0, rect(1000, 500, 1500, 300)],
    ['w', -2000, 0, rect(0, 500, 1400, 300)],
    ['n', 0, -2000, rect(1000, 0, 400, 800)],
    ['s', 0, 2000, rect(1000, 500, 400, 1186)],
    // Stops at the minimum size, never flips over.
    ['e', -360, 0, rect(1000, 500, 40, 300)],
    ['e', -361, 0, rect(1000, 500, 40, 300)],
    ['w', 360, 0, rect(1360, 500, 40, 300)],
    ['w', 1000, 0, rect(1360, 500, 40, 300)],
    ['s', 0, -500, rect(1000, 500, 400, 40)],
    ['n', 0, 500, rect(1000, 760, 400, 40)],
  ])('%s by (%s, %s)', (handle, dx, dy, expected) => {
    expect(resizeRect(start, handle, dx, dy, FULL, 40)).toEqual(expected);
  });

  it.each<[AreaHandle, number, number, AreaRect]>([
    ['e', 300, 0, rect(0, 0, 833, 843)],
    ['se', 1000, 900, rect(0, 0, 1667, 1686)],
    // The nearest line would leave less than the minimum: the next one out is taken.
    ['e', -500, 0, rect(0, 0, 833, 843)],
  ])('snapping: %s by (%s, %s)', (handle, dx, dy, expected) => {
    expect(resizeRect(rect(0, 0, 600, 843), handle, dx, dy, FULL, 40, THREE_BY_TWO)).toEqual(expected);
  });
});

describe('rectFromPoints', () => {
  it.each<[string, { x: number; y: number }, { x: number; y: number }, AreaRect]>([
    ['down and right', { x: 100, y: 100 }, { x: 300, y: 250 }, rect(100, 100, 200, 150)],
    ['up and left', { x: 300, y: 250 }, { x: 100, y: 100 }, rect(100, 100, 200, 150)],
    ['past the image is cut at its edges', { x: -50, y: -50 }, { x: 2600, y: 900 }, rect(0, 0, 2500, 843)],
    ['a tiny drag grows to the minimum', { x: 100, y: 100 }, { x: 110, y: 105 }, rect(100, 100, 40, 40)],
    [
      'a tiny drag at the corner grows inwards',
      { x: 2495, y: 840 },
      { x: 2499, y: 842 },
      rect(2460, 803, 40, 40),
    ],
  ])('%s', (_, from, to, expected) => {
    expect(rectFromPoints(from, to, HALF, 40)).toEqual(expected);
  });

  it('snapping puts the corners on the grid', () => {
    expect(rectFromPoints({ x: 50, y: 30 }, { x: 800, y: 700 }, FULL, 40, THREE_BY_TWO)).toEqual(
      rect(0, 0, 833, 843),
    );
    expect(rectFromPoints({ x: 12, y: 7 }, { x: 96, y: 51 }, FULL, 40, { step: 20 })).toEqual(
      rect(20, 0, 80, 60),
    );
  });
});

describe('findOverlaps and hitTest', () => {
  const areas = [
    area('a', 0, 0, 833, 843),
    area('b', 833, 0, 834, 843), // shares an edge with a: no overlap
    area('c', 800, 800, 100, 100), // overlaps a, b and d
    area('d', 0, 843, 833, 843),
  ];

  it('pairs overlapping areas, not those that only touch', () => {
    expect(findOverlaps(areas)).toEqual([
      ['a', 'c'],
      ['b', 'c'],
      ['c', 'd'],
    ]);
  });

  it('1 px of overlap counts', () => {
    expect(findOverlaps([area('a', 0, 0, 100, 100), area('b', 99, 99, 10, 10)])).toEqual([['a', 'b']]);
  });

  it.each<[number, number, string | null]>([
    [0, 0, 'a'],
    [832, 10, 'a'],
    [833, 10, 'b'], // the shared edge belongs to the right one
    [850, 850, 'c'], // the one drawn on top (later in the list)
    [2499, 1685, null],
    [2000, 1000, null],
  ])('(%s, %s) → %s', (x, y, id) => {
    expect(hitTest(areas, { x, y })).toBe(id);
  });
});

describe('placeNewArea', () => {
  it('takes the first free cell of the grid, row by row', () => {
    expect(placeNewArea([], FULL, THREE_BY_TWO)).toEqual(rect(0, 0, 833, 843));
    expect(placeNewArea([rect(0, 0, 833, 843)], FULL, THREE_BY_TWO)).toEqual(rect(833, 0, 834, 843));
    expect(
      placeNewArea(
        [rect(0, 0, 833, 843), rect(833, 0, 834, 843), rect(1667, 0, 833, 843)],
        FULL,
        THREE_BY_TWO,
      ),
    ).toEqual(rect(0, 843, 833, 843));
  });

  it('a cell overlapped by 1 px is not free', () => {
    expect(placeNewArea([rect(832, 0, 10, 10)], HALF, { columns: 3, rows: 1 })).toEqual(
      rect(1667, 0, 833, 843),
    );
  });

  it('without a grid: a third by a half at the first free spot', () => {
    expect(placeNewArea([], FULL)).toEqual(rect(0, 0, 833, 843));
    expect(placeNewArea([rect(0, 0, 833, 843)], FULL)).toEqual(rect(833, 0, 833, 843));
  });

  it('a step grid keeps whole steps', () => {
    expect(placeNewArea([], FULL, { step: 100 })).toEqual(rect(0, 0, 800, 800));
  });

  it('when nothing is free, the top left corner (the overlap is flagged)', () => {
    expect(placeNewArea([rect(0, 0, 2500, 1686)], FULL, THREE_BY_TWO)).toEqual(rect(0, 0, 833, 843));
  });
});

describe('nudgeRect', () => {
  const start = rect(100, 100, 200, 200);
  it.each<[string, { key: string; shiftKey?: boolean; altKey?: boolean }, AreaRect | null]>([
    ['→ moves 1 px', { key: 'ArrowRight' }, rect(101, 100, 200, 200)],
    ['← moves 1 px', { key: 'ArrowLeft' }, rect(99, 100, 200, 200)],
    ['↑ moves 1 px', { key: 'ArrowUp' }, rect(100, 99, 200, 200)],
    ['Shift + ↓ moves 10 px', { key: 'ArrowDown', shiftKey: true }, rect(100, 110, 200, 200)],
    ['Alt + → grows 1 px', { key: 'ArrowRight', altKey: true }, rect(100, 100, 201, 200)],
    ['Alt + ← shrinks 1 px', { key: 'ArrowLeft', altKey: true }, rect(100, 100, 199, 200)],
    [
      'Alt + Shift + ↓ grows 10 px',
      { key: 'ArrowDown', altKey: true, shiftKey: true },
      rect(100, 100, 200, 210),
    ],
    ['Alt + ↑ shrinks 1 px', { key: 'ArrowUp', altKey: true }, rect(100, 100, 200, 199)],
    ['other keys do nothing', { key: 'a' }, null],
  ])('%s', (_, key, expected) => {
    expect(nudgeRect(start, key, FULL, 40)).toEqual(expected);
  });

  it.each<[string, AreaRect, { key: string; shiftKey?: boolean; altKey?: boolean }, AreaRect]>([
    [
      'Shift + ← stops at the left edge',
      rect(5, 0, 100, 100),
      { key: 'ArrowLeft', shiftKey: true },
      rect(0, 0, 100, 100),
    ],
    ['→ at the right edge stays', rect(2400, 0, 100, 100), { key: 'ArrowRight' }, rect(2400, 0, 100, 100)],
    [
      'Alt + ← at the minimum stays',
      rect(0, 0, 40, 40),
      { key: 'ArrowLeft', altKey: true },
      rect(0, 0, 40, 40),
    ],
    [
      'Alt + → at the edge stays',
      rect(2400, 0, 100, 100),
      { key: 'ArrowRight', altKey: true },
      rect(2400, 0, 100, 100),
    ],
  ])('%s', (_, given, key, expected) => {
    expect(nudgeRect(given, key, FULL, 40)).toEqual(expected);
  });
});

describe('setRectField', () => {
  const start = rect(100, 100, 200, 200);
  it.each<[keyof AreaRect, number, AreaRect]>([
    ['x', 0, rect(0, 100, 200, 200)],
    ['x', -1, rect(0, 100, 200, 200)],
    ['x', 2300, rect(2300, 100, 200, 200)],
    ['x', 2301, rect(2300, 100, 200, 200)],
    ['y', 1487, rect(100, 1486, 200, 200)],
    ['width', 2400, rect(100, 100, 2400, 200)],
    ['width', 2401, rect(100, 100, 2400, 200)],
    ['width', 39, rect(100, 100, 40, 200)],
    ['height', 12.6, rect(100, 100, 200, 40)],
    ['height', 1586, rect(100, 100, 200, 1586)],
    ['height', 1587, rect(100, 100, 200, 1586)],
  ])('%s = %s', (field, value, expected) => {
    expect(setRectField(start, field, value, FULL, 40)).toEqual(expected);
  });
});

describe('names', () => {
  it.each<[number, string]>([
    [0, 'A'],
    [19, 'T'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
  ])('area %s is %s', (index, letter) => {
    expect(areaLetter(index)).toBe(letter);
  });

  it('a new id is one not in use', () => {
    expect(nextAreaId([])).toBe('area-1');
    expect(nextAreaId([{ id: 'area-2' }])).toBe('area-3');
    expect(nextAreaId([{ id: 'x' }, { id: 'area-3' }])).toBe('area-4');
  });
});
