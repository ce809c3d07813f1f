import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canOrder,
  countWithPercent,
  errorMessages,
  isSending,
  manualUrl,
  pageCount,
  paramLines,
  parsePage,
  percentText,
  previewOf,
  templateText,
  toSlashDate,
  unsentCount,
} from './format';

describe('unsentCount', () => {
  it.each([
    [{ count_all: 10, count_success: 3, count_failed: 2 }, 5],
    [{ count_all: 10, count_success: 10, count_failed: 0 }, 0],
    [{ count_all: 0, count_success: 0, count_failed: 0 }, 0],
    [{ count_all: 1, count_success: 1, count_failed: 1 }, 0],
  ])('is all − success − failed, never negative: %o → %i', (order, expected) => {
    expect(unsentCount(order)).toBe(expected);
  });
});

describe('percentText', () => {
  it.each([
    [0, 0, '0%'],
    [0, 10, '0%'],
    [5, 10, '50%'],
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
    [10, 10, '100%'],
    [1, 1000, '0.1%'],
  ])('%i of %i is %s', (part, all, expected) => {
    expect(percentText(part, all)).toBe(expected);
  });

  it('groups thousands in the count', () => {
    expect(countWithPercent(1500, 3000)).toBe('1,500（50%）');
  });
});

describe('templateText', () => {
  it('shows template 0 as the invalid label', () => {
    expect(templateText(0)).toBe('[不正なテンプレート番号]');
  });
  it('shows a template the account does not have as the invalid label', () => {
    expect(templateText(9, new Set([1, 2]))).toBe('[不正なテンプレート番号]');
  });
  it('shows a known template by its number', () => {
    expect(templateText(2, new Set([1, 2]))).toBe('2');
    expect(templateText(7)).toBe('7');
  });
});

describe('paramLines', () => {
  it('lists one line per key and value in param order', () => {
    expect(paramLines({ param_10: '十', param_2: 'カット', param_1: '山田 太郎' })).toEqual([
      '差し込み1: 山田 太郎',
      '差し込み2: カット',
      '差し込み10: 十',
    ]);
  });
  it('is empty without params', () => {
    expect(paramLines({})).toEqual([]);
  });
});

describe('order buttons (spec §2)', () => {
  it.each([
    [0, true, true],
    [1, false, true],
    [2, false, true],
    [3, false, false],
    [-1, false, false],
  ] as const)('status %i: order %s, cancel %s', (status, order, cancel) => {
    expect(canOrder(status)).toBe(order);
    expect(canCancel(status)).toBe(cancel);
  });

  it('polls only while the order is ordered or in progress', () => {
    expect([0, 1, 2, 3, -1, undefined].map((s) => isSending(s as never))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('small helpers', () => {
  it('turns the date input value into the payload format', () => {
    expect(toSlashDate('2023-10-01')).toBe('2023/10/01');
  });
  it('counts pages', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(1000, 100)).toBe(10);
    expect(pageCount(1001, 100)).toBe(11);
  });
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['3', 3],
  ])('reads ?page=%s as %i', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
  it('builds the manual link only with a root', () => {
    expect(manualUrl(undefined)).toBeUndefined();
    expect(manualUrl('  ')).toBeUndefined();
    expect(manualUrl('https://manual.example.jp/')).toBe('https://manual.example.jp/tel');
  });
  it('flattens an errors map', () => {
    expect(errorMessages({ file: ['2行目: a', '3行目: b'], description: ['c'] })).toEqual([
      '2行目: a',
      '3行目: b',
      'c',
    ]);
  });
});

describe('previewOf', () => {
  it.each([
    ['a Flex Message', '{"type":"flex","altText":"a","contents":{"type":"bubble"}}', 'flex'],
    ['JSON being typed', '{"type":"flex",', null],
    ['another message type', '{"type":"text","text":"a"}', null],
    ['a bare value', '"flex"', null],
    ['null', 'null', null],
  ])('%s', (_, body, type) => {
    expect(previewOf(body)?.type ?? null).toBe(type);
  });
});
