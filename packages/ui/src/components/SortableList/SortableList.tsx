import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useMemo, useRef } from 'react';
import { usePortalContainer } from '../../internal/layer';
import { referenceTokens } from '../../themes/tokens';
import { vars } from '../../themes/vars.css';
import {
  japaneseAnnouncements,
  sortableListScreenReaderInstructions,
  sortHandleLabel,
} from './announcements';
import { moveId, type SortableId } from './reorder';
import * as styles from './SortableList.css';

/** 並べ替えのアニメーション時間（ミリ秒、仕様 §9）。CSS ではトークン `duration.dragSort`。 */
export const DRAG_SORT_ANIMATION_MS = referenceTokens.durationMs.dragSort;
/**
 * マウス・タッチで持ち上げるまでに動かす距離（px）。仕様 §9 の「empty-insert threshold 5」にあたり、
 * 5 px 未満の動きはクリックやタップとして扱う（ハンドルの押し間違いで並びが変わらない）。
 */
export const DRAG_ACTIVATION_DISTANCE_PX = 5;

/** 項目の役割の説明（支援技術が「ボタン」の代わりに読み上げる）。 */
const ROLE_DESCRIPTION = '並べ替え可能な項目';

export interface SortableListProps<T> {
  /** 並べる項目（表示する順）。 */
  items: readonly T[];
  /** 項目の id。既定は `item.id`。 */
  getId?: (item: T) => SortableId;
  /** 項目の名前。ハンドルの名前（「{名前}を並べ替え」）と読み上げに使う。 */
  getLabel: (item: T) => string;
  /** 項目の中身。既定は名前だけ。 */
  renderItem?: (item: T) => ReactNode;
  /** 並びが変わったとき、新しい id の並びで呼ばれる。反映（楽観的に）と保存は呼び出し側が行う。 */
  onReorder: (ids: SortableId[]) => void;
  /** 一覧の名前（例: 「コースの並び順」）。 */
  'aria-label': string;
  /** 並べ替えを止める（保存中など）。 */
  disabled?: boolean;
  /**
   * 行の詰め具合。`compact` は枠なし・小さな高さの行（部品の構成のような入れ子の一覧向け。ハンドルの
   * 大きさは同じ）。既定は `standard`。
   */
  density?: 'standard' | 'compact';
  /** 一覧の要素に足すクラス。 */
  className?: string;
}

const defaultGetId = (item: unknown) => (item as { id: SortableId }).id;

// Lists move vertically only; a sideways drift would otherwise pull the row off its column.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * 並べ替えられる一覧（コース・リソース・ジャーニー・グループの並び順）。マウス・タッチではハンドルを
 * ドラッグし、キーボードではハンドルでスペースキー → 矢印キー → スペースキー。動きは 150 ms。
 * 並びは変えずに `onReorder(ids)` で報告するので、呼び出し側が `useOptimisticOrder` で反映・保存・
 * 失敗時の巻き戻しを行う。
 */
export function SortableList<T>({
  items,
  getId = defaultGetId,
  getLabel,
  renderItem,
  onReorder,
  'aria-label': ariaLabel,
  disabled = false,
  density = 'standard',
  className,
}: SortableListProps<T>) {
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const latest = useRef({ ids, items, getId, getLabel });
  latest.current = { ids, items, getId, getLabel };
  const container = usePortalContainer();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const accessibility = useMemo(
    () => ({
      container,
      screenReaderInstructions: sortableListScreenReaderInstructions,
      announcements: japaneseAnnouncements(
        () => latest.current.ids,
        (id) => {
          const { items: current, getId: idOf, getLabel: labelOf } = latest.current;
          const item = current.find((candidate) => idOf(candidate) === id);
          return item === undefined ? String(id) : labelOf(item);
        },
      ),
    }),
    [container],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveId(latest.current.ids, active.id, over.id);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul
          aria-label={ariaLabel}
          className={[
            'console-ui-SortableList',
            styles.root,
            density === 'compact' && styles.compact,
            className,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {items.map((item) => {
            const id = getId(item);
            return (
              <SortableItem
                key={id}
                id={id}
                label={getLabel(item)}
                disabled={disabled}
                compact={density === 'compact'}
              >
                {renderItem ? renderItem(item) : getLabel(item)}
              </SortableItem>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  disabled,
  compact,
  children,
}: {
  id: SortableId;
  label: string;
  disabled: boolean;
  compact: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
      attributes: { roleDescription: ROLE_DESCRIPTION },
      transition: { duration: DRAG_SORT_ANIMATION_MS, easing: 'ease' },
    });
  return (
    <li
      ref={setNodeRef}
      className={compact ? `${styles.item} ${styles.compactItem}` : styles.item}
      data-id={id}
      data-dragging={isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        // dnd-kit says when to animate; how long comes from the theme token (150 ms).
        transition: transition ? `transform ${vars.duration.dragSort} ease` : undefined,
      }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        aria-label={sortHandleLabel(label)}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
          <path d="M5 3h2v2H5zm4 0h2v2H9zM5 7h2v2H5zm4 0h2v2H9zm-4 4h2v2H5zm4 0h2v2H9z" />
        </svg>
      </button>
      <div className={styles.content}>{children}</div>
    </li>
  );
}
