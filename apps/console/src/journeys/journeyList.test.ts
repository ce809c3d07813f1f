import type { Journey } from '@console/contract/journeys';
import { describe, expect, it } from 'vitest';
import { favoritesOf, inGroup, pruneSelection, shownOrder } from './journeyList';

const j = (
  id: number,
  group: number | null,
  order: number,
  favorite = false,
  favoriteOrder: number | null = null,
) => ({ id, name: `j${id}`, group_id: group, order, favorite, favorite_order: favoriteOrder }) as Journey;

describe('journey list helpers', () => {
  const all = [
    j(1, 1, 2),
    j(2, 1, 1, true, 2),
    j(3, null, 1, true, 1),
    j(4, 2, 1),
    j(5, null, 2, true, null),
  ];
  it.each<[number | null, number[]]>([
    [1, [2, 1]],
    [2, [4]],
    [null, [3, 5]],
    [9, []],
  ])('group %s in its order', (group, ids) => {
    expect(inGroup(all, group).map((journey) => journey.id)).toEqual(ids);
  });
  it('favourites by their own order, one without an order last', () => {
    expect(favoritesOf(all).map((journey) => journey.id)).toEqual([3, 2, 5]);
  });
  it('drops checked ids that are no longer journeys, keeping the same set when nothing changed', () => {
    const selected = new Set([1, 9]);
    expect([...pruneSelection(selected, all)]).toEqual([1]);
    const same = new Set([1, 2]);
    expect(pruneSelection(same, all)).toBe(same);
  });
});

describe('shownOrder', () => {
  it.each<[string, number[], number[], number[]]>([
    ['the optimistic order of the same items', [2, 1, 3], [1, 2, 3], [2, 1, 3]],
    ['the server list before the order has taken it in', [], [1, 2], [1, 2]],
    ['an item added on the server', [2, 1], [1, 2, 3], [1, 2, 3]],
    ['an item removed on the server', [2, 1, 3], [1, 3], [1, 3]],
    ['an item swapped for another', [1, 2], [1, 4], [1, 4]],
  ])('%s', (_name, optimistic, server, expected) => {
    expect(shownOrder(optimistic, server)).toEqual(expected);
  });
});
