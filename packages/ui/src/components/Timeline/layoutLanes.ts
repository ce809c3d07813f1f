/**
 * 重なる項目のレーン割り当て（純粋関数）。
 *
 * 開始の早い順、同じ開始なら長い順に並べ、空いている最も若いレーンへ置く（貪欲法）。
 * 開始は含み、終了は含まない（10:00–11:00 と 11:00–12:00 は重ならず同じレーンに入る）。
 * 区間を開始順に貪欲に詰めると、レーン数は同時に重なる項目の最大数に等しくなる（区間分割の最適解）。
 * 使用中レーンは「終了時刻の最小ヒープ」、空きレーンは「番号の最小ヒープ」で持つので O(n log n)。
 */

/** レーンに置く項目。`start`・`end` は 0 時からの分。 */
export interface LaneItem<Id = string> {
  id: Id;
  start: number;
  end: number;
}

/** レーン割り当ての結果。 */
export interface LaneLayout<Id = string> {
  /** 項目の id → レーン番号（0 始まり）。 */
  lane: Map<Id, number>;
  /** 使ったレーンの数（項目がなければ 0）。 */
  laneCount: number;
}

/** 比較関数つきの最小ヒープ（配列上の二分ヒープ）。 */
class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}

  get size() {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(value: T) {
    const items = this.items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(items[i] as T, items[parent] as T)) break;
      [items[i], items[parent]] = [items[parent] as T, items[i] as T];
      i = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && this.less(items[left] as T, items[smallest] as T)) smallest = left;
        if (right < items.length && this.less(items[right] as T, items[smallest] as T)) smallest = right;
        if (smallest === i) break;
        [items[i], items[smallest]] = [items[smallest] as T, items[i] as T];
        i = smallest;
      }
    }
    return top;
  }
}

/** 長さ 0 以下の項目は 1 分の項目として扱う（データの誤りでも画面から消さず、ほかと重ならない位置に置く）。 */
export const effectiveEnd = (item: { start: number; end: number }) =>
  item.end > item.start ? item.end : item.start + 1;

const compareIds = (a: unknown, b: unknown) => {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * 項目をレーンに割り当てる。入力の順番に左右されない（同じ開始・同じ長さなら id の順）。
 * 同じ id が複数あると結果の Map で後の項目が前を上書きするので、id は一意にすること。
 */
export function layoutLanes<Id>(items: readonly LaneItem<Id>[]): LaneLayout<Id> {
  const order = items
    .map((item) => ({ id: item.id, start: item.start, end: effectiveEnd(item) }))
    .sort((a, b) => a.start - b.start || b.end - a.end || compareIds(a.id, b.id));

  const lane = new Map<Id, number>();
  const busy = new MinHeap<{ end: number; lane: number }>(
    (a, b) => a.end < b.end || (a.end === b.end && a.lane < b.lane),
  );
  const free = new MinHeap<number>((a, b) => a < b);
  let laneCount = 0;

  for (const item of order) {
    // 終了 ≤ 開始 のレーンは空く（終了は含まない）。
    for (let top = busy.peek(); top !== undefined && top.end <= item.start; top = busy.peek()) {
      busy.pop();
      free.push(top.lane);
    }
    const index = free.size > 0 ? (free.pop() as number) : laneCount++;
    lane.set(item.id, index);
    busy.push({ end: item.end, lane: index });
  }
  return { lane, laneCount };
}

/** 同時に重なる項目の最大数（掃引法）。終了と開始が同じ時刻なら終了を先に数える。 */
export function maxOverlap(items: readonly { start: number; end: number }[]): number {
  const events: [time: number, delta: number][] = [];
  for (const item of items) {
    events.push([item.start, 1], [effectiveEnd(item), -1]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let max = 0;
  for (const [, delta] of events) {
    current += delta;
    if (current > max) max = current;
  }
  return max;
}
