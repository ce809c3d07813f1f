import { describe, expect, it } from 'vitest';
import { alignFocus, moveFocusByKey, pageItems, yearPageStart } from './navigation';

describe('moveFocusByKey（キーボードでの移動）', () => {
  it.each([
    ['day', '2024-07-15', 'ArrowRight', false, '2024-07-16'],
    ['day', '2024-07-15', 'ArrowLeft', false, '2024-07-14'],
    ['day', '2024-07-15', 'ArrowDown', false, '2024-07-22'], // 1 週
    ['day', '2024-07-01', 'ArrowUp', false, '2024-06-24'], // 前の月へ
    ['day', '2024-07-31', 'PageDown', false, '2024-08-31'],
    ['day', '2024-01-31', 'PageDown', false, '2024-02-29'], // 月末に丸める
    ['day', '2024-07-15', 'PageUp', false, '2024-06-15'],
    ['day', '2024-07-15', 'PageUp', true, '2023-07-15'], // Shift で 1 年
    ['day', '2024-07-17', 'Home', false, '2024-07-14'], // 週の頭（日曜）
    ['day', '2024-07-17', 'End', false, '2024-07-20'], // 週の終わり（土曜）
    ['day', '2024-07-17', 'a', false, null],
    ['month', '2024-07-01', 'ArrowRight', false, '2024-08-01'],
    ['month', '2024-07-01', 'ArrowDown', false, '2024-10-01'], // 3 列
    ['month', '2024-07-01', 'PageDown', false, '2025-07-01'],
    ['month', '2024-08-01', 'Home', false, '2024-07-01'],
    ['quarter', '2024-07-01', 'ArrowRight', false, '2024-10-01'],
    ['quarter', '2024-10-01', 'ArrowRight', false, '2025-01-01'],
    ['quarter', '2024-01-01', 'ArrowDown', false, '2024-07-01'], // 2 列
    ['year', '2024-01-01', 'ArrowRight', false, '2025-01-01'],
    ['year', '2024-01-01', 'ArrowDown', false, '2028-01-01'], // 4 列
    ['year', '2024-01-01', 'PageDown', false, '2036-01-01'], // 12 年
  ] as const)('%s: %s + %s (shift=%s) → %s', (view, focus, key, shift, expected) => {
    expect(moveFocusByKey(view, focus, key, shift)).toBe(expected);
  });
});

describe('ページの中身', () => {
  it('alignFocus はその単位の最初の日', () => {
    expect(alignFocus('month', '2024-07-15')).toBe('2024-07-01');
    expect(alignFocus('quarter', '2024-08-15')).toBe('2024-07-01');
    expect(alignFocus('year', '2024-08-15')).toBe('2024-01-01');
    expect(alignFocus('day', '2024-08-15')).toBe('2024-08-15');
  });

  it('月は 12、四半期は 4、年は 12 年', () => {
    expect(pageItems('month', '2024-07-01')).toHaveLength(12);
    expect(pageItems('quarter', '2024-07-01')).toEqual([
      '2024-01-01',
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
    ]);
    expect(yearPageStart(2024)).toBe(2016);
    expect(pageItems('year', '2024-01-01')[0]).toBe('2016-01-01');
    expect(pageItems('year', '2024-01-01')[11]).toBe('2027-01-01');
  });
});
