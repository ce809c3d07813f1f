export type SortableId = string | number;

/**
 * 並びの中で `activeId` を `overId` の位置へ動かした新しい並び。動かないとき（同じ位置、
 * どちらかが並びにない）は null を返すので、呼び出し側は何も報告しない。
 */
export function moveId<Id extends SortableId>(ids: readonly Id[], activeId: Id, overId: Id): Id[] | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  // The same move as dnd-kit's arrayMove, kept here so the ordering helpers do not pull dnd-kit in.
  const next = [...ids];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/**
 * 項目を id の並びの順に並べる。並びにない項目は元の順で末尾に置く（サーバーから新しい項目が
 * 届いた直後でも消えない）。並びにあって項目がない id は飛ばす。
 */
export function orderByIds<T, Id extends SortableId>(
  items: readonly T[],
  ids: readonly Id[],
  getId: (item: T) => Id,
): T[] {
  const byId = new Map(items.map((item) => [getId(item), item] as const));
  const ordered: T[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item !== undefined) {
      ordered.push(item);
      byId.delete(id);
    }
  }
  return [...ordered, ...byId.values()];
}

/** 2 つの並びが同じか。 */
export function sameOrder(a: readonly SortableId[], b: readonly SortableId[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
