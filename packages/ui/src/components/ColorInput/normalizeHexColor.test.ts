import { describe, expect, it } from 'vitest';
import { fromPickerColor, normalizeHexColor, toPickerColor } from './normalizeHexColor';

describe('normalizeHexColor', () => {
  it.each([
    ['#FFFFFF', '#FFFFFF'],
    ['#ffffff', '#FFFFFF'],
    ['ffffff', '#FFFFFF'],
    ['#fff', '#FFFFFF'],
    ['FFF', '#FFFFFF'],
    ['#06c755', '#06C755'],
    ['#1dB', '#11DDBB'],
    ['＃ＦＦＦＦＦＦ', '#FFFFFF'],
    ['＃ｆｆｆ', '#FFFFFF'],
    ['０６Ｃ７５５', '#06C755'],
    ['  #abcdef  ', '#ABCDEF'],
    ['\u3000#abc\u3000', '#AABBCC'],
    ['#06C75580', '#06C75580'],
    ['#0008', '#00000088'],
    ['ＦＦＦＦＦＦ００', '#FFFFFF00'],
    ['', ''],
    ['   ', ''],
  ])('「%s」 → 「%s」', (text, value) => {
    expect(normalizeHexColor(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['#ff'],
    ['#fffff'],
    ['#fffffff'],
    ['#fffffffff'],
    ['#ggg'],
    ['##fff'],
    ['red'],
    ['赤'],
    ['rgb(0, 0, 0)'],
    ['#ff ff ff'],
    ['#'],
  ])('「%s」 は色でない', (text) => {
    expect(normalizeHexColor(text)).toEqual({ ok: false });
  });

  it.each([['#06C75580'], ['#0008']])('透明度なし（alpha: false）では 「%s」 は受け付けない', (text) => {
    expect(normalizeHexColor(text, { alpha: false })).toEqual({ ok: false });
  });

  it('透明度なしでも #RGB と #RRGGBB は受け付ける', () => {
    expect(normalizeHexColor('#abc', { alpha: false })).toEqual({ ok: true, value: '#AABBCC' });
    expect(normalizeHexColor('#AABBCC', { alpha: false })).toEqual({ ok: true, value: '#AABBCC' });
  });
});

describe('toPickerColor / fromPickerColor', () => {
  it.each([
    ['#06C755', '#06c755'],
    ['#06C75580', '#06c755'],
    ['', '#000000'],
  ])('the picker shows 「%s」 as %s', (value, picker) => {
    expect(toPickerColor(value)).toBe(picker);
  });

  it.each([
    ['#ff0000', '#06C755', '#FF0000'],
    ['#ff0000', '#06C75580', '#FF000080'],
    ['#ff0000', '', '#FF0000'],
  ])('picking %s over 「%s」 gives %s (alpha kept)', (picked, previous, value) => {
    expect(fromPickerColor(picked, previous)).toBe(value);
  });
});
