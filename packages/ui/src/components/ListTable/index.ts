export {
  DEBUG_COLUMN_KEYS,
  ListTable,
  type ListTableColumn,
  type ListTableProps,
  listTableMessages,
  type RowId,
  VIRTUALIZE_THRESHOLD,
} from './ListTable';
export {
  isEmptyValue,
  japaneseCollator,
  nextSorts,
  type SortDescriptor,
  type SortOrder,
  type SortType,
  sortRows,
} from './sortRows';
export { DEBUG_TAP_COUNT, DEBUG_TAP_WINDOW_MS, registerTap, type TapState } from './tapCounter';
export { computeWindow } from './virtualWindow';
