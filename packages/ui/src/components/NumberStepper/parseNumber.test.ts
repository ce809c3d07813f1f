import { describe, expect, it } from 'vitest';
import { clampNumber, decimalPlaces, parseNumber, stepNumber } from './parseNumber';

describe('parseNumber', () => {
  it.each<[string, number | null]>([
    ['12', 12],
    ['０', 0],
    ['１２', 12],
    ['１２３４５', 12345],
    ['  8  ', 8],
    ['\u3000１０\u3000', 10],
    ['-5', -5],
    ['－５', -5],
    ['−5', -5],
    ['ー５', -5],
    ['ｰ5', -5],
    ['+3', 3],
    ['＋３', 3],
    ['1.5', 1.5],
    ['１．５', 1.5],
    ['.5', 0.5],
    ['2.', 2],
    ['1,000', 1000],
    ['１，０００', 1000],
    ['007', 7],
    ['', null],
    ['   ', null],
    ['\u3000', null],
  ])('「%s」 → %s', (text, value) => {
    expect(parseNumber(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc'],
    ['12px'],
    ['１２ピクセル'],
    ['1e3'],
    ['--1'],
    ['1-'],
    ['1.2.3'],
    ['.'],
    ['-'],
    ['十二'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    ['1 2'],
  ])('「%s」 は数値でない', (text) => {
    expect(parseNumber(text)).toEqual({ ok: false });
  });
});

describe('decimalPlaces', () => {
  it.each([
    [1, 0],
    [0.5, 1],
    [0.25, 2],
    [-1.125, 3],
    [1e-7, 7],
    [Number.NaN, 0],
  ])('%s → %s', (n, places) => {
    expect(decimalPlaces(n)).toBe(places);
  });
});

describe('clampNumber', () => {
  it.each<[number, { min?: number; max?: number }, number]>([
    [5, { min: 0, max: 10 }, 5],
    [-1, { min: 0, max: 10 }, 0],
    [11, { min: 0, max: 10 }, 10],
    [0, { min: 0, max: 10 }, 0],
    [10, { min: 0, max: 10 }, 10],
    [-100, {}, -100],
    [100, { min: 0 }, 100],
    [-100, { max: 0 }, -100],
  ])('%s in %o → %s', (value, range, expected) => {
    expect(clampNumber(value, range)).toBe(expected);
  });
});

describe('stepNumber', () => {
  it.each<[string, number | null, number, number, { min?: number; max?: number }, number]>([
    ['one step up', 3, 1, 1, {}, 4],
    ['one step down', 3, -1, 1, {}, 2],
    ['ten steps up (PageUp)', 3, 10, 1, {}, 13],
    ['a step of 5', 10, 1, 5, {}, 15],
    ['stops at the maximum', 9, 1, 5, { max: 10 }, 10],
    ['stops at the minimum', 1, -1, 5, { min: 0 }, 0],
    ['no floating-point error: 0.1 + 0.2', 0.1, 1, 0.2, {}, 0.3],
    ['no floating-point error: 1.1 - 0.1 × 3', 1.1, -3, 0.1, {}, 0.8],
    ['keeps the places of a typed value', 1.25, 1, 1, {}, 2.25],
    ['empty, up: from the minimum', null, 1, 1, { min: 2 }, 2],
    ['empty, down: from the maximum', null, -1, 1, { max: 8 }, 8],
    ['empty without a range: 0', null, 1, 1, {}, 0],
    ['empty, down, without a maximum: 0 kept in range', null, -1, 1, { min: 1 }, 1],
    ['a value outside the range comes back into it', 50, 1, 1, { min: 0, max: 10 }, 10],
  ])('%s', (_name, value, steps, step, range, expected) => {
    expect(stepNumber(value, steps, step, range)).toBe(expected);
  });
});
