import { describe, expect, it } from 'vitest';
import { isEmptyValue, nextSorts, type SortDescriptor, sortRows } from './sortRows';

type R = { id: number; name?: string | null; n?: number | null | ''; d?: Date | string | null };
const ids = (rows: R[]) => rows.map((r) => r.id);

describe('sortRows: 1 つのキー', () => {
  const names: R[] = [
    { id: 1, name: 'すずき' },
    { id: 2, name: '' },
    { id: 3, name: 'あべ' },
    { id: 4, name: null },
    { id: 5, name: 'かとう' },
    { id: 6 },
    { id: 7, name: 'item10' },
    { id: 8, name: 'item2' },
  ];
  it.each<[string, SortDescriptor[], number[]]>([
    // 数字は数値として（item2 < item10）、ラテン文字はかなより前（ja の照合順序）。空は昇順で末尾、元の順のまま。
    ['文字列の昇順、空は末尾', [{ key: 'name', order: 'asc' }], [8, 7, 3, 5, 1, 2, 4, 6]],
    // 降順でも空は末尾（TanStack の sortUndefined: 'last' と同じ）。
    ['文字列の降順、空は降順でも末尾', [{ key: 'name', order: 'desc' }], [1, 5, 3, 7, 8, 2, 4, 6]],
  ])('%s', (_, sorts, expected) => {
    expect(ids(sortRows(names, sorts))).toEqual(expected);
  });

  it('漢字の名前を Collator("ja") の順に並べる', () => {
    const rows: R[] = ['渡辺', '佐藤', '伊藤', '鈴木'].map((name, id) => ({ id, name }));
    const collator = new Intl.Collator('ja', { numeric: true });
    const expected = ['渡辺', '佐藤', '伊藤', '鈴木'].sort(collator.compare);
    expect(sortRows(rows, [{ key: 'name', order: 'asc' }]).map((r) => r.name)).toEqual(expected);
  });

  it.each<[string, SortDescriptor['order'], number[]]>([
    ['数値の昇順（2 < 10、負の数も値で）', 'asc', [3, 2, 1, 4, 5]],
    ['数値の降順、空は末尾', 'desc', [1, 2, 3, 4, 5]],
  ])('%s', (_, order, expected) => {
    const rows: R[] = [
      { id: 1, n: 10 },
      { id: 2, n: 2 },
      { id: 3, n: -1 },
      { id: 4, n: null },
      { id: 5, n: '' },
    ];
    expect(ids(sortRows(rows, [{ key: 'n', order }]))).toEqual(expected);
  });

  it('NaN は空とみなして末尾、-0 と 0 は同じ値（元の順）', () => {
    const rows = [
      { id: 1, v: Number.NaN },
      { id: 2, v: 0 },
      { id: 3, v: -0 },
      { id: 4, v: -5 },
    ];
    expect(sortRows(rows, [{ key: 'v', order: 'asc' }]).map((r) => r.id)).toEqual([4, 2, 3, 1]);
    expect(sortRows(rows, [{ key: 'v', order: 'desc' }]).map((r) => r.id)).toEqual([2, 3, 4, 1]);
  });

  it('Date は値で比べる', () => {
    const rows: R[] = [
      { id: 1, d: new Date('2024-04-02') },
      { id: 2, d: null },
      { id: 3, d: new Date('2023-12-31') },
    ];
    expect(ids(sortRows(rows, [{ key: 'd', order: 'asc' }]))).toEqual([3, 1, 2]);
    expect(ids(sortRows(rows, [{ key: 'd', order: 'desc' }]))).toEqual([1, 3, 2]);
  });

  it('sortType "date" は日付の文字列を時刻で比べ、読めない文字列は空とみなす', () => {
    const rows: R[] = [
      { id: 1, d: '2024-04-01T10:00:00+09:00' },
      { id: 2, d: '2024-04-01T09:00:00+08:00' }, // 10:00 JST: 同時刻 → 元の順
      { id: 3, d: 'いつか' },
      { id: 4, d: '2024-03-31T23:59:59+09:00' },
    ];
    expect(ids(sortRows(rows, [{ key: 'd', order: 'asc' }], { d: 'date' }))).toEqual([4, 1, 2, 3]);
  });

  it('数値と文字列が混ざる列は文字列として（数字は数値順で）比べる', () => {
    const rows = [
      { id: 1, v: 10 },
      { id: 2, v: '9' },
      { id: 3, v: 'a' },
    ];
    expect(sortRows(rows, [{ key: 'v', order: 'asc' }]).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe('sortRows: 複数のキーと安定性', () => {
  const rows = [
    { id: 1, team: 'B', score: 3 },
    { id: 2, team: 'A', score: 3 },
    { id: 3, team: 'B', score: 1 },
    { id: 4, team: 'A', score: 3 },
    { id: 5, team: 'A', score: null },
  ];
  it.each<[string, SortDescriptor[], number[]]>([
    [
      '1 つ目が等しければ 2 つ目で',
      [
        { key: 'team', order: 'asc' },
        { key: 'score', order: 'desc' },
      ],
      [2, 4, 5, 1, 3],
    ],
    [
      '優先順位を入れ替えると結果も変わる',
      [
        { key: 'score', order: 'asc' },
        { key: 'team', order: 'asc' },
      ],
      [3, 2, 4, 1, 5],
    ],
    ['すべて等しい行は元の順（安定）', [{ key: 'team', order: 'asc' }], [2, 4, 5, 1, 3]],
    ['並べ替えなしは元の順のコピー', [], [1, 2, 3, 4, 5]],
  ])('%s', (_, sorts, expected) => {
    expect(sortRows(rows, sorts).map((r) => r.id)).toEqual(expected);
  });

  it('元の配列を変えない', () => {
    const copy = rows.slice();
    sortRows(rows, [{ key: 'score', order: 'desc' }]);
    expect(rows).toEqual(copy);
  });

  it('1 万行でも安定で、空は末尾', () => {
    const big = Array.from({ length: 10_000 }, (_, id) => ({ id, k: id % 7 === 0 ? null : id % 5 }));
    const sorted = sortRows(big, [{ key: 'k', order: 'desc' }]);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as (typeof big)[number];
      const b = sorted[i] as (typeof big)[number];
      if (a.k === b.k) expect(a.id).toBeLessThan(b.id);
      else if (b.k !== null) expect(a.k).toBeGreaterThan(b.k);
      else expect(a.k === null).toBe(false);
    }
  });
});

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [0, false],
    [' ', false],
    [false, false],
  ])('%j → %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('nextSorts: 見出しを押すたびに 昇順 → 降順 → なし', () => {
  const a = (order: 'asc' | 'desc') => ({ key: 'a', order });
  const b = (order: 'asc' | 'desc') => ({ key: 'b', order });
  it.each<[string, SortDescriptor[], string, 'single' | 'multi', SortDescriptor[]]>([
    ['single: なし → 昇順', [], 'a', 'single', [a('asc')]],
    ['single: 昇順 → 降順', [a('asc')], 'a', 'single', [a('desc')]],
    ['single: 降順 → なし', [a('desc')], 'a', 'single', []],
    ['single: 別の列を押すとその列の昇順だけ', [a('desc')], 'b', 'single', [b('asc')]],
    ['multi: 別の列は優先順位の末尾に加わる', [a('desc')], 'b', 'multi', [a('desc'), b('asc')]],
    ['multi: 向きを変えても順位はそのまま', [a('asc'), b('asc')], 'a', 'multi', [a('desc'), b('asc')]],
    ['multi: 降順 → なしで外れ、後ろが繰り上がる', [a('desc'), b('asc')], 'a', 'multi', [b('asc')]],
  ])('%s', (_, sorts, key, mode, expected) => {
    expect(nextSorts(sorts, key, mode)).toEqual(expected);
  });
});

describe('sortRows: 素朴な比較関数と同じ結果', () => {
  /** 仕様どおりの素朴な実装（空は常に末尾、空どうしは次のキー、最後は元の順）。 */
  function reference<T extends Record<string, unknown>>(rows: T[], sorts: SortDescriptor[]) {
    return rows
      .map((row, i) => ({ row, i }))
      .sort((a, b) => {
        for (const { key, order } of sorts) {
          const x = a.row[key] as number | null;
          const y = b.row[key] as number | null;
          if (x === y) continue;
          if (x === null) return 1;
          if (y === null) return -1;
          return order === 'asc' ? x - y : y - x;
        }
        return a.i - b.i;
      })
      .map(({ row }) => row);
  }
  let seed = 1;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const makeRows = (count: number, keys: string[], spread: number) =>
    Array.from({ length: count }, (_, id) =>
      Object.fromEntries([
        ['id', id],
        ...keys.map((k) => [k, rnd() < 0.1 ? null : Math.floor(rnd() * spread) - spread / 2]),
      ]),
    );

  it.each([
    // 順位を 1 つの数に詰める速い道（ふつうの表）。
    ['3 キー・値の種類が少ない', 2000, ['a', 'b', 'c'], 5],
    // 詰めると 2^53 を超える: 比較関数の道。
    ['6 キー・値の種類が多い（比較関数で並べる）', 3000, ['a', 'b', 'c', 'd', 'e', 'f'], 1_000_000],
  ])('%s', (_, count, keys, spread) => {
    const rows = makeRows(count, keys, spread);
    const sorts = keys.map((key, i): SortDescriptor => ({ key, order: i % 2 ? 'desc' : 'asc' }));
    expect(sortRows(rows, sorts).map((r) => r.id)).toEqual(reference(rows, sorts).map((r) => r.id));
  });
});
