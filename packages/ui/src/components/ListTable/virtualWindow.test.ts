import { describe, expect, it } from 'vitest';
import { computeWindow } from './virtualWindow';

describe('computeWindow: 見えている行と前後の余分だけを描く', () => {
  it.each([
    [
      '先頭',
      { scrollTop: 0, viewportHeight: 400, rowHeight: 40, rowCount: 10_000, overscan: 5 },
      { start: 0, end: 16 },
    ],
    [
      '途中',
      { scrollTop: 4000, viewportHeight: 400, rowHeight: 40, rowCount: 10_000, overscan: 5 },
      { start: 95, end: 116 },
    ],
    [
      '末尾で行数を超えない',
      { scrollTop: 400_000, viewportHeight: 400, rowHeight: 40, rowCount: 10_000, overscan: 5 },
      { start: 9995, end: 10_000 },
    ],
    [
      '負のスクロール（見出しの分）は 0 とみなす',
      { scrollTop: -30, viewportHeight: 80, rowHeight: 40, rowCount: 100, overscan: 0 },
      { start: 0, end: 3 },
    ],
    ['行がない', { scrollTop: 0, viewportHeight: 400, rowHeight: 40, rowCount: 0 }, { start: 0, end: 0 }],
    [
      '行の高さが未測定（0）',
      { scrollTop: 0, viewportHeight: 400, rowHeight: 0, rowCount: 10 },
      { start: 0, end: 0 },
    ],
  ])('%s', (_, input, expected) => {
    expect(computeWindow(input)).toEqual(expected);
  });
});
