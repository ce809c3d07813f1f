/**
 * 1 万行 × 3 キー（日本語の名前・数値・日付、一部は空）のクライアント側の並べ替え:
 * 我々の `sortRows` と TanStack Table v8（table-core）の getSortedRowModel を同じ実行・同じデータで比べる。
 * 目標: ours ≤ 16 ms（1 フレーム）かつ TanStack の 0.2 倍以下。各値はウォームアップ後の中央値。
 *   実行: pnpm --filter @console/ui bench（または tsx bench/sort.bench.ts）
 */
import {
  type ColumnDef,
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type SortingFn,
  type SortingState,
} from '@tanstack/table-core';
import { makeSampleOrders, type SampleOrder } from '../src/components/ListTable/sampleRows';
import { japaneseCollator, type SortDescriptor, sortRows } from '../src/components/ListTable/sortRows';
import { median, ms } from './stats';

const ROWS = 10_000;
const WARMUP = 3;
const RUNS = 11;
const data = makeSampleOrders(ROWS, 42);
const sorts: SortDescriptor[] = [
  { key: 'name', order: 'asc' },
  { key: 'amount', order: 'desc' },
  { key: 'orderedAt', order: 'asc' },
];

function time(fn: () => unknown): number[] {
  for (let i = 0; i < WARMUP; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

// TanStack では空を null でなく undefined にしないと sortUndefined: 'last' が効かない。同じ並びを求めるため変換したデータを使う。
const tanstackData = data.map((row) => ({
  ...row,
  name: row.name || undefined,
  amount: row.amount ?? undefined,
  orderedAt: row.orderedAt ?? undefined,
}));

const collatorSort: SortingFn<(typeof tanstackData)[number]> = (a, b, id) =>
  japaneseCollator.compare(a.getValue<string>(id), b.getValue<string>(id));

function tanstackSorted(nameSortingFn: 'auto' | 'collator') {
  const columns: ColumnDef<(typeof tanstackData)[number]>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      sortUndefined: 'last',
      sortingFn: nameSortingFn === 'collator' ? collatorSort : 'auto',
    },
    { id: 'amount', accessorKey: 'amount', sortUndefined: 'last', sortingFn: 'basic' },
    { id: 'orderedAt', accessorKey: 'orderedAt', sortUndefined: 'last', sortingFn: 'datetime' },
  ];
  const sorting: SortingState = sorts.map((s) => ({ id: s.key, desc: s.order === 'desc' }));
  // 毎回新しい表を作る（行モデルはメモ化されるので、同じ表では 2 回目以降が並べ替えにならない）。
  const table = createTable({
    data: tanstackData,
    columns,
    state: { sorting, columnPinning: { left: [], right: [] } },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table.getSortedRowModel().rows;
}

// 同じ仕事を比べていることを確かめる: 名前の並びは一致するはず。行の並びの違いは、TanStack v8 が
// 「両方とも undefined」のときに次のキーを見ずに順を決めてしまう（sortUndefined の早期 return）分だけ。
const ours = sortRows(data, sorts, { orderedAt: 'date' });
const theirs = tanstackSorted('collator').map((r) => data[r.original.id - 1] as SampleOrder);
const keyOf = (r: SampleOrder) => r.name || '';
const sameKeys = ours.every((row, i) => keyOf(row) === keyOf(theirs[i] as SampleOrder));
const samePositions = ours.filter((row, i) => row.id === theirs[i]?.id).length;

const oursMs = median(time(() => sortRows(data, sorts, { orderedAt: 'date' })));
const tanstackCollatorMs = median(time(() => tanstackSorted('collator')));
const tanstackAutoMs = median(time(() => tanstackSorted('auto')));

console.log(
  `sort ${ROWS} rows × 3 keys, median of ${RUNS} after ${WARMUP} warm-up (Node ${process.version})`,
);
console.log(
  `  same name order as TanStack (collator): ${sameKeys ? 'yes' : 'NO'}; identical rows at ${samePositions}/${ROWS} positions`,
);
console.log(
  `  ours sortRows:                          ${ms(oursMs)}  (goal ≤ 16 ms: ${oursMs <= 16 ? 'met' : 'NOT met'})`,
);
console.log(`  TanStack table-core 8 (same Collator):  ${ms(tanstackCollatorMs)}`);
console.log(`  TanStack table-core 8 (default 'auto'): ${ms(tanstackAutoMs)}`);
const ratio = oursMs / tanstackCollatorMs;
console.log(
  `  ratio ours / TanStack (same Collator):  ${ratio.toFixed(3)}×  (goal ≤ 0.2×: ${ratio <= 0.2 ? 'met' : 'NOT met'})`,
);
console.log(`  ratio ours / TanStack (default 'auto'): ${(oursMs / tanstackAutoMs).toFixed(3)}×`);
