import type { ScreenReaderInstructions } from '@dnd-kit/core';
import type { SortableId } from './reorder';

/** One drag event as the announcements read it: the dragged item and the item it is over. */
export interface SortableDragEvent {
  active: { id: SortableId };
  over: { id: SortableId } | null;
}

/**
 * The live-region messages of a drag. Structurally dnd-kit's `Announcements`, declared here so the
 * package's public types do not pull in dnd-kit's declarations (they use the global `JSX` namespace
 * that React 19's types dropped, and fail a consumer's `skipLibCheck: false`).
 */
export interface SortableAnnouncements {
  onDragStart(event: Pick<SortableDragEvent, 'active'>): string | undefined;
  onDragOver(event: SortableDragEvent): string | undefined;
  onDragEnd(event: SortableDragEvent): string | undefined;
  onDragCancel(event: SortableDragEvent): string | undefined;
}

/** 並べ替えの操作方法（ハンドルの説明として支援技術が読み上げる）。 */
export const SORTABLE_LIST_INSTRUCTIONS =
  '並べ替えるには、スペースキーで持ち上げ、矢印キーで移動し、スペースキーで置きます。Escape キーで取り消します。';

export const sortableListScreenReaderInstructions: ScreenReaderInstructions = {
  draggable: SORTABLE_LIST_INSTRUCTIONS,
};

/** ハンドルの名前（例: 「カットを並べ替え」）。 */
export const sortHandleLabel = (label: string) => `${label}を並べ替え`;

/**
 * 並べ替えの途中経過の読み上げ（日本語）。位置は操作を始めたときの並びで数える（並びは置いたときに
 * 初めて変わるため）。`ids` と `labelOf` は読み上げの時点のものを返す関数で渡す。
 */
export function japaneseAnnouncements(
  getIds: () => readonly SortableId[],
  labelOf: (id: SortableId) => string,
): SortableAnnouncements {
  const position = (id: SortableId) => {
    const ids = getIds();
    return `${ids.length}件中${ids.indexOf(id) + 1}番目`;
  };
  // dnd-kit reports the item over itself right after the pick-up; announcing that would replace the
  // pick-up message in the live region, so the first "over" of a drag is skipped when it is the item's own place.
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `${labelOf(active.id)}を持ち上げました。${position(active.id)}です。`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over
        ? `${labelOf(active.id)}を${position(over.id)}へ動かしました。`
        : `${labelOf(active.id)}は並びの外にあります。`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)}を${position(over.id)}に置きました。`
        : `${labelOf(active.id)}を置きました。並びは変わりません。`,
    onDragCancel: ({ active }) =>
      `並べ替えを取り消しました。${labelOf(active.id)}は元の位置（${position(active.id)}）に戻りました。`,
  };
}
