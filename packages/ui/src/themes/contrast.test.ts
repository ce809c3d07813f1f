import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it.each([
    // 既知の値（WebAIM Contrast Checker と一致）
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
    ['#fff', '#000', 21],
  ])('%s と %s の比は %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('順序を入れ替えても同じ値になる', () => {
    expect(contrastRatio('#1f5fbf', '#ffffff')).toBe(contrastRatio('#ffffff', '#1f5fbf'));
  });

  it.each(['red', '#12345', 'rgb(0,0,0)', ''])('16 進でない色 %j はエラーにする', (bad) => {
    expect(() => relativeLuminance(bad)).toThrow();
  });
});

describe('hexToRgb', () => {
  it.each([
    ['#1f5fbf', 'rgb(31, 95, 191)'],
    ['#FFFFFF', 'rgb(255, 255, 255)'],
    ['#0a0', 'rgb(0, 170, 0)'],
  ])('%s は %s', (hex, rgb) => {
    expect(hexToRgb(hex)).toBe(rgb);
  });
});
