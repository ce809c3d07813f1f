import { describe, expect, it } from 'vitest';
import { resolveTokens } from '../../themes/resolveTokens';
import { referenceTokens } from '../../themes/tokens';
import { moveId, orderByIds, sameOrder } from './reorder';

describe('moveId', () => {
  it.each([
    ['下へ 1 つ', ['a', 'b', 'c'], 'a', 'b', ['b', 'a', 'c']],
    ['上へ 1 つ', ['a', 'b', 'c'], 'c', 'b', ['a', 'c', 'b']],
    ['先頭から末尾へ', ['a', 'b', 'c', 'd'], 'a', 'd', ['b', 'c', 'd', 'a']],
    ['末尾から先頭へ', ['a', 'b', 'c', 'd'], 'd', 'a', ['d', 'a', 'b', 'c']],
  ] as const)('%s', (_name, ids, active, over, expected) => {
    expect(moveId(ids, active, over)).toEqual(expected);
  });

  it.each([
    ['同じ位置', 'b', 'b'],
    ['動かす項目が並びにない', 'x', 'b'],
    ['行き先が並びにない', 'a', 'x'],
  ])('%s なら null（何も報告しない）', (_name, active, over) => {
    expect(moveId(['a', 'b', 'c'], active, over)).toBeNull();
  });

  it('元の並びを書き換えない', () => {
    const ids = [1, 2, 3];
    moveId(ids, 1, 3);
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe('orderByIds', () => {
  const items = [
    { id: 1, name: 'カット' },
    { id: 2, name: 'カラー' },
    { id: 3, name: 'パーマ' },
  ];
  const getId = (item: { id: number }) => item.id;

  it('id の並びの順に並べる', () => {
    expect(orderByIds(items, [3, 1, 2], getId).map(getId)).toEqual([3, 1, 2]);
  });

  it('並びにない項目は元の順で末尾に、項目のない id は飛ばす', () => {
    expect(orderByIds(items, [9, 2], getId).map(getId)).toEqual([2, 1, 3]);
  });
});

describe('sameOrder', () => {
  it.each([
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1, 2], [1, 2, 3], false],
    [[], [], true],
  ])('%j と %j → %s', (a, b, expected) => {
    expect(sameOrder(a, b)).toBe(expected);
  });
});

describe('並べ替えの定数（仕様 §9）', () => {
  it('アニメーションは 150 ms で、テーマのトークンになっている', () => {
    expect(referenceTokens.durationMs.dragSort).toBe(150);
    expect(resolveTokens(referenceTokens).duration.dragSort).toBe('150ms');
  });
});
