/** 並べ替えの向き。 */
export type SortOrder = 'asc' | 'desc';

/** 1 つの列の並べ替え。配列の先頭ほど優先される。 */
export interface SortDescriptor {
  /** 列のキー（行オブジェクトのプロパティ名）。 */
  key: string;
  /** 昇順か降順か。 */
  order: SortOrder;
}

/**
 * 列の値の比べ方。`auto` は空でない値がすべて数値・日付なら値で、そうでなければ文字列として比べる。
 * `date` は `Date` のほか `Date.parse` できる文字列（`2024-04-01T10:00:00+09:00` など）も受け取る。
 */
export type SortType = 'auto' | 'string' | 'number' | 'date';

/** 文字列の比較は 1 つの Collator を共有する（作るのが高価なため）。`numeric` で「2」<「10」。 */
export const japaneseCollator = new Intl.Collator('ja', { numeric: true });

/** 並べ替えで「空」とみなす値: null・undefined・空文字。向きに関係なく常に末尾に置く。 */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

interface KeyColumn {
  /** 行ごとの順位（0 始まりの密な整数）。向きは反映済みで、空は常に最大（= size - 1）。 */
  ranks: Uint32Array;
  /** 順位の種類の数（空の 1 つを含む）。 */
  size: number;
}

function toNumber(value: unknown, type: SortType): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (type === 'date' && typeof value === 'string') return Date.parse(value);
  return Number(value);
}

function isNumericColumn(values: unknown[], type: SortType): boolean {
  if (type !== 'auto') return type === 'number' || type === 'date';
  for (const v of values) {
    if (isEmptyValue(v)) continue;
    if (typeof v !== 'number' && typeof v !== 'bigint' && !(v instanceof Date)) return false;
  }
  return true;
}

/** 数値・日付の列: 値を並べて重複を除き、各行の順位は二分探索で引く（Map を使わないので速い）。 */
function numericKeyColumn(values: unknown[], type: SortType, desc: boolean): KeyColumn {
  const n = values.length;
  const numbers = new Float64Array(n);
  let valid = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    // 数値として読めない値（日付でない文字列など）は空（NaN）とみなす。
    const x = isEmptyValue(v) ? Number.NaN : toNumber(v, type);
    numbers[i] = x;
    if (!Number.isNaN(x)) valid++;
  }
  // NaN は昇順の末尾に並ぶので、先頭の valid 個が値。-0 と 0 は同じ値として扱う。
  const sorted = numbers.slice().sort();
  let count = 0;
  for (let i = 0; i < valid; i++) {
    const x = sorted[i] as number;
    if (count === 0 || x !== sorted[count - 1]) sorted[count++] = x;
  }
  const ranks = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const x = numbers[i] as number;
    if (Number.isNaN(x)) {
      ranks[i] = count;
      continue;
    }
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = desc ? count - 1 - lo : lo;
  }
  return { ranks, size: count + 1 };
}

/**
 * 1 列ぶんの比較キーを一度だけ作る。値の重複を除いて並べ（文字列は Collator、数値・日付は値）、
 * 各行をその順位に置き換える。以後の比較は整数だけで済み、Collator は異なる値の数に応じた回数しか呼ばない。
 */
function buildKeyColumn(values: unknown[], type: SortType, desc: boolean): KeyColumn {
  if (isNumericColumn(values, type)) return numericKeyColumn(values, type, desc);
  const n = values.length;
  const rankOf = new Map<string, number>();
  const keys: (string | null)[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (isEmptyValue(v)) {
      keys[i] = null;
      continue;
    }
    const s = typeof v === 'string' ? v : String(v);
    keys[i] = s;
    rankOf.set(s, 0);
  }
  const distinct = [...rankOf.keys()].sort(japaneseCollator.compare);
  // 照合順序で等しい別の文字列（全角・半角の違いなど）は同じ順位にする（元の順が保たれる）。
  let rank = -1;
  for (let i = 0; i < distinct.length; i++) {
    const cur = distinct[i] as string;
    if (i === 0 || japaneseCollator.compare(distinct[i - 1] as string, cur) !== 0) rank++;
    rankOf.set(cur, rank);
  }
  const count = rank + 1;
  const ranks = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    if (key === null || key === undefined) ranks[i] = count;
    else {
      const r = rankOf.get(key) as number;
      ranks[i] = desc ? count - 1 - r : r;
    }
  }
  return { ranks, size: count + 1 };
}

/**
 * 行を並べ替えた新しい配列を返す（元の配列は変えない）。
 *
 * - 空の値（null・undefined・''）は**昇順でも降順でも末尾**（TanStack Table の `sortUndefined: 'last'` と同じ考え方。
 *   「未入力が先頭に来て本当のデータが見えない」を避ける）。日付として読めない文字列・NaN も空とみなす。
 *   空どうしは次のキーで比べる。
 * - 文字列は `Intl.Collator('ja', { numeric: true })`、数値と日付は値で比べる。
 * - 安定: すべてのキーで等しい行は元の順のまま。
 * - 速さ: 比較キーを先に一度だけ整数の順位にし、添字を並べ替える。全キーの順位と行番号が 2^53 未満の
 *   1 つの数に収まるとき（ふつうはそう）は、その数の Float64Array を比較関数なしで並べる。
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sorts: readonly SortDescriptor[],
  columnTypes?: Readonly<Record<string, SortType | undefined>>,
): Row[] {
  if (sorts.length === 0 || rows.length < 2) return rows.slice();
  const n = rows.length;
  const keys = sorts.map(({ key, order }) => {
    const values: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) values[i] = (rows[i] as Record<string, unknown>)[key];
    return buildKeyColumn(values, columnTypes?.[key] ?? 'auto', order === 'desc');
  });
  const out = new Array<Row>(n);
  const span = keys.reduce((product, key) => product * key.size, n);
  if (span <= Number.MAX_SAFE_INTEGER) {
    // 順位を桁にした 1 つの数（最後の桁が行番号なので同点は元の順 = 安定）。
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (const key of keys) v = v * key.size + (key.ranks[i] as number);
      packed[i] = v * n + i;
    }
    packed.sort();
    for (let i = 0; i < n; i++) out[i] = rows[(packed[i] as number) % n] as Row;
    return out;
  }
  const index = new Array<number>(n);
  for (let i = 0; i < n; i++) index[i] = i;
  index.sort((a, b) => {
    for (const { ranks } of keys) {
      const d = (ranks[a] as number) - (ranks[b] as number);
      if (d !== 0) return d;
    }
    return a - b;
  });
  for (let i = 0; i < n; i++) out[i] = rows[index[i] as number] as Row;
  return out;
}

/**
 * 見出しを押したときの次の並べ替え。昇順 → 降順 → なし の順に巡る。
 * `single` はその列だけにし、`multi` は他の列の並べ替えを残して優先順位の末尾に加える。
 */
export function nextSorts(
  sorts: readonly SortDescriptor[],
  key: string,
  mode: 'single' | 'multi' = 'single',
): SortDescriptor[] {
  const current = sorts.find((s) => s.key === key);
  const next: SortOrder | null = !current ? 'asc' : current.order === 'asc' ? 'desc' : null;
  if (mode === 'single') return next ? [{ key, order: next }] : [];
  if (!current) return [...sorts, { key, order: 'asc' }];
  if (!next) return sorts.filter((s) => s.key !== key);
  return sorts.map((s) => (s.key === key ? { key, order: next } : s));
}
