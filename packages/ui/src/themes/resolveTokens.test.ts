import { describe, expect, it } from 'vitest';
import { resolveTokens } from './resolveTokens';
import { referenceTokens } from './tokens';

describe('resolveTokens', () => {
  const resolved = resolveTokens({ ...referenceTokens, grid: 4 });

  it.each([
    ['none', '0'],
    ['xxsmall', '4px'],
    ['small', '12px'],
    ['medium', '16px'],
    ['xlarge', '32px'],
  ] as const)('余白 %s はグリッドの倍数を px にした %s', (key, expected) => {
    expect(resolved.space[key]).toBe(expected);
  });

  it('グリッドを変えると余白がすべて追従する', () => {
    expect(resolveTokens({ ...referenceTokens, grid: 5 }).space.medium).toBe('20px');
  });

  it('文字サイズと角丸は px、行の高さは単位なし', () => {
    expect(resolved.font.size.medium).toBe('14px');
    expect(resolved.radius.medium).toBe('6px');
    expect(resolved.font.lineHeight.standard).toBe('1.6');
  });

  it('フォントは日本語フォントを含み、sans-serif で終わる', () => {
    expect(resolved.font.family).toContain('"Hiragino Sans"');
    expect(resolved.font.family).toContain('"Noto Sans JP"');
    expect(resolved.font.family.endsWith('sans-serif')).toBe(true);
  });

  it('時刻の選択リストの高さは 280px（仕様 §4）', () => {
    expect(resolved.timeListHeight).toBe('280px');
  });

  it('重なり順は dropdown < modal < toast で、modal は 1000', () => {
    const z = resolved.zIndex;
    expect(Number(z.dropdown)).toBeLessThan(Number(z.modal));
    expect(Number(z.modal)).toBeLessThan(Number(z.toast));
    expect(z.modal).toBe('1000');
  });
});
