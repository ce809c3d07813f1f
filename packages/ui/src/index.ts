export {
  AreaEditor,
  type AreaEditorArea,
  type AreaEditorMessages,
  type AreaEditorProps,
  type AreaGrid,
  type AreaRect,
  areaEditorMessages,
  areaLetter,
  clampRect as clampAreaRect,
  DEFAULT_MAX_AREAS as AREA_EDITOR_MAX_AREAS,
  findOverlaps as findAreaOverlaps,
  gridLines as areaGridLines,
  hitTest as hitTestAreas,
  placeNewArea,
} from './components/AreaEditor';
export { BottomBar, type BottomBarProps } from './components/BottomBar';
export {
  BREADCRUMB_LABEL,
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './components/Breadcrumb';
export { Button, type ButtonProps } from './components/Button';
export {
  Calendar,
  type CalendarMarker,
  type CalendarMarkers,
  type CalendarMarkerTooltip,
  type CalendarMode,
  type CalendarPreset,
  type CalendarPresetValue,
  type CalendarProps,
  type DateRange,
  holidayName,
  holidaysLoaded,
  type InvalidReason,
  loadHolidays,
} from './components/Calendar';
export {
  ChatLog,
  type ChatLogDirection,
  type ChatLogKind,
  type ChatLogMessage,
  type ChatLogMessages,
  type ChatLogProps,
  type ChatLogRow,
  type ChatLogStatus,
  chatLogMessages,
  chatLogRows,
  formatChatDate,
} from './components/ChatLog';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  ColorInput,
  type ColorInputProps,
  colorInputMessages,
  type HexColorResult,
  type NormalizeHexColorOptions,
  normalizeHexColor,
} from './components/ColorInput';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  ConsoleUIProvider,
  type ConsoleUIProviderProps,
  useConsoleTheme,
} from './components/ConsoleUIProvider';
export {
  DateInput,
  type DateInputProps,
  dateInputMessages,
  formatDate,
  type ParseDateResult,
  parseJapaneseDate,
} from './components/DateInput';
export {
  DatePicker,
  type DatePickerProps,
  datePickerMessages,
  formatPickerValue,
} from './components/DatePicker';
export { DISCLOSURE_SUMMARY, Disclosure, type DisclosureProps } from './components/Disclosure';
export { FileDropZone, type FileDropZoneProps, fileDropZoneMessages } from './components/FileDropZone';
export { FileInput, type FileInputProps, fileInputMessages } from './components/FileInput';
export {
  InsertMenu,
  type InsertMenuGroup,
  type InsertMenuItem,
  type InsertMenuProps,
  insertMenuMessages,
} from './components/InsertMenu';
export {
  type FlexVersionFeature,
  type FlexVersionNote,
  flexVersionNotes,
  LinePreview,
  type LinePreviewAction,
  type LinePreviewColumn,
  type LinePreviewFlexNode,
  type LinePreviewMessage,
  type LinePreviewProps,
  type LinePreviewTemplate,
  linePreviewMessages,
} from './components/LinePreview';
export {
  computeWindow,
  DEBUG_COLUMN_KEYS,
  isEmptyValue,
  japaneseCollator,
  ListTable,
  type ListTableColumn,
  type ListTableProps,
  listTableMessages,
  nextSorts,
  type RowId,
  registerTap,
  type SortDescriptor,
  type SortOrder,
  type SortType,
  sortRows,
  VIRTUALIZE_THRESHOLD,
} from './components/ListTable';
export {
  MENU_SEPARATOR,
  Menu,
  type MenuEntry,
  type MenuItem,
  type MenuProps,
  menuMessages,
} from './components/Menu';
export { MODAL_CLOSE_LABEL, Modal, type ModalProps } from './components/Modal';
export {
  clampNumber,
  type NumberRange,
  NumberStepper,
  type NumberStepperProps,
  numberStepperMessages,
  type ParseNumberResult,
  parseNumber,
  stepNumber,
} from './components/NumberStepper';
export { PageContent, type PageContentProps } from './components/PageContent';
export { MANUAL_LINK_LABEL, NEW_TAB_NOTICE, PageHeader, type PageHeaderProps } from './components/PageHeader';
export {
  SegmentedControl,
  type SegmentedControlOption,
  type SegmentedControlProps,
} from './components/SegmentedControl';
export {
  SELECT_LOADING_TEXT,
  SELECT_PLACEHOLDER,
  Select,
  type SelectOption,
  type SelectProps,
} from './components/Select';
export {
  createSidePanelController,
  SIDE_PANEL_CLOSE_LABEL,
  SIDE_PANEL_DELAY_MS,
  SIDE_PANEL_TYPES,
  SidePanel,
  type SidePanelController,
  type SidePanelControllerOptions,
  type SidePanelProps,
  type SidePanelScheduler,
  type SidePanelState,
  type SidePanelType,
  type UseSidePanelResult,
  useSidePanel,
} from './components/SidePanel';
export { Skeleton, type SkeletonProps, skeletonMessages } from './components/Skeleton';
export {
  DRAG_ACTIVATION_DISTANCE_PX,
  DRAG_SORT_ANIMATION_MS,
  initialOptimisticOrder,
  japaneseAnnouncements,
  moveId,
  type OptimisticOrderAction,
  type OptimisticOrderState,
  optimisticOrderReducer,
  orderByIds,
  SORTABLE_LIST_INSTRUCTIONS,
  type SortableAnnouncements,
  type SortableDragEvent,
  type SortableId,
  SortableList,
  type SortableListProps,
  sameOrder,
  sortHandleLabel,
  type UseOptimisticOrderResult,
  useOptimisticOrder,
} from './components/SortableList';
export { type TabItem, Tabs, type TabsProps, tabsMessages } from './components/Tabs';
export { Textarea, type TextareaProps } from './components/Textarea';
export { countCodePoints, TextField, type TextFieldProps } from './components/TextField';
export {
  type ParseTimeOptions,
  type ParseTimeResult,
  parseTime,
  TimeInput,
  type TimeInputProps,
  timeInputMessages,
} from './components/TimeInput';
export {
  formatTimeRange,
  type LaneItem,
  type LaneLayout,
  layoutLanes,
  minutesToTime,
  mondayOf,
  reservationLabel,
  Timeline,
  type TimelineBlock,
  type TimelineItemChange,
  type TimelineItemRef,
  type TimelineKind,
  TimelineLegend,
  type TimelineLegendItem,
  type TimelineLegendProps,
  type TimelineProps,
  type TimelineReservation,
  type TimelineResource,
  type TimelineShift,
  type TimelineSlot,
  type TimelineTone,
  timelineKindLabels,
  timeToMinutes,
} from './components/Timeline';
export {
  TOAST_CLOSE_LABEL,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './components/Toast';
export {
  type MessageSegment,
  tokenizeVariables,
  type VariableKind,
  VariableText,
  type VariableTextProps,
  variableTextMessages,
} from './components/VariableText';
export { setStyleNonce } from './internal/styleNonce';
export { contrastRatio, hexToRgb, relativeLuminance } from './themes/contrast';
export { PHONE_MEDIA, PHONE_MEDIA_QUERY } from './themes/media';
export { type ResolvedTokens, resolveTokens } from './themes/resolveTokens';
export type { ConsoleColorTokens, ConsoleTokens, HexColor } from './themes/tokens';
export { type ConsoleTheme, type OemCode, oemCodes } from './themes/types';
export { vars } from './themes/vars.css';
