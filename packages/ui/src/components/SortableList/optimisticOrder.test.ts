import { describe, expect, it } from 'vitest';
import {
  initialOptimisticOrder,
  type OptimisticOrderAction,
  type OptimisticOrderState,
  optimisticOrderReducer,
} from './optimisticOrder';

type Id = string;
const run = (start: Id[], actions: OptimisticOrderAction<Id>[]): OptimisticOrderState<Id> =>
  actions.reduce(optimisticOrderReducer<Id>, initialOptimisticOrder(start));

describe('optimisticOrderReducer', () => {
  it.each<[string, OptimisticOrderAction<Id>[], Id[], boolean]>([
    [
      '新しい並びはすぐに表示する',
      [{ type: 'apply', ids: ['b', 'a', 'c'], request: 1 }],
      ['b', 'a', 'c'],
      true,
    ],
    [
      '保存できれば新しい並びのまま',
      [
        { type: 'apply', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'succeeded', ids: ['b', 'a', 'c'], request: 1 },
      ],
      ['b', 'a', 'c'],
      false,
    ],
    [
      '保存に失敗したら元の並びへ戻す',
      [
        { type: 'apply', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'failed', request: 1 },
      ],
      ['a', 'b', 'c'],
      false,
    ],
    [
      '古い要求の失敗は無視する（新しい並びが置き換え済み）',
      [
        { type: 'apply', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'apply', ids: ['c', 'b', 'a'], request: 2 },
        { type: 'failed', request: 1 },
      ],
      ['c', 'b', 'a'],
      true,
    ],
    [
      '最新の要求が失敗したら、サーバーが最後に受け入れた並びへ戻す',
      [
        { type: 'apply', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'apply', ids: ['c', 'b', 'a'], request: 2 },
        { type: 'succeeded', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'failed', request: 2 },
      ],
      ['b', 'a', 'c'],
      false,
    ],
    [
      '両方失敗したら最初の並びへ戻す',
      [
        { type: 'apply', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'apply', ids: ['c', 'b', 'a'], request: 2 },
        { type: 'failed', request: 1 },
        { type: 'failed', request: 2 },
      ],
      ['a', 'b', 'c'],
      false,
    ],
    [
      '保存中でなければサーバーの並び（再取得）をそのまま表示する',
      [{ type: 'server', ids: ['c', 'a', 'b', 'd'] }],
      ['c', 'a', 'b', 'd'],
      false,
    ],
    [
      '保存中に届いたサーバーの並びは表示を変えず、巻き戻し先になる',
      [
        { type: 'apply', ids: ['b', 'a', 'c'], request: 1 },
        { type: 'server', ids: ['a', 'b', 'c', 'd'] },
        { type: 'failed', request: 1 },
      ],
      ['a', 'b', 'c', 'd'],
      false,
    ],
  ])('%s', (_name, actions, expectedIds, expectedInFlight) => {
    const state = run(['a', 'b', 'c'], actions);
    expect(state.ids).toEqual(expectedIds);
    expect(state.inFlight > 0).toBe(expectedInFlight);
  });

  it('同じ並びのサーバー通知では状態を作り直さない（再描画しない）', () => {
    const state = initialOptimisticOrder(['a', 'b']);
    expect(optimisticOrderReducer(state, { type: 'server', ids: ['a', 'b'] })).toBe(state);
  });
});
