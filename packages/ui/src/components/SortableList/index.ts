export {
  japaneseAnnouncements,
  SORTABLE_LIST_INSTRUCTIONS,
  type SortableAnnouncements,
  type SortableDragEvent,
  sortHandleLabel,
} from './announcements';
export {
  initialOptimisticOrder,
  type OptimisticOrderAction,
  type OptimisticOrderState,
  optimisticOrderReducer,
} from './optimisticOrder';
export { moveId, orderByIds, type SortableId, sameOrder } from './reorder';
export {
  DRAG_ACTIVATION_DISTANCE_PX,
  DRAG_SORT_ANIMATION_MS,
  SortableList,
  type SortableListProps,
} from './SortableList';
export { type UseOptimisticOrderResult, useOptimisticOrder } from './useOptimisticOrder';
